import type { PricingInputValue } from '@bondkit/core/pricing';

/** Whether two values say the same thing (a controlled `value` equal to the shown one is not re-applied). */
export function samePricingValue(left: PricingInputValue, right: PricingInputValue): boolean {
  return (
    left.fixedField === right.fixedField &&
    left.cleanPrice === right.cleanPrice &&
    left.bondYield === right.bondYield &&
    left.settlementDate === right.settlementDate &&
    left.canBePriced === right.canBePriced &&
    left.allowPriceModification === right.allowPriceModification &&
    left.considerationDetails === right.considerationDetails
  );
}

/** The fixed field's number of a value, as the text to type. */
export function fixedText(value: Pick<PricingInputValue, 'fixedField' | 'cleanPrice' | 'bondYield'>): string {
  const number = value.fixedField === 'price' ? value.cleanPrice : value.bondYield;
  return number === null || number === undefined ? '' : String(number);
}
