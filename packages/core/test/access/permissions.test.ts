import { describe, expect, it } from 'vitest';
import {
  allowedExchanges,
  canManageClients,
  canOverridePrice,
  canUseMind,
  canViewSecurityData,
  hasTradeAccess,
  checkRoute,
  fallbackHomeRoute,
  homeRoute,
  preferredHomeRoute,
  rolesHaveTradeAccess,
  isComplianceUser,
  showTrialNotice,
} from '../../src/access/index';
import type { ClientSegment, Role } from '../../src/validation/index';
import { roles } from '../../src/validation/index';
import { makeSessionUser } from './sessionUserFixture';

const now = new Date('2025-06-01T12:00:00.000Z');

describe('homeRoute', () => {
  it('sends a signed-out visitor to /', () => {
    expect(homeRoute(null)).toBe('/');
  });

  it.each<[Role[], string[], string]>([
    [['complianceofficer'], [], '/surveillance'],
    [['complianceofficer', 'clientdealer'], ['NSE'], '/surveillance'],
    [['clientdealer'], ['NSE'], '/dart'],
    [['clientviewer'], ['BSE'], '/dart'],
    [['backoffice'], ['NSE', 'BSE'], '/dart'],
    [['user', 'clientdealer'], ['NSE'], '/dart'],
    [['clientdealer'], [], '/dart'],
    [['dataviewer'], ['NSE'], '/mind'],
    [['user'], ['NSE'], '/find'],
    [['clientopsadmin'], ['NSE'], '/manage-users'],
    [['clientopsadmin', 'dataviewer'], ['NSE'], '/mind'],
    [[], [], '/find'],
  ])('roles %j with RFQ exchanges %j go to %s', (userRoles, rfqExchanges, expected) => {
    const user = makeSessionUser({ roles: userRoles, rfq_exchanges: rfqExchanges, is_paid_client: true });
    expect(homeRoute(user, now)).toBe(expected);
  });

  it('keeps the spec rule apart in preferredHomeRoute', () => {
    expect(preferredHomeRoute(null)).toBe('/');
    expect(preferredHomeRoute(makeSessionUser({ roles: ['clientopsadmin'] }))).toBe('/mind');
    expect(preferredHomeRoute(makeSessionUser({ roles: ['user'] }))).toBe('/mind');
  });
});

/**
 * The demo accounts of the README, as their sessions look: where each lands, and that the page it lands
 * on opens for them (so sign-in and 'Back to Home' never show an error page and cannot loop).
 */
describe('homeRoute for every demo account', () => {
  const meridian = {
    client_segment: 'NON_INSTITUTIONAL' as const,
    rfq_exchanges: ['NSE', 'BSE'],
    stp_exchanges: ['NSE', 'BSE'],
  };
  const trialEnded = '2025-05-01T00:00:00.000Z';
  const accounts: [string, ReturnType<typeof makeSessionUser>, string][] = [
    ['dealer@', makeSessionUser({ roles: ['clientdealer'], ...meridian }), '/dart'],
    [
      'trader@ (institutional)',
      makeSessionUser({ roles: ['clientdealer'], client_segment: 'INSTITUTIONAL', rfq_exchanges: ['NSE'] }),
      '/dart',
    ],
    ['viewer@', makeSessionUser({ roles: ['clientviewer'], ...meridian }), '/dart'],
    ['backoffice@', makeSessionUser({ roles: ['backoffice'], ...meridian }), '/dart'],
    ['compliance@', makeSessionUser({ roles: ['complianceofficer'], ...meridian }), '/surveillance'],
    ['opsadmin@', makeSessionUser({ roles: ['clientopsadmin'], ...meridian }), '/manage-users'],
    ['researcher@ (paid)', makeSessionUser({ roles: ['dataviewer'], is_paid_client: true }), '/mind'],
    [
      'trial@ (trial ended)',
      makeSessionUser({ roles: ['dataviewer'], mind_trial_ends_at: trialEnded }),
      '/mind',
    ],
    ['investor@', makeSessionUser({ roles: ['user'], name: 'Ananya Iyer' }), '/find'],
  ];

  it.each(accounts)(
    '%s lands on %s, a page that opens for them (the trial-ended researcher on its Contact sales page)',
    (_name, user, expected) => {
      const home = homeRoute(user, now);
      expect(home).toBe(expected);
      const decision = checkRoute(home, user, now);
      if (user.mind_trial_ends_at === trialEnded) expect(decision.kind).toBe('trial-expired');
      else expect(decision.kind).toBe('allow');
    },
  );

  it.each(accounts)("%s: 'Back to Home' from a refused page goes to a page that opens", (_name, user) => {
    for (const path of ['/mind', '/surveillance', '/manage-users', '/dart', '/manage-clients']) {
      if (checkRoute(path, user, now).kind === 'allow') continue;
      expect(checkRoute(fallbackHomeRoute(user, now), user, now).kind).toBe('allow');
    }
  });

  it('keeps the first page they may open for users /mind refuses for their role, not their trial', () => {
    const investor = makeSessionUser({ roles: ['user'], mind_trial_ends_at: trialEnded });
    expect(homeRoute(investor, now)).toBe('/find');
  });

  it('sends a signed-out visitor to /', () => {
    expect(homeRoute(null, now)).toBe('/');
  });
});

