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

/**
 * The text a value starts from when it was not typed (a `value`, `defaultValue` or prefill): the fixed
 * field's number with the spec's 4 decimals ('The entered yield is shown with 4 decimals'; price decimals 4).
 */
export function fixedDisplayText(
  value: Pick<PricingInputValue, 'fixedField' | 'cleanPrice' | 'bondYield'>,
): string {
  const number = value.fixedField === 'price' ? value.cleanPrice : value.bondYield;
  return number === null || number === undefined || !Number.isFinite(number) ? '' : number.toFixed(4);
}
