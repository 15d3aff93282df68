import * as z from 'zod';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { orderEndpoints, orderKindEndpoints, orderKinds } from '@bondkit/core/contract';
import type { FastifyRequest } from 'fastify';
import { orders } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { maximumPageSize, pageAnswer } from '../../http/pagination';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { marketToday } from '../../trading/marketDate';
import { nextOrderStatus, type OrderAction } from '../../trading/orderStateMachine';
import { applyStatusChange, orderFirms, publishOpenOrderCounts } from '../../trading/orderService';
import type { OrderRow } from '../../trading/orderView';
import { involving, loadOrder, viewsOf, type OrderKind } from './orderViews';
import { assertOrderAction } from '../../authorization/orderRules';
import {
  orderTerms,
  refuseOneSidedCancel,
  refuseOneSidedChange,
  refuseSettlementCancelBeforeSettlement,
} from '../../trading/orderAmendmentService';
import { recordOrderAudit } from '../../trading/orderAudit';
import { publishOrderUpdate } from '../../trading/tradingEvents';
import { repricedOrderFields } from '../../trading/repricedOrderFields';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { reportTrade } from '../../trading/tradeReport';
import { setOrderBrokerage } from '../../trading/orderBrokerage';
import { returnedRow } from '../../database/returnedRow';

/** An Idempotency-Key header: the server's, not the contract's (the client does not send one). */
const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});

