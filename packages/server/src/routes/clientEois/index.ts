import type { RouteModule } from '../../http/fastifyTypes';
import { clientEoiRoutes as clientEoiResourceRoutes } from './clientEoiRoutes';

/** A client's EOIs to its broker-dealer, the broker's quotes, and the client's own bonds. */
export const clientEoiRoutes: RouteModule[] = [clientEoiResourceRoutes];
