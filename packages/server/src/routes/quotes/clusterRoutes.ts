import { loadVisibleNegotiation } from '../../authorization/negotiationRules';
import { clusterEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tradeFirmQuote } from '../../trading/firmQuoteTrade';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { negotiationAtPrice } from '../../trading/negotiationAtPrice';
import { orderView } from '../../trading/orderView';
import { executeTrade } from '../../trading/tradeExecution';
import { updateNegotiation } from '../../trading/negotiationUpdate';
import {
  firmNegotiations,
  negotiationView,
  negotiationViews,
  type NegotiationRow,
} from '../../trading/negotiationViews';
import { quoteContextOf } from './quoteContext';

function visibleCluster(app: ApiApp, clusterId: number, clientId: number): Promise<NegotiationRow> {
  return loadVisibleNegotiation(app.services.db, clusterId, clientId);
}

/** Negotiations (clusters): list, read, update, read at a price, and accept. */
export function clusterRoutes(app: ApiApp): void {
  registerEndpoint(app, clusterEndpoints.listClusters, async ({ principal }) => {
    const clientId = principal.client.id;
    const rows = await firmNegotiations(app.services.db, clientId);
    return negotiationViews(app.services.db, app.services.now(), rows, clientId);
  });

  registerEndpoint(app, clusterEndpoints.getCluster, async ({ params, principal }) => {
    const clientId = principal.client.id;
    const cluster = await visibleCluster(app, params.id, clientId);
    return negotiationView(app.services.db, app.services.now(), cluster, clientId);
  });

  registerEndpoint(app, clusterEndpoints.updateCluster, async ({ params, body, principal }) => {
    const clientId = principal.client.id;
    const cluster = await visibleCluster(app, params.id, clientId);
    const updated = await updateNegotiation(app.services.db, app.services.now(), cluster, clientId, body);
    return negotiationView(app.services.db, app.services.now(), updated, clientId);
  });

  registerEndpoint(app, clusterEndpoints.getClusterAtPrice, async ({ params, query, principal }) => {
    const clientId = principal.client.id;
    const cluster = await visibleCluster(app, params.id, clientId);
    const now = app.services.now();
    const view = await negotiationView(app.services.db, now, cluster, clientId);
    const entry = (await instrumentCatalogue(app.services.db, now)).byId.get(cluster.instrumentId);
    const openQuantum = view.eois.find((eoi) => eoi.status === 'OPEN')?.quantum;
    const atPrice = negotiationAtPrice(entry, openQuantum, query.price, now);
    return { ...view, at_price: atPrice };
  });

  registerEndpoint(app, clusterEndpoints.acceptCluster, async ({ params, query, body, request }) => {
    const context = await quoteContextOf(app, request);
    await visibleCluster(app, params.id, context.party.clientId);
    const { order, closed } = await executeTrade({
      db: app.services.db,
      now: context.now,
      events: app.services.events,
      catalogue: context.catalogue,
      acceptor: { userId: context.party.userId, clientId: context.party.clientId },
      clusterId: params.id,
      acceptedEoiId: query.lsId,
      exchange: body.exchange,
      expected: {
        unitCleanPrice: body.unit_clean_price,
        bondYield: body.bond_yield,
        totalAccruedInterest: body.total_accrued_interest,
      },
    });
    const entry = context.catalogue.byId.get(order.instrumentId);
    return {
      order: orderView(order, context.party.clientId, {
        displayName: entry?.row.displayName,
        isin: entry?.row.isin,
      }),
      closed_eoi_ids: closed.map((row) => row.id),
    };
  });

  registerEndpoint(app, clusterEndpoints.tradeFirmQuote, async ({ params, body, request }) => {
    const context = await quoteContextOf(app, request);
    const { order, closed } = await tradeFirmQuote(context, app.services.events, params.id, body);
    const entry = context.catalogue.byId.get(order.instrumentId);
    return {
      order: orderView(order, context.party.clientId, {
        displayName: entry?.row.displayName,
        isin: entry?.row.isin,
      }),
      closed_eoi_ids: closed.map((row) => row.id),
    };
  });
}
