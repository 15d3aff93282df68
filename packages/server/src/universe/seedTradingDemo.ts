import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { roundCleanPrice, yieldPercentToFraction } from '@bondkit/core/pricing';
import type { Db } from '../database/connection';
import { rowsOf } from '../database/migrate';
import {
  clients,
  eois,
  instruments,
  inventoryMovements,
  inventoryPositions,
  simulatedFirms,
  userAccounts,
  users,
} from '../database/schema/index';
import { instrumentTerms } from '../trading/instrumentTerms';
import { priceAtYield, resolveSettlementDate } from '../trading/instrumentPricing';
import { marketToday } from '../trading/marketDate';
import { typicalLot } from './generateHistory';
import { insertInBatches } from './insertInBatches';
import { seedUniverseInstruments, type SeedUniverseOptions } from './seedUniverse';
import { createSeededRandom } from './seededRandom';

/** The simulated counterparties: institutional desks whose quotes and responses the simulator makes. */
const simulatedFirmNames: readonly { name: string; brandName: string; slug: string }[] = [
  { name: 'Konark Treasury Services Limited', brandName: 'Konark Treasury', slug: 'konarktreasury' },
  { name: 'Vindhya Bank Limited', brandName: 'Vindhya Bank', slug: 'vindhyabank' },
  { name: 'Malabar Mutual Fund', brandName: 'Malabar MF', slug: 'malabarmf' },
  { name: 'Satpura Life Insurance Company Limited', brandName: 'Satpura Life', slug: 'satpuralife' },
];

/** The demo firms that start with holdings, by website. */
const holdingFirms = ['meridiancapital.in', 'kaveriamc.in'];

/**
 * The demo's trading data, once: the simulated counterparties, their open quotes on liquid bonds (a
 * market to see at first sign-in) and starting holdings for the demo firms.
 */
async function seedTradingDemo(db: Db, now: Date): Promise<void> {
  if (rowsOf(await db.execute(sql`SELECT 1 FROM simulated_firms LIMIT 1`)).length > 0) return;
  const random = createSeededRandom(4242);
  const settlementDate = resolveSettlementDate(now, {});
  const liquid = await db
    .select()
    .from(instruments)
    .where(eq(instruments.isLiquid, true))
    .orderBy(asc(instruments.id));
  const today = marketToday(now);
  const tradable = liquid.filter(
    (row) => row.maturityDate > today && row.isListed && !row.isDisabledIsin && row.convention !== null,
  );
  await db.transaction(async (transaction) => {
    const firms = await transaction
      .insert(clients)
      .values(
        simulatedFirmNames.map((firm) => ({
          name: firm.name,
          brandName: firm.brandName,
          website: `${firm.slug}.sim.bondkit.in`,
          clientType: 'CORP',
          clientSegment: 'INSTITUTIONAL',
          allowedExchanges: ['NSE', 'BSE'],
          rfqExchanges: ['NSE', 'BSE'],
          nscclCode: `S${String(random.integer(10000, 99999))}`,
          nscclName: firm.name,
        })),
      )
      .returning({ id: clients.id });
    const desks = await transaction
      .insert(users)
      .values(
        simulatedFirmNames.map((firm) => ({
          email: `desk@${firm.slug}.sim.bondkit.in`,
          firstName: `${firm.brandName}`,
          lastName: 'Desk (simulated)',
          uniqueId: randomUUID(),
          isDemo: true,
        })),
      )
      .returning({ id: users.id });
    await transaction.insert(userAccounts).values(
      firms.map((firm, index) => ({
        userId: desks[index]!.id,
        clientId: firm.id,
        roles: ['clientdealer'],
        status: 'active',
      })),
    );
    await transaction
      .insert(simulatedFirms)
      .values(firms.map((firm, index) => ({ clientId: firm.id, userId: desks[index]!.id })));

    const quotes: (typeof eois.$inferInsert)[] = [];
    for (const row of tradable) {
      const terms = instrumentTerms(row)!;
      for (const side of ['BID', 'ASK'] as const) {
        if (!random.chance(0.55)) continue;
        const firmIndex = random.integer(0, firms.length - 1);
        const spread = 0.02 + random.next() * 0.08;
        const yieldPercent =
          Math.round((row.marketYield + (side === 'BID' ? spread : -spread)) * 10_000) / 10_000;
        try {
          const price = priceAtYield(terms, yieldPercent, settlementDate);
          quotes.push({
            instrumentId: row.id,
            clientId: firms[firmIndex]!.id,
            userId: desks[firmIndex]!.id,
            quoteType: side,
            quantum: typicalLot(row, random.next()),
            unitPriceStored: roundCleanPrice(price.cleanPrice),
            yieldStored: yieldPercentToFraction(yieldPercent),
            fixedField: 'yield',
            source: 'WEBSITE',
            whatsappConsent: false,
            state: 'DEFAULT',
            status: 'OPEN',
            visibility: random.chance(0.1) ? 'RFQ' : 'PUBLIC',
            isBest: false,
            sendToRfq: false,
            priceOverridden: false,
            isSimulated: true,
            createdAt: now,
            updatedAt: now,
          });
        } catch {
          // A bill that settles after maturity: no quote.
        }
      }
    }
    await insertInBatches(
      transaction,
      eois,
      quotes.map((quote) => ({ ...quote, sendToRfq: quote.visibility === 'RFQ' })),
      500,
    );

    const holders = await transaction
      .select({ id: clients.id })
      .from(clients)
      .where(inArray(clients.website, holdingFirms));
    for (const holder of holders) {
      const picks = tradable.filter(() => random.chance(12 / Math.max(tradable.length, 12))).slice(0, 12);
      for (const row of picks) {
        const terms = instrumentTerms(row)!;
        const quantity = typicalLot(row, random.next());
        const cost = roundCleanPrice(
          priceAtYield(terms, row.referenceYield + random.normal() * 0.15, settlementDate).cleanPrice,
        );
        await transaction.insert(inventoryPositions).values({
          clientId: holder.id,
          instrumentId: row.id,
          quantity,
          valuationCost: cost,
          confirmedAt: now,
          updatedAt: now,
        });
        await transaction.insert(inventoryMovements).values({
          clientId: holder.id,
          instrumentId: row.id,
          quantityChange: quantity,
          unitCleanPrice: cost,
          source: 'UPLOAD',
          tradeDate: today,
        });
      }
    }
  });
}

/** The bond universe and the demo's trading data (first start in demo mode). */
export async function seedTradingUniverse(
  db: Db,
  now: Date,
  options: SeedUniverseOptions = {},
): Promise<void> {
  await seedUniverseInstruments(db, now, options);
  await seedTradingDemo(db, now);
}
