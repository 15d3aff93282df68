import { orderKindEndpoints, orderKinds } from '../contract/orderKindEndpoints';
import { indianTradeDate } from '../calendars/indianTradeDate';
import type { OrderKind } from '../client/schemas/order';
import type { EndpointRequestParts } from '../contract/endpoint';
import { orderEndpoints } from '../contract/orderEndpoints';
import { maximumPageSize } from '../contract/pageQuery';
import type { SessionUser } from '../validation/index';
import { validationMessages } from '../validation/messages';
import { fakeSignedInEndpoint } from './fakeAccess';
import { json } from './fakeRouter';
import type { FakeResponse, FakeRoute } from './fakeRouter';
import { fakeOrderTools, isFakeResponse, refuseUnlessDealerOrBackOffice } from './fakeOrderTools';
import {
  intermediaryRefusal,
  isPartyTo,
  needsTwoSidedAmendment,
  orderNotFound,
  recordOrderAudit,
} from './fakeOrderState';
import { fakePriceOfYield, fakeSettlementDate, fakeTradeMoney, fakeYieldOfPrice } from './fakeTradePricing';
import type { FakeOrder } from './fakeOrderState';
import type { FakeState } from './fakeState';

// Orders and procurement orders as the server's `routes/orders/orderRoutes.ts` answers them.

type TradeReport = EndpointRequestParts<typeof orderEndpoints.reportTrade>['body'];

/** The server's 409 for one firm changing or cancelling a trade both firms agreed to. */
function refuseOneSided(order: FakeOrder, what: 'change' | 'cancel'): FakeResponse | undefined {
  if (!needsTwoSidedAmendment(order)) return undefined;
  const amendments = `POST api/${order.kind}/${order.id}/amendments/`;
  return json(409, {
    detail:
      what === 'change'
        ? `Both firms agreed to this trade: propose an amendment (${amendments}) and it applies when the counterparty accepts it.`
        : 'Both firms agreed to this trade, so one firm cannot cancel it alone. Agree a correction with the ' +
          `counterparty as an amendment (${amendments}, applied when they accept it); a trade that fails to settle ` +
          `is cancelled at settlement (PATCH api/${order.kind}/settle-cancel/${order.id}/cancel/).`,
  });
}

