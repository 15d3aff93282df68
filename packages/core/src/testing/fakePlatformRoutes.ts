import { errorReportSchema } from '../validation/index';
import { route, json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';
import { userForBearer } from './fakeState';

/** The fake's `api/app-config/` (from `state.appConfiguration`) and `api/error-reports/` (kept in `state.errorReports`). */
export function fakePlatformRoutes(state: FakeState): FakeRoute[] {
  return [
    route('GET', /^api\/app-config\/$/, () => json(200, state.appConfiguration)),
    route('POST', /^api\/error-reports\/$/, (request) => {
      const parsed = errorReportSchema.safeParse(request.body);
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (fields[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
        return json(400, fields);
      }
      const user = userForBearer(state, request.bearer);
      const id = state.nextId++;
      state.errorReports.push({
        id,
        ...parsed.data,
        stack: parsed.data.stack ?? null,
        user_id: user?.id ?? null,
        user_name: user ? `${user.user_info.first_name} ${user.user_info.last_name}` : null,
        client_name: user?.name ?? null,
        created_at: new Date().toISOString(),
      });
      return json(201, { id });
    }),
    route('GET', /^api\/error-reports\/$/, (request) => {
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return json(401, { detail: 'Authentication credentials were not provided.' });
      if (!user.user_info.roles.includes('clientopsadmin'))
        return json(403, { detail: 'You do not have permission to perform this action.' });
      // The firm's own users' reports, newest first, as the server answers.
      const mine = state.errorReports.filter((report) => report.client_name === user.name).reverse();
      return json(200, { count: mine.length, next: null, previous: null, results: mine });
    }),
  ];
}
