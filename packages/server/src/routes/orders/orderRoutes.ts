import { createHash } from 'node:crypto';
import * as z from 'zod';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { detailResponseSchema, orderSchema } from '@bondkit/core/internal';
import { orderEndpoints, type AnyEndpoint } from '@bondkit/core/contract';
import { validationMessages } from '@bondkit/core/validation';
import type { FastifyRequest } from 'fastify';
import { clients, orders } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { idParametersSchema, queryFlagSchema } from '../../http/commonSchemas';
import { maximumPageSize, pageAnswer, pageQueryFields, pageResponseSchema } from '../../http/pagination';
import { checkQuantum, quotableInstrument } from '../../trading/eoiService';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { priceFixedField, resolveSettlementDate, wirePrice } from '../../trading/instrumentPricing';
import { marketToday } from '../../trading/marketDate';
import { nextOrderStatus, orderStatuses, type OrderAction } from '../../trading/orderStateMachine';
import {
  applyStatusChange,
  orderFirms,
  publishOpenOrderCounts,
  tradeMoney,
} from '../../trading/orderService';
import type { OrderRow } from '../../trading/orderView';
import { involving, loadOrder, viewsOf, type OrderKind } from './orderViews';
import { assertOrderAction } from '../../authorization/orderRules';
import { tradingFirmCondition } from '../../authorization/participantRules';
import {
  orderTerms,
  refuseOneSidedCancel,
  refuseOneSidedChange,
  refuseSettlementCancelBeforeSettlement,
} from '../../trading/orderAmendmentService';
import { recordOrderAudit } from '../../trading/orderAudit';
import { checkIntermediary } from '../../trading/orderIntermediaries';
import { publishOrderUpdate } from '../../trading/tradingEvents';
import { repricedOrderFields } from '../../trading/repricedOrderFields';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { returnedRow } from '../../database/returnedRow';

const orderKinds = ['orders', 'procurement-orders'] as const satisfies readonly OrderKind[];

