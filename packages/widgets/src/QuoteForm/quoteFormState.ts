import type { Bond, Eoi } from '@bondkit/core';
import type { BondTerms, HolidayCalendar } from '@bondkit/core/pricing';
import type { EoiCreatePayload } from '@bondkit/core/validation';
import type { QuoteFormCheck } from './checkQuoteForm';
import type {
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
  QuoteFormSelectProps,
  QuoteFormFirmnessToggleProps,
  QuoteFormSettleByToggleProps,
  QuoteFormSideToggleProps,
  QuoteFormSubmitButtonProps,
  QuoteFormTextInputProps,
} from './quoteFormPropTypes';
import type { QuoteFormChangeReason, QuoteFormDefaults, QuoteFormValue } from './quoteFormValue';
import type { QuoteFormField } from './serverFieldErrors';
import type { RfqWindow } from './useRfqWindow';

// The types of `useQuoteForm`: what it takes (also `<QuoteForm>`'s props) and what it returns.

/** The second argument of `onValueChange`. */
export interface QuoteFormValueChangeDetails {
  /** Which field changed, and whether the user changed it (see `QuoteFormChangeReason`). */
  reason: QuoteFormChangeReason;
}

/** What `useQuoteForm` takes; `<QuoteForm>` takes the same as props. */
export interface UseQuoteFormOptions {
  /** The whole form value when controlled; every change reports through `onValueChange`. Default: uncontrolled. */
  value?: QuoteFormValue | undefined;
  /**
   * The starting value when uncontrolled, field by field over `defaultValues`. Default: empty, BID, T+1,
   * valid till end of day, no RFQ (see `initialQuoteFormValue`).
   */
  defaultValue?: Partial<QuoteFormValue> | undefined;
  /** Starting values in numbers (as `quoteFormDefaultsFromRow` gives them) when uncontrolled. Default: none. */
  defaultValues?: QuoteFormDefaults | undefined;
  /** Called with every new value and why it changed. Held in a latest-value ref. Default: none. */
  onValueChange?: ((value: QuoteFormValue, details: QuoteFormValueChangeDetails) => void) | undefined;
  /** A public run needs no counterparty; a private quote does. Default 'public'. */
  run?: 'public' | 'private' | undefined;
  /**
   * Shares the quote in this chat (its channel url) instead of naming a counterparty: the quote is posted there
   * and becomes a private run of the chat's member firms; no counterparty is asked for. Default: none.
   */
  chatChannelUrl?: string | undefined;
  /** The chosen bond's terms, for pricing in the page; return undefined to price on the server. Default: server. */
  getBondTerms?: ((bond: Bond) => BondTerms | undefined) | undefined;
  /** Called with the created quote and the payload sent. Default: none. */
  onSubmitted?: ((quote: Eoi, payload: EoiCreatePayload) => void) | undefined;
  /** Called when the server refuses the quote or cannot be reached (a toast shows as well). Default: none. */
  onError?: ((error: unknown) => void) | undefined;
  /** The same as `onError` (its older name); both are called. Default: none. */
  onSubmitError?: ((error: unknown) => void) | undefined;
  /**
   * The clock, for the quote's expiry, the earliest settlement date and the pricing's trade date (today in
   * India by it). Default: `new Date()`.
   */
  now?: (() => Date) | undefined;
  /**
   * Non-business days for settlement: a settlement date on one is refused, and T+n counts past them. Default:
   * `indianBondMarketCalendar` from `@bondkit/core/calendars`.
   */
  settlementCalendar?: HolidayCalendar | undefined;
  /** Disables every field and the submit. Default false. */
  disabled?: boolean | undefined;
  /**
   * Offer a dealer's price override when the yield is fixed and the pricing answer allows price modification.
   * Default true.
   */
  allowPriceOverride?: boolean | undefined;
  /**
   * How far from the market yield, in basis points, a quote may be before the form asks for an explicit
   * confirmation naming the distance ('6.95% is 52 bp above the market 6.43%'); a clean price outside the
   * exchange's price band asks too. The form is not sent until the user confirms. `null` turns the check
   * off. Default 25.
   */
  marketDistanceLimitBp?: number | null | undefined;
  /** The base of the fields' ids (`<id>-quantum`, …). Default: generated (`useId`). */
  id?: string | undefined;
}

/** How a submit ended. */
export type QuoteFormSubmitResult =
  /** The form's own rules (or a closed RFQ window, or no client yet) stopped it; the messages show. */
  | { status: 'invalid'; check: QuoteFormCheck }
  /** The server created the quote. */
  | { status: 'submitted'; quote: Eoi; payload: EoiCreatePayload }
  /** The server refused it or could not be reached. */
  | { status: 'failed'; error: unknown }
  /** Disabled, or a submit is already running: nothing was done. */
  | { status: 'skipped' };

