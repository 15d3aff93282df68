import { PricingError } from '@bondkit/core/pricing';
import { ApiProblem } from '../errors/ApiProblem';
import type { CatalogueInstrument } from './instrumentCatalogue';
import { priceAtCleanPrice, resolveSettlementDate, wirePrice } from './instrumentPricing';
import { tradeMoney } from './orderService';

/**
 * What trading a negotiation at `price` would mean, settling on the standard date: the yield and the
 * money for the size of its open quote (the bond's face value when none is open). A bond the engine cannot
 * price answers only the price (`can_be_priced: false`); a price no yield corresponds to is a 400 on `price`.
 */
export function negotiationAtPrice(
  entry: CatalogueInstrument | undefined,
  openQuantum: number | undefined,
  price: number,
  now: Date,
): Record<string, unknown> {
  if (!entry?.terms) return { unit_clean_price: price, can_be_priced: false };
  try {
    const settlementDate = resolveSettlementDate(now, {});
    const computed = priceAtCleanPrice(entry.terms, price, settlementDate);
    const quantum = openQuantum ?? entry.row.faceValue;
    const money = tradeMoney(entry, quantum, price, settlementDate);
    return {
      ...wirePrice(computed),
      can_be_priced: true,
      quantum,
      total_accrued_interest: money.accrued,
      consideration: money.total,
    };
  } catch (error) {
    if (!PricingError.isInstance(error)) throw error;
    throw ApiProblem.field('price', 'No yield corresponds to this price.');
  }
}
