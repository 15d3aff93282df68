import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { noActiveAccountMessage } from '../src/auth/issueTokens';
import {
  checkPasswordSignIn,
  failedSignInsBeforeLock,
  signInLockMilliseconds,
} from '../src/auth/passwordSignIn';
import { users } from '../src/database/schema/index';
import { demoAccounts, demoPassword } from '../src/seed/demoAccounts';
import { startTestServer, type TestServer } from './harness';
import { refusal } from './apiProblemRefusal';

// The password sign-in rule called as a service, without HTTP: the route only rate-limits by address,
// calls it and issues the tokens.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const emailOf = (key: string) => demoAccounts.find((account) => account.key === key)?.email ?? '';

describe('checkPasswordSignIn', () => {
  it('answers the id of the user with this e-mail (any case) and password', async () => {
    const email = emailOf('dealer');
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    const now = new Date();
    await expect(
      checkPasswordSignIn(server.database.db, { email: email.toUpperCase(), password: demoPassword }, now),
    ).resolves.toBe(user!.id);
  });

  it('refuses an unknown e-mail and a wrong password alike', async () => {
    const now = new Date();
    const unknown = await refusal(
      checkPasswordSignIn(
        server.database.db,
        { email: 'nobody@demo.bondkit.in', password: demoPassword },
        now,
      ),
    );
    const wrong = await refusal(
      checkPasswordSignIn(server.database.db, { email: emailOf('trader'), password: 'not-it' }, now),
    );
    for (const problem of [unknown, wrong]) {
      expect(problem.statusCode).toBe(401);
      expect(problem.message).toBe(noActiveAccountMessage);
    }
  });

  it('locks the account after five wrong passwords in a row, even against the right one, until the lock ends', async () => {
    const db = server.database.db;
    const email = emailOf('compliance');
    const start = new Date();
    for (let attempt = 0; attempt < failedSignInsBeforeLock; attempt += 1) {
      expect((await refusal(checkPasswordSignIn(db, { email, password: 'wrong' }, start))).statusCode).toBe(
        401,
      );
    }
    const locked = await refusal(checkPasswordSignIn(db, { email, password: demoPassword }, start));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(signInLockMilliseconds / 1000));
    const afterLock = new Date(start.getTime() + signInLockMilliseconds + 1000);
    await expect(checkPasswordSignIn(db, { email, password: demoPassword }, afterLock)).resolves.toBeTypeOf(
      'number',
    );
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect({ failures: user!.failedSignInCount, lockedUntil: user!.lockedUntil }).toEqual({
      failures: 0,
      lockedUntil: null,
    });
  });

  it('forgives wrong passwords once the right one is given', async () => {
    const db = server.database.db;
    const email = emailOf('viewer');
    const now = new Date();
    for (let attempt = 0; attempt < failedSignInsBeforeLock - 1; attempt += 1) {
      await refusal(checkPasswordSignIn(db, { email, password: 'wrong' }, now));
    }
    await checkPasswordSignIn(db, { email, password: demoPassword }, now);
    // The count started again: one more wrong password does not lock.
    expect((await refusal(checkPasswordSignIn(db, { email, password: 'wrong' }, now))).statusCode).toBe(401);
    await expect(checkPasswordSignIn(db, { email, password: demoPassword }, now)).resolves.toBeTypeOf(
      'number',
    );
  });
});
