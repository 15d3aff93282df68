import type { RequestFunction } from '../http/createHttpClient';
import type { DetailResponse } from '../schemas/common';
import type { Order, OrderKind } from '../schemas/order';
import type { Page } from '../schemas/pagination';
import { callEndpoint } from '../http/callEndpoint';
import type { BodyOf, QueryOf } from '../http/callEndpoint';
import type { orderEndpoints } from '../../contract/orderEndpoints';
import { orderHeads } from '../../contract/orderHeads';
import type { orderAmendmentEndpoints } from '../../contract/orderAmendmentEndpoints';
import { orderAmendmentHeads } from '../../contract/orderAmendmentHeads';
import type { orderDetailEndpoints } from '../../contract/orderDetailEndpoints';
import { orderDetailHeads } from '../../contract/orderDetailHeads';
import type {
  OrderAmendment,
  OrderAmendmentProposal,
  OrderAuditEntry,
} from '../../validation/orderAmendments';

/** What the counterparty does with a trade's consideration. */
export type ConsiderationAction = 'accept' | 'reject';

/** A reported trade, as `orders.reportTrade` sends it. */
export type TradeReport = BodyOf<typeof orderEndpoints.reportTrade>;

/** The changed fields of an order, as `orders.modify` sends them (PATCH). */
export type OrderChange = BodyOf<typeof orderEndpoints.modifyOrder>;

/** A whole order's terms, as `orders.modify(…, 'PUT')` sends them: quantity and price required. */
export type WholeOrderChange = BodyOf<typeof orderEndpoints.modifyWholeOrder>;

/** A trade's facilitator and agent, as `orders.setIntermediaries` sends them (`null` clears one). */
export type OrderIntermediaries = BodyOf<typeof orderDetailEndpoints.setOrderIntermediaries>;

/** The unified order list's query: a page, comma-separated `state`s, `paginate: false` for every order. */
export type UnifiedOrdersQuery = QueryOf<typeof orderEndpoints.listUnifiedOrders>;

/**
 * What `orders.modify` takes after the order's id: a PATCH the changed fields, a PUT the whole order. A
 * list of argument lists rather than overloads, so that the client's lazy namespace keeps both.
 */
export type OrderModificationArguments =
  | [body: OrderChange, kind?: OrderKind, method?: 'PATCH']
  | [body: WholeOrderChange, kind: OrderKind, method: 'PUT'];

// Orders and procurement orders share their shapes; a call goes to either kind's endpoint.
type TradeReporting = typeof orderEndpoints.reportTrade | typeof orderEndpoints.reportProcurementTrade;
type OrderModification = typeof orderEndpoints.modifyOrder | typeof orderEndpoints.modifyProcurementOrder;
type OrderReading = typeof orderEndpoints.getOrder | typeof orderEndpoints.getProcurementOrder;
type OrderDecision =
  typeof orderEndpoints.acceptOrRejectOrder | typeof orderEndpoints.acceptOrRejectProcurementOrder;
type OrderCancellation = typeof orderEndpoints.cancelOrder | typeof orderEndpoints.cancelProcurementOrder;
type OrderSettlement =
  typeof orderEndpoints.settleOrCancelOrder | typeof orderEndpoints.settleOrCancelProcurementOrder;
type WholeOrderModification =
  typeof orderEndpoints.modifyWholeOrder | typeof orderEndpoints.modifyWholeProcurementOrder;

type IntermediarySetting =
  | typeof orderDetailEndpoints.setOrderIntermediaries
  | typeof orderDetailEndpoints.setProcurementOrderIntermediaries;
type ConsiderationDecision =
  | typeof orderDetailEndpoints.decideOrderConsideration
  | typeof orderDetailEndpoints.decideProcurementOrderConsideration;
type ConfirmationDownload =
  | typeof orderDetailEndpoints.downloadOrderConfirmation
  | typeof orderDetailEndpoints.downloadProcurementOrderConfirmation;
type AmendmentListing =
  | typeof orderAmendmentEndpoints.listOrderAmendments
  | typeof orderAmendmentEndpoints.listProcurementOrderAmendments;
type AmendmentProposal =
  | typeof orderAmendmentEndpoints.proposeOrderAmendment
  | typeof orderAmendmentEndpoints.proposeProcurementOrderAmendment;
