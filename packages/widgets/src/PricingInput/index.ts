// @bondkit/widgets/pricing-input: the pricing input on its own.
export { PricingInput } from './PricingInput';
export type { PricingInputProps } from './PricingInput';
export { usePricingInput } from './usePricingInput';
export type { PricingInputChangeReason, UsePricingInputOptions } from './usePricingInput';
// Today's date in India is core's (the server and the reference app use the same function).
export { indianTradeDate } from '@bondkit/core/calendars';
export type { PricingInputValue, PricingFixedField } from '@bondkit/core/pricing';
