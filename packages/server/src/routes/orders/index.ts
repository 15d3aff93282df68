import type { RouteModule } from '../../http/fastifyTypes';
import { orderAmendmentRoutes } from './orderAmendmentRoutes';
import { orderConfirmationRoutes } from './orderConfirmationRoutes';
import { orderRoutes as orderResourceRoutes } from './orderRoutes';

/**
 * Orders and procurement orders (trading-and-chat 7 'Orders'), amendments and audit, confirmations, and
 * trade brokerage.
 */
export const orderRoutes: RouteModule[] = [
  orderResourceRoutes,
  orderAmendmentRoutes,
  orderConfirmationRoutes,
];
