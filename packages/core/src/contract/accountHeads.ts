// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { clientProfileSchema, uccRecordSchema, userDetailsSchema } from '../client/schemas/account';
import type { EndpointHead } from './endpoint';

export const accountHeads = {
  updateProfile: {
    method: 'PUT',
    path: '/api/client/profile',
    response: clientProfileSchema,
  },
  updateUser: {
    method: 'PUT',
    path: '/api/client/user/',
    response: userDetailsSchema,
  },
  createUcc: {
    method: 'POST',
    path: '/api/clients/ucc/',
    response: uccRecordSchema,
    status: 201,
  },
  updateUcc: {
    method: 'PATCH',
    path: '/api/clients/ucc/:id/',
    response: uccRecordSchema,
  },
} as const satisfies Record<string, EndpointHead>;
