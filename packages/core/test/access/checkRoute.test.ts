import { describe, expect, it } from 'vitest';
import type { RouteDecision } from '../../src/access/index';
import { checkRoute, routeTable } from '../../src/access/index';
import type { Role } from '../../src/validation/roles';
import type { SessionUser } from '../../src/validation/sessionUser';
import { roles } from '../../src/validation/roles';
import { makeSessionUser } from './sessionUserFixture';

const now = new Date('2025-06-01T12:00:00.000Z');
const trialRunning = '2025-06-02T00:00:00Z';

/**
 * Every route of platform-shell section 2 (and the app's own /my-bonds) with a concrete path, and who may see it, written out from the
 * spec rather than derived from the route table: 'public', 'guest' (signed-out only), 'redirect', or
 * the roles that may open a login-only page ('any' for any signed-in user).
 */
const expectations: [path: string, rule: 'public' | 'guest' | 'redirect' | 'landing' | 'any' | Role[]][] = [
  ['/', 'landing'],
  ['/about', 'public'],
  ['/auth/login', 'guest'],
  ['/auth/logout', 'public'],
  ['/auth/forgot-password', 'public'],
  ['/auth/reset-password', 'public'],
  ['/best-practices', 'public'],
  ['/chat-policy', 'public'],
  ['/contact', 'public'],
  ['/data-security', 'public'],
  ['/privacy', 'public'],
  ['/terms', 'public'],
  ['/client/register', 'guest'],
  ['/client/transactions', ['clientdealer', 'clientviewer', 'backoffice']],
  ['/client/profile', 'any'],
  ['/dart', ['clientdealer', 'clientviewer', 'backoffice']],
  ['/find', 'public'],
  ['/inventory', ['clientdealer', 'clientviewer', 'backoffice']],
  ['/manage-clients', ['clientdealer', 'clientviewer', 'backoffice']],
  ['/manage-clients/new', ['clientdealer', 'clientviewer', 'backoffice']],
  ['/manage-clients/edit/17', ['clientdealer', 'clientviewer', 'backoffice']],
  ['/manage-users', ['clientopsadmin']],
  ['/exchange-credentials', ['clientopsadmin']],
  ['/market', 'redirect'],
  ['/trade', 'redirect'],
  // Not in the spec's table: an individual client's holdings, orders and requests to their broker (issue 36).
  ['/my-bonds', ['user']],
  ['/mind', ['dataviewer']],
  ['/mind/chat/3f2a-chat_1', ['dataviewer']],
  ['/mind/preview', 'public'],
  ['/mind/public/shared-42', 'public'],
  ['/product/dart', 'public'],
  ['/product/find', 'public'],
  ['/product/mind', 'public'],
  ['/profile', 'any'],
  ['/security/12', 'public'],
  ['/surveillance', ['complianceofficer']],
];

/** A user with one role who passes every check except the role ones: MIND trial running, can manage clients. */
function userWith(role: Role): SessionUser {
  return makeSessionUser({
    roles: [role],
    client_segment: 'NON_INSTITUTIONAL',
    stp_exchanges: ['NSE'],
    rfq_exchanges: [],
    mind_trial_ends_at: trialRunning,
  });
}

function kindOf(decision: RouteDecision): string {
  return decision.kind === 'home'
    ? `home ${decision.to}`
    : decision.kind === 'login'
      ? `login ${decision.to}`
      : decision.kind;
}

describe('the route table', () => {
  it('covers exactly the routes of the spec', () => {
    const concrete = routeTable.map((entry) => entry.path);
    expect(concrete).toHaveLength(expectations.length);
    for (const [path] of expectations) {
      expect(checkRoute(path, null, now).kind, path).not.toBe('not-found');
    }
  });
});

describe('checkRoute, signed out', () => {
  it.each(expectations)('%s', (path, rule) => {
    const expected =
      rule === 'redirect'
        ? 'home /'
        : rule === 'public' || rule === 'guest' || rule === 'landing'
          ? 'allow'
          : `login /auth/login?redirect=${encodeURIComponent(path)}`;
    expect(kindOf(checkRoute(path, null, now))).toBe(expected);
  });
});

describe.each(roles)('checkRoute for role %s', (role) => {
  const user = userWith(role);
  // A running trial opens /mind to everyone the role check lets in; others get the first page they may open.
  const homes: Record<Role, string> = {
    user: '/find',
    clientdealer: '/dart',
    clientviewer: '/dart',
    backoffice: '/dart',
    complianceofficer: '/surveillance',
    clientopsadmin: '/manage-users',
    dataviewer: '/mind',
  };
  const home = homes[role];
  it.each(expectations)('%s', (path, rule) => {
    let expected: string;
    if (rule === 'redirect' || rule === 'guest' || rule === 'landing') expected = `home ${home}`;
    else if (rule === 'public' || rule === 'any') expected = 'allow';
    else expected = rule.includes(role) ? 'allow' : 'deny';
    expect(kindOf(checkRoute(path, user, now))).toBe(expected);
  });
});

