import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listClientMembers, updateFirmMember } from '../../src/accounts/firmMembers';
import type { Principal } from '../../src/auth/principal';
import { clients, userAccounts, users } from '../../src/database/schema/index';
import { refusal } from '../apiProblemRefusal';
import { demoPrincipal } from '../demoMembers';
import { startTestServer, type TestServer } from '../harness';

// A firm's members without HTTP: an ops admin changes the roles and status of their own firm's members only,
// never locks themselves out, grants only roles the firm holds; trading users list the members of their own
// firm or of a client it manages, and no one else's.

let server: TestServer;
let admin: Principal;
let kaveriDealer: Principal;
let viewerAccountId: number;
let invitedAccountId: number;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  admin = await demoPrincipal(db, 'opsadmin');
  kaveriDealer = await demoPrincipal(db, 'trader');
  viewerAccountId = (await demoPrincipal(db, 'viewer')).account.id;
  const [invitedUser] = await db
    .insert(users)
    .values({
      email: 'invited.member@meridian.test',
      mobile: '9000000371',
      firstName: 'Invited',
      lastName: 'Member',
      uniqueId: 'invited-member-37',
    })
    .returning({ id: users.id });
  if (!invitedUser) throw new Error('No invited user');
  const [invited] = await db
    .insert(userAccounts)
    .values({ userId: invitedUser.id, clientId: admin.client.id, roles: ['clientviewer'], status: 'invited' })
    .returning({ id: userAccounts.id });
  if (!invited) throw new Error('No invited account');
  invitedAccountId = invited.id;
});
afterAll(async () => server?.close());

describe("a firm's members (accounts/firmMembers)", () => {
  it("changes a member's roles and status, and answers the member as stored", async () => {
    const changed = await updateFirmMember(
      server.database.db,
      admin,
      viewerAccountId,
      { roles: ['clientviewer', 'backoffice'] },
      now,
    );
    expect(changed).toMatchObject({
      id: viewerAccountId,
      roles: ['clientviewer', 'backoffice'],
      status: 'active',
    });
    const [stored] = await server.database.db
      .select({ roles: userAccounts.roles })
      .from(userAccounts)
      .where(eq(userAccounts.id, viewerAccountId));
    expect(stored?.roles).toEqual(['clientviewer', 'backoffice']);
    await updateFirmMember(server.database.db, admin, viewerAccountId, { roles: ['clientviewer'] }, now);
  });

  it('refuses an admin deactivating themselves or dropping their own ops admin role', async () => {
    const db = server.database.db;
    expect(
      (await refusal(updateFirmMember(db, admin, admin.account.id, { status: 'inactive' }, now))).body,
    ).toEqual({
      status: ['You cannot deactivate yourself.'],
    });
    expect(
      (await refusal(updateFirmMember(db, admin, admin.account.id, { roles: ['clientviewer'] }, now))).body,
    ).toEqual({ roles: ['You cannot remove your own ops admin role.'] });
  });

  it('grants only roles the firm holds, and activates an invited member only through the invitation', async () => {
    const db = server.database.db;
    // The firm as the principal carries it: granted no dealer role.
    const firmWithoutDealers = {
      ...admin,
      client: { ...admin.client, grantedRoles: ['clientviewer', 'clientopsadmin'] },
    };
    const notHeld = await refusal(
      updateFirmMember(db, firmWithoutDealers, viewerAccountId, { roles: ['clientdealer'] }, now),
    );
    expect(notHeld.statusCode).toBe(403);
    expect(Object.keys(notHeld.body as object)).toEqual(['roles']);
    expect(
      (await refusal(updateFirmMember(db, admin, invitedAccountId, { status: 'active' }, now))).body,
    ).toEqual({
      status: ['An invited user becomes active by accepting the invitation.'],
    });
  });

  it("answers 404 for another firm's member, changing nothing", async () => {
    const db = server.database.db;
    const refused = await refusal(
      updateFirmMember(db, admin, kaveriDealer.account.id, { status: 'inactive' }, now),
    );
    expect(refused.statusCode).toBe(404);
    const [stored] = await db
      .select({ status: userAccounts.status })
      .from(userAccounts)
      .where(eq(userAccounts.id, kaveriDealer.account.id));
    expect(stored?.status).toBe('active');
  });

  it("lists the active members of the caller's own firm or of a client it manages, and 404s any other firm", async () => {
    const db = server.database.db;
    const own = await listClientMembers(db, admin.client.id, admin.client.id);
    expect(own.map((member) => member.id)).toContain(admin.account.id);
    expect(own.map((member) => member.id)).not.toContain(invitedAccountId);
    const [managed] = await db
      .insert(clients)
      .values({
        name: 'Members Managed Client',
        clientType: 'INDV',
        pan: 'EQRPM0037L',
        managedByClientId: admin.client.id,
      })
      .returning({ id: clients.id });
    if (!managed) throw new Error('No managed client');
    expect(await listClientMembers(db, admin.client.id, managed.id)).toEqual([]);
    expect((await refusal(listClientMembers(db, admin.client.id, kaveriDealer.client.id))).statusCode).toBe(
      404,
    );
  });
});
