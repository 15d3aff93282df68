import type { PricingMarketCheck } from '../PricingInput/marketDistance';
import type { ChangeEvent, FormEvent } from 'react';
import type { Bond, Counterparty } from '@bondkit/core';
import type { BondTerms, HolidayCalendar, PricingInputValue } from '@bondkit/core/pricing';
import type { QuoteType, QuoteFirmness } from '@bondkit/core/validation';
import type { PricingInputChangeReason } from '../PricingInput/usePricingInput';
import type { ToggleOption } from '../primitives/ToggleGroup/ToggleGroup';
import type { QuoteFormSettleBy } from './quoteFormValue';

// The props `useQuoteForm`'s prop getters return. The native elements' props are DOM-safe (spread them on the
// element); the `get…SearchProps`, `getPricingInputProps` and `get…ToggleProps` ones are the props of the
// widgets the form is made of (BondSearch, CounterpartySearch, PricingInput, ToggleGroup).

/** The form's elements that have an id (and a label, an error and a hint by it). */
export type QuoteFormElement =
  | 'bond'
  | 'pricing'
  | 'priceOverride'
  | 'settlementDate'
  | 'quantum'
  | 'counterparty'
  | 'validity'
  | 'clearingCorporation'
  | 'rfqMode';

/** The `<form>`: checks and submits on submit. */
export interface QuoteFormFormProps {
  noValidate: true;
  'aria-label': string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** The `<fieldset>` around every field: disabled while the form is disabled or submitting. */
export interface QuoteFormFieldsetProps {
  disabled: boolean;
}

/** A `<label>` naming a field (`htmlFor`), with the id widgets name it by (`aria-labelledby`). */
export interface QuoteFormLabelProps {
  id: string;
  htmlFor: string;
}

/** A field's hint or error text element, which the field's `aria-describedby` names. */
export interface QuoteFormDescriptionProps {
  id: string;
}

/** A text `<input>` of the form (quantum, the dealer's price). */
export interface QuoteFormTextInputProps {
  id: string;
  type: 'text';
  inputMode: 'decimal';
  autoComplete: 'off';
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The settlement date `<input type="date">`, from today's trade date in India. */
export interface QuoteFormDateInputProps {
  id: string;
  type: 'date';
  min: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A checkbox `<input>` (Send to RFQ, Override price). */
export interface QuoteFormCheckboxProps {
  type: 'checkbox';
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** A `<select>` of the form (validity, clearing corporation, RFQ mode). */
export interface QuoteFormSelectProps {
  id: string;
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  'aria-describedby': string | undefined;
}

/** The submit `<button>`: disabled until the provider's client is ready. */
export interface QuoteFormSubmitButtonProps {
  type: 'submit';
  disabled: boolean;
}

/** Props for `<BondSearch>` or `<CounterpartySearch>` in the form. */
export interface QuoteFormSearchProps<Chosen> {
  id: string;
  'aria-labelledby': string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  value: Chosen | null;
  onValueChange(chosen: Chosen | null): void;
  disabled: boolean;
}

export type QuoteFormBondSearchProps = QuoteFormSearchProps<Bond>;
export type QuoteFormCounterpartySearchProps = QuoteFormSearchProps<Counterparty>;

/** Props for `<PricingInput>` in the form: the side's label, the bond, T+n and the field's message. */
export interface QuoteFormPricingInputProps {
  label: string;
  finstrumentId: number | undefined;
  bondTerms: BondTerms | undefined;
  /**
   * The form's value's pricing when the form is controlled or a pricing was set with `setField`, else
   * undefined (the input keeps its own and reports it).
   */
  value: PricingInputValue | undefined;
  defaultValue: Pick<PricingInputValue, 'fixedField' | 'cleanPrice' | 'bondYield'> | undefined;
  onValueChange(value: PricingInputValue, details: { reason: PricingInputChangeReason }): void;
  calendar: HolidayCalendar;
  /** The trade date settlement counts from: today in India by the form's clock (`now`). */
  tradeDate: string;
  settlementDelta: number;
  onSettlementDeltaChange(delta: number): void;
  errorMessage: string | undefined;
  disabled: boolean;
  /** The distance from the market past which the input asks for a confirmation (the form's option). */
  marketDistanceLimitBp: number | null;
  /** The input's market check, which the form's submit waits on. */
  onMarketCheckChange(check: PricingMarketCheck): void;
}

/** Props for a `<ToggleGroup>` in the form (side, settle by). */
export interface QuoteFormToggleProps<Value extends string> {
  label: string;
  options: readonly [ToggleOption<Value>, ToggleOption<Value>];
  value: Value;
  onValueChange(value: Value): void;
}

export type QuoteFormSideToggleProps = QuoteFormToggleProps<QuoteType>;
export type QuoteFormFirmnessToggleProps = QuoteFormToggleProps<QuoteFirmness>;
export type QuoteFormSettleByToggleProps = QuoteFormToggleProps<QuoteFormSettleBy>;
