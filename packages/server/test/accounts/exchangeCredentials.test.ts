import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialFormatMessages } from '@bondkit/core/internal';
import {
  listExchangeCredentials,
  saveExchangeCredential,
  testExchangeCredential,
} from '../../src/accounts/exchangeCredentials';
import { clients, users } from '../../src/database/schema/index';
import { refusal } from '../apiProblemRefusal';
import { startTestServer, type TestServer } from '../harness';

// The exchange-credential rules without HTTP: one login per clearing corporation, never listed with its
// password, and a test that reports the stored format's problems and an unreadable password.

let server: TestServer;
let owner: { clientId: number; userId: number; encryptionKey: Buffer };
const saved = new Date('2026-11-02T04:30:00Z');
const tested = new Date('2026-11-03T04:30:00Z');

beforeAll(async () => {
  server = await startTestServer();
  const [user] = await server.database.db.select().from(users).limit(1);
  const [client] = await server.database.db.select().from(clients).limit(1);
  if (!user || !client) throw new Error('The demo data has no user or client.');
  owner = { clientId: client.id, userId: user.id, encryptionKey: randomBytes(32) };
});
afterAll(async () => server?.close());

describe('exchange credentials (accounts/exchangeCredentials)', () => {
  it('keeps one login per clearing corporation, listed without its password', async () => {
    const login = {
      corp: 'NSCCL' as const,
      participant_code: 'MCS01',
      username: 'ops.one',
      password: 'Secret-1',
    };
    await saveExchangeCredential(server.database.db, owner, login, saved);
    await saveExchangeCredential(server.database.db, owner, { ...login, username: 'ops.two' }, saved);
    const listed = await listExchangeCredentials(server.database.db, owner.clientId);
    expect(listed.filter((credential) => credential.corp === 'NSCCL')).toEqual([
      {
        corp: 'NSCCL',
        participant_code: 'MCS01',
        username: 'ops.two',
        has_password: true,
        updated_at: saved.toISOString(),
        last_used_at: saved.toISOString(),
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain('Secret-1');
  });

  it("reports a malformed login and a password the key cannot read, and records the test's use", async () => {
    const login = {
      corp: 'ICCL' as const,
      participant_code: 'bad code',
      username: 'x',
      password: 'Secret-2',
    };
    await saveExchangeCredential(server.database.db, owner, login, saved);
    const withAnotherKey = { ...owner, encryptionKey: randomBytes(32) };
    expect(await testExchangeCredential(server.database.db, withAnotherKey, 'ICCL', tested)).toEqual({
      corp: 'ICCL',
      ok: false,
      problems: [
        credentialFormatMessages.participantCode,
        credentialFormatMessages.username,
        'The stored password cannot be read: save the credentials again.',
      ],
      last_used_at: saved.toISOString(),
    });
    await saveExchangeCredential(
      server.database.db,
      owner,
      { ...login, participant_code: 'MCS01', username: 'ops.iccl' },
      saved,
    );
    const result = await testExchangeCredential(server.database.db, owner, 'ICCL', tested);
    expect(result).toMatchObject({ ok: true, problems: [], last_used_at: saved.toISOString() });
    const [listed] = (await listExchangeCredentials(server.database.db, owner.clientId)).filter(
      (credential) => credential.corp === 'ICCL',
    );
    expect(listed?.last_used_at).toBe(tested.toISOString());
  });

  it('answers 404 for a clearing corporation the firm has no login at', async () => {
    const [, otherFirm] = await server.database.db.select({ id: clients.id }).from(clients).limit(2);
    if (!otherFirm) throw new Error('The demo data has fewer than two clients.');
    const problem = await refusal(
      testExchangeCredential(server.database.db, { ...owner, clientId: otherFirm.id }, 'NSCCL', tested),
    );
    expect(problem.statusCode).toBe(404);
    expect(problem.body).toEqual({ detail: 'No NSCCL credentials saved.' });
  });
});
