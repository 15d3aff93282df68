import { useId, useState } from 'react';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { ApiError, errorMessageText, toToastMessage } from '@bondkit/core';
import type { Bond, Counterparty, Eoi } from '@bondkit/core';
import { indianBondMarketCalendar, indianTradeDate } from '@bondkit/core/calendars';
import type { BondTerms, HolidayCalendar, PricingInputValue } from '@bondkit/core/pricing';
import type { ClearingCorporation, EoiCreatePayload, QuoteType } from '@bondkit/core/validation';
import { BondSearch } from '../BondSearch/BondSearch';
import { CounterpartySearch } from '../CounterpartySearch/CounterpartySearch';
import { formatIndianNumber, formatPrice, formatQuantum, parseQuantum } from '../format/index';
import { PricingInput } from '../PricingInput/PricingInput';
import { ToggleGroup } from '../primitives/ToggleGroup/ToggleGroup';
import { withFailureHint } from '../provider/failureHint';
import { useToast } from '../provider/useToast';
import { useWidgetRoot } from '../provider/useWidgetRoot';
import type { Appearance } from '../theme/appearance';
import { checkQuoteForm } from './checkQuoteForm';
import type { RfqMode } from './checkQuoteForm';
import { quoteValidityOptions } from './quoteValidity';
import type { QuoteValidity } from './quoteValidity';
import { placeServerFieldErrors } from './serverFieldErrors';
import { rfqClosedMessage, rfqWindowText, useRfqWindow } from './useRfqWindow';
import type { QuoteFormField } from './serverFieldErrors';

/** Starting values of the form, for example from a quote sheet row (see `quoteFormDefaultsFromRow`). */
export interface QuoteFormDefaults {
  /** Default: none. */
  bond?: Bond | null | undefined;
  /** Default 'BID' (spec section 9). */
  side?: QuoteType | undefined;
  /** Percent; fixes the yield. Default: none. */
  bondYield?: number | undefined;
  /** Fixes the price when no yield is given. Default: none. */
  cleanPrice?: number | undefined;
  /** Rupees. Default: none. */
  quantum?: number | undefined;
  /** T+n. Default 1. */
  settlementDelta?: number | undefined;
  /** Default none. */
  counterparty?: Counterparty | null | undefined;
  /** Default 'END_OF_DAY'. */
  validity?: QuoteValidity | undefined;
}

