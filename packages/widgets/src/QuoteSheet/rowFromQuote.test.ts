import { describe, expect, it } from 'vitest';
import { quoteSheetColumns } from './columns';
import { rowFromQuote } from './rowFromQuote';
import type { MarketQuote } from './rowFromQuote';

/** A quote list row as the server sends it, with `overrides`. */
function listRow(overrides: Partial<MarketQuote> = {}): MarketQuote {
  return {
    id: 1,
    finstrument_id: 2,
    quote_type: 'ASK',
    quantum: 1,
    unit_price_stored: 100,
    yield_stored: 0.07,
    state: 'OPEN',
    display_name: '7.18% GS 2033',
    isin: 'IN0020230085',
    client_name: 'Acme Securities',
    maturity_date: '2033-08-14',
    rating: 'SOVEREIGN',
    finstrument_type: 'Bond',
    is_preferred: false,
    is_mine: false,
    ...overrides,
  };
}

describe('rowFromQuote', () => {
  it("shows what is left of a partly filled firm quote as its size, and says so in the cell's accessible text", () => {
    const quantum = quoteSheetColumns.find((column) => column.key === 'quantum')!;
    const partly = rowFromQuote(listRow({ quantum: 2_00_00_000, remaining_quantum: 1_50_00_000 }));
    expect(partly).toMatchObject({ quantum: 1_50_00_000, quotedQuantum: 2_00_00_000 });
    expect(quantum.short?.(partly)).toBe('1.5 Cr');
    expect(quantum.format(partly)).toBe('1.5 Cr left of 2 Cr');
    expect(quantum.describe?.(partly)).toBe('1.5 Cr left of 2 Cr');
    const whole = rowFromQuote(listRow({ quantum: 2_00_00_000, remaining_quantum: 2_00_00_000 }));
    expect(whole).toMatchObject({ quantum: 2_00_00_000, quotedQuantum: undefined });
    expect(quantum.format(whole)).toBe('2 Cr');
    expect(quantum.short?.(whole)).toBe('2 Cr');
    // A partner's rows without the field read as whole.
    expect(rowFromQuote(listRow({ quantum: 50_00_000 })).quotedQuantum).toBeUndefined();
  });

  it("reads the row's bond and firm and puts a bid in the bid columns, the yield in percent", () => {
    const row = rowFromQuote(
      listRow({
        id: 7,
        finstrument_id: 42,
        quote_type: 'BID',
        quantum: 2_50_00_000,
        unit_price_stored: 99.8125,
        yield_stored: 0.071234,
        created_at: '2026-11-20T10:15:00+05:30',
        is_preferred: true,
      }),
    );
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
      updatedAt: '2026-11-20T10:15:00+05:30',
      preferred: true,
      mine: false,
      finstrumentType: 'Bond',
    });
  });

  it("reads the list's market level, a fraction, into percent, and none where the list sends none", () => {
    expect(rowFromQuote(listRow({ market_yield: 0.071234, market_price: 99.5 }))).toMatchObject({
      marketYield: 7.1234,
      marketPrice: 99.5,
    });
    expect(rowFromQuote(listRow({ market_yield: null, market_price: null }))).toMatchObject({
      marketYield: null,
      marketPrice: null,
    });
    expect(rowFromQuote(listRow())).toMatchObject({ marketYield: null, marketPrice: null });
  });

  it('puts an ask in the ask columns and names an unknown bond by its id', () => {
    const row = rowFromQuote(
      listRow({
        id: 8,
        finstrument_id: 43,
        unit_price_stored: null,
        yield_stored: 0.0725,
        display_name: null,
        isin: null,
        finstrument_type: 'T-Bill',
        updated_at: '2026-11-21T09:00:00+05:30',
      }),
    );
    expect(row).toMatchObject({
      askYield: 7.25,
      askPrice: null,
      bidYield: null,
      bondName: 'Bond 43',
      isin: '',
      updatedAt: '2026-11-21T09:00:00+05:30',
    });
    expect(row.finstrumentType).toBe('T-Bill');
  });
});
