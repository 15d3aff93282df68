import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { clients } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/**
 * The visibility rule of a client record: a firm sees itself and the end clients it manages
 * (`managed_by_client_id`); nobody else's.
 */
export function clientVisibleCondition(clientId: number, viewerClientId: number): SQL {
  return and(
    eq(clients.id, clientId),
    or(eq(clients.id, viewerClientId), eq(clients.managedByClientId, viewerClientId)),
  )!;
}

/** An end client the caller's firm manages (to change its profile, or to quote on its behalf). */
export function managedClientCondition(clientId: number, viewerClientId: number): SQL {
  return and(eq(clients.id, clientId), eq(clients.managedByClientId, viewerClientId))!;
}

/** A quote's `end_client_id`: an end client of the quoting firm; otherwise 400 on `field`. */
export async function checkEndClient(
  db: DbOrTransaction,
  endClientId: number,
  viewerClientId: number,
  field: string,
): Promise<void> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(managedClientCondition(endClientId, viewerClientId));
  if (!client) throw ApiProblem.field(field, 'Client not found among the clients your firm manages.');
}
