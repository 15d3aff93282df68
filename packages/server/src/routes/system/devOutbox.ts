import * as z from 'zod';
import { desc } from 'drizzle-orm';
import { outboxMessages } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';

const messageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});

/**
 * `GET /dev/outbox`: the latest 50 mails and SMS the server would have sent (newest first). Registered
 * only outside production: it shows OTPs and reset links so a demo can be used without a mail server.
 */
export function devOutboxRoute(app: ApiApp): void {
  if (app.services.config.production) return;
  app.get('/dev/outbox', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Demo outbox (not in production)',
      querystring: z.strictObject({ recipient: z.string().max(200).optional() }),
      response: { 200: z.object({ messages: z.array(messageSchema) }) },
    },
    handler: async (request) => {
      const rows = await app.services.db
        .select()
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.id))
        .limit(200);
      const wanted = request.query.recipient?.toLowerCase();
      return {
        messages: rows
          .filter((row) => !wanted || row.recipient.toLowerCase() === wanted)
          .slice(0, 50)
          .map((row) => ({
            id: row.id,
            channel: row.channel,
            recipient: row.recipient,
            subject: row.subject,
            body: row.body,
            created_at: row.createdAt.toISOString(),
          })),
      };
    },
  });
}
