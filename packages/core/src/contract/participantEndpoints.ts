import * as z from 'zod/mini';
import { tradeTimingsSchema } from '../client/schemas/account';
import { unifiedCounterpartiesSchema } from '../client/schemas/counterparty';
import { custodianSchema } from '../client/schemas/custodian';
import { exchangeSchema } from '../validation/clientClassification';
import { queryFlagSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';

/** Participant searches start at three characters (platform-shell 5). */
const searchParameterSchema = z
  .string({ error: 'This field is required' })
  .check(
    z.trim(),
    z.minLength(3, 'Ensure this field has at least 3 characters.'),
    z.maxLength(100, 'Ensure this field has no more than 100 characters.'),
  );

/** Counterparties, custodians and the trading window (trading-and-chat 7). */
export const participantEndpoints = {
  searchCounterparties: defineEndpoint({
    method: 'GET',
    path: '/api/chatter/users-clients-unified/',
    query: z.strictObject({ search_param: searchParameterSchema, broker: z.optional(queryFlagSchema) }),
    response: unifiedCounterpartiesSchema,
    access: 'trading',
    tag: 'participants',
    summary:
      'Members (users) and companies (clients) matching a search, from 3 characters; `broker` limits to brokers',
  }),
  searchCustodians: defineEndpoint({
    method: 'GET',
    path: '/api/client/search-custodians/',
    query: z.strictObject({
      exchange: exchangeSchema,
      search_param: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    }),
    response: z.array(custodianSchema),
    access: 'trading',
    tag: 'accounts',
    summary: 'Search custodians of an exchange',
  }),
  getTradeTimings: defineEndpoint({
    method: 'GET',
    path: '/api/trade/timings',
    response: tradeTimingsSchema,
    access: 'signedIn',
    tag: 'trade',
    summary: 'The trading window (India time) and whether it is open now',
  }),
};
