import { roundCleanPrice, roundYieldPercent, yieldPercentToFraction } from '../rounding';
import type {
  FixedField,
  Pricer,
  PricingInputOptions,
  PricingInputState,
  PricingInputValue,
  PricingQuote,
  PricingRequest,
} from './pricingInputTypes';
import { validatePricingText } from './pricingInputValidation';

/** How one `type()` reads its text. */
export interface PricingTypeOptions {
  /** Switch yield/price by this text's value. Default: the controller's `autoSwitch` (true unless set). */
  autoSwitch?: boolean | undefined;
}

/** A framework-free pricing input: React reads it with `useSyncExternalStore(subscribe, getSnapshot)`. */
export interface PricingInputController {
  /** The current state; a new object after every change, the same object otherwise. */
  getSnapshot(): PricingInputState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * The user typed `text` into the field. With `{ autoSwitch: false }` the fixed field stays as it is for
   * this text (an edit of a value the user did not type, such as a prefilled market yield, must not flip
   * to price because the joined text reads as one). Default: the controller's `autoSwitch`.
   */
  type(text: string, options?: PricingTypeOptions): void;
  /** Fixes the other field: the computed counterpart becomes the typed value. */
  setFixedField(field: FixedField): void;
  /** A new T+n: reprices the current value. */
  setSettlementDelta(settlementDelta: number): void;
  /** A new quantity: reprices for the consideration. */
  setQuantity(quantity: number | undefined): void;
  setDisabled(disabled: boolean): void;
  /** Aborts any request in flight and drops listeners. */
  dispose(): void;
}

/** The threshold between a typed yield and a typed price; see `PricingInputOptions.threshold`. */
export const defaultYieldPriceThreshold = 50;

function isPromise(value: unknown): value is Promise<PricingQuote> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * What `createPricingInputController` takes: `createPricingInput`'s options with the pricer given, so the
 * local engine is not part of the caller's bundle unless the caller imports it.
 */
export type PricingInputControllerOptions = Omit<PricingInputOptions, 'pricer' | 'bond' | 'calendar'> & {
  /** How prices are computed: `createLocalPricer(bond)`, `createServerPricer(client, id)` or your own. */
  pricer: Pricer;
};

/**
 * The pricing input's state machine over a pricer you give. `createPricingInput` is this with the local
 * engine wired in for `bond`; call this one when prices come from elsewhere (the server, a pricer loaded on
 * first use) and the engine (about 6.6 kB gzip) should stay out of the bundle.
 */
