import * as z from 'zod/mini';
import type { RequestFunction } from '../http/createHttpClient';
import { appConfigurationSchema } from '../../validation/appConfiguration';
import { errorReportPageSchema, errorReportSchema } from '../../validation/platformReports';
import { PayloadValidationError } from '../../validation/PayloadValidationError';
import type { AppConfiguration, ErrorReport, ErrorReportPage } from '../../validation/index';

const acceptedSchema = z.object({ id: z.number() });

/** Platform calls: the deployment's run-time configuration and UI error reports (platform-shell 1, 2 and 8). */
export function createPlatformApi(request: RequestFunction) {
  return {
    /** `GET api/app-config/`: the support widget and route rules a deployment configured. Public. */
    appConfiguration: (): Promise<AppConfiguration> =>
      request({ path: 'api/app-config/', authenticate: false, schema: appConfigurationSchema }),
    /**
     * `POST api/error-reports/`: reports a UI error. Checked first (a `PayloadValidationError` sends nothing);
     * the server attaches the signed-in user, their name and firm itself.
     */
    reportError: async (report: ErrorReport): Promise<{ id: number }> => {
      const parsed = errorReportSchema.safeParse(report);
      if (!parsed.success) throw new PayloadValidationError('error report', parsed.error.issues);
      return request({
        method: 'POST',
        path: 'api/error-reports/',
        body: parsed.data,
        schema: acceptedSchema,
      });
    },
    /** `GET api/error-reports/`: the errors the ops admin's firm's users reported, newest first. */
    listErrorReports: (page = 1, pageSize = 50): Promise<ErrorReportPage> =>
      request({
        path: 'api/error-reports/',
        query: { page, page_size: pageSize },
        schema: errorReportPageSchema,
      }),
  };
}

export type PlatformApi = ReturnType<typeof createPlatformApi>;
