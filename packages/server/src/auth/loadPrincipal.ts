import { and, eq } from 'drizzle-orm';
import { roleSchema, type Role } from '@bondkit/core/validation';
import type { DbOrTransaction } from '../database/connection';
import { clients, userAccounts, users } from '../database/schema/index';
import type { Principal } from './principal';
import { rolesFirmMayHold } from '../authorization/firmRoles';

/** Roles as stored, keeping only identifiers the platform knows. */
export function parseRoles(stored: readonly string[]): Role[] {
  return stored.flatMap((role) => {
    const parsed = roleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Loads the caller of an access token: null when the user or the active account no longer exists. */
export async function loadPrincipal(
  db: DbOrTransaction,
  claims: { userId: number; userAccountId: number; issuedAt: number },
): Promise<Principal | null> {
  const [row] = await db
    .select({ user: users, account: userAccounts, client: clients })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .innerJoin(clients, eq(clients.id, userAccounts.clientId))
    .where(
      and(
        eq(userAccounts.id, claims.userAccountId),
        eq(userAccounts.userId, claims.userId),
        eq(userAccounts.status, 'active'),
      ),
    );
  if (!row) return null;
  // A password change or "sign out everywhere" invalidates access tokens issued before it.
  if (claims.issuedAt < Math.floor(row.user.tokensValidAfter.getTime() / 1000)) return null;
  // A member's roles count only where the firm holds them (granted by the platform; trade roles once verified).
  const held = rolesFirmMayHold(row.client);
  const roles = parseRoles(row.account.roles).filter((role) => held.includes(role));
  return { ...row, roles, issuedAt: claims.issuedAt };
}
