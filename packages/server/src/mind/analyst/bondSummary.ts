import { PricingError, priceFromYield, roundCleanPrice } from '@bondkit/core/pricing';
import type { CatalogueInstrument } from '../../trading/instrumentCatalogue';
import { ratingGrade } from '../../trading/instrumentView';
import type { MarketSnapshot } from './marketSnapshot';

/** A bond as every tool names it: always with its security page link and the market's own numbers. */
export interface BondSummary {
  id: number;
  name: string;
  isin: string;
  issuer: string;
  issuerType: string;
  instrumentType: string;
  /** Grade without agency (AAA, AA+), SOVEREIGN for G-secs, or null. */
  rating: string | null;
  couponPercent: number;
  maturityDate: string;
  /** Live market yield, percent, as the security page shows it. */
  marketYieldPercent: number | null;
  /** Clean price at the market yield for T+1 settlement, 4 decimals; null when the engine cannot price it. */
  marketCleanPrice: number | null;
  isLiquid: boolean;
  /** `/security/{id}`. */
  link: string;
}

/** Years between two ISO dates (actual days / 365.25): the tenor axis of the curve. */
export function yearsBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (365.25 * 86_400_000);
}

// A snapshot is immutable and shared by every answer for up to a second: each bond is priced once per snapshot.
const summaries = new WeakMap<MarketSnapshot, Map<number, BondSummary>>();

/** The summary of a catalogue entry at the snapshot's market (computed once per snapshot). */
export function summariseBond(entry: CatalogueInstrument, market: MarketSnapshot): BondSummary {
  let cache = summaries.get(market);
  if (!cache) {
    cache = new Map();
    summaries.set(market, cache);
  }
  const cached = cache.get(entry.row.id);
  if (cached) return cached;
  const summary = computeSummary(entry, market);
  cache.set(entry.row.id, summary);
  return summary;
}

function computeSummary(entry: CatalogueInstrument, market: MarketSnapshot): BondSummary {
  const { row } = entry;
  const marketYield = market.yields.get(row.id) ?? null;
  let marketCleanPrice: number | null = null;
  if (entry.terms && marketYield !== null && row.maturityDate > market.settlementDate) {
    try {
      marketCleanPrice = roundCleanPrice(
        priceFromYield(entry.terms, { yield: marketYield, settlementDate: market.settlementDate }).cleanPrice,
      );
    } catch (error) {
      if (!PricingError.isInstance(error)) throw error;
    }
  }
  return {
    id: row.id,
    name: row.displayName,
    isin: row.isin,
    issuer: entry.issuerName,
    issuerType: entry.issuerType,
    instrumentType: row.instrumentType,
    rating: row.rating === 'SOVEREIGN' ? 'SOVEREIGN' : ratingGrade(row.rating),
    couponPercent: row.couponRate,
    maturityDate: row.maturityDate,
    marketYieldPercent: entry.terms ? marketYield : null,
    marketCleanPrice,
    isLiquid: row.isLiquid,
    link: `/security/${row.id}`,
  };
}
