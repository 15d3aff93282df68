import { yieldFractionToPercent } from '@bondkit/core/pricing';
import type { QuoteType } from '@bondkit/core/validation';
import type { QuoteSheetRow } from './quoteSheetRow';

/**
 * A market-list quote as `GET api/trade/d/market/` returns it: the EOI's own fields plus, as the server
 * chooses to send them, the bond (nested `finstrument` or flat keys), the counterparty's name, the
 * preferred flag, the finstrument type and the bond's market level (`market_yield` as a fraction,
 * `market_price`). The spec does not show the response, so both shapes are read.
 */
export interface MarketQuote {
  id: number;
  finstrument_id: number;
  quote_type: QuoteType;
  quantum: number;
  unit_price_stored: number | null;
  yield_stored: number | null;
  created_at?: string | undefined;
  [key: string]: unknown;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function text(...candidates: unknown[]): string | null {
  for (const candidate of candidates) if (typeof candidate === 'string' && candidate !== '') return candidate;
  return null;
}

/** Turns a market-list quote into a sheet row; yields arrive as fractions and are shown in percent. */
export function rowFromQuote(quote: MarketQuote): QuoteSheetRow {
  const bond = record(quote.finstrument) ?? {};
  const identifiers = record(bond.identifiers) ?? {};
  const contract = record(bond.contract_parameters) ?? {};
  const yieldPercent = quote.yield_stored === null ? null : yieldFractionToPercent(quote.yield_stored);
  const isBid = quote.quote_type === 'BID';
  return {
    id: quote.id,
    finstrumentId: quote.finstrument_id,
    bondName: text(bond.display_name, quote.display_name, quote.bond_name) ?? `Bond ${quote.finstrument_id}`,
    isin: text(identifiers.ISIN, quote.isin) ?? '',
    maturityDate: text(contract.maturity_date, quote.maturity_date),
    rating: text(bond.rating, quote.rating),
    side: quote.quote_type,
    bidYield: isBid ? yieldPercent : null,
    bidPrice: isBid ? quote.unit_price_stored : null,
    askYield: isBid ? null : yieldPercent,
    askPrice: isBid ? null : quote.unit_price_stored,
    // The list's market level (a fraction and a clean price) when the server sends it; price updates follow.
    marketYield: typeof quote.market_yield === 'number' ? yieldFractionToPercent(quote.market_yield) : null,
    marketPrice: typeof quote.market_price === 'number' ? quote.market_price : null,
    quantum: quote.quantum,
    counterparty: text(quote.counterparty_name, quote.client_name, quote.brand_name, quote.user_name),
    updatedAt: text(quote.updated_at, quote.created_at),
    preferred: quote.is_preferred === true || quote.preferred === true,
    mine: quote.is_mine === true,
    finstrumentType: text(bond.finstrument_type, quote.finstrument_type) ?? 'Bond',
  };
}
