import type { ClientProfile } from '../client/schemas/account';
import { registrationEndpoints } from '../contract/registrationEndpoints';
import type { Role, SessionUser } from '../validation/index';
import { fieldProblem } from './fakeAccess';
import type { FakeAdministrationState } from './fakeAdministrationState';
import type { FakeClientState } from './fakeClientState';
import { createDemoUsers } from './fakeData';
import { fakeEndpoint } from './fakeEndpoint';
import { consumeVerifiedOtp } from './fakeOtpProof';
import { json } from './fakeRouter';
import type { FakeResponse, FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

const otpFirstMessage = 'Verify your mobile number or email address with an OTP before registering.';

/** The corporate categories a company registers under (the individual ones are the spec's). */
const corporateCategoryValues = [
  'CORPORATE',
  'BANK',
  'MUTUAL_FUND',
  'INSURANCE',
  'NBFC',
  'PROVIDENT_FUND',
  'TRUST',
  'FPI',
];

/**
 * Registration: a new client and its first user (who then signs in to the fake with their password), easy
 * registration of an individual (who signs in with an OTP), and joining a firm with an invitation code.
 * A new client first proves its mobile or e-mail with an OTP of the same mode (`api/validate-otp/`).
 */
export function fakeRegistrationRoutes(
  state: FakeState,
  clients: FakeClientState,
  administration: FakeAdministrationState,
): FakeRoute[] {
  function contactTaken(email: string, mobile: string): FakeResponse | undefined {
    const infos = state.users.map(({ session }) => session.user_info);
    if (infos.some((info) => info.email.toLowerCase() === email.toLowerCase()))
      return json(409, { contact: { email: ['A user with this email address already exists.'] } });
    if (infos.some((info) => info.mobile === mobile))
      return json(409, { contact: { mobile: ['A user with this mobile number already exists.'] } });
    return undefined;
  }

  /** A new signed-in-able user of client `clientId`, shaped like the demo users' sessions. */
  function addUser(
    person: { first_name: string; last_name: string; email: string; mobile: string },
    password: string,
    membership: { clientId: number; accountId: number; roles: Role[] },
  ): void {
    const client = clients.clients.get(membership.clientId);
    const template = createDemoUsers()[0]!.session;
    const session: SessionUser = {
      ...template,
      id: membership.clientId,
      name: client?.name ?? `${person.first_name} ${person.last_name}`,
      brand_name: client?.brand_name ?? null,
      user_accounts: [{ id: membership.accountId, status: 'active' }],
      rfq_exchanges: [],
      stp_exchanges: [],
      nsccl_credentials: false,
      nsccl_name: null,
      user_info: {
        ...template.user_info,
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email.toLowerCase(),
        mobile: person.mobile,
        roles: membership.roles,
        unique_id: `fake-user-${membership.accountId}`,
        has_accepted_chat_terms: false,
        user_security_preferences: [],
      },
    };
    state.users.push({ password, session });
  }

  /** A new client of its own, granted what a new firm holds (a company's first user administers it). */
  function addClient(profile: Pick<ClientProfile, 'name' | 'client_type' | 'category' | 'pan'>): number {
    const id = state.nextId++;
    const individual = profile.client_type === 'INDV' || profile.client_type === 'INDV-P';
    clients.clients.set(id, {
      ...profile,
      id,
      brand_name: null,
      client_segment: 'NON_INSTITUTIONAL',
      client_mode: 'SOFTWARE',
      website: null,
      state: null,
      is_broker: false,
      is_partner: false,
      offline_record: false,
      managed_by_client_id: null,
      created_at: new Date().toISOString(),
    });
    clients.grantedRoles.set(id, individual ? ['user'] : ['user', 'clientopsadmin']);
    return id;
  }

  const registered = (userId: number, clientId: number) => ({
    ok: { detail: 'Registration successful.', user_id: userId, client_id: clientId },
  });

  return [
    fakeEndpoint(registrationEndpoints.register, ({ body }) => {
      const person = { ...body.identity, email: body.contact.email, mobile: body.contact.mobile };
      const individual = body.client_type === 'INDV' || body.client_type === 'INDV-P';
      if (!individual && !corporateCategoryValues.includes(body.category))
        return fieldProblem(400, 'category', `"${body.category}" is not a valid choice.`);
      if (body.invite_code !== undefined) {
        const invitee = administration.invitees.find(
          (candidate) => candidate.code === body.invite_code && candidate.status === 'invited',
        );
        if (invitee === undefined) return json(410, { detail: 'Invitation URL invalid' });
        if (invitee.email !== person.email.toLowerCase())
          return json(400, { contact: { email: ['Use the email address the invitation was sent to.'] } });
        const taken = contactTaken(person.email, person.mobile);
        if (taken !== undefined) return taken;
        // The invitee's account becomes an active membership of the inviting firm.
        administration.invitees.splice(administration.invitees.indexOf(invitee), 1);
        addUser(person, body.password, {
          clientId: invitee.clientId,
          accountId: invitee.id,
          roles: invitee.roles,
        });
        return registered(invitee.id, invitee.clientId);
      }
      if (!consumeVerifiedOtp(state, [person.mobile, person.email], body.auth_mode))
        return json(400, { non_field_errors: [otpFirstMessage] });
      const taken = contactTaken(person.email, person.mobile);
      if (taken !== undefined) return taken;
      const clientId = addClient({
        name: individual
          ? `${person.first_name} ${person.last_name}`
          : (body.corporate_identity?.name ?? person.first_name),
        client_type: body.client_type,
        category: body.category,
        pan: body.pan,
      });
      const accountId = state.nextId++;
      addUser(person, body.password, {
        clientId,
        accountId,
        roles: individual ? ['user'] : ['user', 'clientopsadmin'],
      });
      return registered(accountId, clientId);
    }),
    fakeEndpoint(registrationEndpoints.registerUserLite, ({ body }) => {
      if (!consumeVerifiedOtp(state, [body.mobile, body.email], 'easy_register'))
        return json(400, { non_field_errors: [otpFirstMessage] });
      if (
        state.users.some(
          ({ session: { user_info: info } }) =>
            info.email.toLowerCase() === body.email.toLowerCase() || info.mobile === body.mobile,
        )
      )
        return fieldProblem(409, 'email', 'A user with this email address or mobile number already exists.');
      const clientId = addClient({
        name: `${body.first_name} ${body.last_name}`,
        client_type: 'INDV',
        category: 'RTL',
        pan: null,
      });
      const accountId = state.nextId++;
      // No password: an easy-registered individual signs in with an OTP.
      addUser(body, '', { clientId, accountId, roles: ['user'] });
      return registered(accountId, clientId);
    }),
  ];
}
