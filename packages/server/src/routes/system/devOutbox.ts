import * as z from 'zod';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { isLoopbackRequest } from '../../http/origins';
import { latestOutboxMessages } from '../../mail/outbox';

const messageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});

/**
 * `GET /dev/outbox`: the latest 50 mails and SMS the server would have sent (newest first). It shows OTPs
 * and reset links so a demo can be used without a mail server, which makes it an account-takeover tool in
 * anyone else's hands: registered only in demo mode or with `BONDKIT_DEV_OUTBOX=1`, never in production,
 * and in demo mode it answers only requests from this machine (others get a 404, as if it did not exist).
 */
export function devOutboxRoute(app: ApiApp): void {
  const { config } = app.services;
  if (config.production || !(config.demo || config.devOutbox)) return;
  app.get('/dev/outbox', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Demo outbox: loopback requests in demo mode, or BONDKIT_DEV_OUTBOX=1; never in production',
      querystring: z.strictObject({ recipient: z.string().max(200).optional() }),
      response: { 200: z.object({ messages: z.array(messageSchema) }) },
    },
    handler: async (request) => {
      if (!config.devOutbox && !isLoopbackRequest(request)) throw ApiProblem.notFound();
      const messages = await latestOutboxMessages(app.services.db, {
        recipient: request.query.recipient,
        limit: 50,
      });
      return { messages };
    },
  });
}
