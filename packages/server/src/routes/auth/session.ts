import { authEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { buildSessionView } from '../../accounts/sessionView';
import { doNotStore } from '../../auth/cookies';

/** `GET api/session/`: the signed-in user, exactly the spec's session fields. */
export function sessionRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.getSession, async ({ principal, reply }) => {
    doNotStore(reply);
    return buildSessionView(app.services.db, principal);
  });
}