/** Applies an action under the state machine, moving holdings, in one transaction that locks the order. */
async function transitionOrder(
  app: ApiApp,
  request: FastifyRequest,
  id: number,
  kind: OrderKind,
  action: OrderAction,
  change: (row: OrderRow) => Partial<typeof orders.$inferInsert> = () => ({}),
  rule?: (row: OrderRow, clientId: number) => void,
): Promise<OrderRow> {
  const principal = signedInPrincipal(request);
  const clientId = principal.client.id;
  await loadOrder(app, id, kind, clientId);
  const now = app.services.now();
  const updated = await app.services.db.transaction(async (transaction) => {
    const [row] = await transaction.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw ApiProblem.notFound('Order not found.');
    // Who may act comes before what the state allows: a firm that may not act learns nothing of the state.
    rule?.(row, clientId);
    const status = nextOrderStatus(row.status, action);
    const after = returnedRow(
      await transaction
        .update(orders)
        .set({
          ...change(row),
          status,
          updatedAt: now,
          history: [
            ...row.history,
            { at: now.toISOString(), from: row.status, to: status, by: principal.user.id },
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
        actorUserId: principal.user.id,
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
  await publishOpenOrderCounts(app.services.db, app.services.events, now, orderFirms(updated));
  publishOrderUpdate(app.services.events, now, updated, orderFirms(updated), action);
  return updated;
}

/** Orders and procurement orders: list, read, report, accept/reject, cancel, modify, settle-cancel, brokerage. */
export function orderRoutes(app: ApiApp): void {
  registerEndpoint(app, orderEndpoints.listUnifiedOrders, async ({ query, principal, request }) => {
    const clientId = principal.client.id;
    const conditions: SQL[] = [involving(clientId)];
    if (query.state) conditions.push(inArray(orders.status, query.state.split(',')));
    const where = and(...conditions);
    const pageSize = query.paginate === false ? maximumPageSize : query.page_size;
    const page = query.paginate === false ? 1 : query.page;
    const [total] = await app.services.db.select({ value: count() }).from(orders).where(where);
    const rows = await app.services.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return pageAnswer(request, {
      page,
      pageSize,
      count: total?.value ?? 0,
      results: await viewsOf(app, rows, clientId),
    });
  });

  for (const kind of orderKinds) {
    registerEndpoint(app, orderKindEndpoints[kind].get, async ({ params, principal }) => {
      const clientId = principal.client.id;
      const [view] = await viewsOf(app, [await loadOrder(app, params.id, kind, clientId)], clientId);
      return view!;
    });

    registerEndpoint(
      app,
      orderKindEndpoints[kind].report,
      async ({ body, principal, request, reply }) => {
        const header = request.headers['idempotency-key'];
        const { order, replayed } = await reportTrade({
          db: app.services.db,
          events: app.services.events,
          now: app.services.now(),
          reporter: { userId: principal.user.id, clientId: principal.client.id },
          kind,
          report: body,
          idempotencyKey: typeof header === 'string' ? header : undefined,
        });
        // A replay answers the order the first report made, with 200 where a new one is 201.
        if (replayed) void reply.code(200);
        return (await viewsOf(app, [order], principal.client.id))[0]!;
      },
      { premium: 'externalTrades', headers: idempotencyHeadersSchema, otherStatuses: [200] },
    );

    registerEndpoint(
      app,
      orderKindEndpoints[kind].acceptOrReject,
      async ({ params, body, principal, request }) => {
        const clientId = principal.client.id;
        const action = body.reported_order_status === 'ACCEPTED' ? 'accept' : 'reject';
        const row = await transitionOrder(app, request, params.id, kind, action, undefined, (order) =>
          assertOrderAction(order, clientId, 'accept-reject'),
        );
        return (await viewsOf(app, [row], clientId))[0]!;
      },
    );

    registerEndpoint(app, orderKindEndpoints[kind].cancel, async ({ params, principal, request }) => {
      const row = await transitionOrder(app, request, params.id, kind, 'cancel', undefined, (order) =>
        refuseOneSidedCancel(order),
      );
      return (await viewsOf(app, [row], principal.client.id))[0]!;
    });

    for (const endpoint of [orderKindEndpoints[kind].modify, orderKindEndpoints[kind].modifyWhole]) {
      registerEndpoint(app, endpoint, async ({ params, body, principal, request }) => {
        const clientId = principal.client.id;
        const now = app.services.now();
        const catalogue = await instrumentCatalogue(app.services.db, now);
        const row = await transitionOrder(
          app,
          request,
          params.id,
          kind,
          'modify',
          (order) => {
            const entry = catalogue.byId.get(order.instrumentId)!;
            return {
              ...repricedOrderFields(entry, order, body, now),
              counterpartyName:
                body.counterparty_name === undefined ? order.counterpartyName : body.counterparty_name,
            };
          },
          (order) => {
            assertOrderAction(order, clientId, 'modify');
            refuseOneSidedChange(order);
          },
        );
        return (await viewsOf(app, [row], clientId))[0]!;
      });
    }

    registerEndpoint(app, orderKindEndpoints[kind].settleOrCancel, async ({ params, principal, request }) => {
      if (!principal.roles.includes('clientdealer') && !principal.roles.includes('backoffice'))
        throw ApiProblem.forbidden('Only dealers and back office can settle or cancel orders.');
      const action = params.action === 'settle' ? 'settle' : 'settle-cancel';
      const today = marketToday(app.services.now());
      const row = await transitionOrder(app, request, params.id, kind, action, undefined, (order) => {
        // Money the counterparty disputes is not paid: amend the trade (which asks again) or cancel it.
        if (action === 'settle' && order.considerationStatus === 'REJECTED')
          throw ApiProblem.badRequest(
            'The counterparty rejected the consideration: amend the trade, or cancel it, before settling.',
          );
        if (action === 'settle-cancel') refuseSettlementCancelBeforeSettlement(order, today);
      });
      return { detail: `Order ${row.id} is ${row.status}.` };
    });
  }

  registerEndpoint(app, orderEndpoints.updateBrokerage, async ({ params, body, principal }) => {
    const row = await loadOrder(app, params.id, null, principal.client.id);
    const updated = await setOrderBrokerage(app.services.db, app.services.now(), row, body.brokerage);
    return { id: updated.id, brokerage: updated.brokerage, status: updated.status };
  });
}
