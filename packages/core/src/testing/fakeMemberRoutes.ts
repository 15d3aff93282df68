import type { TradeMember } from '../client/schemas/account';
import { accountEndpoints } from '../contract/accountEndpoints';
import { authEndpoints } from '../contract/authEndpoints';
import { tradeMemberEndpoints } from '../contract/tradeMemberEndpoints';
import { userSettingsEndpoints } from '../contract/userSettingsEndpoints';
import { validationMessages, type SessionUser } from '../validation/index';
import { fakeSignedInEndpoint, fieldProblem, forbidden, notFoundAnswer } from './fakeAccess';
import { clientOfSession, rolesFirmHolds, type FakeClientState } from './fakeClientState';
import type { FakeInvitee } from './fakeAdministrationState';
import type { FakeUser } from './fakeData';
import { fakeEndpoint } from './fakeEndpoint';
import { consumeVerifiedOtp } from './fakeOtpProof';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';
import { userForBearer } from './fakeState';

/** A demo user's membership of their firm as the members' lists show it. */
function memberView({ session }: FakeUser): TradeMember {
  const account = session.user_accounts[0];
  const { first_name, last_name, email, roles } = session.user_info;
  return {
    id: account?.id ?? session.id,
    user_id: account?.id ?? session.id,
    name: `${first_name} ${last_name}`.trim(),
    email,
    roles: [...roles],
    status: account?.status ?? 'active',
  };
}

/**
 * The signed-in user's own details, settings and password, and the firm's members (an ops admin changes
 * their roles and status). Changes land on the demo users' sessions, so the next call sees them.
 */
