import { settlementDate } from '@bondkit/core/pricing';
import { priceAtYield } from '../trading/instrumentPricing';
import { instrumentTerms, type InstrumentTermsSource } from '../trading/instrumentTerms';
import { addDays } from './calendarDates';
import { createSeededRandom } from './seededRandom';

/** A public trade print to insert (the instrument by its index in the seed list). */
export interface TradePrintSeed {
  instrumentIndex: number;
  tradeDate: string;
  unitCleanPrice: number;
  bondYield: number;
  quantity: number;
  exchange: string;
}

/** What the history generator reads of an instrument. */
export interface HistorySource extends InstrumentTermsSource {
  instrumentType: string;
  referenceYield: number;
  isLiquid: boolean;
}

/** A typical trade size, in rupees of face value: G-secs trade in crores, companies in lakhs. */
export function typicalLot(instrument: { instrumentType: string; faceValue: number }, draw: number): number {
  const crore = 10_000_000;
  const units =
    instrument.instrumentType === 'GSEC' ||
    instrument.instrumentType === 'SDL' ||
    instrument.instrumentType === 'TBILL'
      ? Math.round(1 + draw * 24) * crore
      : (Math.round(1 + draw * 9) * crore) / 2;
  // Whole units of face value.
  return Math.max(instrument.faceValue, Math.round(units / instrument.faceValue) * instrument.faceValue);
}

/**
 * A few months of trades for each liquid bond: on about a third of weekdays, one trade at a yield that
 * wanders around the reference (mean-reverting), priced by the engine for T+1 settlement.
 */
export function generateHistory(
  instruments: readonly HistorySource[],
  options: { asOf: string; days?: number; seed?: number },
): TradePrintSeed[] {
  const random = createSeededRandom(options.seed ?? 7);
  const days = options.days ?? 90;
  const prints: TradePrintSeed[] = [];
  instruments.forEach((instrument, instrumentIndex) => {
    const terms = instrumentTerms(instrument);
    if (!instrument.isLiquid || !terms) return;
    let offset = random.normal() * 0.1;
    for (let back = days; back >= 1; back -= 1) {
      offset = offset * 0.92 + random.normal() * 0.02;
      const tradeDate = addDays(options.asOf, -back);
      const weekday = new Date(`${tradeDate}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6 || !random.chance(0.3)) continue;
      const yieldPercent = Math.max(0.5, instrument.referenceYield + offset);
      try {
        const price = priceAtYield(terms, yieldPercent, settlementDate(tradeDate, 1));
        prints.push({
          instrumentIndex,
          tradeDate,
          unitCleanPrice: Math.round(price.cleanPrice * 10_000) / 10_000,
          bondYield: Math.round(yieldPercent * 10_000) / 1_000_000,
          quantity: typicalLot(instrument, random.next()),
          exchange: random.chance(0.6) ? 'NSE' : 'BSE',
        });
      } catch {
        // Settlement after maturity (a bill that matured inside the window): no trade that day.
      }
    }
  });
  return prints;
}
