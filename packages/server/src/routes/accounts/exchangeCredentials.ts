import * as z from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import {
  clearingCorporationSchema,
  credentialFormatProblems,
  exchangeCredentialTestResultSchema,
  exchangeCredentialsSchema,
} from '@bondkit/core/validation';
import { ApiProblem } from '../../errors/ApiProblem';
import { exchangeCredentials } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { detailSchema } from '../../http/commonSchemas';
import { decryptSecret, encryptSecret } from '../../auth/encryption';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

const credentialViewSchema = z.object({
  corp: z.string(),
  participant_code: z.string(),
  username: z.string(),
  has_password: z.literal(true),
  updated_at: z.string(),
  last_used_at: z.string().nullable(),
});

/**
 * `POST api/client/credentials/`: the firm's login at a clearing corporation (one per `corp`, replaced
 * on each save). The password is encrypted at rest with AES-256-GCM and never returned.
 * `GET api/client/credentials/` (server extension) lists what is stored, without passwords.
 */
export function exchangeCredentialsRoutes(app: ApiApp): void {
  app.post('/api/client/credentials/', {
    config: { access: 'opsAdmin' },
    schema: {
      tags: ['accounts'],
      summary: 'Save exchange credentials',
      body: z.strictObject(exchangeCredentialsSchema.shape),
      response: { 200: detailSchema },
    },
    handler: async (request) => {
      const { services } = app;
      const principal = signedInPrincipal(request);
      const now = services.now();
      const values = {
        clientId: principal.client.id,
        corp: request.body.corp,
        participantCode: request.body.participant_code,
        username: request.body.username,
        passwordCiphertext: encryptSecret(request.body.password, services.secrets.encryptionKey),
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
      return { detail: `${request.body.corp} credentials saved.` };
    },
  });

  app.get('/api/client/credentials/', {
    config: { access: 'opsAdmin' },
    schema: {
      tags: ['accounts'],
      summary: 'Stored exchange credentials (no passwords)',
      response: { 200: z.array(credentialViewSchema) },
    },
    handler: async (request) => {
      const rows = await app.services.db
        .select()
        .from(exchangeCredentials)
        .where(eq(exchangeCredentials.clientId, signedInPrincipal(request).client.id))
        .orderBy(exchangeCredentials.corp);
      return rows.map((row) => ({
        corp: row.corp,
        participant_code: row.participantCode,
        username: row.username,
        has_password: true as const,
        updated_at: row.updatedAt.toISOString(),
        last_used_at: row.lastUsedAt?.toISOString() ?? null,
      }));
    },
  });

  app.post('/api/client/credentials/test/', {
    config: { access: 'opsAdmin' },
    schema: {
      tags: ['accounts'],
      summary: "Test the firm's stored credential of a clearing corporation",
      description:
        'No exchange is reachable from the reference server: the test checks the stored participant code and username have the exchange’s format and the password decrypts, records the use, and reports when the credential was last used before.',
      body: z.strictObject({ corp: clearingCorporationSchema }),
      response: { 200: exchangeCredentialTestResultSchema },
    },
    handler: async (request) => {
      const { services } = app;
      const clientId = signedInPrincipal(request).client.id;
      const where = and(
        eq(exchangeCredentials.clientId, clientId),
        eq(exchangeCredentials.corp, request.body.corp),
      );
      const [row] = await services.db.select().from(exchangeCredentials).where(where);
      if (!row) throw ApiProblem.notFound(`No ${request.body.corp} credentials saved.`);
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
    },
  });
}
