import { describe, expect, it } from 'vitest';
import { BondkitError, PricingError } from '../../src/index';
import {
  cashflows,
  consideration,
  priceFromYield,
  riskMeasures,
  roundCleanPrice,
  roundHalfUp,
  roundYieldPercent,
  settlementDate,
  yieldFractionToPercent,
  yieldFromPrice,
  yieldPercentToFraction,
  yieldToCall,
  yieldToPut,
  yieldToWorst,
} from '../../src/pricing/index';
import type { BondTerms, PricingErrorCode } from '../../src/pricing/index';

const gsec: BondTerms = { couponRate: 7.26, frequency: 2, maturityDate: '2033-08-22', convention: 'GSEC' };

function codeOf(action: () => unknown): PricingErrorCode | 'no error' {
  try {
    action();
  } catch (error) {
    expect(PricingError.isInstance(error)).toBe(true);
    expect(BondkitError.isInstance(error)).toBe(true);
    return (error as PricingError).code;
  }
  return 'no error';
}

describe('typed errors for impossible inputs', () => {
  it.each<[string, () => unknown, PricingErrorCode]>([
    [
      'settlement on maturity',
      () => priceFromYield(gsec, { settlementDate: '2033-08-22', yield: 7 }),
      'settlement_after_maturity',
    ],
    [
      'settlement after maturity',
      () => priceFromYield(gsec, { settlementDate: '2034-01-01', yield: 7 }),
      'settlement_after_maturity',
    ],
    [
      'settlement before issue',
      () => priceFromYield({ ...gsec, issueDate: '2023-08-22' }, { settlementDate: '2023-01-02', yield: 7 }),
      'settlement_before_issue',
    ],
    [
      'malformed settlement date',
      () => priceFromYield(gsec, { settlementDate: '2024-02-30', yield: 7 }),
      'invalid_date',
    ],
    [
      'settlement date with a time',
      () => priceFromYield(gsec, { settlementDate: '2024-02-01T00:00', yield: 7 }),
      'invalid_date',
    ],
    [
      'malformed maturity',
      () =>
        priceFromYield({ ...gsec, maturityDate: '22/08/2033' }, { settlementDate: '2024-02-01', yield: 7 }),
      'invalid_date',
    ],
    [
      'unknown convention name',
      () =>
        priceFromYield(
          { ...gsec, convention: 'EUROBOND' as 'GSEC' },
          { settlementDate: '2024-02-01', yield: 7 },
        ),
      'unknown_convention',
    ],
    [
      'unknown day count',
      () =>
        priceFromYield(
          { ...gsec, convention: { dayCount: 'ACT/360' as '30/360', yieldBasis: 'periodic' } },
          { settlementDate: '2024-02-01', yield: 7 },
        ),
      'unknown_convention',
    ],
    [
      'money-market yield on a coupon bond',
      () => priceFromYield({ ...gsec, convention: 'CD' }, { settlementDate: '2024-02-01', yield: 7 }),
      'unsupported_convention',
    ],
    [
      'zero price',
      () => yieldFromPrice(gsec, { settlementDate: '2024-02-01', cleanPrice: 0 }),
      'price_out_of_range',
    ],
    [
      'NaN price',
      () => yieldFromPrice(gsec, { settlementDate: '2024-02-01', cleanPrice: Number.NaN }),
      'price_out_of_range',
    ],
    [
      'NaN yield',
      () => priceFromYield(gsec, { settlementDate: '2024-02-01', yield: Number.NaN }),
      'invalid_number',
    ],
    [
      'yield at -200% semi-annual',
      () => priceFromYield(gsec, { settlementDate: '2024-02-01', yield: -200 }),
      'yield_out_of_range',
    ],
    [
      'yield above the ceiling',
      () => priceFromYield(gsec, { settlementDate: '2024-02-01', yield: 2e6 }),
      'yield_out_of_range',
    ],
    [
      'a price needing a yield above 1,000,000%',
      () =>
        yieldFromPrice(
          { couponRate: 0, frequency: 0, maturityDate: '2024-02-02', convention: 'TBILL' },
          { settlementDate: '2024-02-01', cleanPrice: 0.001 },
        ),
      'price_unreachable',
    ],
    [
      'a negative dirty price (ex-interest)',
      () => yieldFromPrice({ ...gsec, recordDays: 30 }, { settlementDate: '2024-08-01', cleanPrice: 0.0001 }),
      'price_unreachable',
    ],
    [
      'negative coupon',
      () => priceFromYield({ ...gsec, couponRate: -1 }, { settlementDate: '2024-02-01', yield: 7 }),
      'invalid_terms',
    ],
    [
      'frequency 3',
      () => priceFromYield({ ...gsec, frequency: 3 as 2 }, { settlementDate: '2024-02-01', yield: 7 }),
      'invalid_terms',
    ],
    [
      'coupons without a frequency',
      () => priceFromYield({ ...gsec, frequency: 0 }, { settlementDate: '2024-02-01', yield: 7 }),
      'invalid_terms',
    ],
    [
      'redemption off the schedule',
      () =>
        priceFromYield(
          { ...gsec, redemptions: [{ date: '2030-01-01', amount: 20 }] },
          { settlementDate: '2024-02-01', yield: 7 },
        ),
      'invalid_terms',
    ],
    [
      'redemptions of all the principal',
      () =>
        priceFromYield(
          { ...gsec, redemptions: [{ date: '2030-08-22', amount: 100 }] },
          { settlementDate: '2024-02-01', yield: 7 },
        ),
      'invalid_terms',
    ],
    [
      'fractional quantity',
      () => consideration(gsec, { settlementDate: '2024-02-01', cleanPrice: 100, quantity: 1.5 }),
      'invalid_quantity',
    ],
    ['negative settlement delta', () => settlementDate('2024-02-01', -1), 'invalid_number'],
  ])('%s', (_name, action, code) => {
    expect(codeOf(action)).toBe(code);
  });

  it('an error names what to fix', () => {
    expect(() => priceFromYield(gsec, { settlementDate: '01-02-2024', yield: 7 })).toThrow(
      /settlementDate.*YYYY-MM-DD/,
    );
  });
});

