import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { clients, userAccounts, users } from '../src/database/schema/index';
import { grantFirmRoles } from '../src/authorization/firmRoles';
import { linkTargetOrigins, mailLinkOrigin } from '../src/http/origins';
import { demoPassword } from '../src/seed/demoAccounts';
import { startTestServer, type TestServer } from './harness';

/**
 * Issue 12's account-takeover and self-promotion findings, each as the attack it was: role grants
 * (finding 2), the demo outbox (3), reset links from the Host header (4), and finding 9's session and
 * invitation items.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server?.close());

const inject = (options: InjectOptions) => server.app.inject(options);
let addressCounter = 0;
/** An address from outside this machine, fresh per call (the per-address limits stay out of the way). */
const remote = () => `203.0.113.${(addressCounter += 1) % 250}`;

async function outbox(recipient: string): Promise<string[]> {
  const response = await inject({
    method: 'GET',
    url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  return response.json<{ messages: { body: string }[] }>().messages.map((message) => message.body);
}

async function signIn(email: string, password = demoPassword) {
  return inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email, password },
    remoteAddress: remote(),
  });
}

describe('finding 3: the demo outbox', () => {
  it('does not hand a stranger the reset link of compliance@ (404 from another machine)', async () => {
    const reset = await inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: 'compliance@demo.bondkit.in', web_url: 'http://localhost:8080/auth/reset-password' },
      remoteAddress: remote(),
    });
    expect(reset.statusCode).toBe(200);
    const stranger = await inject({
      method: 'GET',
      url: '/dev/outbox?recipient=compliance@demo.bondkit.in',
      remoteAddress: remote(),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('token=');
    // Through a proxy on this machine: still a stranger.
    const proxied = await inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(proxied.statusCode).toBe(404);
    // The developer on this machine still reads it.
    expect((await outbox('compliance@demo.bondkit.in'))[0]).toContain('token=');
  });

  it(
    'exists only in demo mode or with BONDKIT_DEV_OUTBOX=1, and never in production',
    { timeout: 180_000 },
    async () => {
      const plain = await startTestServer({ environment: { BONDKIT_DEMO: '0' } });
      try {
        expect((await plain.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      } finally {
        await plain.close();
      }
      const opened = await startTestServer({ environment: { BONDKIT_DEMO: '0', BONDKIT_DEV_OUTBOX: '1' } });
      try {
        const response = await opened.app.inject({
          method: 'GET',
          url: '/dev/outbox',
          remoteAddress: remote(),
        });
        expect(response.statusCode).toBe(200);
      } finally {
        await opened.close();
      }
      const secrets = { JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: 'a'.repeat(64) };
      expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, BONDKIT_DEV_OUTBOX: '1' })).toThrow(
        /BONDKIT_DEV_OUTBOX cannot be enabled in production/,
      );
    },
  );
});

describe('finding 4: mailed links never follow the Host header', () => {
  it('refuses a reset link on the Host an attacker sent, and mails nothing', async () => {
    const before = await outbox('dealer@demo.bondkit.in');
    const response = await inject({
      method: 'POST',
      url: '/api/reset-password/',
      headers: { host: 'evil.example' },
      payload: { email: 'dealer@demo.bondkit.in', web_url: 'http://evil.example/reset' },
      remoteAddress: remote(),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<object>())).toEqual(['web_url']);
    expect(await outbox('dealer@demo.bondkit.in')).toEqual(before);
  });

  it('puts invitation links on the configured origin whatever the Host', async () => {
    const invite = await inject({
      method: 'POST',
      url: '/api/client/user/invite/',
      headers: { ...(await server.authorizationOf('opsadmin')), host: 'evil.example' },
      payload: { email: 'host.header@meridiancapital.in', roles: ['clientviewer'] },
    });
    expect(invite.statusCode).toBe(201);
    const [mail] = await outbox('host.header@meridiancapital.in');
    expect(mail).toContain('http://localhost:8080/client/register?invite_code=');
    expect(mail).not.toContain('evil.example');
  });

  it('uses PUBLIC_ORIGIN for every link, and accepts web_url only on allowed origins', () => {
    const configured = loadConfig({
      PUBLIC_ORIGIN: 'https://bonds.example',
      ALLOWED_ORIGINS: 'https://portal.example',
      PORT: '9000',
    });
    expect(mailLinkOrigin(configured)).toBe('https://bonds.example');
    expect(linkTargetOrigins(configured)).toEqual(['https://bonds.example', 'https://portal.example']);
    const local = loadConfig({ PORT: '9000' });
    expect(mailLinkOrigin(local)).toBe('http://localhost:9000');
    expect(linkTargetOrigins(local)).toEqual(['http://localhost:9000', 'http://127.0.0.1:9000']);
  });
});

