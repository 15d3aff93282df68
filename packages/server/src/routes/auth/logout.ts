import * as z from 'zod';
import type { ApiApp } from '../../http/fastifyTypes';
import { clearTokenCookies, refreshCookieName } from '../../auth/cookies';
import { revokeRefreshFamily } from '../../auth/refreshTokens';

const bodySchema = z.strictObject({ refresh: z.string().max(200).optional() });

/** `POST api/logout/`: revokes the refresh family (body or cookie) and clears the cookies. Always 204. */
export function logoutRoute(app: ApiApp): void {
  app.post('/api/logout/', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign out',
      body: bodySchema.default({}),
      response: { 204: z.null().describe('No content') },
    },
    handler: async (request, reply) => {
      const token = request.body.refresh ?? request.cookies[refreshCookieName];
      if (token) await revokeRefreshFamily(app.services.db, token, app.services.now());
      clearTokenCookies(reply, app.services.config.production);
      return reply.code(204).send(null);
    },
  });
}
