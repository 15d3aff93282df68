// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { detailResponseSchema } from '../client/schemas/common';
import * as z from 'zod/mini';
import {
  inventoryOfferSchema,
  inventoryPositionSchema,
  inventoryUploadProgressSchema,
  inventoryUploadResultSchema,
} from '../client/schemas/inventory';
import type { EndpointHead } from './endpoint';
import { spreadsheetUpload } from './uploads';

export const inventoryHeads = {
  uploadHoldings: {
    method: 'POST',
    path: '/api/inventory/upload/',
    response: inventoryUploadResultSchema,
    upload: spreadsheetUpload,
  },
  getHoldingsUploadProgress: {
    method: 'GET',
    path: '/api/inventory/upload/progress/:uploadId/',
    response: inventoryUploadProgressSchema,
  },
  confirmPreviousHoldings: {
    method: 'PUT',
    path: '/api/inventory/confirm-previous/',
    response: detailResponseSchema,
  },
  offerHolding: {
    method: 'POST',
    path: '/api/inventory/offer/',
    response: inventoryOfferSchema,
    status: 201,
  },
  listHoldings: {
    method: 'GET',
    path: '/api/inventory/',
    response: z.array(inventoryPositionSchema),
  },
  recordExternalTrade: {
    method: 'POST',
    path: '/api/inventory/external-trade/',
    response: inventoryPositionSchema,
  },
  editValuationCost: {
    method: 'PUT',
    path: '/api/inventory/edit-valuation-cost/',
    response: inventoryPositionSchema,
  },
} as const satisfies Record<string, EndpointHead>;
