// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them. Orders and procurement orders are two resources with
// the same shapes: each has its own static paths, so an unknown `api/<name>/` stays a 404.
import { detailResponseSchema } from '../client/schemas/common';
import { orderBrokerageSchema, orderSchema } from '../client/schemas/order';
import { pageSchema } from '../client/schemas/pagination';
import type { EndpointHead } from './endpoint';

export const orderHeads = {
  reportTrade: { method: 'POST', path: '/api/orders/', response: orderSchema, status: 201 },
  reportProcurementTrade: {
    method: 'POST',
    path: '/api/procurement-orders/',
    response: orderSchema,
    status: 201,
  },
  modifyOrder: { method: 'PATCH', path: '/api/orders/:id/', response: orderSchema },
  modifyWholeOrder: { method: 'PUT', path: '/api/orders/:id/', response: orderSchema },
  modifyProcurementOrder: { method: 'PATCH', path: '/api/procurement-orders/:id/', response: orderSchema },
  modifyWholeProcurementOrder: {
    method: 'PUT',
    path: '/api/procurement-orders/:id/',
    response: orderSchema,
  },
  getOrder: { method: 'GET', path: '/api/orders/:id/', response: orderSchema },
  getProcurementOrder: { method: 'GET', path: '/api/procurement-orders/:id/', response: orderSchema },
  acceptOrRejectOrder: { method: 'PUT', path: '/api/orders/:id/accept-reject/', response: orderSchema },
  acceptOrRejectProcurementOrder: {
    method: 'PUT',
    path: '/api/procurement-orders/:id/accept-reject/',
    response: orderSchema,
  },
  cancelOrder: { method: 'POST', path: '/api/orders/:id/cancel/', response: orderSchema },
  cancelProcurementOrder: {
    method: 'POST',
    path: '/api/procurement-orders/:id/cancel/',
    response: orderSchema,
  },
  settleOrCancelOrder: {
    method: 'PATCH',
    path: '/api/orders/settle-cancel/:id/:action/',
    response: detailResponseSchema,
  },
  settleOrCancelProcurementOrder: {
    method: 'PATCH',
    path: '/api/procurement-orders/settle-cancel/:id/:action/',
    response: detailResponseSchema,
  },
  listUnifiedOrders: { method: 'GET', path: '/api/orders/unified/', response: pageSchema(orderSchema) },
  updateBrokerage: { method: 'PATCH', path: '/api/trade/:id/brokerage/', response: orderBrokerageSchema },
} as const satisfies Record<string, EndpointHead>;
