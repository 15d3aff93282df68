import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inviteMember } from '../../src/accounts/invitations';
import { registerClient, registerIndividual } from '../../src/accounts/registration';
import { userAccounts } from '../../src/database/schema/index';
import { refusal } from '../apiProblemRefusal';
import { demoMember } from '../demoMembers';
import { startTestServer, type TestServer } from '../harness';

// The registration rules without HTTP: a registration needs a verified OTP unless it accepts an
// invitation, and an invitation is accepted only by the address it was sent to.

let server: TestServer;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** A registration of an individual, for the given contact. */
function individual(email: string, mobile: string) {
  return {
    auth_mode: 'register' as const,
    pan: 'ABCPV1234K',
    password: 'Strong@Pass1',
    identity: { first_name: 'Service', last_name: 'Suite' },
    client_type: 'INDV' as const,
    category: 'RTL',
    corporate_identity: null,
    contact: { email, mobile, whatsapp_consent: false },
  };
}

/** The firm of a demo member, and the member, as an inviter. */
const inviterOf = (email: string) => demoMember(server.database.db, email);

describe('registration (accounts/registration)', () => {
  it('refuses a registration whose mobile or e-mail no OTP verified', async () => {
    const message = {
      non_field_errors: ['Verify your mobile number or email address with an OTP before registering.'],
    };
    const full = await refusal(
      registerClient(server.database.db, individual('service.new@example.in', '9123400021'), now),
    );
    expect(full.body).toEqual(message);
    const lite = await refusal(
      registerIndividual(
        server.database.db,
        { first_name: 'Easy', last_name: 'Suite', email: 'service.lite@example.in', mobile: '9123400022' },
        now,
      ),
    );
    expect(lite.body).toEqual(message);
  });

  it('accepts an invitation from its address only, and then the code is used up', async () => {
    const inviter = await inviterOf('dealer@demo.bondkit.in');
    const email = 'service.joiner@example.in';
    const { accountId, code } = await inviteMember(
      server.database.db,
      inviter,
      { email, roles: ['clientdealer'] },
      now,
    );
    const elsewhere = await refusal(
      registerClient(
        server.database.db,
        { ...individual('someone.else@example.in', '9123400023'), invite_code: code },
        now,
      ),
    );
    expect(elsewhere.body).toEqual({
      contact: { email: ['Use the email address the invitation was sent to.'] },
    });

    const joined = await registerClient(
      server.database.db,
      { ...individual(email, '9123400023'), invite_code: code },
      now,
    );
    expect(joined.clientId).toBe(inviter.client.id);
    const [account] = await server.database.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.id, accountId));
    expect(account).toMatchObject({ userId: joined.userId, status: 'active' });
    const again = await refusal(
      registerClient(server.database.db, { ...individual(email, '9123400023'), invite_code: code }, now),
    );
    expect(again.statusCode).toBe(410);
  });
});
