import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { clients, invitations, userAccounts, users } from '../database/schema/index';

/** The 410 page's title, also the API's message for an invalid, used, revoked or expired code. */
export const invitationInvalidMessage = 'Invitation URL invalid';

/** An invitation link is valid for 14 days. */
export const invitationLifetimeMilliseconds = 14 * 24 * 60 * 60 * 1000;

/** The pending, unexpired invitation of a code, with its account, user and firm; null otherwise. */
export async function findUsableInvitation(db: DbOrTransaction, code: string, now: Date) {
  const [row] = await db
    .select({ invitation: invitations, account: userAccounts, user: users, client: clients })
    .from(invitations)
    .innerJoin(userAccounts, eq(userAccounts.id, invitations.userAccountId))
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .innerJoin(clients, eq(clients.id, userAccounts.clientId))
    .where(
      and(eq(invitations.code, code), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
    );
  if (!row || row.account.status !== 'invited') return null;
  return row;
}
