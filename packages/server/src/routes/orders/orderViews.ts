import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { clients, orders } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { instrumentCatalogue } from '../../trading/instrumentCatalogue';
import { orderView, type OrderRow } from '../../trading/orderView';
import { orderVisibleCondition } from '../../authorization/orderRules';

/** The two order resources: `api/orders/` and `api/procurement-orders/`. */
export type OrderKind = 'orders' | 'procurement-orders';

export const involving = orderVisibleCondition;

/** The order rows of a firm, by id and kind, or a 404. */
export async function loadOrder(
  app: ApiApp,
  id: number,
  kind: OrderKind | null,
  clientId: number,
): Promise<OrderRow> {
  const conditions: SQL[] = [eq(orders.id, id), involving(clientId)];
  if (kind) conditions.push(eq(orders.kind, kind));
  const [row] = await app.services.db
    .select()
    .from(orders)
    .where(and(...conditions));
  if (!row) throw ApiProblem.notFound('Order not found.');
  return row;
}

/** Orders as `clientId` sees them, with the bond, the counterparty, the facilitator and the agent named. */
export async function viewsOf(app: ApiApp, rows: readonly OrderRow[], clientId: number) {
  const catalogue = await instrumentCatalogue(app.services.db, app.services.now());
  const firmIds = [
    ...new Set(
      rows
        .flatMap((row) => [row.buyerClientId, row.sellerClientId, row.facilitatorClientId, row.agentClientId])
        .filter((id): id is number => id !== null),
    ),
  ];
  const firms =
    firmIds.length > 0
      ? await app.services.db
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
