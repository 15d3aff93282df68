import type { AccessPolicyName, AnyEndpoint } from '../contract/endpoint';
import type { Role, SessionUser } from '../validation/index';
import { fakeEndpoint } from './fakeEndpoint';
import type { FakeEndpointCall, FakeEndpointResult } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeRoute } from './fakeRouter';
import { userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

// The server's access policies (`auth/accessPolicies.ts`) for the roles a session carries: which signed-in
// callers an endpoint's `access` admits. A caller it refuses gets the server's 403.

const tradingRoles: readonly Role[] = ['clientdealer', 'clientviewer', 'backoffice'];

const policies: Partial<Record<AccessPolicyName, (roles: readonly Role[]) => boolean>> = {
  signedIn: () => true,
  trading: (roles) =>
    roles.some((role) => tradingRoles.includes(role)) && !roles.includes('complianceofficer'),
  dealer: (roles) => roles.includes('clientdealer') && !roles.includes('complianceofficer'),
  opsAdmin: (roles) => roles.includes('clientopsadmin'),
  compliance: (roles) => roles.includes('complianceofficer'),
};

/**
 * A fake route of a signed-in endpoint that answers as the server's access guard does: 401 without a live
 * token, 403 for a role the endpoint's `access` policy refuses; the handler gets the caller's session.
 * Throws at set-up for a policy the fake does not model, so no route silently admits everyone.
 */
export function fakeGuardedEndpoint<Definition extends AnyEndpoint>(
  state: FakeState,
  endpoint: Definition,
  handler: (call: FakeEndpointCall<Definition>, user: SessionUser) => FakeEndpointResult<Definition>,
): FakeRoute {
  const allows = policies[endpoint.access];
  if (allows === undefined)
    throw new Error(`The fake does not model the access policy '${endpoint.access}' (${endpoint.path}).`);
  const route = fakeEndpoint(endpoint, (call) => {
    const user = userForBearer(state, call.request.bearer);
    if (user === undefined) return json(401, { detail: 'Authentication credentials were not provided.' });
    return handler(call, user);
  });
  // The guard runs before the request is parsed, as the server's does: a refused role learns nothing of
  // which fields it got wrong.
  return {
    ...route,
    handler: (request, captured) => {
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return json(401, { detail: 'Authentication credentials were not provided.' });
      if (!allows(user.user_info.roles))
        return json(403, { detail: 'You do not have permission to perform this action.' });
      return route.handler(request, captured);
    },
  };
}
