import type { QuoteSheetRow } from '../quoteSheetRow';

/** A sheet row with sensible defaults; override what a test is about. */
export function makeRow(overrides: Partial<QuoteSheetRow> & { id: number }): QuoteSheetRow {
  return {
    finstrumentId: overrides.id * 10,
    bondName: `7.18% GS 20${30 + (overrides.id % 10)}`,
    isin: `IN00202300${String(overrides.id).padStart(2, '0')}`,
    maturityDate: '2033-08-14',
    rating: 'SOVEREIGN',
    side: 'BID',
    bidYield: 7.1,
    bidPrice: 100.25,
    askYield: null,
    askPrice: null,
    marketYield: null,
    marketPrice: null,
    quantum: 5_00_00_000,
    counterparty: 'Acme Securities',
    updatedAt: '2026-11-20T10:15:00+05:30',
    preferred: false,
    finstrumentType: 'Bond',
    ...overrides,
  };
}
