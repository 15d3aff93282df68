import type { RequestFunction } from '../http/createHttpClient';
import type { TradeIntermediary, TradeMember, TradeTimings } from '../schemas/account';
import { callEndpoint } from '../http/callEndpoint';
import { loadOnce } from '../loadOnce';
import type { BodyOf } from '../http/callEndpoint';
import type { orderEndpoints } from '../../contract/orderEndpoints';
import type { OrderBrokerage } from '../schemas/order';
import type { participantEndpoints } from '../../contract/participantEndpoints';
import { participantHeads } from '../../contract/participantHeads';
import type { tradeMemberEndpoints } from '../../contract/tradeMemberEndpoints';
import type { referenceEndpoints } from '../../contract/referenceEndpoints';
import type { clientEoiEndpoints } from '../../contract/clientEoiEndpoints';
import type { ClientEoi, ClientEoiAcceptance, ClientEoiList, ClientPortfolio } from '../schemas/clientEoi';

/** An EOI a client sends its broker-dealer, as `trade.createClientEoi` sends it. */
export type ClientEoiCreate = BodyOf<typeof clientEoiEndpoints.createClientEoi>;

/** A broker-dealer's quote on a client's EOI, as `trade.quoteClientEoi` sends it. */
export type ClientEoiQuoteCreate = BodyOf<typeof clientEoiEndpoints.quoteClientEoi>;

/**
 * The orders' heads, loaded on the brokerage call (the one order call here): the orders' schemas stay out of
 * the chunk a quote form loads for the trade timings (issue 35).
 */
const loadOrderHeads = loadOnce(() =>
  import('../../contract/orderHeads').then((module) => module.orderHeads),
);

/**
 * The client EOIs' heads, loaded on their first call: their schemas (the client's EOIs, their orders, the
 * client's holdings) stay out of the chunk a quote form loads for the trade timings (issue 35).
 */
const loadClientEoiHeads = loadOnce(() =>
  import('../../contract/clientEoiHeads').then((module) => module.clientEoiHeads),
);

/** The members' and the intermediaries' heads, loaded like the client EOIs' on their first call. */
const loadMemberHeads = loadOnce(() =>
  import('../../contract/tradeMemberHeads').then((module) => module.tradeMemberHeads),
);
const loadReferenceHeads = loadOnce(() =>
  import('../../contract/referenceHeads').then((module) => module.referenceHeads),
);

/** Trade calls (trading-and-chat 7, platform-shell 7 'Client and account'). */
export function createTradeApi(request: RequestFunction) {
  return {
    /** `PATCH api/trade/members/{id}/` (ops admins): a member's roles or status, at least one of the two. */
    updateMember: async (
      memberId: number,
      body: BodyOf<typeof tradeMemberEndpoints.updateMember>,
    ): Promise<TradeMember> =>
      callEndpoint<typeof tradeMemberEndpoints.updateMember>(
        request,
        (await loadMemberHeads()).updateMember,
        {
          params: { id: memberId },
          body,
        },
      ),
    /** `GET api/trade/client/users/{id}/`: the active members of client `clientId`. */
    getClientUsers: async (clientId: number): Promise<TradeMember[]> =>
      callEndpoint<typeof tradeMemberEndpoints.listClientMembers>(
        request,
        (await loadMemberHeads()).listClientMembers,
        { params: { id: clientId } },
      ),
    /** `PATCH api/trade/{id}/brokerage/`: the brokerage (rupees, 0 or more) of an order your firm is party to. */
    updateBrokerage: async (
      tradeId: number,
      body: BodyOf<typeof orderEndpoints.updateBrokerage>,
    ): Promise<OrderBrokerage> =>
      callEndpoint<typeof orderEndpoints.updateBrokerage>(request, (await loadOrderHeads()).updateBrokerage, {
        params: { id: tradeId },
        body,
      }),
    /** `GET api/trade/facilitator/`. */
    getFacilitators: async (): Promise<TradeIntermediary[]> =>
      callEndpoint<typeof referenceEndpoints.getFacilitators>(
        request,
        (await loadReferenceHeads()).getFacilitators,
        {},
      ),
    /** `GET api/trade/agent/`. */
    getAgents: async (): Promise<TradeIntermediary[]> =>
      callEndpoint<typeof referenceEndpoints.getAgents>(request, (await loadReferenceHeads()).getAgents, {}),
    /** `GET api/trade/timings`. */
    getTimings: (): Promise<TradeTimings> =>
      callEndpoint<typeof participantEndpoints.getTradeTimings>(
        request,
        participantHeads.getTradeTimings,
        {},
      ),
    /**
     * `POST api/client/eoi/` (a client of a broker-dealer): express interest in a bond (with a price or a
     * yield) or request a quote (without): an EOI to the client's broker-dealer.
     */
    createClientEoi: async (body: ClientEoiCreate): Promise<ClientEoi> =>
      callEndpoint<typeof clientEoiEndpoints.createClientEoi>(
        request,
        (await loadClientEoiHeads()).createClientEoi,
        {
          body,
        },
      ),
    /** `GET api/client/eoi/`: the client's EOIs with its broker-dealer's quotes, and the broker (null: none). */
    listClientEois: async (): Promise<ClientEoiList> =>
      callEndpoint<typeof clientEoiEndpoints.listClientEois>(
        request,
        (await loadClientEoiHeads()).listClientEois,
        {},
      ),
    /** `POST api/client/eoi/{id}/accept/`: accept the quote `quoteId` you saw; answers the order. */
    acceptClientEoiQuote: async (eoiId: number, quoteId: number): Promise<ClientEoiAcceptance> =>
      callEndpoint<typeof clientEoiEndpoints.acceptClientEoiQuote>(
        request,
        (await loadClientEoiHeads()).acceptClientEoiQuote,
        { params: { id: eoiId }, body: { quote_id: quoteId } },
      ),
    /** `POST api/client/eoi/{id}/withdraw/`: withdraw an EOI not yet accepted. */
    withdrawClientEoi: async (eoiId: number): Promise<ClientEoi> =>
      callEndpoint<typeof clientEoiEndpoints.withdrawClientEoi>(
        request,
        (await loadClientEoiHeads()).withdrawClientEoi,
        {
          params: { id: eoiId },
        },
      ),
    /** `GET api/client/portfolio/`: the client's holdings and orders. */
    getClientPortfolio: async (): Promise<ClientPortfolio> =>
      callEndpoint<typeof clientEoiEndpoints.getClientPortfolio>(
        request,
        (await loadClientEoiHeads()).getClientPortfolio,
        {},
      ),
    /** `GET api/trade/client-eoi/` (trading roles): the EOIs the firm's clients sent it. */
    listFirmClientEois: async (): Promise<{ eois: ClientEoi[] }> =>
      callEndpoint<typeof clientEoiEndpoints.listFirmClientEois>(
        request,
        (await loadClientEoiHeads()).listFirmClientEois,
        {},
      ),
    /** `POST api/trade/client-eoi/{id}/quote/` (dealers): quote a client's EOI; a new quote replaces the last. */
    quoteClientEoi: async (eoiId: number, body: ClientEoiQuoteCreate): Promise<ClientEoi> =>
      callEndpoint<typeof clientEoiEndpoints.quoteClientEoi>(
        request,
        (await loadClientEoiHeads()).quoteClientEoi,
        {
          params: { id: eoiId },
          body,
        },
      ),
  };
}

export type TradeApi = ReturnType<typeof createTradeApi>;
