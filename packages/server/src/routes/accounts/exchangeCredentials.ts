import * as z from 'zod';
import { eq, sql } from 'drizzle-orm';
import { exchangeCredentialsSchema } from '@bondkit/core/validation';
import { exchangeCredentials } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { detailSchema } from '../../http/commonSchemas';
import { encryptSecret } from '../../auth/encryption';

const credentialViewSchema = z.object({
  corp: z.string(),
  participant_code: z.string(),
  username: z.string(),
  has_password: z.literal(true),
  updated_at: z.string(),
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
      body: exchangeCredentialsSchema.strict(),
      response: { 200: detailSchema },
    },
    handler: async (request) => {
      const { services } = app;
      const principal = request.principal!;
      const now = services.now();
      const values = {
        clientId: principal.client.id,
        corp: request.body.corp,
        participantCode: request.body.participant_code,
        username: request.body.username,
        passwordCiphertext: encryptSecret(request.body.password, services.secrets.encryptionKey),
        updatedByUserId: principal.user.id,
        updatedAt: now,
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
        .where(eq(exchangeCredentials.clientId, request.principal!.client.id))
        .orderBy(exchangeCredentials.corp);
      return rows.map((row) => ({
        corp: row.corp,
        participant_code: row.participantCode,
        username: row.username,
        has_password: true as const,
        updated_at: row.updatedAt.toISOString(),
      }));
    },
  });
}