describe('settlementDate', () => {
  it('counts business days, skipping weekends and holidays', () => {
    expect(settlementDate('2024-04-05', 1)).toBe('2024-04-08'); // Friday T+1 is Monday
    expect(settlementDate('2024-04-05', 0)).toBe('2024-04-05');
    expect(settlementDate('2024-04-06', 0)).toBe('2024-04-08'); // Saturday T+0 settles Monday
    expect(settlementDate('2024-04-08', 1, ['2024-04-09'])).toBe('2024-04-10');
    expect(settlementDate('2024-04-08', 2, { holidays: ['2024-04-09'], weekendDays: [0] })).toBe(
      '2024-04-11',
    );
    expect(settlementDate('2024-04-12', 1, { holidays: [], weekendDays: [0] })).toBe('2024-04-13');
  });
});

describe('coupon schedule and accrual', () => {
  it('settlement on a coupon date has zero accrued interest and excludes that coupon', () => {
    const result = priceFromYield(gsec, { settlementDate: '2024-08-22', yield: 7 });
    expect(result.accruedInterest).toBe(0);
    expect(result.accruedDays).toBe(0);
    expect(cashflows(gsec, { settlementDate: '2024-08-22' })[0]?.date).toBe('2025-02-22');
    expect(cashflows(gsec, { settlementDate: '2024-08-21' })[0]?.date).toBe('2024-08-22');
  });

  it('generates dates backward from maturity with the day clamped, never rolled to month end', () => {
    const bond: BondTerms = { couponRate: 6, frequency: 2, maturityDate: '2030-08-31', convention: 'GSEC' };
    const dates = cashflows(bond, { settlementDate: '2028-09-01' }).map((flow) => flow.date);
    expect(dates).toEqual(['2029-02-28', '2029-08-31', '2030-02-28', '2030-08-31']);
    const february: BondTerms = { ...bond, maturityDate: '2030-02-28' };
    expect(cashflows(february, { settlementDate: '2029-01-01' }).map((flow) => flow.date)).toEqual([
      '2029-02-28',
      '2029-08-28',
      '2030-02-28',
    ]);
  });

  it('pays exactly couponRate/2 a half-year even in a 178-day 30E/360 period', () => {
    const bond: BondTerms = { couponRate: 6, frequency: 2, maturityDate: '2030-08-31', convention: 'GSEC' };
    const flows = cashflows(bond, { settlementDate: '2029-09-01' });
    expect(flows.map((flow) => flow.coupon)).toEqual([3, 3]);
  });

  it('30E/360 counts a 31st as the 30th; 30/360 bond basis only when the start is the 30th or 31st', () => {
    const european: BondTerms = {
      couponRate: 3.6,
      frequency: 1,
      maturityDate: '2030-01-31',
      convention: 'GSEC',
    };
    expect(priceFromYield(european, { settlementDate: '2029-03-31', yield: 5 }).accruedDays).toBe(60);
    const bondBasis: BondTerms = {
      ...european,
      maturityDate: '2030-01-15',
      convention: { dayCount: '30/360', yieldBasis: 'periodic' },
    };
    expect(priceFromYield(bondBasis, { settlementDate: '2029-03-31', yield: 5 }).accruedDays).toBe(76);
    expect(
      priceFromYield({ ...bondBasis, convention: 'GSEC' }, { settlementDate: '2029-03-31', yield: 5 })
        .accruedDays,
    ).toBe(75);
  });

  it('a short first period from the issue date pays rate x days/360', () => {
    const bond: BondTerms = { ...gsec, issueDate: '2023-12-22' };
    const first = cashflows(bond, { settlementDate: '2023-12-22' })[0];
    expect(first).toMatchObject({ date: '2024-02-22' });
    expect(first?.coupon).toBeCloseTo((7.26 * 60) / 360, 12);
  });

  it('inside the record-date window the next coupon goes to the seller and accrued interest is negative', () => {
    const bond: BondTerms = { ...gsec, recordDays: 14 };
    const inside = priceFromYield(bond, { settlementDate: '2024-08-10', yield: 7 });
    expect(inside.exInterest).toBe(true);
    expect(inside.accruedDays).toBe(-12);
    expect(inside.accruedInterest).toBeCloseTo((-7.26 * 12) / 360, 12);
    expect(cashflows(bond, { settlementDate: '2024-08-10' })[0]?.date).toBe('2025-02-22');
    const outside = priceFromYield(bond, { settlementDate: '2024-08-07', yield: 7 });
    expect(outside.exInterest).toBe(false);
    expect(outside.accruedInterest).toBeGreaterThan(0);
    // The buyer pays less dirty money for the lost coupon.
    expect(inside.dirtyPrice).toBeLessThan(outside.dirtyPrice);
  });

  it('part-redemptions repay principal and shrink later coupons; step-ups change the rate', () => {
    const bond: BondTerms = {
      couponRate: 8,
      frequency: 1,
      maturityDate: '2028-06-30',
      convention: 'GSEC',
      redemptions: [{ date: '2026-06-30', amount: 40 }],
      couponSteps: [{ date: '2027-06-30', couponRate: 10 }],
    };
    const flows = cashflows(bond, { settlementDate: '2025-06-30' });
    expect(flows).toEqual([
      { date: '2026-06-30', paymentDate: '2026-06-30', coupon: 8, principal: 40, total: 48 },
      { date: '2027-06-30', paymentDate: '2027-06-30', coupon: 8 * 0.6, principal: 0, total: 4.8 },
      { date: '2028-06-30', paymentDate: '2028-06-30', coupon: 10 * 0.6, principal: 60, total: 66 },
    ]);
    // With yield at 0 the dirty price is the plain sum of what remains.
    expect(priceFromYield(bond, { settlementDate: '2025-06-30', yield: 0 }).dirtyPrice).toBeCloseTo(
      118.8,
      10,
    );
  });

  it('a maturity on a holiday is paid the previous business day, a coupon the next', () => {
    const bond: BondTerms = {
      couponRate: 8,
      frequency: 2,
      maturityDate: '2026-03-01',
      convention: 'CORPORATE',
      holidays: ['2025-09-01'],
    };
    // Default for CORPORATE: the term-sheet reading, the final period ends on the Friday and accrues to it.
    const flows = cashflows(bond, { settlementDate: '2025-06-01' });
    expect(flows[0]).toMatchObject({ date: '2025-09-01', paymentDate: '2025-09-02' });
    expect(flows[1]).toMatchObject({ date: '2026-02-27', paymentDate: '2026-02-27' }); // Sunday -> Friday
    expect(flows[1]?.coupon).toBeCloseTo((8 * 179) / 365, 12);
    // The scheduled reading: the payment moves, the coupon and the discounting date do not.
    const scheduled = cashflows({ ...bond, holidayMaturity: 'scheduled' }, { settlementDate: '2025-06-01' });
    expect(scheduled[1]).toMatchObject({ date: '2026-03-01', paymentDate: '2026-02-27' });
    expect(scheduled[1]?.coupon).toBeCloseTo((8 * 181) / 365, 12);
  });

  it("the issue's example: an 8% annual bond maturing on Sunday 15 November 2020", () => {
    const bond: BondTerms = {
      couponRate: 8,
      frequency: 1,
      maturityDate: '2020-11-15',
      convention: 'CORPORATE',
    };
    const termSheet = cashflows(bond, { settlementDate: '2020-06-01' });
    expect(termSheet).toHaveLength(1);
    // 364 days (15 November 2019 to Friday 13 November 2020) of a year holding 29 February.
    expect(termSheet[0]?.coupon).toBeCloseTo((8 * 364) / 366, 12);
    expect(Number(termSheet[0]?.coupon.toFixed(4))).toBe(7.9563);
    const scheduled = cashflows({ ...bond, holidayMaturity: 'scheduled' }, { settlementDate: '2020-06-01' });
    expect(scheduled[0]?.coupon).toBe(8);
    // About Rs 43,700 per Rs 10 crore of face value between the readings.
    expect(Math.round(((8 - (8 * 364) / 366) / 100) * 1e8)).toBe(43716);
  });
});

