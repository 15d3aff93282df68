import * as z from 'zod/mini';
import { exchangeSchema } from '../validation/clientClassification';
import { idParametersSchema, queryFlagSchema } from './commonSchemas';
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

/** A clearing participants' search: `ucc_only` lists the caller's firm's client codes on the exchange. */
const clearingParticipantQuerySchema = z.strictObject({
  ucc_only: z.optional(queryFlagSchema),
  search_param: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

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
  getParticipant: defineEndpoint({
    ...participantHeads.getParticipant,
    params: idParametersSchema,
    access: 'trading',
    tag: 'participants',
    summary: 'A member (user) as a counterparty',
  }),
  searchTradeParticipants: defineEndpoint({
    ...participantHeads.searchTradeParticipants,
    query: z.strictObject({
      search_param: searchParameterSchema,
      exchange: exchangeSchema,
      for_rfq: z.optional(queryFlagSchema),
    }),
    access: 'trading',
    tag: 'participants',
    summary:
      "Firms that can be a trade's counterparty on an exchange (with its clearing code); `for_rfq` limits to RFQ firms",
  }),
  searchBrokers: defineEndpoint({
    ...participantHeads.searchBrokers,
    params: z.strictObject({ exchange: exchangeSchema }),
    access: 'trading',
    tag: 'participants',
    summary: 'Brokers allowed on an exchange',
  }),
  searchNscclParticipants: defineEndpoint({
    ...participantHeads.searchNscclParticipants,
    query: clearingParticipantQuerySchema,
    access: 'trading',
    tag: 'participants',
    summary: "NSCCL clearing participants; ucc_only lists your firm's client codes on NSE",
  }),
  searchIcclParticipants: defineEndpoint({
    ...participantHeads.searchIcclParticipants,
    query: clearingParticipantQuerySchema,
    access: 'trading',
    tag: 'participants',
    summary: "ICCL clearing participants; ucc_only lists your firm's client codes on BSE",
  }),
};
