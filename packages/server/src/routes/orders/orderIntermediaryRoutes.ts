import { orderKindEndpoints, orderKinds } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { decideOrderConsideration, setOrderIntermediaries } from '../../trading/orderDetails';
import { viewsOf } from './orderViews';

/** A trade's facilitator and agent, and the counterparty's acceptance or rejection of its consideration. */
export function orderIntermediaryRoutes(app: ApiApp): void {
  for (const kind of orderKinds) {
    registerEndpoint(app, orderKindEndpoints[kind].setIntermediaries, async ({ params, body, principal }) => {
      const row = await setOrderIntermediaries(app.services, principal, { orderId: params.id, kind }, body);
      return (await viewsOf(app, [row], principal.client.id))[0]!;
    });

    registerEndpoint(app, orderKindEndpoints[kind].decideConsideration, async ({ params, principal }) => {
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
