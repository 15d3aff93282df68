import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect';
import { CannotBePricedError, createServerPricer } from '@bondkit/core';
import type { BondClient } from '@bondkit/core';
import { indianTradeDate } from '@bondkit/core/calendars';
import {
  createLocalPricer,
  createPricingInputController,
  yieldFractionToPercent,
} from '@bondkit/core/pricing';
import type {
  BondTerms,
  HolidayCalendar,
  Pricer,
  PricingFixedField,
  PricingInputController,
  PricingInputState,
  PricingInputValue,
} from '@bondkit/core/pricing';
import { useLatestRef } from '../provider/useLatestRef';
import type { PricingMarket } from './marketDistance';
import { fixedDisplayText, fixedText, samePricingValue } from './pricingValue';

/** Why the value changed. */
export type PricingInputChangeReason =
  /** The user typed. */
  | 'input'
  /** The user switched between yield and price. */
  | 'fixed-field'
  /** The settlement delta changed (T+0 / T+1). */
  | 'settlement-delta'
  /** A server price arrived for what was typed earlier. */
  | 'pricing'
  /** The owner's `value`, `quantity` or bond changed and the input repriced. */
  | 'controlled'
  /** The bond's current price filled the empty, uncontrolled input (`getFinstrumentPriceInfo`). */
  | 'prefill';

/** What `usePricingInput` takes. Every option is optional: with none, typing validates and nothing is priced. */
export interface UsePricingInputOptions {
  /** The client that prices on the server (with `finstrumentId`). Default null: no server pricing. */
  client?: BondClient | null | undefined;
  /** The bond, priced by the server when neither `bondTerms` nor `pricer` is given. Default: none. */
  finstrumentId?: number | undefined;
  /** The bond's terms: prices in the page, in the keystroke's frame. Default: none. */
  bondTerms?: BondTerms | undefined;
  /** A pricer of your own; wins over `bondTerms` and the server. Default: none. */
  pricer?: Pricer | undefined;
  /** Non-business days for T+n. Default: the core's (weekends only). */
  calendar?: HolidayCalendar | undefined;
  /** The trade date (`YYYY-MM-DD`) settlement counts from. Default: today in India (`indianTradeDate()`). */
  tradeDate?: string | undefined;
  /** Typed values below it read as a yield, above it as a price. Default: the core's threshold. */
  threshold?: number | undefined;
  /** Switch yield/price by the typed value. Default true. */
  autoSwitch?: boolean | undefined;
  /** The value when controlled; typing reports through `onValueChange`. Default: uncontrolled. */
  value?: PricingInputValue | undefined;
  /** The starting value when uncontrolled. Default: empty, yield fixed. */
  defaultValue?: Partial<Pick<PricingInputValue, 'cleanPrice' | 'bondYield' | 'fixedField'>> | undefined;
  /** Called with every new value and why it changed. Held in a latest-value ref. Default: none. */
  onValueChange?:
    ((value: PricingInputValue, details: { reason: PricingInputChangeReason }) => void) | undefined;
  /** T+n business days. Default 1. */
  settlementDelta?: number | undefined;
  /** Units traded, for `considerationDetails`. Default: none. */
  quantity?: number | undefined;
  /** Ignores typing while true. Default false. */
  disabled?: boolean | undefined;
  /**
   * Called when pricing on the server or looking up the bond's current price fails (not for a request a newer
   * keystroke superseded). The input stays silent, as the spec says, and shows no counterpart. Default: none.
   */
  onError?: ((error: unknown) => void) | undefined;
  /**
   * Look up the bond's market price and band (returned as `market`) even when it does not fill the input,
   * to check a typed quote against it. Default true; the lookup needs `client` and `finstrumentId`.
   */
  lookUpMarket?: boolean | undefined;
}

/**
 * Makes the pricer for a bond's terms: the engine in place (`createLocalPricer`), or one that loads the
 * engine on first use (`lazyLocalPricer`, for widgets that price on the server unless told the terms).
 */
