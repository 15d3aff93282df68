import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { priceFromYield, riskMeasures, yieldFromPrice } from '../../../src/pricing/index';
import type {
  BondTerms,
  PriceFromYieldInput,
  PriceResult,
  YieldFromPriceInput,
} from '../../../src/pricing/index';

/** A committed QuantLib vector file: the QuantLib version that made it and its rows. */
export type VectorFile<Rows> = { quantlib: string } & Rows;

/** Reads `vectors/<fileName>`, written by one of the `generate_*.py` scripts beside it. */
export function loadVectorFile<Rows = { vectors: never[] }>(fileName: string): VectorFile<Rows> {
  return JSON.parse(readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8')) as VectorFile<Rows>;
}

/** One priced case, as `generate_vectors.py`'s `record` writes it (yields in percent). */
export interface PricedVector<Bond> {
  id: number;
  group: string;
  bond: Bond;
  settlementDate: string;
  yield: number;
  cleanPrice: number;
  accruedInterest: number;
  dirtyPrice: number;
  modifiedDuration: number;
  convexity: number;
  quotedCleanPrice: number | null;
  quotedYield: number | null;
}

/** Absolute tolerance on prices, accrued interest, duration and yields; convexity is relative (1e-6). */
export const vectorTolerance = 1e-8;

export function expectClose(actual: number, expected: number, tolerance = vectorTolerance): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
}

/** How a vector's bond is priced and solved: the engine's own functions unless a bond kind has its own. */
export interface VectorPricing {
  price(input: PriceFromYieldInput): PriceResult;
  solve(input: YieldFromPriceInput): { yield: number };
}

/**
 * The engine prices `terms` as QuantLib did in `vector`: from its yield (price, accrued, duration, convexity), and
 * back from its quoted price. `pricing` replaces the price and yield functions (MIBOR FRNs accrue their own way).
 */
export function expectPricedLikeQuantLib(
  terms: BondTerms,
  vector: PricedVector<unknown>,
  pricing: VectorPricing = {
    price: (input) => priceFromYield(terms, input),
    solve: (input) => yieldFromPrice(terms, input),
  },
): void {
  const input = { settlementDate: vector.settlementDate, yield: vector.yield };
  const result = pricing.price(input);
  expectClose(result.accruedInterest, vector.accruedInterest);
  expectClose(result.cleanPrice, vector.cleanPrice);
  expectClose(result.dirtyPrice, vector.dirtyPrice);
  const risk = riskMeasures(terms, input);
  expectClose(risk.modifiedDuration, vector.modifiedDuration);
  expectClose(risk.convexity, vector.convexity, 1e-6 * Math.max(1, vector.convexity));
  if (vector.quotedCleanPrice === null || vector.quotedYield === null) return;
  const solved = pricing.solve({
    settlementDate: vector.settlementDate,
    cleanPrice: vector.quotedCleanPrice,
  });
  expectClose(solved.yield, vector.quotedYield);
}
