import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { userAccounts } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/** A member (user account) is visible to and managed by its own firm only. */
function firmMemberCondition(accountId: number, clientId: number): SQL {
  return and(eq(userAccounts.id, accountId), eq(userAccounts.clientId, clientId))!;
}

/** A member of the caller's firm, or a 404 (another firm's members are not revealed). */
export async function loadFirmMember(
  db: DbOrTransaction,
  accountId: number,
  clientId: number,
): Promise<typeof userAccounts.$inferSelect> {
  const [account] = await db.select().from(userAccounts).where(firmMemberCondition(accountId, clientId));
  if (!account) throw ApiProblem.notFound();
  return account;
}

/**
 * A user account a quote may be attributed to (`user_account_id`): an active member of the quoting firm;
 * otherwise 400 on `field`.
 */
export async function checkQuotingMember(
  db: DbOrTransaction,
  accountId: number,
  clientId: number,
  field: string,
): Promise<void> {
  const [account] = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(and(firmMemberCondition(accountId, clientId), eq(userAccounts.status, 'active')));
  if (!account) throw ApiProblem.field(field, 'User account not found in your firm.');
}
