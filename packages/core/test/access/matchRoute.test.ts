import { describe, expect, it } from 'vitest';
import { errorPageLayout, loginUrl, matchRoute, isSafeRedirect, routeTable } from '../../src/access/index';

describe('matchRoute', () => {
  it('returns the entry, decoded params and the normalised path', () => {
    const match = matchRoute('/mind/chat/abc%2D1/?x=1#y');
    expect(match?.route.path).toBe('/mind/chat/:id');
    expect(match?.params).toEqual({ id: 'abc-1' });
    expect(match?.pathname).toBe('/mind/chat/abc%2D1');
  });

  it('matches the root only as the root', () => {
    expect(matchRoute('/')?.route.path).toBe('/');
    expect(matchRoute('/?redirect=x')?.route.path).toBe('/');
  });

  it('ignores one trailing slash', () => {
    expect(matchRoute('/dart/')?.route.path).toBe('/dart');
    expect(matchRoute('/dart//')).toBeNull();
  });

  it('validates positive integer ids', () => {
    expect(matchRoute('/security/1')?.params).toEqual({ id: '1' });
    expect(matchRoute('/manage-clients/edit/123456789012345')?.params).toEqual({ id: '123456789012345' });
    expect(matchRoute('/manage-clients/edit/1234567890123456')).toBeNull();
    expect(matchRoute('/security/007')).toBeNull();
  });

  it('gives every parameter a rule and every page a layout', () => {
    for (const entry of routeTable) {
      const names = entry.path
        .split('/')
        .filter((segment) => segment.startsWith(':'))
        .map((segment) => segment.slice(1));
      expect(Object.keys(entry.params).sort(), entry.path).toEqual(names.sort());
      expect(entry.layout === null, entry.path).toBe(entry.access === 'redirect');
    }
  });

  it('records the layouts and flags of the spec', () => {
    const byPath = new Map(routeTable.map((entry) => [entry.path, entry]));
    expect(byPath.get('/')?.layout).toBe('no-header');
    expect(byPath.get('/auth/login')).toMatchObject({
      layout: 'auth',
      access: 'guest',
      redirectMiddleware: true,
    });
    expect(byPath.get('/client/register')).toMatchObject({
      redirectMiddleware: true,
      inviteValidation: true,
    });
    expect(byPath.get('/auth/forgot-password')?.layout).toBe('independent-blue');
    expect(byPath.get('/dart')).toMatchObject({ layout: 'dart', complianceRestricted: true });
    expect(byPath.get('/mind')).toMatchObject({ layout: 'mind', protectedMind: true });
    expect(byPath.get('/mind/chat/:id')).toMatchObject({ protectedMind: true });
    expect(byPath.get('/mind/public/:id')).toMatchObject({
      layout: 'mind',
      chatSidebarHidden: true,
      protectedMind: false,
    });
    expect(byPath.get('/mind/preview')).toMatchObject({ layout: 'dart', protectedMind: false });
    expect(byPath.get('/manage-users')?.layout).toBe('settings');
    expect(byPath.get('/product/find')?.layout).toBe('product-find');
    expect(byPath.get('/manage-clients/edit/:id')).toMatchObject({ clientManagement: true });
    expect(routeTable.filter((entry) => entry.clientManagement).map((entry) => entry.path)).toEqual([
      '/manage-clients',
      '/manage-clients/new',
      '/manage-clients/edit/:id',
    ]);
  });
});

describe('redirect helpers', () => {
  it.each([
    ['/profile', true],
    ['/dart?tab=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['/dart\n', false],
    ['https://evil.example', false],
    ['profile', false],
    [null, false],
  ])('isSafeRedirect(%j) is %s', (target, expected) => {
    expect(isSafeRedirect(target)).toBe(expected);
  });

  it('builds the login URL', () => {
    expect(loginUrl('/dart?x=1')).toBe('/auth/login?redirect=%2Fdart%3Fx%3D1');
    expect(loginUrl('/')).toBe('/auth/login');
    expect(loginUrl()).toBe('/auth/login');
    expect(loginUrl('https://evil.example')).toBe('/auth/login');
  });

  it('picks the error page layout', () => {
    expect(errorPageLayout(true)).toBe('dart');
    expect(errorPageLayout(false)).toBe('no-footer');
  });
});
