// @bondkit/widgets/pricing-input: the pricing input on its own.
export { PricingInput } from './PricingInput';
export type { PricingInputProps } from './PricingInput';
export { usePricingInput } from './usePricingInput';
export type { PricingInputChangeReason, UsePricingInputOptions } from './usePricingInput';
export type { PricingInputValue, PricingFixedField } from '@bondkit/core/pricing';
