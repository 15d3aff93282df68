import { cashflows } from '../cashflows';
import { daysInMonth, packedFromDayNumber, parseIsoDate } from '../isoDate';
import { priceFromYield } from '../priceFromYield';
import { PricingError } from '../PricingError';
import { yieldFromPrice } from '../yieldFromPrice';
import type {
  BondTerms,
  Cashflow,
  ConventionName,
  PriceResult,
  PriceFromYieldInput,
  SettlementInput,
  YieldFromPriceInput,
  YieldResult,
} from '../types';
import { isList } from '../isList';

/** One month's published price index value (for example the all-India CPI Combined, or WPI). */
export interface IndexObservation {
  /** `YYYY-MM`. */
  month: string;
  value: number;
}

export interface CapitalIndexedBondInput {
  /** The real coupon, percent a year, paid on the index-adjusted principal. */
  couponRate: number;
  /** Coupons a year. Default 2. */
  frequency?: 1 | 2 | 4 | 12 | undefined;
  /** `YYYY-MM-DD`. */
  maturityDate: string;
  /** `YYYY-MM-DD`: the base date of the index ratio. */
  issueDate: string;
  /** The monthly index, any order; every month the bond's dates need, unless `projectedInflation` is given. */
  indexSeries: readonly IndexObservation[];
  /**
   * Months between a date and the index month its reference index starts from. Default 4: RBI's Inflation Indexed
   * Bonds (FAQ of 28 May 2013: the final index with a four-month lag). 3 for the IINSS-C of December 2013.
   */
  lagMonths?: number | undefined;
  /** Percent a year: months after the last published one grow at this rate (compounded monthly from it). Default:
   * none, and a missing month is an error. */
  projectedInflation?: number | undefined;
  /** The reference index of the issue date, when the issue's own base is known (reopenings keep it). Default: the
   * reference index computed from `indexSeries` on `issueDate`. */
  baseIndex?: number | undefined;
  /** Repay the adjusted principal or par, whichever is higher (RBI's IIBs). Default true. */
  principalFloor?: boolean | undefined;
  /** The convention of the real flows. Default `'GSEC'` (30E/360, semi-annual periodic yield). */
  convention?: ConventionName | undefined;
  /** Ex-interest window in calendar days. Default 0. */
  recordDays?: number | undefined;
}

interface CompiledIndexedBond {
  terms: BondTerms;
  months: Map<number, number>;
  lastMonth: number;
  lag: number;
  growth: number | null;
  base: number;
  floor: boolean;
  /** The last settlement text `withNominal` looked up, and its index ratio: a quote sheet asks again and again. */
  ratioFor: string;
  ratio: number;
}

/** What the reference index needs of a compiled bond. */
type IndexSeries = Pick<CompiledIndexedBond, 'months' | 'lastMonth' | 'lag' | 'growth'>;

const compiledIndexedBonds = new WeakMap<CapitalIndexedBondInput, CompiledIndexedBond>();

function invalid(message: string): never {
  throw new PricingError('invalid_terms', message);
}

function positiveNumber(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new PricingError('invalid_number', `${field} must be a positive number, got ${String(value)}.`);
  }
  return value;
}

/** Months since year 0 of a `YYYY-MM` text. */
function monthNumber(text: unknown, field: string): number {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})$/.exec(text) : null;
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) {
    throw new PricingError('invalid_date', `${field} must be a YYYY-MM month, got ${String(text)}.`);
  }
  return Number(match[1]) * 12 + month - 1;
}

function monthValue(bond: IndexSeries, month: number): number {
  const known = bond.months.get(month);
  if (known !== undefined) return known;
  if (month > bond.lastMonth && bond.growth !== null) {
    return (bond.months.get(bond.lastMonth) as number) * bond.growth ** ((month - bond.lastMonth) / 12);
  }
  const year = Math.floor(month / 12);
  const label = `${year}-${String((month % 12) + 1).padStart(2, '0')}`;
  return invalid(`The index series has no value for ${label} (give it, or projectedInflation).`);
}

/**
 * RBI's daily reference index: Ref(t) = Ref(M) + (day - 1) / D x (Ref(M + 1) - Ref(M)), where Ref(M) is the index
 * `lag` months before the month of `t` and D the days in that month (QuantLib's `CPI.laggedFixing`, Linear).
 */
function referenceOf(bond: IndexSeries, dayNumber: number): number {
  const parts = packedFromDayNumber(dayNumber);
  const year = parts >> 9;
  const month = (parts >> 5) & 15;
  const day = parts & 31;
  const reference = year * 12 + month - 1 - bond.lag;
  const start = monthValue(bond, reference);
  if (day === 1) return start;
  return start + ((day - 1) / daysInMonth(year, month)) * (monthValue(bond, reference + 1) - start);
}

