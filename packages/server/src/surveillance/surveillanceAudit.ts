import { sql } from 'drizzle-orm';
import type { SurveillanceAuditAction } from '@bondkit/core/internal';
import type { SurveillanceAuditEntry } from '@bondkit/core/validation';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';

/** Who looked: the compliance officer and their firm. */
export interface SurveillanceViewer {
  clientId: number;
  userId: number;
}

/**
 * Writes one surveillance view to the firm's audit log: which channel was opened, what was searched for,
 * which chats were downloaded, which alert was reviewed and with what note. Written before the answer is
 * sent, so no view goes unrecorded.
 */
export async function recordSurveillanceView(
  db: DbOrTransaction,
  viewer: SurveillanceViewer,
  action: SurveillanceAuditAction,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db.execute(sql`INSERT INTO surveillance_audit_events (client_id, user_id, action, details, created_at)
    VALUES (${viewer.clientId}, ${viewer.userId}, ${action}, ${JSON.stringify(details)}::jsonb, ${now.toISOString()}::timestamptz)`);
}

/** The firm's audit log, newest first (optionally one action), and how many entries match. */
export async function firmAuditLog(
  db: DbOrTransaction,
  clientId: number,
  query: { action?: SurveillanceAuditAction | undefined; limit: number },
): Promise<{ count: number; results: SurveillanceAuditEntry[] }> {
  const actionFilter = query.action ? sql`AND e.action = ${query.action}` : sql``;
  const count = Number(
    rowsOf(
      await db.execute(
        sql`SELECT count(*)::integer AS count FROM surveillance_audit_events e WHERE e.client_id = ${clientId} ${actionFilter}`,
      ),
    )[0]?.count ?? 0,
  );
  const rows = rowsOf(
    await db.execute(sql`SELECT e.id, e.action, e.details, e.created_at, u.first_name, u.last_name, u.email
      FROM surveillance_audit_events e JOIN users u ON u.id = e.user_id
      WHERE e.client_id = ${clientId} ${actionFilter}
      ORDER BY e.created_at DESC, e.id DESC LIMIT ${query.limit}`),
  );
  return {
    count,
    results: rows.map((row) => ({
      id: Number(row.id),
      action: String(row.action) as SurveillanceAuditAction,
      user_name: `${String(row.first_name)} ${String(row.last_name ?? '')}`.trim(),
      user_email: String(row.email),
      details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<
        string,
        unknown
      >,
      created_at: new Date(row.created_at as string | Date).toISOString(),
    })),
  };
}
