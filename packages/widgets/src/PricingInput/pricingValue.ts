import { validatePricingText } from '@bondkit/core/pricing';
import type { PricingInputState, PricingInputValue } from '@bondkit/core/pricing';

const derived = new WeakMap<PricingInputState, PricingInputValue>();

/**
 * The value a form reads from the input's state: once priced, the machine's value; before that (typing,
 * waiting for the server, invalid text, a failed price), the typed number in the fixed field and no
 * counterpart, so a stale counterpart from an earlier value is never submitted. Cached per state object, so
 * the same state always gives the same value object.
 */
export function pricingValue(state: PricingInputState): PricingInputValue {
  if (state.status === 'priced') return state.value;
  const cached = derived.get(state);
  if (cached !== undefined) return cached;
  const fixedField = state.value.fixedField;
  const typed = validatePricingText(state.text, fixedField);
  const typedNumber = typed.ok ? typed.value : null;
  const value: PricingInputValue = {
    ...state.value,
    cleanPrice: fixedField === 'price' ? typedNumber : null,
    bondYield: fixedField === 'yield' ? typedNumber : null,
    considerationDetails: null,
  };
  derived.set(state, value);
  return value;
}

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
