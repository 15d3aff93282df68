import { and, eq, sql } from 'drizzle-orm';
import { administrationEndpoints } from '@bondkit/core/contract';
import { credentialFormatProblems } from '@bondkit/core/validation';
import { ApiProblem } from '../../errors/ApiProblem';
import { exchangeCredentials } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { decryptSecret, encryptSecret } from '../../auth/encryption';
import { registerEndpoint } from '../../http/registerEndpoint';

/**
 * `POST api/client/credentials/`: the firm's login at a clearing corporation (one per `corp`, replaced
 * on each save). The password is encrypted at rest with AES-256-GCM and never returned.
 * `GET api/client/credentials/` (server extension) lists what is stored, without passwords.
 */
export function exchangeCredentialsRoutes(app: ApiApp): void {
  registerEndpoint(app, administrationEndpoints.saveExchangeCredentials, async ({ body, principal }) => {
    const { services } = app;
    const now = services.now();
    const values = {
      clientId: principal.client.id,
      corp: body.corp,
      participantCode: body.participant_code,
      username: body.username,
      passwordCiphertext: encryptSecret(body.password, services.secrets.encryptionKey),
      updatedByUserId: principal.user.id,
      updatedAt: now,
      lastUsedAt: now,
    };
    await services.db
      .insert(exchangeCredentials)
      .values(values)
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
    return { detail: `${body.corp} credentials saved.` };
  });

  registerEndpoint(app, administrationEndpoints.listExchangeCredentials, async ({ principal }) => {
    const rows = await app.services.db
      .select()
      .from(exchangeCredentials)
      .where(eq(exchangeCredentials.clientId, principal.client.id))
      .orderBy(exchangeCredentials.corp);
    return rows.map((row) => ({
      corp: row.corp,
      participant_code: row.participantCode,
      username: row.username,
      has_password: true as const,
      updated_at: row.updatedAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
    }));
  });

  registerEndpoint(app, administrationEndpoints.testExchangeCredentials, async ({ body, principal }) => {
    const { services } = app;
    const clientId = principal.client.id;
    const where = and(eq(exchangeCredentials.clientId, clientId), eq(exchangeCredentials.corp, body.corp));
    const [row] = await services.db.select().from(exchangeCredentials).where(where);
    if (!row) throw ApiProblem.notFound(`No ${body.corp} credentials saved.`);
    const problems = credentialFormatProblems({
      participant_code: row.participantCode,
      username: row.username,
    });
    try {
      decryptSecret(row.passwordCiphertext, services.secrets.encryptionKey);
    } catch {
      problems.push('The stored password cannot be read: save the credentials again.');
    }
    await services.db.update(exchangeCredentials).set({ lastUsedAt: services.now() }).where(where);
    return {
      corp: row.corp,
      ok: problems.length === 0,
      problems,
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
    };
  });
}
