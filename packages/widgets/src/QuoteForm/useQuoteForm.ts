import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { ApiError, errorMessageText, toToastMessage } from '@bondkit/core';
import type { Bond, Eoi } from '@bondkit/core';
import { indianBondMarketCalendar } from '@bondkit/core/calendars';
import type { BondTerms, HolidayCalendar, PricingInputValue } from '@bondkit/core/pricing';
import type { ClearingCorporation, EoiCreatePayload } from '@bondkit/core/validation';
import { mergeProps } from '../combobox/mergeProps';
import { parseQuantum } from '../format/index';
import { indianTradeDate } from '../PricingInput/indianTradeDate';
import { withFailureHint } from '../provider/failureHint';
import { useBondkitContext } from '../provider/useBondkitContext';
import { useLatestRef } from '../provider/useLatestRef';
import { useToast } from '../provider/useToast';
import { checkQuoteForm } from './checkQuoteForm';
import type { QuoteFormCheck, RfqMode } from './checkQuoteForm';
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
  QuoteFormSettleByToggleProps,
  QuoteFormSideToggleProps,
  QuoteFormSubmitButtonProps,
  QuoteFormTextInputProps,
} from './quoteFormPropTypes';
import { priceOverrideHint, quantumHint } from './quoteFormHints';
import { isCounterpartyRequired, isPriceOverrideOffered, quoteFormCheckInput } from './quoteFormRules';
import { initialQuoteFormValue, quoteFormChangeReasonByField } from './quoteFormValue';
import type { QuoteFormChangeReason, QuoteFormDefaults, QuoteFormValue } from './quoteFormValue';
import { quoteValidityOptions } from './quoteValidity';
import type { QuoteValidity } from './quoteValidity';
import { placeServerFieldErrors } from './serverFieldErrors';
import type { QuoteFormField } from './serverFieldErrors';
import { rfqClosedMessage, rfqWindowText, useRfqWindow } from './useRfqWindow';
import type { RfqWindow } from './useRfqWindow';

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
  /** The clock, for the quote's expiry and the earliest settlement date. Default: `new Date()`. */
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
  /** The settle-by `<ToggleGroup>` props (T+n, Date). */
  getSettleByToggleProps<UserProps extends object = object>(
    userProps?: UserProps,
  ): QuoteFormSettleByToggleProps & UserProps;
}

const sideOptions = [
  { value: 'BID', label: 'Bid' },
  { value: 'ASK', label: 'Ask' },
] as const;

const settleByOptions = [
  { value: 'delta', label: 'T+n' },
  { value: 'date', label: 'Date' },
] as const;

const defaultNow = () => new Date();

/** The server message each value field's change makes stale (the other fields' changes leave messages). */
const serverErrorFieldByValueField: Partial<Record<keyof QuoteFormValue, QuoteFormField>> = {
  bond: 'bond',
  pricing: 'pricing',
  priceOverride: 'priceOverride',
  settlementDate: 'settlementDate',
  quantumText: 'quantum',
  counterparty: 'counterparty',
};

/** The message each element shows (the RFQ's rules show on the RFQ mode). */
const errorFieldByElement: Partial<Record<QuoteFormElement, QuoteFormField>> = {
  bond: 'bond',
  pricing: 'pricing',
  priceOverride: 'priceOverride',
  settlementDate: 'settlementDate',
  quantum: 'quantum',
  counterparty: 'counterparty',
  validity: 'validity',
  rfqMode: 'rfq',
};

