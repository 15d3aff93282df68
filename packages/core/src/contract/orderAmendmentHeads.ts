// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server validates with) stay in the endpoint's module, so a client that only calls an
// endpoint does not load them. Orders and procurement orders have the same shapes under their own paths.
import {
  orderAmendmentListSchema,
  orderAmendmentSchema,
  orderAuditListSchema,
} from '../validation/orderAmendments';
import type { EndpointHead } from './endpoint';

export const orderAmendmentHeads = {
  listOrderAmendments: {
    method: 'GET',
    path: '/api/orders/:id/amendments/',
    response: orderAmendmentListSchema,
  },
  listProcurementOrderAmendments: {
    method: 'GET',
    path: '/api/procurement-orders/:id/amendments/',
    response: orderAmendmentListSchema,
  },
  proposeOrderAmendment: {
    method: 'POST',
    path: '/api/orders/:id/amendments/',
    response: orderAmendmentSchema,
    status: 201,
  },
  proposeProcurementOrderAmendment: {
    method: 'POST',
    path: '/api/procurement-orders/:id/amendments/',
    response: orderAmendmentSchema,
    status: 201,
  },
  decideOrderAmendment: {
    method: 'PUT',
    path: '/api/orders/:id/amendments/:amendmentId/',
    response: orderAmendmentSchema,
  },
  decideProcurementOrderAmendment: {
    method: 'PUT',
    path: '/api/procurement-orders/:id/amendments/:amendmentId/',
    response: orderAmendmentSchema,
  },
  withdrawOrderAmendment: {
    method: 'POST',
    path: '/api/orders/:id/amendments/:amendmentId/withdraw/',
    response: orderAmendmentSchema,
  },
  withdrawProcurementOrderAmendment: {
    method: 'POST',
    path: '/api/procurement-orders/:id/amendments/:amendmentId/withdraw/',
    response: orderAmendmentSchema,
  },
  getOrderAuditTrail: { method: 'GET', path: '/api/orders/:id/audit/', response: orderAuditListSchema },
  getProcurementOrderAuditTrail: {
    method: 'GET',
    path: '/api/procurement-orders/:id/audit/',
    response: orderAuditListSchema,
  },
} as const satisfies Record<string, EndpointHead>;
