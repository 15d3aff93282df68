import { asc, desc, inArray, or } from 'drizzle-orm';
import type { Cluster } from '@bondkit/core';
import { isNegotiationQuote, negotiationPartyCondition } from '../authorization/negotiationRules';
import type { Db } from '../database/connection';
import { clusters, eois, orders } from '../database/schema/index';
import { quoteListRowsFor } from './quoteListRows';

/** A negotiation (cluster) as stored. */
export type NegotiationRow = typeof clusters.$inferSelect;

/** The most negotiations a firm's list shows. */
const maximumListed = 100;

/** The negotiations a firm is a party to, latest change first (at most 100). */
export async function firmNegotiations(db: Db, clientId: number): Promise<NegotiationRow[]> {
  return db
    .select()
    .from(clusters)
    .where(negotiationPartyCondition(clientId))
    .orderBy(desc(clusters.updatedAt))
    .limit(maximumListed);
}

/**
 * Negotiations as `viewerClientId` sees them: each with its own quotes only (the answered quote and its two
 * firms' quotes, as list rows) and the order it led to, if any.
 */
export async function negotiationViews(
  db: Db,
  now: Date,
  rows: readonly NegotiationRow[],
  viewerClientId: number,
): Promise<Cluster[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const quoteIds = rows.flatMap((row) => (row.quoteEoiId === null ? [] : [row.quoteEoiId]));
  const candidates = await db
    .select()
    .from(eois)
    .where(
      quoteIds.length > 0
        ? or(inArray(eois.clusterId, ids), inArray(eois.id, quoteIds))
        : inArray(eois.clusterId, ids),
    )
    .orderBy(asc(eois.id));
  const byNegotiation = new Map(
    rows.map((row) => [row.id, candidates.filter((quote) => isNegotiationQuote(row, quote))]),
  );
  const members = [...new Map([...byNegotiation.values()].flat().map((quote) => [quote.id, quote])).values()];
  const views = await quoteListRowsFor(db, now, members, viewerClientId);
  const placed = await db
    .select({ id: orders.id, clusterId: orders.clusterId })
    .from(orders)
    .where(inArray(orders.clusterId, ids));
  return rows.map((row) => {
    const own = byNegotiation.get(row.id) ?? [];
    return {
      id: row.id,
      finstrument_id: row.instrumentId,
      state: row.state,
      owner_client_id: row.ownerClientId,
      is_mine: row.ownerClientId === viewerClientId,
      note: row.note,
      order_id: placed.find((order) => order.clusterId === row.id)?.id ?? null,
      eois: views.filter((view) => own.some((quote) => quote.id === view.id)),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** One negotiation's view (see {@link negotiationViews}). */
export async function negotiationView(
  db: Db,
  now: Date,
  row: NegotiationRow,
  viewerClientId: number,
): Promise<Cluster> {
  const [view] = await negotiationViews(db, now, [row], viewerClientId);
  if (!view) throw new Error(`Negotiation ${row.id} has no view.`);
  return view;
}
