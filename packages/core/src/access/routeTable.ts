import type { Role } from '../validation/roles';
import { clientManagementRoles, tradingRoles } from './roleGroups';

/**
 * Who may open a route:
 * - `public`: anyone.
 * - `login`: signed-in users; a signed-out visitor goes to the login page with a redirect parameter.
 * - `guest`: unauthenticated-only (the spec's redirect middleware on the login and register pages):
 *   signed-in users are sent home.
 * - `redirect`: never shown; everyone goes to their home route (/market, /trade).
 */
export type RouteAccess = 'public' | 'login' | 'guest' | 'redirect';

/** The layouts of platform-shell section 2. */
export const layoutNames = [
  'auth',
  'bare',
  'dart',
  'default',
  'independent-blue',
  'mind',
  'no-footer',
  'no-header',
  'product-dart',
  'product-find',
  'product-mind',
  'settings',
] as const;
export type LayoutName = (typeof layoutNames)[number];

/** What a route parameter must look like: a positive integer id, or a non-empty slug (letters, digits, `-`, `_`). */
export type RouteParameterKind = 'positive-integer' | 'slug';

/** One row of the route table. */
export interface RouteEntry {
  /** Path pattern; `:name` marks a parameter (react-router's syntax, so the app can use it as is). */
  readonly path: string;
  readonly access: RouteAccess;
  /** The page's layout; null for redirect-only routes, which render nothing. */
  readonly layout: LayoutName | null;
  /** The user needs any one of these roles; empty means any signed-in user (or anyone, if public). */
  readonly roles: readonly Role[];
  /** Compliance officers get 401 here. */
  readonly complianceRestricted: boolean;
  /** Users who fail the can-manage-clients check get 401 here. */
  readonly clientManagement: boolean;
  /** A protected MIND page: without MIND access (paid or trial), 401 with the trial-expired message. */
  readonly protectedMind: boolean;
  /** The spec's redirect middleware: signed-in users are sent away (guest pages) or everyone is (redirect routes). */
  readonly redirectMiddleware: boolean;
  /** The invitation code in the query is validated before the page shows (an invalid one gives the 410 page). */
  readonly inviteValidation: boolean;
  /** The landing page: a signed-in user is sent to their home route. */
  readonly landing: boolean;
  /** The MIND chat sidebar is hidden (public shared chats). */
  readonly chatSidebarHidden: boolean;
  /** The rule each `:name` parameter must meet, or the path is not found. */
  readonly params: Readonly<Record<string, RouteParameterKind>>;
}

type RouteOptions = Partial<Omit<RouteEntry, 'path' | 'access' | 'layout'>>;

function route(
  path: string,
  access: RouteAccess,
  layout: LayoutName | null,
  options: RouteOptions = {},
): RouteEntry {
  return {
    path,
    access,
    layout,
    roles: [],
    complianceRestricted: false,
    clientManagement: false,
    protectedMind: false,
    redirectMiddleware: false,
    inviteValidation: false,
    landing: false,
    chatSidebarHidden: false,
    params: {},
    ...options,
  };
}

const staticPage = (path: string) => route(path, 'public', 'default');
const manageClients = { roles: clientManagementRoles, clientManagement: true };
const marketResearcher: RouteOptions = { roles: ['dataviewer'], protectedMind: true };

/**
 * The route table of platform-shell section 2, shared by the reference app (its router) and the tests.
 *
 * Choices where the spec is silent, each kept to what the neighbouring rows say:
 * - /client/profile ('details not shown') is treated as /profile: any signed-in user, settings layout.
 * - /inventory ('meta not shown') is a dealing page: signed-in, dart layout, trading roles,
 *   compliance-restricted like /dart.
 * - /market and /trade (redirect middleware, target not shown) send everyone to their home route.
 * - Routes listing no roles admit any signed-in user. The spec's 'default is one base role' cannot mean
 *   the `user` role is required, since /profile is open to 'any logged-in user' and the base role's
 *   rights are not shown.
 * - The forgot- and reset-password pages use the 'independent blue' layout the spec calls 'blue'.
 */
export const routeTable: readonly RouteEntry[] = [
  route('/', 'public', 'no-header', { landing: true }),
  route('/about', 'public', 'no-header'),
  route('/auth/login', 'guest', 'auth', { redirectMiddleware: true }),
  route('/auth/logout', 'public', 'default'),
  route('/auth/forgot-password', 'public', 'independent-blue'),
  route('/auth/reset-password', 'public', 'independent-blue'),
  staticPage('/best-practices'),
  staticPage('/chat-policy'),
  staticPage('/contact'),
  staticPage('/data-security'),
  staticPage('/privacy'),
  staticPage('/terms'),
  route('/client/register', 'guest', 'auth', { redirectMiddleware: true, inviteValidation: true }),
  route('/client/transactions', 'login', 'dart', { roles: tradingRoles }),
  route('/client/profile', 'login', 'settings'),
  route('/dart', 'login', 'dart', { roles: tradingRoles, complianceRestricted: true }),
  route('/find', 'public', 'dart'),
  route('/inventory', 'login', 'dart', { roles: tradingRoles, complianceRestricted: true }),
  route('/manage-clients', 'login', 'dart', manageClients),
  route('/manage-clients/new', 'login', 'dart', manageClients),
  route('/manage-clients/edit/:id', 'login', 'dart', {
    ...manageClients,
    params: { id: 'positive-integer' },
  }),
  route('/manage-users', 'login', 'settings', { roles: ['clientopsadmin'] }),
  route('/exchange-credentials', 'login', 'settings', { roles: ['clientopsadmin'] }),
  route('/market', 'redirect', null, { redirectMiddleware: true }),
  route('/trade', 'redirect', null, { redirectMiddleware: true }),
  // An individual client's holdings, orders and EOIs to their broker-dealer: the basic user role (clients
  // acting for themselves), never a compliance officer.
  route('/my-bonds', 'login', 'dart', { roles: ['user'], complianceRestricted: true }),
  route('/mind', 'login', 'mind', marketResearcher),
  route('/mind/chat/:id', 'login', 'mind', { ...marketResearcher, params: { id: 'slug' } }),
  route('/mind/preview', 'public', 'dart'),
  route('/mind/public/:id', 'public', 'mind', { chatSidebarHidden: true, params: { id: 'slug' } }),
  route('/product/dart', 'public', 'product-dart'),
  route('/product/find', 'public', 'product-find'),
  route('/product/mind', 'public', 'product-mind'),
  route('/profile', 'login', 'settings'),
  route('/security/:id', 'public', 'dart', { params: { id: 'positive-integer' } }),
  route('/surveillance', 'login', 'dart', { roles: ['complianceofficer'] }),
];

/** The error page's layout: dart when signed in, no footer otherwise. */
export function errorPageLayout(signedIn: boolean): LayoutName {
  return signedIn ? 'dart' : 'no-footer';
}
