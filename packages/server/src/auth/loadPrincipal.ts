import { and, eq } from 'drizzle-orm';
import { roleSchema, type Role } from '@bondkit/core/validation';
import type { DbOrTransaction } from '../database/connection';
import { changeVersions, isDatabaseRoot } from '../database/changeVersions';
import { embeddedChangeCounter } from '../database/embeddedChangeCounter';
import { clients, userAccounts, users } from '../database/schema/index';
import type { Principal } from './principal';
import { rolesFirmMayHold } from '../authorization/firmRoles';

/** Roles as stored, keeping only identifiers the platform knows. */
function parseRoles(stored: readonly string[]): Role[] {
  return stored.flatMap((role) => {
    const parsed = roleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
}

type LoadedPrincipal = Omit<Principal, 'issuedAt'>;

/** Every change to users, their accounts and firms notifies this channel (migration 0017). */
const principalChangesChannel = 'bondkit_principal_changes';

/** The most principals held per database; past it the held ones are dropped and reloaded as they call. */
const heldPrincipalLimit = 10_000;

interface HeldPrincipals {
  /** The change count the held principals were loaded at (read before their query). */
  changes: number;
  byAccount: Map<number, LoadedPrincipal>;
}

const held = new WeakMap<DbOrTransaction, HeldPrincipals>();

async function queryPrincipal(
  db: DbOrTransaction,
  claims: { userId: number; userAccountId: number },
): Promise<LoadedPrincipal | null> {
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
  // A member's roles count only where the firm holds them (granted by the platform; trade roles once verified).
  const firmRoles = rolesFirmMayHold(row.client);
  const roles = parseRoles(row.account.roles).filter((role) => firmRoles.includes(role));
  // Frozen: one loaded principal serves many requests, so no handler may change it.
  return Object.freeze({
    user: Object.freeze(row.user),
    account: Object.freeze(row.account),
    client: Object.freeze(row.client),
    roles: Object.freeze(roles),
  });
}

/**
 * The principal of an account, from memory while nothing it is loaded from has changed, else from the
 * database. On an embedded PGlite the notification count tells (see `embeddedChangeCounter`); on PostgreSQL
 * the principal version (migration 0022), read with the market version in one shared read (`changeVersions`)
 * that began after this call, so a change committed before the request is always seen.
 */
async function principalOf(
  db: DbOrTransaction,
  claims: { userId: number; userAccountId: number },
): Promise<LoadedPrincipal | null> {
  if (!isDatabaseRoot(db)) return queryPrincipal(db, claims);
  const count = await embeddedChangeCounter(db, principalChangesChannel).catch(() => null);
  const changes = count === null ? (await changeVersions(db)).principal : count();
  let principals = held.get(db);
  if (!principals || principals.changes !== changes || principals.byAccount.size >= heldPrincipalLimit) {
    principals = { changes, byAccount: new Map() };
    held.set(db, principals);
  }
  const known = principals.byAccount.get(claims.userAccountId);
  if (known) return known.user.id === claims.userId ? known : null;
  const loaded = await queryPrincipal(db, claims);
  // Held only when nothing changed during the query. On PGlite the count says so; on PostgreSQL the version
  // was read before the query, so a change during it shows as a new version on the next request, which then
  // loads again: a held principal is never older than its version.
  if (loaded !== null && (count === null || count() === changes) && held.get(db) === principals)
    principals.byAccount.set(claims.userAccountId, loaded);
  return loaded;
}

/** Loads the caller of an access token: null when the user or the active account no longer exists. */
export async function loadPrincipal(
  db: DbOrTransaction,
  claims: { userId: number; userAccountId: number; issuedAt: number },
): Promise<Principal | null> {
  const principal = await principalOf(db, claims);
  if (!principal) return null;
  // A password change or "sign out everywhere" invalidates access tokens issued before it.
  if (claims.issuedAt < Math.floor(principal.user.tokensValidAfter.getTime() / 1000)) return null;
  return { ...principal, issuedAt: claims.issuedAt };
}
