import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientOnboardingSchema } from '@bondkit/core/validation';
import { clients } from '../src/database/schema/index';
import { buildXlsxWorkbook } from '../src/documents/xlsxWorkbook';
import { startTestServer, type DemoKey, type TestServer } from './harness';

let server: TestServer;
// Seeding the demo data takes long on a loaded machine.
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, who: DemoKey, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authorizationOf(who),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function upload(who: DemoKey, fileName: string, content: Uint8Array | string) {
  const boundary = 'bondkit-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return server.app.inject({
    method: 'POST',
    url: '/api/clients/ucc/upload/',
    headers: {
      ...(await server.authorizationOf(who)),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function custodianId(name: string, exchange: 'NSE' | 'BSE'): Promise<number> {
  const found = await call(
    'GET',
    `/api/client/search-custodians/?exchange=${exchange}&search_param=${name}`,
    'backoffice',
  );
  return found.json<{ client_id: number }[]>()[0]!.client_id;
}

const individual = {
  client_type: 'INDV',
  category: 'HNI',
  name: 'Meera Pillai',
  pan: 'BQRPP4821L',
  gst: '',
  address_line: '14 Marine Drive',
  city: 'Kochi',
  state: 'KERALA',
  pincode: '682011',
  bank_account_number: '50100234567890',
  ifsc: 'HDFC0001234',
  bo_id: '1208160000123456',
  dp_id: '',
  depository_client_id: '',
  nse_custodian_id: null,
  bse_custodian_id: null,
  contact_name: 'Meera Pillai',
  email: 'meera.pillai@example.in',
  mobile: '9847012345',
  whatsapp_consent: true,
  consent: true,
};

describe('onboarding a client', () => {
  it('creates, reads and replaces a managed client; the search lists it', async () => {
    const deccan = await custodianId('Deccan', 'BSE');
    const created = await call('POST', '/api/clients/', 'backoffice', {
      ...individual,
      bse_custodian_id: deccan,
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = created.json<{ id: number; category: string; bse_custodian_id: number; gst: null }>();
    expect(client).toMatchObject({ category: 'HNI', bse_custodian_id: deccan, gst: null });

    const listed = await call('GET', '/api/clients/?search=Meera', 'dealer');
    expect(listed.json<{ results: { id: number }[] }>().results.map((row) => row.id)).toEqual([client.id]);

    const corporate = {
      ...individual,
      client_type: 'CORP',
      category: '',
      name: 'Pillai Exports & Co.',
      gst: '32BQRPP4821L1Z5',
      bse_custodian_id: null,
    };
    const replaced = await call('PUT', `/api/clients/${client.id}/`, 'backoffice', corporate);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ client_type: 'CORP', category: null, gst: '32BQRPP4821L1Z5' });
    expect((await call('GET', `/api/clients/${client.id}/`, 'viewer')).json()).toMatchObject({
      name: 'Pillai Exports & Co.',
    });
  });

  it("answers every bad field with the spec's message and stores nothing", async () => {
    const bad = await call('POST', '/api/clients/', 'backoffice', {
      ...individual,
      category: '',
      name: 'Meera 2',
      pan: 'ABC',
      pincode: '6820',
      bank_account_number: '12345',
      ifsc: 'HDFC1234567',
      bo_id: '',
      email: 'meera@',
      mobile: '12345',
      contact_name: 'M3',
      consent: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      category: ['Choose an individual category'],
      name: ['Should not contain special characters.'],
      pan: ['Please enter a valid PAN (10 Digits)'],
      pincode: ['Please enter a valid Pincode'],
      bank_account_number: ['Account number should have at least 10 digits.'],
      ifsc: ['Please enter a valid IFSC Code (11 Digits).'],
      bo_id: ['Enter a BO ID, or a DP ID and client ID.'],
      email: ['Please enter a valid email address.'],
      mobile: ['Please enter a valid Phone number.'],
      contact_name: ['Should not contain special characters.'],
      consent: ["The client's consent is required."],
    });
    const corporate = await call('POST', '/api/clients/', 'backoffice', {
      ...individual,
      client_type: 'CORP',
      gst: '32ABC',
      bo_id: '',
      dp_id: '1234',
      depository_client_id: '',
    });
    expect(corporate.json()).toEqual({
      gst: ['Please enter a valid GST Registration Number.'],
      dp_id: ['DP ID should have 8 digits.'],
      depository_client_id: ['Client ID is required'],
    });
  });

  it('refuses a custodian of another exchange and a second client with the same PAN', async () => {
    const konkan = await custodianId('Konkan', 'NSE');
    const wrongExchange = await call('POST', '/api/clients/', 'backoffice', {
      ...individual,
      pan: 'CQRPP4821L',
      bse_custodian_id: konkan,
    });
    expect(wrongExchange.statusCode).toBe(400);
    expect(wrongExchange.json()).toEqual({ bse_custodian_id: ['Choose a custodian on BSE.'] });
    const first = await call('POST', '/api/clients/', 'dealer', { ...individual, pan: 'DQRPP4821L' });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/clients/', 'dealer', { ...individual, pan: 'DQRPP4821L' });
    expect(again.statusCode).toBe(409);
  });
});

/** What the edit page puts in its fields from a `GET api/clients/{id}/` answer: null shows as empty. */
function formOf(view: Record<string, unknown>) {
  const form: Record<string, unknown> = {};
  for (const key of Object.keys(individual))
    form[key] = view[key] === null && !key.endsWith('_custodian_id') ? '' : view[key];
  // As the edit page's clientFormOf: the form names the kind (a partner's -P stays on the server), and a
  // corporate's server category is not one of the form's individual categories.
  const corporate = String(view.client_type).startsWith('CORP');
  return {
    ...form,
    client_type: corporate ? 'CORP' : 'INDV',
    category: corporate ? '' : form.category,
    consent: true,
  };
}

describe('editing the clients a firm already had', () => {
  it("opens every demo client for editing with details that pass the onboarding form's own rules", async () => {
    for (const who of ['backoffice', 'dealer'] as const) {
      const listed = await call('GET', '/api/clients/?page_size=100', who);
      const rows = listed.json<{ results: { id: number; name: string }[] }>().results;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const opened = await call('GET', `/api/clients/${row.id}/`, who);
        expect(opened.statusCode, `${row.name}: ${opened.body}`).toBe(200);
        const view = opened.json<Record<string, unknown>>();
        expect(view.consent, row.name).toBe(true);
        const checked = clientOnboardingSchema.safeParse(formOf(view));
        expect(checked.error?.issues ?? [], row.name).toEqual([]);
      }
    }
  });

  it('shows a client recorded without onboarding details with empty details, and saving completes them', async () => {
    const [firm] = await server.database.db
      .select({ id: clients.managedByClientId })
      .from(clients)
      .where(eq(clients.name, 'Rohan Mehta'));
    const [recorded] = await server.database.db
      .insert(clients)
      .values({
        name: 'Asha Verma',
        clientType: 'INDV',
        category: 'RTL',
        clientSegment: 'NON_INSTITUTIONAL',
        pan: 'FQRPV7781K',
        state: 'DELHI',
        offlineRecord: true,
        managedByClientId: firm!.id,
      })
      .returning({ id: clients.id });
    const opened = await call('GET', `/api/clients/${recorded!.id}/`, 'backoffice');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      name: 'Asha Verma',
      pan: 'FQRPV7781K',
      state: 'DELHI',
      address_line: '',
      bank_account_number: '',
      consent: false,
    });
    const saved = await call('PUT', `/api/clients/${recorded!.id}/`, 'backoffice', {
      ...individual,
      name: 'Asha Verma',
      pan: 'FQRPV7781K',
      category: 'RTL',
      state: 'DELHI',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', `/api/clients/${recorded!.id}/`, 'dealer')).json()).toMatchObject({
      address_line: '14 Marine Drive',
      consent: true,
    });
    // A corporate keeps its server category (BANK) and a partner its suffix when their details are saved.
    const [bank] = await server.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.name, 'Pune Urban Co-operative Bank Limited'));
    const bankView = (await call('GET', `/api/clients/${bank!.id}/`, 'backoffice')).json<
      Record<string, unknown>
    >();
    const bankSaved = await call('PUT', `/api/clients/${bank!.id}/`, 'backoffice', {
      ...formOf(bankView),
      city: 'Pune City',
    });
    expect(bankSaved.json()).toMatchObject({ client_type: 'CORP', category: 'BANK', city: 'Pune City' });
    const [partner] = await server.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.name, 'Baroda Wealth Managers'));
    const partnerView = (await call('GET', `/api/clients/${partner!.id}/`, 'backoffice')).json<
      Record<string, unknown>
    >();
    const partnerSaved = await call('PUT', `/api/clients/${partner!.id}/`, 'backoffice', formOf(partnerView));
    expect(partnerSaved.json()).toMatchObject({ client_type: 'INDV-P', category: 'SWM' });

    // Kaveri's trader still cannot open it (the object check of other firms is in objectMatrix.test.ts).
    const elsewhere = await call('GET', `/api/clients/${recorded!.id}/`, 'trader');
    expect([403, 404]).toContain(elsewhere.statusCode);
    expect(elsewhere.body).not.toContain('Asha');
  });
});