const idSuffixByElement: Record<QuoteFormElement, string> = {
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

const clearingCorporations: readonly ClearingCorporation[] = ['NSCCL', 'ICCL'];
const rfqModes: readonly RfqMode[] = ['OTM', 'OTO'];

function isOneOf<Value extends string>(options: readonly Value[], text: string): text is Value {
  return (options as readonly string[]).includes(text);
}

function isValidity(text: string): text is QuoteValidity {
  return quoteValidityOptions.some((option) => option.value === text);
}

/** Moves focus to the first field marked invalid, as a screen-reader user needs after submitting. */
function focusFirstInvalid(form: HTMLFormElement) {
  // The messages render after this submit; wait for them.
  requestAnimationFrame(() => {
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input');
    target?.focus();
  });
}

/**
 * The headless quote form under `<QuoteForm>`: the value (controlled or not), the spec's rules (the
 * counterparty a private run or a one-to-one RFQ needs, the fixed yield or price and the dealer's override,
 * the quantum, the settlement date, the validity's expiry, the RFQ window), the messages, the submit through
 * the provider's client, and prop getters for your own markup. Render it inside `<BondkitProvider>`.
 */
export function useQuoteForm(options: UseQuoteFormOptions = {}): QuoteFormState {
  const {
    run = 'public',
    chatChannelUrl,
    getBondTerms,
    now = defaultNow,
    settlementCalendar = indianBondMarketCalendar,
    disabled = false,
    allowPriceOverride = true,
  } = options;
  const { client } = useBondkitContext('useQuoteForm');
  const toast = useToast();
  const generatedId = useId();
  const baseId = options.id ?? generatedId;
  const controlled = options.value !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState(() =>
    initialQuoteFormValue(options.defaultValues, options.defaultValue),
  );
  const value = options.value ?? uncontrolledValue;
  // The pricing input starts from the first value's yield or price; later it reports to the form.
  const [startPricing] = useState(() => value.pricing);
  // The pricing value the input last reported. An uncontrolled form hands the input only a pricing set
  // otherwise (`setField`), so the input keeps its own state, and the bond's current price still fills it
  // when it is empty; a controlled form hands it the owner's pricing always.
  const reportedPricing = useRef<PricingInputValue | null>(null);
  const pricingForInput =
    value.pricing !== null &&
    (controlled || (value.pricing !== reportedPricing.current && value.pricing !== startPricing))
      ? value.pricing
      : undefined;
  const onValueChange = useLatestRef(options.onValueChange);
  const callbacks = useLatestRef({
    onSubmitted: options.onSubmitted,
    onError: options.onError,
    onSubmitError: options.onSubmitError,
  });
  // Changes made in one event build on each other, not each on the rendered value (the pricing input may
  // report while another field changes); cleared once the change renders, or after the event when a
  // controlled owner did not take it (nothing renders then).
  const pending = useRef<QuoteFormValue | null>(null);
  useLayoutEffect(() => {
    pending.current = null;
  });
  // The server's field messages stay on a field until that field changes; the form's own rules are checked
  // live once the user has tried to submit.
  const [serverErrors, setServerErrors] = useState<Partial<Record<QuoteFormField, string>>>({});
  const [submitFailure, setSubmitFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);

  const sharedInChat = chatChannelUrl !== undefined;
  const rules = { run, sharedInChat, allowPriceOverride };
  const counterpartyRequired = isCounterpartyRequired(value, rules);
  const priceOverrideOffered = isPriceOverrideOffered(value.pricing, allowPriceOverride);
  const quantum = parseQuantum(value.quantumText);
  const check = () => checkQuoteForm(quoteFormCheckInput(value, rules), now(), settlementCalendar);

  const rfqWindow = useRfqWindow(client, value.sendToRfq);
  const rfqClosed = rfqWindow.status === 'ready' && !rfqWindow.timings.is_open;
  const errors: Partial<Record<QuoteFormField, string>> = {
    ...serverErrors,
    ...(checked ? check().errors : {}),
    ...(checked && rfqWindow.status === 'ready' && rfqClosed
      ? { rfq: rfqClosedMessage(rfqWindow.timings) }
      : {}),
  };
  const fieldsDisabled = disabled || submitting;

  function change<Field extends keyof QuoteFormValue>(
    field: Field,
    fieldValue: QuoteFormValue[Field],
    reason: QuoteFormChangeReason,
  ) {
    const base = pending.current ?? value;
    if (Object.is(base[field], fieldValue)) return;
    const next: QuoteFormValue = { ...base, [field]: fieldValue };
    if (pending.current === null) {
      queueMicrotask(() => {
        pending.current = null;
      });
    }
    pending.current = next;
    if (!controlled) setUncontrolledValue(next);
    onValueChange.current?.(next, { reason });
    // A computed counterpart is not the user's correction: the server's message stays.
    const stale = reason === 'pricing-update' ? undefined : serverErrorFieldByValueField[field];
    if (stale !== undefined && serverErrors[stale] !== undefined) {
      setServerErrors(({ [stale]: _dropped, ...rest }) => rest);
    }
  }

  async function submit(): Promise<QuoteFormSubmitResult> {
    if (disabled || running.current) return { status: 'skipped' };
    const result = check();
    setChecked(true);
    setServerErrors({});
    setSubmitFailure(null);
    const payload = result.payload;
    // A closed RFQ window is said before the request, not by the server's refusal after it.
    if (payload === null || client === null || rfqClosed) return { status: 'invalid', check: result };
    running.current = true;
    setSubmitting(true);
    // A quote shared in a chat names the chat, not a counterparty; the server finds the chat's firms.
    const sent: EoiCreatePayload = sharedInChat
      ? { ...payload, source: 'CHAT', oto_participant_details: { channel_url: chatChannelUrl } }
      : payload;
    try {
      const quote = await client.quotes.createEoi(sent);
      setChecked(false);
      toast.push({ severity: 'success', summary: 'Quote submitted', detail: value.bond?.display_name });
      callbacks.current.onSubmitted?.(quote, sent);
      return { status: 'submitted', quote, payload: sent };
    } catch (error) {
      const placed = ApiError.isInstance(error) ? placeServerFieldErrors(error.fieldErrors) : null;
      if (placed !== null) setServerErrors(placed.byField);
      // A refusal whose every message sits on a field says nothing more; anything else (a detail, a message
      // for no field, a 5xx, no answer at all) shows above the button, toaster or not.
      const allOnFields =
        placed !== null &&
        ApiError.isInstance(error) &&
        error.detail === undefined &&
        error.nonFieldErrors.length === 0 &&
        placed.unplaced.length === 0 &&
        Object.keys(placed.byField).length > 0;
      setSubmitFailure(allOnFields ? null : withFailureHint(errorMessageText(error), error));
      toast.push(toToastMessage(error));
      callbacks.current.onError?.(error);
      callbacks.current.onSubmitError?.(error);
      return { status: 'failed', error };
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  }

  const getId = (element: QuoteFormElement) => `${baseId}-${idSuffixByElement[element]}`;
  const errorOf = (element: QuoteFormElement) => {
    const field = errorFieldByElement[element];
    return field === undefined ? undefined : errors[field];
  };
  /** The error's and the hint's ids, for `aria-describedby`. */
  const describedBy = (element: QuoteFormElement, hasHint = false): string | undefined => {
    const id = getId(element);
    const parts = [errorOf(element) === undefined ? null : `${id}-error`, hasHint ? `${id}-hint` : null];
    const present = parts.filter((part) => part !== null);
    return present.length === 0 ? undefined : present.join(' ');
  };
  const searchProps = <Field extends 'bond' | 'counterparty'>(field: Field) => ({
    id: getId(field),
    'aria-labelledby': `${getId(field)}-label`,
    'aria-invalid': errorOf(field) !== undefined,
    'aria-describedby': describedBy(field),
    value: value[field],
    onValueChange: (chosen: QuoteFormValue[Field]) =>
      change(field, chosen, quoteFormChangeReasonByField[field]),
    disabled: fieldsDisabled,
  });
  const overriding = value.priceOverride !== null;

  return {
    value,
    setField: (field, fieldValue) => change(field, fieldValue, quoteFormChangeReasonByField[field]),
    errors,
    submitFailure,
    submitting,
    fieldsDisabled,
    counterpartyRequired,
    sharedInChat,
    priceOverrideOffered,
    quantum,
    quantumHint: quantumHint(errors.quantum === undefined ? quantum : undefined),
    priceOverrideHint:
      isPriceOverrideOffered(value.pricing, allowPriceOverride) && value.priceOverride !== null
        ? priceOverrideHint(value.pricing.cleanPrice, value.priceOverride)
        : null,
    rfqWindow,
    rfqWindowText: rfqWindow.status === 'ready' ? rfqWindowText(rfqWindow.timings) : null,
    rfqClosed,
    getId,
    check,
    submit,
    getFormProps: (userProps) =>
      mergeProps(
        {
          noValidate: true as const,
          'aria-label': 'Quote',
          onSubmit(event: FormEvent<HTMLFormElement>) {
            event.preventDefault();
            const form = event.currentTarget;
            void submit().then((result) => {
              if (result.status === 'invalid') focusFirstInvalid(form);
            });
          },
        },
        userProps ?? ({} as never),
      ),
    getFieldsetProps: (userProps) => mergeProps({ disabled: fieldsDisabled }, userProps ?? ({} as never)),
    getLabelProps: (element, userProps) =>
      mergeProps({ id: `${getId(element)}-label`, htmlFor: getId(element) }, userProps ?? ({} as never)),
    getHintProps: (element, userProps) =>
      mergeProps({ id: `${getId(element)}-hint` }, userProps ?? ({} as never)),
    getErrorProps: (element, userProps) =>
      mergeProps({ id: `${getId(element)}-error` }, userProps ?? ({} as never)),
    getQuantumInputProps: (userProps) =>
      mergeProps(
        {
          id: getId('quantum'),
          type: 'text' as const,
          inputMode: 'decimal' as const,
          autoComplete: 'off' as const,
          value: value.quantumText,
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            change('quantumText', event.target.value, 'quantum'),
          'aria-invalid': errorOf('quantum') !== undefined,
          'aria-describedby': describedBy('quantum', true),
        },
        userProps ?? ({} as never),
      ),
    getSettlementDateInputProps: (userProps) =>
      mergeProps(
        {
          id: getId('settlementDate'),
          type: 'date' as const,
          min: indianTradeDate(now()),
          value: value.settlementDate,
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            change('settlementDate', event.target.value, 'settlement'),
          'aria-invalid': errorOf('settlementDate') !== undefined,
          'aria-describedby': describedBy('settlementDate'),
        },
        userProps ?? ({} as never),
      ),
    getPriceOverrideCheckboxProps: (userProps) =>
      mergeProps(
        {
          type: 'checkbox' as const,
          checked: overriding,
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            // Starts from the computed price, which the dealer then moves.
            change(
              'priceOverride',
              event.target.checked ? (value.pricing?.cleanPrice?.toFixed(4) ?? '') : null,
              'price-override',
            ),
        },
        userProps ?? ({} as never),
      ),
    getPriceOverrideInputProps: (userProps) =>
      mergeProps(
        {
          id: getId('priceOverride'),
          type: 'text' as const,
          inputMode: 'decimal' as const,
          autoComplete: 'off' as const,
          value: value.priceOverride ?? '',
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            change('priceOverride', event.target.value, 'price-override'),
          'aria-invalid': errorOf('priceOverride') !== undefined,
          'aria-describedby': describedBy('priceOverride', true),
        },
        userProps ?? ({} as never),
      ),
    getValiditySelectProps: (userProps) =>
      mergeProps(
        {
          id: getId('validity'),
          value: value.validity,
          onChange: (event: ChangeEvent<HTMLSelectElement>) => {
            if (isValidity(event.target.value)) change('validity', event.target.value, 'validity');
          },
          'aria-describedby': describedBy('validity'),
        },
        userProps ?? ({} as never),
      ),
    getSendToRfqCheckboxProps: (userProps) =>
      mergeProps(
        {
          type: 'checkbox' as const,
          checked: value.sendToRfq,
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            change('sendToRfq', event.target.checked, 'rfq'),
        },
        userProps ?? ({} as never),
      ),
    getClearingCorporationSelectProps: (userProps) =>
      mergeProps(
        {
          id: getId('clearingCorporation'),
          value: value.clearingCorporation,
          onChange: (event: ChangeEvent<HTMLSelectElement>) => {
            const next = event.target.value;
            if (isOneOf(clearingCorporations, next)) change('clearingCorporation', next, 'rfq');
          },
          'aria-describedby': describedBy('clearingCorporation'),
        },
        userProps ?? ({} as never),
      ),
    getRfqModeSelectProps: (userProps) =>
      mergeProps(
        {
          id: getId('rfqMode'),
          value: value.rfqMode,
          onChange: (event: ChangeEvent<HTMLSelectElement>) => {
            const next = event.target.value;
            if (isOneOf(rfqModes, next)) change('rfqMode', next, 'rfq');
          },
          'aria-describedby': describedBy('rfqMode'),
        },
        userProps ?? ({} as never),
      ),
    getSubmitButtonProps: (userProps) =>
      mergeProps({ type: 'submit' as const, disabled: client === null }, userProps ?? ({} as never)),
    getBondSearchProps: (userProps) => mergeProps(searchProps('bond'), userProps ?? ({} as never)),
    getCounterpartySearchProps: (userProps) =>
      mergeProps(searchProps('counterparty'), userProps ?? ({} as never)),
    getPricingInputProps: (userProps) =>
      mergeProps(
        {
          label: value.side === 'BID' ? 'Bid price / yield' : 'Ask price / yield',
          finstrumentId: value.bond?.id,
          bondTerms: value.bond === null ? undefined : getBondTerms?.(value.bond),
          value: pricingForInput,
          defaultValue: startPricing ?? undefined,
          onValueChange: (next, { reason }) => {
            reportedPricing.current = next;
            change(
              'pricing',
              next,
              reason === 'input' || reason === 'fixed-field' ? 'pricing' : 'pricing-update',
            );
          },
          calendar: settlementCalendar,
          settlementDelta: value.settlementDelta,
          onSettlementDeltaChange: (delta: number) => change('settlementDelta', delta, 'settlement'),
          errorMessage: errorOf('pricing'),
          disabled: fieldsDisabled,
        } satisfies QuoteFormPricingInputProps,
        userProps ?? ({} as never),
      ),
    getSideToggleProps: (userProps) =>
      mergeProps(
        {
          label: 'Side',
          options: sideOptions,
          value: value.side,
          onValueChange: (side: QuoteFormValue['side']) => change('side', side, 'side'),
        },
        userProps ?? ({} as never),
      ),
    getSettleByToggleProps: (userProps) =>
      mergeProps(
        {
          label: 'Settle by',
          options: settleByOptions,
          value: value.settleBy,
          onValueChange: (settleBy: QuoteFormValue['settleBy']) => change('settleBy', settleBy, 'settlement'),
        },
        userProps ?? ({} as never),
      ),
  };
}
