import { endpointBasePaths } from '../contract/endpoint';
import { platformEndpoints } from '../contract/platformEndpoints';
import { fakeEndpoint } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';
import { userForBearer } from './fakeState';

/** The fake's `api/app-config/` (from `state.appConfiguration`), `api/client-config/` and `api/error-reports/` (kept in `state.errorReports`). */
export function fakePlatformRoutes(state: FakeState): FakeRoute[] {
  return [
    fakeEndpoint(platformEndpoints.getAppConfiguration, () => ({ ok: state.appConfiguration })),
    // MIND as the fake serves it (on its own origin, like the reference server); no chat service: a test of
    // ChatWorkspace passes a transport (`@bondkit/widgets/chat-workspace/testing`).
    fakeEndpoint(platformEndpoints.getClientConfiguration, ({ request }) => ({
      ok: {
        chat: null,
        mind: { api_base: `${request.origin}${endpointBasePaths.mind}` },
        features: { chat: false, mind: true, mind_preview: true },
      },
    })),
    fakeEndpoint(platformEndpoints.reportError, ({ body: report, request }) => {
      const user = userForBearer(state, request.bearer);
      const id = state.nextId++;
      state.errorReports.push({
        id,
        ...report,
        stack: report.stack ?? null,
        user_id: user?.id ?? null,
        user_name: user ? `${user.user_info.first_name} ${user.user_info.last_name}` : null,
        client_name: user?.name ?? null,
        created_at: new Date().toISOString(),
      });
      return { ok: { id } };
    }),
    fakeEndpoint(platformEndpoints.listErrorReports, ({ query, request }) => {
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return json(401, { detail: 'Authentication credentials were not provided.' });
      if (!user.user_info.roles.includes('clientopsadmin'))
        return json(403, { detail: 'You do not have permission to perform this action.' });
      // The firm's own users' reports, newest first, a page at a time, as the server answers.
      const mine = state.errorReports.filter((report) => report.client_name === user.name).reverse();
      const start = (query.page - 1) * query.page_size;
      return {
        ok: {
          count: mine.length,
          next: start + query.page_size < mine.length ? `api/error-reports/?page=${query.page + 1}` : null,
          previous: query.page > 1 ? `api/error-reports/?page=${query.page - 1}` : null,
          results: mine.slice(start, start + query.page_size),
        },
      };
    }),
  ];
}
