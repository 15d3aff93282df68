import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../database/connection';
import { refreshTokens } from '../database/schema/index';

/** Lifetime of a refresh token: 30 days. Each use replaces it with a new one. */
export const refreshTokenLifetimeSeconds = 30 * 24 * 60 * 60;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** Issues the first refresh token of a new family (a sign-in). The token is `<id>.<secret>`. */
export async function issueRefreshToken(
  db: Db,
  subject: { userId: number; userAccountId: number; familyId?: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    id,
    familyId: subject.familyId ?? randomUUID(),
    userId: subject.userId,
    userAccountId: subject.userAccountId,
    tokenHash: sha256(secret),
    expiresAt: new Date(now.getTime() + refreshTokenLifetimeSeconds * 1000),
  });
  return `${id}.${secret}`;
}

/** What rotating a refresh token found. */
export type RotationResult =
  | { outcome: 'rotated'; refresh: string; userId: number; userAccountId: number }
  | { outcome: 'invalid' }
  | { outcome: 'reused' };

function parse(token: string): { id: string; secret: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,})$/.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

/**
 * Uses a refresh token once: answers a new one of the same family. A token presented a second time
 * means it was stolen (or replayed): the whole family is revoked and the answer is `reused`.
 */
export async function rotateRefreshToken(db: Db, token: string, now: Date): Promise<RotationResult> {
  const parsed = parse(token);
  if (!parsed) return { outcome: 'invalid' };
  return db.transaction(async (transaction) => {
    // FOR UPDATE: two concurrent uses of one token see each other, so exactly one rotates.
    const [row] = await transaction
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.id, parsed.id))
      .for('update');
    if (!row) return { outcome: 'invalid' } as const;
    const expected = Buffer.from(row.tokenHash);
    const actual = Buffer.from(sha256(parsed.secret));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
      return { outcome: 'invalid' } as const;
    if (row.revokedAt || row.expiresAt.getTime() <= now.getTime() || row.userAccountId === null) {
      return { outcome: 'invalid' } as const;
    }
    if (row.usedAt) {
      await transaction
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { outcome: 'reused' } as const;
    }
    await transaction.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await transaction.insert(refreshTokens).values({
      id,
      familyId: row.familyId,
      userId: row.userId,
      userAccountId: row.userAccountId,
      tokenHash: sha256(secret),
      expiresAt: new Date(now.getTime() + refreshTokenLifetimeSeconds * 1000),
    });
    return {
      outcome: 'rotated',
      refresh: `${id}.${secret}`,
      userId: row.userId,
      userAccountId: row.userAccountId,
    } as const;
  });
}

/** Revokes the family of a refresh token (sign-out). Unknown tokens are ignored. */
export async function revokeRefreshFamily(db: Db, token: string, now: Date): Promise<void> {
  const parsed = parse(token);
  if (!parsed) return;
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, parsed.id));
  if (!row || row.tokenHash !== sha256(parsed.secret)) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every refresh token of a user (password change). */
export async function revokeAllRefreshTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes every refresh token of a user except the family of `keep` (the caller's own session), when it is
 * a valid token of that user: a signed-in password change signs out the other sessions.
 */
export async function revokeOtherRefreshTokens(
  db: Db,
  userId: number,
  keep: string | undefined,
  now: Date,
): Promise<void> {
  const parsed = keep === undefined ? null : parse(keep);
  let keptFamily: string | null = null;
  if (parsed) {
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, parsed.id));
    if (row && row.userId === userId && row.tokenHash === sha256(parsed.secret)) keptFamily = row.familyId;
  }
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        ...(keptFamily === null ? [] : [ne(refreshTokens.familyId, keptFamily)]),
      ),
    );
}
