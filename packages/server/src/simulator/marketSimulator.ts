import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { yieldPercentToFraction } from '@bondkit/core/pricing';
import { eoiCreatePayloadSchema } from '@bondkit/core/internal';
import type { Db } from '../database/connection';
import { eois, instruments, simulatedFirms } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import { createEoi, endEois, type QuoteContext } from '../trading/eoiService';
import { instrumentCatalogue, type CatalogueInstrument } from '../trading/instrumentCatalogue';
import { priceAtYield, resolveSettlementDate, wirePrice } from '../trading/instrumentPricing';
import { marketToday } from '../trading/marketDate';
import { publishPriceUpdate, publishQuoteChange } from '../trading/tradingEvents';
import { typicalLot } from '../universe/generateHistory';
import { createSeededRandom } from '../universe/seededRandom';
import { stepYields, type YieldModelParameters } from './yieldModel';

/** How the simulator runs. */
export interface MarketSimulatorOptions {
  db: Db;
  events: EventPublisher;
  /** The clock. */
  now: () => Date;
  /** Where failures of a tick are reported. Default: ignored. */
  onError?: (error: unknown) => void;
  /** Time between ticks. Default 3,000 ms. */
  intervalMilliseconds?: number;
  /** Share of the liquid bonds whose yield moves on a tick. Default 0.2. */
  movingShare?: number;
  /** Quotes the simulated desks refresh per tick. Default 3. */
  quotesPerTick?: number;
  /** How long a person's quote waits before a simulated desk answers it. Default 8,000 ms. */
  responseDelayMilliseconds?: number;
  /** Random seed. Default: the current time (each run differs). */
  seed?: number;
  model?: YieldModelParameters;
}

/** What a tick did, for tests and logs. */
interface TickReport {
  moved: number;
  refreshedQuotes: number;
  responses: number;
  expired: number;
}

/** A running (or manually ticked) simulator. */
export interface MarketSimulator {
  tick(): Promise<TickReport>;
  /** Starts ticking on the interval (timers do not keep the process alive). */
  start(): void;
  stop(): void;
}

function tenorYears(entry: CatalogueInstrument, today: string): number {
  return (Date.parse(entry.row.maturityDate) - Date.parse(today)) / (365.25 * 86_400_000);
}

/**
 * The demo market: on each tick it moves the yields of a share of the liquid bonds (mean-reverting,
 * correlated along the curve, never outside the price band), publishes the new prices, lets the
 * simulated desks withdraw and re-post quotes around the new levels, answers people's quotes after a
 * short delay, and expires quotes past their expiry. Everything goes through the same quote rules and
 * events as a person's requests.
 */
