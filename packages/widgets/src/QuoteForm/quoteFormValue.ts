import type { Bond, Counterparty } from '@bondkit/core';
import type { PricingInputValue } from '@bondkit/core/pricing';
import type { ClearingCorporation, QuoteFirmness, QuoteType } from '@bondkit/core/validation';
import { formatQuantum } from '../format/index';
import type { RfqMode } from './checkQuoteForm';
import type { QuoteValidity } from './quoteValidity';

/** How the settlement is given: T+n business days, or a date. */
export type QuoteFormSettleBy = 'delta' | 'date';

/**
 * Everything the quote form holds, as the user entered it: the `value` of `<QuoteForm>` and `useQuoteForm`.
 * Start one with `initialQuoteFormValue()`. (`checkQuoteForm` takes `QuoteFormValues`, derived from it: the
 * chosen settlement only, and whether the run needs a counterparty.)
 */
export interface QuoteFormValue {
  /** The chosen bond, or null. */
  bond: Bond | null;
  /** 'BID' or 'ASK'. */
  side: QuoteType;
  /**
   * 'FIRM': a hit or lift on the quote trades at once, up to its size. 'INDICATIVE': a hit or lift is a request
   * the firm confirms.
   */
  firmness: QuoteFirmness;
  /**
   * The pricing input's value (the fixed field, its number and the computed counterpart), or null before the
   * user typed and no starting yield or price was given.
   */
  pricing: PricingInputValue | null;
  /**
   * A dealer's own clean price as typed, overriding the price computed from the fixed yield; null: no override.
   * Sent only while the override is offered (`QuoteFormState.priceOverrideOffered`).
   */
  priceOverride: string | null;
  /** Whether `settlementDelta` or `settlementDate` is sent. */
  settleBy: QuoteFormSettleBy;
  /** T+n business days, sent when `settleBy` is 'delta'. */
  settlementDelta: number;
  /** `YYYY-MM-DD` as the date input gives it ('' when empty), sent when `settleBy` is 'date'. */
  settlementDate: string;
  /** The quantum as typed: rupees, lakh or crore ('2.5 Cr', '50 L', '1,00,000'). */
  quantumText: string;
  /** The counterparty, or null (required for a private run and a one-to-one RFQ). */
  counterparty: Counterparty | null;
  /** How long the quote stands. */
  validity: QuoteValidity;
  /** Whether the quote also goes to the exchange's RFQ system. */
  sendToRfq: boolean;
  /** The RFQ's clearing corporation, sent with `sendToRfq`. */
  clearingCorporation: ClearingCorporation;
  /** The RFQ's mode, sent with `sendToRfq`: 'OTM' (one to many) or 'OTO' (one to one, needs a counterparty). */
  rfqMode: RfqMode;
}

/**
 * Why the value changed, the second argument of `onValueChange`. Every reason but 'pricing-update' is the
 * user's (or a headless caller's `setField`) change of the field it names.
 */
export type QuoteFormChangeReason =
  /** A bond was chosen or cleared. */
  | 'bond'
  /** Bid or ask was chosen. */
  | 'side'
  /** Firm or indicative was chosen. */
  | 'firmness'
  /** The user typed a yield or price, or switched between them. */
  | 'pricing'
  /**
   * The pricing input's value changed without the user typing: the computed counterpart arrived, the bond's
   * current price filled the empty input, a starting or controlled value was applied, T+n repriced it.
   */
  | 'pricing-update'
  /** The dealer's price override was turned on or off, or typed. */
  | 'price-override'
  /** T+n or a date was chosen, or the delta or the date changed. */
  | 'settlement'
  /** The quantum was typed. */
  | 'quantum'
  /** A counterparty was chosen or cleared. */
  | 'counterparty'
  /** The validity was chosen. */
  | 'validity'
  /** Send to RFQ, the clearing corporation or the RFQ mode changed. */
  | 'rfq';

/** The reason each field's change is reported with (`setField`). */
export const quoteFormChangeReasonByField: Readonly<Record<keyof QuoteFormValue, QuoteFormChangeReason>> = {
  bond: 'bond',
  side: 'side',
  firmness: 'firmness',
  pricing: 'pricing',
  priceOverride: 'price-override',
  settleBy: 'settlement',
  settlementDelta: 'settlement',
  settlementDate: 'settlement',
  quantumText: 'quantum',
  counterparty: 'counterparty',
  validity: 'validity',
  sendToRfq: 'rfq',
  clearingCorporation: 'rfq',
  rfqMode: 'rfq',
};

/** Starting values in numbers, for example from a quote sheet row (see `quoteFormDefaultsFromRow`). */
export interface QuoteFormDefaults {
  /** Default: none. */
  bond?: Bond | null | undefined;
  /** Default 'BID' (spec section 9). */
  side?: QuoteType | undefined;
  /** Default 'FIRM'. */
  firmness?: QuoteFirmness | undefined;
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

/** A pricing value fixing `number` that nothing has priced yet (the pricing input prices it when shown). */
function unpricedValue(fixedField: 'yield' | 'price', number: number): PricingInputValue {
  return {
    fixedField,
    bondYield: fixedField === 'yield' ? number : null,
    cleanPrice: fixedField === 'price' ? number : null,
    settlementDate: null,
    canBePriced: false,
    allowPriceModification: false,
    considerationDetails: null,
  };
}

/**
 * A whole form value: `defaults` (numbers, as `quoteFormDefaultsFromRow` gives them) over the form's own
 * starting values (empty, BID, T+1, valid till end of day, no RFQ, NSCCL, one to many), with `value`'s fields
 * winning over both. The starting value of an uncontrolled form and of a controlled one's owner.
 */
export function initialQuoteFormValue(
  defaults: QuoteFormDefaults = {},
  value: Partial<QuoteFormValue> = {},
): QuoteFormValue {
  const pricing =
    defaults.bondYield !== undefined
      ? unpricedValue('yield', defaults.bondYield)
      : defaults.cleanPrice !== undefined
        ? unpricedValue('price', defaults.cleanPrice)
        : null;
  return {
    bond: defaults.bond ?? null,
    side: defaults.side ?? 'BID',
    firmness: defaults.firmness ?? 'FIRM',
    pricing,
    priceOverride: null,
    settleBy: 'delta',
    settlementDelta: defaults.settlementDelta ?? 1,
    settlementDate: '',
    quantumText: defaults.quantum === undefined ? '' : formatQuantum(defaults.quantum),
    counterparty: defaults.counterparty ?? null,
    validity: defaults.validity ?? 'END_OF_DAY',
    sendToRfq: false,
    clearingCorporation: 'NSCCL',
    rfqMode: 'OTM',
    ...withoutUndefined(value),
  };
}

/** `value` without its undefined fields: an absent field and one set to undefined both keep the default. */
function withoutUndefined(value: Partial<QuoteFormValue>): Partial<QuoteFormValue> {
  return Object.fromEntries(Object.entries(value).filter(([, fieldValue]) => fieldValue !== undefined));
}
