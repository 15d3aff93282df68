import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { clusters, orders } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EoiRow } from '../trading/eoiView';
import { returnedRow } from '../database/returnedRow';

/** A negotiation (cluster) as stored. */
export type NegotiationRow = typeof clusters.$inferSelect;

/**
 * The visibility rule of a negotiation: it is between exactly two firms, the firm whose quote was
 * answered (`ownerClientId`) and the firm that answered it (`counterpartyClientId`). Only they see it,
 * quote in it or accept in it; a third firm gets 404, as if it did not exist.
 */
export function isNegotiationParty(negotiation: NegotiationRow, clientId: number): boolean {
  return negotiation.ownerClientId === clientId || negotiation.counterpartyClientId === clientId;
}

/** The same rule in SQL, for lists. */
export function negotiationPartyCondition(clientId: number): SQL {
  return or(eq(clusters.ownerClientId, clientId), eq(clusters.counterpartyClientId, clientId))!;
}

/**
 * Whether a quote belongs to a negotiation: the quote it answers, or a quote placed in it by one of its two
 * firms (a third firm's quote left in an old negotiation does not count).
 */
export function isNegotiationQuote(negotiation: NegotiationRow, quote: EoiRow): boolean {
  if (quote.id === negotiation.quoteEoiId) return true;
  return quote.clusterId === negotiation.id && isNegotiationParty(negotiation, quote.clientId);
}

/** A negotiation the firm takes part in, or a 404 (a third firm must not learn that it exists). */
export async function loadVisibleNegotiation(
  db: DbOrTransaction,
  negotiationId: number,
  clientId: number,
): Promise<NegotiationRow> {
  const [row] = await db
    .select()
    .from(clusters)
    .where(and(eq(clusters.id, negotiationId), negotiationPartyCondition(clientId)));
  if (!row) throw ApiProblem.notFound('Negotiation not found.');
  return row;
}

/** The open negotiation between a quote's firm and one counterparty about that quote, if any. */
export async function openNegotiationAbout(
  db: DbOrTransaction,
  quote: EoiRow,
  counterpartyClientId: number,
): Promise<NegotiationRow | null> {
  const [row] = await db
    .select()
    .from(clusters)
    .where(
      and(
        eq(clusters.quoteEoiId, quote.id),
        eq(clusters.counterpartyClientId, counterpartyClientId),
        eq(clusters.state, 'OPEN'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Opens a negotiation between a quote's firm and the firm answering it. */
export async function openNegotiation(
  db: DbOrTransaction,
  quote: EoiRow,
  counterpartyClientId: number,
  now: Date,
): Promise<NegotiationRow> {
  const row = returnedRow(
    await db
      .insert(clusters)
      .values({
        instrumentId: quote.instrumentId,
        ownerClientId: quote.clientId,
        counterpartyClientId,
        quoteEoiId: quote.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  return row;
}

/**
 * The order a quote traded in, through any negotiation about it, if it has traded: a quote fills once, so
 * every other negotiation about it closes with the trade (see `executeTrade`).
 */
async function tradeOfQuote(db: DbOrTransaction, quoteId: number | null): Promise<number | null> {
  if (quoteId === null) return null;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(clusters, eq(clusters.id, orders.clusterId))
    .where(eq(clusters.quoteEoiId, quoteId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The refusal of an accept or a counter in a negotiation that is no longer open: when the quote it is about
 * traded (here or in another negotiation) the answer says so, otherwise it names the negotiation's state.
 */
export async function closedNegotiationProblem(
  db: DbOrTransaction,
  negotiation: NegotiationRow,
  field: string | null,
): Promise<ApiProblem> {
  const traded = negotiation.state === 'ACCEPTED' ? null : await tradeOfQuote(db, negotiation.quoteEoiId);
  const message =
    traded === null
      ? `This negotiation is already ${negotiation.state}.`
      : `The quote of this negotiation has traded (order #${traded}): this negotiation is closed.`;
  return field === null ? ApiProblem.nonField(message) : ApiProblem.field(field, message);
}
