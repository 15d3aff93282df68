import type { Role } from '@bondkit/core/validation';
import type { Principal } from './principal';

/** Dealer, trade viewer and back office: the roles that reach the trading screens (spec section 6). */
export const tradingRoles: readonly Role[] = ['clientdealer', 'clientviewer', 'backoffice'];

/** The roles that, on a suitable firm, can manage clients. */
const clientManagementRoles: readonly Role[] = ['clientdealer', 'backoffice', 'clientviewer'];

function hasAny(principal: Principal, roles: readonly Role[]): boolean {
  return principal.roles.some((role) => roles.includes(role));
}

/** Compliance officers are confined to surveillance: compliance-restricted areas refuse them. */
function isCompliance(principal: Principal): boolean {
  return principal.roles.includes('complianceofficer');
}

/**
 * The can-manage-clients check: a non-institutional firm with STP exchanges, and a dealer, back-office
 * or trade-viewer role.
 */
export function canManageClients(principal: Principal): boolean {
  return (
    principal.client.clientSegment === 'NON_INSTITUTIONAL' &&
    principal.client.stpExchanges.length > 0 &&
    hasAny(principal, clientManagementRoles)
  );
}

/** MIND access: a market researcher whose firm pays, or whose trial has not ended. */
function hasMindAccess(principal: Principal, now: Date = new Date()): boolean {
  if (!principal.roles.includes('dataviewer')) return false;
  if (principal.client.isPaidClient) return true;
  const trialEnd = principal.client.mindTrialEndsAt;
  return trialEnd !== null && trialEnd.getTime() > now.getTime();
}

interface PolicyDefinition {
  /** What the policy means, for the OpenAPI document. */
  description: string;
  /** Whether a signed-in principal passes; `null` when anybody passes, signed in or not. */
  allows: ((principal: Principal) => boolean) | null;
  /** The message of the 403 a signed-in caller who fails gets. */
  denial?: string;
}

/**
 * The access policies a route can declare (`config: { access: 'trading' }`), named so that the role
 * matrix test can state, independently, which demo accounts each one admits. A new rule is one entry.
 */
export const accessPolicies = {
  public: { description: 'Anyone, signed in or not.', allows: null },
  signedIn: { description: 'Any signed-in user.', allows: () => true },
  trading: {
    description: 'Trading roles (dealer, trade viewer, back office); not compliance officers.',
    allows: (principal) => hasAny(principal, tradingRoles) && !isCompliance(principal),
  },
  dealer: {
    description: 'Dealers (trade access and price override); not compliance officers.',
    allows: (principal) => principal.roles.includes('clientdealer') && !isCompliance(principal),
  },
  manageClients: {
    description: 'Back office, dealer or trade viewer at a firm that can manage clients.',
    allows: (principal) => canManageClients(principal) && !isCompliance(principal),
  },
  opsAdmin: {
    description: 'Ops admins (user management, exchange credentials).',
    allows: (principal) => principal.roles.includes('clientopsadmin'),
  },
  compliance: {
    description: 'Compliance officers (surveillance).',
    allows: (principal) => isCompliance(principal),
  },
  mind: {
    description: 'Market researchers with a paid plan or a running trial.',
    allows: (principal) => hasMindAccess(principal),
    denial: 'Your free trial has ended.',
  },
  investor: {
    description:
      'Clients acting for themselves (the basic user role, no trading or compliance role): their EOIs to their broker-dealer, holdings and orders.',
    allows: (principal) =>
      principal.roles.includes('user') && !hasAny(principal, tradingRoles) && !isCompliance(principal),
  },
} as const satisfies Record<string, PolicyDefinition>;

/** The name of an access policy. */
export type AccessPolicy = keyof typeof accessPolicies;

/** Every policy name. */
export const accessPolicyNames = Object.keys(accessPolicies) as AccessPolicy[];

/** Whether a caller (or nobody) passes a policy: `unauthenticated`, `forbidden` or `allowed`. */
export function evaluateAccess(
  policy: AccessPolicy,
  principal: Principal | null,
): { outcome: 'allowed' } | { outcome: 'unauthenticated' } | { outcome: 'forbidden'; message: string } {
  const definition: PolicyDefinition = accessPolicies[policy];
  if (definition.allows === null) return { outcome: 'allowed' };
  if (!principal) return { outcome: 'unauthenticated' };
  if (definition.allows(principal)) return { outcome: 'allowed' };
  return {
    outcome: 'forbidden',
    message: definition.denial ?? 'You do not have permission to perform this action.',
  };
}
