import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { clients } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/** An end client the caller's firm manages (to change its profile, or to quote on its behalf). */
function managedClientCondition(clientId: number, viewerClientId: number): SQL {
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
