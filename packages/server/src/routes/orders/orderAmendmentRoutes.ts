import { orderAmendmentEndpoints, type AnyEndpoint } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import {
  decideOrderAmendment,
  listOrderAmendments,
  loadPartyOrder,
  proposeOrderAmendment,
} from '../../trading/orderAmendmentService';
import { orderAuditTrail } from '../../trading/orderAudit';
import type { OrderKind } from './orderViews';

/** Each kind's endpoints on the contract: the same shapes, each kind under its own path. */
const kindEndpoints = {
  orders: {
    list: orderAmendmentEndpoints.listOrderAmendments,
    propose: orderAmendmentEndpoints.proposeOrderAmendment,
    decide: orderAmendmentEndpoints.decideOrderAmendment,
    withdraw: orderAmendmentEndpoints.withdrawOrderAmendment,
    audit: orderAmendmentEndpoints.getOrderAuditTrail,
  },
  'procurement-orders': {
    list: orderAmendmentEndpoints.listProcurementOrderAmendments,
    propose: orderAmendmentEndpoints.proposeProcurementOrderAmendment,
    decide: orderAmendmentEndpoints.decideProcurementOrderAmendment,
    withdraw: orderAmendmentEndpoints.withdrawProcurementOrderAmendment,
    audit: orderAmendmentEndpoints.getProcurementOrderAuditTrail,
  },
} as const satisfies Record<OrderKind, Record<string, AnyEndpoint>>;

const orderKinds = ['orders', 'procurement-orders'] as const satisfies readonly OrderKind[];

/**
 * Two-sided amendments of accepted trades and the audit trail of an order (issue 12, finding 6): either
 * firm proposes, the other accepts (the trade and both holdings change) or rejects; the proposer may
 * withdraw. Every change of an order leaves an audit row.
 */
export function orderAmendmentRoutes(app: ApiApp): void {
  for (const kind of orderKinds) {
    const endpoints = kindEndpoints[kind];

    registerEndpoint(app, endpoints.list, async ({ params, principal }) => {
      const clientId = principal.client.id;
      const order = await loadPartyOrder(app.services, { orderId: params.id, kind }, clientId);
      return { results: await listOrderAmendments(app.services, order, clientId) };
    });

    registerEndpoint(app, endpoints.propose, ({ params, body, principal }) =>
      proposeOrderAmendment(app.services, principal, { orderId: params.id, kind }, body),
    );

    registerEndpoint(app, endpoints.decide, ({ params, body, principal }) =>
      decideOrderAmendment(
        app.services,
        principal,
        { orderId: params.id, kind, amendmentId: params.amendmentId },
        body.decision === 'ACCEPTED' ? 'accept' : 'reject',
      ),
    );

    registerEndpoint(app, endpoints.withdraw, ({ params, principal }) =>
      decideOrderAmendment(
        app.services,
        principal,
        { orderId: params.id, kind, amendmentId: params.amendmentId },
        'withdraw',
      ),
    );

    registerEndpoint(app, endpoints.audit, async ({ params, principal }) => {
      const clientId = principal.client.id;
      const order = await loadPartyOrder(app.services, { orderId: params.id, kind }, clientId);
      return { results: await orderAuditTrail(app.services.db, order.id, clientId) };
    });
  }
}
