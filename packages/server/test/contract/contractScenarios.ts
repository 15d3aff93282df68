import { endpoints, type AnyEndpoint, type EndpointInput } from '@bondkit/core/contract';
import type { Caller, ContractAnswer, ContractBackend } from './contractBackends';
import { expect } from 'vitest';
import { csvFile, idOf, publicQuote } from './scenarioHelpers';
import { quoteActionScenarios } from './quoteActionScenarios';
import { clusterScenarios } from './clusterScenarios';
import { inventoryScenarios } from './inventoryScenarios';
import { orderScenarios } from './orderScenarios';
import { orderAmendmentScenarios } from './orderAmendmentScenarios';
import { orderDetailScenarios } from './orderDetailScenarios';
import { tradeMemberScenarios } from './tradeMemberScenarios';
import { platformScenarios } from './platformScenarios';
import { ticketScenarios } from './ticketScenarios';
import { authScenarios } from './authScenarios';
import { accountScenarios } from './accountScenarios';
import { securityPageScenarios } from './securityPageScenarios';
import { clientScenarios, referenceScenarios } from './clientScenarios';
import { surveillanceScenarios } from './surveillanceScenarios';
import { chatScenarios } from './chatScenarios';
import { participantScenarios } from './participantScenarios';
import { sessionOfCaller } from './sessionOfCaller';
import { marketDataScenarios } from './marketDataScenarios';
import { administrationScenarios } from './administrationScenarios';
import { mindScenarios } from './mindScenarios';
import { clientEoiScenarios } from './clientEoiScenarios';

/** What each backend's data has for the scenarios to use. */
export interface ContractWorld {
  /** A bond that can be priced. */
  bondId: number;
  /** Its ISIN (what an uploaded spreadsheet names a bond by). */
  bondIsin: string;
  /** A search key that finds it. */
  searchKey: string;
  /** The demo accounts' password, and the OTP demo accounts accept: for the sign-in scenarios. */
  demoPassword: string;
  demoOtp: string;
  /** The latest mail or SMS body sent to a recipient (an OTP, an invitation link); the fake sends none. */
  lastMessageTo: (recipient: string) => Promise<string>;
  /** Puts a question and its answer in a conversation of the researcher (through the chat stream, `askMind`). */
  askMind: (conversationId: string) => Promise<void>;
}

/**
 * How the suite calls one endpoint: a valid call (answered with the endpoint's success status and a body
 * its response schema accepts, on every backend) and, where the endpoint takes input, an invalid one
 * (answered 400 naming the same fields on every backend).
 */
export interface ContractScenario<Definition extends AnyEndpoint> {
  caller: Caller;
  /** The valid call's input; it may first make other calls (a quote to update, a quote to answer). */
  valid: (
    world: ContractWorld,
    call: ContractCall,
  ) => EndpointInput<Definition> | Promise<EndpointInput<Definition>>;
  invalid?: (world: ContractWorld) => EndpointInput<Definition>;
  /**
   * The backends the valid call runs on, when its set-up needs what only some have (a second firm: the
   * server; a third, broking firm: the fake). Default: every backend that implements the endpoint.
   */
  validOn?: readonly ContractBackend['name'][];
  /**
   * What the valid call must have done besides answering, checked on each backend right after it (the
   * order a trade records); it fails the suite by throwing (an `expect`). Default: nothing more is checked.
   */
  afterValid?: (outcome: {
    world: ContractWorld;
    call: ContractCall;
    input: EndpointInput<Definition>;
    backend: ContractBackend['name'];
  }) => Promise<void>;
}

/** Calls another endpoint on the same backend, failing unless it succeeds; for a scenario's set-up. */
export type ContractCall = <Definition extends AnyEndpoint>(
  endpoint: Definition,
  input: EndpointInput<Definition>,
  caller: Caller,
) => Promise<ContractAnswer>;

/** A scenario for every endpoint on the contract: a new endpoint without one does not compile. */
export type ContractScenarios = {
  [Name in keyof typeof endpoints]: ContractScenario<(typeof endpoints)[Name]>;
};

