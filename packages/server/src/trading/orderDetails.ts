import { and, eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import { orderVisibleCondition } from '../authorization/orderRules';
import type { DbOrTransaction } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { orders } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import type { ServerServices } from '../services';
import { recordOrderAudit } from './orderAudit';
import { checkIntermediary } from './orderIntermediaries';
import { orderFirms } from './orderService';
import { canDecideConsideration, type OrderRow } from './orderView';
import { publishOrderUpdate } from './tradingEvents';

type OrderDetailServices = Pick<ServerServices, 'db' | 'events' | 'now'>;

/** Which order: its id and kind (`orders` or `procurement-orders`). */
interface OrderTarget {
  orderId: number;
  kind: string;
}

/** Dealers and back office work a trade's details; viewers only read them. */
function assertDealerOrBackOffice(principal: Principal, what: string): void {
  if (!principal.roles.includes('clientdealer') && !principal.roles.includes('backoffice'))
    throw ApiProblem.forbidden(`Only dealers and back office can ${what}.`);
}

/**
 * Changes one order the caller's firm can see (a 404 otherwise) under a row lock, with an audit row in
 * the same transaction, then tells both firms on the stream (`order_update`), so the counterparty's open
 * drawer shows the change at once.
 */
async function changeOrder(
  services: OrderDetailServices,
  principal: Principal,
  target: OrderTarget,
  action: string,
  change: (
    row: OrderRow,
    transaction: DbOrTransaction,
  ) => Promise<{ set: Partial<typeof orders.$inferInsert>; details: Record<string, unknown> }>,
): Promise<OrderRow> {
  const { orderId } = target;
  const [visible] = await services.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.kind, target.kind), orderVisibleCondition(principal.client.id)),
    );
  if (!visible) throw ApiProblem.notFound('Order not found.');
  const now = services.now();
  const updated = await services.db.transaction(async (transaction) => {
    const [row] = await transaction.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw ApiProblem.notFound('Order not found.');
    const { set, details } = await change(row, transaction);
    const after = returnedRow(
      await transaction
        .update(orders)
        .set({ ...set, updatedAt: now })
        .where(eq(orders.id, orderId))
        .returning(),
    );
    await recordOrderAudit(
      transaction,
      { orderId, actorUserId: principal.user.id, actorClientId: principal.client.id, action, details },
      now,
    );
    return after;
  });
  publishOrderUpdate(services.events, now, updated, orderFirms(updated), action);
  return updated;
}

/**
 * Sets (a firm offering that function) or clears (`null`) an open trade's facilitator and agent; a field
 * left out stays. Dealers and back office of either firm.
 */
export function setOrderIntermediaries(
  services: OrderDetailServices,
  principal: Principal,
  target: OrderTarget,
  choice: { facilitator_id?: number | null | undefined; agent_id?: number | null | undefined },
): Promise<OrderRow> {
  assertDealerOrBackOffice(principal, "choose a trade's facilitator and agent");
  return changeOrder(services, principal, target, 'intermediaries', async (order, transaction) => {
    if (order.status !== 'PENDING' && order.status !== 'ACCEPTED')
      throw ApiProblem.badRequest(
        `Cannot change the facilitator or agent of an order that is ${order.status}.`,
      );
    const facilitator =
      choice.facilitator_id == null
        ? choice.facilitator_id
        : await checkIntermediary(transaction, choice.facilitator_id, 'facilitator');
    const agent =
      choice.agent_id == null
        ? choice.agent_id
        : await checkIntermediary(transaction, choice.agent_id, 'agent');
    const set = {
      facilitatorClientId: facilitator === undefined ? order.facilitatorClientId : facilitator,
      agentClientId: agent === undefined ? order.agentClientId : agent,
    };
    return {
      set,
      details: {
        before: { facilitator_id: order.facilitatorClientId, agent_id: order.agentClientId },
        after: { facilitator_id: set.facilitatorClientId, agent_id: set.agentClientId },
      },
    };
  });
}

/**
 * The counterparty accepts or rejects the consideration the other firm booked, once, while the trade is
 * open. Dealers and back office of the counterparty only.
 */
export function decideOrderConsideration(
  services: OrderDetailServices,
  principal: Principal,
  target: OrderTarget,
  action: 'accept' | 'reject',
): Promise<OrderRow> {
  assertDealerOrBackOffice(principal, 'accept or reject a consideration');
  const clientId = principal.client.id;
  const decision = action === 'accept' ? 'ACCEPTED' : 'REJECTED';
  return changeOrder(services, principal, target, `consideration.${action}`, async (order) => {
    // Who may act comes before what the state allows, as with the order's other actions.
    if (order.considerationStatus === null)
      throw ApiProblem.badRequest(
        'This trade is with an outside party: there is no counterparty here to agree its consideration.',
      );
    if (order.ownerClientId === clientId)
      throw ApiProblem.forbidden('Only the counterparty can accept or reject the consideration.');
    if (!canDecideConsideration(order, clientId))
      throw ApiProblem.badRequest(
        order.considerationStatus === 'PENDING'
          ? `Cannot decide the consideration of an order that is ${order.status}.`
          : `The consideration is already ${order.considerationStatus}.`,
      );
    return {
      set: { considerationStatus: decision },
      details: { consideration: order.consideration, from: order.considerationStatus, to: decision },
    };
  });
}
