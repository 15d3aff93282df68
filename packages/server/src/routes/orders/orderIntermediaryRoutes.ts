import { eq } from 'drizzle-orm';
import { orderDetailEndpoints } from '@bondkit/core/contract';
import type { Principal } from '../../auth/principal';
import type { DbOrTransaction } from '../../database/connection';
import { orders } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { checkIntermediary } from '../../trading/orderIntermediaries';
import { recordOrderAudit } from '../../trading/orderAudit';
import { orderFirms } from '../../trading/orderService';
import { canDecideConsideration, type OrderRow } from '../../trading/orderView';
import { publishOrderUpdate } from '../../trading/tradingEvents';
import { loadOrder, viewsOf, type OrderKind } from './orderViews';
import { returnedRow } from '../../database/returnedRow';

/** Each kind's endpoints on the contract: the same shapes, each kind under its own path. */
const kindEndpoints = {
  orders: {
    setIntermediaries: orderDetailEndpoints.setOrderIntermediaries,
    decideConsideration: orderDetailEndpoints.decideOrderConsideration,
  },
  'procurement-orders': {
    setIntermediaries: orderDetailEndpoints.setProcurementOrderIntermediaries,
    decideConsideration: orderDetailEndpoints.decideProcurementOrderConsideration,
  },
} as const;

const orderKinds = ['orders', 'procurement-orders'] as const satisfies readonly OrderKind[];

/** Dealers and back office work a trade's details; viewers only read them. */
function assertDealerOrBackOffice(principal: Principal, what: string): void {
  const roles = principal.roles;
  if (!roles.includes('clientdealer') && !roles.includes('backoffice'))
    throw ApiProblem.forbidden(`Only dealers and back office can ${what}.`);
}

/**
 * Changes one order under a row lock, with an audit row in the same transaction, then tells both firms on
 * the stream (`order_update`), so the counterparty's open drawer shows the change at once.
 */
async function changeOrder(
  app: ApiApp,
  principal: Principal,
  id: number,
  kind: OrderKind,
  action: string,
  change: (
    row: OrderRow,
    transaction: DbOrTransaction,
  ) => Promise<{ set: Partial<typeof orders.$inferInsert>; details: Record<string, unknown> }>,
): Promise<OrderRow> {
  await loadOrder(app, id, kind, principal.client.id);
  const now = app.services.now();
  const updated = await app.services.db.transaction(async (transaction) => {
    const [row] = await transaction.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw ApiProblem.notFound('Order not found.');
    const { set, details } = await change(row, transaction);
    const after = returnedRow(
      await transaction
        .update(orders)
        .set({ ...set, updatedAt: now })
        .where(eq(orders.id, id))
        .returning(),
    );
    await recordOrderAudit(
      transaction,
      { orderId: id, actorUserId: principal.user.id, actorClientId: principal.client.id, action, details },
      now,
    );
    return after;
  });
  publishOrderUpdate(app.services.events, now, updated, orderFirms(updated), action);
  return updated;
}

/** A trade's facilitator and agent, and the counterparty's acceptance or rejection of its consideration. */
export function orderIntermediaryRoutes(app: ApiApp): void {
  for (const kind of orderKinds) {
    registerEndpoint(app, kindEndpoints[kind].setIntermediaries, async ({ params, body, principal }) => {
      assertDealerOrBackOffice(principal, "choose a trade's facilitator and agent");
      const clientId = principal.client.id;
      const row = await changeOrder(
        app,
        principal,
        params.id,
        kind,
        'intermediaries',
        async (order, transaction) => {
          if (order.status !== 'PENDING' && order.status !== 'ACCEPTED')
            throw ApiProblem.badRequest(
              `Cannot change the facilitator or agent of an order that is ${order.status}.`,
            );
          const facilitator =
            body.facilitator_id == null
              ? body.facilitator_id
              : await checkIntermediary(transaction, body.facilitator_id, 'facilitator');
          const agent =
            body.agent_id == null
              ? body.agent_id
              : await checkIntermediary(transaction, body.agent_id, 'agent');
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
        },
      );
      return (await viewsOf(app, [row], clientId))[0]!;
    });

    registerEndpoint(app, kindEndpoints[kind].decideConsideration, async ({ params, principal }) => {
      assertDealerOrBackOffice(principal, 'accept or reject a consideration');
      const clientId = principal.client.id;
      const decision = params.action === 'accept' ? 'ACCEPTED' : 'REJECTED';
      const row = await changeOrder(
        app,
        principal,
        params.id,
        kind,
        `consideration.${params.action}`,
        async (order) => {
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
        },
      );
      return (await viewsOf(app, [row], clientId))[0]!;
    });
  }
}
