import * as z from 'zod/mini';
import { exchangeSchema } from '../validation/clientClassification';
import { queryFlagSchema } from './commonSchemas';
import { validationMessages } from '../validation/messages';
import { defineEndpoint } from './endpoint';
import { participantHeads } from './participantHeads';

/** Participant searches start at three characters (platform-shell 5). */
const searchParameterSchema = z
  .string({ error: validationMessages.required })
  .check(
    z.trim(),
    z.minLength(3, 'Ensure this field has at least 3 characters.'),
    z.maxLength(100, 'Ensure this field has no more than 100 characters.'),
  );

/** Counterparties, custodians and the trading window (trading-and-chat 7). */
export const participantEndpoints = {
  searchCounterparties: defineEndpoint({
    ...participantHeads.searchCounterparties,
    query: z.strictObject({ search_param: searchParameterSchema, broker: z.optional(queryFlagSchema) }),
    access: 'trading',
    tag: 'participants',
    summary:
      'Members (users) and companies (clients) matching a search, from 3 characters; `broker` limits to brokers',
  }),
  searchCustodians: defineEndpoint({
    ...participantHeads.searchCustodians,
    query: z.strictObject({
      exchange: exchangeSchema,
      search_param: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    }),
    access: 'trading',
    tag: 'accounts',
    summary: 'Search custodians of an exchange',
  }),
  getTradeTimings: defineEndpoint({
    ...participantHeads.getTradeTimings,
    access: 'signedIn',
    tag: 'trade',
    summary: 'The trading window (India time) and whether it is open now',
  }),
};
