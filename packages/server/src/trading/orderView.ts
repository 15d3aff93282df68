import type { Order } from '@bondkit/core';
import type { orders } from '../database/schema/index';

/** An order row as stored. */
export type OrderRow = typeof orders.$inferSelect;

/** An order as one firm sees it: `buy_or_sell` is that firm's side. */
export function orderView(
  row: OrderRow,
  viewerClientId: number,
  labels: { displayName?: string; isin?: string; counterpartyName?: string | null } = {},
): Order {
  const viewerBuys =
    row.buyerClientId === viewerClientId ||
    (row.buyerClientId === null && row.sellerClientId !== viewerClientId);
  return {
    id: row.id,
    kind: row.kind,
    finstrument_id: row.instrumentId,
    display_name: labels.displayName,
    isin: labels.isin,
    status: row.status,
    buy_or_sell: viewerBuys ? 'buy' : 'sell',
    quantity: row.quantity,
    unit_clean_price: row.unitCleanPrice,
    bond_yield: row.bondYield,
    settlement_date: row.settlementDate,
    accrued_interest: row.accruedInterest,
    consideration: row.consideration,
    exchange: row.exchange,
    brokerage: row.brokerage,
    counterparty_name: labels.counterpartyName ?? row.counterpartyName,
    cluster_id: row.clusterId,
    source_eoi_id: row.sourceEoiId,
    is_owner: row.ownerClientId === viewerClientId,
    history: row.history,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
