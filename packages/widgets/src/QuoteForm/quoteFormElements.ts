import type { ClearingCorporation } from '@bondkit/core/validation';
import type { RfqMode } from './checkQuoteForm';
import type { QuoteFormElement } from './quoteFormPropTypes';
import type { QuoteFormValue } from './quoteFormValue';
import { quoteValidityOptions } from './quoteValidity';
import type { QuoteValidity } from './quoteValidity';
import type { QuoteFormField } from './serverFieldErrors';

// The quote form's elements: their options, ids and messages, and the choices a select may report.

export const sideOptions = [
  { value: 'BID', label: 'Bid' },
  { value: 'ASK', label: 'Ask' },
] as const;

export const firmnessOptions = [
  { value: 'FIRM', label: 'Firm' },
  { value: 'INDICATIVE', label: 'Indicative' },
] as const;

export const settleByOptions = [
  { value: 'delta', label: 'T+n' },
  { value: 'date', label: 'Date' },
] as const;

/** The server message each value field's change makes stale (the other fields' changes leave messages). */
export const serverErrorFieldByValueField: Partial<Record<keyof QuoteFormValue, QuoteFormField>> = {
  bond: 'bond',
  pricing: 'pricing',
  priceOverride: 'priceOverride',
  settlementDate: 'settlementDate',
  quantumText: 'quantum',
  counterparty: 'counterparty',
};

/** The message each element shows (the RFQ's rules show on the RFQ mode). */
export const errorFieldByElement: Partial<Record<QuoteFormElement, QuoteFormField>> = {
  bond: 'bond',
  pricing: 'pricing',
  priceOverride: 'priceOverride',
  settlementDate: 'settlementDate',
  quantum: 'quantum',
  counterparty: 'counterparty',
  validity: 'validity',
  rfqMode: 'rfq',
};

export const idSuffixByElement: Record<QuoteFormElement, string> = {
  bond: 'bond',
  pricing: 'pricing',
  priceOverride: 'price-override',
  settlementDate: 'settlement-date',
  quantum: 'quantum',
  counterparty: 'counterparty',
  validity: 'validity',
  clearingCorporation: 'clearing',
  rfqMode: 'rfq-mode',
};

export const clearingCorporations: readonly ClearingCorporation[] = ['NSCCL', 'ICCL'];
export const rfqModes: readonly RfqMode[] = ['OTM', 'OTO'];

export function isOneOf<Value extends string>(options: readonly Value[], text: string): text is Value {
  return (options as readonly string[]).includes(text);
}

export function isValidity(text: string): text is QuoteValidity {
  return quoteValidityOptions.some((option) => option.value === text);
}

/** Moves focus to the first field marked invalid, as a screen-reader user needs after submitting. */
export function focusFirstInvalid(form: HTMLFormElement) {
  // The messages render after this submit; wait for them.
  requestAnimationFrame(() => {
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input');
    target?.focus();
  });
}