describe('UCC bulk upload', () => {
  const header =
    'client_code,name,exchange,pan,client_type,category,email,mobile,state,bank_account_number,ifsc,dp_id,bo_id';
  const row = (index: number) =>
    `BULK${String(index).padStart(4, '0')},Client ${index},${index % 2 ? 'NSE' : 'BSE'},ABCPV${String(1000 + index).slice(-4)}K,INDV,RTL,,,MAHARASHTRA,,,,`;

  it('creates 200 rows of an XLSX template in one upload', async () => {
    const rows = Array.from({ length: 200 }, (_, index) => row(index + 1).split(','));
    const workbook = buildXlsxWorkbook('UCC', [header.split(','), ...rows]);
    const answer = await upload('backoffice', 'ucc.xlsx', workbook);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ created: 200, errors: [] });
    const listed = await call('GET', '/api/clients/ucc/?search=BULK&page_size=5', 'backoffice');
    expect(listed.json<{ count: number }>().count).toBe(200);
  });

  it('reports each bad row with its row number and creates the good ones', async () => {
    const csv = [
      header,
      row(501),
      'BAD-1,Bad code,NSE,ABCPV1234K,INDV,,,,,,,,',
      `${row(502)}`,
      'BULK0503,No PAN,BSE,ABC,INDV,,,,,,,,',
      row(501),
      'BULK0001,Taken,NSE,ABCPV1234K,INDV,,,,,,,,',
      'BULK0504,Bad IFSC,NSE,ABCPV1234K,CORP,,,,,,HDFC1234567,,',
    ].join('\n');
    const answer = await upload('dealer', 'ucc.csv', csv);
    expect(answer.json()).toEqual({
      created: 2,
      errors: [
        { row: 3, message: 'Client code: A client code is 1 to 10 letters or digits.' },
        { row: 5, message: 'PAN: Please enter a valid PAN (10 Digits)' },
        { row: 6, message: 'Client code: A UCC with this client code already exists on this exchange.' },
        { row: 7, message: 'Client code: A UCC with this client code already exists on this exchange.' },
        { row: 8, message: 'IFSC: Please enter a valid IFSC Code (11 Digits).' },
      ],
    });
  });

  it('refuses a file without the template columns', async () => {
    const answer = await upload('dealer', 'ucc.csv', 'code,who\nA,B');
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('client_code');
  });
});

