import { and, asc, eq, or } from 'drizzle-orm';
import type { TradeMember } from '@bondkit/core';
import type { Role } from '@bondkit/core/validation';
import type { Principal } from '../auth/principal';
import { assertGrantable } from '../authorization/firmRoles';
import { loadFirmMember } from '../authorization/memberRules';
import type { Db, DbOrTransaction } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { clients, userAccounts, users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

type MemberRow = { account: typeof userAccounts.$inferSelect; user: typeof users.$inferSelect };

function memberView({ account, user }: MemberRow): TradeMember {
  return {
    id: account.id,
    user_id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    roles: account.roles,
    status: account.status,
  };
}

/** A change to a member's roles or status, as an ops admin sends it. */
export interface MemberChange {
  roles?: Role[] | undefined;
  status?: 'active' | 'inactive' | undefined;
}

/**
 * An ops admin changes the roles or status of a member of their own firm (another firm's member is a 404).
 * An admin cannot deactivate themselves nor drop their own ops admin role (the firm could be left with no
 * admin); only roles the firm holds are granted (the platform grants a firm its roles); an invited member
 * becomes active only by accepting the invitation.
 */
export async function updateFirmMember(
  db: Db,
  admin: Pick<Principal, 'account' | 'client'>,
  memberId: number,
  change: MemberChange,
  now: Date,
): Promise<TradeMember> {
  return db.transaction(async (transaction) => {
    const account = await loadFirmMember(transaction, memberId, admin.client.id);
    if (account.id === admin.account.id) {
      if (change.status === 'inactive') throw ApiProblem.field('status', 'You cannot deactivate yourself.');
      if (change.roles && !change.roles.includes('clientopsadmin')) {
        throw ApiProblem.field('roles', 'You cannot remove your own ops admin role.');
      }
    }
    if (change.roles) assertGrantable(admin.client, change.roles, 'roles');
    if (account.status === 'invited' && change.status === 'active') {
      throw ApiProblem.field('status', 'An invited user becomes active by accepting the invitation.');
    }
    await transaction
      .update(userAccounts)
      .set({
        ...(change.roles ? { roles: change.roles } : {}),
        ...(change.status ? { status: change.status } : {}),
        updatedAt: now,
      })
      .where(eq(userAccounts.id, account.id));
    const row = returnedRow(
      await transaction
        .select({ account: userAccounts, user: users })
        .from(userAccounts)
        .innerJoin(users, eq(users.id, userAccounts.userId))
        .where(eq(userAccounts.id, account.id)),
    );
    return memberView(row);
  });
}

/**
 * The active members of the firm `clientId`, by first name: only of the caller's own firm or of a client
 * it manages (any other firm is a 404, not revealed).
 */
export async function listClientMembers(
  db: DbOrTransaction,
  callerClientId: number,
  clientId: number,
): Promise<TradeMember[]> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.id, clientId),
        or(eq(clients.id, callerClientId), eq(clients.managedByClientId, callerClientId)),
      ),
    );
  if (!client) throw ApiProblem.notFound();
  const rows = await db
    .select({ account: userAccounts, user: users })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(and(eq(userAccounts.clientId, client.id), eq(userAccounts.status, 'active')))
    .orderBy(asc(users.firstName), asc(userAccounts.id));
  return rows.map(memberView);
}
