// The session's schemas and its probe, imported by the session controller on its first session probe,
// refresh or sign-in rather than with the client: a page whose visitor never signs in (a partner's bond
// search) downloads neither them, nor the schema library they are built with, nor the contract's caller.
import type { authEndpoints } from '../../contract/authEndpoints';
import { authHeads } from '../../contract/authHeads';
import { callEndpoint } from '../http/callEndpoint';
import type { RequestFunction } from '../http/createHttpClient';

export { tokenResponseSchema } from '../../validation/tokenResponse';

/** `GET api/session/` as the session probe calls it: a 401 comes back to the controller, not refreshed. */
export function fetchSessionUser(request: RequestFunction) {
  return callEndpoint<typeof authEndpoints.getSession>(
    request,
    authHeads.getSession,
    {},
    { refreshOnUnauthorized: false },
  );
}