export function createPricingInputController(options: PricingInputControllerOptions): PricingInputController {
  const pricer = options.pricer;
  const threshold = options.threshold ?? defaultYieldPriceThreshold;
  const autoSwitch = options.autoSwitch ?? true;
  const listeners = new Set<() => void>();
  let inFlight: AbortController | null = null;
  let requestNumber = 0;
  let state: PricingInputState = {
    text: '',
    value: {
      cleanPrice: null,
      bondYield: null,
      fixedField: options.fixedField ?? 'yield',
      settlementDate: null,
      canBePriced: true,
      allowPriceModification: true,
      considerationDetails: null,
    },
    status: 'idle',
    error: null,
    disabled: options.disabled ?? false,
    settlementDelta: options.settlementDelta ?? 1,
    quantity: options.quantity,
  };

  function update(next: Partial<PricingInputState>): void {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  }

  function abortInFlight(): void {
    inFlight?.abort();
    inFlight = null;
  }

  function apply(number: number, quote: PricingQuote): void {
    if (number !== requestNumber) return;
    inFlight = null;
    const fixedField = state.value.fixedField;
    const typed = validatePricingText(state.text, fixedField);
    update({
      status: 'priced',
      error: null,
      value: {
        // The typed field keeps what the user typed; the counterpart comes from the pricer.
        cleanPrice: fixedField === 'price' && typed.ok ? typed.value : roundCleanPrice(quote.cleanPrice),
        bondYield: fixedField === 'yield' && typed.ok ? typed.value : roundYieldPercent(quote.bondYield),
        fixedField,
        settlementDate: quote.settlementDate,
        canBePriced: quote.canBePriced,
        allowPriceModification: quote.allowPriceModification,
        considerationDetails: quote.considerationDetails,
      },
    });
  }

  function fail(number: number, error: unknown): void {
    if (number !== requestNumber) return;
    inFlight = null;
    const message =
      error instanceof Error && error.message ? error.message : 'This bond could not be priced.';
    update({ status: 'error', error: message, value: { ...state.value, canBePriced: false } });
  }

  /**
   * The value until a price arrives: the number the user typed in the fixed field (null when it is not a
   * valid value) and no counterpart, so a form never reads, or submits, a counterpart or consideration
   * priced for an earlier value.
   */
  function unpricedValue(typedNumber: number | null): PricingInputValue {
    const fixedField = state.value.fixedField;
    return {
      ...state.value,
      cleanPrice: fixedField === 'price' ? typedNumber : null,
      bondYield: fixedField === 'yield' ? typedNumber : null,
      considerationDetails: null,
    };
  }

  function reprice(): void {
    const fixedField = state.value.fixedField;
    const typed = validatePricingText(state.text, fixedField);
    abortInFlight();
    requestNumber += 1;
    if (!typed.ok) {
      update({ status: 'invalid', error: typed.message, value: unpricedValue(null) });
      return;
    }
    // Not announced yet: a synchronous pricer's answer replaces it in the same change.
    state = { ...state, value: unpricedValue(typed.value) };
    const request: PricingRequest = {
      fixedField,
      tradeDate: options.tradeDate,
      settlementDelta: state.settlementDelta,
      ...(fixedField === 'yield'
        ? { yieldFraction: yieldPercentToFraction(typed.value) }
        : { cleanPrice: roundCleanPrice(typed.value) }),
      ...(state.quantity === undefined ? {} : { quantity: state.quantity }),
    };
    const number = requestNumber;
    const controller = new AbortController();
    inFlight = controller;
    let answer: PricingQuote | Promise<PricingQuote>;
    try {
      answer = pricer.price(request, { signal: controller.signal });
    } catch (error) {
      fail(number, error);
      return;
    }
    if (isPromise(answer)) {
      update({ status: 'pricing', error: null });
      answer.then(
        (quote) => apply(number, quote),
        (error: unknown) => fail(number, error),
      );
    } else {
      apply(number, answer);
    }
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    type(text, typeOptions) {
      if (state.disabled) return;
      let fixedField = state.value.fixedField;
      const trimmed = text.trim();
      const typedNumber = Number(trimmed);
      if (
        (typeOptions?.autoSwitch ?? autoSwitch) &&
        trimmed !== '' &&
        Number.isFinite(typedNumber) &&
        typedNumber >= 0
      ) {
        fixedField = typedNumber < threshold ? 'yield' : 'price';
      }
      state = { ...state, text, value: { ...state.value, fixedField } };
      reprice();
    },
    setFixedField(field) {
      if (state.disabled || field === state.value.fixedField) return;
      const counterpart = field === 'price' ? state.value.cleanPrice : state.value.bondYield;
      state = {
        ...state,
        text: counterpart === null ? state.text : String(counterpart),
        value: { ...state.value, fixedField: field },
      };
      reprice();
    },
    setSettlementDelta(settlementDelta) {
      if (settlementDelta === state.settlementDelta) return;
      // The old settlement date belongs to the old delta.
      state = { ...state, settlementDelta, value: { ...state.value, settlementDate: null } };
      if (state.text.trim() === '') update({});
      else reprice();
    },
    setQuantity(quantity) {
      state = { ...state, quantity };
      if (state.text.trim() === '') update({});
      else reprice();
    },
    setDisabled(disabled) {
      if (disabled) abortInFlight();
      update({ disabled });
    },
    dispose() {
      abortInFlight();
      requestNumber += 1;
      listeners.clear();
    },
  };
}
