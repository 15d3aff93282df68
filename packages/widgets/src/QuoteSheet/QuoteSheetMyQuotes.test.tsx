import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import type { BondClient } from '@bondkit/core';
import { createFakeBondClient, fakeDemoPassword } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { QuoteSheet } from './QuoteSheet';
import { rowFromQuote } from './rowFromQuote';
import { stubScrollerHeight } from './test/frameStub';
import { makeRow } from './test/rowFixtures';

let restoreHeight: () => void;
beforeEach(() => {
  restoreHeight = stubScrollerHeight();
});
afterEach(() => restoreHeight());

function wrapper(client: BondClient) {
  return ({ children }: { children: ReactNode }) => (
    <BondkitProvider client={client} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

describe('QuoteSheet "my quotes" filter', () => {
  it('reads is_mine from the list', () => {
    const base = {
      id: 1,
      finstrument_id: 2,
      quote_type: 'BID',
      quantum: 1,
      unit_price_stored: 99,
      yield_stored: null,
      state: 'OPEN',
      display_name: null,
      isin: null,
      client_name: null,
      maturity_date: null,
      rating: null,
      finstrument_type: null,
      is_preferred: false,
    } as const;
    expect(rowFromQuote({ ...base, is_mine: true }).mine).toBe(true);
    expect(rowFromQuote({ ...base, is_mine: false }).mine).toBe(false);
  });

  it('keeps only the firm’s own quotes among rows it was given', () => {
    const { client } = createFakeBondClient();
    const rows = [
      makeRow({ id: 1, bondName: 'Ours', mine: true }),
      makeRow({ id: 2, bondName: 'Theirs', mine: false }),
      makeRow({ id: 3, bondName: 'Unknown' }),
    ];
    const { rerender } = render(<QuoteSheet rows={rows} hasTradeAccess filters={{ myQuotes: true }} />, {
      wrapper: wrapper(client),
    });
    const names = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('[data-column="bondName"]')?.textContent);
    expect(names()).toEqual(['Ours']);
    rerender(<QuoteSheet rows={rows} hasTradeAccess filters={{ myQuotes: false }} />);
    expect(names()).toEqual(['Ours', 'Theirs', 'Unknown']);
  });

  it('asks the server for my_quotes on the market list', async () => {
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    render(<QuoteSheet filters={{ myQuotes: true }} />, { wrapper: wrapper(client) });
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === 'api/trade/d/market/')).toBe(true),
    );
    const query = api.requests.filter((request) => request.path === 'api/trade/d/market/').at(-1)?.query;
    expect(query?.get('my_quotes')).toBe('true');
  });
});
