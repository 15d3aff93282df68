import { instruments } from '../../database/schema/index';
import type { Db } from '../../database/connection';
import type { EventPublisher } from '../../events/eventPublisher';
import {
  instrumentCatalogue,
  type CatalogueInstrument,
  type InstrumentCatalogue,
} from '../../trading/instrumentCatalogue';
import { marketToday } from '../../trading/marketDate';
import { resolveSettlementDate } from '../../trading/instrumentPricing';

/** What the analyst answers from: the instrument master and the live market yields, read at one moment. */
export interface MarketSnapshot {
  catalogue: InstrumentCatalogue;
  /** Live market yield (percent) by instrument id. */
  yields: ReadonlyMap<number, number>;
  /** The latest market update among the yields read: the "as of" every answer states. */
  asOf: Date;
  /** When the snapshot was read: its trade date is `today`, and settlement rules count from it. */
  readAt: Date;
  /** Today's India trade date. */
  today: string;
  /** The default settlement date: the pricing endpoint's own rule (T+1 business day on its calendar). */
  settlementDate: string;
  db: Db;
}

/** A bond that can be quoted today: listed, not matured, not disabled. */
export function isTradable(entry: CatalogueInstrument, today: string): boolean {
  return entry.row.isListed && !entry.row.isDisabledIsin && entry.row.maturityDate > today;
}

/** Reads the market once: the catalogue (itself cached) and every instrument's live yield. */
export async function readMarketSnapshot(db: Db, now: Date): Promise<MarketSnapshot> {
  const [catalogue, rows] = await Promise.all([
    instrumentCatalogue(db, now),
    db
      .select({
        id: instruments.id,
        marketYield: instruments.marketYield,
        updatedAt: instruments.marketUpdatedAt,
      })
      .from(instruments),
  ]);
  let asOf = new Date(0);
  const yields = new Map<number, number>();
  for (const row of rows) {
    yields.set(row.id, row.marketYield);
    if (row.updatedAt > asOf) asOf = row.updatedAt;
  }
  return {
    catalogue,
    yields,
    asOf: asOf.getTime() === 0 ? now : asOf,
    readAt: now,
    today: marketToday(now),
    // The pricing endpoint's settlement rule itself, so MIND's figures equal it (holidays included).
    settlementDate: resolveSettlementDate(now, {}),
    db,
  };
}

/** The market event that moves a yield: the simulator (or another instance, over the event bus) publishes it. */
const priceUpdateEvent = 'trade_stream.price_update';

export interface MarketSnapshotCacheOptions {
  db: Db;
  now: () => Date;
  /** Where price updates are heard; each one makes the next read fetch the yields again. */
  events: EventPublisher;
  /**
   * How long a snapshot may be kept with no price event, in milliseconds: a safety net for a yield written
   * without an event (a universe loaded by hand). Default 30 000.
   */
  maximumAgeMs?: number;
}

/**
 * The market every answer reads, kept in memory between price updates. Fifty concurrent conversations share one
 * read (and the per-snapshot bond summaries), and no answer is behind the market: a price update event makes the
 * next read fetch the yields again. A new trade date or a reloaded catalogue also starts a new snapshot.
 */
export class MarketSnapshotCache {
  readonly #options: MarketSnapshotCacheOptions;
  readonly #maximumAgeMs: number;
  #current: { snapshot: Promise<MarketSnapshot>; readAt: number; generation: number } | null = null;
  /** Counts price updates heard; a snapshot read before the latest one is stale. */
  #generation = 0;
  readonly #unsubscribe: () => void;

  constructor(options: MarketSnapshotCacheOptions) {
    this.#options = options;
    this.#maximumAgeMs = options.maximumAgeMs ?? 30_000;
    this.#unsubscribe = options.events.subscribe((event) => {
      if (event.type === priceUpdateEvent) this.#generation += 1;
    });
  }

  /** The current snapshot, read again when a price moved, the day turned, the catalogue changed or it aged. */
  async read(): Promise<MarketSnapshot> {
    const now = this.#options.now();
    const current = this.#current;
    if (
      current &&
      current.generation === this.#generation &&
      now.getTime() - current.readAt <= this.#maximumAgeMs &&
      current.readAt <= now.getTime()
    ) {
      const snapshot = await current.snapshot.catch(() => null);
      if (
        snapshot &&
        snapshot.today === marketToday(now) &&
        snapshot.catalogue === (await instrumentCatalogue(this.#options.db, now))
      )
        return snapshot;
    }
    const snapshot = readMarketSnapshot(this.#options.db, now);
    const entry = { snapshot, readAt: now.getTime(), generation: this.#generation };
    this.#current = entry;
    snapshot.catch(() => {
      if (this.#current === entry) this.#current = null;
    });
    return snapshot;
  }

  /** Stops listening for price updates. */
  close(): void {
    this.#unsubscribe();
  }
}
