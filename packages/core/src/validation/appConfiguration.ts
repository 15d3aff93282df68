import * as z from 'zod/mini';

/** An in-app path: starts with one slash (never `//host`, which a browser would leave the site for). */
const appPathSchema = z
  .string()
  .check(z.maxLength(500))
  .check(z.regex(/^\/(?!\/)[^\s\\]*$/, 'Enter a path that starts with "/" (for example /find).'));

/**
 * One route rule (platform-shell 2: "a route-rules lookup per path can redirect the visitor"): a visit
 * to `path` goes to `redirect_to`. A `path` ending in `/*` matches every path under it.
 */
export const routeRuleSchema = z.strictObject({
  path: appPathSchema,
  redirect_to: appPathSchema,
});
export type RouteRule = z.output<typeof routeRuleSchema>;

/** The chat-support widget a deployment configured (platform-shell 1); null when none is. */
export const supportWidgetConfigurationSchema = z.nullable(
  z.object({
    provider: z.literal('intercom'),
    app_id: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  }),
);
export type SupportWidgetConfiguration = z.output<typeof supportWidgetConfigurationSchema>;

/** `GET api/app-config/`: what a deployment configures for the app at run time, public. */
export const appConfigurationSchema = z.object({
  support_widget: supportWidgetConfigurationSchema,
  route_rules: z.array(routeRuleSchema),
  /** The deployment's blog, linked from the invitation error page; null or absent when it has none. */
  blog_url: z.optional(z.nullable(z.string().check(z.maxLength(500), z.regex(/^https?:\/\//)))),
});
export type AppConfiguration = z.output<typeof appConfigurationSchema>;

function matchingRule(path: string, rules: readonly RouteRule[]): RouteRule | undefined {
  return rules.find((rule) =>
    rule.path.endsWith('/*')
      ? path === rule.path.slice(0, -2) || path.startsWith(rule.path.slice(0, -1))
      : path === rule.path,
  );
}

const pathOf = (target: string): string => target.split(/[?#]/)[0] ?? target;

/**
 * Where the route rules send a visit to `path`: the end of the chain of rules (the first matching rule
 * at each step), or null when no rule applies. Rules that lead back to a path already on the chain
 * (a rule to itself, `/a` to `/b` to `/a`) are a loop: the visit stays where it is, so a misconfigured
 * rule can never trap a visitor in redirects.
 */
export function routeRuleRedirect(path: string, rules: readonly RouteRule[]): string | null {
  const visited = new Set([path]);
  let target: string | null = null;
  let current = path;
  for (let rule = matchingRule(current, rules); rule !== undefined; rule = matchingRule(current, rules)) {
    current = pathOf(rule.redirect_to);
    if (visited.has(current)) return null;
    visited.add(current);
    target = rule.redirect_to;
  }
  return target;
}
