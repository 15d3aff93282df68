import { PricingError, consideration, riskMeasures } from '@bondkit/core/pricing';
import type { InventoryPosition } from '@bondkit/core';
import type { inventoryPositions } from '../database/schema/index';
import type { CatalogueInstrument } from './instrumentCatalogue';
import { isInstrumentLevelPricingError, priceAtYield, wirePrice } from './instrumentPricing';

type PositionRow = typeof inventoryPositions.$inferSelect;

const rupees = (value: number) => Math.round(value * 100) / 100;

/** The market's figures of a holding from the engine, or null when the bond cannot be priced. */
function marketFigures(
  entry: CatalogueInstrument,
  marketYield: number | undefined,
  quantity: number,
  settlementDate: string,
) {
  if (!entry.terms || marketYield === undefined) return null;
  try {
    const price = priceAtYield(entry.terms, marketYield, settlementDate);
    const wire = wirePrice(price);
    const units = Math.round(Math.abs(quantity) / entry.row.faceValue);
    const sign = quantity < 0 ? -1 : 1;
    const money = consideration(entry.terms, {
      settlementDate,
      cleanPrice: wire.unit_clean_price,
      quantity: units,
    });
    const risk = riskMeasures(entry.terms, { yield: marketYield, settlementDate });
    return {
      market_price: wire.unit_clean_price,
      market_yield: wire.bond_yield,
      accrued_interest: Math.round(price.accruedInterest * 10_000) / 10_000,
      dirty_price: Math.round(price.dirtyPrice * 10_000) / 10_000,
      market_value: sign * money.principal,
      accrued_value: sign * money.accrued,
      consideration: sign * money.total,
      modified_duration: Math.round(risk.modifiedDuration * 10_000) / 10_000,
      // PV01 per 100 of face value scaled to the holding: rupees per basis point.
      pv01: rupees((sign * risk.pv01 * Math.abs(quantity)) / 100),
    };
  } catch (error) {
    if (isInstrumentLevelPricingError(error) || PricingError.isInstance(error)) return null;
    throw error;
  }
}

/**
 * A holding valued at the market yield for `settlementDate` through `@bondkit/core/pricing`: clean, accrued
 * and dirty price per 100, the consideration (principal + accrued) in rupees, the result against the
 * valuation cost (clean basis), modified duration and PV01. Figures are null when the engine cannot price
 * the bond (a matured or unpriceable instrument still lists, unvalued).
 */
export function valuedHolding(
  row: PositionRow,
  entry: CatalogueInstrument,
  marketYield: number | undefined,
  settlementDate: string,
  today: string,
): InventoryPosition {
  const market = marketFigures(entry, marketYield, row.quantity, settlementDate);
  const costValue = row.valuationCost === null ? null : rupees((row.quantity * row.valuationCost) / 100);
  return {
    id: row.id,
    finstrument_id: row.instrumentId,
    display_name: entry.row.displayName,
    isin: entry.row.isin,
    issuer_type: entry.issuerType,
    maturity_date: entry.row.maturityDate,
    quantity: row.quantity,
    valuation_cost: row.valuationCost,
    settlement_date: settlementDate,
    market_price: market?.market_price ?? null,
    market_yield: market?.market_yield ?? null,
    accrued_interest: market?.accrued_interest ?? null,
    dirty_price: market?.dirty_price ?? null,
    can_be_priced: market !== null,
    market_value: market?.market_value ?? null,
    accrued_value: market?.accrued_value ?? null,
    consideration: market?.consideration ?? null,
    cost_value: costValue,
    unrealised_pnl: market !== null && costValue !== null ? rupees(market.market_value - costValue) : null,
    modified_duration: market?.modified_duration ?? null,
    pv01: market?.pv01 ?? null,
    is_matured: entry.row.maturityDate <= today,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
