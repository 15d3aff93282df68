import type { ConsiderationStatus, Order, OrderKind } from '../client/schemas/order';
import { orderTransition, type OrderAction, type OrderStatus } from '../contract/orderStatuses';
import type { OrderAmendmentStatus, OrderTerms, SessionUser } from '../validation/index';
import { json } from './fakeRouter';
import type { FakeResponse } from './fakeRouter';
import type { FakeUser } from './fakeData';

// Orders and procurement orders as the reference server keeps them (`trading/orderService.ts`,
// `orderStateMachine.ts`, `orderAmendmentService.ts`): two firms per trade, a state machine, an audit row
// per change. Prices follow the fake's simplified bond maths (`fakeTradePricing.ts`).

/** An order as the fake stores it; `viewOfOrder` makes what one firm sees. */
export interface FakeOrder {
  id: number;
  kind: OrderKind;
  finstrument_id: number;
  /** The firm that reported it. */
  owner_client_id: number;
  /** A side is null when it is an outside party (then `counterparty_name` names it). */
  buyer_client_id: number | null;
  seller_client_id: number | null;
  counterparty_name: string | null;
  status: OrderStatus;
  quantity: number;
  unit_clean_price: number;
  bond_yield: number | null;
  settlement_date: string;
  accrued_interest: number;
  consideration: number;
  exchange: string | null;
  brokerage: number | null;
  trade_time: string;
  facilitator_id: number | null;
  agent_id: number | null;
  /** PENDING until the counterparty firm agrees; null for a trade with an outside party. */
  consideration_status: ConsiderationStatus | null;
  history: { at: string; from: string | null; to: string; by: number }[];
  created_at: string;
  updated_at: string;
}

/** A proposed change of an agreed trade. */
export interface FakeOrderAmendment {
  id: number;
  order_id: number;
  proposed_by_client_id: number;
  status: OrderAmendmentStatus;
  changes: Partial<OrderTerms>;
  terms_before: OrderTerms;
  note: string | null;
  created_at: string;
  decided_at: string | null;
}

/** One change of an order, for its audit trail. */
interface FakeOrderAuditRow {
  id: number;
  order_id: number;
  actor_client_id: number;
  actor_name: string;
  action: string;
  details: Record<string, unknown>;
  created_at: string;
}

/** A firm a trade can go through (`api/trade/facilitator/`, `api/trade/agent/`). */
export interface FakeIntermediary {
  id: number;
  name: string;
  functions: ('facilitator' | 'agent')[];
}

/** The fake's orders, their amendments and audit rows, and the firms a trade may go through. */
export interface FakeOrderBook {
  orders: FakeOrder[];
  amendments: FakeOrderAmendment[];
  audit: FakeOrderAuditRow[];
  intermediaries: FakeIntermediary[];
  /** Reports made with an Idempotency-Key, by `<client id>:<key>`: what was sent and the order it made. */
  idempotencyKeys: Map<string, { fingerprint: string; orderId: number }>;
}

/** The order's terms that an amendment can change. */
export function termsOf(order: FakeOrder): OrderTerms {
  return {
    quantity: order.quantity,
    unit_clean_price: order.unit_clean_price,
    bond_yield: order.bond_yield,
    settlement_date: order.settlement_date,
    exchange: order.exchange,
  };
}

/**
 * A trade between two firms on the platform that both agreed to: it changes only by a two-sided
 * amendment, and neither firm cancels it alone (the server's `needsTwoSidedAmendment`).
 */
export function needsTwoSidedAmendment(order: FakeOrder): boolean {
  return order.status === 'ACCEPTED' && order.buyer_client_id !== null && order.seller_client_id !== null;
}

export function canDecideConsideration(order: FakeOrder, clientId: number): boolean {
  return (
    order.consideration_status === 'PENDING' &&
    order.owner_client_id !== clientId &&
    (order.status === 'PENDING' || order.status === 'ACCEPTED')
  );
}

/** Whether a firm sees the order: the reporter and both sides do, nobody else. */
export function isPartyTo(order: FakeOrder, clientId: number): boolean {
  return (
    order.owner_client_id === clientId ||
    order.buyer_client_id === clientId ||
    order.seller_client_id === clientId
  );
}

