import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { createFakeBondClient, createFakeTradeStream, fakeDemoPassword } from '@bondkit/core/testing';
import type { BondClient } from '@bondkit/core';
import { BondkitProvider } from '../provider/BondkitProvider';
import type { TradeStreamLike } from '../provider/tradeStreamLike';
import { QuoteSheet, defaultSignedOutText, defaultTradeRestrictionText } from './QuoteSheet';
import type { QuoteSheetRow } from './quoteSheetRow';
import { createManualFrames, stubScrollerHeight } from './test/frameStub';
import { makeRow } from './test/rowFixtures';

let restoreHeight: () => void;
beforeEach(() => {
  restoreHeight = stubScrollerHeight();
});
afterEach(() => restoreHeight());

function wrapper(client: BondClient | null, stream: TradeStreamLike | null = null) {
  return ({ children }: { children: ReactNode }) => (
    <BondkitProvider client={client} stream={stream} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

const rows: QuoteSheetRow[] = [
  makeRow({
    id: 1,
    finstrumentId: 11,
    bondName: '7.18% GS 2033',
    bidYield: 7.1234,
    bidPrice: 100.5,
    quantum: 2_50_00_000,
  }),
  makeRow({
    id: 2,
    finstrumentId: 12,
    bondName: '7.42% MH SDL 2034',
    bidYield: 7.42,
    quantum: 50_00_000,
    preferred: true,
  }),
  makeRow({
    id: 3,
    finstrumentId: 13,
    bondName: 'NABARD 7.5% 2030',
    side: 'ASK',
    bidYield: null,
    bidPrice: null,
    askYield: 7.55,
    askPrice: 99.9,
  }),
];

function bodyRows() {
  return screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

describe('QuoteSheet', () => {
  it('throws an error that says how to fix it outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<QuoteSheet rows={rows} />)).toThrow(/inside <BondkitProvider>/);
    vi.mocked(console.error).mockRestore();
  });

  it('shows only the columns asked for, in their order, ignoring unknown keys', () => {
    const { client } = createFakeBondClient();
    const narrow = ['bondName', 'bidYield', 'bidPrice', 'askYield', 'askPrice', 'nonsense'] as never[];
    render(<QuoteSheet rows={rows} hasTradeAccess columns={narrow} />, { wrapper: wrapper(client) });
    const table = screen.getByRole('table', { name: 'Public Runs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Bond', 'Bid yield', 'Bid price', 'Ask yield', 'Ask price', 'Actions']);
    expect(within(table).getAllByRole('row')[1]!.querySelectorAll('[role="cell"]')).toHaveLength(6);
  });

  it('shows the columns a dealer expects with 4-decimal yields and prices and quantum in crore or lakh', () => {
    const { client } = createFakeBondClient();
    render(<QuoteSheet rows={rows} hasTradeAccess />, { wrapper: wrapper(client) });
    const table = screen.getByRole('table', { name: 'Public Runs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Bond',
      'ISIN',
      'Maturity',
      'Rating',
      'Bid yield',
      'Bid price',
      'Ask yield',
      'Ask price',
      'Quantum',
      'Market yield',
      'Market price',
      'Counterparty',
      'Time',
      'Terms',
      'Actions',
    ]);
    expect(table).toHaveAttribute('aria-rowcount', '4');
    const first = bodyRows()[0] as HTMLElement;
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 9)).toEqual([
      '7.18% GS 2033',
      'IN0020230001',
      '14 Aug 2033',
      'SOVEREIGN',
      '7.1234',
      '100.5000',
      '\u2014',
      '\u2014',
      '2.5 Cr',
    ]);
    expect(within(bodyRows()[1] as HTMLElement).getAllByRole('cell')[8]).toHaveTextContent('50 L');
  });

  it('sorts by a column header and marks it with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { client } = createFakeBondClient();
    render(<QuoteSheet rows={rows} hasTradeAccess onSortChange={onSortChange} />, {
      wrapper: wrapper(client),
    });
    const header = screen.getByRole('columnheader', { name: /Bond/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '7.18% GS 2033',
      '7.42% MH SDL 2034',
      'NABARD 7.5% 2030',
    ]);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      'NABARD 7.5% 2030',
    );
    expect(onSortChange).toHaveBeenLastCalledWith(
      { key: 'bondName', direction: 'descending' },
      { reason: 'click' },
    );
  });

  it('filters by keyword, finstrument ids and the preferred flag', () => {
    const { client } = createFakeBondClient();
    const { rerender } = render(<QuoteSheet rows={rows} hasTradeAccess filters={{ keyword: 'sdl' }} />, {
      wrapper: wrapper(client),
    });
    expect(bodyRows()).toHaveLength(1);
    rerender(<QuoteSheet rows={rows} hasTradeAccess filters={{ finstrumentIds: [11, 13] }} />);
    expect(bodyRows()).toHaveLength(2);
    rerender(<QuoteSheet rows={rows} hasTradeAccess filters={{ preferred: true }} />);
    expect(bodyRows()).toHaveLength(1);
    rerender(<QuoteSheet rows={rows} hasTradeAccess filters={{ keyword: 'nothing like this' }} />);
    expect(screen.getByText('No quotes match these filters.')).toBeInTheDocument();
  });

  it('says the filters hide every quote when they do from the first render', () => {
    const { client } = createFakeBondClient();
    render(<QuoteSheet rows={rows} hasTradeAccess filters={{ keyword: 'no such bond' }} />, {
      wrapper: wrapper(client),
    });
    expect(screen.getByText('No quotes match these filters.')).toBeInTheDocument();
    expect(screen.queryByText('quotes published in the market')).toBeNull();
  });

  it('applies price updates once per frame, the last one winning, and flashes the changed cell', () => {
    const frames = createManualFrames();
    const stream = createFakeTradeStream();
    const { client } = createFakeBondClient();
    render(<QuoteSheet rows={rows} hasTradeAccess scheduleFrame={frames.schedule} />, {
      wrapper: wrapper(client, stream),
    });
    act(() => {
      stream.emit({ type: 'price_update', finstrument_id: 11, unit_clean_price: 100.1, bond_yield: 0.0715 });
      stream.emit({ type: 'price_update', finstrument_id: 11, unit_clean_price: 100.2, bond_yield: 0.0713 });
      stream.emit({ type: 'price_update', finstrument_id: 12, unit_clean_price: 98.5, bond_yield: 0.0745 });
    });
    // Nothing renders before the frame: three messages are one frame's work.
    expect(frames.pending()).toBe(1);
    const marketYieldCell = () => within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[9] as HTMLElement;
    expect(marketYieldCell()).toHaveTextContent('\u2014');
    act(() => frames.frame());
    expect(marketYieldCell()).toHaveTextContent('7.1300');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[10]).toHaveTextContent('100.2000');
    expect(within(bodyRows()[1] as HTMLElement).getAllByRole('cell')[9]).toHaveTextContent('7.4500');
    expect(marketYieldCell().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'up');
    // Unchanged cells do not flash.
    expect(
      within(bodyRows()[0] as HTMLElement)
        .getAllByRole('cell')[4]
        ?.querySelector('[data-flash]'),
    ).toBeNull();
  });

  it('offers a quote action per row', async () => {
    const user = userEvent.setup();
    const onQuote = vi.fn();
    const { client } = createFakeBondClient();
    render(<QuoteSheet rows={rows} hasTradeAccess onQuote={onQuote} />, { wrapper: wrapper(client) });
    await user.click(screen.getByRole('button', { name: 'Quote against NABARD 7.5% 2030 ask' }));
    expect(onQuote).toHaveBeenCalledWith(expect.objectContaining({ id: 3, side: 'ASK' }));
  });

  it('lets renderRow replace the cells', () => {
    const { client } = createFakeBondClient();
    render(
      <QuoteSheet
        rows={rows}
        hasTradeAccess
        renderRow={({ row }) => (
          <div role="cell" style={{ gridColumn: '1 / -1' }}>
            Custom {row.isin}
          </div>
        )}
      />,
      { wrapper: wrapper(client) },
    );
    expect(screen.getByText('Custom IN0020230001')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('shows the trade-timing restriction text without trade access and loads nothing', async () => {
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'researcher@bondkit.test', password: fakeDemoPassword });
    const before = api.requests.length;
    render(<QuoteSheet />, { wrapper: wrapper(client) });
    expect(screen.getByText(defaultTradeRestrictionText)).toBeInTheDocument();
    expect(api.requests.slice(before).some((request) => request.path.includes('market'))).toBe(false);
  });

  it('asks a signed-out visitor to sign in (not the trade-access text) and loads nothing', async () => {
    const { client, api } = createFakeBondClient();
    await client.loadSession();
    expect(client.session.getSnapshot().status).toBe('unauthenticated');
    const before = api.requests.length;
    render(<QuoteSheet />, { wrapper: wrapper(client) });
    expect(screen.getByText(defaultSignedOutText)).toBeInTheDocument();
    expect(screen.queryByText(defaultTradeRestrictionText)).not.toBeInTheDocument();
    expect(api.requests.slice(before)).toEqual([]);
  });

  it("loads the market list for a dealer and shows the public runs' empty state", async () => {
    const { client } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    render(<QuoteSheet />, { wrapper: wrapper(client) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading quotes');
    expect(await screen.findByText('quotes published in the market')).toBeInTheDocument();
  });

  it('loads quotes, and reloads when the stream says the public runs changed', async () => {
    const stream = createFakeTradeStream();
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    api.state.eois.push({
      id: 501,
      finstrument_id: 1,
      quote_type: 'BID',
      quantum: 1_00_00_000,
      unit_price_stored: 99.85,
      yield_stored: 0.0753,
      state: 'DEFAULT',
      created_at: '2026-11-20T10:15:00+05:30',
      display_name: '7.50% Demo Housing Finance 2030',
      isin: 'INE001A07TV1',
    });
    render(<QuoteSheet />, { wrapper: wrapper(client, stream) });
    expect(await screen.findByText('7.50% Demo Housing Finance 2030')).toBeInTheDocument();
    api.state.eois.push({
      id: 502,
      finstrument_id: 2,
      quote_type: 'ASK',
      quantum: 50_00_000,
      unit_price_stored: 101.2,
      yield_stored: 0.0778,
      state: 'DEFAULT',
      display_name: '8.10% Demo Power Grid 2028',
    });
    act(() => stream.emit({ type: 'public_runs_refresh' }));
    expect(await screen.findByText('8.10% Demo Power Grid 2028')).toBeInTheDocument();
  });

  it('reloads the RFQ run when the stream says inquiries changed', async () => {
    const stream = createFakeTradeStream();
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    render(<QuoteSheet run="rfq" />, { wrapper: wrapper(client, stream) });
    await screen.findByText(/view live exchange quotes/i);
    api.state.eois.push({
      id: 503,
      finstrument_id: 2,
      quote_type: 'BID',
      quantum: 50_00_000,
      unit_price_stored: 101.2,
      yield_stored: 0.0778,
      state: 'DEFAULT',
      visibility: 'RFQ',
      display_name: '8.10% Demo Power Grid 2028',
    });
    act(() => stream.emit({ type: 'inquiries_refresh' }));
    expect(await screen.findByText('8.10% Demo Power Grid 2028')).toBeInTheDocument();
  });

  describe('live refreshes fetch only what changed', () => {
    const quote = (id: number, finstrumentId: number, name: string, price: number) => ({
      id,
      finstrument_id: finstrumentId,
      quote_type: 'BID' as const,
      quantum: 1_00_00_000,
      unit_price_stored: price,
      yield_stored: 0.0753,
      state: 'DEFAULT',
      display_name: name,
      client_name: `Desk ${id}`,
    });

    async function mountedSheet() {
      const stream = createFakeTradeStream();
      const { client, api } = createFakeBondClient();
      await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
      api.state.eois.push(quote(601, 1, 'Bond One', 99.5), quote(602, 2, 'Bond Two', 100.5));
      render(<QuoteSheet minimumReloadIntervalMs={0} />, { wrapper: wrapper(client, stream) });
      expect(await screen.findByText('Bond One')).toBeInTheDocument();
      const marketRequests = () => api.requests.filter((request) => request.path === 'api/trade/d/market/');
      return { stream, api, marketRequests, loadsBefore: marketRequests().length };
    }

    it('a partial refresh refetches only the quotes it names and patches, adds and removes their rows', async () => {
      const { stream, api, marketRequests, loadsBefore } = await mountedSheet();
      // 601 is re-priced, 602 closed (gone from the market), 603 is new; the server announces it twice.
      api.state.eois.splice(
        0,
        api.state.eois.length,
        quote(601, 1, 'Bond One', 99.75),
        quote(603, 3, 'Bond Three', 98),
      );
      act(() => {
        stream.emit({ type: 'public_runs_refresh', finstrument_ids: [1, 2, 3] });
        stream.emit({ type: 'partial_refresh', eoi_ids: [601, 602, 603], finstrument_ids: [1, 2, 3] });
      });
      expect(await screen.findByText('Bond Three')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Bond Two')).not.toBeInTheDocument());
      expect(screen.getByText('99.7500')).toBeInTheDocument();
      const refetches = marketRequests().slice(loadsBefore);
      expect(refetches).toHaveLength(1);
      expect(refetches[0]?.query.getAll('eoi_ids')).toEqual(['601', '602', '603']);
      expect(refetches[0]?.query.has('finstrument_ids')).toBe(false);
      // The new quote comes first, as the server lists the newest change first.
      expect(bodyRows()[0]).toHaveTextContent('Bond Three');
    });

    it("refetches a bond's quotes when a refresh names the bond and no quote", async () => {
      const { stream, api, marketRequests, loadsBefore } = await mountedSheet();
      api.state.eois.push(quote(604, 2, 'Bond Two again', 101));
      act(() => stream.emit({ type: 'public_runs_refresh', finstrument_ids: [2] }));
      expect(await screen.findByText('Bond Two again')).toBeInTheDocument();
      const refetches = marketRequests().slice(loadsBefore);
      expect(refetches.map((request) => request.query.getAll('finstrument_ids'))).toEqual([['2']]);
      expect(screen.getByText('Bond One')).toBeInTheDocument();
    });

    it('reloads everything when a refresh names nothing or the stream reconnected', async () => {
      const { stream, marketRequests, loadsBefore } = await mountedSheet();
      act(() => stream.emit({ type: 'resync', reason: 'reconnected' }));
      await waitFor(() => expect(marketRequests().length).toBe(loadsBefore + 1));
      act(() => stream.emit({ type: 'public_runs_refresh' }));
      await waitFor(() => expect(marketRequests().length).toBe(loadsBefore + 2));
      const reloads = marketRequests().slice(loadsBefore);
      expect(reloads.every((request) => !request.query.has('eoi_ids'))).toBe(true);
      expect(reloads.every((request) => request.query.get('page') === '1')).toBe(true);
    });

    it('falls back to a full reload when the server refuses the partial refetch, and stops asking for one', async () => {
      const { stream, api, marketRequests, loadsBefore } = await mountedSheet();
      api.failNext({ path: 'api/trade/d/market/', status: 400 });
      api.state.eois.push(quote(605, 5, 'Bond Five', 97));
      act(() => stream.emit({ type: 'partial_refresh', eoi_ids: [605] }));
      expect(await screen.findByText('Bond Five')).toBeInTheDocument();
      const after = marketRequests().slice(loadsBefore);
      expect(after.map((request) => request.query.has('eoi_ids'))).toEqual([true, false]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      act(() => stream.emit({ type: 'partial_refresh', eoi_ids: [601] }));
      await waitFor(() => expect(marketRequests().length).toBe(loadsBefore + 3));
      expect(marketRequests().at(-1)?.query.has('eoi_ids')).toBe(false);
    });
  });

  it('loads every page of the market list', async () => {
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    for (let index = 0; index < 150; index += 1) {
      api.state.eois.push({
        id: 700 + index,
        finstrument_id: 1,
        quote_type: 'BID',
        quantum: 1_00_000,
        unit_price_stored: 99,
        yield_stored: 0.075,
        state: 'DEFAULT',
        display_name: `Bond ${index}`,
        client_name: 'Acme Securities',
      });
    }
    render(<QuoteSheet />, { wrapper: wrapper(client) });
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '151');
    const pages = api.requests.filter((request) => request.path === 'api/trade/d/market/');
    expect(pages.map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(screen.getAllByText('Acme Securities').length).toBeGreaterThan(0);
  });

  it('sends its filters to the server instead of filtering the loaded rows', async () => {
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    api.state.eois.push({
      id: 901,
      finstrument_id: 1,
      quote_type: 'BID',
      quantum: 1_00_000,
      unit_price_stored: 99,
      yield_stored: 0.075,
      state: 'DEFAULT',
      display_name: '7.50% Demo Housing Finance 2030',
      maturity_date: '2030-06-15',
      rating: 'AAA',
      finstrument_type: 'Bond',
      is_preferred: true,
    });
    const marketRequests = () => api.requests.filter((request) => request.path === 'api/trade/d/market/');
    const { rerender } = render(
      <QuoteSheet filters={{ keyword: ' Housing ', finstrumentIds: [1, 4], preferred: true }} />,
      { wrapper: wrapper(client) },
    );
    // The row shows as the server sent it, with the bond's maturity and rating.
    expect(await screen.findByText('7.50% Demo Housing Finance 2030')).toBeInTheDocument();
    expect(screen.getByText('AAA')).toBeInTheDocument();
    const first = marketRequests().at(-1)?.query;
    expect(first?.get('search')).toBe('Housing');
    expect(first?.getAll('finstrument_ids')).toEqual(['1', '4']);
    expect(first?.get('preferred')).toBe('true');
    expect(first?.get('finstrument_type')).toBe('Bond');
    const before = marketRequests().length;
    // The same filters in new objects do not reload; a changed keyword does.
    rerender(<QuoteSheet filters={{ keyword: ' Housing ', finstrumentIds: [1, 4], preferred: true }} />);
    // 'aaa' matches the row's rating on the server but not its name or ISIN.
    rerender(<QuoteSheet filters={{ keyword: 'aaa' }} />);
    await waitFor(() => expect(marketRequests().length).toBe(before + 1));
    const second = marketRequests().at(-1)?.query;
    expect(second?.get('search')).toBe('aaa');
    expect(second?.has('finstrument_ids')).toBe(false);
    expect(second?.has('preferred')).toBe(false);
    // What the server answered is shown as is: the page does not filter it again by name or ISIN.
    expect(await screen.findByText('7.50% Demo Housing Finance 2030')).toBeInTheDocument();
  });

  it('asks the server for nothing while the bond filter is an empty selection, and shows no quotes', async () => {
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    api.state.eois.push({
      id: 701,
      finstrument_id: 1,
      quote_type: 'BID',
      quantum: 1_00_000,
      unit_price_stored: 99,
      yield_stored: 0.075,
      state: 'DEFAULT',
      display_name: '7.50% Demo Housing Finance 2030',
    });
    const marketRequests = () => api.requests.filter((request) => request.path === 'api/trade/d/market/');
    const { rerender } = render(<QuoteSheet filters={{ finstrumentIds: [] }} />, {
      wrapper: wrapper(client),
    });
    // No bonds chosen is not "no filter": no list is asked for (an empty id list would send no filter at all,
    // and a selection read back as bond id 0 would still cost a request).
    expect(await screen.findByText('quotes published in the market')).toBeInTheDocument();
    expect(marketRequests()).toEqual([]);
    expect(screen.queryByText('7.50% Demo Housing Finance 2030')).toBeNull();
    // Choosing a bond asks for it.
    rerender(<QuoteSheet filters={{ finstrumentIds: [1] }} />);
    expect(await screen.findByText('7.50% Demo Housing Finance 2030')).toBeInTheDocument();
    expect(marketRequests().map((request) => request.query.getAll('finstrument_ids'))).toEqual([['1']]);
  });

  it('shows the generic error with a retry when the list fails', async () => {
    const user = userEvent.setup();
    const { client, api } = createFakeBondClient();
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    api.failNext({ path: 'api/trade/d/market/', status: 500, times: 2 });
    const onError = vi.fn();
    render(<QuoteSheet onError={onError} />, { wrapper: wrapper(client) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, Please try again.');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 500 });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('quotes published in the market')).toBeInTheDocument());
  });
});
