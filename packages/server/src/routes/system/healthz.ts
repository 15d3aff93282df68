import * as z from 'zod';
import { checkDatabaseAnswers } from '../../database/databaseAnswers';
import type { ApiApp } from '../../http/fastifyTypes';

/** `GET /healthz`: 200 when the database answers, 503 otherwise (and while shutting down, by Fastify). */
export function healthzRoute(app: ApiApp): void {
  app.get('/healthz', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Liveness and database check',
      response: {
        200: z.object({ status: z.literal('ok'), database: z.string(), demo: z.boolean() }),
        503: z.object({ status: z.literal('unavailable'), detail: z.string() }),
      },
    },
    handler: async (request, reply) => {
      try {
        await checkDatabaseAnswers(app.services.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, detail: 'Database unreachable' });
      }
      return { status: 'ok' as const, database: app.databaseEngine, demo: app.services.config.demo };
    },
  });
}