/** The orders routes of the fake; orders live in `state.orderBook`. */
export function fakeOrderRoutes(state: FakeState): FakeRoute[] {
  const book = state.orderBook;
  const tools = fakeOrderTools(state);

  /** The bond of a report, or the server's 400 when it cannot be traded. */
  function tradableBond(id: number): FakeResponse | undefined {
    const bond = state.bonds.find((candidate) => candidate.id === id);
    const refuse = (message: string) => json(400, { finstrument_id: [message] });
    if (!bond) return refuse('Finstrument not found.');
    if (bond.is_matured) return refuse('This bond has matured and cannot be quoted.');
    if (bond.contract_parameters.is_listed === false)
      return refuse('This bond is unlisted and cannot be quoted.');
    if (bond.is_disabled_isin) return refuse('This ISIN is disabled and cannot be quoted.');
    return undefined;
  }

  /** A counterparty on the platform: a firm of the counterparties list or of a signed-in dealer, not yours. */
  function counterpartyRefusal(user: SessionUser, id: number | null | undefined): FakeResponse | undefined {
    if (id == null) return undefined;
    if (id === user.id)
      return json(400, { counterparty_client_id: ['The counterparty cannot be your own firm.'] });
    const known =
      [...state.counterparties.users, ...state.counterparties.clients].some(
        (party) => party.client_id === id,
      ) ||
      state.users.some(
        (other) => other.session.id === id && other.session.user_info.roles.includes('clientdealer'),
      );
    return known ? undefined : json(400, { counterparty_client_id: ['Counterparty not found.'] });
  }

  function report(kind: OrderKind, body: TradeReport, user: SessionUser, key: string | null) {
    const fingerprint = JSON.stringify([kind, body]);
    const replayKey = key === null ? null : `${user.id}:${key}`;
    const earlier = replayKey === null ? undefined : book.idempotencyKeys.get(replayKey);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint)
        return json(422, { detail: 'This Idempotency-Key was already used with a different request.' });
      const order = book.orders.find((candidate) => candidate.id === earlier.orderId);
      // A replay answers the order the first report made, with 200 where a new one is 201.
      if (order) return json(200, tools.view(order, user));
    }
    const now = new Date();
    if (Date.parse(body.trade_time) > now.getTime())
      return json(400, { trade_time: [validationMessages.tradeTimeInFuture] });
    const refusal =
      tradableBond(body.finstrument_id) ??
      counterpartyRefusal(user, body.counterparty_client_id) ??
      intermediaryRefusal(book, body.facilitator_id, 'facilitator') ??
      intermediaryRefusal(book, body.agent_id, 'agent');
    if (refusal) return refusal;
    const settlementDate = fakeSettlementDate(now, {
      date: body.settlement_date,
      delta: body.settlement_delta,
    });
    if (typeof settlementDate !== 'string') return settlementDate;
    // The price wins when both are given; the other side follows from the one given.
    const price = body.unit_clean_price ?? fakePriceOfYield(body.bond_yield ?? 0);
    const bondYield = body.unit_clean_price != null ? fakeYieldOfPrice(price) : (body.bond_yield ?? null);
    const counterparty = body.counterparty_client_id ?? null;
    // A trade with a firm on the platform waits for its confirmation; one with an outside party is booked.
    const status = counterparty === null ? 'ACCEPTED' : 'PENDING';
    const buys = body.buy_or_sell === 'buy';
    const at = now.toISOString();
    const order: FakeOrder = {
      id: tools.nextId(),
      kind,
      finstrument_id: body.finstrument_id,
      owner_client_id: user.id,
      buyer_client_id: buys ? user.id : counterparty,
      seller_client_id: buys ? counterparty : user.id,
      counterparty_name: body.counterparty_name ?? null,
      status,
      quantity: body.quantity,
      unit_clean_price: price,
      bond_yield: bondYield,
      settlement_date: settlementDate,
      ...fakeTradeMoney(body.quantity, price),
      exchange: body.exchange ?? null,
      brokerage: null,
      trade_time: body.trade_time,
      facilitator_id: body.facilitator_id ?? null,
      agent_id: body.agent_id ?? null,
      consideration_status: counterparty === null ? null : 'PENDING',
      history: [{ at, from: null, to: status, by: tools.userIdOf(user) }],
      created_at: at,
      updated_at: at,
    };
    book.orders.push(order);
    if (replayKey !== null) book.idempotencyKeys.set(replayKey, { fingerprint, orderId: order.id });
    recordOrderAudit(book, tools.nextId, { order, user, action: 'reported', details: { status }, at });
    return { ok: tools.view(order, user) };
  }

  const routes: FakeRoute[] = [
    fakeSignedInEndpoint(state, orderEndpoints.listUnifiedOrders, ({ query, request }, user) => {
      const states = query.state?.split(',');
      const mine = book.orders
        .filter((order) => isPartyTo(order, user.id) && (!states || states.includes(order.status)))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      const pageSize = query.paginate === false ? maximumPageSize : query.page_size;
      const page = query.paginate === false ? 1 : query.page;
      const lastPage = Math.max(1, Math.ceil(mine.length / pageSize));
      const linkTo = (target: number) => {
        const search = new URLSearchParams(request.query);
        search.set('page', String(target));
        search.set('page_size', String(pageSize));
        return `${request.path}?${search.toString()}`;
      };
      return {
        ok: {
          count: mine.length,
          next: page < lastPage ? linkTo(page + 1) : null,
          previous: page > 1 ? linkTo(Math.min(page - 1, lastPage)) : null,
          results: mine.slice((page - 1) * pageSize, page * pageSize).map((order) => tools.view(order, user)),
        },
      };
    }),
    fakeSignedInEndpoint(state, orderEndpoints.updateBrokerage, ({ params, body }, user) => {
      const order = tools.find(null, params.id, user);
      if (!order) return orderNotFound();
      if (order.status === 'CANCELLED' || order.status === 'REJECTED')
        return json(400, { detail: `Cannot set the brokerage of an order that is ${order.status}.` });
      order.brokerage = body.brokerage;
      order.updated_at = new Date().toISOString();
      return { ok: { id: order.id, brokerage: order.brokerage, status: order.status } };
    }),
  ];

  for (const kind of orderKinds) {
    const endpoints = orderKindEndpoints[kind];
    routes.push(
      fakeSignedInEndpoint(state, endpoints.get, ({ params }, user) => {
        const order = tools.find(kind, params.id, user);
        return order ? { ok: tools.view(order, user) } : orderNotFound();
      }),
      fakeSignedInEndpoint(state, endpoints.report, ({ body, request }, user) =>
        report(kind, body, user, request.headers.get('Idempotency-Key')?.trim() || null),
      ),
      fakeSignedInEndpoint(state, endpoints.acceptOrReject, ({ params, body }, user) =>
        tools.transition({
          user,
          kind,
          id: params.id,
          action: body.reported_order_status === 'ACCEPTED' ? 'accept' : 'reject',
          rule: (order) =>
            order.owner_client_id === user.id
              ? json(403, { detail: 'Only the counterparty can accept or reject a reported trade.' })
              : undefined,
        }),
      ),
      fakeSignedInEndpoint(state, endpoints.cancel, ({ params }, user) =>
        tools.transition({
          user,
          kind,
          id: params.id,
          action: 'cancel',
          rule: (order) => refuseOneSided(order, 'cancel'),
        }),
      ),
      fakeSignedInEndpoint(state, endpoints.settleOrCancel, ({ params }, user) => {
        const refusal = refuseUnlessDealerOrBackOffice(user, 'settle or cancel orders');
        if (refusal) return refusal;
        const action = params.action === 'settle' ? 'settle' : 'settle-cancel';
        const today = indianTradeDate(new Date());
        const moved = tools.transition({
          user,
          kind,
          id: params.id,
          action,
          rule: (order) => {
            // Money the counterparty disputes is not paid: amend the trade (which asks again) or cancel it.
            if (action === 'settle' && order.consideration_status === 'REJECTED')
              return json(400, {
                detail:
                  'The counterparty rejected the consideration: amend the trade, or cancel it, before settling.',
              });
            if (action === 'settle-cancel' && needsTwoSidedAmendment(order) && order.settlement_date > today)
              return json(409, {
                detail:
                  `This trade settles on ${order.settlement_date}: a failed settlement can be recorded from that day. ` +
                  'Before it, agree a correction with the counterparty as an amendment ' +
                  `(POST api/${order.kind}/${order.id}/amendments/, applied when they accept it).`,
              });
            return undefined;
          },
        });
        if (!('ok' in moved)) return moved;
        return { ok: { detail: `Order ${moved.ok.id} is ${moved.ok.status}.` } };
      }),
    );
    for (const endpoint of [endpoints.modify, endpoints.modifyWhole]) {
      routes.push(
        fakeSignedInEndpoint(state, endpoint, ({ params, body }, user) =>
          tools.transition({
            user,
            kind,
            id: params.id,
            action: 'modify',
            rule: (order) =>
              order.owner_client_id !== user.id
                ? json(403, { detail: 'Only the firm that reported the order can modify it.' })
                : refuseOneSided(order, 'change'),
            change: (order) => {
              const repriced = tools.reprice(order, body);
              if (isFakeResponse(repriced)) return repriced;
              return {
                ...repriced,
                counterparty_name:
                  body.counterparty_name === undefined ? order.counterparty_name : body.counterparty_name,
              };
            },
          }),
        ),
      );
    }
  }
  return routes;
}
