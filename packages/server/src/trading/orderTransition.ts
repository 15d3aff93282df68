import { eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import { returnedRow } from '../database/returnedRow';
import { orders } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { ServerServices } from '../services';
import { loadFirmOrder, type OrderKind } from './firmOrders';
import { orderTerms } from './orderAmendmentService';
import { recordOrderAudit } from './orderAudit';
import { applyStatusChange, orderFirms, publishOpenOrderCounts } from './orderService';
import { nextOrderStatus, type OrderAction } from './orderStateMachine';
import type { OrderRow } from './orderView';
import { publishOrderUpdate } from './tradingEvents';

/** What moving an order needs of the server. */
type OrderTransitionServices = Pick<ServerServices, 'db' | 'events' | 'now'>;

/** How an action changes an order beyond its status, and who may take it. */
export interface OrderTransitionRules {
  /** The order's other changes (a modification's new terms). Default: none. */
  change?: ((row: OrderRow) => Partial<typeof orders.$inferInsert>) | undefined;
  /** Throws when the caller's firm may not take the action on this order (checked before the state). */
  allow?: ((row: OrderRow, clientId: number) => void) | undefined;
}

/**
 * Applies an action to an order the caller's firm sees (404 otherwise), under the state machine, in one
 * transaction that locks the order: its status and history, the holdings it moves and the audit entry.
 * Who may act is checked before what the state allows, so a firm that may not act learns nothing of the
 * state. Then both firms hear of the change (the order update and their open-order counts).
 */
export async function transitionOrder(
  services: OrderTransitionServices,
  actor: Pick<Principal, 'user' | 'client'>,
  order: { id: number; kind: OrderKind },
  action: OrderAction,
  rules: OrderTransitionRules = {},
): Promise<OrderRow> {
  const { db } = services;
  const clientId = actor.client.id;
  const { id } = order;
  await loadFirmOrder(db, id, order.kind, clientId);
  const now = services.now();
  const updated = await db.transaction(async (transaction) => {
    const [row] = await transaction.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw ApiProblem.notFound('Order not found.');
    rules.allow?.(row, clientId);
    const status = nextOrderStatus(row.status, action);
    const after = returnedRow(
      await transaction
        .update(orders)
        .set({
          ...rules.change?.(row),
          status,
          updatedAt: now,
          history: [
            ...row.history,
            { at: now.toISOString(), from: row.status, to: status, by: actor.user.id },
          ],
        })
        .where(eq(orders.id, id))
        .returning(),
    );
    await applyStatusChange(transaction, row, after, now);
    await recordOrderAudit(
      transaction,
      {
        orderId: id,
        actorUserId: actor.user.id,
        actorClientId: clientId,
        action,
        details: {
          from: row.status,
          to: status,
          ...(action === 'modify' ? { before: orderTerms(row), after: orderTerms(after) } : {}),
        },
      },
      now,
    );
    return after;
  });
  await publishOpenOrderCounts(db, services.events, now, orderFirms(updated));
  publishOrderUpdate(services.events, now, updated, orderFirms(updated), action);
  return updated;
}
