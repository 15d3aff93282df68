import type { RouteModule } from '../../http/fastifyTypes';
import { orderAmendmentRoutes } from './orderAmendmentRoutes';
import { orderConfirmationRoutes } from './orderConfirmationRoutes';
import { orderIntermediaryRoutes } from './orderIntermediaryRoutes';
import { orderRoutes as orderResourceRoutes } from './orderRoutes';

/**
 * Orders and procurement orders (trading-and-chat 7 'Orders'), amendments and audit, confirmations, trade
 * brokerage, facilitator and agent, and the consideration's acceptance.
 */
export const orderRoutes: RouteModule[] = [
  orderResourceRoutes,
  orderAmendmentRoutes,
  orderConfirmationRoutes,
  orderIntermediaryRoutes,
];
