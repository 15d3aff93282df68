import { and, asc, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { clients } from '../database/schema/index';
import { likePattern } from '../http/pagination';

/** The most custodians one search returns. */
const maximumCustodians = 50;

/**
 * The custodians of an exchange (firms whose `custodian_exchanges` name it), by name, optionally only those
 * whose name contains `search` (any case).
 */
export async function searchCustodians(
  db: DbOrTransaction,
  filter: { exchange: string; search?: string | undefined },
): Promise<{ client_id: number; name: string }[]> {
  const conditions: SQL[] = [
    sql`${clients.custodianExchanges} @> ${JSON.stringify([filter.exchange])}::jsonb`,
  ];
  if (filter.search) conditions.push(ilike(clients.name, likePattern(filter.search)));
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(...conditions))
    .orderBy(asc(clients.name))
    .limit(maximumCustodians);
  return rows.map((row) => ({ client_id: row.id, name: row.name }));
}
