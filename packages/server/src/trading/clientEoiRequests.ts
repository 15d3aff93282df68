// A client of a broker-dealer (an individual client a broking firm manages) sends its broker EOIs: interest in
// a bond at a level, or a request for a quote (trading-and-chat 3: `end_client_id`, `broker_id`). The broker
// quotes (`clientEoiQuotes.ts`); the client accepts the quote it saw, which makes one order both see.
import type { ClientEoi, ClientEoiCreate, ClientPortfolio, Order } from '@bondkit/core';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import {
  clientEoiVisibility,
  clientRequestCondition,
  loadOwnClientEoi,
} from '../authorization/clientEoiRules';
import { orderVisibleCondition } from '../authorization/orderRules';
import { viewerOf } from '../authorization/viewer';
import type { Db } from '../database/connection';
import { clients, eois, orders } from '../database/schema/index';
import { returnedRow } from '../database/returnedRow';
import { ApiProblem } from '../errors/ApiProblem';
import type { EventPublisher } from '../events/eventPublisher';
import { clientEoiViews, isCurrentQuote } from './clientEoiView';
import { checkClientHoldsEnough } from './clientHoldingLimit';
import { checkQuantum, quotableInstrument } from './eoiService';
import { firmOrderViews } from './firmOrders';
import { instrumentCatalogue } from './instrumentCatalogue';
import { resolveSettlementDate } from './instrumentPricing';
import { firmHoldings } from './inventoryHoldings';
import { marketToday } from './marketDate';
import { tradeMoney } from './orderService';
import { publishPlatformTrade, recordPlatformTrade } from './platformTrade';

/** What the client's EOI operations need. */
export interface ClientEoiContext {
  db: Db;
  now: Date;
  events: EventPublisher;
}

/** The most EOIs a client keeps open at once: enough for any portfolio, not a flood on its broker's desk. */
const openClientEoiLimit = 20;

/** The message of a client with no broker-dealer. */
const noBrokerMessage =
  'Your account is not linked to a broker-dealer: ask your broker to add you as their client.';

/** Tells the broker's desk (its Ticketing pane) that its clients' EOIs changed. */
export function publishClientEoiChange(events: EventPublisher, now: Date, brokerClientId: number): void {
  events.publish({
    type: 'trade_stream.inquiries_refresh',
    clientId: brokerClientId,
    occurredAt: now,
    payload: {},
  });
}

/** The broker-dealer of the caller's firm (the firm that manages it), or null. */
async function brokerOf(db: Db, principal: Principal): Promise<{ id: number; name: string } | null> {
  const brokerId = principal.client.managedByClientId;
  if (brokerId === null) return null;
  const [broker] = await db
    .select({ id: clients.id, name: clients.name, brandName: clients.brandName })
    .from(clients)
    .where(eq(clients.id, brokerId));
  return broker ? { id: broker.id, name: broker.brandName ?? broker.name } : null;
}

/**
 * Sends an EOI to the caller's broker-dealer: a listed, unmatured bond, whole units of its face value, on
 * either side, with an optional level. A client without a broker, or with too many open EOIs, is refused.
 */
