import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianBondMarketCalendar, nseCalendar, rbiMumbaiCalendar } from '../../src/calendars/index';
import {
  PricingError,
  addBusinessDays,
  adjustBusinessDay,
  cashflows,
  consideration,
  isBusinessDay,
  priceFromYield,
  riskMeasures,
  settlementDate,
  yieldFromPrice,
  yieldToCall,
  yieldToPut,
  yieldToWorst,
} from '../../src/pricing/index';
import type { BondTerms, BusinessDayConvention, HolidayCalendar } from '../../src/pricing/index';
import {
  capitalIndexedCashflows,
  indexRatio,
  miborFrnAccrued,
  priceFromRealYield,
  priceMiborFrn,
  realYieldFromPrice,
  solveMiborFrn,
} from '../../src/pricing/indexed/index';

// Every input issue 21 added, fuzzed: calendars and business-day conventions, the settlement rule, notice periods,
// record windows up to their limit, extreme yields and prices. Each call returns finite numbers or throws a
// PricingError; nothing else (no NaN, no Infinity, no TypeError, no hang).

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const anyDate = fc
  .record({
    year: fc.integer({ min: 1899, max: 2201 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
  })
  .map(({ year, month, day }) => iso(year, month, day));
const realDate = fc
  .record({
    year: fc.integer({ min: 2023, max: 2029 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => iso(year, month, day));
const calendars = fc.constantFrom<HolidayCalendar | undefined>(
  undefined,
  nseCalendar,
  rbiMumbaiCalendar,
  indianBondMarketCalendar,
  [],
  ['2026-11-23'],
  { holidays: [], weekendDays: [5] },
);
const conventions = fc.constantFrom<BusinessDayConvention>(
  'following',
  'modified-following',
  'preceding',
  'modified-preceding',
  'unadjusted',
);
const strangeNumbers = fc.oneof(
  fc.integer({ min: -40, max: 40 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5, 1e9),
);

function finiteOrTyped(action: () => unknown): unknown {
  try {
    const result = action();
    const numbers = JSON.stringify(result, (_key, value: unknown) => {
      if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`non-finite ${value}`);
      return value;
    });
    expect(numbers).toBeDefined();
    return result;
  } catch (error) {
    expect(PricingError.isInstance(error), String(error)).toBe(true);
    return undefined;
  }
}

describe('fuzz: calendars and settlement', () => {
  it('business-day functions give a date or a typed error, and adjusted dates are business days', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyDate, realDate),
        calendars,
        conventions,
        strangeNumbers,
        (date, calendar, convention, days) => {
          const adjusted = finiteOrTyped(() => adjustBusinessDay(date, calendar, convention));
          if (typeof adjusted === 'string' && convention !== 'unadjusted')
            expect(isBusinessDay(adjusted, calendar)).toBe(true);
          const moved = finiteOrTyped(() => addBusinessDays(date, days, calendar));
          if (typeof moved === 'string') expect(isBusinessDay(moved, calendar)).toBe(true);
          for (const rule of ['next-business-day', 'advance', 'sometimes'] as const) {
            const settled = finiteOrTyped(() =>
              settlementDate(date, days, calendar, { nonBusinessTradeDate: rule as 'advance' }),
            );
            if (typeof settled === 'string') {
              expect(isBusinessDay(settled, calendar)).toBe(true);
              expect(settled >= date).toBe(true);
            }
          }
        },
      ),
      { numRuns: 3000 },
    );
    // Thousands of runs: seconds on a loaded machine, beyond vitest's 5 s default.
  }, 60_000);
});

const optionList = fc.array(
  fc.record({
    yearsBefore: fc.double({ min: 0, max: 12, noNaN: true }),
    price: fc.oneof(fc.double({ min: 90, max: 110, noNaN: true }), fc.constantFrom(0, -1, Number.NaN)),
    noticeDays: fc.option(fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constantFrom(-1, 0.5, 400)), {
      nil: undefined,
    }),
  }),
  { maxLength: 4 },
);

