import { describe, expect, it } from 'vitest';
import { rowFromQuote } from './rowFromQuote';

describe('rowFromQuote', () => {
  it('reads a nested bond and puts a bid in the bid columns, the yield in percent', () => {
    const row = rowFromQuote({
      id: 7,
      finstrument_id: 42,
      quote_type: 'BID',
      quantum: 2_50_00_000,
      unit_price_stored: 99.8125,
      yield_stored: 0.071234,
      created_at: '2026-11-20T10:15:00+05:30',
      finstrument: {
        display_name: '7.18% GS 2033',
        identifiers: { ISIN: 'IN0020230085' },
        contract_parameters: { maturity_date: '2033-08-14' },
        rating: 'SOVEREIGN',
      },
      counterparty_name: 'Acme Securities',
      is_preferred: true,
    });
    expect(row).toMatchObject({
      id: 7,
      finstrumentId: 42,
      bondName: '7.18% GS 2033',
      isin: 'IN0020230085',
      maturityDate: '2033-08-14',
      rating: 'SOVEREIGN',
      bidYield: 7.1234,
      bidPrice: 99.8125,
      askYield: null,
      askPrice: null,
      counterparty: 'Acme Securities',
      preferred: true,
      finstrumentType: 'Bond',
    });
  });

  it("reads the list's market level, a fraction, into percent", () => {
    const base = {
      id: 1,
      finstrument_id: 2,
      quote_type: 'ASK' as const,
      quantum: 1,
      unit_price_stored: 100,
      yield_stored: 0.07,
    };
    expect(rowFromQuote({ ...base, market_yield: 0.071234, market_price: 99.5 })).toMatchObject({
      marketYield: 7.1234,
      marketPrice: 99.5,
    });
    expect(rowFromQuote(base)).toMatchObject({ marketYield: null, marketPrice: null });
  });

  it('reads flat keys and puts an ask in the ask columns', () => {
    const row = rowFromQuote({
      id: 8,
      finstrument_id: 43,
      quote_type: 'ASK',
      quantum: 1_00_000,
      unit_price_stored: null,
      yield_stored: 0.0725,
      display_name: 'NABARD 7.5% 2030',
      isin: 'INE261F08DX0',
      finstrument_type: 'CP',
    });
    expect(row).toMatchObject({
      askYield: 7.25,
      askPrice: null,
      bidYield: null,
      bondName: 'NABARD 7.5% 2030',
    });
    expect(row.finstrumentType).toBe('CP');
  });
});
