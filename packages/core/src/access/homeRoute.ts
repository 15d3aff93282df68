import type { SessionUser } from '../validation/index';
import { isComplianceUser } from './permissions';
import { dealerTypeRoles, hasAnyRole } from './roleGroups';

/** Where a user lands: the four home paths. */
export type HomePath = '/' | '/surveillance' | '/dart' | '/mind';

/**
 * The home route: signed out '/'; compliance officer '/surveillance' (first, even with other roles);
 * RFQ exchanges and a dealer-type role '/dart'; everyone else '/mind'.
 */
export function homeRoute(user: SessionUser | null): HomePath {
  if (user === null) return '/';
  if (isComplianceUser(user)) return '/surveillance';
  if (user.rfq_exchanges.length > 0 && hasAnyRole(user, dealerTypeRoles)) return '/dart';
  return '/mind';
}
