import { orderDetailEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { decideOrderConsideration, setOrderIntermediaries } from '../../trading/orderDetails';
import { viewsOf, type OrderKind } from './orderViews';

/** Each kind's endpoints on the contract: the same shapes, each kind under its own path. */
const kindEndpoints = {
  orders: {
    setIntermediaries: orderDetailEndpoints.setOrderIntermediaries,
    decideConsideration: orderDetailEndpoints.decideOrderConsideration,
  },
  'procurement-orders': {
    setIntermediaries: orderDetailEndpoints.setProcurementOrderIntermediaries,
    decideConsideration: orderDetailEndpoints.decideProcurementOrderConsideration,
  },
} as const;

const orderKinds = ['orders', 'procurement-orders'] as const satisfies readonly OrderKind[];

/** A trade's facilitator and agent, and the counterparty's acceptance or rejection of its consideration. */
export function orderIntermediaryRoutes(app: ApiApp): void {
  for (const kind of orderKinds) {
    registerEndpoint(app, kindEndpoints[kind].setIntermediaries, async ({ params, body, principal }) => {
      const row = await setOrderIntermediaries(app.services, principal, { orderId: params.id, kind }, body);
      return (await viewsOf(app, [row], principal.client.id))[0]!;
    });

    registerEndpoint(app, kindEndpoints[kind].decideConsideration, async ({ params, principal }) => {
      const row = await decideOrderConsideration(
        app.services,
        principal,
        { orderId: params.id, kind },
        params.action,
      );
      return (await viewsOf(app, [row], principal.client.id))[0]!;
    });
  }
}
