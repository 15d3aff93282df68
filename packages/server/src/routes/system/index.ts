import type { RouteModule } from '../../http/fastifyTypes';
import { devOutboxRoute } from './devOutbox';
import { healthzRoute } from './healthz';

/** Health and the demo outbox. */
export const systemRoutes: RouteModule[] = [healthzRoute, devOutboxRoute];
