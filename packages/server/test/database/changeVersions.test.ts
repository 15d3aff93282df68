import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadPrincipal } from '../../src/auth/loadPrincipal';
import { sharedReads } from '../../src/database/changeVersions';
import { clients, marketVersions, userAccounts, users } from '../../src/database/schema/index';
import { demoPrincipal } from '../demoMembers';
import { startTestServer, type TestServer } from '../harness';

// The versions a server process compares what it holds in memory against (issue 37 item 5): reads shared by
// concurrent requests, each answered by a read that began after it asked; and the principal version, which
// every committed change to users, accounts and firms moves.

/** A read the test finishes by hand, counting how many began. */
function manualReads() {
  const pending: ((value: number) => void)[] = [];
  let began = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      began += 1;
      pending.push(resolve);
    });
  return {
    read,
    began: () => began,
    finishNext(value: number) {
      const resolve = pending.shift();
      if (!resolve) throw new Error('No read is running');
      resolve(value);
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedReads', () => {
  it('answers callers that came while a read ran with the next read, which begins when it ends', async () => {
    const reads = manualReads();
    const versions = sharedReads(reads.read);
    const first = versions();
    // These asked after the first read began: it may predate a change they must see.
    const second = versions();
    const third = versions();
    expect(reads.began()).toBe(1);
    reads.finishNext(1);
    await settle();
    expect(await first).toBe(1);
    expect(reads.began()).toBe(2);
    reads.finishNext(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(reads.began()).toBe(2);
  });

  it('begins a fresh read for a caller that comes when none runs, and goes on after a failed read', async () => {
    let calls = 0;
    const versions = sharedReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    const failed = versions();
    const after = versions();
    await expect(failed).rejects.toThrow('connection lost');
    expect(await after).toBe(2);
    expect(await versions()).toBe(3);
  });
});

describe('the principal version (migration 0022)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  async function principalVersion(): Promise<number> {
    const [row] = await server.database.db
      .select({ version: marketVersions.principalVersion })
      .from(marketVersions)
      .where(eq(marketVersions.id, 1));
    if (!row) throw new Error('No market_versions row');
    return row.version;
  }

  it('moves once per committed transaction that changes users, accounts or firms, and not for others', async () => {
    const db = server.database.db;
    const { user, account, client } = await demoPrincipal(db, 'viewer');
    const start = await principalVersion();
    await db.update(users).set({ firstName: 'Viewing' }).where(eq(users.id, user.id));
    expect(await principalVersion()).toBe(start + 1);
    await db.transaction(async (transaction) => {
      await transaction
        .update(userAccounts)
        .set({ updatedAt: new Date() })
        .where(eq(userAccounts.id, account.id));
      await transaction.update(clients).set({ updatedAt: new Date() }).where(eq(clients.id, client.id));
    });
    expect(await principalVersion()).toBe(start + 2);
    await db
      .transaction(async (transaction) => {
        await transaction.update(users).set({ firstName: 'Rolled back' }).where(eq(users.id, user.id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await principalVersion()).toBe(start + 2);
    await db.update(marketVersions).set({ version: 1_000 }).where(eq(marketVersions.id, 1));
    expect(await principalVersion()).toBe(start + 2);
  });

  it("sees a change to a caller's account on the very next load, after serving it from memory", async () => {
    const db = server.database.db;
    const { user, account } = await demoPrincipal(db, 'backoffice');
    const claims = { userId: user.id, userAccountId: account.id, issuedAt: Math.floor(Date.now() / 1000) };
    expect((await loadPrincipal(db, claims))?.account.status).toBe('active');
    expect((await loadPrincipal(db, claims))?.account.status).toBe('active');
    await db.update(userAccounts).set({ status: 'inactive' }).where(eq(userAccounts.id, account.id));
    expect(await loadPrincipal(db, claims)).toBeNull();
    await db
      .update(userAccounts)
      .set({ roles: ['clientviewer'], status: 'active' })
      .where(eq(userAccounts.id, account.id));
    expect((await loadPrincipal(db, claims))?.roles).toEqual(['clientviewer']);
  });
});
