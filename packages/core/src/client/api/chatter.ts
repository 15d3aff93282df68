import type { RequestFunction } from '../http/createHttpClient';
import type { DetailResponse } from '../schemas/common';
import type { Page } from '../schemas/pagination';
import type { QuoteChannel } from '../schemas/quoteChannel';
import type { ConfirmedTrade, TradeTicket } from '../schemas/ticket';
import type {
  TradeTicketActionBody,
  TradeTicketBroker,
  TradeTicketConsideration,
  TradeTicketCreate,
  TradeTicketManual,
  TradeTicketPathAction,
  TradeTicketPrice,
  TradeTicketUpdate,
} from '../../validation/tradeTicketPayloads';
import { callEndpoint } from '../http/callEndpoint';
import type { QueryOf } from '../http/callEndpoint';
import type { ticketEndpoints } from '../../contract/ticketEndpoints';
import type { chatEndpoints } from '../../contract/chatEndpoints';
import { chatHeads } from '../../contract/chatHeads';
import { chatUserSearchPageSize, type ChatUserSearchResult } from '../../validation/chatPayloads';
import type { userSettingsEndpoints } from '../../contract/userSettingsEndpoints';
import { userSettingsHeads } from '../../contract/userSettingsHeads';
import type * as ticketCalls from './chatterTickets';

/** Ticket actions (`PATCH api/chatter/trade/actions/{id}/{action}/`). */
export type TicketAction = TradeTicketPathAction;

/**
 * The ticket calls' module, loaded on the first ticket call (issue 35): the tickets' payload and answer
 * schemas stay out of the chunk a chat page loads to search people. A failed load (offline) is tried again.
 */
let ticketCallsLoad: Promise<typeof ticketCalls> | undefined;
function loadTicketCalls(): Promise<typeof ticketCalls> {
  ticketCallsLoad ??= import('./chatterTickets').catch((error: unknown) => {
    ticketCallsLoad = undefined;
    throw error;
  });
  return ticketCallsLoad;
}

/** Trade chat ('chatter') calls (trading-and-chat 7). */
export function createChatterApi(request: RequestFunction) {
  const tickets = async () => (await loadTicketCalls()).createTicketCalls(request);
  return {
    /** `POST api/chatter/invite-users`. */
    inviteUsers: (sendbirdUserIds: readonly string[]): Promise<DetailResponse> =>
      callEndpoint<typeof chatEndpoints.inviteChatUsers>(request, chatHeads.inviteChatUsers, {
        body: { sendbird_user_ids: [...sendbirdUserIds] },
      }),
    /**
     * `GET api/chatter/user/search`: people to chat with, 20 per page, each with their chat user id and
     * where the caller stands with them (`suggested`: not connected yet; `connections_only`: connected).
     */
    searchUsers: (
      parameters: QueryOf<typeof chatEndpoints.searchChatUsers>,
      signal?: AbortSignal,
    ): Promise<Page<ChatUserSearchResult>> =>
      callEndpoint<typeof chatEndpoints.searchChatUsers>(
        request,
        chatHeads.searchChatUsers,
        { query: { page_size: chatUserSearchPageSize, ...parameters } },
        { signal },
      ),
    /**
     * `GET api/chatter/quote-channels/`: the chats the caller can share a quote in (joined, with someone at
     * another firm); share one by creating the quote with `oto_participant_details: { channel_url }`.
     */
    listQuoteChannels: (): Promise<QuoteChannel[]> =>
      callEndpoint<typeof chatEndpoints.listQuoteChannels>(request, chatHeads.listQuoteChannels, {}),
    /** `POST api/chatter/trade/`: opens a ticket in the chat with the counterparty (posted there as a message). */
    createTicket: async (body: TradeTicketCreate): Promise<TradeTicket> =>
      (await tickets()).createTicket(body),
    /** `GET api/chatter/trade/`: the firm's open tickets (`all`: closed ones too, latest first). */
    listTickets: async (
      parameters: QueryOf<typeof ticketEndpoints.listTickets> = {},
    ): Promise<TradeTicket[]> => (await tickets()).listTickets(parameters),
    /** `GET api/chatter/trade/{id}/`. */
    getTicket: async (ticketId: number): Promise<TradeTicket> => (await tickets()).getTicket(ticketId),
    /** `PATCH api/chatter/trade/{id}/`: changes terms before a price is agreed; `send_to_clients` posts it in the chat. */
    updateTicket: async (ticketId: number, body: TradeTicketUpdate): Promise<TradeTicket> =>
      (await tickets()).updateTicket(ticketId, body),
    /**
     * `PATCH api/chatter/trade/actions/{id}/{action}/`: `accept` or `reject` the price on the table (in
     * PRICE_AGREED, `reject` refuses the consideration), `cancel`, or `confirm` the trade (the seller).
     */
    ticketAction: async (
      ticketId: number,
      action: TicketAction,
      body: TradeTicketActionBody = {},
    ): Promise<TradeTicket> => (await tickets()).ticketAction(ticketId, action, body),
    /** `POST api/chatter/trade/manual-ticket/`: terms agreed elsewhere, price required. */
    createManualTicket: async (body: TradeTicketManual): Promise<TradeTicket> =>
      (await tickets()).createManualTicket(body),
    /** `PATCH api/chatter/trade/send-to-broker/{id}/`: names the broker and the sides it acts for. */
    sendToBroker: async (ticketId: number, body: TradeTicketBroker): Promise<TradeTicket> =>
      (await tickets()).sendToBroker(ticketId, body),
    /** `PATCH api/chatter/trade/accept-consideration/{id}/` with the custodian (on the ticket's exchange). */
    acceptConsideration: async (ticketId: number, body: TradeTicketConsideration): Promise<TradeTicket> =>
      (await tickets()).acceptConsideration(ticketId, body),
    /** `PATCH api/chatter/trade/{id}/price/`: proposes (or counters with) a price or a yield, never both. */
    updatePrice: async (ticketId: number, body: TradeTicketPrice): Promise<TradeTicket> =>
      (await tickets()).updatePrice(ticketId, body),
    /** `GET api/chatter/trade/confirmed-trade/{id}/`: the confirmed ticket, its order and its confirmation. */
    getConfirmedTrade: async (ticketId: number): Promise<ConfirmedTrade> =>
      (await tickets()).getConfirmedTrade(ticketId),
    /** `GET api/chatter/trade/confirmed-trade/{id}/confirmation/`: the confirmation PDF of a confirmed ticket's trade. */
    downloadTicketConfirmation: async (ticketId: number): Promise<Blob> =>
      (await tickets()).downloadTicketConfirmation(ticketId),
    /** `POST api/chatter/user/security-preference`. */
    updateSecurityPreferences: (preferences: readonly string[]): Promise<DetailResponse> =>
      callEndpoint<typeof userSettingsEndpoints.updateSecurityPreferences>(
        request,
        userSettingsHeads.updateSecurityPreferences,
        { body: { preferences: [...preferences] } },
      ),
  };
}

export type ChatterApi = ReturnType<typeof createChatterApi>;