describe('checkRoute decisions', () => {
  it('carries the status of denials and the matched route of allowances', () => {
    expect(checkRoute('/surveillance', userWith('user'), now)).toEqual({ kind: 'deny', status: 401 });
    const allowed = checkRoute('/security/12', null, now);
    expect(allowed.kind === 'allow' && allowed.match.params).toEqual({ id: '12' });
  });

  it('keeps the query of the original location in the login redirect', () => {
    expect(checkRoute('/dart?tab=runs#top', null, now)).toEqual({
      kind: 'login',
      redirect: '/dart?tab=runs',
      to: '/auth/login?redirect=%2Fdart%3Ftab%3Druns',
    });
  });

  it('bars a compliance user from My bonds, even with the basic role', () => {
    const user = makeSessionUser({ roles: ['complianceofficer', 'user'] });
    expect(checkRoute('/my-bonds', user, now)).toEqual({ kind: 'deny', status: 401 });
  });

  it('bars a compliance user from compliance-restricted pages even with a trading role', () => {
    const user = makeSessionUser({ roles: ['complianceofficer', 'clientdealer'] });
    expect(checkRoute('/dart', user, now)).toEqual({ kind: 'deny', status: 401 });
    expect(checkRoute('/inventory', user, now)).toEqual({ kind: 'deny', status: 401 });
    expect(checkRoute('/client/transactions', user, now).kind).toBe('allow');
    expect(checkRoute('/surveillance', user, now).kind).toBe('allow');
  });

  it.each<[string, Partial<SessionUser>]>([
    ['an institutional client', { client_segment: 'INSTITUTIONAL' }],
    ['a WDM client', { client_segment: 'WDM' }],
    ['no STP exchanges', { stp_exchanges: [] }],
  ])('denies client management to %s', (_name, overrides) => {
    const user = makeSessionUser({ roles: ['clientdealer'], stp_exchanges: ['NSE'], ...overrides });
    for (const path of ['/manage-clients', '/manage-clients/new', '/manage-clients/edit/1']) {
      expect(checkRoute(path, user, now), path).toEqual({ kind: 'deny', status: 401 });
    }
    expect(checkRoute('/dart', user, now).kind).toBe('allow');
  });

  it.each<[string, Partial<SessionUser>, RouteDecision['kind']]>([
    ['trial running', { mind_trial_ends_at: '2025-06-01T12:00:00.001Z' }, 'allow'],
    ['trial ending exactly now', { mind_trial_ends_at: '2025-06-01T12:00:00.000Z' }, 'trial-expired'],
    ['trial ended', { mind_trial_ends_at: '2025-05-01T00:00:00Z' }, 'trial-expired'],
    ['no trial', { mind_trial_ends_at: null }, 'trial-expired'],
    ['paid, trial ended', { mind_trial_ends_at: '2025-05-01T00:00:00Z', is_paid_client: true }, 'allow'],
    ['paid, no trial', { is_paid_client: true }, 'allow'],
  ])('MIND pages for a market researcher: %s', (_name, overrides, expected) => {
    const user = makeSessionUser({ roles: ['dataviewer'], ...overrides });
    expect(checkRoute('/mind', user, now).kind).toBe(expected);
    expect(checkRoute('/mind/chat/abc', user, now).kind).toBe(expected);
    // Public and preview pages are not protected MIND pages.
    expect(checkRoute('/mind/public/abc', user, now).kind).toBe('allow');
    expect(checkRoute('/mind/preview', user, now).kind).toBe('allow');
  });

  it('gives the trial-expired status before the role check to users who had a trial', () => {
    expect(
      checkRoute(
        '/mind',
        makeSessionUser({ roles: ['clientdealer'], mind_trial_ends_at: '2025-05-01T00:00:00Z' }),
        now,
      ),
    ).toEqual({ kind: 'trial-expired', status: 401 });
    // A dealer who never had a trial has no trial that ended: plain Access Denied.
    expect(
      checkRoute('/mind', makeSessionUser({ roles: ['clientdealer'], mind_trial_ends_at: null }), now),
    ).toEqual({
      kind: 'deny',
      status: 401,
    });
    expect(
      checkRoute('/mind', makeSessionUser({ roles: ['clientdealer'], is_paid_client: true }), now),
    ).toEqual({
      kind: 'deny',
      status: 401,
    });
  });

  it('sends /market, /trade, / and guest pages to the home route of the user', () => {
    const dealer = makeSessionUser({ roles: ['clientdealer'], rfq_exchanges: ['NSE'] });
    for (const path of ['/market', '/trade', '/', '/auth/login', '/client/register?invite_code=x']) {
      expect(checkRoute(path, dealer, now), path).toEqual({ kind: 'home', to: '/dart' });
    }
  });

  it('honours a safe redirect parameter on the login page of a signed-in user', () => {
    const user = makeSessionUser({ roles: ['clientdealer'] });
    expect(checkRoute('/auth/login?redirect=%2Fprofile%3Ftab%3D2', user, now)).toEqual({
      kind: 'home',
      to: '/profile?tab=2',
    });
    // Without RFQ exchanges the spec's home is /mind, which a dealer may not open: /dart is the first that opens.
    expect(checkRoute('/auth/login?redirect=//evil.example', user, now)).toEqual({
      kind: 'home',
      to: '/dart',
    });
    expect(checkRoute('/auth/login?redirect=https://evil.example', user, now)).toEqual({
      kind: 'home',
      to: '/dart',
    });
    expect(checkRoute('/client/register?redirect=%2Fprofile', user, now)).toEqual({
      kind: 'home',
      to: '/dart',
    });
  });

  it.each([
    '/nope',
    '/dart/extra',
    '/DART',
    '//dart',
    '/security/abc',
    '/security/0',
    '/security/-1',
    '/security/1.5',
    '/security/',
    '/manage-clients/edit/x',
    '/manage-clients/edit',
    '/mind/chat/',
    '/mind/chat/a b',
    '/mind/public/%E0%A4%A',
    'dart',
    '',
  ])('%j is not found', (path) => {
    expect(checkRoute(path, makeSessionUser({ roles: roles.slice() }), now)).toEqual({
      kind: 'not-found',
      status: 404,
      path: path.split('?')[0],
    });
  });

  it('reports the path without its query for the not-found page', () => {
    expect(checkRoute('/nope?x=1', null, now)).toEqual({ kind: 'not-found', status: 404, path: '/nope' });
  });
});
