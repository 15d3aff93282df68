import { BondkitError } from '../errors/BondkitError';
import type { Consideration } from '../pricing/consideration';
import type { Pricer, PricingQuote } from '../pricing/pricingInput/pricingInputTypes';
import { yieldFractionToPercent } from '../pricing/rounding';
import type { BondClient } from './bondClient';
import type { PricingUnavailableReason } from './schemas/priceInfo';

const marker = 'bondkit.error.CannotBePricedError';
const symbol = Symbol.for(marker);

/** The server answered that the bond cannot be priced (`can_be_priced` false, or no price or yield). */
export class CannotBePricedError extends BondkitError {
  private readonly [symbol] = true;
  /**
   * Why, as the server said it (`pricing_unavailable_reason`): its code and sentence, which is also the
   * error's message. Null when the server gave no reason.
   */
  readonly reason: PricingUnavailableReason | null;

  constructor(reason: PricingUnavailableReason | null = null) {
    super({ code: 'cannot_be_priced', message: reason?.message ?? 'This bond cannot be priced.' });
    this.name = 'CannotBePricedError';
    this.reason = reason;
  }

  static override isInstance(error: unknown): error is CannotBePricedError {
    return BondkitError.hasMarker(error, marker);
  }
}

/** Options of `createServerPricer`. */
export interface ServerPricerOptions {
  /** Rupees of face value per unit, to turn a request's `quantity` (units) into rupees. Default 100. */
  faceValue?: number;
}

function withPaise(amounts: { principal: number; accrued: number; total: number }): Consideration {
  return {
    ...amounts,
    principalPaise: Math.round(amounts.principal * 100),
    accruedPaise: Math.round(amounts.accrued * 100),
    totalPaise: Math.round(amounts.total * 100),
  };
}

/**
 * A `Pricer` over the server's pricing calculation (`POST api/finstrument/{id}/price/` through
 * `client.market.getPriceInfo`), for bonds whose terms the page does not know. The request carries either
 * a yield (a 6-decimal fraction) or a clean price (4 decimals) and the settlement delta, never a
 * settlement date as well (trading-and-chat section 5); the answer's yield fraction comes back in percent.
 * With a quantity, the answer's consideration (principal + accrued) becomes `considerationDetails`.
 * Superseded requests are aborted through the pricing input's signal.
 * @throws CannotBePricedError when the server cannot price the bond, with the server's reason.
 */
export function createServerPricer(
  client: Pick<BondClient, 'market'>,
  finstrumentId: number,
  options: ServerPricerOptions = {},
): Pricer {
  const faceValue = options.faceValue ?? 100;
  return {
    async price(request, { signal }): Promise<PricingQuote> {
      const answer = await client.market.getPriceInfo(
        finstrumentId,
        {
          fixed_field: request.fixedField,
          settlement_delta: request.settlementDelta,
          // The request counts units; the server takes rupees of face value, as the cashflow call does.
          ...(request.quantity === undefined ? {} : { quantity: request.quantity * faceValue }),
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
        throw new CannotBePricedError(answer.pricing_unavailable_reason ?? null);
      }
      return {
        cleanPrice,
        bondYield: yieldFractionToPercent(bondYield),
        settlementDate,
        canBePriced: answer.can_be_priced,
        allowPriceModification: answer.allow_price_modification,
        considerationDetails: answer.consideration ? withPaise(answer.consideration) : null,
      };
    },
  };
}
