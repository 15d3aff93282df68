import { settlementDate } from '../businessDays';
import { consideration } from '../consideration';
import { priceFromYield } from '../priceFromYield';
import { roundCleanPrice, roundYieldPercent } from '../rounding';
import type { BondTerms, HolidayCalendar } from '../types';
import { yieldFromPrice } from '../yieldFromPrice';
import type { Pricer, PricingQuote, PricingRequest } from './pricingInputTypes';

/**
 * A pricer that runs the engine in place, for when the bond's terms are known (the server uses the same code).
 * Answers synchronously; throws `PricingError` for an impossible request.
 */
export function createLocalPricer(bond: BondTerms, calendar?: HolidayCalendar): Pricer {
  return {
    price(request: PricingRequest): PricingQuote {
      const settlement = settlementDate(request.tradeDate, request.settlementDelta, calendar);
      let cleanPrice: number;
      let bondYield: number;
      if (request.fixedField === 'yield') {
        bondYield = (request.yieldFraction ?? Number.NaN) * 100;
        cleanPrice = priceFromYield(bond, { settlementDate: settlement, yield: bondYield }).cleanPrice;
      } else {
        cleanPrice = request.cleanPrice ?? Number.NaN;
        bondYield = yieldFromPrice(bond, { settlementDate: settlement, cleanPrice }).yield;
      }
      cleanPrice = roundCleanPrice(cleanPrice);
      return {
        cleanPrice,
        bondYield: roundYieldPercent(bondYield),
        settlementDate: settlement,
        canBePriced: true,
        allowPriceModification: true,
        considerationDetails:
          request.quantity === undefined
            ? null
            : consideration(bond, { settlementDate: settlement, cleanPrice, quantity: request.quantity }),
      };
    },
  };
}
