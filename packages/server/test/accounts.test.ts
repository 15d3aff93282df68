import type { InjectOptions } from 'fastify';
import { createServer, type Server } from 'node:http';
import { unzipSync, strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCredentials, supportTickets } from '../src/database/schema/index';
import { decryptSecret } from '../src/auth/encryption';
import { createIntercomForwarder } from '../src/support/intercomClient';
import { demoInviteCode, demoInviteEmail } from '../src/seed/demoAccounts';
import { startTestServer, type TestServer } from './harness';

/** A fake Intercom: records each request and answers a ticket id. */
let fakeIntercom: Server;
let fakeIntercomUrl = '';
const intercomRequests: { url: string; authorization: string | undefined; body: unknown }[] = [];

let server: TestServer;
beforeAll(async () => {
  fakeIntercom = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      intercomRequests.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text),
      });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ type: 'ticket', id: '7311' }));
    });
  });
  await new Promise<void>((resolve) => fakeIntercom.listen(0, '127.0.0.1', resolve));
  const address = fakeIntercom.address();
  fakeIntercomUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startTestServer({
    environment: { INTERCOM_ACCESS_TOKEN: 'test-intercom-token', INTERCOM_API_URL: fakeIntercomUrl },
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => fakeIntercom.close(resolve));
});

const inject = (options: InjectOptions) => server.app.inject(options);

describe('registration', () => {
  const payload = {
    auth_mode: 'register',
    pan: 'ABCPV1234K',
    password: 'Strong@Pass1',
    identity: { first_name: 'Asha', last_name: 'Verma' },
    client_type: 'INDV',
    category: 'RTL',
    corporate_identity: null,
    contact: { email: 'asha.verma@example.in', mobile: '9876543210', whatsapp_consent: true },
  };

  it('requires a verified OTP, then registers once; a second registration is a 409', async () => {
    const before = await inject({ method: 'POST', url: '/api/client/register/', payload });
    expect(before.json()).toEqual({
      non_field_errors: ['Verify your mobile number or email address with an OTP before registering.'],
    });
    await inject({
      method: 'POST',
      url: '/api/request-otp/',
      payload: { mobile: '9876543210', request_type: 'mobile', auth_mode: 'register' },
    });
    const outbox = (await inject({ method: 'GET', url: '/dev/outbox?recipient=9876543210' })).json<{
      messages: { body: string }[];
    }>();
    const code = /(\d{6})/.exec(outbox.messages[0]!.body)![1];
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/validate-otp/',
          payload: { mobile: '9876543210', otp: code, request_type: 'register' },
        })
      ).json(),
    ).toEqual({ detail: 'OTP verified.', valid: true });
    const registered = await inject({ method: 'POST', url: '/api/client/register/', payload });
    expect(registered.statusCode).toBe(201);
    const signIn = await inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'asha.verma@example.in', password: 'Strong@Pass1' },
    });
    expect(signIn.statusCode).toBe(200);
    await inject({
      method: 'POST',
      url: '/api/request-otp/',
      payload: { mobile: '9876543210', request_type: 'mobile', auth_mode: 'register' },
    });
    const again = (await inject({ method: 'GET', url: '/dev/outbox?recipient=9876543210' })).json<{
      messages: { body: string }[];
    }>();
    const secondCode = /(\d{6})/.exec(again.messages[0]!.body)![1];
    await inject({
      method: 'POST',
      url: '/api/validate-otp/',
      payload: { mobile: '9876543210', otp: secondCode, request_type: 'register' },
    });
    const duplicate = await inject({ method: 'POST', url: '/api/client/register/', payload });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      contact: { email: ['A user with this email address already exists.'] },
    });
  });

  it('creates the client in the client_mode its OTP was requested with (a partner firm that brokes)', async () => {
    const mobile = '9876500011';
    await inject({
      method: 'POST',
      url: '/api/request-otp/',
      payload: { mobile, request_type: 'mobile', auth_mode: 'register', client_mode: 'BROKING' },
    });
    const outbox = (await inject({ method: 'GET', url: `/dev/outbox?recipient=${mobile}` })).json<{
      messages: { body: string }[];
    }>();
    const code = /(\d{6})/.exec(outbox.messages[0]!.body)![1];
    await inject({
      method: 'POST',
      url: '/api/validate-otp/',
      payload: { mobile, otp: code, request_type: 'register' },
    });
    const registered = await inject({
      method: 'POST',
      url: '/api/client/register/',
      payload: {
        ...payload,
        pan: 'AAPCB1234K',
        client_type: 'CORP-P',
        category: 'CORPORATE',
        corporate_identity: { name: 'Bhima Partners' },
        contact: { email: 'ops@bhimapartners.in', mobile, whatsapp_consent: false },
      },
    });
    expect(registered.statusCode).toBe(201);
    const signIn = await inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'ops@bhimapartners.in', password: 'Strong@Pass1' },
    });
    const client = await inject({
      method: 'GET',
      url: '/api/client/',
      headers: { authorization: `Bearer ${signIn.json<{ access: string }>().access}` },
    });
    expect(client.json()).toMatchObject({ client_type: 'CORP-P', client_mode: 'BROKING' });
  });

  it('validates the payload with the spec messages', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/client/register/',
      payload: { ...payload, pan: 'abc', contact: { ...payload.contact, mobile: '12345', email: 'nope' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      pan: ['Please enter a valid PAN (10 Digits)'],
      contact: {
        mobile: ['Please enter a valid Phone number.'],
        email: ['Please enter a valid email address.'],
      },
    });
  });

  it('answers 410 for an invalid invitation code, and joins the firm with a valid one only once', async () => {
    const invalid = await inject({
      method: 'POST',
      url: '/api/client/user/invite/validate/',
      payload: { invite_code: 'nope' },
    });
    expect(invalid.statusCode).toBe(410);
    expect(invalid.json()).toEqual({ detail: 'Invitation URL invalid' });
    const valid = await inject({
      method: 'POST',
      url: '/api/client/user/invite/validate/',
      payload: { invite_code: demoInviteCode },
    });
    expect(valid.json()).toMatchObject({ email: demoInviteEmail, client_name: 'Meridian Capital' });
    const body = {
      ...payload,
      invite_code: demoInviteCode,
      pan: 'ABCPD4321L',
      contact: { email: demoInviteEmail, mobile: '9811122233', whatsapp_consent: false },
    };
    expect((await inject({ method: 'POST', url: '/api/client/register/', payload: body })).statusCode).toBe(
      201,
    );
    expect((await inject({ method: 'POST', url: '/api/client/register/', payload: body })).statusCode).toBe(
      410,
    );
    const tokens = (
      await inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: demoInviteEmail, password: 'Strong@Pass1' },
      })
    ).json();
    const session = (
      await inject({
        method: 'GET',
        url: '/api/session/',
        headers: { authorization: `Bearer ${tokens.access}` },
      })
    ).json();
    expect(session.name).toBe('Meridian Capital Securities Private Limited');
    expect(session.user_info.roles).toEqual(['clientdealer']);
  });
});

