import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../database/connection';
import { serverSettings } from '../database/schema/index';

/** The keys the server signs and encrypts with. */
export interface ServerSecrets {
  jwtSecret: string;
  /** 32 bytes, AES-256-GCM. */
  encryptionKey: Buffer;
}

async function storedOrGenerated(db: Db, key: string, generate: () => string): Promise<string> {
  // Insert-if-absent, then read: two servers starting together agree on one value.
  await db.insert(serverSettings).values({ key, value: generate() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, key));
  if (!row) throw new Error(`server setting ${key} could not be stored`);
  return row.value;
}

/**
 * Secrets from the environment; outside production, missing ones are generated once and kept in the
 * database, so tokens and encrypted credentials survive a restart. Production refuses to start without
 * them (see `loadConfig`).
 */
export async function resolveSecrets(config: ServerConfig, db: Db): Promise<ServerSecrets> {
  const jwtSecret =
    config.jwtSecret ??
    (await storedOrGenerated(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  const encryptionKey =
    config.encryptionKey ??
    Buffer.from(
      await storedOrGenerated(db, 'encryption_key', () => randomBytes(32).toString('base64')),
      'base64',
    );
  return { jwtSecret, encryptionKey };
}
