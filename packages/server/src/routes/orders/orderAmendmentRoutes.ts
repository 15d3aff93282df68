import { orderKindEndpoints, orderKinds } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import {
  decideOrderAmendment,
  listOrderAmendments,
  loadPartyOrder,
  proposeOrderAmendment,
} from '../../trading/orderAmendmentService';
import { orderAuditTrail } from '../../trading/orderAudit';

/**
 * Two-sided amendments of accepted trades and the audit trail of an order (issue 12, finding 6): either
 * firm proposes, the other accepts (the trade and both holdings change) or rejects; the proposer may
 * withdraw. Every change of an order leaves an audit row.
 */
export function orderAmendmentRoutes(app: ApiApp): void {
  for (const kind of orderKinds) {
    const endpoints = orderKindEndpoints[kind];

    registerEndpoint(app, endpoints.listAmendments, async ({ params, principal }) => {
      const clientId = principal.client.id;
      const order = await loadPartyOrder(app.services, { orderId: params.id, kind }, clientId);
      return { results: await listOrderAmendments(app.services, order, clientId) };
    });

    registerEndpoint(app, endpoints.proposeAmendment, ({ params, body, principal }) =>
      proposeOrderAmendment(app.services, principal, { orderId: params.id, kind }, body),
    );

    registerEndpoint(app, endpoints.decideAmendment, ({ params, body, principal }) =>
      decideOrderAmendment(
        app.services,
        principal,
        { orderId: params.id, kind, amendmentId: params.amendmentId },
        body.decision === 'ACCEPTED' ? 'accept' : 'reject',
      ),
    );

    registerEndpoint(app, endpoints.withdrawAmendment, ({ params, principal }) =>
      decideOrderAmendment(
        app.services,
        principal,
        { orderId: params.id, kind, amendmentId: params.amendmentId },
        'withdraw',
      ),
    );

    registerEndpoint(app, endpoints.auditTrail, async ({ params, principal }) => {
      const clientId = principal.client.id;
      const order = await loadPartyOrder(app.services, { orderId: params.id, kind }, clientId);
      return { results: await orderAuditTrail(app.services.db, order.id, clientId) };
    });
  }
}
