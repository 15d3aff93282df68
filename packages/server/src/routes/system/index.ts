import type { RouteModule } from '../../http/fastifyTypes';
import { devOutboxRoute } from './devOutbox';
import { healthzRoute } from './healthz';
import { appConfigurationRoute, clientConfigurationRoute } from './appConfiguration';
import { errorReportRoutes } from './errorReports';

/** Health, the demo outbox, the app's and the embedding client's run-time configuration and UI error reports. */
export const systemRoutes: RouteModule[] = [
  healthzRoute,
  devOutboxRoute,
  appConfigurationRoute,
  clientConfigurationRoute,
  errorReportRoutes,
];
