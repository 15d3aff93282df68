import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { administrationEndpoints, registrationEndpoints } from '@bondkit/core/contract';
import { invitations, userAccounts, users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { mailLinkOrigin } from '../../http/origins';
import { normalizeEmail } from '../../auth/oneTimePasswords';
import { assertGrantable } from '../../authorization/firmRoles';
import {
  findUsableInvitation,
  invitationInvalidMessage,
  invitationLifetimeMilliseconds,
} from '../../accounts/invitations';
import { returnedRow } from '../../database/returnedRow';

/** Invitations: an ops admin invites a user to the firm, revokes a pending invitation; anyone validates a code. */
export function invitationRoutes(app: ApiApp): void {
  registerEndpoint(app, administrationEndpoints.inviteUser, async ({ body, principal }) => {
    const { services } = app;
    const email = normalizeEmail(body.email);
    const now = services.now();
    const code = randomBytes(24).toString('base64url');
    const inviteeId = await services.db.transaction(async (transaction) => {
      let [user] = await transaction.select().from(users).where(eq(users.email, email));
      if (user) {
        // Another firm's person is not this firm's to recruit: an ops admin invites only new people or
        // the firm's own (former) members.
        const memberships = await transaction
          .select({ clientId: userAccounts.clientId })
          .from(userAccounts)
          .where(eq(userAccounts.userId, user.id));
        if (memberships.some((membership) => membership.clientId !== principal.client.id))
          throw ApiProblem.conflict('email', 'This person already uses bondkit with another firm.');
      }
      if (!user) {
        [user] = await transaction
          .insert(users)
          .values({
            email,
            firstName: body.first_name ?? '',
            lastName: body.last_name ?? '',
            uniqueId: randomUUID(),
          })
          .returning();
      }
      const [existing] = await transaction
        .select()
        .from(userAccounts)
        .where(and(eq(userAccounts.userId, user!.id), eq(userAccounts.clientId, principal.client.id)));
      let accountId: number;
      if (existing?.status === 'active') {
        throw ApiProblem.conflict('email', 'This user is already a member of your firm.');
      } else if (existing) {
        assertGrantable(principal.client, body.roles, 'roles');
        await transaction
          .update(userAccounts)
          .set({ status: 'invited', roles: body.roles, updatedAt: now })
          .where(eq(userAccounts.id, existing.id));
        await transaction
          .update(invitations)
          .set({ status: 'revoked' })
          .where(and(eq(invitations.userAccountId, existing.id), eq(invitations.status, 'pending')));
        accountId = existing.id;
      } else {
        assertGrantable(principal.client, body.roles, 'roles');
        const account = returnedRow(
          await transaction
            .insert(userAccounts)
            .values({
              userId: user!.id,
              clientId: principal.client.id,
              roles: body.roles,
              status: 'invited',
            })
            .returning(),
        );
        accountId = account.id;
      }
      await transaction.insert(invitations).values({
        code,
        userAccountId: accountId,
        invitedByUserId: principal.user.id,
        expiresAt: new Date(now.getTime() + invitationLifetimeMilliseconds),
      });
      return accountId;
    });
    const link = new URL('/client/register', mailLinkOrigin(services.config));
    link.searchParams.set('invite_code', code);
    await services.messenger.send({
      channel: 'email',
      recipient: email,
      subject: `${principal.user.firstName} invited you to ${principal.client.brandName ?? principal.client.name} on bondkit`,
      body: `You have been invited to join ${principal.client.name} on bondkit.\n\nAccept within 14 days:\n${link.toString()}`,
    });
    return { detail: `Invitation sent to ${email}.`, invitee_id: inviteeId };
  });

  registerEndpoint(app, administrationEndpoints.revokeInvitation, async ({ body, principal }) => {
    const { services } = app;
    await services.db.transaction(async (transaction) => {
      const [account] = await transaction
        .select()
        .from(userAccounts)
        .where(and(eq(userAccounts.id, body.invitee_id), eq(userAccounts.clientId, principal.client.id)));
      if (!account) throw ApiProblem.notFound('No such invitee in your firm.');
      if (account.status !== 'invited')
        throw ApiProblem.field('invitee_id', 'Only a pending invitation can be revoked.');
      await transaction
        .update(userAccounts)
        .set({ status: 'inactive', updatedAt: services.now() })
        .where(eq(userAccounts.id, account.id));
      await transaction
        .update(invitations)
        .set({ status: 'revoked' })
        .where(and(eq(invitations.userAccountId, account.id), inArray(invitations.status, ['pending'])));
    });
    return { detail: 'Invitation revoked.' };
  });

  registerEndpoint(app, registrationEndpoints.validateInvitation, async ({ body }) => {
    const invitation = await findUsableInvitation(app.services.db, body.invite_code, app.services.now());
    if (!invitation) throw ApiProblem.gone(invitationInvalidMessage);
    return {
      email: invitation.user.email,
      client_name: invitation.client.brandName ?? invitation.client.name,
      roles: invitation.account.roles,
    };
  });
}