describe('finding 2: a firm cannot make itself a dealer', () => {
  const company = {
    auth_mode: 'register',
    pan: 'AAKCS1234Q',
    password: 'Strong@Pass1',
    identity: { first_name: 'Mallory', last_name: 'Shah' },
    client_type: 'CORP',
    category: 'CORPORATE',
    corporate_identity: { name: 'Self Made Dealers Private Limited' },
    contact: { email: 'mallory@selfmade.example', mobile: '9811122233', whatsapp_consent: false },
  };

  it("refuses an ops admin's own trade role, until the platform grants it to the verified firm", async () => {
    await inject({
      method: 'POST',
      url: '/api/request-otp/',
      payload: { email: company.contact.email, request_type: 'email', auth_mode: 'register' },
    });
    const code = /(\d{6})/.exec((await outbox(company.contact.email))[0]!)![1];
    await inject({
      method: 'POST',
      url: '/api/validate-otp/',
      payload: { email: company.contact.email, otp: code, request_type: 'register' },
    });
    const registered = await inject({ method: 'POST', url: '/api/client/register/', payload: company });
    expect(registered.statusCode).toBe(201);
    const { client_id: clientId } = registered.json<{ client_id: number }>();
    const tokens = (await signIn(company.contact.email, company.password)).json<{ access: string }>();
    const headers = { authorization: `Bearer ${tokens.access}` };
    const members = await inject({ method: 'GET', url: '/api/useraccounts/', headers });
    const self = members.json<{ results: { id: number }[] }>().results[0]!;
    const promote = await inject({
      method: 'PATCH',
      url: `/api/trade/members/${self.id}/`,
      headers,
      payload: { roles: ['user', 'clientopsadmin', 'clientdealer'] },
    });
    expect(promote.statusCode).toBe(403);
    expect(Object.keys(promote.json<object>())).toEqual(['roles']);
    const invite = await inject({
      method: 'POST',
      url: '/api/client/user/invite/',
      headers,
      payload: { email: 'accomplice@selfmade.example', roles: ['clientdealer'] },
    });
    expect(invite.statusCode).toBe(403);
    // Even a role written into the account by another path grants nothing the firm does not hold.
    await server.database.db
      .update(userAccounts)
      .set({ roles: ['user', 'clientopsadmin', 'clientdealer'] })
      .where(eq(userAccounts.id, self.id));
    const again = (await signIn(company.contact.email, company.password)).json<{ access: string }>();
    const session = await inject({
      method: 'GET',
      url: '/api/session/',
      headers: { authorization: `Bearer ${again.access}` },
    });
    expect(session.json<{ user_info: { roles: string[] } }>().user_info.roles).not.toContain('clientdealer');
    const market = await inject({
      method: 'GET',
      url: '/api/trade/d/market/',
      headers: { authorization: `Bearer ${again.access}` },
    });
    expect(market.json<{ count: number }>().count).toBe(0);
    // The platform administrator grants trade roles only to a verified firm with exchange access.
    const now = new Date();
    await expect(grantFirmRoles(server.database.db, clientId, ['clientdealer'], { now })).rejects.toThrow(
      /not verified/,
    );
    await expect(
      grantFirmRoles(server.database.db, clientId, ['clientdealer'], { now, verify: true }),
    ).rejects.toThrow(/no clearing code and no exchange credentials/);
    await server.database.db.update(clients).set({ nscclCode: 'S99001' }).where(eq(clients.id, clientId));
    expect(
      await grantFirmRoles(server.database.db, clientId, ['clientdealer'], { now, verify: true }),
    ).toContain('clientdealer');
    const granted = (await signIn(company.contact.email, company.password)).json<{ access: string }>();
    const afterGrant = await inject({
      method: 'GET',
      url: '/api/session/',
      headers: { authorization: `Bearer ${granted.access}` },
    });
    expect(afterGrant.json<{ user_info: { roles: string[] } }>().user_info.roles).toContain('clientdealer');
  });

  it("keeps the demo firms' roles: Meridian's admin assigns roles Meridian holds", async () => {
    const headers = await server.authorizationOf('opsadmin');
    const members = (await inject({ method: 'GET', url: '/api/useraccounts/?page_size=100', headers })).json<{
      results: { id: number; email: string }[];
    }>().results;
    const viewer = members.find((member) => member.email === 'viewer@demo.bondkit.in')!;
    const change = await inject({
      method: 'PATCH',
      url: `/api/trade/members/${viewer.id}/`,
      headers,
      payload: { roles: ['clientviewer', 'backoffice'] },
    });
    expect(change.statusCode).toBe(200);
    const researcher = await inject({
      method: 'PATCH',
      url: `/api/trade/members/${viewer.id}/`,
      headers,
      payload: { roles: ['clientviewer', 'dataviewer'] },
    });
    expect(researcher.statusCode).toBe(403);
    await inject({
      method: 'PATCH',
      url: `/api/trade/members/${viewer.id}/`,
      headers,
      payload: { roles: ['clientviewer'] },
    });
  });
});

