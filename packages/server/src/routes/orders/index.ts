import type { RouteModule } from '../../http/fastifyTypes';
import { orderRoutes as orderResourceRoutes } from './orderRoutes';

/** Orders and procurement orders (trading-and-chat 7 'Orders'), and trade brokerage. */
export const orderRoutes: RouteModule[] = [orderResourceRoutes];
