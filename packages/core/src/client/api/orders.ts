import type { RequestFunction } from '../http/createHttpClient';
import { blobSchema } from '../schemas/common';
import type { DetailResponse } from '../schemas/common';
import { orderSchema } from '../schemas/order';
import type { Order, OrderKind } from '../schemas/order';
import { pageSchema } from '../schemas/pagination';
import type { Page, PageParameters } from '../schemas/pagination';
import { segment } from './pathSegment';
import { callEndpoint } from '../http/callEndpoint';
import type { BodyOf } from '../http/callEndpoint';
import type { orderEndpoints } from '../../contract/orderEndpoints';
import { orderHeads } from '../../contract/orderHeads';
import {
  orderAmendmentListSchema,
  orderAmendmentSchema,
  orderAuditListSchema,
} from '../../validation/orderAmendments';
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
      body: { facilitator_id?: number | null; agent_id?: number | null },
      kind: OrderKind = 'orders',
    ): Promise<Order> =>
      request({
        method: 'PATCH',
        path: `api/${kind}/${segment(orderId)}/intermediaries/`,
        body,
        schema: orderSchema,
      }),
    /** `PATCH api/{kind}/consideration/{id}/{action}/`: the counterparty accepts or rejects the consideration. */
    decideConsideration: (
      orderId: number,
      action: ConsiderationAction,
      kind: OrderKind = 'orders',
    ): Promise<Order> =>
      request({
        method: 'PATCH',
        path: `api/${kind}/consideration/${segment(orderId)}/${segment(action)}/`,
        body: {},
        schema: orderSchema,
      }),
    /** `GET api/{kind}/{id}/`. */
    getOrder: (orderId: number, kind: OrderKind = 'orders'): Promise<Order> =>
      callEndpoint<OrderReading>(
        request,
        kind === 'orders' ? orderHeads.getOrder : orderHeads.getProcurementOrder,
        { params: { id: orderId } },
      ),
    /** `GET api/orders/unified/`: orders and procurement orders together. */
    listUnified: (
      parameters: PageParameters & { state?: string; paginate?: boolean } = {},
    ): Promise<Page<Order>> =>
      request({ path: 'api/orders/unified/', query: { ...parameters }, schema: pageSchema(orderSchema) }),
    /** `GET api/{kind}/{id}/amendments/`: the trade's amendments, newest first. */
    listAmendments: (orderId: number, kind: OrderKind = 'orders'): Promise<OrderAmendment[]> =>
      request({
        path: `api/${kind}/${segment(orderId)}/amendments/`,
        schema: orderAmendmentListSchema,
      }).then((answer) => answer.results),
    /**
     * `POST api/{kind}/{id}/amendments/`: propose a change to an accepted trade; it applies only when the
     * other firm accepts it.
     */
    proposeAmendment: (
      orderId: number,
      body: OrderAmendmentProposal,
      kind: OrderKind = 'orders',
    ): Promise<OrderAmendment> =>
      request({
        method: 'POST',
        path: `api/${kind}/${segment(orderId)}/amendments/`,
        body,
        schema: orderAmendmentSchema,
      }),
    /** `PUT api/{kind}/{id}/amendments/{amendmentId}/`: the other firm accepts or rejects. */
    decideAmendment: (
      orderId: number,
      amendmentId: number,
      decision: 'ACCEPTED' | 'REJECTED',
      kind: OrderKind = 'orders',
    ): Promise<OrderAmendment> =>
      request({
        method: 'PUT',
        path: `api/${kind}/${segment(orderId)}/amendments/${segment(amendmentId)}/`,
        body: { decision },
        schema: orderAmendmentSchema,
      }),
    /** `POST api/{kind}/{id}/amendments/{amendmentId}/withdraw/`: the proposer takes it back. */
    withdrawAmendment: (
      orderId: number,
      amendmentId: number,
      kind: OrderKind = 'orders',
    ): Promise<OrderAmendment> =>
      request({
        method: 'POST',
        path: `api/${kind}/${segment(orderId)}/amendments/${segment(amendmentId)}/withdraw/`,
        body: {},
        schema: orderAmendmentSchema,
      }),
    /** `GET api/{kind}/{id}/audit/`: every change of the order, oldest first. */
    auditTrail: (orderId: number, kind: OrderKind = 'orders'): Promise<OrderAuditEntry[]> =>
      request({ path: `api/${kind}/${segment(orderId)}/audit/`, schema: orderAuditListSchema }).then(
        (answer) => answer.results,
      ),
    /** `GET api/{kind}/{id}/confirmation/`: the confirmation PDF of a settled trade. */
    downloadConfirmation: (orderId: number, kind: OrderKind = 'orders'): Promise<Blob> =>
      request({
        path: `api/${kind}/${segment(orderId)}/confirmation/`,
        schema: blobSchema,
        responseType: 'blob',
      }),
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
