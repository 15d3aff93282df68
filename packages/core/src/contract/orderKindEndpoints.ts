import type { AnyEndpoint } from './endpoint';
import { orderAmendmentEndpoints } from './orderAmendmentEndpoints';
import { orderDetailEndpoints } from './orderDetailEndpoints';
import { orderEndpoints } from './orderEndpoints';

/** The two kinds of trade: `api/orders/…` and `api/procurement-orders/…`. */
export const orderKinds = ['orders', 'procurement-orders'] as const;

/**
 * Each kind's endpoints: the same shapes and rules, each kind under its own path. A server or a fake
 * registers one handler per name for both kinds from this table.
 */
export const orderKindEndpoints = {
  orders: {
    get: orderEndpoints.getOrder,
    report: orderEndpoints.reportTrade,
    modify: orderEndpoints.modifyOrder,
    modifyWhole: orderEndpoints.modifyWholeOrder,
    acceptOrReject: orderEndpoints.acceptOrRejectOrder,
    cancel: orderEndpoints.cancelOrder,
    settleOrCancel: orderEndpoints.settleOrCancelOrder,
    listAmendments: orderAmendmentEndpoints.listOrderAmendments,
    proposeAmendment: orderAmendmentEndpoints.proposeOrderAmendment,
    decideAmendment: orderAmendmentEndpoints.decideOrderAmendment,
    withdrawAmendment: orderAmendmentEndpoints.withdrawOrderAmendment,
    auditTrail: orderAmendmentEndpoints.getOrderAuditTrail,
    setIntermediaries: orderDetailEndpoints.setOrderIntermediaries,
    decideConsideration: orderDetailEndpoints.decideOrderConsideration,
    confirmation: orderDetailEndpoints.downloadOrderConfirmation,
  },
  'procurement-orders': {
    get: orderEndpoints.getProcurementOrder,
    report: orderEndpoints.reportProcurementTrade,
    modify: orderEndpoints.modifyProcurementOrder,
    modifyWhole: orderEndpoints.modifyWholeProcurementOrder,
    acceptOrReject: orderEndpoints.acceptOrRejectProcurementOrder,
    cancel: orderEndpoints.cancelProcurementOrder,
    settleOrCancel: orderEndpoints.settleOrCancelProcurementOrder,
    listAmendments: orderAmendmentEndpoints.listProcurementOrderAmendments,
    proposeAmendment: orderAmendmentEndpoints.proposeProcurementOrderAmendment,
    decideAmendment: orderAmendmentEndpoints.decideProcurementOrderAmendment,
    withdrawAmendment: orderAmendmentEndpoints.withdrawProcurementOrderAmendment,
    auditTrail: orderAmendmentEndpoints.getProcurementOrderAuditTrail,
    setIntermediaries: orderDetailEndpoints.setProcurementOrderIntermediaries,
    decideConsideration: orderDetailEndpoints.decideProcurementOrderConsideration,
    confirmation: orderDetailEndpoints.downloadProcurementOrderConfirmation,
  },
} as const satisfies Record<(typeof orderKinds)[number], Record<string, AnyEndpoint>>;
