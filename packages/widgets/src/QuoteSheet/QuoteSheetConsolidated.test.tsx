import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { createFakeBondClient } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { QuoteSheet } from './QuoteSheet';
import type { QuoteSheetRow } from './quoteSheetRow';
import { stubScrollerHeight } from './test/frameStub';
import { makeRow } from './test/rowFixtures';

let restoreHeight: () => void;
beforeEach(() => {
  restoreHeight = stubScrollerHeight();
});
afterEach(() => restoreHeight());

function Wrapper({ children }: { children: ReactNode }) {
  const { client } = createFakeBondClient();
  return (
    <BondkitProvider client={client} soundPlayer={null}>
      {children}
    </BondkitProvider>
  );
}

const gsec = { finstrumentId: 11, bondName: '7.18% GS 2033' };
const rows: QuoteSheetRow[] = [
  makeRow({ ...gsec, id: 1, side: 'BID', bidYield: 7.12, bidPrice: 100.4, counterparty: 'Kaveri' }),
  makeRow({ ...gsec, id: 2, side: 'BID', bidYield: 7.1, bidPrice: 100.5, counterparty: 'Meridian' }),
  makeRow({
    ...gsec,
    id: 3,
    side: 'ASK',
    bidYield: null,
    bidPrice: null,
    askYield: 7.05,
    askPrice: 100.8,
    counterparty: 'Tapti',
  }),
  makeRow({
    id: 4,
    finstrumentId: 12,
    bondName: '7.42% MH SDL 2034',
    side: 'BID',
    bidYield: 7.42,
    bidPrice: 99,
  }),
];

describe('QuoteSheet consolidated view', () => {
  it('shows one row per bond with the best bid and ask, the spread and the depth', async () => {
    render(<QuoteSheet rows={rows} hasTradeAccess defaultView="consolidated" />, { wrapper: Wrapper });
    // The view loads when first shown.
    const table = await screen.findByRole('table', { name: 'Public Runs, by bond' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    const gsecCells = within(bodyRows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(gsecCells).toEqual([
      '7.1000% 100.5000',
      '7.0500% 100.8000',
      '5.00 bp',
      '2 / 1',
      expect.any(String),
    ]);
    expect(within(bodyRows[1]!).getAllByRole('cell')[1]!.textContent).toBe('—');
  });

  it('drills down to the bond’s quotes, best first, each with the Quote action', async () => {
    const user = userEvent.setup();
    const onQuote = vi.fn();
    render(<QuoteSheet rows={rows} hasTradeAccess defaultView="consolidated" onQuote={onQuote} />, {
      wrapper: Wrapper,
    });
    const drill = await screen.findByRole('button', { name: '7.18% GS 2033: show its 3 quotes' });
    expect(drill).toHaveAttribute('aria-expanded', 'false');
    await user.click(drill);
    expect(drill).toHaveAttribute('aria-expanded', 'true');
    const quotes = screen.getByRole('table', { name: 'Quotes on 7.18% GS 2033' });
    const lines = within(quotes)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['Bid', '7.1000', '100.5000'],
      ['Bid', '7.1200', '100.4000'],
      ['Ask', '7.0500', '100.8000'],
    ]);
    await user.click(within(quotes).getByRole('button', { name: /Quote against 7.18% GS 2033 ask/ }));
    expect(onQuote).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('switches view with its toggle, uncontrolled or controlled, and reports the change', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    const { rerender } = render(
      <QuoteSheet rows={rows} hasTradeAccess showViewToggle onViewChange={onViewChange} />,
      { wrapper: Wrapper },
    );
    expect(screen.getByRole('table', { name: 'Public Runs' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'By bond' }));
    expect(onViewChange).toHaveBeenCalledWith('consolidated', { reason: 'toggle' });
    expect(await screen.findByRole('table', { name: 'Public Runs, by bond' })).toBeInTheDocument();
    // Controlled: the sheet shows the given view until the owner changes it.
    rerender(
      <QuoteSheet rows={rows} hasTradeAccess showViewToggle view="quotes" onViewChange={onViewChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'By bond' }));
    expect(onViewChange).toHaveBeenLastCalledWith('consolidated', { reason: 'toggle' });
    expect(screen.getByRole('table', { name: 'Public Runs' })).toBeInTheDocument();
  });

  it('has no toggle unless asked, and none without trade access', () => {
    const { rerender } = render(<QuoteSheet rows={rows} hasTradeAccess />, { wrapper: Wrapper });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    rerender(<QuoteSheet rows={rows} hasTradeAccess={false} showViewToggle />);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
