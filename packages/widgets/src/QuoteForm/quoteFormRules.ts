import type { QuoteFormValues } from './checkQuoteForm';
import type { QuoteFormValue } from './quoteFormValue';

/** Where the quote goes: what decides which fields the form asks for. */
export interface QuoteFormRun {
  /** 'public' (the market) or 'private' (named counterparties). */
  run: 'public' | 'private';
  /** Whether the quote is shared in a chat (whose member firms are its counterparties). */
  sharedInChat: boolean;
}

/**
 * Whether the quote must name a counterparty: a private run does, and so does a one-to-one RFQ (the exchange
 * sends it to that one participant). A quote shared in a chat never does: the chat's firms are its parties.
 */
export function isCounterpartyRequired(
  value: Pick<QuoteFormValue, 'sendToRfq' | 'rfqMode'>,
  { run, sharedInChat }: QuoteFormRun,
): boolean {
  if (sharedInChat) return false;
  return run === 'private' || (value.sendToRfq && value.rfqMode === 'OTO');
}

/**
 * Whether the dealer's price override is offered: only with the yield fixed, a computed price to start from,
 * and the pricing answer allowing price modification (the server's `allow_price_modification`: the dealer
 * role at a firm that allows it), and only when the embedder allows it at all.
 */
export function isPriceOverrideOffered(
  pricing: QuoteFormValue['pricing'],
  allowPriceOverride: boolean,
): pricing is NonNullable<QuoteFormValue['pricing']> & { cleanPrice: number } {
  return (
    allowPriceOverride &&
    pricing !== null &&
    pricing.fixedField === 'yield' &&
    pricing.allowPriceModification &&
    pricing.cleanPrice !== null
  );
}

/**
 * What `checkQuoteForm` checks for `value`: the settlement the user chose (a date or T+n, never both), the
 * override only while it is offered, and whether the run needs a counterparty.
 */
export function quoteFormCheckInput(
  value: QuoteFormValue,
  rules: QuoteFormRun & { allowPriceOverride: boolean },
): QuoteFormValues {
  return {
    bond: value.bond,
    side: value.side,
    firmness: value.firmness,
    pricing: value.pricing,
    priceOverride: isPriceOverrideOffered(value.pricing, rules.allowPriceOverride)
      ? value.priceOverride
      : null,
    quantumText: value.quantumText,
    settlement: value.settleBy === 'date' ? { date: value.settlementDate } : { delta: value.settlementDelta },
    counterparty: value.counterparty,
    counterpartyRequired: isCounterpartyRequired(value, rules),
    validity: value.validity,
    sendToRfq: value.sendToRfq,
    clearingCorporation: value.clearingCorporation,
    rfqMode: value.rfqMode,
  };
}
