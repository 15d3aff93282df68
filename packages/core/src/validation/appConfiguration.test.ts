import { describe, expect, it } from 'vitest';
import { appConfigurationSchema, routeRuleRedirect, routeRuleSchema } from './appConfiguration';

describe('route rules', () => {
  const rules = [
    { path: '/product/mind', redirect_to: '/mind?from=product' },
    { path: '/old-desk/*', redirect_to: '/dart' },
    { path: '/dart', redirect_to: '/client/transactions' },
  ];

  it('redirects an exact path, a path under a wildcard, and follows a chain to its end', () => {
    expect(routeRuleRedirect('/product/mind', rules)).toBe('/mind?from=product');
    expect(routeRuleRedirect('/old-desk/runs/7', rules)).toBe('/client/transactions');
    expect(routeRuleRedirect('/old-desk', rules)).toBe('/client/transactions');
    expect(routeRuleRedirect('/old-deskette', rules)).toBeNull();
    expect(routeRuleRedirect('/find', rules)).toBeNull();
  });

  it('never loops: a rule to itself or a cycle leaves the visit where it is', () => {
    expect(routeRuleRedirect('/a', [{ path: '/a', redirect_to: '/a' }])).toBeNull();
    expect(routeRuleRedirect('/x/1', [{ path: '/x/*', redirect_to: '/x/2' }])).toBeNull();
    const cycle = [
      { path: '/a', redirect_to: '/b' },
      { path: '/b', redirect_to: '/a' },
    ];
    expect(routeRuleRedirect('/a', cycle)).toBeNull();
    expect(routeRuleRedirect('/b', cycle)).toBeNull();
  });

  it('accepts only in-app paths, never another site', () => {
    expect(routeRuleSchema.safeParse({ path: '/a', redirect_to: '/b?c=1' }).success).toBe(true);
    for (const target of ['//evil.example', 'https://evil.example', 'find', '/\\evil', '/a b'])
      expect(routeRuleSchema.safeParse({ path: '/a', redirect_to: target }).success, target).toBe(false);
    expect(
      appConfigurationSchema.safeParse({
        support_widget: { provider: 'intercom', app_id: '' },
        route_rules: [],
      }).success,
    ).toBe(false);
  });
});
