// @bondkit/core/pricing: Indian bond conventions, yield <-> price, accrued interest, cashflows and settlement.
export { PricingError } from './PricingError';
export type { PricingErrorCode } from './PricingError';
export type {
  AccruedInfo,
  BondTerms,
  BusinessDayConvention,
  Cashflow,
  Convention,
  ConventionName,
  CouponFrequency,
  CouponStep,
  DayCount,
  HolidayCalendar,
  MarketCalendar,
  OptionDate,
  PriceFromYieldInput,
  PriceResult,
  Redemption,
  SettlementDateOptions,
  SettlementInput,
  YieldBasis,
  YieldFromPriceInput,
  YieldResult,
} from './types';
export { marketConventions, resolveConvention } from './conventions';
export { priceFromYield } from './priceFromYield';
export { yieldFromPrice } from './yieldFromPrice';
export { cashflows } from './cashflows';
export type { CashflowsInput } from './cashflows';
export { addBusinessDays, adjustBusinessDay, isBusinessDay, settlementDate } from './businessDays';
export { consideration } from './consideration';
export type { Consideration, ConsiderationInput } from './consideration';
export { yieldToCall, yieldToPut, yieldToWorst } from './optionYields';
export type { OptionYield, SkippedCall, YieldToWorst } from './optionYields';
export { riskMeasures } from './riskMeasures';
export { goiFrbTerms } from './floatingRateBond';
export type { FrbReset, GoiFrbInput } from './floatingRateBond';
export type { RiskMeasures } from './riskMeasures';
export {
  roundCleanPrice,
  roundHalfUp,
  roundToPaisa,
  roundYieldPercent,
  yieldFractionToPercent,
  yieldPercentToFraction,
} from './rounding';
export { createPricingInput, defaultYieldPriceThreshold } from './pricingInput/createPricingInput';
export type { PricingInputController } from './pricingInput/createPricingInput';
export { createPricingInputController } from './pricingInput/pricingInputController';
export type {
  PricingInputControllerOptions,
  PricingTypeOptions,
} from './pricingInput/pricingInputController';
export { createLocalPricer } from './pricingInput/localPricer';
export { pricingInputBounds, validatePricingText } from './pricingInput/pricingInputValidation';
export type {
  FixedField as PricingFixedField,
  Pricer,
  PricingInputOptions,
  PricingInputState,
  PricingInputStatus,
  PricingInputValue,
  PricingQuote,
  PricingRequest,
} from './pricingInput/pricingInputTypes';
