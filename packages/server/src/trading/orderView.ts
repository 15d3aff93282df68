import type { Order } from '@bondkit/core';
import type { orders } from '../database/schema/index';

/** An order row as stored. */
export type OrderRow = typeof orders.$inferSelect;

/**
 * Whether the order is a trade between two firms on the platform that both agreed to (ACCEPTED): such a
 * trade changes only by a two-sided amendment, and neither firm cancels it alone. A PENDING report (the
 * counterparty has not agreed yet) and a trade with an outside party (no second firm here) are still
 * changed by their reporter alone.
 */
export function needsTwoSidedAmendment(row: OrderRow): boolean {
  return row.status === 'ACCEPTED' && row.buyerClientId !== null && row.sellerClientId !== null;
}

/**
 * Whether `clientId` may accept or reject the consideration now: the counterparty of a trade between two
 * platform firms (the reporting firm booked the figure, the other agrees to it), while the consideration
 * is PENDING and the trade is neither settled nor undone.
 */
export function canDecideConsideration(row: OrderRow, clientId: number): boolean {
  return (
    row.considerationStatus === 'PENDING' &&
    row.ownerClientId !== clientId &&
    (row.status === 'PENDING' || row.status === 'ACCEPTED')
  );
}

/** An order as one firm sees it: `buy_or_sell` is that firm's side. */
export function orderView(
  row: OrderRow,
  viewerClientId: number,
  labels: {
    displayName?: string;
    isin?: string;
    counterpartyName?: string | null;
    facilitator?: { id: number; name: string } | null;
    agent?: { id: number; name: string } | null;
  } = {},
): Order {
  const viewerBuys =
    row.buyerClientId === viewerClientId ||
    (row.buyerClientId === null && row.sellerClientId !== viewerClientId);
  return {
    id: row.id,
    kind: row.kind as 'orders' | 'procurement-orders',
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
    changes_by_amendment: needsTwoSidedAmendment(row),
    facilitator: labels.facilitator ?? null,
    agent: labels.agent ?? null,
    consideration_status: row.considerationStatus,
    can_decide_consideration: canDecideConsideration(row, viewerClientId),
    history: row.history,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
