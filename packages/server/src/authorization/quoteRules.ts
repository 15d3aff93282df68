import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { clusters, eois } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EoiRow } from '../trading/eoiView';
import {
  closedNegotiationProblem,
  isNegotiationParty,
  isNegotiationQuote,
  openNegotiationAbout,
  type NegotiationRow,
} from './negotiationRules';
import type { Viewer } from './viewer';

/**
 * The firms a PRIVATE quote was sent to: `oto_participant_details.client_id` and `client_ids`, whole numbers
 * only (a quote naming them otherwise is refused when created, see `quoteReferences.ts`).
 */
export function privateQuoteRecipients(quote: Pick<EoiRow, 'otoParticipantDetails'>): number[] {
  const details = quote.otoParticipantDetails ?? {};
  const ids: unknown[] = [
    details.client_id,
    ...(Array.isArray(details.client_ids) ? (details.client_ids as unknown[]) : []),
  ];
  return ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
}

/**
 * The visibility rule of a quote (EOI), the one every route that reads or acts on a quote applies:
 * - the quoting firm always sees its own quotes;
 * - otherwise only with trade access: PUBLIC and RFQ quotes by every such firm, PRIVATE quotes by the
 *   firms they were sent to, RESPONSE quotes (answers and counters) by the two firms of their negotiation.
 */
function canSeeQuote(viewer: Viewer, quote: EoiRow, negotiation: NegotiationRow | null): boolean {
  if (quote.clientId === viewer.clientId) return true;
  if (!viewer.tradeAccess) return false;
  switch (quote.visibility) {
    case 'PUBLIC':
    case 'RFQ':
      return true;
    case 'PRIVATE':
      return privateQuoteRecipients(quote).includes(viewer.clientId);
    case 'RESPONSE':
      return (
        negotiation !== null &&
        isNegotiationQuote(negotiation, quote) &&
        isNegotiationParty(negotiation, viewer.clientId)
      );
    default:
      return false;
  }
}

/** PRIVATE quotes a firm may see, in SQL (private runs): its own and those sent to it. */
export function privateQuoteVisibleCondition(clientId: number): SQL {
  return and(
    eq(eois.visibility, 'PRIVATE'),
    or(
      eq(eois.clientId, clientId),
      sql`(${eois.otoParticipantDetails} ->> 'client_id') = ${String(clientId)}`,
      sql`coalesce(${eois.otoParticipantDetails} -> 'client_ids', '[]'::jsonb) @> ${JSON.stringify([clientId])}::jsonb`,
    ),
  )!;
}

/** The negotiation a RESPONSE quote was placed in (other quotes are not inside one by themselves). */
async function negotiationOfResponse(db: DbOrTransaction, quote: EoiRow): Promise<NegotiationRow | null> {
  if (quote.visibility !== 'RESPONSE' || quote.clusterId === null) return null;
  const [row] = await db.select().from(clusters).where(eq(clusters.id, quote.clusterId));
  return row ?? null;
}

/** A quote the viewer may answer, and the negotiation the answer goes into (null: a new one). */
export interface AnswerableQuote {
  quote: EoiRow;
  negotiation: NegotiationRow | null;
}

/**
 * Loads a quote the viewer may answer (respond to, counter, or trade against). One that does not exist
 * or that the viewer may not see is a 404 on `field`, the same answer either way; a visible quote that
 * cannot be answered (closed, expired, the viewer's own) is a 400 saying why.
 */
export async function loadAnswerableQuote(
  db: DbOrTransaction,
  viewer: Viewer,
  quoteId: number,
  field: string,
  now: Date,
): Promise<AnswerableQuote> {
  const [quote] = await db.select().from(eois).where(eq(eois.id, quoteId));
  const responseNegotiation = quote ? await negotiationOfResponse(db, quote) : null;
  if (!quote || !canSeeQuote(viewer, quote, responseNegotiation))
    throw new ApiProblem(404, { [field]: ['Quote not found.'] });
  // A counter in a negotiation closed by a trade on its quote says the quote traded, not only "CLOSED".
  if (responseNegotiation && responseNegotiation.state !== 'OPEN')
    throw await closedNegotiationProblem(db, responseNegotiation, field);
  const expired = quote.expiryDateStored !== null && quote.expiryDateStored.getTime() <= now.getTime();
  if (quote.status !== 'OPEN' || expired)
    throw ApiProblem.field(
      field,
      `This quote is ${expired ? 'EXPIRED' : quote.status} and can no longer be answered.`,
    );
  if (quote.clientId === viewer.clientId)
    throw ApiProblem.field(field, "You cannot answer your own firm's quote.");
  if (responseNegotiation) return { quote, negotiation: responseNegotiation };
  return { quote, negotiation: await openNegotiationAbout(db, quote, viewer.clientId) };
}

/** A quote of the viewer's own firm (to change, withdraw or expire), or a 404. */
export async function loadOwnQuote(db: DbOrTransaction, viewer: Viewer, quoteId: number): Promise<EoiRow> {
  const [quote] = await db.select().from(eois).where(eq(eois.id, quoteId));
  if (!quote || quote.clientId !== viewer.clientId) throw ApiProblem.notFound('Quote not found.');
  return quote;
}
