import { and, eq, ne, sql } from 'drizzle-orm';
import { clientRequestCondition } from '../authorization/clientEoiRules';
import type { DbOrTransaction } from '../database/connection';
import { eois, inventoryPositions } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/** Rupees of face value as a message says them ('₹20,000'). */
function rupees(value: number): string {
  return `₹${value.toLocaleString('en-IN')}`;
}

/**
 * A client acting for themselves sells only what they hold (no short sale through their broker): the
 * quantum of a sell (ASK) EOI must fit in their holding of the bond less what their other open sell EOIs
 * on it already offer (`exceptEoiId`: the EOI being accepted, not counted against itself). 400 on `field`.
 */
export async function checkClientHoldsEnough(
  db: DbOrTransaction,
  request: { clientId: number; instrumentId: number; quantum: number; exceptEoiId?: number },
  field: string,
): Promise<void> {
  const [holding] = await db
    .select({ quantity: inventoryPositions.quantity })
    .from(inventoryPositions)
    .where(
      and(
        eq(inventoryPositions.clientId, request.clientId),
        eq(inventoryPositions.instrumentId, request.instrumentId),
      ),
    );
  const [offered] = await db
    .select({ quantum: sql<number>`coalesce(sum(${eois.quantum}), 0)::float8` })
    .from(eois)
    .where(
      and(
        clientRequestCondition,
        eq(eois.clientId, request.clientId),
        eq(eois.instrumentId, request.instrumentId),
        eq(eois.quoteType, 'ASK'),
        eq(eois.status, 'OPEN'),
        request.exceptEoiId === undefined ? undefined : ne(eois.id, request.exceptEoiId),
      ),
    );
  const free = Math.max(0, (holding?.quantity ?? 0) - (offered?.quantum ?? 0));
  if (request.quantum > free + 1e-6) {
    throw ApiProblem.field(
      field,
      free === 0
        ? 'You can sell only bonds you hold, and you hold none of this bond that is not already offered.'
        : `You can sell at most ${rupees(free)} of this bond (what you hold, less your open sell requests).`,
    );
  }
}
