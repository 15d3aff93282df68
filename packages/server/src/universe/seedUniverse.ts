import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { roundCleanPrice, settlementDate } from '@bondkit/core/pricing';
import type { Db } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { instruments, issuers, tradePrints } from '../database/schema/index';
import { invalidateInstrumentCatalogue } from '../trading/instrumentCatalogue';
import { priceAtYield } from '../trading/instrumentPricing';
import { instrumentTerms } from '../trading/instrumentTerms';
import { marketToday } from '../trading/marketDate';
import { generateHistory } from './generateHistory';
import { generateUniverse, type InstrumentSeed } from './generateUniverse';
import { insertInBatches } from './insertInBatches';

/** Options of {@link seedUniverseInstruments}. */
export interface SeedUniverseOptions {
  /** Instruments to generate. Default 3,000. */
  instrumentCount?: number;
  /** Random seed. Default 20260101. */
  seed?: number;
  /** Days of trade history per liquid bond. Default 90. */
  historyDays?: number;
}

/** What a seed did. */
export interface SeedUniverseResult {
  instruments: number;
  tradePrints: number;
  milliseconds: number;
}

/** Government paper moves less in a day than company paper: the band is 3 % of price, else 5 %. */
function bandWidth(instrument: InstrumentSeed): number {
  return instrument.instrumentType === 'CORPORATE' || instrument.instrumentType === 'PSU' ? 0.05 : 0.03;
}

function priceBand(
  instrument: InstrumentSeed,
  settlement: string,
): { low: number | null; high: number | null } {
  const terms = instrumentTerms({ ...instrument, convention: instrument.convention });
  if (!terms) return { low: null, high: null };
  try {
    const price = priceAtYield(terms, instrument.referenceYield, settlement).cleanPrice;
    return {
      low: roundCleanPrice(price * (1 - bandWidth(instrument))),
      high: roundCleanPrice(price * (1 + bandWidth(instrument))),
    };
  } catch {
    return { low: null, high: null };
  }
}

/**
 * Generates and inserts the bond universe and its trade history, unless instruments exist already.
 * Multi-row inserts in one transaction: about a second for the demo's 3,000 instruments on PGlite.
 */
export async function seedUniverseInstruments(
  db: Db,
  now: Date,
  options: SeedUniverseOptions = {},
): Promise<SeedUniverseResult> {
  const started = performance.now();
  const existing = rowsOf(await db.execute(sql`SELECT 1 FROM instruments LIMIT 1`));
  if (existing.length > 0) return { instruments: 0, tradePrints: 0, milliseconds: 0 };
  const asOf = marketToday(now);
  const universe = generateUniverse({ asOf, instrumentCount: options.instrumentCount, seed: options.seed });
  const history = generateHistory(universe.instruments, { asOf, days: options.historyDays });
  const settlement = settlementDate(asOf, 1);
  await db.transaction(async (transaction) => {
    const issuerIds = (
      await transaction
        .insert(issuers)
        .values(
          universe.issuers.map(({ name, issuerType, sector, creditRationale }) => ({
            name,
            issuerType,
            sector,
            creditRationale,
          })),
        )
        .returning({ id: issuers.id })
    ).map((row) => row.id);
    const instrumentIds: number[] = [];
    const batchSize = 500;
    for (let start = 0; start < universe.instruments.length; start += batchSize) {
      const batch = universe.instruments.slice(start, start + batchSize).map((instrument) => {
        const band = priceBand(instrument, settlement);
        return {
          isin: instrument.isin,
          displayName: instrument.displayName,
          issuerId: issuerIds[instrument.issuerIndex]!,
          instrumentType: instrument.instrumentType,
          couponRate: instrument.couponRate,
          frequency: instrument.frequency,
          issueDate: instrument.issueDate,
          maturityDate: instrument.maturityDate,
          faceValue: instrument.faceValue,
          convention: instrument.convention,
          extraTerms: instrument.extraTerms,
          isListed: instrument.isListed,
          isDisabledIsin: instrument.isDisabledIsin,
          secured: instrument.secured,
          rating: instrument.rating,
          ratingAgency: instrument.ratingAgency,
          isLiquid: instrument.isLiquid,
          referenceYield: instrument.referenceYield,
          marketYield: instrument.referenceYield,
          priceBandLow: band.low,
          priceBandHigh: band.high,
          marketUpdatedAt: now,
        };
      });
      const inserted = await transaction.insert(instruments).values(batch).returning({ id: instruments.id });
      instrumentIds.push(...inserted.map((row) => row.id));
    }
    await insertInBatches(
      transaction,
      tradePrints,
      history.map(({ instrumentIndex, ...print }) => ({
        ...print,
        instrumentId: instrumentIds[instrumentIndex]!,
      })),
    );
  });
  invalidateInstrumentCatalogue(db);
  return {
    instruments: universe.instruments.length,
    tradePrints: history.length,
    milliseconds: Math.round(performance.now() - started),
  };
}
