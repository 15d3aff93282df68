import { describe, expect, it } from 'vitest';
import { PricingError, consideration, priceFromYield, yieldFromPrice } from '../../src/pricing/index';
import type { BondTerms } from '../../src/pricing/index';

// The three conventions issue 21 asked to settle, each an option with both readings; the defaults and their sources
// are in the package README. QuantLib checks of 'simple' and 'coupon-period' are in scheduleVectors.test.ts.

describe('month-end 30E/360 bonds: accrualBasis', () => {
  const sdl: BondTerms = { couponRate: 7.2, frequency: 2, maturityDate: '2031-08-31', convention: 'SDL' };
  const at = (bond: BondTerms, settlementDate: string) =>
    priceFromYield(bond, { settlementDate, yield: 7.2 });

  it("'day-count' (default, RBI's rule): the clean price jumps at the coupon and accrued can exceed the coupon", () => {
    expect(at(sdl, '2027-02-27').cleanPrice).toBeCloseTo(100.0045, 4);
    expect(at(sdl, '2027-02-28').cleanPrice).toBeCloseTo(99.9648, 4);
    expect(at(sdl, '2027-08-30').accruedInterest).toBeCloseTo(3.64, 10);
  });

  it("'period-fraction': accrued never exceeds the coupon and the clean price is continuous at par", () => {
    const fraction: BondTerms = { ...sdl, accrualBasis: 'period-fraction' };
    // 28 February to 30 August: 182 of the period's 182 30E/360 days, so the whole coupon and no more.
    expect(at(fraction, '2027-08-30').accruedInterest).toBeCloseTo(3.6, 10);
    expect(at(fraction, '2027-05-31').accruedInterest).toBeCloseTo((3.6 * 92) / 182, 10);
    // No jump at the 28 February coupon: a day's move is a day's pull to par, not the default's 0.04.
    const jump = at(fraction, '2027-02-27').cleanPrice - at(fraction, '2027-02-28').cleanPrice;
    expect(Math.abs(jump)).toBeLessThan(0.001);
    expect(at(sdl, '2027-02-27').cleanPrice - at(sdl, '2027-02-28').cleanPrice).toBeGreaterThan(0.03);
    expect(at(fraction, '2027-02-28').cleanPrice).toBeCloseTo(100, 10);
    // Consideration uses the same fraction, exact to the paisa.
    const money = consideration(fraction, { settlementDate: '2027-08-30', cleanPrice: 100, quantity: 100 });
    expect(money.accrued).toBe(360);
  });
});

describe('final coupon period: finalPeriodYield', () => {
  const gsec: BondTerms = { couponRate: 7, frequency: 2, maturityDate: '2027-03-15', convention: 'GSEC' };
  it("'simple' discounts the last flow by 1 / (1 + y t); 'compound' (default) by (1 + y/2)^(-2t)", () => {
    const input = { settlementDate: '2026-11-25', yield: 6.5 };
    const compound = priceFromYield(gsec, input).dirtyPrice;
    const simple = priceFromYield({ ...gsec, finalPeriodYield: 'simple' }, input).dirtyPrice;
    const t = 110 / 360; // 25 November to 15 March in 30E/360 days
    expect(simple).toBeCloseTo(103.5 / (1 + 0.065 * t), 10);
    expect(compound).toBeCloseTo(103.5 / (1 + 0.0325) ** (2 * t), 10);
    const backToYield = yieldFromPrice(
      { ...gsec, finalPeriodYield: 'simple' },
      {
        settlementDate: '2026-11-25',
        cleanPrice: priceFromYield({ ...gsec, finalPeriodYield: 'simple' }, input).cleanPrice,
      },
    );
    expect(backToYield.yield).toBeCloseTo(6.5, 9);
    // Before the final period both readings agree.
    const early = { settlementDate: '2026-08-25', yield: 6.5 };
    expect(priceFromYield({ ...gsec, finalPeriodYield: 'simple' }, early).dirtyPrice).toBe(
      priceFromYield(gsec, early).dirtyPrice,
    );
  });
});

describe("SEBI's leap year: sebiLeapYear", () => {
  const corporate: BondTerms = {
    couponRate: 8,
    frequency: 2,
    maturityDate: '2028-08-15',
    convention: 'CORPORATE',
    holidayMaturity: 'scheduled',
  };
  it("'anniversary-year' (default) uses 366 for both half-years of the year holding 29 February", () => {
    const input = { settlementDate: '2027-09-15', yield: 8 };
    const anniversary = priceFromYield(corporate, input);
    const couponPeriod = priceFromYield({ ...corporate, sebiLeapYear: 'coupon-period' }, input);
    // 15 August 2027 to 15 September 2027: 31 days; the year (15 Aug 2027, 15 Aug 2028] holds 29 February 2028.
    expect(anniversary.accruedInterest).toBeCloseTo((8 * 31) / 366, 12);
    expect(couponPeriod.accruedInterest).toBeCloseTo((8 * 31) / 365, 12);
    expect(Math.abs(anniversary.cleanPrice - couponPeriod.cleanPrice)).toBeLessThan(0.05);
  });

  it('refuses an unknown reading of any of the three', () => {
    for (const bad of [
      { finalPeriodYield: 'street' },
      { accrualBasis: 'isma' },
      { sebiLeapYear: 'calendar-year' },
    ]) {
      expect(() =>
        priceFromYield({ ...corporate, ...bad } as BondTerms, { settlementDate: '2027-09-15', yield: 8 }),
      ).toThrow(PricingError);
    }
  });
});
