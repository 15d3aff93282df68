import type { SessionUser } from '../validation/index';
import { isComplianceUser } from './permissions';
import { dealerTypeRoles, hasAnyRole } from './roleGroups';
import { routeRefusal } from './routeRefusal';
import { routeTable } from './routeTable';

/** The spec's three signed-in homes, and '/' for a signed-out visitor. */
export type PreferredHomePath = '/' | '/surveillance' | '/dart' | '/mind';

/**
 * The pages tried, in order, when the spec's home would refuse the user. '/find' is public, so the list
 * always ends on a page that opens: an ops admin reaches '/manage-users', an individual investor '/find'.
 */
export const homeFallbackPaths = [
  '/dart',
  '/manage-users',
  '/manage-clients',
  '/client/transactions',
  '/find',
] as const;

/** Where a user lands: one of the spec's homes, or the first fallback page they may open. */
export type HomePath = PreferredHomePath | (typeof homeFallbackPaths)[number];

/**
 * The spec's home rule, as written: signed out '/'; compliance officer '/surveillance' (first, even with
 * other roles); RFQ exchanges and a dealer-type role '/dart'; everyone else '/mind'. It can name a page
 * the user may not open (an ops admin or an investor is no market researcher): use `homeRoute`.
 */
export function preferredHomeRoute(user: SessionUser | null): PreferredHomePath {
  if (user === null) return '/';
  if (isComplianceUser(user)) return '/surveillance';
  if (user.rfq_exchanges.length > 0 && hasAnyRole(user, dealerTypeRoles)) return '/dart';
  return '/mind';
}

function mayOpen(path: string, user: SessionUser, now: Date): boolean {
  const route = routeTable.find((entry) => entry.path === path);
  if (route === undefined) return false;
  if (route.access === 'public') return true;
  return route.access === 'login' && routeRefusal(route, user, now) === null;
}

/**
 * The home route, which never lands on an error page: the spec's home (`preferredHomeRoute`) when the
 * user may open it, otherwise the first of `homeFallbackPaths` they may open. Sign-in, the landing page,
 * the redirect routes and the error page's 'Back to Home' all use it, so 'Back to Home' cannot loop.
 *
 * @param now - the clock for MIND's trial check (default: the current time).
 */
export function homeRoute(user: SessionUser | null, now: Date = new Date()): HomePath {
  const preferred = preferredHomeRoute(user);
  if (user === null || mayOpen(preferred, user, now)) return preferred;
  // A market researcher whose MIND trial ended is sent to /mind all the same, as the spec says: its 'Free Trial
  // has Ended!' page offers Contact sales. Users /mind refuses for their role keep the first page they may open.
  if (refusedForTrial(preferred, user, now)) return preferred;
  return fallbackHomeRoute(user, now);
}

function refusedForTrial(path: string, user: SessionUser, now: Date): boolean {
  const route = routeTable.find((entry) => entry.path === path);
  return (
    route !== undefined &&
    route.access === 'login' &&
    (route.roles.length === 0 || hasAnyRole(user, route.roles)) &&
    routeRefusal(route, user, now) === 'trial-expired'
  );
}

/**
 * The first of `homeFallbackPaths` the user may open: where an error page's 'Back to Home' goes when the home
 * itself is that error page (the trial-ended /mind), so the button never leads back to the same page.
 */
export function fallbackHomeRoute(
  user: SessionUser,
  now: Date = new Date(),
): (typeof homeFallbackPaths)[number] {
  return homeFallbackPaths.find((path) => mayOpen(path, user, now)) ?? '/find';
}