export type LocalPricerFactory = (bond: BondTerms, calendar: HolidayCalendar | undefined) => Pricer;

/** With no bond yet there is nothing to price against: typing still validates, no counterpart shows. */
const unpricedPricer: Pricer = {
  price() {
    throw new CannotBePricedError();
  },
};

function isPromise<Value>(value: Value | Promise<Value>): value is Promise<Value> {
  return typeof (value as { then?: unknown }).then === 'function';
}

/** `pricer`, telling `report` about each failure that no newer request superseded. */
function reportingFailures(pricer: Pricer, report: (error: unknown) => void): Pricer {
  return {
    price(request, context) {
      const answer = pricer.price(request, context);
      if (!isPromise(answer)) return answer;
      return answer.catch((error: unknown) => {
        if (!context.signal.aborted) report(error);
        throw error;
      });
    },
  };
}

/** Who wrote the input's text; see `usePricingInputOver`. */
type TextOrigin = 'empty' | 'user' | 'machine' | 'edited';

/** How the user's text replaced what was there. */
export interface PricingTypeDetails {
  /**
   * The user's keystroke replaced the whole text (the field was empty, or all of it was selected): the
   * entry is the user's own and may switch yield and price. Default false: an edit of a prefilled or
   * controlled value keeps its fixed field.
   */
  replacedAll?: boolean | undefined;
}

/** Runs `action` with `why` as the reason of the changes it makes (listeners run synchronously inside it). */
function runFor(
  reason: { current: PricingInputChangeReason | null },
  why: PricingInputChangeReason,
  action: () => void,
): void {
  reason.current = why;
  try {
    action();
  } finally {
    reason.current = null;
  }
}

/** The text the first machine starts from: the fixed field's number of `value`, else of `defaultValue`. */
function initialText(start: Pick<UsePricingInputOptions, 'value' | 'defaultValue'>): string {
  if (start.value !== undefined) return fixedDisplayText(start.value);
  if (start.defaultValue === undefined) return '';
  return fixedDisplayText({ fixedField: 'yield', cleanPrice: null, bondYield: null, ...start.defaultValue });
}

/**
 * The headless pricing input: the core's framework-free state machine (`createPricingInput`) read through
 * `useSyncExternalStore`. Local pricing answers inside `type()`, so the counterpart is in the same render
 * as the keystroke; server pricing answers later, superseded requests aborted by the machine.
 */
export function usePricingInput(options: UsePricingInputOptions = {}) {
  return usePricingInputOver(options, createLocalPricer);
}

/**
 * `usePricingInput` with the local engine given (a module-level constant: a new one makes a new machine).
 * QuoteForm passes one that loads the engine on first use, as it prices on the server unless told the terms.
 */