/** Each kind's endpoints on the contract: the same shapes, each kind under its own path. */
const kindEndpoints = {
  orders: {
    report: orderEndpoints.reportTrade,
    modify: orderEndpoints.modifyOrder,
    modifyWhole: orderEndpoints.modifyWholeOrder,
  },
  'procurement-orders': {
    report: orderEndpoints.reportProcurementTrade,
    modify: orderEndpoints.modifyProcurementOrder,
    modifyWhole: orderEndpoints.modifyWholeProcurementOrder,
  },
} as const satisfies Record<OrderKind, Record<string, AnyEndpoint>>;

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
  app.get('/api/orders/unified/', {
    config: { access: 'trading' },
    schema: {
      tags: ['orders'],
      summary: "Your firm's orders and procurement orders, latest first, filtered by state",
      querystring: z.strictObject({
        ...pageQueryFields,
        state: z
          .string()
          .trim()
          .toUpperCase()
          .refine(
            (value) =>
              value.split(',').every((state) => (orderStatuses as readonly string[]).includes(state)),
            { message: `States are ${orderStatuses.join(', ')}.` },
          )
          .optional(),
        paginate: queryFlagSchema.optional(),
      }),
      response: { 200: pageResponseSchema(orderSchema) },
    },
    handler: async (request) => {
      const clientId = signedInPrincipal(request).client.id;
      const conditions: SQL[] = [involving(clientId)];
      if (request.query.state) conditions.push(inArray(orders.status, request.query.state.split(',')));
      const where = and(...conditions);
      const pageSize = request.query.paginate === false ? maximumPageSize : request.query.page_size;
      const page = request.query.paginate === false ? 1 : request.query.page;
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
    },
  });

  for (const kind of orderKinds) {
    const base = `/api/${kind}/`;

    app.get(`${base}:id/`, {
      config: { access: 'trading' },
      schema: {
        tags: ['orders'],
        summary: `One of your firm's ${kind}`,
        params: idParametersSchema,
        response: { 200: orderSchema },
      },
      handler: async (request) => {
        const clientId = signedInPrincipal(request).client.id;
        const [view] = await viewsOf(
          app,
          [await loadOrder(app, request.params.id, kind, clientId)],
          clientId,
        );
        return view!;
      },
    });

    registerEndpoint(
      app,
      kindEndpoints[kind].report,
      async ({ body, principal, request, reply }) => {
        const clientId = principal.client.id;
        const now = app.services.now();
        const header = request.headers['idempotency-key'];
        const idempotencyKey = typeof header === 'string' ? header : undefined;
        const fingerprint = createHash('sha256')
          .update(JSON.stringify([kind, body]))
          .digest('hex');
        const replay = async (): Promise<OrderRow | null> => {
          if (!idempotencyKey) return null;
          const [existing] = await app.services.db
            .select()
            .from(orders)
            .where(and(eq(orders.ownerClientId, clientId), eq(orders.idempotencyKey, idempotencyKey)));
          if (!existing) return null;
          if (existing.requestFingerprint !== fingerprint) {
            throw new ApiProblem(422, {
              detail: 'This Idempotency-Key was already used with a different request.',
            });
          }
          return existing;
        };
        const previous = await replay();
        if (previous) {
          void reply.code(200);
          return (await viewsOf(app, [previous], clientId))[0]!;
        }
        if (Date.parse(body.trade_time) > now.getTime())
          throw ApiProblem.field('trade_time', validationMessages.tradeTimeInFuture);
        const catalogue = await instrumentCatalogue(app.services.db, now);
        const entry = quotableInstrument(catalogue, body.finstrument_id, marketToday(now));
        checkQuantum(entry, body.quantity, 'quantity');
        if (body.counterparty_client_id === clientId)
          throw ApiProblem.field('counterparty_client_id', 'The counterparty cannot be your own firm.');
        if (body.counterparty_client_id != null) {
          const [firm] = await app.services.db
            .select({ id: clients.id })
            .from(clients)
            .where(
              and(
                eq(clients.id, body.counterparty_client_id),
                or(tradingFirmCondition, eq(clients.managedByClientId, clientId)),
              ),
            );
          if (!firm) throw ApiProblem.field('counterparty_client_id', 'Counterparty not found.');
        }
        const facilitatorId =
          body.facilitator_id == null
            ? null
            : await checkIntermediary(app.services.db, body.facilitator_id, 'facilitator');
        const agentId =
          body.agent_id == null ? null : await checkIntermediary(app.services.db, body.agent_id, 'agent');
        const settlementDate = resolveSettlementDate(now, {
          settlementDate: body.settlement_date,
          settlementDelta: body.settlement_delta,
        });
        let price = { unit_clean_price: body.unit_clean_price ?? null, bond_yield: body.bond_yield ?? null };
        if (entry.terms) {
          const fixedField = body.unit_clean_price != null ? 'price' : 'yield';
          const computed = wirePrice(
            priceFixedField(
              entry.terms,
              { fixedField, cleanPrice: body.unit_clean_price, yieldFraction: body.bond_yield },
              settlementDate,
            ),
          );
          price =
            fixedField === 'price'
              ? { unit_clean_price: body.unit_clean_price!, bond_yield: computed.bond_yield }
              : { unit_clean_price: computed.unit_clean_price, bond_yield: body.bond_yield! };
        }
        if (price.unit_clean_price === null) throw ApiProblem.field('unit_clean_price', 'Price is required');
        const money = tradeMoney(entry, body.quantity, price.unit_clean_price, settlementDate);
        const counterparty = body.counterparty_client_id ?? null;
        // A trade with a firm on the platform waits for its confirmation; one with an outside party is booked.
        const status = counterparty === null ? 'ACCEPTED' : 'PENDING';
        const buys = body.buy_or_sell === 'buy';
        let created: OrderRow;
        try {
          created = await app.services.db.transaction(async (transaction) => {
            const row = returnedRow(
              await transaction
                .insert(orders)
                .values({
                  kind,
                  instrumentId: entry.row.id,
                  ownerClientId: clientId,
                  createdByUserId: principal.user.id,
                  buyerClientId: buys ? clientId : counterparty,
                  sellerClientId: buys ? counterparty : clientId,
                  counterpartyName: body.counterparty_name ?? null,
                  status,
                  quantity: body.quantity,
                  unitCleanPrice: price.unit_clean_price!,
                  bondYield: price.bond_yield,
                  settlementDate,
                  accruedInterest: money.accrued,
                  consideration: money.total,
                  exchange: body.exchange ?? null,
                  tradeTime: body.trade_time ? new Date(body.trade_time) : null,
                  facilitatorClientId: facilitatorId,
                  agentClientId: agentId,
                  // The counterparty on the platform agrees the consideration; an outside party is not here to.
                  considerationStatus: counterparty === null ? null : 'PENDING',
                  idempotencyKey: idempotencyKey ?? null,
                  requestFingerprint: idempotencyKey ? fingerprint : null,
                  history: [{ at: now.toISOString(), from: null, to: status, by: principal.user.id }],
                  createdAt: now,
                  updatedAt: now,
                })
                .returning(),
            );
            await applyStatusChange(transaction, { ...row, status: 'PENDING' }, row, now);
            await recordOrderAudit(
              transaction,
              {
                orderId: row.id,
                actorUserId: principal.user.id,
                actorClientId: clientId,
                action: 'reported',
                details: { status },
              },
              now,
            );
            return row;
          });
        } catch (error) {
          // Two requests with one key at once: the unique index lets one in; the other answers with it.
          const again = await replay().catch(() => null);
          if (again) {
            void reply.code(200);
            return (await viewsOf(app, [again], clientId))[0]!;
          }
          throw error;
        }
        await publishOpenOrderCounts(app.services.db, app.services.events, now, orderFirms(created));
        return (await viewsOf(app, [created], clientId))[0]!;
      },
      { premium: 'externalTrades', headers: idempotencyHeadersSchema, otherStatuses: [200] },
    );

    app.put(`${base}:id/accept-reject/`, {
      config: { access: 'dealer' },
      schema: {
        tags: ['orders'],
        summary: 'Accept or reject (REJECTED) a trade your counterparty reported',
        params: idParametersSchema,
        body: z.strictObject({ reported_order_status: z.enum(['ACCEPTED', 'REJECTED']) }),
        response: { 200: orderSchema },
      },
      handler: async (request) => {
        const clientId = signedInPrincipal(request).client.id;
        const action = request.body.reported_order_status === 'ACCEPTED' ? 'accept' : 'reject';
        const row = await transitionOrder(app, request, request.params.id, kind, action, undefined, (order) =>
          assertOrderAction(order, clientId, 'accept-reject'),
        );
        return (await viewsOf(app, [row], clientId))[0]!;
      },
    });

    app.post(`${base}:id/cancel/`, {
      config: { access: 'dealer' },
      schema: {
        tags: ['orders'],
        summary:
          'Cancel an order (holdings move back); an accepted trade between two platform firms only by agreement (409)',
        params: idParametersSchema,
        body: z.looseObject({}).optional(),
        response: { 200: orderSchema },
      },
      handler: async (request) => {
        const clientId = signedInPrincipal(request).client.id;
        const row = await transitionOrder(
          app,
          request,
          request.params.id,
          kind,
          'cancel',
          undefined,
          (order) => refuseOneSidedCancel(order),
        );
        return (await viewsOf(app, [row], clientId))[0]!;
      },
    });

    for (const endpoint of [kindEndpoints[kind].modify, kindEndpoints[kind].modifyWhole]) {
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

    app.patch(`${base}settle-cancel/:id/:action/`, {
      config: { access: 'trading' },
      schema: {
        tags: ['orders'],
        summary: 'Settle an accepted order, or cancel it at settlement (dealers and back office)',
        params: z.strictObject({
          id: z.coerce.number().int().positive(),
          action: z.enum(['settle', 'cancel']),
        }),
        body: z.looseObject({}).optional(),
        response: { 200: detailResponseSchema },
      },
      handler: async (request) => {
        const roles = signedInPrincipal(request).roles;
        if (!roles.includes('clientdealer') && !roles.includes('backoffice'))
          throw ApiProblem.forbidden('Only dealers and back office can settle or cancel orders.');
        const action = request.params.action === 'settle' ? 'settle' : 'settle-cancel';
        const today = marketToday(app.services.now());
        const row = await transitionOrder(
          app,
          request,
          request.params.id,
          kind,
          action,
          undefined,
          (order) => {
            // Money the counterparty disputes is not paid: amend the trade (which asks again) or cancel it.
            if (action === 'settle' && order.considerationStatus === 'REJECTED')
              throw ApiProblem.badRequest(
                'The counterparty rejected the consideration: amend the trade, or cancel it, before settling.',
              );
            if (action === 'settle-cancel') refuseSettlementCancelBeforeSettlement(order, today);
          },
        );
        return { detail: `Order ${row.id} is ${row.status}.` };
      },
    });
  }

  registerEndpoint(app, orderEndpoints.updateBrokerage, async ({ params, body, principal }) => {
    const row = await loadOrder(app, params.id, null, principal.client.id);
    if (row.status === 'CANCELLED' || row.status === 'REJECTED')
      throw ApiProblem.badRequest(`Cannot set the brokerage of an order that is ${row.status}.`);
    const updated = returnedRow(
      await app.services.db
        .update(orders)
        .set({ brokerage: body.brokerage, updatedAt: app.services.now() })
        .where(eq(orders.id, row.id))
        .returning(),
    );
    return { id: updated.id, brokerage: updated.brokerage, status: updated.status };
  });
}