const bondAndSettlement = fc
  .record({
    convention: fc.constantFrom<BondTerms['convention']>('GSEC', 'SDL', 'CORPORATE', 'TBILL'),
    frequency: fc.constantFrom<0 | 1 | 2 | 4 | 12>(0, 1, 2, 4, 12),
    couponRate: fc.double({ min: 0, max: 25, noNaN: true }),
    maturity: realDate,
    yearsBefore: fc.double({ min: 0.001, max: 15, noNaN: true }),
    recordDays: fc.integer({ min: 0, max: 95 }),
    optionNoticeDays: fc.option(fc.oneof(fc.integer({ min: 0, max: 90 }), fc.constantFrom(-5, 1.5)), {
      nil: undefined,
    }),
    calls: optionList,
    puts: optionList,
    holidays: calendars,
    finalPeriodYield: fc.constantFrom(undefined, 'compound', 'simple', 'street'),
    accrualBasis: fc.constantFrom(undefined, 'day-count', 'period-fraction'),
    sebiLeapYear: fc.constantFrom(undefined, 'anniversary-year', 'coupon-period'),
    holidayMaturity: fc.constantFrom(undefined, 'scheduled', 'previous-business-day'),
    recordBusinessDays: fc.constantFrom(undefined, 0, 1, 3, 25),
    firstCouponYearsAfterIssue: fc.option(fc.double({ min: -0.1, max: 2, noNaN: true }), { nil: undefined }),
    lastCouponYearsBefore: fc.option(fc.double({ min: -0.1, max: 2, noNaN: true }), { nil: undefined }),
    issueYearsBefore: fc.option(fc.double({ min: 0.01, max: 20, noNaN: true }), { nil: undefined }),
  })
  .map((random) => {
    const maturity = Date.parse(random.maturity);
    const day = (years: number) =>
      new Date(maturity - Math.round(years * 365) * 86_400_000).toISOString().slice(0, 10);
    const zero = random.frequency === 0;
    const bond: BondTerms = {
      couponRate: zero ? 0 : random.couponRate,
      frequency: random.frequency,
      maturityDate: random.maturity,
      convention: zero ? random.convention : random.convention === 'TBILL' ? 'GSEC' : random.convention,
      recordDays: random.recordDays,
      ...(random.optionNoticeDays === undefined ? {} : { optionNoticeDays: random.optionNoticeDays }),
      calls: random.calls.map((call) => ({
        date: day(call.yearsBefore),
        price: call.price,
        ...(call.noticeDays === undefined ? {} : { noticeDays: call.noticeDays }),
      })),
      puts: random.puts.map((put) => ({ date: day(put.yearsBefore), price: put.price })),
      ...(random.holidays === undefined ? {} : { holidays: random.holidays }),
      ...(random.finalPeriodYield === undefined
        ? {}
        : { finalPeriodYield: random.finalPeriodYield as 'simple' }),
      ...(random.accrualBasis === undefined ? {} : { accrualBasis: random.accrualBasis }),
      ...(random.sebiLeapYear === undefined ? {} : { sebiLeapYear: random.sebiLeapYear }),
      ...(random.holidayMaturity === undefined ? {} : { holidayMaturity: random.holidayMaturity }),
      ...(random.recordBusinessDays === undefined ? {} : { recordBusinessDays: random.recordBusinessDays }),
      ...(random.issueYearsBefore === undefined ? {} : { issueDate: day(random.issueYearsBefore) }),
      ...(random.issueYearsBefore === undefined || random.firstCouponYearsAfterIssue === undefined
        ? {}
        : { firstCouponDate: day(random.issueYearsBefore - random.firstCouponYearsAfterIssue) }),
      ...(random.lastCouponYearsBefore === undefined
        ? {}
        : { lastCouponDate: day(random.lastCouponYearsBefore) }),
    };
    return { bond, settlementDate: day(random.yearsBefore) };
  });

const extremeYields = fc.oneof(
  fc.double({ min: -250, max: 1.1e6, noNaN: true }),
  fc.constantFrom(1000, 1e5, 1e6, -199.99, Number.NaN, Infinity),
);
const extremePrices = fc.oneof(
  fc.double({ min: 1e-9, max: 1e6, noNaN: true }),
  fc.constantFrom(96, 101, 1e-300, 0, -1, Number.NaN),
);

