import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { DataTable } from './DataTable';
import type { DataTableQuery } from './dataTableState';
import { bondColumns, makeBondRows } from './test/bondRows';
import type { BondRow } from './test/bondRows';

// jsdom lays nothing out: give the scroller a height so the virtualiser renders rows.
let restore: () => void;
beforeEach(() => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('bk-data-table__scroller') ? 480 : 0;
    },
  });
  restore = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
});
afterEach(() => restore());

const rows: BondRow[] = [
  { id: 'a', name: 'REC 2030', quantity: 500_000, price: 99.5, maturity: '2030-05-01' },
  { id: 'b', name: 'GS 2033', quantity: 100_000, price: null, maturity: '2033-01-15' },
  { id: 'c', name: 'NABARD 2029', quantity: 300_000, price: 101.25, maturity: '2029-11-30' },
];

function bodyRows() {
  return within(screen.getByRole('grid'))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('DataTable', () => {
  it('takes only the height its rows need, up to `height`, and room for a few rows when empty', () => {
    const { rerender } = render(
      <DataTable
        label="Holdings"
        columns={bondColumns}
        rows={rows}
        getRowId={(row) => row.id}
        height={480}
      />,
    );
    const scroller = () => document.querySelector<HTMLElement>('.bk-data-table__scroller')!;
    // Three rows of 40 px under a 40 px header: no fixed 480 px box, a ceiling instead.
    expect(scroller().style.height).toBe('');
    expect(scroller().style.maxHeight).toBe('480px');
    expect(scroller().style.minHeight).toBe('');
    rerender(
      <DataTable label="Holdings" columns={bondColumns} rows={[]} getRowId={(row) => row.id} height={480} />,
    );
    expect(scroller().style.minHeight).toBe('160px');
  });

  it('renders rows with an empty cell as "-", sorts by header (ascending, descending, none)', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Holdings" columns={bondColumns} rows={rows} getRowId={(row) => row.id} />);
    expect(screen.getByRole('grid', { name: 'Holdings' })).toHaveAttribute('aria-rowcount', '4');
    expect(firstCells()).toEqual(['REC 2030', 'GS 2033', 'NABARD 2029']);
    expect(within(bodyRows()[1]!).getAllByRole('gridcell')[2]).toHaveTextContent('-');
    const header = screen.getByRole('columnheader', { name: /Quantity/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['GS 2033', 'NABARD 2029', 'REC 2030']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['REC 2030', 'NABARD 2029', 'GS 2033']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'none');
  });

  it('sizes the actions column as told, the last grid track of every row', () => {
    const tracks = (props: { actionsColumnWidth?: string }) => {
      const { container, unmount } = render(
        <DataTable
          label="Holdings"
          columns={bondColumns}
          rows={rows}
          getRowId={(row) => row.id}
          renderRowActions={() => <button type="button">Edit cost</button>}
          {...props}
        />,
      );
      const scroller = container.querySelector<HTMLElement>('.bk-data-table__scroller')!;
      const value = scroller.style.getPropertyValue('--bk-data-table-columns');
      unmount();
      return value;
    };
    expect(tracks({})).toMatch(/ minmax\(8rem, auto\)$/);
    expect(tracks({ actionsColumnWidth: '11rem' })).toMatch(/ 11rem$/);
  });

  it('filters with the operators of the column kind, shows a chip, removes it', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Holdings" columns={bondColumns} rows={rows} getRowId={(row) => row.id} />);
    await user.selectOptions(screen.getByLabelText('Column'), 'Quantity');
    const operators = within(screen.getByLabelText('Condition'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(operators).toEqual([
      'Equals',
      'Less than',
      'Less than or equal to',
      'Greater than',
      'Greater than or equal to',
    ]);
    await user.selectOptions(screen.getByLabelText('Condition'), 'Greater than or equal to');
    await user.type(screen.getByLabelText('Value'), '3,00,000');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(firstCells()).toEqual(['REC 2030', 'NABARD 2029']);
    await user.click(
      screen.getByRole('button', { name: 'Remove filter Quantity greater than or equal to 300000' }),
    );
    expect(firstCells()).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Column'), 'Maturity');
    expect(
      within(screen.getByLabelText('Condition'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Date is', 'Date is after', 'Date is before']);
  });

  it('refuses a filter value that is not a number for a number column', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Holdings" columns={bondColumns} rows={rows} getRowId={(row) => row.id} />);
    await user.selectOptions(screen.getByLabelText('Column'), 'Price');
    await user.type(screen.getByLabelText('Value'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number.');
    expect(firstCells()).toHaveLength(3);
  });

  it('hides and reorders columns and remembers the layout under persistKey', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const { unmount } = render(
      <DataTable
        label="Holdings"
        columns={bondColumns}
        rows={rows}
        getRowId={(row) => row.id}
        persistKey="holdings"
        layoutStorage={storage}
      />,
    );
    await user.click(screen.getByText('Columns'));
    await user.click(screen.getByRole('checkbox', { name: 'Price' }));
    await user.click(screen.getByRole('button', { name: 'Move Maturity earlier' }));
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers()).toEqual(['Bond', 'Quantity', 'Maturity']);
    unmount();
    render(
      <DataTable
        label="Holdings"
        columns={bondColumns}
        rows={rows}
        getRowId={(row) => row.id}
        persistKey="holdings"
        layoutStorage={storage}
      />,
    );
    expect(headers()).toEqual(['Bond', 'Quantity', 'Maturity']);
    expect(JSON.parse(storage.items.get('bondkit.dataTable.holdings')!)).toEqual({
      visibility: { price: false },
      order: ['name', 'quantity', 'maturity', 'price'],
    });
  });

  it('selects rows by checkbox, by Space and all at once; reports ids with the reason', async () => {
    const user = userEvent.setup();
    const onSelectedRowIdsChange = vi.fn();
    render(
      <DataTable
        label="Holdings"
        columns={bondColumns}
        rows={rows}
        getRowId={(row) => row.id}
        selectable
        onSelectedRowIdsChange={onSelectedRowIdsChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectedRowIdsChange).toHaveBeenLastCalledWith(['b'], { reason: 'checkbox' });
    bodyRows()[0]!.focus();
    await user.keyboard(' ');
    expect(onSelectedRowIdsChange).toHaveBeenLastCalledWith(['b', 'a'], { reason: 'keyboard' });
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectedRowIdsChange).toHaveBeenLastCalledWith(['b', 'a', 'c'], { reason: 'selectAll' });
    expect(screen.getByText('3 selected')).toBeInTheDocument();
  });

  it('moves focus between rows with the arrow keys, Home and End; Enter activates', async () => {
    const user = userEvent.setup();
    const onRowActivate = vi.fn();
    render(
      <DataTable
        label="Holdings"
        columns={bondColumns}
        rows={makeBondRows(50)}
        getRowId={(row) => row.id}
        onRowActivate={onRowActivate}
      />,
    );
    const first = bodyRows()[0]!;
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-row-position', '2');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAttribute('data-row-position', '1');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAttribute('data-row-position', '0');
    await user.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'row-0' }));
  });

  it('in server mode shows the page it is given and asks for the next page, sort and filter', async () => {
    const user = userEvent.setup();
    const queries: DataTableQuery[] = [];
    function Server() {
      const [query, setQuery] = useState<DataTableQuery>({ page: 1, pageSize: 20, sorting: [], filters: [] });
      const all = makeBondRows(45);
      const page = all.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      return (
        <DataTable
          label="Orders"
          mode="server"
          columns={bondColumns}
          rows={page}
          rowCount={all.length}
          getRowId={(row) => row.id}
          query={query}
          onQueryChange={(next) => {
            queries.push(next);
            setQuery(next);
          }}
        />
      );
    }
    render(<Server />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(queries.at(-1)).toMatchObject({ page: 2, pageSize: 20 });
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '22');
    await user.click(within(screen.getByRole('columnheader', { name: /Bond/ })).getByRole('button'));
    // A new sort starts from the first page; the server (not the table) sorts.
    expect(queries.at(-1)).toMatchObject({
      page: 1,
      sorting: [{ columnId: 'name', direction: 'ascending' }],
    });
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(queries.at(-1)).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('shows loading, empty and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <DataTable
        label="Orders"
        columns={bondColumns}
        rows={[]}
        getRowId={(row) => row.id}
        status="loading"
      />,
    );
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Orders');
    rerender(<DataTable label="Orders" columns={bondColumns} rows={[]} getRowId={(row) => row.id} />);
    expect(screen.getByText('No records found.')).toBeInTheDocument();
    rerender(
      <DataTable
        label="Orders"
        columns={bondColumns}
        rows={[]}
        getRowId={(row) => row.id}
        status="error"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('exports the filtered rows of the visible columns as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<DataTable label="Holdings" columns={bondColumns} rows={rows} getRowId={(row) => row.id} />);
    await user.selectOptions(screen.getByLabelText('Column'), 'Quantity');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Less than');
    await user.type(screen.getByLabelText('Value'), '400000');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    });
    // The export's code loads on the first export.
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const text = await blobs[0]!.text();
    expect(text).toBe(
      'Bond,Quantity,Price,Maturity\r\nGS 2033,100000,,2033-01-15\r\nNABARD 2029,300000,101.25,2029-11-30\r\n',
    );
    clicked.mockRestore();
  });

  it('exports an Excel workbook of the visible rows, its writer loaded on the first export', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const names: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    render(<DataTable label="Holdings" columns={bondColumns} rows={rows} getRowId={(row) => row.id} />);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    });
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(names).toEqual(['Holdings.xlsx']);
    expect(blobs[0]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // A zip (its entries stored, so the sheet's XML is readable in the bytes) holding every row.
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    const text = new TextDecoder().decode(bytes);
    for (const row of rows) expect(text).toContain(row.name);
    expect(screen.queryByRole('alert')).toBeNull();
    clicked.mockRestore();
  });
});
