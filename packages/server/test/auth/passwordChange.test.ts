import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { validationMessages } from '@bondkit/core/validation';
import {
  changeOwnPassword,
  findUserByIdOrUniqueId,
  resetPasswordWithToken,
} from '../../src/auth/passwordChange';
import { hashPassword, verifyPassword } from '../../src/auth/passwords';
import { issueRefreshToken, sha256 } from '../../src/auth/refreshTokens';
import { passwordResetTokens, refreshTokens, users } from '../../src/database/schema/index';
import { refusal } from '../apiProblemRefusal';
import { demoPrincipal } from '../demoMembers';
import { demoPassword } from '../../src/seed/demoAccounts';
import { startTestServer, type TestServer } from '../harness';

// Changing and resetting a password without HTTP: a signed-in change needs the current password and ends the
// other sessions only; a reset link works once, before it expires, for its own user, and signs out everywhere.

let server: TestServer;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function storedUser(userId: number) {
  const user = await findUserByIdOrUniqueId(server.database.db, String(userId));
  if (!user) throw new Error(`No user ${userId}`);
  return user;
}

async function liveRefreshTokens(userId: number) {
  return server.database.db
    .select({ id: refreshTokens.id, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

describe('password change and reset (auth/passwordChange)', () => {
  it('finds the user by numeric id or by unique id, and no one by anything else', async () => {
    const { user } = await demoPrincipal(server.database.db, 'viewer');
    expect((await findUserByIdOrUniqueId(server.database.db, String(user.id)))?.id).toBe(user.id);
    expect((await findUserByIdOrUniqueId(server.database.db, user.uniqueId))?.id).toBe(user.id);
    expect(await findUserByIdOrUniqueId(server.database.db, 'no-such-user')).toBeUndefined();
  });

  it('refuses a signed-in change without the current password or with a wrong one, changing nothing', async () => {
    const db = server.database.db;
    const { user } = await demoPrincipal(db, 'viewer');
    const change = { passwordHash: await hashPassword('Another@2026'), keepRefreshToken: undefined };
    expect(
      (
        await refusal(
          changeOwnPassword(db, await storedUser(user.id), { ...change, oldPassword: undefined }, now),
        )
      ).body,
    ).toEqual({ old_password: [validationMessages.required] });
    expect(
      (
        await refusal(
          changeOwnPassword(db, await storedUser(user.id), { ...change, oldPassword: 'Wrong@2026' }, now),
        )
      ).body,
    ).toEqual({ old_password: ['Your current password is incorrect.'] });
    expect(await verifyPassword(demoPassword, (await storedUser(user.id)).passwordHash)).toBe(true);
  });

  it('changes the password with the current one and revokes every other session, keeping the caller’s', async () => {
    const db = server.database.db;
    const { user, account } = await demoPrincipal(db, 'backoffice');
    const subject = { userId: user.id, userAccountId: account.id };
    const kept = await issueRefreshToken(db, subject, now);
    await issueRefreshToken(db, subject, now);
    await changeOwnPassword(
      db,
      await storedUser(user.id),
      { oldPassword: demoPassword, passwordHash: await hashPassword('Changed@2026'), keepRefreshToken: kept },
      now,
    );
    expect(await verifyPassword('Changed@2026', (await storedUser(user.id)).passwordHash)).toBe(true);
    const [keptId] = kept.split('.');
    expect((await liveRefreshTokens(user.id)).map((token) => token.id)).toEqual([keptId]);
  });

  it('refuses a reset with an unknown, expired or used token, and for a user who does not exist', async () => {
    const db = server.database.db;
    const { user } = await demoPrincipal(db, 'researcher');
    const passwordHash = await hashPassword('Reset@2026');
    const invalid = { token: ['This password reset link is invalid or has expired.'] };
    expect(
      (await refusal(resetPasswordWithToken(db, undefined, { token: 'x', passwordHash }, now))).body,
    ).toEqual(invalid);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: sha256('expired-token'), expiresAt: new Date(now.getTime() - 1000) },
      {
        userId: user.id,
        tokenHash: sha256('used-token'),
        expiresAt: new Date(now.getTime() + 60_000),
        usedAt: now,
      },
    ]);
    for (const token of ['unknown-token', 'expired-token', 'used-token'])
      expect(
        (await refusal(resetPasswordWithToken(db, await storedUser(user.id), { token, passwordHash }, now)))
          .body,
      ).toEqual(invalid);
    expect(await verifyPassword(demoPassword, (await storedUser(user.id)).passwordHash)).toBe(true);
  });

  it('resets with a valid token once: new password, lock-out lifted, every session ended', async () => {
    const db = server.database.db;
    const { user, account } = await demoPrincipal(db, 'trial');
    await issueRefreshToken(db, { userId: user.id, userAccountId: account.id }, now);
    await db
      .update(users)
      .set({ failedSignInCount: 5, lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(users.id, user.id));
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256('good-token'),
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const passwordHash = await hashPassword('Reset@2026');
    await resetPasswordWithToken(db, await storedUser(user.id), { token: 'good-token', passwordHash }, now);
    const after = await storedUser(user.id);
    expect(await verifyPassword('Reset@2026', after.passwordHash)).toBe(true);
    expect(after).toMatchObject({ failedSignInCount: 0, lockedUntil: null, tokensValidAfter: now });
    expect(await liveRefreshTokens(user.id)).toEqual([]);
    expect(
      (await refusal(resetPasswordWithToken(db, after, { token: 'good-token', passwordHash }, now))).body,
    ).toEqual({ token: ['This password reset link is invalid or has expired.'] });
  });
});