describe('fuzz: every pricing function over the new terms and extreme numbers', () => {
  it('returns finite numbers or a PricingError', () => {
    fc.assert(
      fc.property(
        bondAndSettlement,
        extremeYields,
        extremePrices,
        ({ bond, settlementDate }, yieldPercent, cleanPrice) => {
          const priced = finiteOrTyped(() =>
            priceFromYield(bond, { settlementDate, yield: yieldPercent }),
          ) as { cleanPrice: number } | undefined;
          if (priced !== undefined) expect(priced.cleanPrice).toBeGreaterThan(0);
          finiteOrTyped(() => riskMeasures(bond, { settlementDate, yield: yieldPercent }));
          finiteOrTyped(() => yieldFromPrice(bond, { settlementDate, cleanPrice }));
          finiteOrTyped(() => yieldToCall(bond, { settlementDate, cleanPrice }));
          finiteOrTyped(() => yieldToPut(bond, { settlementDate, cleanPrice }));
          const worst = finiteOrTyped(() => yieldToWorst(bond, { settlementDate, cleanPrice })) as
            { yield: number } | undefined;
          if (worst !== undefined) {
            const toMaturity = yieldFromPrice(bond, { settlementDate, cleanPrice }).yield;
            expect(worst.yield).toBeLessThanOrEqual(toMaturity);
          }
          finiteOrTyped(() => cashflows(bond, { settlementDate, quantity: 10 }));
          finiteOrTyped(() => consideration(bond, { settlementDate, cleanPrice, quantity: 10 }));
        },
      ),
      { numRuns: 3000 },
    );
    // Thousands of runs: seconds on a loaded machine, beyond vitest's 5 s default.
  }, 60_000);
});

const fixingLists = fc.array(fc.record({ date: fc.oneof(realDate, anyDate), rate: strangeNumbers }), {
  maxLength: 40,
});
const indexLists = fc.array(
  fc.record({
    month: fc.oneof(
      realDate.map((date) => date.slice(0, 7)),
      fc.constantFrom('2026-13', '26-01', ''),
    ),
    value: fc.oneof(fc.double({ min: 50, max: 400, noNaN: true }), strangeNumbers),
  }),
  { maxLength: 40 },
);

describe('fuzz: MIBOR FRNs and capital-indexed bonds', () => {
  it('return finite numbers or a PricingError for any fixings, index series, dates and numbers', () => {
    fc.assert(
      fc.property(
        fixingLists,
        indexLists,
        fc.record({
          maturityDate: fc.oneof(realDate, anyDate),
          issueDate: fc.option(realDate, { nil: undefined }),
          frequency: fc.constantFrom(1, 2, 4, 12, 3),
          spread: strangeNumbers,
          projected: fc.option(strangeNumbers, { nil: undefined }),
          lagMonths: fc.option(fc.constantFrom(3, 4, -1, 2.5, 30), { nil: undefined }),
          holidays: calendars,
          settlementDate: fc.oneof(realDate, anyDate),
        }),
        extremeYields,
        extremePrices,
        (fixings, indexSeries, random, yieldPercent, cleanPrice) => {
          const note = {
            spread: random.spread,
            frequency: random.frequency as 1,
            maturityDate: random.maturityDate,
            issueDate: random.issueDate,
            fixings,
            projectedRate: random.projected,
            holidays: random.holidays,
          };
          const { settlementDate } = random;
          finiteOrTyped(() => miborFrnAccrued(note, settlementDate));
          finiteOrTyped(() => priceMiborFrn(note, { settlementDate, yield: yieldPercent }));
          finiteOrTyped(() => priceMiborFrn(note, { settlementDate, discountMargin: random.spread }));
          finiteOrTyped(() => solveMiborFrn(note, { settlementDate, cleanPrice }));
          const indexed = {
            couponRate: Math.abs(random.spread),
            frequency: random.frequency as 2,
            maturityDate: random.maturityDate,
            issueDate: random.issueDate ?? '2024-01-15',
            indexSeries,
            lagMonths: random.lagMonths,
            projectedInflation: random.projected,
          };
          finiteOrTyped(() => indexRatio(indexed, settlementDate));
          finiteOrTyped(() => capitalIndexedCashflows(indexed, { settlementDate }));
          finiteOrTyped(() => priceFromRealYield(indexed, { settlementDate, yield: yieldPercent }));
          finiteOrTyped(() => realYieldFromPrice(indexed, { settlementDate, cleanPrice }));
        },
      ),
      { numRuns: 1500 },
    );
  }, 60_000);
});
