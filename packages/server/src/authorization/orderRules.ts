import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { orders } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { OrderRow } from '../trading/orderView';

/**
 * The visibility rule of an order (and a procurement order): the firm that reported it and the two sides
 * of the trade see it; nobody else (404).
 */
export function orderVisibleCondition(clientId: number): SQL {
  return or(
    eq(orders.ownerClientId, clientId),
    eq(orders.buyerClientId, clientId),
    eq(orders.sellerClientId, clientId),
  )!;
}

/** What a firm that sees an order may do with it; a visible order it may not act on is a 403. */
export type OrderAction = 'accept-reject' | 'modify' | 'cancel' | 'settle' | 'brokerage';

/**
 * The acting rule: the counterparty (not the reporter) accepts or rejects a reported trade; only the
 * reporting firm modifies (a two-sided amendment is another route); either side cancels, settles and sets
 * its brokerage.
 */
export function assertOrderAction(order: OrderRow, clientId: number, action: OrderAction): void {
  if (action === 'accept-reject' && order.ownerClientId === clientId)
    throw ApiProblem.forbidden('Only the counterparty can accept or reject a reported trade.');
  if (action === 'modify' && order.ownerClientId !== clientId)
    throw ApiProblem.forbidden('Only the firm that reported the order can modify it.');
}

/** A trade a quote's `origin_trade` may name: an order the quoting firm is party to; otherwise 400. */
export async function checkOriginTrade(
  db: DbOrTransaction,
  orderId: number,
  clientId: number,
  field: string,
): Promise<void> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderVisibleCondition(clientId)));
  if (!order) throw ApiProblem.field(field, 'Trade not found.');
}
