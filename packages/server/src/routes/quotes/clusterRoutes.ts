import { asc, desc, inArray, or } from 'drizzle-orm';
import {
  isNegotiationQuote,
  loadVisibleNegotiation,
  negotiationPartyCondition,
} from '../../authorization/negotiationRules';
import { clusterEndpoints } from '@bondkit/core/contract';
import { type Cluster } from '@bondkit/core';
import { clusters, eois, orders } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tradeFirmQuote } from '../../trading/firmQuoteTrade';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { negotiationAtPrice } from '../../trading/negotiationAtPrice';
import { orderView } from '../../trading/orderView';
import { executeTrade } from '../../trading/tradeExecution';
import { updateNegotiation } from '../../trading/negotiationUpdate';
import { eoiViews, quoteContextOf } from './quoteContext';

type ClusterRow = typeof clusters.$inferSelect;

async function clusterViews(
  app: ApiApp,
  rows: readonly ClusterRow[],
  viewerClientId: number,
): Promise<Cluster[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const quoteIds = rows.flatMap((row) => (row.quoteEoiId === null ? [] : [row.quoteEoiId]));
  const candidates = await app.services.db
    .select()
    .from(eois)
    .where(
      quoteIds.length > 0
        ? or(inArray(eois.clusterId, ids), inArray(eois.id, quoteIds))
        : inArray(eois.clusterId, ids),
    )
    .orderBy(asc(eois.id));
  // Each negotiation shows its own quotes only: the answered quote and its two firms' quotes.
  const byNegotiation = new Map(
    rows.map((row) => [row.id, candidates.filter((quote) => isNegotiationQuote(row, quote))]),
  );
  const members = [...new Map([...byNegotiation.values()].flat().map((quote) => [quote.id, quote])).values()];
  const views = await eoiViews(app, members, viewerClientId);
  const placed = await app.services.db
    .select({ id: orders.id, clusterId: orders.clusterId })
    .from(orders)
    .where(inArray(orders.clusterId, ids));
  return rows.map((row) => ({
    id: row.id,
    finstrument_id: row.instrumentId,
    state: row.state,
    owner_client_id: row.ownerClientId,
    is_mine: row.ownerClientId === viewerClientId,
    note: row.note,
    order_id: placed.find((order) => order.clusterId === row.id)?.id ?? null,
    eois: views.filter((view) => byNegotiation.get(row.id)!.some((quote) => quote.id === view.id)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

function visibleCluster(app: ApiApp, clusterId: number, clientId: number): Promise<ClusterRow> {
  return loadVisibleNegotiation(app.services.db, clusterId, clientId);
}

/** Negotiations (clusters): list, read, update, read at a price, and accept. */
export function clusterRoutes(app: ApiApp): void {
  registerEndpoint(app, clusterEndpoints.listClusters, async ({ principal }) => {
    const clientId = principal.client.id;
    const rows = await app.services.db
      .select()
      .from(clusters)
      .where(negotiationPartyCondition(clientId))
      .orderBy(desc(clusters.updatedAt))
      .limit(100);
    return clusterViews(app, rows, clientId);
  });

  registerEndpoint(app, clusterEndpoints.getCluster, async ({ params, principal }) => {
    const clientId = principal.client.id;
    const [view] = await clusterViews(app, [await visibleCluster(app, params.id, clientId)], clientId);
    return view!;
  });

  registerEndpoint(app, clusterEndpoints.updateCluster, async ({ params, body, principal }) => {
    const clientId = principal.client.id;
    const cluster = await visibleCluster(app, params.id, clientId);
    const updated = await updateNegotiation(app.services.db, app.services.now(), cluster, clientId, body);
    const [view] = await clusterViews(app, [updated], clientId);
    return view!;
  });

  registerEndpoint(app, clusterEndpoints.getClusterAtPrice, async ({ params, query, principal }) => {
    const clientId = principal.client.id;
    const cluster = await visibleCluster(app, params.id, clientId);
    const [view] = await clusterViews(app, [cluster], clientId);
    const now = app.services.now();
    const entry = (await instrumentCatalogue(app.services.db, now)).byId.get(cluster.instrumentId);
    const openQuantum = view!.eois.find((eoi) => eoi.status === 'OPEN')?.quantum;
    const atPrice = negotiationAtPrice(entry, openQuantum, query.price, now);
    return { ...view!, at_price: atPrice };
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
