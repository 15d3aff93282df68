import type { Bond } from '../client/schemas/bond';
import type { Eoi } from '../client/schemas/eoi';
import type { SessionUser } from '../validation/index';
import { standardSettlementDate, yieldAtPrice } from './fakeBondMaths';
import { recordPlatformTrade } from './fakeOrderBook';
import type { FakeOrder } from './fakeOrderState';
import { fakeOrderTools } from './fakeOrderTools';
import { quoteFirm } from './fakeQuoteBook';
import type { FakeState } from './fakeState';

/**
 * Records the order of a trade on another firm's quote, as the server's `executeTrade` does for accepting a
 * negotiation's quote and for closing a quote against an opposing one: the firm that takes the quote owns
 * the order and buys an ask or sells to a bid, at the quote's price and for its quantity; the quoting firm
 * then agrees the consideration the taking firm booked (PENDING).
 */
export function recordQuoteTrade(
  state: FakeState,
  trade: {
    /** The firm taking the quote. */
    taker: SessionUser;
    /** The other firm's quote it takes. */
    quote: Eoi;
    price: number;
    bond: Bond;
    exchange: string | null;
    /** Default: the next business day (the fake's standard settlement). */
    settlementDate?: string | undefined;
  },
): FakeOrder {
  const { taker, quote, price, bond } = trade;
  const settlementDate = trade.settlementDate ?? standardSettlementDate();
  const tools = fakeOrderTools(state);
  const quoteFirmId = quoteFirm(quote) ?? 0;
  const takerBuys = quote.quote_type === 'ASK';
  const order = recordPlatformTrade(state.orderBook, {
    id: tools.nextId(),
    finstrument_id: quote.finstrument_id,
    owner_client_id: taker.id,
    buyer_client_id: takerBuys ? taker.id : quoteFirmId,
    seller_client_id: takerBuys ? quoteFirmId : taker.id,
    counterparty_name: tools.firmName(quoteFirmId),
    quantity: quote.quantum,
    unit_clean_price: price,
    bond_yield: quote.yield_stored ?? yieldAtPrice(bond, price, settlementDate) ?? null,
    settlement_date: settlementDate,
    exchange: trade.exchange,
    byUserId: tools.userIdOf(taker),
  });
  // The quoting firm agrees the consideration the taking firm booked.
  order.consideration_status = 'PENDING';
  return order;
}
