import { describe, expect, it } from 'vitest';
import {
  PricingError,
  cashflows,
  priceFromYield,
  riskMeasures,
  yieldFromPrice,
  yieldToCall,
  yieldToWorst,
} from '../../src/pricing/index';
import type { BondTerms } from '../../src/pricing/index';

// The robustness defects of issue 21, one test each.

function code(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (PricingError.isInstance(error)) return error.code;
    throw error;
  }
  return undefined;
}

describe('no NaN anywhere', () => {
  it('risk measures of a price that underflows are a typed error (a 2075 STRIP at 1,000,000%)', () => {
    const strip: BondTerms = { couponRate: 0, frequency: 0, maturityDate: '2075-06-15', convention: 'GSEC' };
    expect(code(() => riskMeasures(strip, { settlementDate: '2026-11-25', yield: 1e6 }))).toBe(
      'yield_out_of_range',
    );
    expect(code(() => priceFromYield(strip, { settlementDate: '2026-11-25', yield: 1e6 }))).toBe(
      'yield_out_of_range',
    );
    const sane = riskMeasures(strip, { settlementDate: '2026-11-25', yield: 7 });
    expect(Number.isFinite(sane.modifiedDuration)).toBe(true);
  });

  it('a yield that would give a negative clean price is refused, not priced', () => {
    const gsec: BondTerms = {
      couponRate: 7.26,
      frequency: 2,
      maturityDate: '2033-08-22',
      convention: 'GSEC',
    };
    // Two days before a coupon: accrued 3.59; at 100,000% the discounted cashflows (3.17) are below it.
    expect(code(() => priceFromYield(gsec, { settlementDate: '2026-08-20', yield: 1e5 }))).toBe(
      'yield_out_of_range',
    );
    expect(priceFromYield(gsec, { settlementDate: '2026-08-20', yield: 100 }).cleanPrice).toBeGreaterThan(0);
  });
});

describe('yield to worst', () => {
  const callable: BondTerms = {
    couponRate: 8,
    frequency: 1,
    maturityDate: '2031-03-15',
    convention: 'CORPORATE',
    calls: [
      { date: '2026-11-26', price: 101, noticeDays: 0 },
      { date: '2028-03-15', price: 100 },
    ],
  };
  const input = { settlementDate: '2026-11-25', cleanPrice: 96 };

  it('skips a call no yield reaches instead of failing, keeping the yield to maturity', () => {
    const toMaturity = yieldFromPrice(callable, input).yield;
    const worst = yieldToWorst(callable, input);
    expect(worst.redemption).toBe('maturity');
    expect(worst.yield).toBeCloseTo(toMaturity, 10);
    expect(worst.skippedCalls).toEqual([{ date: '2026-11-26', price: 101, reason: 'unreachable' }]);
    // Asked for directly, that call's yield is still an error: there is none.
    expect(code(() => yieldToCall(callable, input))).toBe('price_unreachable');
  });

  it('honours the notice period: a call inside it can no longer be exercised', () => {
    const soon: BondTerms = {
      couponRate: 8,
      frequency: 1,
      maturityDate: '2031-03-15',
      convention: 'CORPORATE',
      calls: [{ date: '2026-11-26', price: 100 }],
    };
    const atPremium = { settlementDate: '2026-11-25', cleanPrice: 102 };
    // Default notice: 21 days (SEBI NCS Regulations 2021, regulation 15(6)); the call tomorrow is out.
    expect(yieldToCall(soon, atPremium)).toEqual([]);
    expect(yieldToWorst(soon, atPremium).redemption).toBe('maturity');
    // Without notice it would be the worst case at about -199% (a premium lost in one day).
    const noNotice = { ...soon, optionNoticeDays: 0 };
    const worst = yieldToWorst(noNotice, atPremium);
    expect(worst.redemption).toBe('call');
    expect(worst.yield).toBeLessThan(-90);
    // Notice may still be given on the settlement day for a call 21 days later; 20 days later is too late.
    const inTime = { ...soon, calls: [{ date: '2026-12-16', price: 100 }] };
    expect(yieldToCall(inTime, atPremium).map((call) => call.date)).toEqual(['2026-12-16']);
    const late = { ...soon, calls: [{ date: '2026-12-15', price: 100 }] };
    expect(yieldToCall(late, atPremium)).toEqual([]);
  });

  it('refuses a notice period that is not a whole number of days', () => {
    expect(code(() => yieldToWorst({ ...callable, optionNoticeDays: -1 }, input))).toBe('invalid_terms');
    expect(
      code(() =>
        yieldToWorst({ ...callable, calls: [{ date: '2028-03-15', price: 100, noticeDays: 1.5 }] }, input),
      ),
    ).toBe('invalid_terms');
  });
});

