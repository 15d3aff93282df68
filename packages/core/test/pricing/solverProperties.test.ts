import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PricingError, priceFromYield, yieldFromPrice } from '../../src/pricing/index';
import type { BondTerms } from '../../src/pricing/index';

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const conventions = fc.constantFrom<BondTerms['convention']>(
  'GSEC',
  'SDL',
  'CORPORATE',
  { dayCount: '30/360', yieldBasis: 'periodic' },
  { dayCount: 'ACT/365', yieldBasis: 'periodic' },
  { dayCount: 'ACT/ACT-SEBI', yieldBasis: 'periodic' },
  { dayCount: '30E/360', yieldBasis: 'xirr' },
);

/** Random bond terms with a settlement date before maturity, coupon and zero-coupon, across conventions. */
const bondAndSettlement = fc
  .record({
    convention: conventions,
    frequency: fc.constantFrom<0 | 1 | 2 | 4 | 12>(0, 1, 2, 4, 12),
    couponRate: fc.double({ min: 0.01, max: 20, noNaN: true }),
    maturityYear: fc.integer({ min: 2025, max: 2070 }),
    maturityMonth: fc.integer({ min: 1, max: 12 }),
    maturityDay: fc.integer({ min: 1, max: 31 }),
    yearsBefore: fc.double({ min: 0.003, max: 40, noNaN: true }),
    recordDays: fc.constantFrom(0, 0, 1, 15),
    moneyMarket: fc.boolean(),
  })
  .map((random) => {
    const day = Math.min(
      random.maturityDay,
      new Date(Date.UTC(random.maturityYear, random.maturityMonth, 0)).getUTCDate(),
    );
    const maturityDate = iso(random.maturityYear, random.maturityMonth, day);
    const maturity = Date.UTC(random.maturityYear, random.maturityMonth - 1, day);
    const settlement = new Date(maturity - Math.max(1, Math.round(random.yearsBefore * 365)) * 86_400_000);
    const zero = random.frequency === 0;
    const bond: BondTerms = {
      couponRate: zero ? 0 : random.couponRate,
      frequency: random.frequency,
      maturityDate,
      convention: zero && random.moneyMarket ? 'TBILL' : random.convention,
      recordDays: random.recordDays,
      // The solver's properties, on scheduled maturities; the holiday readings are fuzzed in fuzzNewInputs.
      holidayMaturity: 'scheduled',
    };
    return { bond, settlementDate: settlement.toISOString().slice(0, 10) };
  });

/** Settlement in the record window before the final redemption (the shut period), which the engine refuses. */
function inShutPeriod(bond: BondTerms, settlementDate: string): boolean {
  const recordDays = bond.recordDays ?? 0;
  return (
    recordDays > 0 && Date.parse(settlementDate) >= Date.parse(bond.maturityDate) - recordDays * 86_400_000
  );
}

describe('solver properties over random terms', () => {
  it('round-trips yield -> price -> yield to 1e-8 percent, with finite numbers only', () => {
    fc.assert(
      fc.property(
        bondAndSettlement,
        fc.double({ min: 0, max: 60, noNaN: true }),
        ({ bond, settlementDate }, yieldPercent) => {
          if (inShutPeriod(bond, settlementDate)) {
            expect(() => priceFromYield(bond, { settlementDate, yield: yieldPercent })).toThrow(
              expect.objectContaining({ code: 'settlement_in_shut_period' }),
            );
            return;
          }
          const priced = priceFromYield(bond, { settlementDate, yield: yieldPercent });
          expect(Number.isFinite(priced.cleanPrice)).toBe(true);
          expect(Number.isFinite(priced.accruedInterest)).toBe(true);
          let solved;
          try {
            solved = yieldFromPrice(bond, { settlementDate, cleanPrice: priced.cleanPrice });
          } catch (error) {
            // The only refusals allowed: a non-positive clean price (deep in an ex-interest window), or no time
            // left in a 30/360 count (every yield gives the same price).
            expect(PricingError.isInstance(error)).toBe(true);
            expect(['price_out_of_range', 'price_unreachable']).toContain((error as PricingError).code);
            return;
          }
          expect(Number.isFinite(solved.yield)).toBe(true);
          // A yield is determined only as well as the price pins it down: compare prices, then yields where the
          // price is sensitive enough.
          const repriced = priceFromYield(bond, { settlementDate, yield: solved.yield });
          expect(Math.abs(repriced.cleanPrice - priced.cleanPrice)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, priced.dirtyPrice),
          );
          const bump = priceFromYield(bond, { settlementDate, yield: yieldPercent + 1e-4 }).dirtyPrice;
          if (Math.abs(bump - priced.dirtyPrice) > 1e-6)
            expect(Math.abs(solved.yield - yieldPercent)).toBeLessThanOrEqual(1e-8);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('any positive price gets a finite yield or a typed error, never NaN and never a hang', () => {
    fc.assert(
      fc.property(
        bondAndSettlement,
        fc.double({ min: 1e-6, max: 1e4, noNaN: true }),
        ({ bond, settlementDate }, cleanPrice) => {
          let solved;
          try {
            solved = yieldFromPrice(bond, { settlementDate, cleanPrice });
          } catch (error) {
            expect(PricingError.isInstance(error)).toBe(true);
            return;
          }
          expect(Number.isFinite(solved.yield)).toBe(true);
          expect(solved.iterations).toBeLessThanOrEqual(200);
          // A returned yield reproduces the price (the solver refuses prices no representable yield reproduces).
          const repriced = priceFromYield(bond, { settlementDate, yield: solved.yield });
          expect(Math.abs(repriced.dirtyPrice - solved.dirtyPrice)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, solved.dirtyPrice),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('price falls as yield rises', () => {
    fc.assert(
      fc.property(
        bondAndSettlement,
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        ({ bond, settlementDate }, low, gap) => {
          if (inShutPeriod(bond, settlementDate)) return;
          const lower = priceFromYield(bond, { settlementDate, yield: low + gap }).dirtyPrice;
          const higher = priceFromYield(bond, { settlementDate, yield: low }).dirtyPrice;
          expect(lower).toBeLessThanOrEqual(higher);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