function compile(input: CapitalIndexedBondInput): CompiledIndexedBond {
  if (typeof input !== 'object' || input === null) invalid('Capital-indexed bond terms must be an object.');
  const cached = compiledIndexedBonds.get(input);
  if (cached) return cached;
  const lag = input.lagMonths ?? 4;
  if (!Number.isInteger(lag) || lag < 0 || lag > 24)
    invalid('lagMonths must be a whole number from 0 to 24.');
  if (!isList(input.indexSeries) || input.indexSeries.length === 0)
    invalid('indexSeries must list at least one month.');
  const months = new Map<number, number>();
  let lastMonth = -Infinity;
  input.indexSeries.forEach((observation, index) => {
    if (typeof observation !== 'object' || observation === null)
      invalid(`indexSeries[${index}] must be an object.`);
    const month = monthNumber(observation.month, `indexSeries[${index}].month`);
    if (months.has(month)) invalid(`indexSeries lists ${observation.month} twice.`);
    months.set(month, positiveNumber(observation.value, `indexSeries[${index}].value`));
    lastMonth = Math.max(lastMonth, month);
  });
  let growth: number | null = null;
  if (input.projectedInflation !== undefined) {
    const inflation = input.projectedInflation;
    if (
      typeof inflation !== 'number' ||
      !Number.isFinite(inflation) ||
      inflation <= -100 ||
      inflation > 1000
    ) {
      throw new PricingError(
        'invalid_number',
        `projectedInflation must be a percentage above -100, got ${String(inflation)}.`,
      );
    }
    growth = 1 + inflation / 100;
  }
  if (input.principalFloor !== undefined && typeof input.principalFloor !== 'boolean')
    invalid('principalFloor must be true or false.');
  const partial = { months, lastMonth, lag, growth, floor: input.principalFloor ?? true };
  const base =
    input.baseIndex === undefined
      ? referenceOf(partial, parseIsoDate(input.issueDate, 'issueDate'))
      : positiveNumber(input.baseIndex, 'baseIndex');
  const terms: BondTerms = {
    couponRate: input.couponRate,
    frequency: input.frequency ?? 2,
    maturityDate: input.maturityDate,
    issueDate: input.issueDate,
    convention: input.convention ?? 'GSEC',
    ...(input.recordDays === undefined ? {} : { recordDays: input.recordDays }),
  };
  const compiled = { ...partial, base, terms, ratioFor: '', ratio: 0 };
  compiledIndexedBonds.set(input, compiled);
  return compiled;
}

/** The real (unindexed) terms: price them with the engine for the real clean price, accrued interest and yield. */
export function capitalIndexedTerms(input: CapitalIndexedBondInput): BondTerms {
  return compile(input).terms;
}

/** The index ratio on a date: its reference index / the issue date's (the base). */
export function indexRatio(input: CapitalIndexedBondInput, date: string): number {
  const bond = compile(input);
  return referenceOf(bond, parseIsoDate(date, 'date')) / bond.base;
}

/** A nominal cash flow of a capital-indexed bond: the real flow times the index ratio of its date. */
export interface IndexedCashflow extends Cashflow {
  /** The index ratio applied (of the due date). */
  indexRatio: number;
}

/**
 * The nominal flows a buyer settling on `settlementDate` receives, per 100 of face value: each real coupon times the
 * index ratio of its date, and the principal times the ratio at maturity (floored at par unless `principalFloor`
 * is false). Months after the series use `projectedInflation`.
 */
export function capitalIndexedCashflows(
  input: CapitalIndexedBondInput,
  request: SettlementInput,
): IndexedCashflow[] {
  const bond = compile(input);
  return cashflows(bond.terms, request).map((flow) => {
    const ratio = referenceOf(bond, parseIsoDate(flow.date, 'date')) / bond.base;
    const coupon = flow.coupon * ratio;
    const principal = flow.principal * (bond.floor ? Math.max(ratio, 1) : ratio);
    return { ...flow, coupon, principal, total: coupon + principal, indexRatio: ratio };
  });
}

/** A real price with its nominal settlement figures. */
export interface IndexedSettlement {
  /** The index ratio on the settlement date. */
  indexRatio: number;
  /** Real clean price x index ratio, per 100 of face value. */
  nominalCleanPrice: number;
  /** Real accrued interest x index ratio. */
  nominalAccruedInterest: number;
  /** What the buyer pays per 100 of face value: the real dirty price x index ratio. */
  nominalDirtyPrice: number;
}

function withNominal<Result extends PriceResult | YieldResult>(
  bond: CompiledIndexedBond,
  result: Result,
): Result & IndexedSettlement {
  if (result.settlementDate !== bond.ratioFor) {
    bond.ratio = referenceOf(bond, parseIsoDate(result.settlementDate, 'settlementDate')) / bond.base;
    bond.ratioFor = result.settlementDate;
  }
  const ratio = bond.ratio;
  return {
    ...result,
    indexRatio: ratio,
    nominalCleanPrice: result.cleanPrice * ratio,
    nominalAccruedInterest: result.accruedInterest * ratio,
    nominalDirtyPrice: result.dirtyPrice * ratio,
  };
}

/**
 * The real clean price at a real yield (the market quotes both unindexed), with the settlement amount: the real
 * dirty price times the index ratio on the settlement date.
 */
export function priceFromRealYield(
  input: CapitalIndexedBondInput,
  request: PriceFromYieldInput,
): PriceResult & IndexedSettlement {
  const bond = compile(input);
  return withNominal(bond, priceFromYield(bond.terms, request));
}

/** The real yield of a real clean price, with the nominal settlement figures. */
export function realYieldFromPrice(
  input: CapitalIndexedBondInput,
  request: YieldFromPriceInput,
): YieldResult & IndexedSettlement {
  const bond = compile(input);
  return withNominal(bond, yieldFromPrice(bond.terms, request));
}