describe('invitations by an ops admin', () => {
  it('invites, revokes, and the revoked code is 410', async () => {
    const headers = await server.authorizationOf('opsadmin');
    const invite = await inject({
      method: 'POST',
      url: '/api/client/user/invite/',
      headers,
      payload: { email: 'new.backoffice@meridiancapital.in', roles: ['backoffice'] },
    });
    expect(invite.statusCode).toBe(201);
    const mail = (
      await inject({ method: 'GET', url: '/dev/outbox?recipient=new.backoffice@meridiancapital.in' })
    ).json();
    const code = new URL(/http:\/\/\S+/.exec(mail.messages[0].body)![0]).searchParams.get('invite_code');
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/client/user/invite/validate/',
          payload: { invite_code: code },
        })
      ).statusCode,
    ).toBe(200);
    const revoke = await inject({
      method: 'POST',
      url: '/api/client/user/invite/revoke/',
      headers,
      payload: { invitee_id: invite.json().invitee_id },
    });
    expect(revoke.statusCode).toBe(200);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/client/user/invite/validate/',
          payload: { invite_code: code },
        })
      ).statusCode,
    ).toBe(410);
    const duplicateMember = await inject({
      method: 'POST',
      url: '/api/client/user/invite/',
      headers,
      payload: { email: 'dealer@demo.bondkit.in', roles: ['clientdealer'] },
    });
    expect(duplicateMember.statusCode).toBe(409);
  });
});

