import { indianBondMarketCalendar, indianTradeDate } from '@bondkit/core/calendars';
import { useEffect, useId, useRef, useState } from 'react';
import type {
  ChangeEvent,
  ClipboardEvent,
  CSSProperties,
  FocusEvent,
  KeyboardEvent,
  MouseEvent,
} from 'react';
import type {
  BondTerms,
  HolidayCalendar,
  Pricer,
  PricingFixedField,
  PricingInputValue,
} from '@bondkit/core/pricing';
import { formatMarketDate, formatPrice, formatYield } from '../format/index';
import { ToggleGroup } from '../primitives/ToggleGroup/ToggleGroup';
import { useLatestRef } from '../provider/useLatestRef';
import { useWidgetRoot } from '../provider/useWidgetRoot';
import type { Appearance } from '../theme/appearance';
import { lazyLocalPricer, preloadLocalEngine } from './lazyLocalPricer';
import { defaultMarketDistanceLimitBp, marketDistanceMessage } from './marketDistance';
import type { PricingMarket, PricingMarketCheck } from './marketDistance';
import { usePricingInputOver } from './usePricingInput';
import type { LocalPricerFactory, PricingInputChangeReason } from './usePricingInput';

export interface PricingInputProps {
  /** The bond, for server pricing when its terms are not given. Default: none (typing validates, nothing is priced). */
  finstrumentId?: number | undefined;
  /**
   * The bond's terms: when given, the counterpart is computed in the page, in the same frame as the keystroke
   * (the pricing engine, about 6 kB gzip, loads when the input mounts with terms; a keystroke before it is
   * there is priced when it arrives). Default: none (the server prices `finstrumentId`).
   */
  bondTerms?: BondTerms | undefined;
  /** A pricer of your own; wins over `bondTerms` and the server. Default: none. */
  pricer?: Pricer | undefined;
  /**
   * Holidays for local settlement dates. Default: `indianBondMarketCalendar` from `@bondkit/core/calendars` (NSE and
   * RBI Mumbai holidays and weekends).
   */
  calendar?: HolidayCalendar | undefined;
  /** The trade date (`YYYY-MM-DD`) settlement counts from. Default: today in India. */
  tradeDate?: string | undefined;
  /** The value when controlled; typing reports through `onValueChange`. */
  value?: PricingInputValue | undefined;
  /** The starting value when uncontrolled. Default: empty, yield fixed. */
  defaultValue?: Partial<Pick<PricingInputValue, 'cleanPrice' | 'bondYield' | 'fixedField'>> | undefined;
  /** Called with every new value and why it changed. */
  onValueChange?:
    ((value: PricingInputValue, details: { reason: PricingInputChangeReason }) => void) | undefined;
  /** T+n business days when controlled. */
  settlementDelta?: number | undefined;
  /** The starting T+n when uncontrolled. Default 1. */
  defaultSettlementDelta?: number | undefined;
  /** Called when the user picks T+0 or T+1. */
  onSettlementDeltaChange?:
    ((settlementDelta: number, details: { reason: 'click' | 'keyboard' }) => void) | undefined;
  /** Units traded, for `considerationDetails`. Default: none. */
  quantity?: number | undefined;
  /** Typed values below it read as a yield, above it as a price. Default: the core's threshold. */
  threshold?: number | undefined;
  /** Switch yield/price by the typed value. Default true. */
  autoSwitch?: boolean | undefined;
  /** Disables the input (it is also disabled inside a disabled `<fieldset>`). Default false. */
  disabled?: boolean | undefined;
  /**
   * A message from outside (a form's 'Yield is required' on submit, a server's field error), shown and tied
   * to the input like the input's own messages, which win when both exist. Default: none.
   */
  errorMessage?: string | undefined;
  /**
   * Called when pricing on the server or looking up the bond's current price fails. The input stays silent
   * (spec section 8: no counterpart shows). Default: none.
   */
  onError?: ((error: unknown) => void) | undefined;
  /**
   * How far from the market yield, in basis points, a quote may be before the input asks the user to
   * confirm it, naming the distance ('6.95% is 52 bp above the market 6.43%'); a clean price outside the
   * exchange's price band asks too. `null` turns the check off. Default 25.
   */
  marketDistanceLimitBp?: number | null | undefined;
  /**
   * The market to check against. Default: the bond's current price and band, looked up through the
   * provider's client for `finstrumentId` (no check without either).
   */
  market?: PricingMarket | undefined;
  /**
   * Called when the check's outcome changes: `unconfirmed` while a far quote waits for its confirmation (a
   * form should not send it then), `confirmed` once the user confirmed this very text. Default: none.
   */
  onMarketCheckChange?: ((check: PricingMarketCheck) => void) | undefined;
  /** The group's visible label. Default 'Price / Yield'. */
  label?: string | undefined;
  /** The input's id (for an outside `<label htmlFor>`). Default: generated. */
  id?: string | undefined;
  /** The input's `name`, for forms read with FormData. Default: none. */
  name?: string | undefined;
  /** Theme over the provider's. */
  appearance?: Appearance | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

/** The spec's price step, also the arrow-key step of the input. */
const step = 0.0001;

const fixedFieldOptions = [
  { value: 'yield', label: 'Yield' },
  { value: 'price', label: 'Price' },
] as const;

const settlementOptions = [
  { value: '0', label: 'T+0' },
  { value: '1', label: 'T+1' },
] as const;

/**
 * Enter a quote by yield or by clean price; the other is computed (locally when the bond's terms are known,
 * by the server otherwise). A typed value below the threshold reads as a yield and above it as a price, and
 * the fixed field follows. Shows the settlement date for T+0 or T+1.
 */
export function PricingInput(props: PricingInputProps) {
  // The engine loads only for a bond whose terms are given (issue 35: an input priced by the server does not
  // download it), as soon as the input mounts, so it is there for the first keystroke.
  const local = props.bondTerms !== undefined && props.pricer === undefined;
  useEffect(() => {
    // A failed load is tried again by the first price request, which reports it.
    if (local) preloadLocalEngine().catch(() => {});
  }, [local]);
  return <PricingField {...props} localPricer={lazyLocalPricer} />;
}

/**
 * `PricingInput` with the local engine given: QuoteForm renders it with `lazyLocalPricer`, so the engine
 * loads only when the form is told a bond's terms.
 */
export function PricingField({
  localPricer,
  finstrumentId,
  bondTerms,
  pricer,
  calendar = indianBondMarketCalendar,
  tradeDate,
  value,
  defaultValue,
  onValueChange,
  settlementDelta: controlledDelta,
  defaultSettlementDelta = 1,
  onSettlementDeltaChange,
  quantity,
  threshold,
  autoSwitch,
  disabled = false,
  errorMessage,
  onError,
  marketDistanceLimitBp = defaultMarketDistanceLimitBp,
  market: givenMarket,
  onMarketCheckChange,
  label = 'Price / Yield',
  id,
  name,
  appearance,
  className,
  style,
}: PricingInputProps & { localPricer: LocalPricerFactory }) {
  const { context, rootProps } = useWidgetRoot('PricingInput', 'bk-pricing-input', {
    appearance,
    className,
    style,
  });
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const errorId = `${generatedId}-error`;
  const counterpartId = `${generatedId}-counterpart`;
  const labelId = `${generatedId}-label`;
  const [today] = useState(indianTradeDate);
  const [uncontrolledDelta, setUncontrolledDelta] = useState(defaultSettlementDelta);
  const settlementDelta = controlledDelta ?? uncontrolledDelta;

  const pricing = usePricingInputOver(
    {
      client: context.client,
      finstrumentId,
      bondTerms,
      pricer,
      calendar,
      tradeDate: tradeDate ?? today,
      threshold,
      autoSwitch,
      value,
      defaultValue,
      onValueChange,
      settlementDelta,
      quantity,
      disabled,
      onError,
      lookUpMarket: marketDistanceLimitBp !== null && givenMarket === undefined,
    },
    localPricer,
  );
  const { state } = pricing;
  const fixedField = state.value.fixedField;
  // Only the spec's field messages show; a failed server price is silently ignored (spec section 8).
  const error = state.status === 'invalid' ? state.error : (errorMessage ?? null);
  // A bond the server cannot price says why, instead of 'Price –'.
  const counterpart =
    pricing.unpricedReason !== null
      ? { label: null, text: pricing.unpricedReason }
      : fixedField === 'yield'
        ? { label: 'Price', text: formatPrice(pricing.value.cleanPrice) }
        : {
            label: 'Yield',
            text: `${formatYield(pricing.value.bondYield)}${pricing.value.bondYield === null ? '' : '%'}`,
          };

  // Whether the keystroke about to change the text replaces all of it (read before the change happens).
  const replacingAll = useRef(false);
  // Focus by a click selects the prefilled text, and the click's mouseup would put a caret back: skip it once.
  const keepSelectionOnMouseUp = useRef(false);
  const noteSelection = (input: HTMLInputElement) => {
    replacingAll.current =
      input.value === '' || (input.selectionStart === 0 && input.selectionEnd === input.value.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    noteSelection(event.currentTarget);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const current = Number(state.text.trim() === '' ? '0' : state.text);
    if (!Number.isFinite(current)) return;
    event.preventDefault();
    const next = current + (event.key === 'ArrowUp' ? step : -step);
    pricing.type(Math.max(0, next).toFixed(4));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const replacedAll = replacingAll.current || state.text === '';
    replacingAll.current = false;
    pricing.type(event.target.value, { replacedAll });
  };
  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    pricing.claim();
    // A value the user did not type is selected, so that typing replaces it instead of joining it.
    if (pricing.isMachineText()) {
      event.currentTarget.select();
      keepSelectionOnMouseUp.current = true;
    }
  };
  const onMouseUp = (event: MouseEvent<HTMLInputElement>) => {
    if (!keepSelectionOnMouseUp.current) return;
    keepSelectionOnMouseUp.current = false;
    const input = event.currentTarget;
    if (input.selectionStart === input.selectionEnd) event.preventDefault();
  };

  // Far from the market: the quote asks for a confirmation of this very text.
  const market = givenMarket ?? pricing.market;
  // Checked on the typed number itself (no wait for the server's counterpart): a quick submit cannot slip
  // past the check while the price is being computed.
  const typedNumber = state.text.trim() === '' ? Number.NaN : Number(state.text);
  const distance =
    marketDistanceLimitBp === null || state.status === 'invalid' || !Number.isFinite(typedNumber)
      ? null
      : marketDistanceMessage(
          fixedField === 'yield'
            ? { bondYield: typedNumber, cleanPrice: pricing.value.cleanPrice }
            : { bondYield: pricing.value.bondYield, cleanPrice: typedNumber },
          market,
          marketDistanceLimitBp,
        );
  const [confirmedText, setConfirmedText] = useState<string | null>(null);
  const marketCheck: PricingMarketCheck =
    distance === null
      ? { status: 'near', message: null }
      : { status: confirmedText === state.text ? 'confirmed' : 'unconfirmed', message: distance };
  const confirmId = `${generatedId}-confirm`;
  const reportedCheck = useRef<string>('near:');
  const onMarketCheck = useLatestRef(onMarketCheckChange);
  useEffect(() => {
    const key = `${marketCheck.status}:${marketCheck.message ?? ''}`;
    if (key === reportedCheck.current) return;
    reportedCheck.current = key;
    onMarketCheck.current?.(marketCheck);
  });

  return (
    <div {...rootProps} role="group" aria-labelledby={labelId} data-status={state.status}>
      <div className="bk-pricing-input__header">
        <label id={labelId} htmlFor={inputId} className="bk-pricing-input__label">
          {label}
          <span className="bk-visually-hidden">
            , {fixedField === 'yield' ? 'yield in percent' : 'clean price'}
          </span>
        </label>
        <ToggleGroup<PricingFixedField>
          label="Fixed field"
          options={fixedFieldOptions}
          value={fixedField}
          disabled={disabled}
          onValueChange={(field) => pricing.setFixedField(field)}
          className="bk-pricing-input__fixed-field"
        />
      </div>
      <div className="bk-pricing-input__row">
        <input
          id={inputId}
          name={name}
          className="bk-pricing-input__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={fixedField === 'yield' ? 'Yield %' : 'Clean price'}
          aria-invalid={error !== null}
          aria-describedby={[
            error === null ? null : errorId,
            counterpartId,
            marketCheck.status === 'near' ? null : confirmId,
          ]
            .filter((part) => part !== null)
            .join(' ')}
          data-step={step}
          value={state.text}
          disabled={disabled}
          onChange={onChange}
          onFocus={onFocus}
          onMouseUp={onMouseUp}
          onKeyDown={onKeyDown}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => noteSelection(event.currentTarget)}
        />
        <output
          id={counterpartId}
          className="bk-pricing-input__counterpart"
          htmlFor={inputId}
          aria-live="polite"
        >
          {counterpart.label === null ? (
            <span className="bk-pricing-input__unpriced">{counterpart.text}</span>
          ) : (
            <>
              <span className="bk-pricing-input__counterpart-label">{counterpart.label}</span>{' '}
              <span
                className="bk-pricing-input__counterpart-value"
                data-pending={state.status === 'pricing' || undefined}
              >
                {counterpart.text}
              </span>
            </>
          )}
        </output>
      </div>
      <div className="bk-pricing-input__settlement">
        <ToggleGroup
          label="Settlement"
          options={settlementOptions}
          value={settlementDelta === 0 ? '0' : '1'}
          disabled={disabled}
          onValueChange={(next, details) => {
            const delta = Number(next);
            if (controlledDelta === undefined) setUncontrolledDelta(delta);
            onSettlementDeltaChange?.(delta, details);
          }}
        />
        {pricing.value.settlementDate === null ? null : (
          <span className="bk-pricing-input__settlement-date">
            Settles {formatMarketDate(pricing.value.settlementDate)}
          </span>
        )}
      </div>
      {marketCheck.status === 'near' ? null : (
        <div
          id={confirmId}
          className="bk-pricing-input__market-check"
          data-confirmed={marketCheck.status === 'confirmed' || undefined}
        >
          <p className="bk-pricing-input__market-check-text" role="status">
            {marketCheck.message}
            {marketCheck.status === 'confirmed' ? '. Confirmed.' : '. Confirm this price before sending it.'}
          </p>
          {marketCheck.status === 'confirmed' ? null : (
            <button
              type="button"
              className="bk-pricing-input__market-check-confirm"
              disabled={disabled}
              onClick={() => setConfirmedText(state.text)}
            >
              Confirm {state.text.trim()}
            </button>
          )}
        </div>
      )}
      {error === null ? null : (
        <p id={errorId} className="bk-pricing-input__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
