// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { eoiSchema, uploadResultSchema } from '../client/schemas/eoi';
import type { EndpointHead } from './endpoint';
import { spreadsheetUpload } from './uploads';

export const quoteWriteHeads = {
  uploadQuotes: {
    method: 'POST',
    path: '/api/eoi/upload/',
    response: uploadResultSchema,
    upload: spreadsheetUpload,
  },
  createQuote: {
    method: 'POST',
    path: '/api/trade/eoi/',
    response: eoiSchema,
    status: 201,
  },
  addQuote: {
    method: 'POST',
    path: '/api/eoi/add/',
    response: eoiSchema,
    status: 201,
  },
  addNegotiation: {
    method: 'POST',
    path: '/api/eoi/add-negotiation/',
    response: eoiSchema,
    status: 201,
  },
  updateQuote: {
    method: 'PUT',
    path: '/api/eoi/update/:id/',
    response: eoiSchema,
  },
} as const satisfies Record<string, EndpointHead>;
