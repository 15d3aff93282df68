import type { Eoi } from '../client/schemas/eoi';
import { indianBondMarketCalendar } from '../calendars/marketCalendars';
import { indianTradeDate } from '../calendars/indianTradeDate';
import { settlementDate as businessSettlementDate } from '../pricing/businessDays';
import type { SessionUser } from '../validation/index';
import { quoteFirm } from './fakeQuoteBook';
import type { FakeState } from './fakeState';

/** A trade hit or lift made on another firm's quote: the small record the fake keeps of it. */
export interface FakeQuoteTrade {
  id: number;
  finstrument_id: number;
  /** The quote taken. */
  eoi_id: number;
  buyer_client_id: number;
  seller_client_id: number;
  /** Face value in rupees: the quote's quantum. */
  quantity: number;
  unit_clean_price: number;
  bond_yield: number | null;
  /** ISO date: T+1 business day in India. */
  settlement_date: string;
  exchange: string | null;
}

/**
 * Records a trade on another firm's quote, as the server's `executeTrade` does for accepting a negotiation's
 * quote and for closing a quote against an opposing one: the firm that takes the quote buys an ask or sells
 * to a bid, at the quote's price and for its quantity, settling the next business day. (The server books an
 * order with its consideration and audit; the fake keeps only this record.)
 */
export function recordQuoteTrade(
  state: FakeState,
  trade: { taker: SessionUser; quote: Eoi; price: number; exchange: string | null },
): FakeQuoteTrade {
  const { taker, quote, price } = trade;
  const quoteFirmId = quoteFirm(quote) ?? 0;
  const takerBuys = quote.quote_type === 'ASK';
  const record: FakeQuoteTrade = {
    id: state.nextId++,
    finstrument_id: quote.finstrument_id,
    eoi_id: quote.id,
    buyer_client_id: takerBuys ? taker.id : quoteFirmId,
    seller_client_id: takerBuys ? quoteFirmId : taker.id,
    quantity: quote.quantum,
    unit_clean_price: price,
    bond_yield: quote.yield_stored ?? null,
    settlement_date: businessSettlementDate(indianTradeDate(new Date()), 1, indianBondMarketCalendar),
    exchange: trade.exchange,
  };
  state.trades.push(record);
  return record;
}