describe('exchange credentials', () => {
  it('stores the password encrypted with AES-GCM and never returns it', async () => {
    const headers = await server.authorizationOf('opsadmin');
    const secret = 'Iccl-Secret-99';
    const save = await inject({
      method: 'POST',
      url: '/api/client/credentials/',
      headers,
      payload: { participant_code: 'I6521', username: 'meridian.iccl', password: secret, corp: 'ICCL' },
    });
    expect(save.statusCode).toBe(200);
    expect(save.body).not.toContain(secret);
    const list = await inject({ method: 'GET', url: '/api/client/credentials/', headers });
    expect(list.body).not.toContain(secret);
    expect(list.json().map((row: { corp: string }) => row.corp)).toEqual(['ICCL', 'NSCCL']);
    const [row] = await server.database.db
      .select()
      .from(exchangeCredentials)
      .where(eq(exchangeCredentials.corp, 'ICCL'));
    expect(row!.passwordCiphertext).not.toContain(secret);
    const { resolveSecrets } = await import('../src/auth/secrets');
    const { encryptionKey } = await resolveSecrets(server.config, server.database.db);
    expect(decryptSecret(row!.passwordCiphertext, encryptionKey)).toBe(secret);
    const session = (
      await inject({ method: 'GET', url: '/api/session/', headers: await server.authorizationOf('dealer') })
    ).json();
    expect(session.iccl_credentials).toBe(true);
  });
});

describe('clients, users and UCC are limited to the caller firm', () => {
  it("lists only the firm's managed clients and user accounts, with search and pages", async () => {
    const headers = await server.authorizationOf('dealer');
    const clients = (await inject({ method: 'GET', url: '/api/clients/?page_size=3', headers })).json();
    // Meridian's seven onboarded clients and Ananya Iyer, the individual investor whose broker it is.
    expect(clients.count).toBe(8);
    expect(clients.results).toHaveLength(3);
    const investor = (await inject({ method: 'GET', url: '/api/clients/?search=Ananya', headers })).json();
    expect(investor.results.map((client: { name: string }) => client.name)).toEqual(['Ananya Iyer']);
    expect(clients.next).toContain('page=2');
    const search = (await inject({ method: 'GET', url: '/api/clients/?search=kaveri', headers })).json();
    expect(search.count).toBe(0);
    const partners = (await inject({ method: 'GET', url: '/api/clients/?is_partner=true', headers })).json();
    expect(partners.results.map((client: { name: string }) => client.name)).toEqual([
      'Baroda Wealth Managers',
    ]);
    const wildcard = (await inject({ method: 'GET', url: '/api/clients/?search=%25', headers })).json();
    expect(wildcard.count).toBe(0);
    const accounts = (
      await inject({
        method: 'GET',
        url: '/api/useraccounts/',
        headers: await server.authorizationOf('trader'),
      })
    ).json();
    expect(accounts.results.map((account: { email: string }) => account.email)).toEqual([
      'trader@demo.bondkit.in',
    ]);
  });

  it('creates, reads, updates UCC records; duplicates are 409; other firms get 404', async () => {
    const headers = await server.authorizationOf('backoffice');
    const create = await inject({
      method: 'POST',
      url: '/api/clients/ucc/',
      headers,
      payload: {
        client_code: 'MCS0200',
        name: 'Asha Verma',
        exchange: 'NSE',
        pan: 'ABCPV1234K',
        client_type: 'INDV',
        ifsc: 'HDFC0001234',
      },
    });
    expect(create.statusCode).toBe(201);
    const id = create.json().id;
    const duplicate = await inject({
      method: 'POST',
      url: '/api/clients/ucc/',
      headers,
      payload: {
        client_code: 'mcs0200',
        name: 'Other',
        exchange: 'NSE',
        pan: 'ABCPV1234K',
        client_type: 'INDV',
      },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      client_code: ['A UCC with this client code already exists on this exchange.'],
    });
    const badIfsc = await inject({
      method: 'PATCH',
      url: `/api/clients/ucc/${id}/`,
      headers,
      payload: { ifsc: 'HDFC1234' },
    });
    expect(badIfsc.json()).toEqual({ ifsc: ['Please enter a valid IFSC Code (11 Digits).'] });
    const patch = await inject({
      method: 'PATCH',
      url: `/api/clients/ucc/${id}/`,
      headers,
      payload: { state: 'GOA' },
    });
    expect(patch.json().state).toBe('GOA');
    expect(
      (await inject({ method: 'GET', url: `/api/clients/ucc/${id}/`, headers })).json().client_code,
    ).toBe('MCS0200');
    const list = (await inject({ method: 'GET', url: '/api/clients/ucc/?search=asha', headers })).json();
    expect(list.count).toBe(1);
  });

  it('downloads a real XLSX template', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/clients/ucc/download-template/',
      headers: await server.authorizationOf('dealer'),
    });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toContain('xl/workbook.xml');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('client_code');
    expect(sheet).toContain('bo_id');
  });
});

