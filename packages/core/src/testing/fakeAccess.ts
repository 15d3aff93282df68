import type { AccessPolicyName, AnyEndpoint } from '../contract/endpoint';
import type { Role } from '../validation/roles';
import type { SessionUser } from '../validation/sessionUser';
import { fakeEndpoint } from './fakeEndpoint';
import type { FakeEndpointCall, FakeEndpointResult } from './fakeEndpoint';
import { json } from './fakeRouter';
import type { FakeResponse, FakeRoute } from './fakeRouter';
import { userForBearer } from './fakeState';
import type { FakeState } from './fakeState';

// The server's access policies (`packages/server/src/auth/accessPolicies.ts`) over the fake's sessions:
// the same roles pass, and a signed-in caller who fails gets the same 403.

const tradingRoles: readonly Role[] = ['clientdealer', 'clientviewer', 'backoffice'];

const hasAny = (user: SessionUser, roles: readonly Role[]) =>
  user.user_info.roles.some((role) => roles.includes(role));

const isCompliance = (user: SessionUser) => user.user_info.roles.includes('complianceofficer');

/** A non-institutional firm with STP exchanges, and a dealer, back-office or trade-viewer role. */
function canManageClients(user: SessionUser): boolean {
  return (
    user.client_segment === 'NON_INSTITUTIONAL' && user.stp_exchanges.length > 0 && hasAny(user, tradingRoles)
  );
}

function hasMindAccess(user: SessionUser): boolean {
  if (!user.user_info.roles.includes('dataviewer')) return false;
  if (user.is_paid_client) return true;
  return user.mind_trial_ends_at !== null && Date.parse(user.mind_trial_ends_at) > Date.now();
}

const policies: Record<AccessPolicyName, (user: SessionUser) => boolean> = {
  public: () => true,
  signedIn: () => true,
  trading: (user) => hasAny(user, tradingRoles) && !isCompliance(user),
  dealer: (user) => user.user_info.roles.includes('clientdealer') && !isCompliance(user),
  manageClients: (user) => canManageClients(user) && !isCompliance(user),
  opsAdmin: (user) => user.user_info.roles.includes('clientopsadmin'),
  compliance: isCompliance,
  mind: hasMindAccess,
  investor: (user) =>
    user.user_info.roles.includes('user') && !hasAny(user, tradingRoles) && !isCompliance(user),
};

const forbidden = (detail = 'You do not have permission to perform this action.'): FakeResponse =>
  json(403, { detail });

export const notFoundAnswer = (detail = 'Not found.'): FakeResponse => json(404, { detail });

/** The server's 400 or 409 naming one field. */
export const fieldProblem = (status: 400 | 409, field: string, message: string): FakeResponse =>
  json(status, { [field]: [message] });

/**
 * A fake route for a signed-in endpoint with the server's access guard, which runs before validation: 401
 * without a live token, 403 when the caller's roles fail the endpoint's `access` policy. The handler gets
 * the caller's session.
 */
export function fakeSignedInEndpoint<Definition extends AnyEndpoint>(
  state: FakeState,
  endpoint: Definition,
  handler: (call: FakeEndpointCall<Definition>, user: SessionUser) => FakeEndpointResult<Definition>,
): FakeRoute {
  const route = fakeEndpoint(endpoint, (call) => {
    const user = userForBearer(state, call.request.bearer);
    if (user === undefined) return json(401, { detail: 'Authentication credentials were not provided.' });
    return handler(call, user);
  });
  return {
    ...route,
    handler: (request, captured) => {
      const user = userForBearer(state, request.bearer);
      if (user === undefined) return json(401, { detail: 'Authentication credentials were not provided.' });
      if (!policies[endpoint.access](user)) {
        return forbidden(endpoint.access === 'mind' ? 'Your free trial has ended.' : undefined);
      }
      return route.handler(request, captured);
    },
  };
}
