import type { Principal } from '../../auth/principal';
import type { SurveillanceViewer } from '../../surveillance/surveillanceAudit';

/** The compliance officer a surveillance call acts for: their firm (whose data they see) and themselves. */
export function viewerOf(principal: Principal): SurveillanceViewer {
  return { clientId: principal.client.id, userId: principal.user.id };
}