export function createMarketSimulator(options: MarketSimulatorOptions): MarketSimulator {
  const { db, events } = options;
  const random = createSeededRandom(options.seed ?? Date.now() % 2 ** 31);
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function desks() {
    return db.select().from(simulatedFirms).orderBy(asc(simulatedFirms.clientId));
  }

  function contextFor(
    desk: { clientId: number; userId: number },
    now: Date,
    catalogue: QuoteContext['catalogue'],
  ): QuoteContext {
    return {
      db,
      now,
      catalogue,
      simulated: true,
      party: {
        userId: desk.userId,
        userAccountId: null,
        clientId: desk.clientId,
        rfqExchanges: ['NSE', 'BSE'],
        // The simulated desks quote at the price their yield gives.
        mayOverridePrice: false,
      },
    };
  }

  async function tick(): Promise<TickReport> {
    const now = options.now();
    const today = marketToday(now);
    const catalogue = await instrumentCatalogue(db, now);
    const settlementDate = resolveSettlementDate(now, {});
    const liquid = catalogue.all.filter(
      (entry) =>
        entry.row.isLiquid &&
        entry.terms &&
        entry.row.isListed &&
        !entry.row.isDisabledIsin &&
        entry.row.maturityDate > settlementDate,
    );
    const report: TickReport = { moved: 0, refreshedQuotes: 0, responses: 0, expired: 0 };

    // 1. Yields.
    const share = options.movingShare ?? 0.2;
    const moving = liquid.filter(() => random.chance(share)).slice(0, 300);
    const newYields = new Map<number, number>();
    if (moving.length > 0) {
      const current = await db
        .select({ id: instruments.id, marketYield: instruments.marketYield })
        .from(instruments)
        .where(
          inArray(
            instruments.id,
            moving.map((entry) => entry.row.id),
          ),
        );
      const yields = new Map(current.map((row) => [row.id, row.marketYield]));
      const proposals = stepYields(
        moving.map((entry) => ({
          tenorYears: tenorYears(entry, today),
          referenceYield: entry.row.referenceYield,
          marketYield: yields.get(entry.row.id) ?? entry.row.referenceYield,
        })),
        random,
        options.model,
      );
      const updates: { id: number; yieldPercent: number; price: ReturnType<typeof wirePrice> }[] = [];
      moving.forEach((entry, index) => {
        const proposal = proposals[index]!;
        try {
          const price = wirePrice(priceAtYield(entry.terms!, proposal, settlementDate));
          const { priceBandLow: low, priceBandHigh: high } = entry.row;
          // A move that would leave the price band is not made: the market stays inside it.
          if (
            (low !== null && price.unit_clean_price < low) ||
            (high !== null && price.unit_clean_price > high)
          )
            return;
          updates.push({ id: entry.row.id, yieldPercent: proposal, price });
        } catch {
          // The engine cannot price this yield: no move.
        }
      });
      if (updates.length > 0) {
        const values = sql.join(
          updates.map((update) => sql`(${update.id}::integer, ${update.yieldPercent}::double precision)`),
          sql`, `,
        );
        await db.execute(
          sql`UPDATE instruments SET market_yield = moved.yield, market_updated_at = ${now.toISOString()}::timestamptz FROM (VALUES ${values}) AS moved(id, yield) WHERE instruments.id = moved.id`,
        );
        for (const update of updates) {
          newYields.set(update.id, update.yieldPercent);
          publishPriceUpdate(events, now, {
            finstrumentId: update.id,
            unitCleanPrice: update.price.unit_clean_price,
            bondYield: update.price.bond_yield,
            settlementDate: update.price.settlement_date,
          });
        }
      }
      report.moved = updates.length;
    }

    const deskList = await desks();
    if (deskList.length === 0) return report;
    const deskIds = deskList.map((desk) => desk.clientId);

    // 2. The desks withdraw a stale quote and post a fresh one around the new level.
    const refreshable = [...newYields.keys()].slice(0, options.quotesPerTick ?? 3);
    for (const instrumentId of refreshable) {
      const desk = random.pick(deskList);
      const side = random.chance(0.5) ? 'BID' : 'ASK';
      const entry = catalogue.byId.get(instrumentId)!;
      const stale = await db
        .select({ id: eois.id })
        .from(eois)
        .where(
          and(
            eq(eois.instrumentId, instrumentId),
            eq(eois.clientId, desk.clientId),
            eq(eois.status, 'OPEN'),
            eq(eois.quoteType, side),
          ),
        );
      if (stale.length > 0)
        await endEois(
          { db, now, clientId: desk.clientId },
          stale.map((row) => row.id),
          'CLOSED',
          events,
        );
      const spread = 0.02 + random.next() * 0.06;
      const yieldPercent = newYields.get(instrumentId)! + (side === 'BID' ? spread : -spread);
      try {
        await createEoi(
          contextFor(desk, now, catalogue),
          eoiCreatePayloadSchema.parse({
            finstrument_id: instrumentId,
            quantum: typicalLot(entry.row, random.next()),
            quote_type: side,
            yield_stored: yieldPercentToFraction(yieldPercent),
            fixed_field: 'yield',
          }),
          events,
        );
        report.refreshedQuotes += 1;
      } catch (error) {
        if (!(error instanceof ApiProblem)) throw error;
      }
    }

    // 3. People's quotes get an answer from a desk after a short delay.
    const delay = options.responseDelayMilliseconds ?? 8000;
    const waiting = await db
      .select()
      .from(eois)
      .where(
        and(
          eq(eois.status, 'OPEN'),
          inArray(eois.visibility, ['PUBLIC', 'RFQ']),
          eq(eois.isSimulated, false),
          notInArray(eois.clientId, deskIds),
          lte(eois.createdAt, new Date(now.getTime() - delay)),
          sql`NOT EXISTS (SELECT 1 FROM eois answer WHERE answer.respond_eoi_id = ${eois.id} AND answer.is_simulated)`,
        ),
      )
      .orderBy(asc(eois.id))
      .limit(3);
    for (const quote of waiting) {
      const entry = catalogue.byId.get(quote.instrumentId);
      if (!entry?.terms || entry.row.maturityDate <= today) continue;
      const desk = random.pick(deskList);
      const [live] = await db
        .select({ marketYield: instruments.marketYield })
        .from(instruments)
        .where(eq(instruments.id, quote.instrumentId));
      const marketYield = live?.marketYield ?? entry.row.referenceYield;
      // Close enough to the market (10 bp): the desk takes the quote's own level; otherwise it shows the market.
      const nearMarket =
        quote.yieldStored !== null &&
        quote.unitPriceStored !== null &&
        Math.abs(quote.yieldStored * 100 - marketYield) <= 0.1;
      const deskYield = marketYield + (quote.quoteType === 'BID' ? -0.02 : 0.02);
      try {
        await createEoi(
          contextFor(desk, now, catalogue),
          eoiCreatePayloadSchema.parse({
            finstrument_id: quote.instrumentId,
            quantum: quote.quantum,
            respond_eoi_id: quote.id,
            ...(nearMarket
              ? { use_respond_eoi_price: true }
              : { yield_stored: yieldPercentToFraction(deskYield), fixed_field: 'yield' }),
          }),
          events,
          'response',
        );
        report.responses += 1;
      } catch (error) {
        if (!(error instanceof ApiProblem)) throw error;
      }
    }

    // 4. Quotes past their expiry.
    const expired = await db
      .update(eois)
      .set({ status: 'EXPIRED', updatedAt: now })
      .where(and(eq(eois.status, 'OPEN'), lte(eois.expiryDateStored, now)))
      .returning();
    for (const row of expired) publishQuoteChange(events, now, row, 'expired');
    report.expired = expired.length;
    return report;
  }

  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        // One tick at a time: a slow database skips ticks rather than piling them up.
        if (running) return;
        running = true;
        tick()
          .catch((error: unknown) => options.onError?.(error))
          .finally(() => {
            running = false;
          });
      }, options.intervalMilliseconds ?? 3000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
