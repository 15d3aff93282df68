import { orderDetailEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tradeConfirmation } from '../../trading/tradeConfirmation';

/** Each kind's confirmation on the contract: the same file, each kind under its own path. */
const kindEndpoints = {
  orders: orderDetailEndpoints.downloadOrderConfirmation,
  'procurement-orders': orderDetailEndpoints.downloadProcurementOrderConfirmation,
} as const;

/** The confirmation PDF of a settled trade, for either of its firms. */
export function orderConfirmationRoutes(app: ApiApp): void {
  for (const [kind, endpoint] of Object.entries(kindEndpoints)) {
    registerEndpoint(app, endpoint, async ({ params, principal }) => {
      const { fileName, content } = await tradeConfirmation(app.services, principal, {
        orderId: params.id,
        kind,
      });
      return { fileName, contentType: 'application/pdf', content };
    });
  }
}
