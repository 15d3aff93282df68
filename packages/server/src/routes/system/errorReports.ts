import { parseOrdering, platformEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { registerEndpoint } from '../../http/registerEndpoint';
import { enforceLimit } from '../../auth/issueTokens';
import { RateLimiter } from '../../auth/rateLimiter';
import { firmErrorReports, recordErrorReport } from '../../platform/errorReportService';

/**
 * UI error reports (platform-shell 8): `POST api/error-reports/` from any page, signed in or not (a
 * broken page must be reportable by a visitor too), rate-limited per address; the reporter's user id,
 * name and firm come from the session. `GET api/error-reports/` lists the reports of the ops admin's
 * own firm's users only.
 */
export function errorReportRoutes(app: ApiApp): void {
  // A page in an error loop must not fill the table: 30 reports per address per 10 minutes.
  const reportsPerAddress = new RateLimiter({
    limit: 30,
    windowMilliseconds: 10 * 60 * 1000,
    now: () => app.services.now().getTime(),
  });

  registerEndpoint(app, platformEndpoints.reportError, async ({ body, principal, request }) => {
    enforceLimit(reportsPerAddress.consume(request.ip));
    return recordErrorReport(app.services.db, body, principal, app.services.now());
  });

  registerEndpoint(app, platformEndpoints.listErrorReports, async ({ query, principal, request }) => {
    const { page, page_size: pageSize } = query;
    const { count, results } = await firmErrorReports(app.services.db, principal.client.id, {
      page,
      pageSize,
      orderBy: parseOrdering(query.ordering),
    });
    return pageAnswer(request, { page, pageSize, count, results });
  });
}