export const contractScenarios: ContractScenarios = {
  searchFinstruments: {
    caller: 'anonymous',
    valid: (world) => ({ query: { search_key: world.searchKey, limit: 5 } }),
    invalid: () => ({ query: { search_key: 'ab' } }),
  },
  getFinstrument: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId } }),
  },
  getFinstrumentPriceInfo: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId } }),
  },
  calculatePrice: {
    caller: 'anonymous',
    valid: (world) => ({ params: { id: world.bondId }, body: { fixed_field: 'yield', bond_yield: 0.0725 } }),
    invalid: (world) => ({ params: { id: world.bondId }, body: { fixed_field: 'yield' } }),
  },
  listMarketQuotes: {
    caller: 'dealer',
    valid: () => ({ query: { page: 1, page_size: 5 } }),
    invalid: () => ({ query: { page: 0 } }),
  },
  listRfqQuotes: {
    caller: 'dealer',
    valid: () => ({ query: { paginate: true } }),
    invalid: () => ({ query: { page_size: 1000 } }),
  },
  listBondQuotes: {
    caller: 'dealer',
    valid: (world) => ({ query: { finstrument_id: world.bondId, quote_type: 'BID' } }),
    invalid: () => ({ query: { quote_type: 'SIDEWAYS' as 'BID' } }),
  },
  listPrivateRuns: { caller: 'dealer', valid: () => ({}) },
  listChatRuns: { caller: 'dealer', valid: () => ({}) },
  getQuoteDepth: {
    caller: 'dealer',
    valid: (world) => ({ query: { finstrument_id: world.bondId } }),
    invalid: () => ({ query: { finstrument_id: -3 } }),
  },
  uploadQuotes: {
    caller: 'dealer',
    // A dry run (no confirm): every row is checked and nothing is stored.
    valid: (world) => ({
      file: csvFile(['isin', 'quote_type', 'quantum', 'yield'], [world.bondIsin, 'BID', 20_000_000, 7.25]),
      fileName: 'quotes.csv',
    }),
    afterValid: async ({ world, input, call, backend }) => {
      const answer = await call(endpoints.uploadQuotes, input, 'dealer');
      expect(answer.body, backend).toMatchObject({ created: 0, valid_rows: 1, confirmed: false, errors: [] });
      const refused = await call(
        endpoints.uploadQuotes,
        { ...input, file: csvFile(['isin', 'quote_type', 'quantum'], [world.bondIsin, 'SIDEWAYS', 5]) },
        'dealer',
      );
      expect((refused.body as { errors: unknown[] }).errors, backend).toHaveLength(1);
    },
    invalid: (world) => ({
      query: { confirm: 'maybe' as unknown as boolean },
      file: csvFile(['isin', 'quote_type', 'quantum'], [world.bondIsin, 'BID', 20_000_000]),
    }),
  },
  createQuote: {
    caller: 'dealer',
    valid: (world) => ({ body: publicQuote(world, 'BID') }),
    invalid: (world) => ({ body: { finstrument_id: world.bondId, quantum: -5 } }),
  },
  addQuote: {
    caller: 'dealer',
    valid: (world) => ({ body: publicQuote(world, 'ASK') }),
    invalid: (world) => ({ body: { finstrument_id: world.bondId, quantum: 0 } }),
  },
  addNegotiation: {
    caller: 'dealer',
    // The dealer's ask, the trader's firm's answer to it, and the dealer's counter to that answer.
    valid: async (world, call) => {
      const ask = await call(endpoints.createQuote, { body: publicQuote(world, 'ASK') }, 'dealer');
      const answer = await call(
        endpoints.addQuote,
        {
          body: {
            finstrument_id: world.bondId,
            quantum: 20_000_000,
            respond_eoi_id: idOf(ask),
            unit_price_stored: 100.5,
          },
        },
        'trader',
      );
      return {
        body: {
          finstrument_id: world.bondId,
          quantum: 20_000_000,
          respond_eoi_id: idOf(answer),
          unit_price_stored: 100.8,
        },
      };
    },
    invalid: (world) => ({ body: { finstrument_id: world.bondId, quantum: 1e13 } }),
  },
  updateQuote: {
    caller: 'dealer',
    valid: async (world, call) => {
      const quote = await call(endpoints.createQuote, { body: publicQuote(world, 'BID') }, 'dealer');
      return { params: { id: idOf(quote) }, body: { unit_price_stored: 100.75 } };
    },
    invalid: () => ({ params: { id: 1 }, body: { quantum: -1 } }),
  },
  searchCounterparties: {
    caller: 'dealer',
    // The trader, a dealer at another firm on both backends, by first name.
    valid: async (_world, call) => ({
      query: { search_param: (await sessionOfCaller(call, 'trader')).firstName },
    }),
    // Counterparties are other firms: neither backend lists the caller's own firm or its members, even
    // searched by the caller's own name.
    afterValid: async ({ call, input }) => {
      const dealer = await sessionOfCaller(call, 'dealer');
      for (const search of [input.query.search_param, dealer.firstName]) {
        const found = (
          await call(endpoints.searchCounterparties, { query: { search_param: search } }, 'dealer')
        ).body as { users: { client_id: number | null }[]; clients: { client_id: number | null }[] };
        const parties = [...found.users, ...found.clients];
        expect(parties.filter((party) => party.client_id === dealer.clientId)).toEqual([]);
        if (search === input.query.search_param) expect(found.users.length).toBeGreaterThan(0);
      }
    },
    invalid: () => ({ query: { search_param: 'ab' } }),
  },
  searchCustodians: {
    caller: 'dealer',
    valid: () => ({ query: { exchange: 'NSE', search_param: 'a' } }),
    invalid: () => ({ query: { exchange: 'LSE' as 'NSE' } }),
  },
  getTradeTimings: { caller: 'dealer', valid: () => ({}) },
  ...quoteActionScenarios,
  ...orderScenarios,
  ...orderAmendmentScenarios,
  ...orderDetailScenarios,
  ...clusterScenarios,
  ...inventoryScenarios,
  ...tradeMemberScenarios,
  ...platformScenarios,
  ...ticketScenarios,
  ...authScenarios,
  ...accountScenarios,
  ...securityPageScenarios,
  ...clientScenarios,
  ...referenceScenarios,
  ...surveillanceScenarios,
  ...chatScenarios,
  ...participantScenarios,
  ...marketDataScenarios,
  ...administrationScenarios,
  ...mindScenarios,
  ...clientEoiScenarios,
};
