// What the client needs of each endpoint: where to send it and how to read the answer. The request's
// schemas (which the server and the testing fake validate with) stay in the endpoint's module, so a client
// that only calls an endpoint does not load them.
import * as z from 'zod/mini';
import { tradeTimingsSchema } from '../client/schemas/account';
import {
  clearingParticipantSchema,
  counterpartySchema,
  unifiedCounterpartiesSchema,
} from '../client/schemas/counterparty';
import { custodianSchema } from '../client/schemas/custodian';
import type { EndpointHead } from './endpoint';

export const participantHeads = {
  searchCounterparties: {
    method: 'GET',
    path: '/api/chatter/users-clients-unified/',
    response: unifiedCounterpartiesSchema,
  },
  searchCustodians: {
    method: 'GET',
    path: '/api/client/search-custodians/',
    response: z.array(custodianSchema),
  },
  getTradeTimings: {
    method: 'GET',
    path: '/api/trade/timings',
    response: tradeTimingsSchema,
  },
  getParticipant: {
    method: 'GET',
    path: '/api/chatter/participant/:id/',
    response: counterpartySchema,
  },
  searchTradeParticipants: {
    method: 'GET',
    path: '/api/chatter/search-trade-participants',
    response: z.array(counterpartySchema),
  },
  searchBrokers: {
    method: 'GET',
    path: '/api/chatter/search-brokers/:exchange',
    response: z.array(counterpartySchema),
  },
  searchNscclParticipants: {
    method: 'GET',
    path: '/api/search-nsscl-participants/',
    response: z.array(clearingParticipantSchema),
  },
  searchIcclParticipants: {
    method: 'GET',
    path: '/api/search-iccl-participants/',
    response: z.array(clearingParticipantSchema),
  },
} as const satisfies Record<string, EndpointHead>;
