import type { orders } from '../database/schema/index';
import { checkQuantum } from './eoiService';
import type { CatalogueInstrument } from './instrumentCatalogue';
import { checkSettlementDate, priceFixedField, wirePrice } from './instrumentPricing';
import { tradeMoney } from './orderService';
import type { OrderRow } from './orderView';

/** The terms a modification or an amendment may change; an absent field keeps the order's value. */
export interface OrderTermChanges {
  quantity?: number;
  unit_clean_price?: number;
  /** Taken as given only when the engine cannot price the bond; otherwise derived from the price. */
  bond_yield?: number | null;
  settlement_date?: string;
  exchange?: string | null;
}

/**
 * The one repricing rule of an order (the modify route and an accepted amendment both use it): the
 * quantity must be a multiple of the face value, a new settlement date must be a business day not before
 * today, and a new price or a new settlement date recomputes the yield, the accrued interest and the
 * consideration through the engine (a yield kept across a date change would be stale). A 400 when the
 * changes do not make a trade.
 */
export function repricedOrderFields(
  entry: CatalogueInstrument,
  row: OrderRow,
  changes: OrderTermChanges,
  now: Date,
): Pick<
  typeof orders.$inferInsert,
  | 'quantity'
  | 'unitCleanPrice'
  | 'bondYield'
  | 'settlementDate'
  | 'accruedInterest'
  | 'consideration'
  | 'exchange'
  | 'considerationStatus'
> {
  const quantity = changes.quantity ?? row.quantity;
  checkQuantum(entry, quantity, 'quantity');
  const settlementDate =
    changes.settlement_date === undefined || changes.settlement_date === row.settlementDate
      ? row.settlementDate
      : checkSettlementDate(now, changes.settlement_date);
  const price = changes.unit_clean_price ?? row.unitCleanPrice;
  let bondYield = changes.bond_yield === undefined ? row.bondYield : changes.bond_yield;
  const repriced = price !== row.unitCleanPrice || settlementDate !== row.settlementDate;
  if (entry.terms && (repriced || changes.bond_yield !== undefined)) {
    bondYield = wirePrice(
      priceFixedField(entry.terms, { fixedField: 'price', cleanPrice: price }, settlementDate),
    ).bond_yield;
  }
  const money = tradeMoney(entry, quantity, price, settlementDate);
  return {
    quantity,
    unitCleanPrice: price,
    bondYield,
    settlementDate,
    accruedInterest: money.accrued,
    consideration: money.total,
    exchange: changes.exchange === undefined ? row.exchange : changes.exchange,
    // A new figure must be agreed again; an outside party's trade (null) has nobody to agree it.
    considerationStatus:
      row.considerationStatus !== null && money.total !== row.consideration
        ? 'PENDING'
        : row.considerationStatus,
  };
}
