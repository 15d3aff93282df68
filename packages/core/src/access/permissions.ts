import type { Exchange } from '../validation/clientClassification';
import type { SessionUser } from '../validation/sessionUser';
import { clientManagementRoles, hasAnyRole, hasRole } from './roleGroups';

/** A compliance officer: sent to /surveillance and barred from compliance-restricted pages. */
export function isComplianceUser(user: SessionUser | null): boolean {
  return hasRole(user, 'complianceofficer');
}

/**
 * Trade access from a list of role identifiers: the dealer role, never for a compliance officer (who is
 * limited to surveillance). The one definition of the rule: the session check below, the reference
 * server's routes and its trade stream hub all call it.
 */
export function rolesHaveTradeAccess(roles: readonly string[]): boolean {
  return roles.includes('clientdealer') && !roles.includes('complianceofficer');
}

/**
 * Trade access: the dealer role. Without it, market quotes and public and private runs come back empty
 * and the trade-timing restriction text shows.
 */
export function hasTradeAccess(user: SessionUser | null): boolean {
  return user !== null && rolesHaveTradeAccess(user.user_info.roles);
}

/**
 * Price override on a quote: the dealer role, as trade access. The reference server adds a firm setting
 * (`allow_price_modification`), so a form asks the price info's `allow_price_modification` before offering it.
 */
export function canOverridePrice(user: SessionUser | null): boolean {
  return hasTradeAccess(user);
}

/**
 * The can-manage-clients check, exactly the spec's: a NON_INSTITUTIONAL client, a dealer, back-office or
 * trade-viewer role (see `clientManagementRoles`), and at least one STP exchange.
 */
export function canManageClients(user: SessionUser | null): boolean {
  return (
    user !== null &&
    user.client_segment === 'NON_INSTITUTIONAL' &&
    hasAnyRole(user, clientManagementRoles) &&
    user.stp_exchanges.length > 0
  );
}

/**
 * MIND access: a paid client, or a trial whose end has not passed. The trial end is the first instant
 * without access (`now < mind_trial_ends_at`), so at exactly the end time access is over. No trial end
 * and not paid means no access. An unparsable date counts as no trial.
 */
export function canUseMind(user: SessionUser | null, now: Date): boolean {
  if (user === null) return false;
  if (user.is_paid_client) return true;
  if (user.mind_trial_ends_at === null) return false;
  const trialEnd = Date.parse(user.mind_trial_ends_at);
  return Number.isFinite(trialEnd) && now.getTime() < trialEnd;
}

/**
 * The trial notice: a trial end date exists, the client is unpaid and the user is a market researcher
 * (dataviewer). Shown during and after the trial alike, as the spec's rule has no clock in it.
 */
export function showTrialNotice(user: SessionUser | null): boolean {
  return (
    user !== null && user.mind_trial_ends_at !== null && !user.is_paid_client && hasRole(user, 'dataviewer')
  );
}

/** The market-researcher role also grants viewing of security data. */
export function canViewSecurityData(user: SessionUser | null): boolean {
  return hasRole(user, 'dataviewer');
}

/**
 * Both exchanges, the fallback of `allowedExchanges`. Declared here rather than imported from the
 * validation module so that the access rules pull in no zod at run time.
 */
export const defaultAllowedExchanges: readonly Exchange[] = ['NSE', 'BSE'];

/** The exchanges the user may trade on; both (NSE, BSE) when the session lists none, or when signed out. */
export function allowedExchanges(user: SessionUser | null): readonly string[] {
  return user !== null && user.allowed_exchanges.length > 0
    ? user.allowed_exchanges
    : defaultAllowedExchanges;
}
