import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { ApiError, errorMessageText, toToastMessage } from '@bondkit/core';
import { indianBondMarketCalendar, indianTradeDate } from '@bondkit/core/calendars';
import type { PricingInputValue } from '@bondkit/core/pricing';
import type { EoiCreatePayload } from '@bondkit/core/validation';
import { mergeProps } from '../combobox/mergeProps';
import { defaultMarketDistanceLimitBp } from '../PricingInput/marketDistance';
import type { PricingMarketCheck } from '../PricingInput/marketDistance';
import { parseQuantum } from '../format/index';
import { withFailureHint } from '../provider/failureHint';
import { useBondkitContext } from '../provider/useBondkitContext';
import { useLatestRef } from '../provider/useLatestRef';
import { useToast } from '../provider/useToast';
import { checkQuoteForm } from './checkQuoteForm';
import {
  clearingCorporations,
  errorFieldByElement,
  focusFirstInvalid,
  idSuffixByElement,
  isOneOf,
  isValidity,
  rfqModes,
  serverErrorFieldByValueField,
  settleByOptions,
  sideOptions,
  firmnessOptions,
} from './quoteFormElements';
import type { QuoteFormElement, QuoteFormPricingInputProps } from './quoteFormPropTypes';
import { priceOverrideHint, quantumHint } from './quoteFormHints';
import { isCounterpartyRequired, isPriceOverrideOffered, quoteFormCheckInput } from './quoteFormRules';
import type { QuoteFormState, QuoteFormSubmitResult, UseQuoteFormOptions } from './quoteFormState';
import { initialQuoteFormValue, quoteFormChangeReasonByField } from './quoteFormValue';
import type { QuoteFormChangeReason, QuoteFormValue } from './quoteFormValue';
import { placeServerFieldErrors } from './serverFieldErrors';
import type { QuoteFormField } from './serverFieldErrors';
import { rfqClosedMessage, rfqWindowText, useRfqWindow } from './useRfqWindow';

const defaultNow = () => new Date();

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
    marketDistanceLimitBp = defaultMarketDistanceLimitBp,
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
  // A quote far from the market is sent only once the user confirmed it in the pricing input.
  const [marketCheck, setMarketCheck] = useState<PricingMarketCheck>({ status: 'near', message: null });
  const unconfirmedDistance =
    marketCheck.status === 'unconfirmed' && marketCheck.message !== null
      ? `Confirm the price: ${marketCheck.message}.`
      : null;

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
    // The form's own rules on the price win over the distance from the market (an invalid quote first).
    ...(checked && unconfirmedDistance !== null ? { pricing: unconfirmedDistance } : {}),
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
    if (payload === null || client === null || rfqClosed || unconfirmedDistance !== null)
      return { status: 'invalid', check: result };
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
          // The form's clock, as for its checks and the settlement date's earliest day: the pricing's trade
          // date and the date the form checks never disagree.
          tradeDate: indianTradeDate(now()),
          settlementDelta: value.settlementDelta,
          onSettlementDeltaChange: (delta: number) => change('settlementDelta', delta, 'settlement'),
          errorMessage: errorOf('pricing'),
          disabled: fieldsDisabled,
          marketDistanceLimitBp,
          onMarketCheckChange: setMarketCheck,
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
    getFirmnessToggleProps: (userProps) =>
      mergeProps(
        {
          label: 'Terms',
          options: firmnessOptions,
          value: value.firmness,
          onValueChange: (firmness: QuoteFormValue['firmness']) => change('firmness', firmness, 'firmness'),
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
