import { yieldFractionToPercent } from '@bondkit/core/pricing';
import type { MarketQuoteRow, QuoteListRow } from '@bondkit/core';
import type { QuoteSheetRow } from './quoteSheetRow';

/**
 * A quote as the sheet's lists return it (`@bondkit/core`'s `QuoteListRow`: the quote with its bond's name,
 * ISIN, maturity, rating and type, the quoting firm and the preferred and own-firm flags), with the bond's
 * market level (a yield fraction and a clean price) where the list sends it: the market and RFQ lists do,
 * the private runs do not.
 */
export type MarketQuote = QuoteListRow & Partial<Pick<MarketQuoteRow, 'market_yield' | 'market_price'>>;

/** Turns a market-list quote into a sheet row; yields arrive as fractions and are shown in percent. */
export function rowFromQuote(quote: MarketQuote): QuoteSheetRow {
  const yieldPercent = quote.yield_stored === null ? null : yieldFractionToPercent(quote.yield_stored);
  const isBid = quote.quote_type === 'BID';
  return {
    id: quote.id,
    finstrumentId: quote.finstrument_id,
    bondName: quote.display_name ?? `Bond ${quote.finstrument_id}`,
    isin: quote.isin ?? '',
    maturityDate: quote.maturity_date,
    rating: quote.rating,
    side: quote.quote_type,
    bidYield: isBid ? yieldPercent : null,
    bidPrice: isBid ? quote.unit_price_stored : null,
    askYield: isBid ? null : yieldPercent,
    askPrice: isBid ? null : quote.unit_price_stored,
    // The list's market level when it sends one; price updates follow.
    marketYield:
      quote.market_yield === undefined || quote.market_yield === null
        ? null
        : yieldFractionToPercent(quote.market_yield),
    marketPrice: quote.market_price ?? null,
    // What can still trade: a partly filled firm quote offers only the rest of its size.
    quantum: quote.remaining_quantum ?? quote.quantum,
    quotedQuantum:
      quote.remaining_quantum !== undefined && quote.remaining_quantum < quote.quantum
        ? quote.quantum
        : undefined,
    counterparty: quote.client_name,
    updatedAt: quote.updated_at ?? quote.created_at ?? null,
    preferred: quote.is_preferred,
    mine: quote.is_mine,
    finstrumentType: quote.finstrument_type ?? 'Bond',
    firmness: quote.firmness ?? undefined,
    expiresAt: quote.expiry_date_stored ?? null,
  };
}
