import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { eois } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { EoiRow } from '../trading/eoiView';
import type { Viewer } from './viewer';

/**
 * EOIs a client of a broker-dealer sends its broker, and the broker's quotes on them, are `CLIENT` EOIs: no
 * market list, run or negotiation shows them (those read PUBLIC, RFQ, PRIVATE and RESPONSE only).
 */
export const clientEoiVisibility = 'CLIENT';

/** A client's EOI (not a broker's quote on one). */
export const clientRequestCondition: SQL = sql`${eois.visibility} = ${clientEoiVisibility} AND ${eois.respondEoiId} IS NULL`;

/**
 * The visibility rule of a client's EOI: its client sees it, and the broker-dealer it was sent to
 * (`broker_id`, the firm that manages the client); nobody else. Both loaders answer 404 for anything else,
 * whatever its id, so another client's EOI is never revealed.
 */
export async function loadOwnClientEoi(db: DbOrTransaction, viewer: Viewer, id: number): Promise<EoiRow> {
  const [row] = await db
    .select()
    .from(eois)
    .where(and(eq(eois.id, id), clientRequestCondition, eq(eois.clientId, viewer.clientId)));
  if (!row) throw ApiProblem.notFound('EOI not found.');
  return row;
}

/** A client's EOI sent to the viewer's firm (its broker-dealer), or a 404. */
export async function loadAddressedClientEoi(
  db: DbOrTransaction,
  viewer: Viewer,
  id: number,
): Promise<EoiRow> {
  const [row] = await db
    .select()
    .from(eois)
    .where(and(eq(eois.id, id), clientRequestCondition, eq(eois.brokerId, viewer.clientId)));
  if (!row) throw ApiProblem.notFound('EOI not found.');
  return row;
}
