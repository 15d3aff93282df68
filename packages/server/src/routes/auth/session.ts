import { sessionUserSchema } from '@bondkit/core/validation';
import type { ApiApp } from '../../http/fastifyTypes';
import { buildSessionView } from '../../accounts/sessionView';
import { doNotStore } from '../../auth/cookies';
import { signedInPrincipal } from '../../auth/signedInPrincipal';

/** `GET api/session/`: the signed-in user, exactly the spec's session fields. */
export function sessionRoute(app: ApiApp): void {
  app.get('/api/session/', {
    config: { access: 'signedIn' },
    schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: sessionUserSchema } },
    handler: async (request, reply) => {
      doNotStore(reply);
      return buildSessionView(app.services.db, signedInPrincipal(request));
    },
  });
}
