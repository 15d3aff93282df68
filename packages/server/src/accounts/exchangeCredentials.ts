import { and, eq, sql } from 'drizzle-orm';
import type { administrationEndpoints, EndpointRequestParts } from '@bondkit/core/contract';
import { credentialFormatProblems } from '@bondkit/core/internal';
import type { ClearingCorporation, ExchangeCredentialTestResult } from '@bondkit/core/validation';
import { decryptSecret, encryptSecret } from '../auth/encryption';
import type { Db } from '../database/connection';
import { exchangeCredentials } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/** A clearing-corporation login as the ops admin saves it (`POST api/client/credentials/`), parsed. */
type ExchangeCredentialRequest = EndpointRequestParts<
  typeof administrationEndpoints.saveExchangeCredentials
>['body'];

/** Who saves a credential and with which key its password is encrypted. */
interface CredentialOwner {
  clientId: number;
  userId: number;
  encryptionKey: Buffer;
}

/**
 * Saves a firm's login at a clearing corporation, replacing the one it had there (one per `corp`). The
 * password is encrypted at rest (AES-256-GCM) and never read back but to test it; saving counts as a use.
 */
export async function saveExchangeCredential(
  db: Db,
  owner: CredentialOwner,
  credential: ExchangeCredentialRequest,
  now: Date,
): Promise<void> {
  await db
    .insert(exchangeCredentials)
    .values({
      clientId: owner.clientId,
      corp: credential.corp,
      participantCode: credential.participant_code,
      username: credential.username,
      passwordCiphertext: encryptSecret(credential.password, owner.encryptionKey),
      updatedByUserId: owner.userId,
      updatedAt: now,
      lastUsedAt: now,
    })
    .onConflictDoUpdate({
      target: [exchangeCredentials.clientId, exchangeCredentials.corp],
      set: {
        participantCode: sql`excluded.participant_code`,
        username: sql`excluded.username`,
        passwordCiphertext: sql`excluded.password_ciphertext`,
        updatedByUserId: sql`excluded.updated_by_user_id`,
        updatedAt: sql`excluded.updated_at`,
        lastUsedAt: sql`excluded.last_used_at`,
      },
    });
}

/** A firm's stored credentials, by clearing corporation, without their passwords. */
export async function listExchangeCredentials(db: Db, clientId: number) {
  const rows = await db
    .select()
    .from(exchangeCredentials)
    .where(eq(exchangeCredentials.clientId, clientId))
    .orderBy(exchangeCredentials.corp);
  return rows.map((row) => ({
    corp: row.corp,
    participant_code: row.participantCode,
    username: row.username,
    has_password: true as const,
    updated_at: row.updatedAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Tests a firm's stored credential: no exchange is reachable from the reference server, so the test checks
 * the participant code's and username's format and that the password still decrypts, records the use and
 * reports the previous one. 404 when the firm has no credential at that clearing corporation.
 */
export async function testExchangeCredential(
  db: Db,
  owner: Pick<CredentialOwner, 'clientId' | 'encryptionKey'>,
  corp: ClearingCorporation,
  now: Date,
): Promise<ExchangeCredentialTestResult> {
  const where = and(eq(exchangeCredentials.clientId, owner.clientId), eq(exchangeCredentials.corp, corp));
  const [row] = await db.select().from(exchangeCredentials).where(where);
  if (!row) throw ApiProblem.notFound(`No ${corp} credentials saved.`);
  const problems = credentialFormatProblems({
    participant_code: row.participantCode,
    username: row.username,
  });
  try {
    decryptSecret(row.passwordCiphertext, owner.encryptionKey);
  } catch {
    problems.push('The stored password cannot be read: save the credentials again.');
  }
  await db.update(exchangeCredentials).set({ lastUsedAt: now }).where(where);
  return {
    corp: row.corp,
    ok: problems.length === 0,
    problems,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
