import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { administrationEndpoints, EndpointRequestParts } from '@bondkit/core/contract';
import { normalizeEmail } from '../auth/oneTimePasswords';
import type { Principal } from '../auth/principal';
import { assertGrantable } from '../authorization/firmRoles';
import type { Db, DbOrTransaction } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { clients, invitations, userAccounts, users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/** The 410 page's title, also the API's message for an invalid, used, revoked or expired code. */
export const invitationInvalidMessage = 'Invitation URL invalid';

/** An invitation link is valid for 14 days. */
const invitationLifetimeMilliseconds = 14 * 24 * 60 * 60 * 1000;

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

/** An invitation as the ops admin sends it (`POST api/client/user/invite/`), parsed. */
type InvitationRequest = EndpointRequestParts<typeof administrationEndpoints.inviteUser>['body'];

/**
 * Invites a person to the inviter's firm with the given roles (which the firm must hold) and issues a new
 * code, valid 14 days: a new person gets a user without a password; the firm's former member or pending
 * invitee is invited again (the earlier codes revoked). Refuses (409) a person of another firm and an
 * active member. Answers the invitee's user account id and the code to mail.
 */
export async function inviteMember(
  db: Db,
  inviter: Pick<Principal, 'user' | 'client'>,
  invitation: InvitationRequest,
  now: Date,
): Promise<{ accountId: number; code: string }> {
  const email = normalizeEmail(invitation.email);
  const code = randomBytes(24).toString('base64url');
  const accountId = await db.transaction(async (transaction) => {
    const [known] = await transaction.select().from(users).where(eq(users.email, email));
    if (known) {
      // Another firm's person is not this firm's to recruit: an ops admin invites only new people or
      // the firm's own (former) members.
      const memberships = await transaction
        .select({ clientId: userAccounts.clientId })
        .from(userAccounts)
        .where(eq(userAccounts.userId, known.id));
      if (memberships.some((membership) => membership.clientId !== inviter.client.id))
        throw ApiProblem.conflict('email', 'This person already uses bondkit with another firm.');
    }
    const user =
      known ??
      returnedRow(
        await transaction
          .insert(users)
          .values({
            email,
            firstName: invitation.first_name ?? '',
            lastName: invitation.last_name ?? '',
            uniqueId: randomUUID(),
          })
          .returning(),
      );
    const [existing] = await transaction
      .select()
      .from(userAccounts)
      .where(and(eq(userAccounts.userId, user.id), eq(userAccounts.clientId, inviter.client.id)));
    let accountId: number;
    if (existing?.status === 'active') {
      throw ApiProblem.conflict('email', 'This user is already a member of your firm.');
    } else if (existing) {
      assertGrantable(inviter.client, invitation.roles, 'roles');
      await transaction
        .update(userAccounts)
        .set({ status: 'invited', roles: invitation.roles, updatedAt: now })
        .where(eq(userAccounts.id, existing.id));
      await transaction
        .update(invitations)
        .set({ status: 'revoked' })
        .where(and(eq(invitations.userAccountId, existing.id), eq(invitations.status, 'pending')));
      accountId = existing.id;
    } else {
      assertGrantable(inviter.client, invitation.roles, 'roles');
      const account = returnedRow(
        await transaction
          .insert(userAccounts)
          .values({
            userId: user.id,
            clientId: inviter.client.id,
            roles: invitation.roles,
            status: 'invited',
          })
          .returning(),
      );
      accountId = account.id;
    }
    await transaction.insert(invitations).values({
      code,
      userAccountId: accountId,
      invitedByUserId: inviter.user.id,
      expiresAt: new Date(now.getTime() + invitationLifetimeMilliseconds),
    });
    return accountId;
  });
  return { accountId, code };
}

/** Revokes a pending invitation of the firm (404 for another firm's account; 400 unless it is pending). */
export async function revokeInvitation(
  db: Db,
  clientId: number,
  inviteeId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const [account] = await transaction
      .select()
      .from(userAccounts)
      .where(and(eq(userAccounts.id, inviteeId), eq(userAccounts.clientId, clientId)));
    if (!account) throw ApiProblem.notFound('No such invitee in your firm.');
    if (account.status !== 'invited')
      throw ApiProblem.field('invitee_id', 'Only a pending invitation can be revoked.');
    await transaction
      .update(userAccounts)
      .set({ status: 'inactive', updatedAt: now })
      .where(eq(userAccounts.id, account.id));
    await transaction
      .update(invitations)
      .set({ status: 'revoked' })
      .where(and(eq(invitations.userAccountId, account.id), inArray(invitations.status, ['pending'])));
  });
}