/** What `useQuoteForm` returns: the value, the messages, the rules' outcomes, actions and prop getters. */
export interface QuoteFormState {
  /** The form's value (the owner's when controlled). */
  value: QuoteFormValue;
  /** Sets one field, reporting it with that field's reason; clears the server's message on that field. */
  setField<Field extends keyof QuoteFormValue>(field: Field, fieldValue: QuoteFormValue[Field]): void;
  /** The messages shown, by field: the server's, and the form's own rules once a submit was tried. */
  errors: Partial<Record<QuoteFormField, string>>;
  /** What the last submit's failure says beyond the fields' messages, or null. */
  submitFailure: string | null;
  /** Whether a submit is running. */
  submitting: boolean;
  /** Whether the fields are disabled (the `disabled` option, or a submit running). */
  fieldsDisabled: boolean;
  /** Whether a counterparty is asked for (a private run, a one-to-one RFQ; never a quote shared in a chat). */
  counterpartyRequired: boolean;
  /** Whether the quote is shared in a chat (no counterparty or RFQ fields). */
  sharedInChat: boolean;
  /** Whether the dealer's price override is offered now. */
  priceOverrideOffered: boolean;
  /** The quantum in rupees as typed, or undefined when it does not read as a number. */
  quantum: number | undefined;
  /** The quantum's hint: the rupees it reads as, or how to type one. */
  quantumHint: string;
  /** The override's hint: the computed price and the difference, or null while not overriding. */
  priceOverrideHint: string | null;
  /** The exchange's RFQ window, loaded while Send to RFQ is ticked. */
  rfqWindow: RfqWindow;
  /** The window's line under the RFQ option, or null until it is known. */
  rfqWindowText: string | null;
  /** Whether the RFQ window is known to be closed (a submit with RFQ is stopped). */
  rfqClosed: boolean;
  /** The element's id. */
  getId(element: QuoteFormElement): string;
  /** Checks the value with the form's rules without showing anything. */
  check(): QuoteFormCheck;
  /** Checks, shows the messages and, when the value passes, submits it through the provider's client. */
  submit(): Promise<QuoteFormSubmitResult>;
  /** The `<form>`'s props: submit checks and submits, then focuses the first invalid field. */
  getFormProps<UserProps extends object = object>(userProps?: UserProps): QuoteFormFormProps & UserProps;
  /** The `<fieldset>`'s props (disabled while disabled or submitting). */
  getFieldsetProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormFieldsetProps & UserProps;
  /** A field's `<label>` props (`htmlFor` and the id `aria-labelledby` names). */
  getLabelProps<UserProps extends object = object>(
    element: QuoteFormElement,
    userProps?: UserProps,
  ): QuoteFormLabelProps & UserProps;
  /** A field's hint element's props (its id, which the field's `aria-describedby` names). */
  getHintProps<UserProps extends object = object>(
    element: QuoteFormElement,
    userProps?: UserProps,
  ): QuoteFormDescriptionProps & UserProps;
  /** A field's error element's props (its id, which the field's `aria-describedby` names while it shows). */
  getErrorProps<UserProps extends object = object>(
    element: QuoteFormElement,
    userProps?: UserProps,
  ): QuoteFormDescriptionProps & UserProps;
  /** The quantum `<input>`'s props. */
  getQuantumInputProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormTextInputProps & UserProps;
  /** The settlement date `<input>`'s props (shown when settling by date). */
  getSettlementDateInputProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormDateInputProps & UserProps;
  /** The 'Override price' checkbox's props: ticking starts from the computed price. */
  getPriceOverrideCheckboxProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormCheckboxProps & UserProps;
  /** The dealer's price `<input>`'s props (shown while overriding). */
  getPriceOverrideInputProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormTextInputProps & UserProps;
  /** The validity `<select>`'s props (options: `quoteValidityOptions`). */
  getValiditySelectProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormSelectProps & UserProps;
  /** The 'Send to RFQ' checkbox's props. */
  getSendToRfqCheckboxProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormCheckboxProps & UserProps;
  /** The clearing corporation `<select>`'s props (options 'NSCCL' and 'ICCL'). */
  getClearingCorporationSelectProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormSelectProps & UserProps;
  /** The RFQ mode `<select>`'s props (options 'OTM' and 'OTO'). */
  getRfqModeSelectProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormSelectProps & UserProps;
  /** The submit `<button>`'s props. */
  getSubmitButtonProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormSubmitButtonProps & UserProps;
  /** `<BondSearch>`'s props. */
  getBondSearchProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormBondSearchProps & UserProps;
  /** `<CounterpartySearch>`'s props. */
  getCounterpartySearchProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormCounterpartySearchProps & UserProps;
  /** `<PricingInput>`'s props. */
  getPricingInputProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormPricingInputProps & UserProps;
  /** The side's `<ToggleGroup>` props (Bid, Ask). */
  getSideToggleProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormSideToggleProps & UserProps;
  /** The terms `<ToggleGroup>` props (Firm, Indicative). */
  getFirmnessToggleProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormFirmnessToggleProps & UserProps;
  /** The settle-by `<ToggleGroup>` props (T+n, Date). */
  getSettleByToggleProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormSettleByToggleProps & UserProps;
}