export function usePricingInputOver(options: UsePricingInputOptions, createLocal: LocalPricerFactory) {
  const { client = null, finstrumentId, bondTerms, pricer, calendar, threshold, autoSwitch } = options;
  const lookUpMarket = options.lookUpMarket ?? true;
  const [today] = useState(indianTradeDate);
  const tradeDate = options.tradeDate ?? today;
  const onError = useLatestRef(options.onError);
  const previous = useRef<PricingInputState | null>(null);
  // Set once the user focuses the input: the bond's current price no longer fills it from then on.
  const claimed = useRef(false);
  // Who wrote the text on screen: nobody (empty), the user, the machine (a prefill, a starting or controlled
  // value), or the user editing the machine's text. Only the user's own entry may switch yield and price:
  // '6' typed before a prefilled '6.3557' reads '66.3557', a valid price, and must not flip the field.
  const origin = useRef<TextOrigin>('empty');
  // The market looked up for one machine (one bond): another bond's market never shows against this one.
  const [marketLookup, setMarketLookup] = useState<{
    controller: PricingInputController;
    market: PricingMarket;
  } | null>(null);
  // Why the server cannot price a bond (`pricing_unavailable_reason`), from its price lookup or a failed
  // server price, kept with the bond it is about.
  const [unpriced, setUnpriced] = useState<{ finstrumentId: number; message: string } | null>(null);
  const reason = useRef<PricingInputChangeReason | null>(null);
  const onValueChange = useLatestRef(options.onValueChange);
  const initial = useLatestRef({
    value: options.value,
    defaultValue: options.defaultValue,
    settlementDelta: options.settlementDelta ?? 1,
    quantity: options.quantity,
    disabled: options.disabled ?? false,
  });

  const controller = useMemo<PricingInputController>(() => {
    const start = initial.current;
    const carried = previous.current;
    const resolvedPricer =
      pricer ??
      (bondTerms !== undefined
        ? createLocal(bondTerms, calendar)
        : client !== null && finstrumentId !== undefined
          ? reportingFailures(createServerPricer(client, finstrumentId), (error) => {
              if (CannotBePricedError.isInstance(error) && error.reason !== null)
                setUnpriced({ finstrumentId, message: error.reason.message });
              onError.current?.(error);
            })
          : unpricedPricer);
    return createPricingInputController({
      pricer: resolvedPricer,
      tradeDate,
      threshold,
      autoSwitch,
      fixedField:
        carried?.value.fixedField ?? start.value?.fixedField ?? start.defaultValue?.fixedField ?? 'yield',
      settlementDelta: start.settlementDelta,
      quantity: start.quantity,
      disabled: start.disabled,
    });
  }, [
    client,
    finstrumentId,
    bondTerms,
    pricer,
    calendar,
    tradeDate,
    threshold,
    autoSwitch,
    initial,
    onError,
    createLocal,
  ]);

  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const value = state.value;

  // Report every new value; the reason is the action running now, or a late server answer.
  useIsomorphicLayoutEffect(() => {
    let last = controller.getSnapshot().value;
    const unsubscribe = controller.subscribe(() => {
      const next = controller.getSnapshot().value;
      if (samePricingValue(next, last)) return;
      last = next;
      onValueChange.current?.(next, { reason: reason.current ?? 'pricing' });
    });
    // A new machine (another bond) takes over what was typed and prices it against the new bond; the first
    // one starts from `value` or `defaultValue`.
    const startText = previous.current?.text ?? initialText(initial.current);
    if (startText !== '') {
      runFor(reason, 'controlled', () => controller.type(startText, { autoSwitch: false }));
      if (previous.current === null) origin.current = 'machine';
    }
    return () => {
      unsubscribe();
      previous.current = controller.getSnapshot();
      controller.dispose();
    };
  }, [controller, initial, onValueChange]);

  // The bond's current price: the market a typed quote is checked against, and, for an uncontrolled input
  // with no starting value, what fills it until the user types.
  useEffect(() => {
    if (client === null || finstrumentId === undefined) return;
    const start = initial.current;
    const mayPrefill = start.value === undefined && start.defaultValue === undefined;
    if (!mayPrefill && !lookUpMarket) return;
    const abort = new AbortController();
    client.market.getFinstrumentPriceInfo(finstrumentId, abort.signal).then(
      (info) => {
        if (abort.signal.aborted) return;
        if (!info.can_be_priced) {
          const why = info.pricing_unavailable_reason;
          if (why) setUnpriced({ finstrumentId, message: why.message });
          return;
        }
        const { unit_clean_price: cleanPrice, bond_yield: yieldFraction } = info.price;
        const marketYield = yieldFraction === null ? null : yieldFractionToPercent(yieldFraction);
        setMarketLookup({
          controller,
          market: { bondYield: marketYield, cleanPrice, priceBand: info.price_band ?? null },
        });
        // The user may have typed, or be about to type, while the lookup ran: what they type wins. Focus
        // counts too: a value appearing under the caret between focus and the first keystroke was joined to
        // what was typed next ('5.7796' + '7.2875').
        if (!mayPrefill || claimed.current || controller.getSnapshot().text !== '') return;
        const number = controller.getSnapshot().value.fixedField === 'price' ? cleanPrice : marketYield;
        if (number === null) return;
        runFor(reason, 'prefill', () => controller.type(number.toFixed(4), { autoSwitch: false }));
        origin.current = 'machine';
      },
      (error: unknown) => {
        // Spec section 8: a failed price lookup is silently ignored; the input stays empty. The owner hears it.
        if (!abort.signal.aborted) onError.current?.(error);
      },
    );
    return () => abort.abort();
  }, [controller, client, finstrumentId, initial, onError, lookUpMarket]);

  const { settlementDelta = 1, quantity, disabled = false } = options;
  useIsomorphicLayoutEffect(() => {
    if (controller.getSnapshot().settlementDelta === settlementDelta) return;
    runFor(reason, 'settlement-delta', () => controller.setSettlementDelta(settlementDelta));
  }, [controller, settlementDelta]);
  useIsomorphicLayoutEffect(() => {
    if (controller.getSnapshot().quantity === quantity) return;
    runFor(reason, 'controlled', () => controller.setQuantity(quantity));
  }, [controller, quantity]);
  useIsomorphicLayoutEffect(() => {
    if (controller.getSnapshot().disabled !== disabled) controller.setDisabled(disabled);
  }, [controller, disabled]);

  // A controlled value the owner changed (not the one this input just reported) is typed into the machine.
  const controlledValue = options.value;
  useIsomorphicLayoutEffect(() => {
    if (controlledValue === undefined) return;
    const current = controller.getSnapshot().value;
    if (samePricingValue(controlledValue, current)) return;
    const fixedChanged = controlledValue.fixedField !== current.fixedField;
    const numberChanged = fixedText(controlledValue) !== fixedText(current);
    if (!fixedChanged && !numberChanged) return;
    runFor(reason, 'controlled', () => {
      if (fixedChanged) controller.setFixedField(controlledValue.fixedField);
      // The owner chose the fixed field: its number never flips it.
      controller.type(fixedText(controlledValue), { autoSwitch: false });
    });
    origin.current = fixedText(controlledValue) === '' ? 'empty' : 'machine';
  }, [controller, controlledValue]);

  const market = marketLookup?.controller === controller ? marketLookup.market : null;
  // Only for the server's pricing of this bond: given terms or a pricer of the owner's price it locally.
  const serverPriced = pricer === undefined && bondTerms === undefined;
  return {
    /** Why the server cannot price this bond, in its words (null when it can, or has not said). */
    unpricedReason:
      serverPriced && unpriced !== null && unpriced.finstrumentId === finstrumentId ? unpriced.message : null,
    state,
    value,
    /**
     * The user typed `text`. Say whether it replaced the whole text (`replacedAll`): an edit of a prefilled
     * or controlled value keeps its fixed field, so '6' typed before '6.3557' does not become a price.
     */
    type: (text: string, details: PricingTypeDetails = {}) => {
      const ownEntry =
        origin.current === 'empty' || origin.current === 'user' || details.replacedAll === true;
      runFor(reason, 'input', () => controller.type(text, ownEntry ? undefined : { autoSwitch: false }));
      origin.current = text.trim() === '' ? 'empty' : ownEntry ? 'user' : 'edited';
    },
    /** The bond's market price and band, once looked up (null before, or without a client and bond). */
    market,
    /**
     * Whether the text on screen was not typed by the user (a prefill, a starting or controlled value): the
     * view selects it on focus, so that typing replaces it instead of joining it.
     */
    isMachineText: (): boolean => origin.current === 'machine',
    /**
     * The user focused the input (call it from the input's `onFocus`): from then on the bond's current price
     * does not fill an empty input, so a value cannot appear under the caret as the user starts typing.
     */
    claim: (): void => {
      claimed.current = true;
    },
    /** The user chose the fixed field. */
    setFixedField: (field: PricingFixedField) =>
      runFor(reason, 'fixed-field', () => controller.setFixedField(field)),
  };
}
