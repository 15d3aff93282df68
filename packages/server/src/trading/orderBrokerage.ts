import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { orders } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { OrderRow } from './orderView';

/**
 * Sets the brokerage (rupees) of an order the caller may see: any order but a cancelled or rejected one,
 * whose trade did not happen. The caller checks the order is theirs first (`loadOrder`).
 */
export async function setOrderBrokerage(
  db: DbOrTransaction,
  now: Date,
  order: OrderRow,
  brokerage: number,
): Promise<OrderRow> {
  if (order.status === 'CANCELLED' || order.status === 'REJECTED')
    throw ApiProblem.badRequest(`Cannot set the brokerage of an order that is ${order.status}.`);
  return returnedRow(
    await db.update(orders).set({ brokerage, updatedAt: now }).where(eq(orders.id, order.id)).returning(),
  );
}
