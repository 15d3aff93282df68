// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import { invitationSchema, registrationResultSchema } from '../client/schemas/account';
import type { EndpointHead } from './endpoint';

export const registrationHeads = {
  register: {
    method: 'POST',
    path: '/api/client/register/',
    response: registrationResultSchema,
    status: 201,
  },
  registerUserLite: {
    method: 'POST',
    path: '/api/client/register-user/lite',
    response: registrationResultSchema,
    status: 201,
  },
  validateInvitation: {
    method: 'POST',
    path: '/api/client/user/invite/validate/',
    response: invitationSchema,
  },
} as const satisfies Record<string, EndpointHead>;
