// @bondkit/widgets/pricing-input: the pricing input on its own.
export { PricingInput } from './PricingInput';
export type { PricingInputProps } from './PricingInput';
export { usePricingInput } from './usePricingInput';
export type { PricingInputChangeReason, PricingTypeDetails, UsePricingInputOptions } from './usePricingInput';
export { defaultMarketDistanceLimitBp } from './marketDistance';
export type { PricingMarket, PricingMarketCheck } from './marketDistance';
export type { PricingInputValue, PricingFixedField } from '@bondkit/core/pricing';