export interface QuoteFormProps {
  /** A public run needs no counterparty; a private quote does. Default 'public'. */
  run?: 'public' | 'private' | undefined;
  /**
   * Shares the quote in this chat (its channel url) instead of naming a counterparty: the quote is posted there
   * and becomes a private run of the chat's member firms. The counterparty and RFQ fields are not shown.
   * Default: none (not shared in a chat).
   */
  chatChannelUrl?: string | undefined;
  /** Starting values. Default: empty, BID, T+1, valid till end of day. */
  defaultValues?: QuoteFormDefaults | undefined;
  /** The chosen bond's terms, for pricing in the page; return undefined to price on the server. Default: server. */
  getBondTerms?: (bond: Bond) => BondTerms | undefined;
  /** Called with the created quote and the payload sent. */
  onSubmitted?: ((quote: Eoi, payload: EoiCreatePayload) => void) | undefined;
  /**
   * Called when the server refuses the quote or cannot be reached. The form shows what went wrong on the
   * fields it concerns and above the submit button (in development naming the likely cause: CORS or a
   * missing sign-in), and a toast shows as well. Default: none.
   */
  onError?: ((error: unknown) => void) | undefined;
  /** The same as `onError` (its older name); both are called. Default: none. */
  onSubmitError?: ((error: unknown) => void) | undefined;
  /** The clock, for the quote's expiry and the earliest settlement date. Default: `new Date()`. */
  now?: (() => Date) | undefined;
  /**
   * Non-business days for settlement: a settlement date on one is refused, and T+n counts past them. Default:
   * `indianBondMarketCalendar` from `@bondkit/core/calendars` (NSE and RBI Mumbai holidays and weekends).
   */
  settlementCalendar?: HolidayCalendar | undefined;
  /** Disables every field. Default false. */
  disabled?: boolean | undefined;
  /**
   * Offer a dealer's price override: with the yield fixed and the pricing answer allowing price modification
   * (the server's `allow_price_modification`: the dealer role at a firm that allows it), an 'Override price'
   * box lets the dealer type a price other than the one computed from the yield; the quote is sent with both
   * and `price_overridden`. Default true.
   */
  allowPriceOverride?: boolean | undefined;
  /** The submit button's text. Default 'Submit quote'. */
  submitLabel?: string | undefined;
  /** Theme over the provider's. */
  appearance?: Appearance | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
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

/**
 * Quote (EOI) entry: bond, side, price or yield, quantum in lakh or crore, settlement date or T+n,
 * counterparty, validity and the RFQ options. Checks the spec's rules, submits through the provider's
 * client and reports the created quote; the server's field errors show on their fields and in a toast.
 */
export function QuoteForm({
  run = 'public',
  chatChannelUrl,
  defaultValues = {},
  getBondTerms,
  onSubmitted,
  onError,
  onSubmitError,
  now = defaultNow,
  settlementCalendar = indianBondMarketCalendar,
  disabled = false,
  allowPriceOverride = true,
  submitLabel = 'Submit quote',
  appearance,
  className,
  style,
}: QuoteFormProps) {
  const { context, rootProps } = useWidgetRoot('QuoteForm', 'bk-quote-form', {
    appearance,
    className,
    style,
  });
  const toast = useToast();
  const ids = useFieldIds();
  const [bond, setBond] = useState<Bond | null>(defaultValues.bond ?? null);
  const [side, setSide] = useState<QuoteType>(defaultValues.side ?? 'BID');
  const [pricing, setPricing] = useState<PricingInputValue | null>(null);
  const [overriding, setOverriding] = useState(false);
  const [overrideText, setOverrideText] = useState('');
  const [settlementDelta, setSettlementDelta] = useState(defaultValues.settlementDelta ?? 1);
  const [settleBy, setSettleBy] = useState<'delta' | 'date'>('delta');
  const [settlementDate, setSettlementDate] = useState('');
  const [quantumText, setQuantumText] = useState(
    defaultValues.quantum === undefined ? '' : formatQuantum(defaultValues.quantum),
  );
  const [counterparty, setCounterparty] = useState<Counterparty | null>(defaultValues.counterparty ?? null);
  const [validity, setValidity] = useState<QuoteValidity>(defaultValues.validity ?? 'END_OF_DAY');
  const [sendToRfq, setSendToRfq] = useState(false);
  const [clearingCorporation, setClearingCorporation] = useState<ClearingCorporation>('NSCCL');
  const [rfqMode, setRfqMode] = useState<RfqMode>('OTM');
  // The server's field messages stay on a field until that field changes; the page's own rules are checked
  // live once the user has tried to submit.
  const [serverErrors, setServerErrors] = useState<Partial<Record<QuoteFormField, string>>>({});
  // What the last submit's failure says beyond the fields' messages (null: nothing, or all of it is on fields).
  const [submitFailure, setSubmitFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // The price info says whether this user may modify a price; the computed price is what is overridden.
  const overrideOffered =
    allowPriceOverride &&
    pricing !== null &&
    pricing.fixedField === 'yield' &&
    pricing.allowPriceModification &&
    pricing.cleanPrice !== null;
  const priceOverride = overrideOffered && overriding ? overrideText : null;
  const sharedInChat = chatChannelUrl !== undefined;
  const counterpartyRequired = !sharedInChat && (run === 'private' || (sendToRfq && rfqMode === 'OTO'));
  const quantum = parseQuantum(quantumText);

  function check() {
    return checkQuoteForm(
      {
        bond,
        side,
        pricing,
        priceOverride,
        quantumText,
        settlement: settleBy === 'date' ? { date: settlementDate } : { delta: settlementDelta },
        counterparty,
        counterpartyRequired,
        validity,
        sendToRfq,
        clearingCorporation,
        rfqMode,
      },
      now(),
      settlementCalendar,
    );
  }

  const rfqWindow = useRfqWindow(context.client, sendToRfq);
  const rfqClosed = rfqWindow.status === 'ready' && !rfqWindow.timings.is_open;
  const shown = {
    ...serverErrors,
    ...(checked ? check().errors : {}),
    ...(checked && rfqClosed && rfqWindow.status === 'ready'
      ? { rfq: rfqClosedMessage(rfqWindow.timings) }
      : {}),
  };

  /** Records a change of `field`: its server message no longer applies. */
  function changed(field: QuoteFormField) {
    if (serverErrors[field] === undefined) return;
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const client = context.client;
    const result = check();
    setChecked(true);
    setServerErrors({});
    setSubmitFailure(null);
    const payload = result.payload;
    // A closed RFQ window is said before the request, not by the server's refusal after it.
    if (payload === null || client === null || rfqClosed) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setSubmitting(true);
    try {
      // A quote shared in a chat names the chat, not a counterparty; the server finds the chat's firms.
      const sent = sharedInChat
        ? { ...payload, source: 'CHAT', oto_participant_details: { channel_url: chatChannelUrl } }
        : payload;
      const quote = await client.quotes.createEoi(sent);
      setChecked(false);
      toast.push({ severity: 'success', summary: 'Quote submitted', detail: bond?.display_name });
      onSubmitted?.(quote, sent);
    } catch (error) {
      const placed = ApiError.isInstance(error) ? placeServerFieldErrors(error.fieldErrors) : null;
      if (placed !== null) setServerErrors(placed.byField);
      // A refusal whose every message sits on a field says nothing more here; anything else (a detail, a
      // message for no field, a 5xx, no answer at all) shows above the button, toaster or not.
      const allOnFields =
        placed !== null &&
        ApiError.isInstance(error) &&
        error.detail === undefined &&
        error.nonFieldErrors.length === 0 &&
        placed.unplaced.length === 0 &&
        Object.keys(placed.byField).length > 0;
      setSubmitFailure(allOnFields ? null : withFailureHint(errorMessageText(error), error));
      toast.push(toToastMessage(error));
      onError?.(error);
      onSubmitError?.(error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form {...rootProps} noValidate aria-label="Quote" onSubmit={(event) => void submit(event)}>
      <fieldset className="bk-quote-form__fieldset" disabled={disabled || submitting}>
        <Field id={ids.bond} label="Bond" error={shown.bond} labelOnly>
          <BondSearch
            id={ids.bond}
            aria-labelledby={`${ids.bond}-label`}
            aria-invalid={shown.bond !== undefined}
            aria-describedby={describedBy(ids.bond, shown.bond)}
            value={bond}
            onValueChange={(next) => {
              setBond(next);
              changed('bond');
            }}
            disabled={disabled || submitting}
          />
        </Field>
        <div className="bk-quote-form__row">
          <div className="bk-quote-form__field">
            <span className="bk-quote-form__label">Side</span>
            <ToggleGroup<QuoteType> label="Side" options={sideOptions} value={side} onValueChange={setSide} />
          </div>
          <div className="bk-quote-form__field">
            <span className="bk-quote-form__label">Settle by</span>
            <ToggleGroup<'delta' | 'date'>
              label="Settle by"
              options={settleByOptions}
              value={settleBy}
              onValueChange={setSettleBy}
            />
          </div>
        </div>
        <div className="bk-quote-form__field">
          <PricingInput
            label={side === 'BID' ? 'Bid price / yield' : 'Ask price / yield'}
            finstrumentId={bond?.id}
            bondTerms={bond === null ? undefined : getBondTerms?.(bond)}
            defaultValue={
              defaultValues.bondYield !== undefined
                ? { fixedField: 'yield', bondYield: defaultValues.bondYield }
                : defaultValues.cleanPrice !== undefined
                  ? { fixedField: 'price', cleanPrice: defaultValues.cleanPrice }
                  : undefined
            }
            onValueChange={(value, { reason }) => {
              setPricing(value);
              if (reason === 'input' || reason === 'fixed-field') changed('pricing');
            }}
            calendar={settlementCalendar}
            settlementDelta={settlementDelta}
            onSettlementDeltaChange={(delta) => setSettlementDelta(delta)}
            errorMessage={shown.pricing}
            disabled={disabled || submitting}
          />
        </div>
        {overrideOffered ? (
          <PriceOverrideField
            id={ids.priceOverride}
            computedPrice={pricing.cleanPrice}
            overriding={overriding}
            text={overrideText}
            error={shown.priceOverride}
            onOverridingChange={(next) => {
              setOverriding(next);
              // Starts from the computed price, which the dealer then moves.
              if (next) setOverrideText(pricing.cleanPrice?.toFixed(4) ?? '');
              changed('priceOverride');
            }}
            onTextChange={(next) => {
              setOverrideText(next);
              changed('priceOverride');
            }}
          />
        ) : null}
        {settleBy === 'date' ? (
          <Field id={ids.settlementDate} label="Settlement date" error={shown.settlementDate}>
            <input
              id={ids.settlementDate}
              className="bk-quote-form__input"
              type="date"
              min={indianTradeDate(now())}
              value={settlementDate}
              onChange={(event) => {
                setSettlementDate(event.target.value);
                changed('settlementDate');
              }}
              aria-invalid={shown.settlementDate !== undefined}
              aria-describedby={
                shown.settlementDate === undefined ? undefined : `${ids.settlementDate}-error`
              }
            />
          </Field>
        ) : null}
        <Field
          id={ids.quantum}
          label="Quantum"
          error={shown.quantum}
          hint={
            quantum !== undefined && quantum > 0 && shown.quantum === undefined
              ? `\u20B9${formatIndianNumber(quantum)} (${formatQuantum(quantum)})`
              : 'Face value, for example 2.5 Cr or 50 L'
          }
        >
          <input
            id={ids.quantum}
            className="bk-quote-form__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={quantumText}
            onChange={(event) => {
              setQuantumText(event.target.value);
              changed('quantum');
            }}
            aria-invalid={shown.quantum !== undefined}
            aria-describedby={describedBy(ids.quantum, shown.quantum, true)}
          />
        </Field>
        {sharedInChat ? null : (
          <Field
            id={ids.counterparty}
            label={counterpartyRequired ? 'Counterparty' : 'Counterparty (optional)'}
            error={shown.counterparty}
            labelOnly
          >
            <CounterpartySearch
              id={ids.counterparty}
              aria-labelledby={`${ids.counterparty}-label`}
              aria-invalid={shown.counterparty !== undefined}
              aria-describedby={describedBy(ids.counterparty, shown.counterparty)}
              value={counterparty}
              onValueChange={(next) => {
                setCounterparty(next);
                changed('counterparty');
              }}
              disabled={disabled || submitting}
            />
          </Field>
        )}
        <Field id={ids.validity} label="Validity" error={shown.validity}>
          <select
            id={ids.validity}
            className="bk-quote-form__input"
            value={validity}
            onChange={(event) => setValidity(event.target.value as QuoteValidity)}
            aria-describedby={describedBy(ids.validity, shown.validity)}
          >
            {quoteValidityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        {sharedInChat ? null : (
          <div className="bk-quote-form__rfq">
            <label className="bk-quote-form__checkbox">
              <input
                type="checkbox"
                checked={sendToRfq}
                onChange={(event) => setSendToRfq(event.target.checked)}
              />
              Send to RFQ
            </label>
            {sendToRfq && rfqWindow.status === 'ready' ? (
              <p
                className={
                  rfqClosed
                    ? 'bk-quote-form__rfq-window bk-quote-form__rfq-window--closed'
                    : 'bk-quote-form__rfq-window'
                }
                role="note"
              >
                {rfqWindowText(rfqWindow.timings)}
              </p>
            ) : null}
            {sendToRfq ? (
              <div className="bk-quote-form__row">
                <Field id={ids.clearing} label="Clearing corporation">
                  <select
                    id={ids.clearing}
                    className="bk-quote-form__input"
                    value={clearingCorporation}
                    onChange={(event) => setClearingCorporation(event.target.value as ClearingCorporation)}
                  >
                    <option value="NSCCL">NSE (NSCCL)</option>
                    <option value="ICCL">BSE (ICCL)</option>
                  </select>
                </Field>
                <Field id={ids.rfqMode} label="RFQ mode" error={shown.rfq}>
                  <select
                    id={ids.rfqMode}
                    className="bk-quote-form__input"
                    value={rfqMode}
                    onChange={(event) => setRfqMode(event.target.value as RfqMode)}
                    aria-describedby={describedBy(ids.rfqMode, shown.rfq)}
                  >
                    <option value="OTM">One to many</option>
                    <option value="OTO">One to one</option>
                  </select>
                </Field>
              </div>
            ) : null}
          </div>
        )}
        {submitFailure === null ? null : (
          <p className="bk-quote-form__error bk-quote-form__submit-error" role="alert">
            {submitFailure}
          </p>
        )}
        <div className="bk-quote-form__actions">
          <button type="submit" className="bk-quote-form__submit" disabled={context.client === null}>
            {submitting ? 'Submitting\u2026' : submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function useFieldIds() {
  const base = useId();
  return {
    bond: `${base}-bond`,
    settlementDate: `${base}-settlement-date`,
    quantum: `${base}-quantum`,
    priceOverride: `${base}-price-override`,
    counterparty: `${base}-counterparty`,
    validity: `${base}-validity`,
    clearing: `${base}-clearing`,
    rfqMode: `${base}-rfq-mode`,
  };
}

function describedBy(id: string, error: string | undefined, hasHint = false): string | undefined {
  const parts = [error === undefined ? null : `${id}-error`, hasHint ? `${id}-hint` : null].filter(Boolean);
  return parts.length === 0 ? undefined : parts.join(' ');
}

/** Moves focus to the first field that is marked invalid, as a screen-reader user needs after submitting. */
function focusFirstInvalid(form: HTMLFormElement) {
  // The messages render after this submit; wait for them.
  requestAnimationFrame(() => {
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input');
    target?.focus();
  });
}

/**
 * A dealer's override of the price computed from the yield: a box to turn it on, then the dealer's price with
 * the computed one and the difference beside it, so the override is seen before the quote is sent.
 */
function PriceOverrideField({
  id,
  computedPrice,
  overriding,
  text,
  error,
  onOverridingChange,
  onTextChange,
}: {
  id: string;
  computedPrice: number | null;
  overriding: boolean;
  text: string;
  error: string | undefined;
  onOverridingChange: (overriding: boolean) => void;
  onTextChange: (text: string) => void;
}) {
  const typed = Number(text);
  const difference =
    computedPrice !== null && text.trim() !== '' && Number.isFinite(typed) ? typed - computedPrice : null;
  const hint =
    difference === null
      ? `Computed from the yield: ${formatPrice(computedPrice)}`
      : `Computed from the yield: ${formatPrice(computedPrice)}; yours ${
          difference === 0
            ? 'is the same'
            : `${formatPrice(Math.abs(difference))} ${difference > 0 ? 'above' : 'below'}`
        }`;
  return (
    <div className="bk-quote-form__override" data-overridden={overriding || undefined}>
      <label className="bk-quote-form__checkbox">
        <input
          type="checkbox"
          checked={overriding}
          onChange={(event) => onOverridingChange(event.target.checked)}
        />
        Override price
      </label>
      {overriding ? (
        <Field id={id} label="Your price (overrides the computed price)" error={error} hint={hint}>
          <input
            id={id}
            className="bk-quote-form__input bk-quote-form__input--numeric"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            aria-invalid={error !== undefined}
            aria-describedby={describedBy(id, error, true)}
          />
        </Field>
      ) : null}
    </div>
  );
}

/**
 * A labelled field with its hint and error. `labelOnly` renders the label as text with an id (for widgets
 * that take `aria-labelledby`) instead of a `<label htmlFor>`.
 */
function Field({
  id,
  label,
  error,
  hint,
  labelOnly = false,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  labelOnly?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div className="bk-quote-form__field" data-invalid={error === undefined ? undefined : true}>
      {labelOnly ? (
        <span id={`${id}-label`} className="bk-quote-form__label">
          {label}
        </span>
      ) : (
        <label htmlFor={id} className="bk-quote-form__label">
          {label}
        </label>
      )}
      {children}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="bk-quote-form__hint">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="bk-quote-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
