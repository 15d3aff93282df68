import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientOnboardingSchema } from '@bondkit/core/validation';
import { type ClientOnboarding } from '@bondkit/core/internal';
import {
  findManagedClient,
  onboardManagedClient,
  replaceManagedClient,
} from '../../src/accounts/managedClients';
import type { Principal } from '../../src/auth/principal';
import { clients } from '../../src/database/schema/index';
import { refusal } from '../apiProblemRefusal';
import { demoPrincipal } from '../demoMembers';
import { startTestServer, type DemoKey, type TestServer } from '../harness';

// The rules of the clients a firm manages, without HTTP: a custodian acts on the exchange it is chosen
// for, a firm manages one client per PAN, a firm reaches only its own clients, and a partner client keeps
// its partner suffix when its details are replaced.

let server: TestServer;
let backoffice: Principal;
let otherFirm: Principal;
const now = new Date('2026-11-24T06:30:00Z');

const principalOf = (key: DemoKey): Promise<Principal> => demoPrincipal(server.database.db, key);

async function custodianId(website: string): Promise<number> {
  const [custodian] = await server.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.website, website));
  if (!custodian) throw new Error(`No custodian ${website}`);
  return custodian.id;
}

/** The form's input as the route receives it: parsed by the contract's body schema. */
function onboarding(changes: Record<string, unknown>): ClientOnboarding {
  return clientOnboardingSchema.parse({
    client_type: 'INDV',
    category: 'HNI',
    name: 'Service Test Client',
    pan: 'DQRPS4821L',
    gst: '',
    address_line: '14 Marine Drive',
    city: 'Kochi',
    state: 'KERALA',
    pincode: '682011',
    bank_account_number: '50100234567890',
    ifsc: 'hdfc0001234',
    bo_id: '1208160000123456',
    dp_id: '',
    depository_client_id: '',
    nse_custodian_id: null,
    bse_custodian_id: null,
    contact_name: 'Service Test',
    email: 'Service.Test@Example.in',
    mobile: '9847012345',
    whatsapp_consent: false,
    consent: true,
    ...changes,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  backoffice = await principalOf('backoffice');
  otherFirm = await principalOf('trader');
});
afterAll(async () => server?.close());

describe('managed clients (accounts/managedClients)', () => {
  it('onboards a client of the firm with its consent, IFSC upper-case and e-mail lower-case', async () => {
    const created = await onboardManagedClient(
      server.database.db,
      backoffice,
      onboarding({ pan: 'DQRPS0001L' }),
      now,
    );
    expect(created).toMatchObject({
      client_type: 'INDV',
      category: 'HNI',
      ifsc: 'HDFC0001234',
      email: 'service.test@example.in',
      consent: true,
      created_at: now.toISOString(),
    });
    expect(await findManagedClient(server.database.db, created.id, backoffice.client.id)).toEqual(created);
  });

  it('refuses a second client with the same PAN in the firm, and a custodian of another exchange', async () => {
    await onboardManagedClient(server.database.db, backoffice, onboarding({ pan: 'DQRPS0002L' }), now);
    const twice = await refusal(
      onboardManagedClient(server.database.db, backoffice, onboarding({ pan: 'DQRPS0002L' }), now),
    );
    expect({ status: twice.statusCode, body: twice.body }).toEqual({
      status: 409,
      body: { pan: ['Your firm already manages a client with this PAN.'] },
    });
    // Konkan acts on NSE only.
    const konkan = await custodianId('konkancustody.in');
    const wrongExchange = await refusal(
      onboardManagedClient(
        server.database.db,
        backoffice,
        onboarding({ pan: 'DQRPS0003L', bse_custodian_id: konkan }),
        now,
      ),
    );
    expect({ status: wrongExchange.statusCode, body: wrongExchange.body }).toEqual({
      status: 400,
      body: { bse_custodian_id: ['Choose a custodian on BSE.'] },
    });
    // Another firm may manage a client with the same PAN.
    await expect(
      onboardManagedClient(server.database.db, otherFirm, onboarding({ pan: 'DQRPS0002L' }), now),
    ).resolves.toMatchObject({ pan: 'DQRPS0002L' });
  });

  it("replaces a client's details; another firm's client is a 404, as if it did not exist", async () => {
    const created = await onboardManagedClient(
      server.database.db,
      backoffice,
      onboarding({ pan: 'DQRPS0004L' }),
      now,
    );
    const later = new Date('2026-11-25T06:30:00Z');
    const replaced = await replaceManagedClient(
      server.database.db,
      backoffice,
      { id: created.id, input: onboarding({ pan: 'DQRPS0004L', city: 'Ernakulam' }) },
      later,
    );
    expect(replaced).toMatchObject({ id: created.id, city: 'Ernakulam', updated_at: later.toISOString() });
    const foreign = await refusal(
      replaceManagedClient(
        server.database.db,
        otherFirm,
        { id: created.id, input: onboarding({ pan: 'DQRPS0004L' }) },
        later,
      ),
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await refusal(findManagedClient(server.database.db, created.id, otherFirm.client.id))).statusCode,
    ).toBe(404);
  });

  it('keeps a partner client partner when its details are replaced', async () => {
    const created = await onboardManagedClient(
      server.database.db,
      backoffice,
      onboarding({ pan: 'DQRPS0005L' }),
      now,
    );
    await server.database.db.update(clients).set({ clientType: 'INDV-P' }).where(eq(clients.id, created.id));
    const replaced = await replaceManagedClient(
      server.database.db,
      backoffice,
      { id: created.id, input: onboarding({ pan: 'DQRPS0005L' }) },
      now,
    );
    expect(replaced.client_type).toBe('INDV-P');
  });
});
