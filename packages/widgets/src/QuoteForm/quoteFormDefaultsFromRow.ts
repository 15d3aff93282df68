import type { Bond } from '@bondkit/core';
import type { QuoteSheetRow } from '../QuoteSheet/quoteSheetRow';
import type { QuoteFormDefaults } from './quoteFormValue';

/**
 * The form's starting values to quote against a quote sheet row (`<QuoteSheet onQuote>`): the row's bond,
 * the opposite side (a bid is answered with an ask), the row's yield and quantum.
 */
export function quoteFormDefaultsFromRow(row: QuoteSheetRow): QuoteFormDefaults {
  const bond: Bond = {
    id: row.finstrumentId,
    display_name: row.bondName,
    available: true,
    identifiers: { ISIN: row.isin },
    contract_parameters: { is_listed: true, maturity_date: row.maturityDate ?? '' },
    issuer: '',
    rating: row.rating,
    coupon_rate: null,
    is_disabled_isin: false,
    is_matured: false,
  };
  const bondYield = row.side === 'BID' ? row.bidYield : row.askYield;
  return {
    bond,
    side: row.side === 'BID' ? 'ASK' : 'BID',
    ...(bondYield === null ? {} : { bondYield }),
    quantum: row.quantum,
  };
}