describe('yield to call, put and worst', () => {
  const callable: BondTerms = {
    couponRate: 9,
    frequency: 1,
    maturityDate: '2034-06-30',
    convention: 'CORPORATE',
    calls: [
      { date: '2027-06-30', price: 100 },
      { date: '2029-06-30', price: 101 },
    ],
    puts: [{ date: '2028-06-30', price: 100 }],
  };
  const input = { settlementDate: '2024-06-30', cleanPrice: 104 };

  it('prices each option as a redemption on its date at its price', () => {
    const calls = yieldToCall(callable, input);
    expect(calls.map((call) => call.date)).toEqual(['2027-06-30', '2029-06-30']);
    const equivalent: BondTerms = {
      couponRate: 9,
      frequency: 1,
      maturityDate: '2027-06-30',
      convention: 'CORPORATE',
    };
    expect(calls[0]?.yield).toBeCloseTo(yieldFromPrice(equivalent, input).yield, 9);
    expect(yieldToPut(callable, input)).toHaveLength(1);
  });

  it('yield to worst is the lowest of maturity and every call for a premium bond', () => {
    const worst = yieldToWorst(callable, input);
    expect(worst.redemption).toBe('call');
    expect(worst.date).toBe('2027-06-30');
    expect(worst.yield).toBeLessThan(yieldFromPrice(callable, input).yield);
    const discount = yieldToWorst(callable, { ...input, cleanPrice: 95 });
    expect(discount.redemption).toBe('maturity');
  });

  it('skips a call zero 30E/360 days away into skippedCalls and answers with the rest', () => {
    // Settlement 30 Jul, first call 31 Jul: in 30E/360 the 31st is the 30th, so the call is 0 days away and no
    // yield can be read from it. Hand-checked: the next call's yield is the yield of the same bond maturing on
    // that call date (as above), and the worst is the lowest of it and the yield to maturity.
    const gsecCallable: BondTerms = {
      couponRate: 7.5,
      frequency: 2,
      maturityDate: '2033-07-31',
      convention: 'GSEC',
      // No notice period, so the call the next day is still exercisable at settlement.
      optionNoticeDays: 0,
      calls: [
        { date: '2026-07-31', price: 100 },
        { date: '2028-07-31', price: 100 },
      ],
    };
    const atPremium = { settlementDate: '2026-07-30', cleanPrice: 101 };
    const calls = yieldToCall(gsecCallable, atPremium);
    expect(calls.map((call) => call.date)).toEqual(['2028-07-31']);
    const toCallDate = yieldFromPrice(
      { ...gsecCallable, calls: [], maturityDate: '2028-07-31' },
      atPremium,
    ).yield;
    expect(calls[0]?.yield).toBeCloseTo(toCallDate, 9);
    const worst = yieldToWorst(gsecCallable, atPremium);
    expect(worst.skippedCalls).toEqual([{ date: '2026-07-31', price: 100, reason: 'no_time' }]);
    const toMaturity = yieldFromPrice({ ...gsecCallable, calls: [] }, atPremium).yield;
    expect(worst.yield).toBeCloseTo(Math.min(toCallDate, toMaturity), 9);
    expect(worst).toMatchObject({ redemption: 'call', date: '2028-07-31' });
  });

  it('skips options already past', () => {
    expect(
      yieldToCall(callable, { settlementDate: '2028-01-01', cleanPrice: 100 }).map((call) => call.date),
    ).toEqual(['2029-06-30']);
  });
});