export function fakeMemberRoutes(
  state: FakeState,
  clients: FakeClientState,
  invitees: (firmId: number) => FakeInvitee[],
): FakeRoute[] {
  const fakeUserOf = (session: SessionUser) => state.users.find((user) => user.session === session);
  /** Who agreed to WhatsApp messages, by e-mail (the session does not carry it). */
  const whatsappConsents = new Map<string, boolean>();

  return [
    fakeSignedInEndpoint(state, accountEndpoints.updateUser, ({ body }, user) => {
      const info = user.user_info;
      if (body.mobile !== undefined && body.mobile !== info.mobile) {
        const taken = state.users.some(
          ({ session }) => session !== user && session.user_info.mobile === body.mobile,
        );
        if (taken) return fieldProblem(409, 'mobile', 'A user with this mobile number already exists.');
        if (!consumeVerifiedOtp(state, [body.mobile], 'update_profile'))
          return fieldProblem(400, 'mobile', 'Verify the new mobile number with an OTP first.');
      }
      if (body.first_name !== undefined) info.first_name = body.first_name;
      if (body.last_name !== undefined) info.last_name = body.last_name;
      if (body.mobile !== undefined) info.mobile = body.mobile;
      if (body.whatsapp_consent !== undefined) whatsappConsents.set(info.email, body.whatsapp_consent);
      return {
        ok: {
          id: user.user_accounts[0]?.id ?? user.id,
          unique_id: info.unique_id,
          first_name: info.first_name,
          last_name: info.last_name,
          email: info.email,
          mobile: info.mobile,
          whatsapp_consent: whatsappConsents.get(info.email) ?? false,
        },
      };
    }),
    fakeSignedInEndpoint(state, userSettingsEndpoints.acceptChatTerms, (_call, user) => {
      user.user_info.has_accepted_chat_terms = true;
      return { ok: { detail: 'Chat terms accepted.' } };
    }),
    fakeSignedInEndpoint(state, userSettingsEndpoints.updateSecurityPreferences, ({ body }, user) => {
      // Each preference is stored once, whatever the caller sent.
      user.user_info.user_security_preferences = [...new Set(body.preferences)];
      return { ok: { detail: 'Security preferences saved.' } };
    }),
    fakeEndpoint(authEndpoints.changePassword, ({ params, body, request }) => {
      if (body.token !== '') {
        // A reset link's token works once, within its hour, for the user it was mailed to.
        const reset = state.passwordResetTokens.get(body.token);
        const owner = state.users.find(({ session }) => session.user_info.email === reset?.email);
        const ownerIds = owner
          ? [owner.session.user_info.unique_id, String(owner.session.user_accounts[0]?.id)]
          : [];
        if (
          reset === undefined ||
          owner === undefined ||
          reset.expiresAt < Date.now() ||
          !ownerIds.includes(params.userId)
        )
          return fieldProblem(400, 'token', 'This password reset link is invalid or has expired.');
        state.passwordResetTokens.delete(body.token);
        owner.password = body.new_password1;
        // A reset signs the user out everywhere.
        for (const tokens of [state.accessTokens, state.refreshTokens])
          for (const [token, email] of tokens) if (email === reset.email) tokens.delete(token);
        return { ok: { detail: 'Your password has been reset. Sign in with the new password.' } };
      }
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return json(401, { detail: 'Authentication credentials were not provided.' });
      const account = fakeUserOf(user);
      const own =
        params.userId === user.user_info.unique_id || params.userId === String(user.user_accounts[0]?.id);
      if (account === undefined || !own) return forbidden();
      if (!body.old_password) return fieldProblem(400, 'old_password', validationMessages.required);
      if (body.old_password !== account.password)
        return fieldProblem(400, 'old_password', 'Your current password is incorrect.');
      account.password = body.new_password1;
      // The caller's own token stays live; a real server would end the other sessions.
      return { ok: { detail: 'Your password has been changed. Other sessions have been signed out.' } };
    }),
    fakeSignedInEndpoint(state, tradeMemberEndpoints.updateMember, ({ params, body }, user) => {
      const member = state.users.find(
        ({ session }) => session.id === user.id && session.user_accounts[0]?.id === params.id,
      );
      const invitee = invitees(user.id).find((candidate) => candidate.id === params.id);
      if (member === undefined && invitee === undefined) return notFoundAnswer();
      if (member?.session === user) {
        // An admin who demotes or deactivates themselves could leave the firm with no admin.
        if (body.status === 'inactive') return fieldProblem(400, 'status', 'You cannot deactivate yourself.');
        if (body.roles && !body.roles.includes('clientopsadmin'))
          return fieldProblem(400, 'roles', 'You cannot remove your own ops admin role.');
      }
      const held = rolesFirmHolds(clients, user);
      const missing = (body.roles ?? []).filter((role) => !held.includes(role));
      if (missing.length > 0)
        return json(403, { roles: [`Your firm does not hold the roles ${missing.join(', ')}.`] });
      if (invitee !== undefined) {
        if (invitee.status === 'invited' && body.status === 'active')
          return fieldProblem(400, 'status', 'An invited user becomes active by accepting the invitation.');
        if (body.roles) invitee.roles = [...body.roles];
        if (body.status === 'inactive') {
          invitee.status = 'inactive';
          invitee.code = null;
        }
        const { id, name, email, roles, status } = invitee;
        return { ok: { id, user_id: id, name, email, roles: [...roles], status } };
      }
      if (member === undefined) return notFoundAnswer();
      if (body.roles) member.session.user_info.roles = [...body.roles];
      const account = member.session.user_accounts[0];
      if (body.status && account) account.status = body.status;
      return { ok: memberView(member) };
    }),
    fakeSignedInEndpoint(state, tradeMemberEndpoints.listClientMembers, ({ params }, user) => {
      const client = params.id === user.id ? clientOfSession(clients, user) : clients.clients.get(params.id);
      if (client === undefined || (client.id !== user.id && client.managed_by_client_id !== user.id))
        return notFoundAnswer();
      const members = state.users
        .filter(({ session }) => session.id === client.id && session.user_accounts[0]?.status === 'active')
        .map(memberView)
        .sort((first, second) => first.name.localeCompare(second.name) || first.id - second.id);
      return { ok: members };
    }),
  ];
}
