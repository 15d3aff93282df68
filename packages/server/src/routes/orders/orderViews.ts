import type { ApiApp } from '../../http/fastifyTypes';
import { firmOrderViews, loadFirmOrder, type OrderKind } from '../../trading/firmOrders';
import type { OrderRow } from '../../trading/orderView';

/** The order rows of a firm, by id and kind, or a 404 (`trading/firmOrders`). */
export function loadOrder(
  app: ApiApp,
  id: number,
  kind: OrderKind | null,
  clientId: number,
): Promise<OrderRow> {
  return loadFirmOrder(app.services.db, id, kind, clientId);
}

/** Orders as `clientId` sees them, at the server's now (`trading/firmOrders`). */
export function viewsOf(app: ApiApp, rows: readonly OrderRow[], clientId: number) {
  return firmOrderViews(app.services.db, app.services.now(), rows, clientId);
}
