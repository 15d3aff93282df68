// @bondkit/widgets/quote-form: quote (EOI) entry on its own.
export { QuoteForm } from './QuoteForm';
export type { QuoteFormProps } from './QuoteForm';
export { useQuoteForm } from './useQuoteForm';
export type {
  QuoteFormState,
  QuoteFormSubmitResult,
  QuoteFormValueChangeDetails,
  UseQuoteFormOptions,
} from './quoteFormState';
export type {
  QuoteFormBondSearchProps,
  QuoteFormCheckboxProps,
  QuoteFormCounterpartySearchProps,
  QuoteFormDateInputProps,
  QuoteFormDescriptionProps,
  QuoteFormElement,
  QuoteFormFieldsetProps,
  QuoteFormFormProps,
  QuoteFormLabelProps,
  QuoteFormPricingInputProps,
  QuoteFormSearchProps,
  QuoteFormSelectProps,
  QuoteFormFirmnessToggleProps,
  QuoteFormSettleByToggleProps,
  QuoteFormSideToggleProps,
  QuoteFormSubmitButtonProps,
  QuoteFormTextInputProps,
  QuoteFormToggleProps,
} from './quoteFormPropTypes';
export { initialQuoteFormValue } from './quoteFormValue';
export type {
  QuoteFormChangeReason,
  QuoteFormDefaults,
  QuoteFormSettleBy,
  QuoteFormValue,
} from './quoteFormValue';
export { isCounterpartyRequired, isPriceOverrideOffered } from './quoteFormRules';
export type { QuoteFormRun } from './quoteFormRules';
export { quoteFormDefaultsFromRow } from './quoteFormDefaultsFromRow';
export { checkQuoteForm } from './checkQuoteForm';
export type { QuoteFormCheck, QuoteFormValues, RfqMode } from './checkQuoteForm';
export { quoteExpiry, quoteValidityOptions } from './quoteValidity';
export type { QuoteValidity } from './quoteValidity';
export type { QuoteFormField } from './serverFieldErrors';
export type { RfqWindow } from './useRfqWindow';