export async function createClientEoi(
  context: ClientEoiContext,
  principal: Principal,
  body: ClientEoiCreate,
): Promise<ClientEoi> {
  const { db, now, events } = context;
  const broker = await brokerOf(db, principal);
  if (!broker) throw ApiProblem.nonField(noBrokerMessage);
  const catalogue = await instrumentCatalogue(db, now);
  const entry = quotableInstrument(catalogue, body.finstrument_id, marketToday(now));
  checkQuantum(entry, body.quantum);
  if (body.quote_type === 'ASK')
    await checkClientHoldsEnough(
      db,
      { clientId: principal.client.id, instrumentId: entry.row.id, quantum: body.quantum },
      'quantum',
    );
  const open = await db
    .select({ id: eois.id })
    .from(eois)
    .where(and(clientRequestCondition, eq(eois.clientId, principal.client.id), eq(eois.status, 'OPEN')));
  if (open.length >= openClientEoiLimit)
    throw ApiProblem.nonField(
      `You have ${openClientEoiLimit} open requests: withdraw one or wait for a quote before sending another.`,
    );
  const row = returnedRow(
    await db
      .insert(eois)
      .values({
        instrumentId: entry.row.id,
        clientId: principal.client.id,
        userId: principal.user.id,
        userAccountId: principal.account.id,
        endClientId: principal.client.id,
        brokerId: broker.id,
        quoteType: body.quote_type,
        quantum: body.quantum,
        unitPriceStored: body.unit_price_stored ?? null,
        yieldStored: body.yield_stored ?? null,
        fixedField: body.yield_stored != null ? 'yield' : body.unit_price_stored != null ? 'price' : null,
        source: 'WEBSITE',
        whatsappConsent: false,
        state: 'DEFAULT',
        status: 'OPEN',
        visibility: clientEoiVisibility,
        isBest: false,
        sendToRfq: false,
        priceOverridden: false,
        firmness: 'INDICATIVE',
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  publishClientEoiChange(events, now, broker.id);
  return returnedRow(await clientEoiViews(db, now, [row]));
}

/** The caller's EOIs to its broker, newest first (the latest 100), and the broker. */
export async function listOwnClientEois(db: Db, now: Date, principal: Principal) {
  const rows = await db
    .select()
    .from(eois)
    .where(and(clientRequestCondition, eq(eois.clientId, principal.client.id)))
    .orderBy(desc(eois.createdAt), desc(eois.id))
    .limit(100);
  return { broker: await brokerOf(db, principal), eois: await clientEoiViews(db, now, rows) };
}

/** Withdraws one of the caller's EOIs that is still open; its broker's open quote goes with it. */
export async function withdrawClientEoi(
  context: ClientEoiContext,
  principal: Principal,
  id: number,
): Promise<ClientEoi> {
  const { db, now, events } = context;
  const withdrawn = await db.transaction(async (transaction) => {
    const request = await loadOwnClientEoi(transaction, viewerOf(principal), id);
    const [locked] = await transaction.select().from(eois).where(eq(eois.id, request.id)).for('update');
    if (!locked || locked.status !== 'OPEN')
      throw ApiProblem.badRequest('This request is no longer open: it was accepted or withdrawn.');
    await transaction
      .update(eois)
      .set({ status: 'CLOSED', updatedAt: now })
      .where(or(eq(eois.id, locked.id), and(eq(eois.respondEoiId, locked.id), eq(eois.status, 'OPEN'))));
    return returnedRow(await transaction.select().from(eois).where(eq(eois.id, locked.id)));
  });
  if (withdrawn.brokerId !== null) publishClientEoiChange(events, now, withdrawn.brokerId);
  return returnedRow(await clientEoiViews(db, now, [withdrawn]));
}

/**
 * Accepts the broker's quote `quoteId` on the caller's EOI `id`, in one transaction that locks the EOI: the
 * quote must be the one the client saw, still current (not replaced, not past its validity). Makes one
 * ACCEPTED order between the client and its broker at the quoted price (settling T+1), moves both firms'
 * holdings and closes the EOI and the quote. A second accept finds the EOI closed and gets a 400.
 */
export async function acceptClientEoiQuote(
  context: ClientEoiContext,
  principal: Principal,
  id: number,
  quoteId: number,
): Promise<{ eoi: ClientEoi; order: Order }> {
  const { db, now, events } = context;
  const catalogue = await instrumentCatalogue(db, now);
  const { request, order } = await db.transaction(async (transaction) => {
    await loadOwnClientEoi(transaction, viewerOf(principal), id);
    const [locked] = await transaction.select().from(eois).where(eq(eois.id, id)).for('update');
    if (!locked || locked.status !== 'OPEN')
      throw ApiProblem.badRequest('This request is no longer open: it was accepted or withdrawn.');
    const [quote] = await transaction
      .select()
      .from(eois)
      .where(
        and(eq(eois.id, quoteId), eq(eois.respondEoiId, locked.id), eq(eois.visibility, clientEoiVisibility)),
      );
    if (!quote) throw ApiProblem.field('quote_id', 'Quote not found on this request.');
    if (quote.status === 'CLOSED')
      throw ApiProblem.field('quote_id', 'Your broker-dealer replaced this quote: review the new one.');
    if (!isCurrentQuote(quote, now) || quote.unitPriceStored === null)
      throw ApiProblem.field('quote_id', 'This quote has expired: your broker-dealer can quote again.');
    const entry = catalogue.byId.get(locked.instrumentId);
    if (!entry) throw ApiProblem.notFound('Finstrument not found.');
    // A holding sold elsewhere since the request was sent: still only what is held.
    if (locked.quoteType === 'ASK')
      await checkClientHoldsEnough(
        transaction,
        {
          clientId: locked.clientId,
          instrumentId: locked.instrumentId,
          quantum: locked.quantum,
          exceptEoiId: locked.id,
        },
        'quote_id',
      );
    const settlementDate = resolveSettlementDate(now, {});
    const money = tradeMoney(entry, locked.quantum, quote.unitPriceStored, settlementDate);
    const clientBuys = locked.quoteType === 'BID';
    const [broker] = await transaction
      .select({ name: clients.name, brandName: clients.brandName })
      .from(clients)
      .where(eq(clients.id, quote.clientId));
    const created = await recordPlatformTrade(
      transaction,
      {
        instrumentId: locked.instrumentId,
        ownerClientId: principal.client.id,
        createdByUserId: principal.user.id,
        buyerClientId: clientBuys ? principal.client.id : quote.clientId,
        sellerClientId: clientBuys ? quote.clientId : principal.client.id,
        counterpartyName: broker?.brandName ?? broker?.name ?? null,
        quantity: locked.quantum,
        unitCleanPrice: quote.unitPriceStored,
        bondYield: quote.yieldStored,
        settlementDate,
        accruedInterest: money.accrued,
        consideration: money.total,
        exchange: null,
        clusterId: null,
        sourceEoiId: quote.id,
        considerationStatus: 'PENDING',
      },
      now,
    );
    await transaction
      .update(eois)
      .set({ status: 'CLOSED', closedAgainstEoiId: quote.id, updatedAt: now })
      .where(eq(eois.id, locked.id));
    await transaction
      .update(eois)
      .set({ status: 'CLOSED', closedAgainstEoiId: locked.id, updatedAt: now })
      .where(eq(eois.id, quote.id));
    const closed = returnedRow(await transaction.select().from(eois).where(eq(eois.id, locked.id)));
    return { request: closed, order: created };
  });
  await publishPlatformTrade(db, events, now, order);
  if (request.brokerId !== null) publishClientEoiChange(events, now, request.brokerId);
  const [eoi] = await clientEoiViews(db, now, [request]);
  const [orderView] = await firmOrderViews(db, now, [order], principal.client.id);
  if (!eoi || !orderView) throw new Error(`Accepted EOI ${id} has no view.`);
  return { eoi, order: orderView };
}

/** The caller's own bonds: its holdings, valued, and the orders it is party to (the latest 100). */
export async function clientPortfolio(db: Db, now: Date, principal: Principal): Promise<ClientPortfolio> {
  const clientId = principal.client.id;
  const rows = await db
    .select()
    .from(orders)
    .where(orderVisibleCondition(clientId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
  const [holdings, orderViews] = await Promise.all([
    firmHoldings(db, clientId, now),
    firmOrderViews(db, now, rows, clientId),
  ]);
  return { holdings, orders: orderViews };
}
