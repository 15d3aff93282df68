import { fakeTradeMoney, fakeYieldOfPrice } from './fakeTradePricing';
import type { FakeUser } from './fakeData';
import type { FakeOrder, FakeOrderBook } from './fakeOrderState';

// Where the fake's orders come from besides reports: its demo data, and trades agreed on the platform.

/**
 * Records a trade two firms agreed on the platform (a confirmed ticket), as the server's
 * `recordPlatformTrade`: one ACCEPTED order both firms see, owned by the firm that confirmed it, its
 * consideration already accepted (the buyer accepted it before the seller confirmed).
 */
export function recordPlatformTrade(
  book: FakeOrderBook,
  trade: Pick<
    FakeOrder,
    | 'id'
    | 'finstrument_id'
    | 'owner_client_id'
    | 'buyer_client_id'
    | 'seller_client_id'
    | 'counterparty_name'
    | 'quantity'
    | 'unit_clean_price'
    | 'bond_yield'
    | 'settlement_date'
    | 'exchange'
  > & { byUserId: number },
): FakeOrder {
  const { byUserId, ...terms } = trade;
  const at = new Date().toISOString();
  const order: FakeOrder = {
    ...terms,
    kind: 'orders',
    status: 'ACCEPTED',
    ...fakeTradeMoney(terms.quantity, terms.unit_clean_price),
    brokerage: null,
    trade_time: at,
    facilitator_id: null,
    agent_id: null,
    consideration_status: 'ACCEPTED',
    history: [{ at, from: null, to: 'ACCEPTED', by: byUserId }],
    created_at: at,
    updated_at: at,
  };
  book.orders.push(order);
  return order;
}

/**
 * A book with a facilitator and an agent firm, and one settled trade of the first dealer's firm with an
 * outside bank, so that lists are not empty.
 */
export function createFakeOrderBook(users: readonly FakeUser[], now: Date = new Date()): FakeOrderBook {
  const book: FakeOrderBook = {
    orders: [],
    amendments: [],
    audit: [],
    intermediaries: [
      { id: 701, name: 'Demo Facilitation Services', functions: ['facilitator'] },
      { id: 702, name: 'Example Bond Agency', functions: ['agent', 'facilitator'] },
    ],
    idempotencyKeys: new Map(),
  };
  const dealer = users.find((user) => user.session.user_info.roles.includes('clientdealer'))?.session;
  if (!dealer) return book;
  const at = new Date(now.getTime() - 3 * 24 * 60 * 60_000).toISOString();
  const price = 99.5;
  const seeded: FakeOrder = {
    id: 1,
    kind: 'orders',
    finstrument_id: 1,
    owner_client_id: dealer.id,
    buyer_client_id: dealer.id,
    seller_client_id: null,
    counterparty_name: 'Demo Outside Bank',
    status: 'SETTLED',
    quantity: 10_000_000,
    unit_clean_price: price,
    bond_yield: fakeYieldOfPrice(price),
    settlement_date: at.slice(0, 10),
    ...fakeTradeMoney(10_000_000, price),
    exchange: 'NSE',
    brokerage: null,
    trade_time: at,
    facilitator_id: null,
    agent_id: null,
    consideration_status: null,
    history: [
      { at, from: null, to: 'ACCEPTED', by: dealer.user_accounts[0]?.id ?? dealer.id },
      { at, from: 'ACCEPTED', to: 'SETTLED', by: dealer.user_accounts[0]?.id ?? dealer.id },
    ],
    created_at: at,
    updated_at: at,
  };
  book.orders.push(seeded);
  return book;
}