describe('exchange credentials', () => {
  it('tests the stored format, records the use and never returns the password', async () => {
    const missing = await call('POST', '/api/client/credentials/test/', 'opsadmin', { corp: 'ICCL' });
    expect(missing.statusCode).toBe(404);
    const saved = await call('POST', '/api/client/credentials/', 'opsadmin', {
      corp: 'ICCL',
      participant_code: 'MCS42',
      username: 'meridian.iccl',
      password: 'S3cret-iccl!',
    });
    expect(saved.statusCode).toBe(200);
    const listed = await call('GET', '/api/client/credentials/', 'opsadmin');
    expect(listed.body).not.toContain('S3cret-iccl!');
    const iccl = listed
      .json<{ corp: string; last_used_at: string | null }[]>()
      .find((entry) => entry.corp === 'ICCL')!;
    expect(iccl.last_used_at).not.toBeNull();

    const tested = await call('POST', '/api/client/credentials/test/', 'opsadmin', { corp: 'ICCL' });
    expect(tested.json()).toEqual({ corp: 'ICCL', ok: true, problems: [], last_used_at: iccl.last_used_at });
    const badFormat = await call('POST', '/api/client/credentials/', 'opsadmin', {
      corp: 'ICCL',
      participant_code: 'mcs 42',
      username: 'me',
      password: 'x',
    });
    expect(badFormat.statusCode).toBe(200);
    const failing = await call('POST', '/api/client/credentials/test/', 'opsadmin', { corp: 'ICCL' });
    expect(failing.json()).toMatchObject({
      ok: false,
      problems: [
        'A participant code is 2 to 12 capital letters or digits.',
        'A username is 3 to 50 characters without spaces.',
      ],
    });
  });
});
