import type { TradeTicket } from '../client/schemas/ticket';
import type { AnyEndpoint, EndpointRequestParts } from '../contract/endpoint';
import { ticketEndpoints } from '../contract/ticketEndpoints';
import {
  allowedTicketActions,
  openTradeTicketStates,
  ticketEventOfPathAction,
  ticketTransition,
  type SessionUser,
  type TicketEvent,
  type TicketSide,
  type TradeTicketPrice,
} from '../validation/index';
import { fakeEndpoint } from './fakeEndpoint';
import { recordPlatformTrade } from './fakeOrderBook';
import { fakePriceOfYield, fakeSettlementAfter, fakeYieldOfPrice, round } from './fakeTradePricing';
import type { FakeEndpointCall, FakeEndpointResult } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeResponse, FakeRoute } from './fakeRouter';
import { userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

// Trade tickets as the reference server answers them, on the state machine of `@bondkit/core/validation`
// (the server's own table). Prices follow the fake's simplified bond maths (`fakeTradePricing.ts`).

const ticketNotFound = () => json(404, { detail: 'Ticket not found.' });

/** A new ticket's terms as the contract parses them (a chat ticket's price is optional, a manual one's not). */
type TicketTerms =
  | EndpointRequestParts<typeof ticketEndpoints.createTicket>['body']
  | EndpointRequestParts<typeof ticketEndpoints.createManualTicket>['body'];

/** The tickets routes of the fake (`api/chatter/trade/…`); tickets live in `state.tickets`. */
export function fakeTicketRoutes(state: FakeState): FakeRoute[] {
  /**
   * A signed-in user's platform user id (the session does not carry it): the counterparty entry of their
   * firm (`state.counterparties.users`), else their first account's id.
   */
  function userIdOf(user: SessionUser): number {
    return (
      state.counterparties.users.find((party) => party.client_id === user.id)?.user_id ??
      user.user_accounts[0]?.id ??
      user.id
    );
  }

  function sidesOf(ticket: TradeTicket, user: SessionUser): TicketSide[] {
    const sides: TicketSide[] = [];
    if (ticket.buyer_details?.client_id === user.id) sides.push('buy');
    if (ticket.seller_details?.client_id === user.id) sides.push('sell');
    if (ticket.broker_details?.user_id === userIdOf(user)) {
      if (ticket.broker_details.buy) sides.push('buy');
      if (ticket.broker_details.sell) sides.push('sell');
    }
    return [...new Set(sides)];
  }

  function position(ticket: TradeTicket) {
    return {
      state: ticket.state,
      buyOrSell: ticket.buy_or_sell,
      buyerClientId: ticket.buyer_details?.client_id ?? 0,
      priceProposedByClientId: ticket.price_proposed_by_client_id ?? null,
    };
  }

  /** The ticket as `user` sees it: their side and the actions they may take now. */
  function viewFor(ticket: TradeTicket, user: SessionUser): TradeTicket {
    const sides = sidesOf(ticket, user);
    return {
      ...ticket,
      my_side: sides.length === 1 ? sides[0]! : null,
      allowed_actions: user.user_info.roles.includes('clientdealer')
        ? allowedTicketActions(position(ticket), sides)
        : [],
    };
  }

  function priced(price: TradeTicketPrice) {
    if (price.fixed_field === 'price') {
      const cleanPrice = price.unit_clean_price!;
      return {
        unit_clean_price: cleanPrice,
        bond_yield: fakeYieldOfPrice(cleanPrice),
        fixed_field: 'price' as const,
      };
    }
    const bondYield = price.bond_yield!;
    return {
      unit_clean_price: fakePriceOfYield(bondYield),
      bond_yield: bondYield,
      fixed_field: 'yield' as const,
    };
  }

  /** A handler for signed-in callers only: anyone else gets the server's 401. */
  function withUser<Definition extends AnyEndpoint>(
    handler: (call: FakeEndpointCall<Definition>, user: SessionUser) => FakeEndpointResult<Definition>,
  ) {
    return (call: FakeEndpointCall<Definition>): FakeEndpointResult<Definition> => {
      const user = userForBearer(state, call.request.bearer);
      if (user === undefined) return json(401, { detail: 'Authentication credentials were not provided.' });
      return handler(call, user);
    };
  }

  function visible(user: SessionUser, id: number): TradeTicket | undefined {
    return state.tickets.find((ticket) => ticket.id === id && sidesOrFirm(ticket, user));
  }

  function sidesOrFirm(ticket: TradeTicket, user: SessionUser): boolean {
    return (
      ticket.buyer_details?.client_id === user.id ||
      ticket.seller_details?.client_id === user.id ||
      sidesOf(ticket, user).length > 0
    );
  }

  /** One step of the state machine on a visible ticket, as the server answers it. */
  function step(
    user: SessionUser,
    id: number,
    event: TicketEvent | ((ticket: TradeTicket) => TicketEvent | FakeResponse),
    change: (ticket: TradeTicket, side: TicketSide) => Partial<TradeTicket> | FakeResponse = () => ({}),
  ): { ok: TradeTicket } | FakeResponse {
    const ticket = visible(user, id);
    if (!ticket) return ticketNotFound();
    const chosen = typeof event === 'function' ? event(ticket) : event;
    if (typeof chosen === 'object') return chosen;
    const next = ticketTransition(position(ticket), chosen, sidesOf(ticket, user));
    if ('status' in next) return json(next.status, { detail: next.detail });
    const changes = change(ticket, next.side);
    if ('status' in changes && typeof changes.status === 'number') return changes as FakeResponse;
    const now = new Date().toISOString();
    Object.assign(ticket, changes, {
      state: next.state,
      updated_at: now,
      history: [
        ...(ticket.history ?? []),
        { at: now, action: chosen, from: ticket.state, to: next.state, by_user_id: userIdOf(user) },
      ],
    });
    return { ok: viewFor(ticket, user) };
  }

  /** The order a confirmed ticket makes, in `state.orderBook`: the seller confirmed it. */
  function confirmedTrade(ticket: TradeTicket, user: SessionUser) {
    const price = ticket.unit_clean_price ?? 0;
    return recordPlatformTrade(state.orderBook, {
      id: state.nextId++,
      finstrument_id: ticket.finstrument_id ?? 0,
      owner_client_id: user.id,
      buyer_client_id: ticket.buyer_details?.client_id ?? null,
      seller_client_id: ticket.seller_details?.client_id ?? null,
      counterparty_name: ticket.buyer_details?.brand_name ?? ticket.buyer_details?.name ?? null,
      quantity: ticket.quantity ?? 0,
      unit_clean_price: price,
      bond_yield: ticket.bond_yield ?? fakeYieldOfPrice(price),
      // A ticket without an agreed date settles T+1, the market's default.
      settlement_date: ticket.settlement_date ?? fakeSettlementAfter(new Date(), 1),
      exchange: ticket.exchange ?? null,
      byUserId: userIdOf(user),
    });
  }

  function create(body: TicketTerms, user: SessionUser, manual: boolean): { ok: TradeTicket } | FakeResponse {
    const bond = state.bonds.find((candidate) => candidate.id === body.finstrument_id);
    if (!bond) return json(400, { finstrument_id: ['Finstrument not found.'] });
    const counterparty = state.counterparties.users.find(
      (party) => party.user_id === body.counterparty_user_id,
    );
    if (!counterparty || counterparty.client_id === null || counterparty.client_id === user.id)
      return json(400, {
        counterparty_user_id: ['Counterparty not found: choose a dealer at another firm.'],
      });
    const me = {
      user_id: userIdOf(user),
      client_id: user.id,
      name: `${user.user_info.first_name} ${user.user_info.last_name}`,
      brand_name: user.brand_name,
    };
    const them = {
      user_id: counterparty.user_id,
      client_id: counterparty.client_id,
      name: counterparty.user_name ?? counterparty.name,
      brand_name: counterparty.brand_name,
    };
    const now = new Date().toISOString();
    const price = body.price ? priced(body.price) : null;
    const ticket: TradeTicket = {
      id: state.nextId++,
      source: manual ? 'MANUAL' : 'CHAT',
      state: price ? 'NEGOTIATING' : 'OPEN',
      buy_or_sell: body.buy_or_sell,
      finstrument_id: bond.id,
      display_name: bond.display_name,
      isin: bond.identifiers.ISIN,
      quantity: body.quantity,
      unit_clean_price: price?.unit_clean_price ?? null,
      bond_yield: price?.bond_yield ?? null,
      fixed_field: price?.fixed_field ?? null,
      price_proposed_by_client_id: price ? user.id : null,
      exchange: body.exchange,
      settlement_date: null,
      principal: null,
      accrued_interest: null,
      consideration: null,
      custodian: null,
      order_id: null,
      channel_url: body.channel_url ?? `fake_direct_${user.id}_${counterparty.client_id}`,
      note: body.note ?? null,
      buyer_details: body.buy_or_sell === 'buy' ? me : them,
      seller_details: body.buy_or_sell === 'buy' ? them : me,
      broker_details: null,
      history: [
        {
          at: now,
          action: 'created',
          from: null,
          to: price ? 'NEGOTIATING' : 'OPEN',
          by_user_id: me.user_id,
        },
      ],
      created_at: now,
      updated_at: now,
    };
    state.tickets.push(ticket);
    return { ok: viewFor(ticket, user) };
  }

  return [
    fakeEndpoint(
      ticketEndpoints.createTicket,
      withUser(({ body }, user) => create(body, user, false)),
    ),
    fakeEndpoint(
      ticketEndpoints.listTickets,
      withUser(({ query }, user) => {
        const mine = state.tickets
          .filter((ticket) => sidesOrFirm(ticket, user))
          .filter((ticket) => query.status === 'all' || openTradeTicketStates.includes(ticket.state))
          .reverse();
        return { ok: mine.map((ticket) => viewFor(ticket, user)) };
      }),
    ),
    fakeEndpoint(
      ticketEndpoints.createManualTicket,
      withUser(({ body }, user) => create(body, user, true)),
    ),
    fakeEndpoint(
      ticketEndpoints.getConfirmedTrade,
      withUser(({ params }, user) => {
        const ticket = visible(user, params.id);
        if (!ticket) return ticketNotFound();
        // A confirmed ticket always has its order (the confirm step made it).
        if (ticket.state !== 'CONFIRMED' || ticket.order_id == null)
          return json(409, {
            detail: `This ticket is ${ticket.state}: a trade exists once it is CONFIRMED.`,
          });
        const side = sidesOf(ticket, user)[0] ?? 'buy';
        return {
          ok: {
            ticket: viewFor(ticket, user),
            // A ticket the fake made always has its bond and terms; an absent value goes unsent, as the
            // server leaves out what it does not know.
            order: {
              id: ticket.order_id,
              finstrument_id: ticket.finstrument_id ?? 0,
              status: 'ACCEPTED',
              buy_or_sell: side,
              quantity: ticket.quantity ?? 0,
              unit_clean_price: ticket.unit_clean_price ?? null,
              bond_yield: ticket.bond_yield ?? null,
              settlement_date: ticket.settlement_date ?? null,
              ...(ticket.consideration == null ? {} : { consideration: ticket.consideration }),
              ...(ticket.accrued_interest == null ? {} : { accrued_interest: ticket.accrued_interest }),
            },
            confirmation_url: `api/chatter/trade/confirmed-trade/${ticket.id}/confirmation/`,
          },
        };
      }),
    ),
    fakeEndpoint(
      ticketEndpoints.getTicket,
      withUser(({ params }, user) => {
        const ticket = visible(user, params.id);
        return ticket ? { ok: viewFor(ticket, user) } : ticketNotFound();
      }),
    ),
    fakeEndpoint(
      ticketEndpoints.updateTicket,
      withUser(({ params, body }, user) => {
        const { send_to_clients: _sendToClients, ...changes } = body;
        return step(user, params.id, 'modify', () => changes);
      }),
    ),
    fakeEndpoint(
      ticketEndpoints.proposeTicketPrice,
      withUser(({ params, body: price }, user) =>
        step(user, params.id, 'propose_price', (ticket, side) => ({
          ...priced(price),
          price_proposed_by_client_id:
            side === 'buy' ? ticket.buyer_details?.client_id : ticket.seller_details?.client_id,
          principal: null,
          accrued_interest: null,
          consideration: null,
          custodian: null,
        })),
      ),
    ),
    fakeEndpoint(
      ticketEndpoints.ticketAction,
      withUser(({ params }, user) => {
        const { id, action } = params;
        return step(
          user,
          id,
          (ticket) =>
            ticketEventOfPathAction(action, ticket.state) ??
            json(400, {
              custodian_id: [
                'Accept the consideration with a custodian (accept-consideration), not with accept.',
              ],
            }),
          (ticket) => {
            if (ticketEventOfPathAction(action, ticket.state) === 'accept_price') {
              const principal = round(((ticket.quantity ?? 0) * (ticket.unit_clean_price ?? 0)) / 100, 2);
              return { principal, accrued_interest: 0, consideration: principal };
            }
            if (action === 'confirm') return { order_id: confirmedTrade(ticket, user).id };
            return {};
          },
        );
      }),
    ),
    fakeEndpoint(
      ticketEndpoints.acceptTicketConsideration,
      withUser(({ params, body }, user) =>
        step(user, params.id, 'accept_consideration', (ticket) => {
          const exchange = ticket.exchange === 'BSE' ? 'BSE' : 'NSE';
          const custodian = state.custodians[exchange].find(
            (candidate) => candidate.client_id === body.custodian_id,
          );
          if (!custodian) return json(400, { custodian_id: [`Custodian not found on ${exchange}.`] });
          return { custodian: { client_id: custodian.client_id, name: custodian.name } };
        }),
      ),
    ),
    fakeEndpoint(
      ticketEndpoints.sendTicketToBroker,
      withUser(({ params, body }, user) =>
        step(user, params.id, 'modify', () => {
          const broker = state.counterparties.users.find((party) => party.user_id === body.user_id);
          if (!broker)
            return json(400, { user_id: ['Broker not found: choose a dealer at a broking firm.'] });
          return {
            broker_details: {
              buy: body.buy,
              sell: body.sell,
              user_id: body.user_id,
              name: broker.user_name ?? broker.name,
            },
          };
        }),
      ),
    ),
  ];
}
