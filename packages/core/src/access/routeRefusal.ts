import type { SessionUser } from '../validation/sessionUser';
import { canManageClients, canUseMind, isComplianceUser } from './permissions';
import { hasAnyRole, hasRole } from './roleGroups';
import type { RouteEntry } from './routeTable';

/** Why a signed-in user may not open a login-required route; null when they may. */
export type RouteRefusal = 'deny' | 'trial-expired' | null;

/**
 * The checks of a login-required route for a signed-in user (steps 6 to 9 of `checkRoute`), apart so the
 * home rule can ask the same question without a cycle between the two modules.
 */
export function routeRefusal(route: RouteEntry, user: SessionUser, now: Date): RouteRefusal {
  if (
    route.protectedMind &&
    !canUseMind(user, now) &&
    (user.mind_trial_ends_at !== null || hasRole(user, 'dataviewer'))
  )
    return 'trial-expired';
  if (route.roles.length > 0 && !hasAnyRole(user, route.roles)) return 'deny';
  if (route.complianceRestricted && isComplianceUser(user)) return 'deny';
  if (route.clientManagement && !canManageClients(user)) return 'deny';
  return null;
}