type AmendmentDecision =
  | typeof orderAmendmentEndpoints.decideOrderAmendment
  | typeof orderAmendmentEndpoints.decideProcurementOrderAmendment;
type AmendmentWithdrawal =
  | typeof orderAmendmentEndpoints.withdrawOrderAmendment
  | typeof orderAmendmentEndpoints.withdrawProcurementOrderAmendment;
type AuditReading =
  | typeof orderAmendmentEndpoints.getOrderAuditTrail
  | typeof orderAmendmentEndpoints.getProcurementOrderAuditTrail;

/** The settle-cancel actions. */
export type SettleCancelAction = 'settle' | 'cancel';

/** Orders and procurement orders (trading-and-chat 7). `kind` picks `api/orders/` or `api/procurement-orders/`. */
export function createOrdersApi(request: RequestFunction) {
  return {
    /** `PUT api/{kind}/{id}/accept-reject/`; a rejection sends `REJECTED`. */
    acceptOrReject: (
      orderId: number,
      body: BodyOf<typeof orderEndpoints.acceptOrRejectOrder>,
      kind: OrderKind = 'orders',
    ): Promise<Order> =>
      callEndpoint<OrderDecision>(
        request,
        kind === 'orders' ? orderHeads.acceptOrRejectOrder : orderHeads.acceptOrRejectProcurementOrder,
        { params: { id: orderId }, body },
      ),
    /** `POST api/{kind}/{id}/cancel/`. */
    cancel: (orderId: number, kind: OrderKind = 'orders'): Promise<Order> =>
      callEndpoint<OrderCancellation>(
        request,
        kind === 'orders' ? orderHeads.cancelOrder : orderHeads.cancelProcurementOrder,
        { params: { id: orderId } },
      ),
    /**
     * Modify: `PATCH api/{kind}/{id}/` with the changed fields; `method: 'PUT'` sends the whole order
     * (quantity and price required). Default kind: orders; default method: PATCH.
     */
    modify: (orderId: number, ...change: OrderModificationArguments): Promise<Order> => {
      const [, kind = 'orders'] = change;
      const params = { id: orderId };
      if (change[2] === 'PUT') {
        return callEndpoint<WholeOrderModification>(
          request,
          kind === 'orders' ? orderHeads.modifyWholeOrder : orderHeads.modifyWholeProcurementOrder,
          { params, body: change[0] },
        );
      }
      return callEndpoint<OrderModification>(
        request,
        kind === 'orders' ? orderHeads.modifyOrder : orderHeads.modifyProcurementOrder,
        { params, body: change[0] },
      );
    },
    /** `PATCH api/{kind}/settle-cancel/{id}/{action}/`. */
    settleCancel: (
      orderId: number,
      action: SettleCancelAction,
      kind: OrderKind = 'orders',
    ): Promise<DetailResponse> =>
      callEndpoint<OrderSettlement>(
        request,
        kind === 'orders' ? orderHeads.settleOrCancelOrder : orderHeads.settleOrCancelProcurementOrder,
        { params: { id: orderId, action } },
      ),
    /**
     * `PATCH api/{kind}/{id}/intermediaries/`: set (an id from `trade.getFacilitators()` or
     * `trade.getAgents()`) or clear (`null`) the facilitator and the agent; a field left out stays.
     */
    setIntermediaries: (
      orderId: number,
      body: OrderIntermediaries,
      kind: OrderKind = 'orders',
    ): Promise<Order> =>
      callEndpoint<IntermediarySetting>(
        request,
        kind === 'orders'
          ? orderDetailHeads.setOrderIntermediaries
          : orderDetailHeads.setProcurementOrderIntermediaries,
        { params: { id: orderId }, body },
      ),
    /** `PATCH api/{kind}/consideration/{id}/{action}/`: the counterparty accepts or rejects the consideration. */
    decideConsideration: (
      orderId: number,
      action: ConsiderationAction,
      kind: OrderKind = 'orders',
    ): Promise<Order> =>
      callEndpoint<ConsiderationDecision>(
        request,
        kind === 'orders'
          ? orderDetailHeads.decideOrderConsideration
          : orderDetailHeads.decideProcurementOrderConsideration,
        { params: { id: orderId, action } },
      ),
    /** `GET api/{kind}/{id}/`. */
    getOrder: (orderId: number, kind: OrderKind = 'orders'): Promise<Order> =>
      callEndpoint<OrderReading>(
        request,
        kind === 'orders' ? orderHeads.getOrder : orderHeads.getProcurementOrder,
        { params: { id: orderId } },
      ),
    /**
     * `GET api/orders/unified/`: orders and procurement orders together, latest first; `state` filters by
     * comma-separated states, `paginate: false` answers every order in one page.
     */
    listUnified: (parameters: UnifiedOrdersQuery = {}): Promise<Page<Order>> =>
      callEndpoint<typeof orderEndpoints.listUnifiedOrders>(request, orderHeads.listUnifiedOrders, {
        query: parameters,
      }),
    /** `GET api/{kind}/{id}/amendments/`: the trade's amendments, newest first. */
    listAmendments: (orderId: number, kind: OrderKind = 'orders'): Promise<OrderAmendment[]> =>
      callEndpoint<AmendmentListing>(
        request,
        kind === 'orders'
          ? orderAmendmentHeads.listOrderAmendments
          : orderAmendmentHeads.listProcurementOrderAmendments,
        { params: { id: orderId } },
      ).then((answer) => answer.results),
    /**
     * `POST api/{kind}/{id}/amendments/`: propose a change to an accepted trade; it applies only when the
     * other firm accepts it.
     */
    proposeAmendment: (
      orderId: number,
      body: OrderAmendmentProposal,
      kind: OrderKind = 'orders',
    ): Promise<OrderAmendment> =>
      callEndpoint<AmendmentProposal>(
        request,
        kind === 'orders'
          ? orderAmendmentHeads.proposeOrderAmendment
          : orderAmendmentHeads.proposeProcurementOrderAmendment,
        { params: { id: orderId }, body },
      ),
    /** `PUT api/{kind}/{id}/amendments/{amendmentId}/`: the other firm accepts or rejects. */
    decideAmendment: (
      orderId: number,
      amendmentId: number,
      decision: 'ACCEPTED' | 'REJECTED',
      kind: OrderKind = 'orders',
    ): Promise<OrderAmendment> =>
      callEndpoint<AmendmentDecision>(
        request,
        kind === 'orders'
          ? orderAmendmentHeads.decideOrderAmendment
          : orderAmendmentHeads.decideProcurementOrderAmendment,
        { params: { id: orderId, amendmentId }, body: { decision } },
      ),
    /** `POST api/{kind}/{id}/amendments/{amendmentId}/withdraw/`: the proposer takes it back. */
    withdrawAmendment: (
      orderId: number,
      amendmentId: number,
      kind: OrderKind = 'orders',
    ): Promise<OrderAmendment> =>
      callEndpoint<AmendmentWithdrawal>(
        request,
        kind === 'orders'
          ? orderAmendmentHeads.withdrawOrderAmendment
          : orderAmendmentHeads.withdrawProcurementOrderAmendment,
        { params: { id: orderId, amendmentId } },
      ),
    /** `GET api/{kind}/{id}/audit/`: every change of the order, oldest first. */
    auditTrail: (orderId: number, kind: OrderKind = 'orders'): Promise<OrderAuditEntry[]> =>
      callEndpoint<AuditReading>(
        request,
        kind === 'orders'
          ? orderAmendmentHeads.getOrderAuditTrail
          : orderAmendmentHeads.getProcurementOrderAuditTrail,
        { params: { id: orderId } },
      ).then((answer) => answer.results),
    /** `GET api/{kind}/{id}/confirmation/`: the confirmation PDF of a settled trade. */
    downloadConfirmation: (orderId: number, kind: OrderKind = 'orders'): Promise<Blob> =>
      callEndpoint<ConfirmationDownload>(
        request,
        kind === 'orders'
          ? orderDetailHeads.downloadOrderConfirmation
          : orderDetailHeads.downloadProcurementOrderConfirmation,
        { params: { id: orderId } },
      ),
    /** Report a trade: `POST api/{kind}/` (a price or a yield, and the trade time, are required). */
    reportTrade: (body: TradeReport, kind: OrderKind = 'orders'): Promise<Order> =>
      callEndpoint<TradeReporting>(
        request,
        kind === 'orders' ? orderHeads.reportTrade : orderHeads.reportProcurementTrade,
        { body },
      ),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
