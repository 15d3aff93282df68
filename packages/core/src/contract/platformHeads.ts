// What the client needs of each platform endpoint: where to send it and how to read the answer (the request
// schemas stay in platformEndpoints.ts, which the client imports only as types).
import * as z from 'zod/mini';
import { pageSchema } from '../client/schemas/pagination';
import { appConfigurationSchema } from '../validation/appConfiguration';
import { clientConfigurationSchema } from '../validation/clientConfiguration';
import { storedErrorReportSchema } from '../validation/platformReports';
import type { EndpointHead } from './endpoint';

export const platformHeads = {
  getAppConfiguration: {
    method: 'GET',
    path: '/api/app-config/',
    response: appConfigurationSchema,
  },
  getClientConfiguration: {
    method: 'GET',
    path: '/api/client-config/',
    response: clientConfigurationSchema,
  },
  reportError: {
    method: 'POST',
    path: '/api/error-reports/',
    response: z.object({ id: z.number() }),
    status: 201,
  },
  listErrorReports: {
    method: 'GET',
    path: '/api/error-reports/',
    response: pageSchema(storedErrorReportSchema),
  },
} as const satisfies Record<string, EndpointHead>;
