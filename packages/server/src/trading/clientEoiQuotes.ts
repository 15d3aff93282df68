// The broker-dealer's side of its clients' EOIs (`clientEoiRequests.ts`): the desk lists the EOIs its clients
// sent it and quotes them; a new quote replaces the last, so the client always sees one price to accept.
import type { ClientEoi, ClientEoiQuoteCreate } from '@bondkit/core';
import { clientQuoteDefaultMinutes } from '@bondkit/core/contract';
import { PricingError } from '@bondkit/core/pricing';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import {
  clientEoiVisibility,
  clientRequestCondition,
  loadAddressedClientEoi,
} from '../authorization/clientEoiRules';
import { viewerOf } from '../authorization/viewer';
import { eois } from '../database/schema/index';
import { returnedRow } from '../database/returnedRow';
import { ApiProblem } from '../errors/ApiProblem';
import { clientEoiViews } from './clientEoiView';
import { publishClientEoiChange, type ClientEoiContext } from './clientEoiRequests';
import type { CatalogueInstrument } from './instrumentCatalogue';
import { instrumentCatalogue } from './instrumentCatalogue';
import {
  isInstrumentLevelPricingError,
  priceAtCleanPrice,
  priceAtYield,
  resolveSettlementDate,
  wirePrice,
} from './instrumentPricing';

/** The EOIs the caller's firm's clients sent it: open ones first, then the latest closed (100 in all). */
export async function listFirmClientEois(
  context: Pick<ClientEoiContext, 'db' | 'now'>,
  principal: Principal,
): Promise<{ eois: ClientEoi[] }> {
  const { db, now } = context;
  const rows = await db
    .select()
    .from(eois)
    .where(and(clientRequestCondition, eq(eois.brokerId, principal.client.id)))
    .orderBy(
      asc(sql`CASE WHEN ${eois.status} = 'OPEN' THEN 0 ELSE 1 END`),
      desc(eois.updatedAt),
      desc(eois.id),
    )
    .limit(100);
  return { eois: await clientEoiViews(db, now, rows) };
}

/** The quoted price and yield: the one given kept as sent, the other from the engine (T+1 settlement). */
function pricedQuote(
  entry: CatalogueInstrument,
  body: ClientEoiQuoteCreate,
  settlementDate: string,
): { unitPriceStored: number; yieldStored: number | null; fixedField: 'price' | 'yield' } {
  const yieldFraction = body.yield_stored ?? null;
  const price = body.unit_price_stored ?? null;
  if (price !== null && price <= 0) throw ApiProblem.field('unit_price_stored', 'Cannot be zero');
  if (!entry.terms) {
    if (price === null)
      throw ApiProblem.field('unit_price_stored', 'This bond cannot be priced from a yield: quote a price.');
    return { unitPriceStored: price, yieldStored: null, fixedField: 'price' };
  }
  try {
    if (yieldFraction !== null) {
      const computed = wirePrice(priceAtYield(entry.terms, yieldFraction * 100, settlementDate));
      return { unitPriceStored: computed.unit_clean_price, yieldStored: yieldFraction, fixedField: 'yield' };
    }
    const computed = wirePrice(priceAtCleanPrice(entry.terms, price ?? 0, settlementDate));
    return { unitPriceStored: price ?? 0, yieldStored: computed.bond_yield, fixedField: 'price' };
  } catch (error) {
    if (isInstrumentLevelPricingError(error) && price !== null)
      return { unitPriceStored: price, yieldStored: null, fixedField: 'price' };
    if (PricingError.isInstance(error) || isInstrumentLevelPricingError(error)) {
      throw yieldFraction !== null
        ? ApiProblem.field('yield_stored', 'No price corresponds to this yield.')
        : ApiProblem.field('unit_price_stored', 'No yield corresponds to this price.');
    }
    throw error;
  }
}

/**
 * A dealer quotes a client's EOI sent to the dealer's firm (another firm's client's EOI is a 404): a firm
 * price on the other side for the whole size, good for `valid_minutes`. The EOI must still be open; the
 * previous open quote is replaced (closed) in the same transaction that locks the EOI.
 */
export async function quoteClientEoi(
  context: ClientEoiContext,
  principal: Principal,
  id: number,
  body: ClientEoiQuoteCreate,
): Promise<ClientEoi> {
  const { db, now, events } = context;
  const catalogue = await instrumentCatalogue(db, now);
  const request = await db.transaction(async (transaction) => {
    await loadAddressedClientEoi(transaction, viewerOf(principal), id);
    const [locked] = await transaction.select().from(eois).where(eq(eois.id, id)).for('update');
    if (!locked || locked.status !== 'OPEN')
      throw ApiProblem.badRequest('This request is no longer open: the client accepted or withdrew it.');
    const entry = catalogue.byId.get(locked.instrumentId);
    if (!entry) throw ApiProblem.notFound('Finstrument not found.');
    const priced = pricedQuote(entry, body, resolveSettlementDate(now, {}));
    const [previous] = await transaction
      .update(eois)
      .set({ status: 'CLOSED', updatedAt: now })
      .where(and(eq(eois.respondEoiId, locked.id), eq(eois.status, 'OPEN')))
      .returning({ id: eois.id });
    await transaction.insert(eois).values({
      instrumentId: locked.instrumentId,
      clientId: principal.client.id,
      userId: principal.user.id,
      userAccountId: principal.account.id,
      endClientId: locked.clientId,
      brokerId: principal.client.id,
      respondEoiId: locked.id,
      replaces: previous?.id ?? null,
      quoteType: locked.quoteType === 'BID' ? 'ASK' : 'BID',
      quantum: locked.quantum,
      unitPriceStored: priced.unitPriceStored,
      yieldStored: priced.yieldStored,
      fixedField: priced.fixedField,
      expiryDateStored: new Date(now.getTime() + (body.valid_minutes ?? clientQuoteDefaultMinutes) * 60_000),
      source: 'WEBSITE',
      whatsappConsent: false,
      state: 'DEFAULT',
      status: 'OPEN',
      visibility: clientEoiVisibility,
      isBest: false,
      sendToRfq: false,
      priceOverridden: false,
      firmness: 'FIRM',
      createdAt: now,
      updatedAt: now,
    });
    await transaction.update(eois).set({ updatedAt: now }).where(eq(eois.id, locked.id));
    return returnedRow(await transaction.select().from(eois).where(eq(eois.id, locked.id)));
  });
  publishClientEoiChange(events, now, principal.client.id);
  return returnedRow(await clientEoiViews(db, now, [request]));
}
