import type { Order, OrderKind } from '../client/schemas/order';
import type { OrderTerms, SessionUser } from '../validation/index';
import { json } from './fakeRouter';
import type { FakeResponse } from './fakeRouter';
import {
  fakeFirmName,
  isPartyTo,
  nextOrderStatus,
  orderNotFound,
  recordOrderAudit,
  termsOf,
  viewOfOrder,
} from './fakeOrderState';
import { fakeSettlementDate, fakeTradeMoney, fakeYieldOfPrice } from './fakeTradePricing';
import type { OrderAction } from '../contract/orderStatuses';
import type { FakeOrder } from './fakeOrderState';
import type { FakeState } from './fakeState';

/** The terms a modification or an accepted amendment changes; an absent field keeps the order's value. */
interface FakeOrderChanges {
  quantity?: number | undefined;
  unit_clean_price?: number | undefined;
  bond_yield?: number | null | undefined;
  settlement_date?: string | undefined;
  exchange?: string | null | undefined;
}

/** What the three order route modules share: finding, viewing, repricing and moving orders. */
export interface FakeOrderTools {
  nextId: () => number;
  /** The caller's platform user id (for an order's history). */
  userIdOf: (user: SessionUser) => number;
  firmName: (clientId: number | null) => string | null;
  view: (order: FakeOrder, user: SessionUser) => Order;
  /** An order of `kind` (any kind for null) the caller's firm is party to; undefined for others' and unknown ids. */
  find: (kind: OrderKind | null, id: number, user: SessionUser) => FakeOrder | undefined;
  reprice: (order: FakeOrder, changes: FakeOrderChanges) => Partial<FakeOrder> | FakeResponse;
  transition: (request: FakeTransition) => { ok: Order } | FakeResponse;
}

/** One step of an order's state machine, as the server's `transitionOrder` takes it. */
interface FakeTransition {
  user: SessionUser;
  kind: OrderKind;
  id: number;
  action: OrderAction;
  /** Who may act: checked before the state, so a firm that may not act learns nothing of it. */
  rule?: (order: FakeOrder) => FakeResponse | undefined;
  change?: (order: FakeOrder) => Partial<FakeOrder> | FakeResponse;
}

/** Whether a step's result is an answer (a refusal) rather than the changes it makes. */
export const isFakeResponse = (value: object): value is FakeResponse =>
  'status' in value && typeof value.status === 'number';

export function fakeOrderTools(state: FakeState): FakeOrderTools {
  const book = state.orderBook;
  const nextId = () => state.nextId++;
  const userIdOf = (user: SessionUser) => user.user_accounts[0]?.id ?? user.id;
  const firmName = (clientId: number | null) =>
    fakeFirmName(
      state.users,
      [...state.counterparties.users, ...state.counterparties.clients],
      book.intermediaries,
      clientId,
    );
  const view = (order: FakeOrder, user: SessionUser) =>
    viewOfOrder(order, user.id, {
      bond: state.bonds.find((bond) => bond.id === order.finstrument_id),
      firmName,
    });
  const find = (kind: OrderKind | null, id: number, user: SessionUser) =>
    book.orders.find(
      (order) => order.id === id && (kind === null || order.kind === kind) && isPartyTo(order, user.id),
    );

  /** The server's repricing rule: a new price or settlement date recomputes the yield and the money. */
  function reprice(order: FakeOrder, changes: FakeOrderChanges): Partial<FakeOrder> | FakeResponse {
    const quantity = changes.quantity ?? order.quantity;
    let settlementDate = order.settlement_date;
    if (changes.settlement_date !== undefined && changes.settlement_date !== order.settlement_date) {
      const checked = fakeSettlementDate(new Date(), { date: changes.settlement_date });
      if (typeof checked !== 'string') return checked;
      settlementDate = checked;
    }
    const price = changes.unit_clean_price ?? order.unit_clean_price;
    const repriced = price !== order.unit_clean_price || settlementDate !== order.settlement_date;
    const bondYield =
      repriced || changes.bond_yield !== undefined ? fakeYieldOfPrice(price) : order.bond_yield;
    const money = fakeTradeMoney(quantity, price);
    return {
      quantity,
      unit_clean_price: price,
      bond_yield: bondYield,
      settlement_date: settlementDate,
      ...money,
      exchange: changes.exchange === undefined ? order.exchange : changes.exchange,
      // A new figure must be agreed again; an outside party's trade (null) has nobody to agree it.
      consideration_status:
        order.consideration_status !== null && money.consideration !== order.consideration
          ? 'PENDING'
          : order.consideration_status,
    };
  }

  function transition(request: FakeTransition): { ok: Order } | FakeResponse {
    const { user, action } = request;
    const order = find(request.kind, request.id, user);
    if (!order) return orderNotFound();
    const refusal = request.rule?.(order);
    if (refusal) return refusal;
    const status = nextOrderStatus(order.status, action);
    if (typeof status !== 'string') return status;
    const changes = request.change?.(order) ?? {};
    if (isFakeResponse(changes)) return changes;
    const before: OrderTerms = termsOf(order);
    const from = order.status;
    const at = new Date().toISOString();
    Object.assign(order, changes, {
      status,
      updated_at: at,
      history: [...order.history, { at, from, to: status, by: userIdOf(user) }],
    });
    recordOrderAudit(book, nextId, {
      order,
      user,
      action,
      at,
      details: { from, to: status, ...(action === 'modify' ? { before, after: termsOf(order) } : {}) },
    });
    return { ok: view(order, user) };
  }

  return { nextId, userIdOf, firmName, view, find, reprice, transition };
}

/** The server's 403 when a caller is neither a dealer nor back office. */
export function refuseUnlessDealerOrBackOffice(user: SessionUser, what: string): FakeResponse | undefined {
  const roles = user.user_info.roles;
  if (roles.includes('clientdealer') || roles.includes('backoffice')) return undefined;
  return json(403, { detail: `Only dealers and back office can ${what}.` });
}
