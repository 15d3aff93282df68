import { indianTradeDate } from '../calendars/indianTradeDate';
import { indianBondMarketCalendar } from '../calendars/marketCalendars';
import { isBusinessDay, settlementDate as businessSettlementDate } from '../pricing/businessDays';
import { validationMessages } from '../validation/messages';
import { json } from './fakeRouter';
import type { FakeResponse } from './fakeRouter';

// The fake's bond maths, for tickets and orders alike: simplified where only the engine's precision would
// differ. A yield and a price convert with a fixed modified duration around par, and nothing accrues (the
// consideration is the principal). Settlement dates are the market's real business days.

const fakeModifiedDuration = 4;

/** `value` rounded to `decimals` places. */
export const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** The yield (a fraction) of a clean price: 7.5% at par, moving with a fixed modified duration. */
export function fakeYieldOfPrice(cleanPrice: number): number {
  return round(0.075 - (cleanPrice - 100) / 100 / fakeModifiedDuration, 6);
}

/** The clean price of a yield (a fraction), the inverse of `fakeYieldOfPrice`. */
export function fakePriceOfYield(bondYield: number): number {
  return round(100 - (bondYield - 0.075) * 100 * fakeModifiedDuration, 4);
}

/** The money of a trade: nothing accrues in the fake, so the consideration is the principal. */
export function fakeTradeMoney(quantity: number, cleanPrice: number) {
  return { accrued_interest: 0, consideration: round((quantity * cleanPrice) / 100, 2) };
}

/** A settlement date given (not before today, a business day) or T+delta; a 400 on the field otherwise. */
export function fakeSettlementDate(
  now: Date,
  request: { date?: string | null | undefined; delta?: number | null | undefined },
): string | FakeResponse {
  const today = indianTradeDate(now);
  if (request.date) {
    if (request.date < today)
      return json(400, { settlement_date: [validationMessages.settlementBeforeTrade] });
    let businessDay = false;
    try {
      businessDay = isBusinessDay(request.date, indianBondMarketCalendar);
    } catch {
      // A date the calendar cannot place (outside its years): the server answers the same message.
      return json(400, { settlement_date: [validationMessages.date] });
    }
    if (!businessDay) return json(400, { settlement_date: [validationMessages.settlementNotBusinessDay] });
    return request.date;
  }
  const delta = request.delta ?? 1;
  if (delta > 30) return json(400, { settlement_delta: ['Settlement delta must be 0 to 30 business days.'] });
  return fakeSettlementAfter(now, delta);
}

/** T+`delta` business days from today's trade date in India (a weekend trade counts from the next business day). */
export function fakeSettlementAfter(now: Date, delta: number): string {
  return businessSettlementDate(indianTradeDate(now), delta, indianBondMarketCalendar);
}
