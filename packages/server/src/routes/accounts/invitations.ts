import { administrationEndpoints, registrationEndpoints } from '@bondkit/core/contract';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { mailLinkOrigin } from '../../http/origins';
import { normalizeEmail } from '../../auth/oneTimePasswords';
import {
  findUsableInvitation,
  invitationInvalidMessage,
  inviteMember,
  revokeInvitation,
} from '../../accounts/invitations';

/** Invitations: an ops admin invites a user to the firm, revokes a pending invitation; anyone validates a code. */
export function invitationRoutes(app: ApiApp): void {
  registerEndpoint(app, administrationEndpoints.inviteUser, async ({ body, principal }) => {
    const { services } = app;
    const email = normalizeEmail(body.email);
    const now = services.now();
    const { accountId, code } = await inviteMember(services.db, principal, body, now);
    const link = new URL('/client/register', mailLinkOrigin(services.config));
    link.searchParams.set('invite_code', code);
    await services.messenger.send({
      channel: 'email',
      recipient: email,
      subject: `${principal.user.firstName} invited you to ${principal.client.brandName ?? principal.client.name} on bondkit`,
      body: `You have been invited to join ${principal.client.name} on bondkit.\n\nAccept within 14 days:\n${link.toString()}`,
    });
    return { detail: `Invitation sent to ${email}.`, invitee_id: accountId };
  });

  registerEndpoint(app, administrationEndpoints.revokeInvitation, async ({ body, principal }) => {
    await revokeInvitation(app.services.db, principal.client.id, body.invitee_id, app.services.now());
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
