import { tradeMemberEndpoints } from '@bondkit/core/contract';
import { listClientMembers, updateFirmMember } from '../../accounts/firmMembers';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Members of a firm: an ops admin changes roles or status; trading users list a client's members. */
export function tradeMemberRoutes(app: ApiApp): void {
  registerEndpoint(app, tradeMemberEndpoints.updateMember, ({ params, body, principal }) =>
    updateFirmMember(app.services.db, principal, params.id, body, app.services.now()),
  );

  registerEndpoint(app, tradeMemberEndpoints.listClientMembers, ({ params, principal }) =>
    listClientMembers(app.services.db, principal.client.id, params.id),
  );
}
