import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { unifiedOrderOrderingFields } from '@bondkit/core/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderedBy, type SortChoice } from '../database/sortOrder';
import type { Db, DbOrTransaction } from '../database/connection';
import { clients, instruments, orders } from '../database/schema/index';
import { orderVisibleCondition } from '../authorization/orderRules';
import { ApiProblem } from '../errors/ApiProblem';
import { instrumentCatalogue } from './instrumentCatalogue';
import { orderView, type OrderRow } from './orderView';

/** The two order resources: `api/orders/` and `api/procurement-orders/`. */
export type OrderKind = 'orders' | 'procurement-orders';

/**
 * An order a firm sees (it owns it, buys or sells in it), by id and, when given, kind; a 404 otherwise, so
 * another firm's order is not revealed.
 */
export async function loadFirmOrder(
  db: DbOrTransaction,
  id: number,
  kind: OrderKind | null,
  clientId: number,
): Promise<OrderRow> {
  const conditions: SQL[] = [eq(orders.id, id), orderVisibleCondition(clientId)];
  if (kind) conditions.push(eq(orders.kind, kind));
  const [row] = await db
    .select()
    .from(orders)
    .where(and(...conditions));
  if (!row) throw ApiProblem.notFound('Order not found.');
  return row;
}

/** Orders as `clientId` sees them, with the bond, the counterparty, the facilitator and the agent named. */
export async function firmOrderViews(db: Db, now: Date, rows: readonly OrderRow[], clientId: number) {
  const catalogue = await instrumentCatalogue(db, now);
  const firmIds = [
    ...new Set(
      rows
        .flatMap((row) => [row.buyerClientId, row.sellerClientId, row.facilitatorClientId, row.agentClientId])
        .filter((id): id is number => id !== null),
    ),
  ];
  const firms =
    firmIds.length > 0
      ? await db
          .select({ id: clients.id, name: clients.name, brandName: clients.brandName })
          .from(clients)
          .where(inArray(clients.id, firmIds))
      : [];
  const firmById = new Map(firms.map((firm) => [firm.id, firm]));
  const named = (id: number | null) => {
    const firm = id === null ? undefined : firmById.get(id);
    return firm ? { id: firm.id, name: firm.brandName ?? firm.name } : null;
  };
  return rows.map((row) => {
    const entry = catalogue.byId.get(row.instrumentId);
    const otherId = row.buyerClientId === clientId ? row.sellerClientId : row.buyerClientId;
    return orderView(row, clientId, {
      displayName: entry?.row.displayName,
      isin: entry?.row.isin,
      counterpartyName: named(otherId)?.name ?? row.counterpartyName,
      facilitator: named(row.facilitatorClientId),
      agent: named(row.agentClientId),
    });
  });
}

/** A column the unified order list sorts by, as the contract names it (`ordering`). */
export type OrderOrdering = (typeof unifiedOrderOrderingFields)[number];

/**
 * The sort key of each column as `clientId` sees the order: its own side (buy when it is the buyer, or when
 * the buyer is off the platform and it is not the seller, as `orderView` says), the other firm's name.
 */
function orderSortKey(field: OrderOrdering, clientId: number): AnyPgColumn | SQL {
  switch (field) {
    case 'id':
      return orders.id;
    case 'kind':
      return sql`${orders.kind}`;
    case 'bond':
      return sql`(SELECT ${instruments.displayName} FROM ${instruments} WHERE ${instruments.id} = ${orders.instrumentId})`;
    case 'side':
      return sql`CASE WHEN ${orders.buyerClientId} = ${clientId} OR (${orders.buyerClientId} IS NULL AND ${orders.sellerClientId} IS DISTINCT FROM ${clientId}) THEN 'buy' ELSE 'sell' END`;
    case 'quantity':
      return sql`${orders.quantity}`;
    case 'unit_clean_price':
      return sql`${orders.unitCleanPrice}`;
    case 'bond_yield':
      return sql`${orders.bondYield}`;
    case 'settlement_date':
      return sql`${orders.settlementDate}`;
    case 'counterparty':
      return sql`coalesce((SELECT coalesce(${clients.brandName}, ${clients.name}) FROM ${clients} WHERE ${clients.id} = CASE WHEN ${orders.buyerClientId} = ${clientId} THEN ${orders.sellerClientId} ELSE ${orders.buyerClientId} END), ${orders.counterpartyName})`;
    case 'status':
      return sql`${orders.status}`;
    case 'created_at':
      return sql`${orders.createdAt}`;
  }
}

/**
 * One page of the orders a firm sees, newest first unless `orderBy` names a column (then by id), optionally
 * only in some statuses, with how many match.
 */
export async function firmOrderPage(
  db: Db,
  clientId: number,
  query: {
    statuses?: readonly string[] | undefined;
    page: number;
    pageSize: number;
    orderBy?: SortChoice<OrderOrdering> | undefined;
  },
): Promise<{ count: number; rows: OrderRow[] }> {
  const conditions: SQL[] = [orderVisibleCondition(clientId)];
  if (query.statuses) conditions.push(inArray(orders.status, [...query.statuses]));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(
      ...(query.orderBy === undefined
        ? [desc(orders.createdAt), desc(orders.id)]
        : [
            orderedBy(orderSortKey(query.orderBy.field, clientId), query.orderBy.descending),
            desc(orders.id),
          ]),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { count: total?.value ?? 0, rows };
}
