import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderAuditEntry } from '@bondkit/core/validation';
import type { DbOrTransaction } from '../database/connection';
import { clients, orderAudit, users } from '../database/schema/index';

/** What an audit row records. */
export interface OrderAuditRecord {
  orderId: number;
  actorUserId: number;
  actorClientId: number;
  /** `reported`, `accept`, `reject`, `cancel`, `modify`, `settle`, `settle-cancel`, `amendment.proposed`, … */
  action: string;
  details?: Record<string, unknown>;
}

/** Writes one audit row, in the caller's transaction (so it exists exactly when the change does). */
export async function recordOrderAudit(
  db: DbOrTransaction,
  record: OrderAuditRecord,
  now: Date,
): Promise<void> {
  await db.insert(orderAudit).values({
    orderId: record.orderId,
    actorUserId: record.actorUserId,
    actorClientId: record.actorClientId,
    action: record.action,
    details: record.details ?? {},
    createdAt: now,
  });
}

/** An order's audit trail, oldest first, as the viewer's firm sees it. */
export async function orderAuditTrail(
  db: DbOrTransaction,
  orderId: number,
  viewerClientId: number,
): Promise<OrderAuditEntry[]> {
  const rows = await db
    .select()
    .from(orderAudit)
    .where(eq(orderAudit.orderId, orderId))
    .orderBy(asc(orderAudit.id));
  const userIds = [...new Set(rows.map((row) => row.actorUserId))];
  const people =
    userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds));
  const firmIds = [...new Set(rows.map((row) => row.actorClientId))];
  const firms =
    firmIds.length === 0
      ? []
      : await db
          .select({ id: clients.id, name: clients.name, brandName: clients.brandName })
          .from(clients)
          .where(inArray(clients.id, firmIds));
  return rows.map((row) => {
    const person = people.find((candidate) => candidate.id === row.actorUserId);
    const firm = firms.find((candidate) => candidate.id === row.actorClientId);
    const byYourFirm = row.actorClientId === viewerClientId;
    return {
      id: row.id,
      action: row.action,
      // The other firm's people are named by firm only: who decided there is their business. Its name, so
      // the trail reads 'Consideration rejected by Kaveri Asset Management', not by 'Counterparty'.
      actor_name:
        byYourFirm && person
          ? `${person.firstName} ${person.lastName}`.trim()
          : (firm?.brandName ?? firm?.name ?? 'Counterparty'),
      by_your_firm: byYourFirm,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    };
  });
}