describe('trade access and price override', () => {
  it.each(roles)('role %s', (role) => {
    const user = makeSessionUser({ roles: [role] });
    expect(hasTradeAccess(user)).toBe(role === 'clientdealer');
    expect(canOverridePrice(user)).toBe(role === 'clientdealer');
  });
  it('are false when signed out', () => {
    expect(hasTradeAccess(null)).toBe(false);
    expect(canOverridePrice(null)).toBe(false);
  });
  it('are never granted to a compliance officer, even one who also holds the dealer role', () => {
    const user = makeSessionUser({ roles: ['clientdealer', 'complianceofficer'] });
    expect(hasTradeAccess(user)).toBe(false);
    expect(canOverridePrice(user)).toBe(false);
  });
  it('are decided from roles alone by rolesHaveTradeAccess, the rule the server and its stream hub share', () => {
    expect(rolesHaveTradeAccess(['clientdealer'])).toBe(true);
    expect(rolesHaveTradeAccess(['clientviewer', 'backoffice'])).toBe(false);
    expect(rolesHaveTradeAccess(['clientdealer', 'complianceofficer'])).toBe(false);
    expect(rolesHaveTradeAccess([])).toBe(false);
  });
});

describe('isComplianceUser and canViewSecurityData', () => {
  it.each(roles)('role %s', (role) => {
    const user = makeSessionUser({ roles: [role] });
    expect(isComplianceUser(user)).toBe(role === 'complianceofficer');
    expect(canViewSecurityData(user)).toBe(role === 'dataviewer');
  });
  it('are false when signed out', () => {
    expect(isComplianceUser(null)).toBe(false);
    expect(canViewSecurityData(null)).toBe(false);
  });
});

describe('canManageClients', () => {
  const managingRoles: Role[] = ['clientdealer', 'backoffice', 'clientviewer'];
  const segments: (ClientSegment | null)[] = ['NON_INSTITUTIONAL', 'INSTITUTIONAL', 'WDM', null];
  const cases = segments.flatMap((segment) =>
    roles.flatMap((role) =>
      [[], ['NSE'], ['NSE', 'BSE']].map(
        (stp) => [segment, role, stp] as [ClientSegment | null, Role, string[]],
      ),
    ),
  );

  it.each(cases)('segment %s, role %s, STP exchanges %j', (segment, role, stp) => {
    const user = makeSessionUser({ client_segment: segment, roles: [role], stp_exchanges: stp });
    const expected = segment === 'NON_INSTITUTIONAL' && managingRoles.includes(role) && stp.length > 0;
    expect(canManageClients(user)).toBe(expected);
  });

  it('is false when signed out', () => {
    expect(canManageClients(null)).toBe(false);
  });
});

describe('canUseMind', () => {
  it.each<[boolean, string | null, Date, boolean]>([
    [true, null, now, true],
    [true, '2020-01-01T00:00:00Z', now, true],
    [false, null, now, false],
    [false, '2025-06-01T12:00:00.001Z', now, true],
    [false, '2025-06-01T12:00:00.000Z', now, false],
    [false, '2025-06-01T11:59:59.999Z', now, false],
    [false, '2025-06-01T17:30:00.001+05:30', now, true],
    [false, '2030-01-01T00:00:00Z', now, true],
  ])('paid %s, trial ends %s, at %s: %s', (paid, trialEnd, at, expected) => {
    expect(canUseMind(makeSessionUser({ is_paid_client: paid, mind_trial_ends_at: trialEnd }), at)).toBe(
      expected,
    );
  });

  it('is false when signed out', () => {
    expect(canUseMind(null, now)).toBe(false);
  });
});

describe('showTrialNotice', () => {
  it.each<[Role[], boolean, string | null, boolean]>([
    [['dataviewer'], false, '2030-01-01T00:00:00Z', true],
    [['dataviewer'], false, '2020-01-01T00:00:00Z', true],
    [['dataviewer'], true, '2030-01-01T00:00:00Z', false],
    [['dataviewer'], false, null, false],
    [['clientdealer'], false, '2030-01-01T00:00:00Z', false],
    [['user', 'dataviewer'], false, '2030-01-01T00:00:00Z', true],
  ])('roles %j, paid %s, trial end %s: %s', (userRoles, paid, trialEnd, expected) => {
    expect(
      showTrialNotice(
        makeSessionUser({ roles: userRoles, is_paid_client: paid, mind_trial_ends_at: trialEnd }),
      ),
    ).toBe(expected);
  });

  it('is false when signed out', () => {
    expect(showTrialNotice(null)).toBe(false);
  });
});

describe('allowedExchanges', () => {
  it('returns the session list when it has one', () => {
    expect(allowedExchanges(makeSessionUser({ allowed_exchanges: ['BSE'] }))).toEqual(['BSE']);
  });
  it('defaults to both exchanges when the list is empty or signed out', () => {
    expect(allowedExchanges(makeSessionUser({ allowed_exchanges: [] }))).toEqual(['NSE', 'BSE']);
    expect(allowedExchanges(null)).toEqual(['NSE', 'BSE']);
  });
});
