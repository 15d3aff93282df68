import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { clients } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/** The market functions a trade can go through, and their field on the wire. */
const intermediaryRoles = {
  facilitator: { field: 'facilitator_id', label: 'Facilitator' },
  agent: { field: 'agent_id', label: 'Agent' },
} as const;

export type IntermediaryRole = keyof typeof intermediaryRoles;

/**
 * The firm `clientId` if it offers `role` (the firms `api/trade/facilitator/` and `api/trade/agent/` list);
 * otherwise a 400 on the field, so a picker can only choose what it was offered.
 */
export async function checkIntermediary(
  db: DbOrTransaction,
  clientId: number,
  role: IntermediaryRole,
): Promise<number> {
  const [firm] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(eq(clients.id, clientId), sql`${clients.marketFunctions} @> ${JSON.stringify([role])}::jsonb`),
    );
  const { field, label } = intermediaryRoles[role];
  if (!firm) throw ApiProblem.field(field, `${label} not found.`);
  return firm.id;
}
