// @bondkit/widgets/quote-form: quote (EOI) entry on its own.
export { QuoteForm } from './QuoteForm';
export type { QuoteFormDefaults, QuoteFormProps } from './QuoteForm';
export { quoteFormDefaultsFromRow } from './quoteFormDefaultsFromRow';
export { checkQuoteForm } from './checkQuoteForm';
export type { QuoteFormCheck, QuoteFormValues, RfqMode } from './checkQuoteForm';
export { quoteExpiry, quoteValidityOptions } from './quoteValidity';
export type { QuoteValidity } from './quoteValidity';
