import { eq, sql } from 'drizzle-orm';
import { roleSchema } from '@bondkit/core/internal';
import { type Role } from '@bondkit/core/validation';
import type { DbOrTransaction } from '../database/connection';
import { clients, exchangeCredentials, userAccounts } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { returnedRow } from '../database/returnedRow';

/** The roles that reach trading (quotes, the market, orders): the platform grants them, nobody else. */
const tradeRoles: readonly Role[] = ['clientdealer', 'clientviewer', 'backoffice'];

/** What a new firm holds at registration: a company its first user's roles, an individual the basic one. */
export function registrationGrants(individual: boolean): Role[] {
  return individual ? ['user'] : ['user', 'clientopsadmin'];
}

type FirmState = Pick<typeof clients.$inferSelect, 'grantedRoles' | 'verifiedAt'>;

/**
 * The role rule of a firm: it holds the roles the platform granted it (`granted_roles`), and trade roles
 * only while verified (`verified_at`). A member's roles count only where the firm holds them, so a role
 * written into an account by any other path grants nothing.
 */
export function rolesFirmMayHold(client: FirmState): Role[] {
  return client.grantedRoles.flatMap((stored) => {
    const parsed = roleSchema.safeParse(stored);
    if (!parsed.success) return [];
    if (tradeRoles.includes(parsed.data) && client.verifiedAt === null) return [];
    return [parsed.data];
  });
}

/**
 * An ops admin assigns (or invites with) only roles the firm holds; anything else is a 403 naming the
 * roles, since only the platform grants them.
 */
export function assertGrantable(client: FirmState, roles: readonly Role[], field: string): void {
  const held = rolesFirmMayHold(client);
  const missing = roles.filter((role) => !held.includes(role));
  if (missing.length > 0)
    throw new ApiProblem(403, {
      [field]: [
        `Your firm does not hold the role${missing.length === 1 ? '' : 's'} ${missing.join(', ')}: the platform administrator grants ${missing.some((role) => tradeRoles.includes(role)) ? 'trade roles to verified firms with exchange access' : 'roles to firms'}.`,
      ],
    });
}

/** Why a firm cannot be granted trade roles yet, or null when it can. */
async function tradeReadiness(
  db: DbOrTransaction,
  client: typeof clients.$inferSelect,
): Promise<string | null> {
  if (client.managedByClientId !== null) return 'it is an end client managed by another firm';
  if (client.nscclCode || client.icclCode) return null;
  const [credential] = await db
    .select({ id: exchangeCredentials.id })
    .from(exchangeCredentials)
    .where(eq(exchangeCredentials.clientId, client.id))
    .limit(1);
  return credential ? null : 'it has no clearing code and no exchange credentials (NSCCL or ICCL)';
}

/**
 * The platform administrator's grant (see `grantFirmRolesCommand.ts`): gives a firm roles, verifying it
 * when asked. Trade roles need a verified firm with exchange access (a clearing code or stored exchange
 * credentials). Answers the roles the firm then holds.
 */
export async function grantFirmRoles(
  db: DbOrTransaction,
  clientId: number,
  roles: readonly Role[],
  options: { verify?: boolean; now: Date },
): Promise<Role[]> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new Error(`No client ${clientId}.`);
  const verifiedAt = client.verifiedAt ?? (options.verify ? options.now : null);
  if (roles.some((role) => tradeRoles.includes(role))) {
    if (verifiedAt === null)
      throw new Error(`${client.name} is not verified: grant with --verify once checked.`);
    const reason = await tradeReadiness(db, client);
    if (reason) throw new Error(`${client.name} cannot hold trade roles: ${reason}.`);
  }
  const granted = [...new Set([...client.grantedRoles, ...roles])];
  const updated = returnedRow(
    await db
      .update(clients)
      .set({ grantedRoles: granted, verifiedAt, updatedAt: options.now })
      .where(eq(clients.id, clientId))
      .returning(),
  );
  return rolesFirmMayHold(updated);
}

/**
 * The seeded rule (demo mode only): each demo firm is granted the roles its seeded members hold and is
 * verified, as the platform administrator would have done for them.
 */
export async function grantSeededFirmRoles(db: DbOrTransaction, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE ${clients} SET
      granted_roles = (SELECT jsonb_agg(DISTINCT role) FROM ${userAccounts} a,
        jsonb_array_elements_text(a.roles) AS role WHERE a.client_id = ${clients.id}),
      verified_at = ${now.toISOString()}::timestamptz
    WHERE EXISTS (SELECT 1 FROM ${userAccounts} a WHERE a.client_id = ${clients.id})`);
}
