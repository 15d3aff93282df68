// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server validates with) stay in the endpoint's module, so a client that only calls an
// endpoint does not load them. Orders and procurement orders have the same shapes under their own paths.
import { blobSchema } from '../client/schemas/common';
import { orderSchema } from '../client/schemas/order';
import type { EndpointHead } from './endpoint';

export const orderDetailHeads = {
  setOrderIntermediaries: {
    method: 'PATCH',
    path: '/api/orders/:id/intermediaries/',
    response: orderSchema,
  },
  setProcurementOrderIntermediaries: {
    method: 'PATCH',
    path: '/api/procurement-orders/:id/intermediaries/',
    response: orderSchema,
  },
  decideOrderConsideration: {
    method: 'PATCH',
    path: '/api/orders/consideration/:id/:action/',
    response: orderSchema,
  },
  decideProcurementOrderConsideration: {
    method: 'PATCH',
    path: '/api/procurement-orders/consideration/:id/:action/',
    response: orderSchema,
  },
  downloadOrderConfirmation: {
    method: 'GET',
    path: '/api/orders/:id/confirmation/',
    response: blobSchema,
    responseType: 'blob',
  },
  downloadProcurementOrderConfirmation: {
    method: 'GET',
    path: '/api/procurement-orders/:id/confirmation/',
    response: blobSchema,
    responseType: 'blob',
  },
} as const satisfies Record<string, EndpointHead>;