describe('reference data and trade directory', () => {
  it('answers categories, states, custodians, facilitators and timings', async () => {
    const categories = (await inject({ method: 'GET', url: '/api/client/categories/' })).json();
    expect(categories).toContainEqual({ value: 'HUF', label: 'Hindu Undivided Family' });
    const states = (await inject({ method: 'GET', url: '/api/client/states/' })).json();
    expect(states).toContain('TAMIL NADU');
    expect(states.at(-1)).toBe('OTHER');
    const headers = await server.authorizationOf('dealer');
    const nse = (
      await inject({ method: 'GET', url: '/api/client/search-custodians/?exchange=NSE', headers })
    ).json();
    expect(nse.map((custodian: { name: string }) => custodian.name)).toEqual([
      'Deccan Custodial Services Limited',
      'Konkan Trust and Custody Limited',
    ]);
    const bse = (
      await inject({
        method: 'GET',
        url: '/api/client/search-custodians/?exchange=BSE&search_param=deccan',
        headers,
      })
    ).json();
    expect(bse).toHaveLength(1);
    expect((await inject({ method: 'GET', url: '/api/trade/facilitator/', headers })).json()[0].name).toBe(
      'Narmada Bond Facilitators Private Limited',
    );
    const timings = (await inject({ method: 'GET', url: '/api/trade/timings', headers })).json();
    expect(timings).toMatchObject({ start_time: '09:00', end_time: '17:00' });
  });

  it('finds a firm by website, ignoring scheme and www', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/client/by-website/?website=https://www.meridiancapital.in/about',
    });
    expect(response.json().brand_name).toBe('Meridian Capital');
    expect(
      (await inject({ method: 'GET', url: '/api/client/by-website/?website=unknown.in' })).statusCode,
    ).toBe(404);
  });
});

describe('support tickets', () => {
  it('stores the ticket and forwards it to Intercom with the access token', async () => {
    const response = await inject({
      method: 'POST',
      url: '/ext/intercom/ticket/',
      headers: await server.authorizationOf('investor'),
      payload: {
        ticket_type_id: 5,
        contacts: [{ email: 'investor@demo.bondkit.in' }],
        attributes: {
          _default_title_: 'Pricing question',
          _default_description_: 'How is the yield computed?',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: '7311', forwarded: true });
    expect(intercomRequests.at(-1)).toMatchObject({
      url: '/tickets',
      authorization: 'Bearer test-intercom-token',
      body: { ticket_type_id: '5', contacts: [{ email: 'investor@demo.bondkit.in' }] },
    });
    const [stored] = await server.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.providerTicketId, '7311'));
    expect(stored?.title).toBe('Pricing question');
  });

  it('the Intercom adapter reports a provider failure as an error', async () => {
    const forwarder = createIntercomForwarder({
      accessToken: 't',
      apiUrl: 'http://intercom.test',
      fetch: async () => new Response('{"errors":[{"code":"unauthorized"}]}', { status: 401 }),
    });
    await expect(forwarder.createTicket({ ticketTypeId: 1, contacts: [], attributes: {} })).rejects.toThrow(
      /401/,
    );
  });

  it('uploads a file as multipart and serves it back as a download', async () => {
    const boundary = '----bondkit';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello support\r\n--${boundary}--\r\n`;
    const upload = await inject({
      method: 'POST',
      url: '/ext/public/upload/',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode).toBe(201);
    const path = new URL(upload.json().file_url).pathname;
    const download = await inject({ method: 'GET', url: path });
    expect(download.body).toBe('hello support');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
  });
});
