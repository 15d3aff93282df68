import { tradingRoles } from '../access/roleGroups';
import type { AnyEndpoint } from '../contract/endpoint';
import type { SessionUser } from '../validation/index';
import { fakeEndpoint } from './fakeEndpoint';
import type { FakeEndpointCall, FakeEndpointResult } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeResponse, FakeRoute } from './fakeRouter';
import { userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

const unauthenticated = () => json(401, { detail: 'Authentication credentials were not provided.' });
const forbidden = () => json(403, { detail: 'You do not have permission to perform this action.' });

/**
 * Whether a signed-in user passes an endpoint's access rule, as the reference server's access policies
 * (`auth/accessPolicies.ts`) decide for the rules the market endpoints use: trading roles (dealer, trade
 * viewer, back office) and dealers, never a compliance officer.
 */
function allows(access: AnyEndpoint['access'], user: SessionUser): boolean {
  const roles = user.user_info.roles;
  const compliance = roles.includes('complianceofficer');
  switch (access) {
    case 'public':
    case 'signedIn':
      return true;
    case 'trading':
      return roles.some((role) => tradingRoles.includes(role)) && !compliance;
    case 'dealer':
      return roles.includes('clientdealer') && !compliance;
    default:
      // The fake's market routes use none of the other rules; refusing keeps a mistake visible.
      return false;
  }
}

/**
 * A contract endpoint for signed-in callers, guarded as the server guards it before reading the request:
 * 401 without a live token, 403 for a role the endpoint's access rule refuses. The handler gets the user.
 */
export function fakeSignedInEndpoint<Definition extends AnyEndpoint>(
  state: FakeState,
  endpoint: Definition,
  handler: (call: FakeEndpointCall<Definition>, user: SessionUser) => FakeEndpointResult<Definition>,
): FakeRoute {
  const inner = fakeEndpoint(endpoint, (call) => {
    const user = userForBearer(state, call.request.bearer);
    return user === undefined ? unauthenticated() : handler(call, user);
  });
  return {
    ...inner,
    handler: (request, captured): FakeResponse => {
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return unauthenticated();
      if (!allows(endpoint.access, user)) return forbidden();
      return inner.handler(request, captured);
    },
  };
}

/** Whether the user may trade (the server's trade access: a dealer). */
export function hasTradeAccess(user: SessionUser): boolean {
  return user.user_info.roles.includes('clientdealer') && !user.user_info.roles.includes('complianceofficer');
}
