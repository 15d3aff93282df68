import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KeyboardEvent } from 'react';
import { useDataTable } from './useDataTable';
import { bondColumns } from './test/bondRows';
import type { BondRow } from './test/bondRows';

const rows: BondRow[] = [
  { id: 'a', name: 'REC 2030', quantity: 500_000, price: 99.5, maturity: '2030-05-01' },
  { id: 'b', name: 'GS 2033', quantity: 100_000, price: null, maturity: '2033-01-15' },
];

/** A partner's own markup over the hook: a list instead of the styled grid. */
function OwnTable(props: {
  onActivate: (row: BondRow) => void;
  onRowKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const table = useDataTable({
    columns: bondColumns,
    rows,
    getRowId: (row) => row.id,
    label: 'Own holdings',
    onRowActivate: props.onActivate,
  });
  return (
    <div {...table.getScrollerProps({ className: 'own-scroller', style: { border: '1px solid' } })}>
      <button {...table.getSortButtonProps('quantity', { className: 'own-sort' })}>Quantity</button>
      <div {...table.getGridProps({ 'aria-describedby': 'own-hint' })}>
        {table.renderedRows.map((row) => (
          <div
            key={row.id}
            {...table.getRowProps(row, { onKeyDown: props.onRowKeyDown, className: 'own-row' })}
          >
            <span role="gridcell">{row.original.name}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

describe('useDataTable', () => {
  it("sorts, keeps the caller's props and runs the caller's handler before the table's", async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    const seen: string[] = [];
    render(<OwnTable onActivate={onActivate} onRowKeyDown={(event) => seen.push(event.key)} />);
    const grid = screen.getByRole('grid', { name: 'Own holdings' });
    expect(grid).toHaveAttribute('aria-describedby', 'own-hint');
    expect(document.querySelector('.own-scroller')).toHaveStyle({ maxHeight: '480px' });
    await user.click(screen.getByRole('button', { name: 'Quantity' }));
    const names = () =>
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(names()).toEqual(['GS 2033', 'REC 2030']);
    const [first] = within(grid).getAllByRole('row');
    expect(first).toHaveClass('own-row');
    expect(first).toHaveAttribute('tabindex', '0');
    first!.focus();
    await user.keyboard('{Enter}');
    expect(seen).toEqual(['Enter']);
    expect(onActivate).toHaveBeenCalledWith(rows[1]);
  });

  it("skips the table's handler when the caller's sets preventBondkitDefault", async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    render(
      <OwnTable
        onActivate={onActivate}
        onRowKeyDown={(event) => {
          (event.nativeEvent as { preventBondkitDefault?: boolean }).preventBondkitDefault = true;
        }}
      />,
    );
    const [first] = within(screen.getByRole('grid')).getAllByRole('row');
    first!.focus();
    await user.keyboard('{Enter}');
    expect(onActivate).not.toHaveBeenCalled();
  });
});
