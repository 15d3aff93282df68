import { and, eq } from 'drizzle-orm';
import type { accountEndpoints, EndpointRequestParts } from '@bondkit/core/contract';
import { canManageClients } from '../auth/accessPolicies';
import type { Principal } from '../auth/principal';
import type { Db } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { clients } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/** The profile fields a caller may change (`PUT api/client/profile`), as parsed. */
type ProfileChanges = EndpointRequestParts<typeof accountEndpoints.updateProfile>['body'];

/**
 * Whose profile `principal` may change: their own client (its ops admin, or an individual for themselves),
 * or, naming `clientId`, a client their firm manages (client managers only; any other client is a 404).
 */
async function profileTarget(db: Db, principal: Principal, clientId: number | undefined): Promise<number> {
  if (clientId !== undefined && clientId !== principal.client.id) {
    if (!canManageClients(principal))
      throw ApiProblem.forbidden("Only a client manager can change another client's profile.");
    const [managed] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, clientId), eq(clients.managedByClientId, principal.client.id)));
    if (!managed) throw ApiProblem.notFound();
    return clientId;
  }
  const individual = principal.client.clientType === 'INDV' || principal.client.clientType === 'INDV-P';
  if (!individual && !principal.roles.includes('clientopsadmin'))
    throw ApiProblem.forbidden("Only an ops admin can change the firm's profile.");
  return principal.client.id;
}

/** Changes a client's profile fields, after checking that `principal` may (see `profileTarget`). */
export async function updateClientProfile(
  db: Db,
  principal: Principal,
  request: { clientId: number | undefined; changes: ProfileChanges },
  now: Date,
): Promise<typeof clients.$inferSelect> {
  const targetId = await profileTarget(db, principal, request.clientId);
  // The contact name is accepted for the form's sake; the client row has no column for it.
  const { contact_name: _contactName, brand_name, ...rest } = request.changes;
  return returnedRow(
    await db
      .update(clients)
      .set({ ...rest, ...(brand_name !== undefined ? { brandName: brand_name } : {}), updatedAt: now })
      .where(eq(clients.id, targetId))
      .returning(),
  );
}
