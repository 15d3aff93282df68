import { and, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { eois } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EoiRow } from './eoiView';

/** Stored prices carry 4 decimals and yields (fractions) 6: levels are compared at that precision. */
const sameLevel = (a: number | null, b: number | null, decimals: number): boolean =>
  a !== null && b !== null && a.toFixed(decimals) === b.toFixed(decimals);

/**
 * Whether an answer takes the quote it answers at that quote's own level (a hit or a lift: by its price, or
 * by its yield when the answer fixed the yield). Such an answer agrees to the quote's terms, as
 * `use_respond_eoi_price` does; an answer at another level is an offer still under negotiation.
 */
function isHit(answer: EoiRow, answered: EoiRow): boolean {
  if (answer.respondEoiId !== answered.id) return false;
  return answer.fixedField === 'yield'
    ? sameLevel(answer.yieldStored, answered.yieldStored, 6)
    : sameLevel(answer.unitPriceStored, answered.unitPriceStored, 4);
}

/** The words of a refusal to replace a hit: what stands and what ends it. */
function hitStandsMessage(hit: EoiRow): string {
  const level =
    hit.fixedField === 'yield' && hit.yieldStored !== null
      ? `${(hit.yieldStored * 100).toFixed(4)}%`
      : `₹${hit.unitPriceStored ?? '-'}`;
  return `Your firm's ${hit.quoteType === 'BID' ? 'lift' : 'hit'} at ${level} (quote ${hit.id}) stands until the quoting firm accepts or counters it, or the quote closes; it cannot be replaced.`;
}

/**
 * Refuses (409) a new answer by a firm to a quote its firm has already hit in that negotiation.
 *
 * The rule, why: a counter replacing the same firm's earlier open counter is ordinary negotiation (each side
 * restates its price; `persistEoi` retires the old one). A hit is different: it accepted the quote's own terms,
 * and the quoting firm may be accepting it at this moment, so the hitting firm may not quietly swap it for a
 * new price by answering the same quote again. Once the quoting firm counters the hit, answering that counter
 * is negotiation again (the answer names the counter, not the quote), and the hit is retired as usual.
 */
export async function refuseReplacingHit(
  db: DbOrTransaction,
  clusterId: number,
  clientId: number,
  answered: EoiRow,
  field: string,
): Promise<void> {
  const ownOpen = await db
    .select()
    .from(eois)
    .where(
      and(
        eq(eois.clusterId, clusterId),
        eq(eois.clientId, clientId),
        eq(eois.visibility, 'RESPONSE'),
        eq(eois.status, 'OPEN'),
        eq(eois.respondEoiId, answered.id),
      ),
    );
  const hit = ownOpen.find((answer) => isHit(answer, answered));
  if (hit) throw ApiProblem.conflict(field, hitStandsMessage(hit));
}

/**
 * Refuses (409) replacing or re-pricing a standing hit directly (`replaces`, `PUT api/eoi/update/{id}/`): the
 * same rule as `refuseReplacingHit`, for the hit's own id.
 */
export async function refuseChangingHit(
  db: DbOrTransaction,
  quote: EoiRow,
  /** The payload field to name; null: the refusal is about the quote itself (`{ detail }`). */
  field: string | null,
): Promise<void> {
  if (quote.visibility !== 'RESPONSE' || quote.status !== 'OPEN' || quote.respondEoiId === null) return;
  const [answered] = await db.select().from(eois).where(eq(eois.id, quote.respondEoiId));
  if (!answered || !isHit(quote, answered)) return;
  const message = hitStandsMessage(quote);
  throw field === null ? new ApiProblem(409, { detail: message }) : ApiProblem.conflict(field, message);
}