describe('risk measures', () => {
  it('PV01 and modified duration agree with a finite difference of the price', () => {
    const at = (yieldPercent: number) =>
      priceFromYield(gsec, { settlementDate: '2024-04-01', yield: yieldPercent }).dirtyPrice;
    const risk = riskMeasures(gsec, { settlementDate: '2024-04-01', yield: 7.1 });
    const difference = (at(7.09) - at(7.11)) / 2;
    expect(risk.pv01).toBeCloseTo(difference, 7);
    expect(risk.modifiedDuration).toBeCloseTo((difference / risk.dirtyPrice) * 1e4, 5);
    expect(risk.macaulayDuration).toBeCloseTo(risk.modifiedDuration * (1 + 0.071 / 2), 10);
    const curvature = (at(7.09) + at(7.11) - 2 * at(7.1)) / 1e-8;
    expect(risk.convexity).toBeCloseTo(curvature / risk.dirtyPrice, 1);
  });
});

describe('consideration is exact to the paisa', () => {
  it('rounds each part half up once and adds them', () => {
    const bond: BondTerms = {
      couponRate: 7.18,
      frequency: 2,
      maturityDate: '2037-07-24',
      convention: 'GSEC',
    };
    // 24 to 31 July is 6 days in 30E/360 (the 31st counts as the 30th): 7.18% x 6/360 of Rs 1,00,000 face is
    // Rs 119.6666... -> 119.67; the principal is 98.7655% of 1 lakh.
    const money = consideration(bond, { settlementDate: '2024-07-31', cleanPrice: 98.7655, quantity: 1000 });
    expect(money).toEqual({
      principal: 98_765.5,
      accrued: 119.67,
      total: 98_885.17,
      principalPaise: 9_876_550,
      accruedPaise: 11_967,
      totalPaise: 9_888_517,
    });
  });

  it('stays exact where floating point would drift (a 1,000 crore ticket)', () => {
    const money = consideration(gsec, {
      settlementDate: '2024-04-01',
      cleanPrice: 100.0001,
      quantity: 100_000_000,
    });
    expect(money.principalPaise).toBe(1_000_001_000_000);
    expect(money.accruedPaise).toBe(7_865_000_000);
  });

  it('is negative accrued in the record-date window', () => {
    const money = consideration(
      { ...gsec, recordDays: 14 },
      { settlementDate: '2024-08-10', cleanPrice: 100, quantity: 1000 },
    );
    expect(money.accruedPaise).toBe(-24_200); // 7.26 x 12/360 % of Rs 1 lakh = Rs 242.00
  });
});

describe('rounding helpers', () => {
  it('round for presentation only', () => {
    expect(roundCleanPrice(101.23455)).toBe(101.2346);
    expect(roundCleanPrice(1.00005)).toBe(1.0001);
    expect(roundYieldPercent(6.123449)).toBe(6.1234);
    expect(yieldPercentToFraction(6.8)).toBe(0.068);
    expect(yieldPercentToFraction(7.1234567)).toBe(0.071235);
    expect(yieldFractionToPercent(0.071235)).toBe(7.1235);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
  });
});
