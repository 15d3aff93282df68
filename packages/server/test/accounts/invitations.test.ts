import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUsableInvitation, inviteMember, revokeInvitation } from '../../src/accounts/invitations';
import type { clients, users } from '../../src/database/schema/index';
import { refusal } from '../apiProblemRefusal';
import { demoMember } from '../demoMembers';
import { startTestServer, type TestServer } from '../harness';

// The invitation rules without HTTP: who a firm may invite, what a new invitation does to the earlier
// ones, and which invitations a firm may revoke.

let server: TestServer;
let inviter: { user: typeof users.$inferSelect; client: typeof clients.$inferSelect };
let otherFirmId: number;
const now = new Date();

/** A demo user and the firm they are a member of. */
const memberOf = (email: string) => demoMember(server.database.db, email);

beforeAll(async () => {
  server = await startTestServer();
  inviter = await memberOf('dealer@demo.bondkit.in');
  otherFirmId = (await memberOf('trader@demo.bondkit.in')).client.id;
});
afterAll(async () => server?.close());

const dealerRole = ['clientdealer' as const];

describe('invitations (accounts/invitations)', () => {
  it("refuses another firm's person and the firm's active member", async () => {
    const otherFirms = await refusal(
      inviteMember(server.database.db, inviter, { email: 'trader@demo.bondkit.in', roles: dealerRole }, now),
    );
    expect(otherFirms.statusCode).toBe(409);
    expect(otherFirms.body).toEqual({ email: ['This person already uses bondkit with another firm.'] });
    const member = await refusal(
      inviteMember(server.database.db, inviter, { email: 'Viewer@Demo.Bondkit.in', roles: dealerRole }, now),
    );
    expect(member.body).toEqual({ email: ['This user is already a member of your firm.'] });
  });

  it('re-inviting issues a new code and retires the earlier one; revoking retires the last', async () => {
    const email = 'service.invitee@example.in';
    const first = await inviteMember(server.database.db, inviter, { email, roles: dealerRole }, now);
    const second = await inviteMember(server.database.db, inviter, { email, roles: ['clientviewer'] }, now);
    expect(second.accountId).toBe(first.accountId);
    expect(second.code).not.toBe(first.code);
    expect(await findUsableInvitation(server.database.db, first.code, now)).toBeNull();
    const usable = await findUsableInvitation(server.database.db, second.code, now);
    expect(usable?.account.roles).toEqual(['clientviewer']);

    // Another firm cannot revoke it; its own firm can, once.
    expect(
      (await refusal(revokeInvitation(server.database.db, otherFirmId, first.accountId, now))).statusCode,
    ).toBe(404);
    await revokeInvitation(server.database.db, inviter.client.id, first.accountId, now);
    expect(await findUsableInvitation(server.database.db, second.code, now)).toBeNull();
    const again = await refusal(
      revokeInvitation(server.database.db, inviter.client.id, first.accountId, now),
    );
    expect(again.body).toEqual({ invitee_id: ['Only a pending invitation can be revoked.'] });
  });

  it('refuses roles the firm does not hold', async () => {
    const firmWithoutBackOffice = { ...inviter.client, grantedRoles: ['user', 'clientdealer'] };
    const refused = await refusal(
      inviteMember(
        server.database.db,
        { user: inviter.user, client: firmWithoutBackOffice },
        { email: 'service.backoffice@example.in', roles: ['backoffice'] },
        now,
      ),
    );
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.body as object)).toEqual(['roles']);
  });
});
