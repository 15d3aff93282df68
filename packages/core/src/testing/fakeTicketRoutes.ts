import type * as z from 'zod';
import type { TradeTicket } from '../client/schemas/ticket';
import {
  allowedTicketActions,
  openTradeTicketStates,
  ticketEventOfPathAction,
  ticketTransition,
  tradeTicketActionBodySchema,
  tradeTicketBrokerSchema,
  tradeTicketConsiderationSchema,
  tradeTicketCreateSchema,
  tradeTicketManualSchema,
  tradeTicketPathActionSchema,
  tradeTicketPriceSchema,
  tradeTicketUpdateSchema,
  type SessionUser,
  type TicketEvent,
  type TicketSide,
  type TradeTicketPrice,
} from '../validation/index';
import { json, route } from './fakeRouter';
import type { FakeRequest, FakeResponse, FakeRoute } from './fakeRouter';
import { userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

// Trade tickets as the reference server answers them, on the state machine of `@bondkit/core/validation`
// (the server's own table). Simplified where only bond maths would differ: a yield and a price convert with a
// fixed modified duration around par, and nothing accrues (the consideration is the principal).

const fakeModifiedDuration = 4;

function fieldErrors(issues: readonly z.core.$ZodIssue[]): FakeResponse {
  const body: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? 'non_field_errors' : issue.path.map(String).join('.');
    (body[key] ??= []).push(issue.message);
  }
  return json(400, body);
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

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
        bond_yield: round(0.075 - (cleanPrice - 100) / 100 / fakeModifiedDuration, 6),
        fixed_field: 'price' as const,
      };
    }
    const bondYield = price.bond_yield!;
    return {
      unit_clean_price: round(100 - (bondYield - 0.075) * 100 * fakeModifiedDuration, 4),
      bond_yield: bondYield,
      fixed_field: 'yield' as const,
    };
  }

  function withUser(
    handler: (request: FakeRequest, user: SessionUser, parameters: string[]) => FakeResponse,
  ) {
    return (request: FakeRequest, parameters: string[]): FakeResponse => {
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return json(401, { detail: 'Authentication credentials were not provided.' });
      return handler(request, user, parameters);
    };
  }

  function visible(user: SessionUser, id: string | undefined): TradeTicket | undefined {
    return state.tickets.find((ticket) => String(ticket.id) === id && sidesOrFirm(ticket, user));
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
    id: string | undefined,
    event: TicketEvent | ((ticket: TradeTicket) => TicketEvent | FakeResponse),
    change: (ticket: TradeTicket, side: TicketSide) => Partial<TradeTicket> | FakeResponse = () => ({}),
  ): FakeResponse {
    const ticket = visible(user, id);
    if (!ticket) return json(404, { detail: 'Ticket not found.' });
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
    return json(200, viewFor(ticket, user));
  }

  function create(request: FakeRequest, user: SessionUser, manual: boolean): FakeResponse {
    const parsed = (manual ? tradeTicketManualSchema : tradeTicketCreateSchema).safeParse(request.body);
    if (!parsed.success) return fieldErrors(parsed.error.issues);
    const body = parsed.data;
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
    return json(201, viewFor(ticket, user));
  }

  const ticketPath = (tail: string) => new RegExp(`^api/chatter/trade/${tail}$`);

  return [
    route(
      'POST',
      ticketPath(''),
      withUser((request, user) => create(request, user, false)),
    ),
    route(
      'GET',
      ticketPath(''),
      withUser((request, user) => {
        const all = request.query.get('status') === 'all';
        const mine = state.tickets
          .filter((ticket) => sidesOrFirm(ticket, user))
          .filter((ticket) => all || openTradeTicketStates.includes(ticket.state))
          .reverse();
        return json(
          200,
          mine.map((ticket) => viewFor(ticket, user)),
        );
      }),
    ),
    route(
      'POST',
      ticketPath('manual-ticket/'),
      withUser((request, user) => create(request, user, true)),
    ),
    route(
      'GET',
      ticketPath('confirmed-trade/(\\d+)/'),
      withUser((_request, user, [id]) => {
        const ticket = visible(user, id);
        if (!ticket) return json(404, { detail: 'Ticket not found.' });
        if (ticket.state !== 'CONFIRMED')
          return json(409, {
            detail: `This ticket is ${ticket.state}: a trade exists once it is CONFIRMED.`,
          });
        const side = sidesOf(ticket, user)[0] ?? 'buy';
        return json(200, {
          ticket: viewFor(ticket, user),
          order: {
            id: ticket.order_id,
            finstrument_id: ticket.finstrument_id,
            status: 'ACCEPTED',
            buy_or_sell: side,
            quantity: ticket.quantity,
            unit_clean_price: ticket.unit_clean_price,
            bond_yield: ticket.bond_yield,
            settlement_date: ticket.settlement_date,
            consideration: ticket.consideration,
            accrued_interest: ticket.accrued_interest,
          },
          confirmation_url: `api/chatter/trade/confirmed-trade/${ticket.id}/confirmation/`,
        });
      }),
    ),
    route(
      'GET',
      ticketPath('(\\d+)/'),
      withUser((_request, user, [id]) => {
        const ticket = visible(user, id);
        return ticket ? json(200, viewFor(ticket, user)) : json(404, { detail: 'Ticket not found.' });
      }),
    ),
    route(
      'PATCH',
      ticketPath('(\\d+)/'),
      withUser((request, user, [id]) => {
        const parsed = tradeTicketUpdateSchema.safeParse(request.body);
        if (!parsed.success) return fieldErrors(parsed.error.issues);
        const { send_to_clients: _sendToClients, ...changes } = parsed.data;
        return step(user, id, 'modify', () => changes);
      }),
    ),
    route(
      'PATCH',
      ticketPath('(\\d+)/price/'),
      withUser((request, user, [id]) => {
        const parsed = tradeTicketPriceSchema.safeParse(request.body);
        if (!parsed.success) return fieldErrors(parsed.error.issues);
        return step(user, id, 'propose_price', (ticket, side) => ({
          ...priced(parsed.data),
          price_proposed_by_client_id:
            side === 'buy' ? ticket.buyer_details?.client_id : ticket.seller_details?.client_id,
          principal: null,
          accrued_interest: null,
          consideration: null,
          custodian: null,
        }));
      }),
    ),
    route(
      'PATCH',
      ticketPath('actions/(\\d+)/([a-z_]+)/'),
      withUser((request, user, [id, action]) => {
        const parsedAction = tradeTicketPathActionSchema.safeParse(action);
        if (!parsedAction.success) return json(400, { action: [`"${action}" is not a valid choice.`] });
        const parsedBody = tradeTicketActionBodySchema.safeParse(request.body ?? {});
        if (!parsedBody.success) return fieldErrors(parsedBody.error.issues);
        return step(
          user,
          id,
          (ticket) =>
            ticketEventOfPathAction(parsedAction.data, ticket.state) ??
            json(400, {
              custodian_id: [
                'Accept the consideration with a custodian (accept-consideration), not with accept.',
              ],
            }),
          (ticket) => {
            if (ticketEventOfPathAction(parsedAction.data, ticket.state) === 'accept_price') {
              const principal = round(((ticket.quantity ?? 0) * (ticket.unit_clean_price ?? 0)) / 100, 2);
              return { principal, accrued_interest: 0, consideration: principal };
            }
            if (parsedAction.data === 'confirm') return { order_id: state.nextId++ };
            return {};
          },
        );
      }),
    ),
    route(
      'PATCH',
      ticketPath('accept-consideration/(\\d+)/'),
      withUser((request, user, [id]) => {
        const parsed = tradeTicketConsiderationSchema.safeParse(request.body);
        if (!parsed.success) return fieldErrors(parsed.error.issues);
        return step(user, id, 'accept_consideration', (ticket) => {
          const exchange = ticket.exchange === 'BSE' ? 'BSE' : 'NSE';
          const custodian = state.custodians[exchange].find(
            (candidate) => candidate.client_id === parsed.data.custodian_id,
          );
          if (!custodian) return json(400, { custodian_id: [`Custodian not found on ${exchange}.`] });
          return { custodian: { client_id: custodian.client_id, name: custodian.name } };
        });
      }),
    ),
    route(
      'PATCH',
      ticketPath('send-to-broker/(\\d+)/'),
      withUser((request, user, [id]) => {
        const parsed = tradeTicketBrokerSchema.safeParse(request.body);
        if (!parsed.success) return fieldErrors(parsed.error.issues);
        return step(user, id, 'modify', () => {
          const broker = state.counterparties.users.find((party) => party.user_id === parsed.data.user_id);
          if (!broker)
            return json(400, { user_id: ['Broker not found: choose a dealer at a broking firm.'] });
          return {
            broker_details: {
              buy: parsed.data.buy,
              sell: parsed.data.sell,
              user_id: parsed.data.user_id,
              name: broker.user_name ?? broker.name,
            },
          };
        });
      }),
    ),
  ];
}
