import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFakeBondClient } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { QuoteSheet } from './QuoteSheet';
import { stubScrollerHeight } from './test/frameStub';
import type { QuoteSheetRow } from './quoteSheetRow';

function row(id: number, side: 'BID' | 'ASK', firmness: 'FIRM' | 'INDICATIVE' = 'FIRM'): QuoteSheetRow {
  return {
    id,
    finstrumentId: 100 + id,
    bondName: `7.1${id}% GS 2033`,
    isin: `IN00000000${id}`,
    maturityDate: '2033-07-24',
    rating: 'SOV',
    side,
    bidYield: side === 'BID' ? 7.1 : null,
    bidPrice: side === 'BID' ? 100.5 : null,
    askYield: side === 'ASK' ? 7.05 : null,
    askPrice: side === 'ASK' ? 100.8 : null,
    marketYield: null,
    marketPrice: null,
    quantum: 10_000_000,
    counterparty: 'Kaveri',
    updatedAt: null,
    preferred: false,
    finstrumentType: 'Bond',
    firmness,
  };
}

const rows = [row(1, 'BID'), row(2, 'ASK', 'INDICATIVE'), row(3, 'ASK')];

let restoreHeight: () => void;
beforeEach(() => {
  restoreHeight = stubScrollerHeight();
});
afterEach(() => restoreHeight());

function renderSheet(onRowAction = vi.fn()) {
  render(
    <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
      <input aria-label="Elsewhere" />
      <QuoteSheet
        rows={rows}
        hasTradeAccess
        onRowAction={onRowAction}
        columns={['bondName', 'side', 'firmness']}
      />
    </BondkitProvider>,
  );
  return { onRowAction, table: screen.getByRole('table') };
}

const activeRowId = () => document.querySelector('[role="row"][data-active]')?.getAttribute('data-row-id');

describe('the quote sheet keyboard', () => {
  it('focusing the sheet makes the first row active and focused; arrows, Home and End move it', () => {
    const { table } = renderSheet();
    act(() => table.focus());
    expect(activeRowId()).toBe('1');
    expect(document.activeElement?.getAttribute('data-row-id')).toBe('1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(activeRowId()).toBe('2');
    expect(document.activeElement?.getAttribute('data-row-id')).toBe('2');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(activeRowId()).toBe('3');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(activeRowId()).toBe('3');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(activeRowId()).toBe('1');
  });

  it('H hits a bid, L lifts an ask, C counters, Enter opens; a key for the other side does nothing', () => {
    const { table, onRowAction } = renderSheet();
    act(() => table.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'l' });
    expect(onRowAction).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: 'h' });
    expect(onRowAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 1 }),
      'hit',
      expect.objectContaining({ reason: 'keyboard' }),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'L' });
    expect(onRowAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 2 }),
      'lift',
      expect.anything(),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'c' });
    expect(onRowAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 2 }),
      'counter',
      expect.anything(),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onRowAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 2 }),
      'open',
      expect.anything(),
    );
    expect(onRowAction).toHaveBeenCalledTimes(4);
  });

  it('never acts on keys typed with a modifier or in a field', () => {
    const { table, onRowAction } = renderSheet();
    act(() => table.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'h', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Elsewhere' }), { key: 'h' });
    expect(onRowAction).not.toHaveBeenCalled();
  });

  it('shows each quote as firm or indicative, and names it on the row button', () => {
    renderSheet();
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('Ind.');
    expect(screen.getByRole('button', { name: /GS 2033 ask, indicative/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /, firm$/ })).toHaveLength(2);
  });
});
