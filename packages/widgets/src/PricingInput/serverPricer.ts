import type { BondClient } from '@bondkit/core';
import type { Pricer, PricingQuote } from '@bondkit/core/pricing';

/** Thrown when the server says the bond cannot be priced; the input shows no counterpart. */
export class CannotBePricedError extends Error {
  constructor() {
    super('This bond cannot be priced.');
    this.name = 'CannotBePricedError';
  }
}

/**
 * A pricer over the server's pricing calculation (`POST api/finstrument/{id}/price/`), for bonds whose terms
 * the page does not know. The request carries either a yield (a 6-decimal fraction) or a clean price
 * (4 decimals) and the settlement delta, never a settlement date as well (spec section 5).
 */
export function createServerPricer(client: BondClient, finstrumentId: number): Pricer {
  return {
    async price(request, { signal }): Promise<PricingQuote> {
      const answer = await client.market.getPriceInfo(
        finstrumentId,
        {
          fixed_field: request.fixedField,
          settlement_delta: request.settlementDelta,
          ...(request.fixedField === 'yield'
            ? { bond_yield: request.yieldFraction ?? null }
            : { clean_price: request.cleanPrice ?? null }),
        },
        signal,
      );
      const {
        unit_clean_price: cleanPrice,
        bond_yield: bondYield,
        settlement_date: settlementDate,
      } = answer.price;
      if (!answer.can_be_priced || cleanPrice === null || bondYield === null || settlementDate === null) {
        throw new CannotBePricedError();
      }
      return {
        cleanPrice,
        bondYield: bondYield * 100,
        settlementDate,
        canBePriced: answer.can_be_priced,
        allowPriceModification: answer.allow_price_modification,
        considerationDetails: null,
      };
    },
  };
}
