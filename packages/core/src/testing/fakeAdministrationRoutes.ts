import type { StoredExchangeCredential, UserAccount } from '../client/schemas/account';
import { administrationEndpoints } from '../contract/administrationEndpoints';
import { registrationEndpoints } from '../contract/registrationEndpoints';
import { supportEndpoints } from '../contract/supportEndpoints';
import { credentialFormatProblems } from '../validation/exchangeCredentialTest';
import { fakeSignedInEndpoint, fieldProblem, notFoundAnswer } from './fakeAccess';
import type { FakeAdministrationState, FakeExchangeCredential } from './fakeAdministrationState';
import { rolesFirmHolds, type FakeClientState } from './fakeClientState';
import { fakeEndpoint } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';
import { userForBearer } from './fakeState';

const invitationInvalidMessage = 'Invitation URL invalid';

/** A firm's pending and revoked invitees as its user accounts list them. */
export function inviteeAccountsOf(administration: FakeAdministrationState, firmId: number): UserAccount[] {
  return administration.invitees
    .filter((invitee) => invitee.clientId === firmId)
    .map((invitee) => ({
      id: invitee.id,
      user_id: invitee.id,
      name: invitee.name,
      email: invitee.email,
      mobile: null,
      roles: [...invitee.roles],
      status: invitee.status,
    }));
}

/**
 * A firm's administration by its ops admin (clearing-corporation logins, trading settings, invitations),
 * invitation codes for registration, and support tickets (kept, never forwarded).
 */
export function fakeAdministrationRoutes(
  state: FakeState,
  clients: FakeClientState,
  administration: FakeAdministrationState,
): FakeRoute[] {
  const credentialsOf = (firmId: number) => {
    const existing = administration.credentials.get(firmId);
    if (existing !== undefined) return existing;
    const created = new Map<string, FakeExchangeCredential>();
    administration.credentials.set(firmId, created);
    return created;
  };

  return [
    fakeSignedInEndpoint(state, administrationEndpoints.saveExchangeCredentials, ({ body }, user) => {
      const now = new Date().toISOString();
      const { corp, ...login } = body;
      credentialsOf(user.id).set(corp, { ...login, updated_at: now, last_used_at: now });
      return { ok: { detail: `${corp} credentials saved.` } };
    }),
    fakeSignedInEndpoint(state, administrationEndpoints.listExchangeCredentials, (_call, user) => ({
      ok: [...credentialsOf(user.id)]
        .sort(([first], [second]) => first.localeCompare(second))
        .map(([corp, credential]): StoredExchangeCredential => ({
          corp,
          participant_code: credential.participant_code,
          username: credential.username,
          has_password: true,
          updated_at: credential.updated_at,
          last_used_at: credential.last_used_at,
        })),
    })),
    fakeSignedInEndpoint(state, administrationEndpoints.testExchangeCredentials, ({ body }, user) => {
      const credential = credentialsOf(user.id).get(body.corp);
      if (credential === undefined) return notFoundAnswer(`No ${body.corp} credentials saved.`);
      const problems = credentialFormatProblems(credential);
      const previousUse = credential.last_used_at;
      credential.last_used_at = new Date().toISOString();
      return { ok: { corp: body.corp, ok: problems.length === 0, problems, last_used_at: previousUse } };
    }),
    fakeSignedInEndpoint(state, administrationEndpoints.getFirmTradingSettings, (_call, user) => ({
      ok: { allow_price_modification: administration.allowPriceModification.get(user.id) ?? true },
    })),
    fakeSignedInEndpoint(state, administrationEndpoints.updateFirmTradingSettings, ({ body }, user) => {
      administration.allowPriceModification.set(user.id, body.allow_price_modification);
      return { ok: { allow_price_modification: body.allow_price_modification } };
    }),
    fakeSignedInEndpoint(state, administrationEndpoints.inviteUser, ({ body }, user) => {
      const email = body.email.toLowerCase();
      const member = state.users.find(({ session }) => session.user_info.email.toLowerCase() === email);
      if (member !== undefined && member.session.id !== user.id)
        return fieldProblem(409, 'email', 'This person already uses bondkit with another firm.');
      if (member !== undefined)
        return fieldProblem(409, 'email', 'This user is already a member of your firm.');
      const held = rolesFirmHolds(clients, user);
      const missing = body.roles.filter((role) => !held.includes(role));
      if (missing.length > 0)
        return json(403, { roles: [`Your firm does not hold the roles ${missing.join(', ')}.`] });
      const code = `fake-invite-${state.nextId++}`;
      const name = `${body.first_name ?? ''} ${body.last_name ?? ''}`.trim();
      const existing = administration.invitees.find(
        (invitee) => invitee.clientId === user.id && invitee.email === email,
      );
      // Re-inviting issues a new code: the old link stops working.
      const invitee = existing ?? {
        id: state.nextId++,
        clientId: user.id,
        email,
        name,
        roles: body.roles,
        status: 'invited' as const,
        code,
      };
      Object.assign(invitee, { roles: body.roles, status: 'invited', code });
      if (existing === undefined) administration.invitees.push(invitee);
      state.sentMessages.push({
        channel: 'email',
        recipient: email,
        body: `You have been invited to join ${user.name} on bondkit.\n\nAccept within 14 days:\nhttps://fake/client/register?invite_code=${code}`,
      });
      return { ok: { detail: `Invitation sent to ${email}.`, invitee_id: invitee.id } };
    }),
    fakeSignedInEndpoint(state, administrationEndpoints.revokeInvitation, ({ body }, user) => {
      const invitee = administration.invitees.find(
        (candidate) => candidate.id === body.invitee_id && candidate.clientId === user.id,
      );
      if (invitee === undefined) return notFoundAnswer('No such invitee in your firm.');
      if (invitee.status !== 'invited')
        return fieldProblem(400, 'invitee_id', 'Only a pending invitation can be revoked.');
      invitee.status = 'inactive';
      invitee.code = null;
      return { ok: { detail: 'Invitation revoked.' } };
    }),
    fakeEndpoint(registrationEndpoints.validateInvitation, ({ body }) => {
      const invitee = administration.invitees.find((candidate) => candidate.code === body.invite_code);
      const firm = invitee === undefined ? undefined : clients.clients.get(invitee.clientId);
      if (invitee === undefined || firm === undefined) return json(410, { detail: invitationInvalidMessage });
      return {
        ok: { email: invitee.email, client_name: firm.brand_name ?? firm.name, roles: [...invitee.roles] },
      };
    }),
    fakeEndpoint(supportEndpoints.createSupportTicket, ({ body, request }) => {
      const id = `bk-${state.nextId++}`;
      administration.supportTickets.push({
        id,
        ticket_type_id: body.ticket_type_id,
        contacts: body.contacts,
        title: body.attributes._default_title_,
        description: body.attributes._default_description_,
        file_url: body.attributes.file_url ?? null,
        filed_by: userForBearer(state, request.bearer)?.user_info.email ?? null,
      });
      return { ok: { id, forwarded: false } };
    }),
  ];
}
