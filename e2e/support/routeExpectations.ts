import type { DemoRole } from './demoAccounts';

/**
 * What visiting a route does, for one user:
 * - `allow`: the page shows, at that path.
 * - `login`: sent to /auth/login with `redirect` holding the path.
 * - `home`: sent to the user's home route (or, for visitors on redirect-only routes, to /).
 * - `deny`: 'Access Denied' (401).
 * - `trial`: 'Free Trial has Ended!' (401).
 */
export type RouteOutcome = 'allow' | 'login' | 'home' | 'deny' | 'trial';

/** Every route of platform-shell section 2, with parameters filled in (`{bond}` is a real bond id). */
export const tableRoutes = [
  '/',
  '/about',
  '/auth/login',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/best-practices',
  '/chat-policy',
  '/contact',
  '/data-security',
  '/privacy',
  '/terms',
  '/client/register',
  '/client/transactions',
  '/client/profile',
  '/dart',
  '/find',
  '/inventory',
  '/manage-clients',
  '/manage-clients/new',
  '/manage-clients/edit/1',
  '/manage-users',
  '/exchange-credentials',
  '/market',
  '/trade',
  '/my-bonds',
  '/mind',
  '/mind/chat/first-chat',
  '/mind/preview',
  '/mind/public/shared-chat',
  '/product/dart',
  '/product/find',
  '/product/mind',
  '/profile',
  '/security/{bond}',
  '/surveillance',
  // Last: visiting it signs the user out.
  '/auth/logout',
] as const;
export type TableRoute = (typeof tableRoutes)[number];

const publicRoutes: readonly TableRoute[] = [
  '/about',
  '/auth/logout',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/best-practices',
  '/chat-policy',
  '/contact',
  '/data-security',
  '/privacy',
  '/terms',
  '/find',
  '/mind/preview',
  '/mind/public/shared-chat',
  '/product/dart',
  '/product/find',
  '/product/mind',
  '/security/{bond}',
];
const loginRoutes: readonly TableRoute[] = [
  '/client/transactions',
  '/client/profile',
  '/dart',
  '/inventory',
  '/manage-clients',
  '/manage-clients/new',
  '/manage-clients/edit/1',
  '/manage-users',
  '/exchange-credentials',
  '/my-bonds',
  '/mind',
  '/mind/chat/first-chat',
  '/profile',
  '/surveillance',
];
const clientManagement: readonly TableRoute[] = [
  '/manage-clients',
  '/manage-clients/new',
  '/manage-clients/edit/1',
];
const dealing: readonly TableRoute[] = ['/client/transactions', '/dart', '/inventory'];
const opsAdmin: readonly TableRoute[] = ['/manage-users', '/exchange-credentials'];
const mind: readonly TableRoute[] = ['/mind', '/mind/chat/first-chat'];

interface Grants {
  dealing?: boolean;
  clientManagement?: boolean;
  opsAdmin?: boolean;
  surveillance?: boolean;
  mind?: 'allow' | 'deny' | 'trial';
  /** A client acting for themselves (the basic user role): My bonds. */
  investor?: boolean;
}

function signedIn(grants: Grants): Record<TableRoute, RouteOutcome> {
  const outcomes = {} as Record<TableRoute, RouteOutcome>;
  for (const route of tableRoutes) outcomes[route] = 'allow';
  for (const route of ['/', '/auth/login', '/client/register', '/market', '/trade'] as const)
    outcomes[route] = 'home';
  for (const route of dealing) outcomes[route] = grants.dealing ? 'allow' : 'deny';
  for (const route of clientManagement) outcomes[route] = grants.clientManagement ? 'allow' : 'deny';
  for (const route of opsAdmin) outcomes[route] = grants.opsAdmin ? 'allow' : 'deny';
  for (const route of mind) outcomes[route] = grants.mind ?? 'deny';
  // The preview is for those who may not use MIND: one who may is sent to the full analyst (issue 34).
  if (grants.mind === 'allow') outcomes['/mind/preview'] = 'home';
  outcomes['/surveillance'] = grants.surveillance ? 'allow' : 'deny';
  outcomes['/my-bonds'] = grants.investor ? 'allow' : 'deny';
  return outcomes;
}

function visitor(): Record<TableRoute, RouteOutcome> {
  const outcomes = {} as Record<TableRoute, RouteOutcome>;
  for (const route of publicRoutes) outcomes[route] = 'allow';
  for (const route of loginRoutes) outcomes[route] = 'login';
  outcomes['/'] = 'allow';
  outcomes['/auth/login'] = 'allow';
  outcomes['/client/register'] = 'allow';
  outcomes['/market'] = 'home';
  outcomes['/trade'] = 'home';
  return outcomes;
}

/**
 * The expected outcome of every route for every demo account, from the spec's rules (platform-shell
 * sections 2 and 6) and the accounts' descriptions (packages/server seed), written out by hand rather than
 * computed with the core's `checkRoute`, so the suite checks the app against the spec and not against itself.
 */
export const expectedHome: Record<DemoRole, string> = {
  dealer: '/dart',
  trader: '/dart',
  viewer: '/dart',
  backoffice: '/dart',
  compliance: '/surveillance',
  opsadmin: '/manage-users',
  researcher: '/mind',
  trial: '/mind',
  investor: '/find',
};

export const expectedOutcomes: Record<DemoRole | 'visitor', Record<TableRoute, RouteOutcome>> = {
  // Non-institutional dealer with STP exchanges: manages clients.
  dealer: signedIn({ dealing: true, clientManagement: true }),
  // Institutional dealer: trading, but client management needs a non-institutional firm.
  trader: signedIn({ dealing: true }),
  viewer: signedIn({ dealing: true, clientManagement: true }),
  backoffice: signedIn({ dealing: true, clientManagement: true }),
  // Compliance: surveillance only; barred from the compliance-restricted dealing pages.
  compliance: signedIn({ surveillance: true }),
  opsadmin: signedIn({ opsAdmin: true }),
  researcher: signedIn({ mind: 'allow' }),
  trial: signedIn({ mind: 'trial' }),
  // An individual client of Meridian: My bonds (requests to the broker, holdings, orders).
  investor: signedIn({ investor: true }),
  visitor: visitor(),
};
