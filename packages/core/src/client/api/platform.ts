import type { RequestFunction } from '../http/createHttpClient';
import { callEndpoint } from '../http/callEndpoint';
import type { QueryOf } from '../http/callEndpoint';
import type { Page } from '../schemas/pagination';
import type { platformEndpoints } from '../../contract/platformEndpoints';
import { platformHeads } from '../../contract/platformHeads';
import { errorReportSchema } from '../../validation/platformReports';
import { PayloadValidationError } from '../../validation/PayloadValidationError';
import type { AppConfiguration } from '../../validation/appConfiguration';
import type { ErrorReport, StoredErrorReport } from '../../validation/platformReports';

/** Platform calls: the deployment's run-time configuration and UI error reports (platform-shell 1, 2 and 8). */
export function createPlatformApi(request: RequestFunction) {
  return {
    /** `GET api/app-config/`: the support widget and route rules a deployment configured. Public. */
    appConfiguration: (): Promise<AppConfiguration> =>
      request({
        path: 'api/app-config/',
        authenticate: false,
        schema: platformHeads.getAppConfiguration.response,
      }),
    /**
     * `POST api/error-reports/`: reports a UI error. Checked first (a `PayloadValidationError` sends nothing);
     * the server attaches the signed-in user, their name and firm itself.
     */
    reportError: async (report: ErrorReport): Promise<{ id: number }> => {
      const parsed = errorReportSchema.safeParse(report);
      if (!parsed.success) throw new PayloadValidationError('error report', parsed.error.issues);
      return callEndpoint<typeof platformEndpoints.reportError>(request, platformHeads.reportError, {
        body: parsed.data,
      });
    },
    /**
     * `GET api/error-reports/`: the errors the ops admin's firm's users reported, newest first, or by
     * `ordering` (`created_at`, `user_name`, `message`, `url`, `kind`; a leading `-` for descending).
     */
    listErrorReports: (
      page = 1,
      pageSize = 50,
      ordering?: QueryOf<typeof platformEndpoints.listErrorReports>['ordering'],
    ): Promise<Page<StoredErrorReport>> =>
      callEndpoint<typeof platformEndpoints.listErrorReports>(request, platformHeads.listErrorReports, {
        query: { page, page_size: pageSize, ...(ordering === undefined ? {} : { ordering }) },
      }),
  };
}

export type PlatformApi = ReturnType<typeof createPlatformApi>;
