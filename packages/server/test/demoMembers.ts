import { eq } from 'drizzle-orm';
import type { Principal } from '../src/auth/principal';
import { loadPrincipal } from '../src/auth/loadPrincipal';
import type { Db } from '../src/database/connection';
import { clients, userAccounts, users } from '../src/database/schema/index';
import { demoAccounts } from '../src/seed/demoAccounts';
import type { DemoKey } from './harness';

/**
 * A demo user and the firm they are a member of, read from the database. For the service tests, which call
 * domain functions without HTTP and so without a signed-in request.
 */
export async function demoMember(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, client: clients })
    .from(users)
    .innerJoin(userAccounts, eq(userAccounts.userId, users.id))
    .innerJoin(clients, eq(clients.id, userAccounts.clientId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`No demo member ${email}`);
  return row;
}

/** A demo account's principal, as the server builds it for a signed-in request. */
export async function demoPrincipal(db: Db, key: DemoKey): Promise<Principal> {
  const email = demoAccounts.find((account) => account.key === key)?.email ?? '';
  const [account] = await db
    .select({ userId: users.id, userAccountId: userAccounts.id })
    .from(users)
    .innerJoin(userAccounts, eq(userAccounts.userId, users.id))
    .where(eq(users.email, email));
  if (account === undefined) throw new Error(`No demo account ${key}`);
  const principal = await loadPrincipal(db, { ...account, issuedAt: Math.floor(Date.now() / 1000) });
  if (principal === null) throw new Error(`No principal for ${key}`);
  return principal;
}
