import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { clients, userAccounts } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { tradingRoles } from '../auth/accessPolicies';

/** Firms that trade with others (not the end clients a broker manages, which only their broker sees). */
export const tradingFirmCondition: SQL = isNull(clients.managedByClientId);

/**
 * The visibility rule of a participant (a member as a counterparty, with the firm's clearing codes): the
 * caller's own colleagues, members of the clients the caller's firm manages, and the people other firms
 * trade through (an active dealer, trade viewer or back-office member of a trading firm). Ops admins,
 * compliance officers, researchers and individuals of other firms are not counterparties: 404.
 * Expects `users` joined with `userAccounts` and `clients`.
 */
export function participantVisibleCondition(viewerClientId: number): SQL {
  return and(
    eq(userAccounts.status, 'active'),
    or(
      eq(clients.id, viewerClientId),
      eq(clients.managedByClientId, viewerClientId),
      and(
        tradingFirmCondition,
        sql`${userAccounts.roles} ?| array[${sql.join(
          tradingRoles.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`,
      ),
    ),
  )!;
}

/** A broker a quote or trade may name: a trading firm that acts as a broker; otherwise 400 on `field`. */
export async function checkBroker(db: DbOrTransaction, brokerId: number, field: string): Promise<void> {
  const [broker] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, brokerId), eq(clients.isBroker, true), tradingFirmCondition));
  if (!broker) throw ApiProblem.field(field, 'Broker not found.');
}

/**
 * A firm a private quote may be sent to: another trading firm (an end client managed by a third firm is not
 * reachable); otherwise 400 on `field`.
 */
export async function checkCounterpartyFirms(
  db: DbOrTransaction,
  viewerClientId: number,
  firmIds: readonly number[],
  field: string,
): Promise<void> {
  for (const firmId of new Set(firmIds)) {
    if (firmId === viewerClientId)
      throw ApiProblem.field(field, 'A private quote goes to another firm, not your own.');
    const [firm] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, firmId), tradingFirmCondition));
    if (!firm) throw ApiProblem.field(field, `Counterparty ${firmId} not found.`);
  }
}