describe('record dates and the shut period', () => {
  const monthly: BondTerms = {
    couponRate: 9,
    frequency: 12,
    maturityDate: '2029-06-30',
    convention: 'CORPORATE',
  };

  it('a record window as long as a coupon period is invalid terms, not a silently half-applied window', () => {
    expect(
      code(() => priceFromYield({ ...monthly, recordDays: 45 }, { settlementDate: '2026-11-25', yield: 9 })),
    ).toBe('invalid_terms');
    expect(
      code(() => priceFromYield({ ...monthly, recordDays: 28 }, { settlementDate: '2026-11-25', yield: 9 })),
    ).toBe('invalid_terms');
    expect(
      priceFromYield({ ...monthly, recordDays: 27 }, { settlementDate: '2026-11-25', yield: 9 }).exInterest,
    ).toBe(true);
    const quarterly: BondTerms = { ...monthly, frequency: 4, recordDays: 89 };
    expect(code(() => priceFromYield(quarterly, { settlementDate: '2026-11-25', yield: 9 }))).toBe(
      'invalid_terms',
    );
  });

  it('refuses settlement inside the shut period before the final redemption', () => {
    const gsec: BondTerms = {
      couponRate: 7.26,
      frequency: 2,
      maturityDate: '2027-08-22',
      convention: 'GSEC',
      recordDays: 15,
    };
    expect(code(() => priceFromYield(gsec, { settlementDate: '2027-08-07', yield: 7 }))).toBe(
      'settlement_in_shut_period',
    );
    expect(code(() => yieldFromPrice(gsec, { settlementDate: '2027-08-20', cleanPrice: 100 }))).toBe(
      'settlement_in_shut_period',
    );
    expect(code(() => cashflows(gsec, { settlementDate: '2027-08-10' }))).toBe('settlement_in_shut_period');
    expect(priceFromYield(gsec, { settlementDate: '2027-08-06', yield: 7 }).exInterest).toBe(false);
    // A coupon's record window earlier in the bond's life is an ordinary ex-interest window.
    expect(priceFromYield(gsec, { settlementDate: '2027-02-15', yield: 7 }).exInterest).toBe(true);
  });

  it('a part-redemption inside the record window goes to the seller with its coupon', () => {
    const amortising: BondTerms = {
      couponRate: 8,
      frequency: 1,
      maturityDate: '2030-03-15',
      convention: 'CORPORATE',
      recordDays: 15,
      redemptions: [{ date: '2027-03-15', amount: 40 }],
    };
    const inWindow = cashflows(amortising, { settlementDate: '2027-03-05' });
    expect(inWindow[0]).toMatchObject({ date: '2028-03-15', coupon: 4.8, principal: 0 });
    expect(inWindow.reduce((sum, flow) => sum + flow.principal, 0)).toBeCloseTo(60, 12);
    const before = cashflows(amortising, { settlementDate: '2027-02-25' });
    expect(before[0]).toMatchObject({ date: '2027-03-15', coupon: 8, principal: 40 });
  });
});

describe('terms are immutable after first use', () => {
  it('an edit after pricing throws instead of silently returning stale prices', () => {
    const bond: BondTerms = {
      couponRate: 7.26,
      frequency: 2,
      maturityDate: '2033-08-22',
      convention: 'GSEC',
      calls: [{ date: '2030-08-22', price: 100 }],
    };
    priceFromYield(bond, { settlementDate: '2026-11-25', yield: 7 });
    expect(() => {
      (bond as { couponRate: number }).couponRate = 8;
    }).toThrow(TypeError);
    expect(() => {
      (bond.calls![0] as { price: number }).price = 101;
    }).toThrow(TypeError);
    expect(bond.couponRate).toBe(7.26);
    // A new object is a new bond.
    const edited = { ...bond, couponRate: 8 };
    expect(priceFromYield(edited, { settlementDate: '2026-11-25', yield: 7 }).cleanPrice).toBeGreaterThan(
      priceFromYield(bond, { settlementDate: '2026-11-25', yield: 7 }).cleanPrice,
    );
  });

  it('terms that fail to compile are not frozen (the caller may fix them)', () => {
    const bond = {
      couponRate: -1,
      frequency: 2,
      maturityDate: '2033-08-22',
      convention: 'GSEC',
    } as BondTerms;
    expect(code(() => priceFromYield(bond, { settlementDate: '2026-11-25', yield: 7 }))).toBe(
      'invalid_terms',
    );
    (bond as { couponRate: number }).couponRate = 7;
    expect(priceFromYield(bond, { settlementDate: '2026-11-25', yield: 7 }).cleanPrice).toBeGreaterThan(0);
  });
});
