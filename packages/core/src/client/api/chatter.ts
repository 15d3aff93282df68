import * as z from 'zod';
import type { RequestFunction } from '../http/createHttpClient';
import { detailResponseSchema, openObjectSchema } from '../schemas/common';
import type { DetailResponse, OpenObject } from '../schemas/common';
import { pageSchema } from '../schemas/pagination';
import type { Page } from '../schemas/pagination';
import { tradeTicketSchema } from '../schemas/ticket';
import type { TradeTicket } from '../schemas/ticket';
import { segment } from './pathSegment';
import {
  chatUserSearchPageSize,
  chatUserSearchResultSchema,
  type ChatUserSearchResult,
} from '../../validation/chatPayloads';

/** Ticket actions (`PATCH api/chatter/trade/actions/{id}/{action}/`). */
export type TicketAction = 'accept' | 'reject' | 'cancel' | 'modify' | 'settle';

/** Trade chat ('chatter') calls (trading-and-chat 7). */
export function createChatterApi(request: RequestFunction) {
  return {
    /** `POST api/chatter/invite-users`. */
    inviteUsers: (sendbirdUserIds: readonly string[]): Promise<DetailResponse> =>
      request({
        method: 'POST',
        path: 'api/chatter/invite-users',
        body: { sendbird_user_ids: sendbirdUserIds },
        schema: detailResponseSchema,
      }),
    /**
     * `GET api/chatter/user/search`: people to chat with, 20 per page, each with their chat user id and
     * where the caller stands with them (`suggested`: not connected yet; `connections_only`: connected).
     */
    searchUsers: (
      parameters: {
        search_param?: string | undefined;
        page?: number | undefined;
        page_size?: number | undefined;
        suggested?: boolean | undefined;
        connections_only?: boolean | undefined;
      },
      signal?: AbortSignal,
    ): Promise<Page<ChatUserSearchResult>> =>
      request({
        path: 'api/chatter/user/search',
        query: { page_size: chatUserSearchPageSize, ...parameters },
        schema: pageSchema(chatUserSearchResultSchema),
        signal,
      }),
    /** `POST api/chatter/trade/`: opens a ticket. */
    createTicket: (body: OpenObject): Promise<TradeTicket> =>
      request({ method: 'POST', path: 'api/chatter/trade/', body, schema: tradeTicketSchema }),
    /** `GET api/chatter/trade/`: the open tickets. */
    listTickets: (): Promise<TradeTicket[]> =>
      request({ path: 'api/chatter/trade/', schema: z.array(tradeTicketSchema) }),
    /** `GET api/chatter/trade/{id}/`. */
    getTicket: (ticketId: number): Promise<TradeTicket> =>
      request({ path: `api/chatter/trade/${segment(ticketId)}/`, schema: tradeTicketSchema }),
    /** `PATCH api/chatter/trade/{id}/` (`send_to_clients` forwards it). */
    updateTicket: (
      ticketId: number,
      body: OpenObject & { send_to_clients?: boolean },
    ): Promise<TradeTicket> =>
      request({
        method: 'PATCH',
        path: `api/chatter/trade/${segment(ticketId)}/`,
        body,
        schema: tradeTicketSchema,
      }),
    /** `PATCH api/chatter/trade/actions/{id}/{action}/`. */
    ticketAction: (ticketId: number, action: TicketAction, body: OpenObject = {}): Promise<TradeTicket> =>
      request({
        method: 'PATCH',
        path: `api/chatter/trade/actions/${segment(ticketId)}/${segment(action)}/`,
        body,
        schema: tradeTicketSchema,
      }),
    /** `POST api/chatter/trade/manual-ticket/`. */
    createManualTicket: (body: OpenObject): Promise<TradeTicket> =>
      request({ method: 'POST', path: 'api/chatter/trade/manual-ticket/', body, schema: tradeTicketSchema }),
    /** `PATCH api/chatter/trade/send-to-broker/{id}/`. */
    sendToBroker: (ticketId: number, body: OpenObject = {}): Promise<TradeTicket> =>
      request({
        method: 'PATCH',
        path: `api/chatter/trade/send-to-broker/${segment(ticketId)}/`,
        body,
        schema: tradeTicketSchema,
      }),
    /** `PATCH api/chatter/trade/accept-consideration/{id}/` with the custodian to settle through. */
    acceptConsideration: (ticketId: number, body: { custodian_id: number }): Promise<TradeTicket> =>
      request({
        method: 'PATCH',
        path: `api/chatter/trade/accept-consideration/${segment(ticketId)}/`,
        body,
        schema: tradeTicketSchema,
      }),
    /** `PATCH api/chatter/trade/{id}/price/`. */
    updatePrice: (
      ticketId: number,
      body: { unit_clean_price?: number; bond_yield?: number; fixed_field: 'yield' | 'price' },
    ): Promise<TradeTicket> =>
      request({
        method: 'PATCH',
        path: `api/chatter/trade/${segment(ticketId)}/price/`,
        body,
        schema: tradeTicketSchema,
      }),
    /** `GET api/chatter/trade/confirmed-trade/{id}/`. */
    getConfirmedTrade: (ticketId: number): Promise<OpenObject> =>
      request({ path: `api/chatter/trade/confirmed-trade/${segment(ticketId)}/`, schema: openObjectSchema }),
    /** `POST api/chatter/user/security-preference`. */
    updateSecurityPreferences: (preferences: readonly string[]): Promise<DetailResponse> =>
      request({
        method: 'POST',
        path: 'api/chatter/user/security-preference',
        body: { preferences },
        schema: detailResponseSchema,
      }),
  };
}

export type ChatterApi = ReturnType<typeof createChatterApi>;
