import type { SessionUser } from '../validation/sessionUser';
import { homeRoute } from './homeRoute';
import type { RouteMatch } from './matchRoute';
import { matchRoute } from './matchRoute';
import { isSafeRedirect, loginUrl } from './redirectTarget';
import { routeRefusal } from './routeRefusal';

/** The outcome of the access checks for one navigation. */
export type RouteDecision =
  /** Show the page. */
  | { kind: 'allow'; match: RouteMatch }
  /** Sign in first. `redirect` is the original location (path and query); `to` is the login URL carrying it. */
  | { kind: 'login'; redirect: string; to: string }
  /** Go elsewhere instead (the home route, or a signed-in user's pending redirect). */
  | { kind: 'home'; to: string }
  /** 401 'Access Denied'. */
  | { kind: 'deny'; status: 401 }
  /** 401 with 'Free Trial has Ended!' (MIND). */
  | { kind: 'trial-expired'; status: 401 }
  /** 404 'Page Not Found: {path}'. */
  | { kind: 'not-found'; status: 404; path: string };

function redirectParameter(location: string): string | null {
  const query = location.split('#', 1)[0]?.split('?')[1];
  return query === undefined ? null : new URLSearchParams(query).get('redirect');
}

/**
 * The access checks run after every navigation, as a pure function of the location (path, optionally
 * with query), the session user (null when signed out) and the clock.
 *
 * Order, first match wins:
 * 1. Unknown path or invalid parameter: not-found (404).
 * 2. Redirect-only routes (/market, /trade): home route of the user ('/' when signed out).
 * 3. Landing page '/' for a signed-in user: their home route.
 * 4. Unauthenticated-only pages (/auth/login, /client/register) for a signed-in user: home. The spec
 *    says such pages send users to '/', and '/' sends them home, so this goes there in one step; on the
 *    login page a safe `redirect` parameter wins, as it would after signing in. 'The login page is
 *    always reachable' is read as: for signed-out visitors it is never guarded, so no redirect loop.
 * 5. Login-required page, signed out: login, carrying the original location.
 * 6. Protected MIND page without MIND access, for a user who had a trial or is a market researcher:
 *    trial-expired (401, with 'Contact sales'). This comes before the role check, as the spec lists it
 *    first. A user who never had a trial and is no market researcher (a dealer, say) has no trial that
 *    could have ended: the role check answers them with 'Access Denied'.
 * 7. Roles the user lacks (any one listed role is enough): deny (401).
 * 8. Compliance-restricted page, compliance user: deny (401).
 * 9. Client-management page, user who cannot manage clients: deny (401).
 */
export function checkRoute(location: string, user: SessionUser | null, now: Date): RouteDecision {
  const match = matchRoute(location);
  if (match === null)
    return { kind: 'not-found', status: 404, path: location.split(/[?#]/, 1)[0] ?? location };
  const { route } = match;

  if (route.access === 'redirect') return { kind: 'home', to: homeRoute(user, now) };
  if (user !== null && route.landing) return { kind: 'home', to: homeRoute(user, now) };
  if (user !== null && route.access === 'guest') {
    const pending = route.path === '/auth/login' ? redirectParameter(location) : null;
    return { kind: 'home', to: isSafeRedirect(pending) ? pending : homeRoute(user, now) };
  }
  if (route.access !== 'login') return { kind: 'allow', match };

  if (user === null) {
    const redirect = location.split('#', 1)[0] ?? location;
    return { kind: 'login', redirect, to: loginUrl(redirect) };
  }
  const refusal = routeRefusal(route, user, now);
  if (refusal === 'trial-expired') return { kind: 'trial-expired', status: 401 };
  if (refusal === 'deny') return { kind: 'deny', status: 401 };
  return { kind: 'allow', match };
}
