import type { Role } from '../validation/roles';
import type { SessionUser } from '../validation/sessionUser';

/** Roles that may use the dealing area (/dart, /client/transactions). */
export const tradingRoles: readonly Role[] = ['clientdealer', 'clientviewer', 'backoffice'];

/**
 * The 'dealer-type roles' of the home rule (RFQ exchanges and a dealer-type role go to /dart). The spec
 * does not list them; they are the trading roles, because /dart admits exactly those: a narrower set
 * would send a trade viewer with RFQ exchanges to /mind, which only market researchers may open.
 */
export const dealerTypeRoles: readonly Role[] = tradingRoles;

/**
 * The roles of the can-manage-clients check: dealer, back office and 'one further role', which the spec
 * does not name. It is the trade viewer, the only other role the client-management routes admit, so the
 * check and the routes agree.
 */
export const clientManagementRoles: readonly Role[] = ['clientdealer', 'backoffice', 'clientviewer'];

/** The user's roles; none when signed out. */
export function rolesOf(user: SessionUser | null): readonly Role[] {
  return user?.user_info.roles ?? [];
}

/** Whether the user has `role`. */
export function hasRole(user: SessionUser | null, role: Role): boolean {
  return rolesOf(user).includes(role);
}

/** Whether the user has any one of `roles`. */
export function hasAnyRole(user: SessionUser | null, roles: readonly Role[]): boolean {
  const own = rolesOf(user);
  return roles.some((role) => own.includes(role));
}