describe('finding 9: sessions, passwords and invitations', () => {
  it('answers tokens and the session with Cache-Control: no-store', async () => {
    const tokens = await signIn('viewer@demo.bondkit.in');
    expect(tokens.headers['cache-control']).toBe('no-store');
    const refreshed = await inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: tokens.json<{ refresh: string }>().refresh },
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const session = await inject({
      method: 'GET',
      url: '/api/session/',
      headers: { authorization: `Bearer ${refreshed.json<{ access: string }>().access}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('refuses a refresh (401) for a member the firm deactivated', async () => {
    const tokens = (await signIn('backoffice@demo.bondkit.in')).json<{ refresh: string }>();
    const admin = await server.authorizationOf('opsadmin');
    const members = (
      await inject({ method: 'GET', url: '/api/useraccounts/?page_size=100', headers: admin })
    ).json<{ results: { id: number; email: string }[] }>().results;
    const backoffice = members.find((member) => member.email === 'backoffice@demo.bondkit.in')!;
    const deactivate = (status: string) =>
      inject({
        method: 'PATCH',
        url: `/api/trade/members/${backoffice.id}/`,
        headers: admin,
        payload: { status },
      });
    expect((await deactivate('inactive')).statusCode).toBe(200);
    const refresh = await inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await deactivate('active')).statusCode).toBe(200);
  });

  it('stops an access token already in use at once when its member is deactivated or its roles change', async () => {
    // The embedded server holds principals in memory (issue 12, finding 8): every change must reach them.
    const member = await server.authorizationOf('viewer');
    const admin = await server.authorizationOf('opsadmin');
    const session = () => inject({ method: 'GET', url: '/api/session/', headers: member });
    expect((await session()).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(200);
    const members = (
      await inject({ method: 'GET', url: '/api/useraccounts/?page_size=100', headers: admin })
    ).json<{ results: { id: number; email: string; roles: string[] }[] }>().results;
    const viewer = members.find((row) => row.email === 'viewer@demo.bondkit.in')!;
    const setStatus = (status: string) =>
      inject({
        method: 'PATCH',
        url: `/api/trade/members/${viewer.id}/`,
        headers: admin,
        payload: { status },
      });
    expect((await setStatus('inactive')).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(401);
    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(200);
    // A change written by any path (here straight into the table) is seen on the very next request.
    await server.database.db
      .update(userAccounts)
      .set({ roles: ['backoffice'] })
      .where(eq(userAccounts.id, viewer.id));
    expect((await session()).json<{ user_info: { roles: string[] } }>().user_info.roles).toEqual([
      'backoffice',
    ]);
    await server.database.db
      .update(userAccounts)
      .set({ roles: viewer.roles })
      .where(eq(userAccounts.id, viewer.id));
    expect((await session()).json<{ user_info: { roles: string[] } }>().user_info.roles).toEqual(
      viewer.roles,
    );
  });

  it('needs the current password to change it signed in, and signs the other sessions out', async () => {
    const first = (await signIn('compliance@demo.bondkit.in')).json<{ access: string; refresh: string }>();
    const second = (await signIn('compliance@demo.bondkit.in')).json<{ access: string; refresh: string }>();
    const session = (
      await inject({
        method: 'GET',
        url: '/api/session/',
        headers: { authorization: `Bearer ${first.access}` },
      })
    ).json<{ user_info: { unique_id: string } }>();
    const change = (body: object) =>
      inject({
        method: 'POST',
        url: `/api/change-password/${session.user_info.unique_id}/`,
        headers: { authorization: `Bearer ${first.access}` },
        payload: { new_password1: 'Taken@Over1', new_password2: 'Taken@Over1', token: '', ...body },
        remoteAddress: remote(),
      });
    const missing = await change({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ old_password: ['This field is required'] });
    const wrong = await change({ old_password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: ['Your current password is incorrect.'] });
    expect((await signIn('compliance@demo.bondkit.in')).statusCode).toBe(200);
    const changed = await change({ old_password: demoPassword, refresh: first.refresh });
    expect(changed.statusCode).toBe(200);
    const otherSession = await inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: second.refresh },
    });
    expect(otherSession.statusCode).toBe(401);
    const ownSession = await inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: first.refresh },
    });
    expect(ownSession.statusCode).toBe(200);
    expect((await signIn('compliance@demo.bondkit.in', 'Taken@Over1')).statusCode).toBe(200);
  });

  it("does not let an ops admin invite another firm's user, nor an invitation overwrite a password", async () => {
    const headers = await server.authorizationOf('opsadmin');
    const poach = await inject({
      method: 'POST',
      url: '/api/client/user/invite/',
      headers,
      payload: { email: 'trader@demo.bondkit.in', roles: ['clientviewer'] },
    });
    expect(poach.statusCode).toBe(409);
    expect(Object.keys(poach.json<object>())).toEqual(['email']);
    // A former member of the firm, re-invited, keeps the password they have.
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'viewer@demo.bondkit.in'));
    const members = (await inject({ method: 'GET', url: '/api/useraccounts/?page_size=100', headers })).json<{
      results: { id: number; email: string }[];
    }>().results;
    const viewer = members.find((member) => member.email === 'viewer@demo.bondkit.in')!;
    await inject({
      method: 'PATCH',
      url: `/api/trade/members/${viewer.id}/`,
      headers,
      payload: { status: 'inactive' },
    });
    const reinvite = await inject({
      method: 'POST',
      url: '/api/client/user/invite/',
      headers,
      payload: { email: 'viewer@demo.bondkit.in', roles: ['clientviewer'] },
    });
    expect(reinvite.statusCode).toBe(201);
    const code = /invite_code=([\w-]+)/.exec((await outbox('viewer@demo.bondkit.in'))[0]!)![1];
    const accept = (password: string) =>
      inject({
        method: 'POST',
        url: '/api/client/register/',
        payload: {
          auth_mode: 'register',
          pan: 'AAKPD1234Q',
          password,
          identity: { first_name: 'Neha', last_name: 'Deshpande' },
          client_type: 'INDV',
          category: 'RTL',
          corporate_identity: null,
          contact: { email: 'viewer@demo.bondkit.in', mobile: '9000000003', whatsapp_consent: false },
          invite_code: code,
        },
      });
    const overwrite = await accept('Hijacked@2027');
    expect(overwrite.statusCode).toBe(400);
    expect(Object.keys(overwrite.json<object>())).toEqual(['password']);
    const [unchanged] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'viewer@demo.bondkit.in'));
    expect(unchanged!.passwordHash).toBe(user!.passwordHash);
    expect((await accept(demoPassword)).statusCode).toBe(201);
    expect((await signIn('viewer@demo.bondkit.in')).statusCode).toBe(200);
  });

  it(
    'serves /api/docs in demo mode, and elsewhere only with BONDKIT_API_DOCS=1',
    { timeout: 180_000 },
    async () => {
      expect((await inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      const plain = await startTestServer({ environment: { BONDKIT_DEMO: '0' } });
      try {
        expect((await plain.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      } finally {
        await plain.close();
      }
      const documented = await startTestServer({ environment: { BONDKIT_DEMO: '0', BONDKIT_API_DOCS: '1' } });
      try {
        expect((await documented.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      } finally {
        await documented.close();
      }
      const secrets = { JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: 'a'.repeat(64) };
      expect(loadConfig({ NODE_ENV: 'production', ...secrets }).apiDocs).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', ...secrets, BONDKIT_API_DOCS: '1' }).apiDocs).toBe(true);
    },
  );
});
