import { desc, eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import { errorReportSchema, storedErrorReportSchema } from '@bondkit/core/validation';
import { errorReports } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer, pageQueryFields, pageResponseSchema } from '../../http/pagination';
import { enforceLimit } from '../../auth/issueTokens';
import { RateLimiter } from '../../auth/rateLimiter';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { returnedRow } from '../../database/returnedRow';

/**
 * UI error reports (platform-shell 8): `POST api/error-reports/` from any page, signed in or not (a
 * broken page must be reportable by a visitor too), rate-limited per address; the reporter's user id,
 * name and firm come from the session. `GET api/error-reports/` lists the reports of the ops admin's
 * own firm's users only.
 */
export function errorReportRoutes(app: ApiApp): void {
  // A page in an error loop must not fill the table: 30 reports per address per 10 minutes.
  const reportsPerAddress = new RateLimiter({
    limit: 30,
    windowMilliseconds: 10 * 60 * 1000,
    now: () => app.services.now().getTime(),
  });

  app.post('/api/error-reports/', {
    config: { access: 'public' },
    schema: {
      tags: ['platform'],
      summary: 'Report a UI error (the signed-in user and firm are attached by the server)',
      body: errorReportSchema,
      response: { 201: z.object({ id: z.number() }) },
    },
    handler: async (request, reply) => {
      enforceLimit(reportsPerAddress.consume(request.ip));
      const principal = request.principal;
      const row = returnedRow(
        await app.services.db
          .insert(errorReports)
          .values({
            kind: request.body.kind,
            message: request.body.message,
            stack: request.body.stack ?? null,
            url: request.body.url,
            userId: principal?.user.id ?? null,
            userName: principal ? `${principal.user.firstName} ${principal.user.lastName}`.trim() : null,
            clientId: principal?.client.id ?? null,
            clientName: principal?.client.name ?? null,
            createdAt: app.services.now(),
          })
          .returning({ id: errorReports.id }),
      );
      return reply.code(201).send({ id: row.id });
    },
  });

  app.get('/api/error-reports/', {
    config: { access: 'opsAdmin' },
    schema: {
      tags: ['platform'],
      summary: "The UI errors your firm's users reported, newest first (ops admins)",
      querystring: z.strictObject(pageQueryFields),
      response: { 200: pageResponseSchema(storedErrorReportSchema) },
    },
    handler: async (request) => {
      const clientId = signedInPrincipal(request).client.id;
      const { page, page_size: pageSize } = request.query;
      const mine = eq(errorReports.clientId, clientId);
      const [rows, [total]] = await Promise.all([
        app.services.db
          .select()
          .from(errorReports)
          .where(mine)
          .orderBy(desc(errorReports.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.services.db
          .select({ count: sql<number>`count(*)::int` })
          .from(errorReports)
          .where(mine),
      ]);
      return pageAnswer(request, {
        page,
        pageSize,
        count: total?.count ?? 0,
        results: rows.map((row) => ({
          id: row.id,
          kind: storedErrorReportSchema.shape.kind.parse(row.kind),
          message: row.message,
          stack: row.stack,
          url: row.url,
          user_id: row.userId,
          user_name: row.userName,
          client_name: row.clientName,
          created_at: row.createdAt.toISOString(),
        })),
      });
    },
  });
}
