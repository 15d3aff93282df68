import { and, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { clusters, eois } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { NegotiationRow } from '../authorization/negotiationRules';

/** What a party may change of a negotiation: its note, or (its owner only) its state. */
export interface NegotiationChange {
  note?: string | null | undefined;
  state?: 'OPEN' | 'CLOSED' | undefined;
}

/**
 * Changes a negotiation the caller's firm takes part in (`loadVisibleNegotiation` first): either party notes
 * it; only the firm that owns it changes its state, and only while it is OPEN. Closing it closes the open
 * answers placed in it, so that nobody trades on them afterwards.
 */
export async function updateNegotiation(
  db: DbOrTransaction,
  now: Date,
  negotiation: NegotiationRow,
  clientId: number,
  change: NegotiationChange,
): Promise<NegotiationRow> {
  if (change.state !== undefined && change.state !== negotiation.state) {
    if (negotiation.ownerClientId !== clientId)
      throw ApiProblem.forbidden('Only the firm that owns the negotiation can close it.');
    if (negotiation.state !== 'OPEN')
      throw ApiProblem.badRequest(`This negotiation is ${negotiation.state} and cannot change state.`);
  }
  const updated = returnedRow(
    await db
      .update(clusters)
      .set({
        note: change.note === undefined ? negotiation.note : change.note,
        state: change.state ?? negotiation.state,
        updatedAt: now,
      })
      .where(eq(clusters.id, negotiation.id))
      .returning(),
  );
  if (updated.state === 'CLOSED') {
    await db
      .update(eois)
      .set({ status: 'CLOSED', updatedAt: now })
      .where(
        and(eq(eois.clusterId, negotiation.id), eq(eois.status, 'OPEN'), eq(eois.visibility, 'RESPONSE')),
      );
  }
  return updated;
}