/** The server's 400 on the field when `id` is not a firm offering `role`; nothing for no firm (null or left out). */
export function intermediaryRefusal(
  book: FakeOrderBook,
  id: number | null | undefined,
  role: 'facilitator' | 'agent',
): FakeResponse | undefined {
  if (id == null) return undefined;
  if (book.intermediaries.some((firm) => firm.id === id && firm.functions.includes(role))) return undefined;
  return json(400, { [`${role}_id`]: [`${role === 'agent' ? 'Agent' : 'Facilitator'} not found.`] });
}

export const orderNotFound = (): FakeResponse => json(404, { detail: 'Order not found.' });

/** The status after `action` (the contract's order state machine), or the server's 400 naming the current status. */
export function nextOrderStatus(current: OrderStatus, action: OrderAction): OrderStatus | FakeResponse {
  const result = orderTransition(current, action);
  return 'refusal' in result ? json(400, { detail: result.refusal }) : result.status;
}

/** The name a firm the fake knows trades under (brand first, as the server names firms); null if unknown. */
export function fakeFirmName(
  users: readonly FakeUser[],
  counterparties: readonly { client_id: number | null; brand_name: string | null; name: string | null }[],
  intermediaries: readonly FakeIntermediary[],
  clientId: number | null,
): string | null {
  if (clientId === null) return null;
  // The counterparties list first: it names the trading firms (a demo user's session may share an id).
  const party = counterparties.find((candidate) => candidate.client_id === clientId);
  const partyName = party ? (party.brand_name ?? party.name) : null;
  if (partyName) return partyName;
  const user = users.find((candidate) => candidate.session.id === clientId)?.session;
  if (user) return user.brand_name ?? user.name;
  return intermediaries.find((firm) => firm.id === clientId)?.name ?? null;
}

/** Appends an audit row for a change `user` made (named for their firm; the other firm sees "Counterparty"). */
export function recordOrderAudit(
  book: FakeOrderBook,
  nextId: () => number,
  entry: {
    order: FakeOrder;
    user: SessionUser;
    action: string;
    details: Record<string, unknown>;
    at: string;
  },
): void {
  book.audit.push({
    id: nextId(),
    order_id: entry.order.id,
    actor_client_id: entry.user.id,
    actor_name: `${entry.user.user_info.first_name} ${entry.user.user_info.last_name}`.trim(),
    action: entry.action,
    details: entry.details,
    created_at: entry.at,
  });
}

/** The order as the firm `viewerClientId` sees it: its own side, the other firm named. */
export function viewOfOrder(
  order: FakeOrder,
  viewerClientId: number,
  labels: {
    bond?: { display_name: string; identifiers: { ISIN?: string | undefined } } | undefined;
    firmName: (clientId: number | null) => string | null;
  },
): Order {
  const viewerBuys =
    order.buyer_client_id === viewerClientId ||
    (order.buyer_client_id === null && order.seller_client_id !== viewerClientId);
  const otherId = order.buyer_client_id === viewerClientId ? order.seller_client_id : order.buyer_client_id;
  const named = (id: number | null) => {
    const name = labels.firmName(id);
    return id === null || name === null ? null : { id, name };
  };
  return {
    id: order.id,
    kind: order.kind,
    finstrument_id: order.finstrument_id,
    ...(labels.bond ? { display_name: labels.bond.display_name } : {}),
    ...(labels.bond?.identifiers.ISIN ? { isin: labels.bond.identifiers.ISIN } : {}),
    status: order.status,
    buy_or_sell: viewerBuys ? 'buy' : 'sell',
    quantity: order.quantity,
    unit_clean_price: order.unit_clean_price,
    bond_yield: order.bond_yield,
    settlement_date: order.settlement_date,
    accrued_interest: order.accrued_interest,
    consideration: order.consideration,
    exchange: order.exchange,
    brokerage: order.brokerage,
    counterparty_name: labels.firmName(otherId) ?? order.counterparty_name,
    is_owner: order.owner_client_id === viewerClientId,
    changes_by_amendment: needsTwoSidedAmendment(order),
    facilitator: named(order.facilitator_id),
    agent: named(order.agent_id),
    consideration_status: order.consideration_status,
    can_decide_consideration: canDecideConsideration(order, viewerClientId),
    history: order.history,
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
}
