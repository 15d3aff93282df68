// @bondkit/widgets/quote-form: quote (EOI) entry on its own.
export { QuoteForm } from './QuoteForm';
export type { QuoteFormDefaults, QuoteFormProps } from './QuoteForm';
export { quoteFormDefaultsFromRow } from './quoteFormDefaultsFromRow';
export { quotePayload } from './quotePayload';
export type { QuoteDraft, RfqMode } from './quotePayload';
export { quoteExpiry, quoteValidityOptions } from './quoteValidity';
export type { QuoteValidity } from './quoteValidity';
