import type { PriceInfo, PricingUnavailableReason } from '@bondkit/core';
import { marketEndpoints } from '@bondkit/core/contract';
import { consideration, type BondTerms } from '@bondkit/core/pricing';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import {
  priceAtYield,
  priceFixedField,
  resolveSettlementDate,
  wirePrice,
  type EnginePrice,
} from '../../trading/instrumentPricing';
import { mayOverridePrice } from '../../trading/priceOverride';
import { pricingUnavailableReason, pricingUnavailableReasonOf } from '../../trading/pricingUnavailableReason';
import { findInstrument, marketYieldOf } from '../../trading/instrumentLookup';

/** A price, or why there is none. */
type Priced = EnginePrice | PricingUnavailableReason;

function priceInfo(priced: Priced, settlementDate: string | null, allowModification: boolean): PriceInfo {
  if ('code' in priced) {
    return {
      price: { unit_clean_price: null, bond_yield: null, settlement_date: settlementDate },
      can_be_priced: false,
      pricing_unavailable_reason: priced,
      allow_price_modification: false,
    };
  }
  return { price: wirePrice(priced), can_be_priced: true, allow_price_modification: allowModification };
}

/** Runs an engine call; an instrument the engine cannot price gives the reason instead of an error. */
function unlessUnpriceable(compute: () => EnginePrice): Priced {
  try {
    return compute();
  } catch (error) {
    const reason = pricingUnavailableReasonOf(error);
    if (reason !== null) return reason;
    throw error;
  }
}

const termsNotOnRecord = pricingUnavailableReason('terms_not_on_record');

/** Price info at the market and the pricing calculation, both from `@bondkit/core/pricing`. */
export function pricingRoutes(app: ApiApp): void {
  registerEndpoint(app, marketEndpoints.getFinstrumentPriceInfo, async ({ params, principal }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    const settlementDate = resolveSettlementDate(app.services.now(), {});
    if (!entry.terms) return priceInfo(termsNotOnRecord, settlementDate, false);
    const { marketYield } = await marketYieldOf(app.services.db, entry.row.id);
    const terms = entry.terms;
    const price = unlessUnpriceable(() => priceAtYield(terms, marketYield, settlementDate));
    // The band travels with the market price: a quote entered against it is checked for fat fingers.
    const priceBand = { low: entry.row.priceBandLow, high: entry.row.priceBandHigh };
    return { ...priceInfo(price, settlementDate, mayOverridePrice(principal)), price_band: priceBand };
  });

  registerEndpoint(app, marketEndpoints.calculatePrice, async ({ params, body, principal }) => {
    const entry = await findInstrument(app.services.db, app.services.now(), params.id);
    const settlementDate = resolveSettlementDate(app.services.now(), {
      settlementDate: body.settlement_date,
      settlementDelta: body.settlement_delta,
    });
    if (!entry.terms) return priceInfo(termsNotOnRecord, settlementDate, false);
    const terms = entry.terms;
    const price = unlessUnpriceable(() =>
      priceFixedField(
        terms,
        { fixedField: body.fixed_field, yieldFraction: body.bond_yield, cleanPrice: body.clean_price },
        settlementDate,
      ),
    );
    const answer = priceInfo(price, settlementDate, mayOverridePrice(principal));
    if ('code' in price || body.quantity == null) return answer;
    return { ...answer, consideration: considerationFor(terms, body.quantity, answer) };
  });
}

/** Principal + accrued for `quantity` rupees of face value at the answer's (rounded) clean price. */
function considerationFor(terms: BondTerms, quantity: number, answer: PriceInfo) {
  const faceValue = terms.faceValue ?? 100;
  if (quantity % faceValue !== 0)
    throw ApiProblem.field('quantity', `Face value must be a multiple of ₹${faceValue}.`);
  const amounts = consideration(terms, {
    settlementDate: answer.price.settlement_date!,
    cleanPrice: answer.price.unit_clean_price!,
    quantity: quantity / faceValue,
  });
  return { principal: amounts.principal, accrued: amounts.accrued, total: amounts.total };
}
