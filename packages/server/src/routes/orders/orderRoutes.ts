import * as z from 'zod';
import { orderEndpoints, orderKindEndpoints, orderKinds, parseOrdering } from '@bondkit/core/contract';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { maximumPageSize, pageAnswer } from '../../http/pagination';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { marketToday } from '../../trading/marketDate';
import { firmOrderPage } from '../../trading/firmOrders';
import { transitionOrder } from '../../trading/orderTransition';
import { loadOrder, viewsOf } from './orderViews';
import { assertOrderAction } from '../../authorization/orderRules';
import {
  refuseOneSidedCancel,
  refuseOneSidedChange,
  refuseSettlementCancelBeforeSettlement,
} from '../../trading/orderAmendmentService';
import { repricedOrderFields } from '../../trading/repricedOrderFields';
import { reportTrade } from '../../trading/tradeReport';
import { setOrderBrokerage } from '../../trading/orderBrokerage';

/** An Idempotency-Key header: the server's, not the contract's (the client does not send one). */
const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});

/** Orders and procurement orders: list, read, report, accept/reject, cancel, modify, settle-cancel, brokerage. */
export function orderRoutes(app: ApiApp): void {
  registerEndpoint(app, orderEndpoints.listUnifiedOrders, async ({ query, principal, request }) => {
    const clientId = principal.client.id;
    const pageSize = query.paginate === false ? maximumPageSize : query.page_size;
    const page = query.paginate === false ? 1 : query.page;
    const found = await firmOrderPage(app.services.db, clientId, {
      statuses: query.state?.split(','),
      page,
      pageSize,
      orderBy: parseOrdering(query.ordering),
    });
    return pageAnswer(request, {
      page,
      pageSize,
      count: found.count,
      results: await viewsOf(app, found.rows, clientId),
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

    registerEndpoint(app, orderKindEndpoints[kind].acceptOrReject, async ({ params, body, principal }) => {
      const clientId = principal.client.id;
      const action = body.reported_order_status === 'ACCEPTED' ? 'accept' : 'reject';
      const row = await transitionOrder(app.services, principal, { id: params.id, kind }, action, {
        allow: (order) => assertOrderAction(order, clientId, 'accept-reject'),
      });
      return (await viewsOf(app, [row], clientId))[0]!;
    });

    registerEndpoint(app, orderKindEndpoints[kind].cancel, async ({ params, principal }) => {
      const row = await transitionOrder(app.services, principal, { id: params.id, kind }, 'cancel', {
        allow: (order) => refuseOneSidedCancel(order),
      });
      return (await viewsOf(app, [row], principal.client.id))[0]!;
    });

    for (const endpoint of [orderKindEndpoints[kind].modify, orderKindEndpoints[kind].modifyWhole]) {
      registerEndpoint(app, endpoint, async ({ params, body, principal }) => {
        const clientId = principal.client.id;
        const now = app.services.now();
        const catalogue = await instrumentCatalogue(app.services.db, now);
        const row = await transitionOrder(app.services, principal, { id: params.id, kind }, 'modify', {
          change: (order) => {
            const entry = catalogue.byId.get(order.instrumentId)!;
            return {
              ...repricedOrderFields(entry, order, body, now),
              counterpartyName:
                body.counterparty_name === undefined ? order.counterpartyName : body.counterparty_name,
            };
          },
          allow: (order) => {
            assertOrderAction(order, clientId, 'modify');
            refuseOneSidedChange(order);
          },
        });
        return (await viewsOf(app, [row], clientId))[0]!;
      });
    }

    registerEndpoint(app, orderKindEndpoints[kind].settleOrCancel, async ({ params, principal }) => {
      if (!principal.roles.includes('clientdealer') && !principal.roles.includes('backoffice'))
        throw ApiProblem.forbidden('Only dealers and back office can settle or cancel orders.');
      const action = params.action === 'settle' ? 'settle' : 'settle-cancel';
      const today = marketToday(app.services.now());
      const row = await transitionOrder(app.services, principal, { id: params.id, kind }, action, {
        allow: (order) => {
          // Money the counterparty disputes is not paid: amend the trade (which asks again) or cancel it.
          if (action === 'settle' && order.considerationStatus === 'REJECTED')
            throw ApiProblem.badRequest(
              'The counterparty rejected the consideration: amend the trade, or cancel it, before settling.',
            );
          if (action === 'settle-cancel') refuseSettlementCancelBeforeSettlement(order, today);
        },
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
