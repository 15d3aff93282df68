// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import * as z from 'zod/mini';
import {
  firmTradingSettingsSchema,
  invitationSentSchema,
  storedExchangeCredentialSchema,
} from '../client/schemas/account';
import { detailResponseSchema } from '../client/schemas/common';
import { exchangeCredentialTestResultSchema } from '../validation/exchangeCredentialTest';
import type { EndpointHead } from './endpoint';

export const administrationHeads = {
  saveExchangeCredentials: {
    method: 'POST',
    path: '/api/client/credentials/',
    response: detailResponseSchema,
  },
  listExchangeCredentials: {
    method: 'GET',
    path: '/api/client/credentials/',
    response: z.array(storedExchangeCredentialSchema),
  },
  testExchangeCredentials: {
    method: 'POST',
    path: '/api/client/credentials/test/',
    response: exchangeCredentialTestResultSchema,
  },
  getFirmTradingSettings: {
    method: 'GET',
    path: '/api/client/trading-settings/',
    response: firmTradingSettingsSchema,
  },
  updateFirmTradingSettings: {
    method: 'PATCH',
    path: '/api/client/trading-settings/',
    response: firmTradingSettingsSchema,
  },
  inviteUser: {
    method: 'POST',
    path: '/api/client/user/invite/',
    response: invitationSentSchema,
    status: 201,
  },
  revokeInvitation: {
    method: 'POST',
    path: '/api/client/user/invite/revoke/',
    response: detailResponseSchema,
  },
} as const satisfies Record<string, EndpointHead>;
