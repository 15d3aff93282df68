import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import type { DataTableQuery } from './dataTableState';
import { filterAndSortRows } from './filterAndSortRows';
import { bondColumns, makeBondRows } from './test/bondRows';
import type { BondRow } from './test/bondRows';

const usage = `The shared table of the back office: filters with the spec's operators, sorting, column
visibility and order (remembered under \`persistKey\`), row selection, CSV/XLSX export of the filtered rows,
keyboard navigation, and virtualised rows. \`mode="server"\` pages with the server's \`page\`/\`page_size\`.

\`\`\`tsx
import { DataTable } from '@bondkit/widgets/data-table';

<DataTable
  label="Holdings"
  columns={[{ id: 'isin', header: 'ISIN', value: (row) => row.isin }, …]}
  rows={holdings}
  getRowId={(row) => String(row.id)}
  selectable
  persistKey="inventory"
/>
\`\`\``;

const meta = {
  title: 'Widgets/DataTable',
  component: DataTable<BondRow>,
  tags: ['autodocs'],
  args: {
    label: 'Holdings',
    columns: bondColumns,
    rows: makeBondRows(200),
    getRowId: (row: BondRow) => row.id,
    height: 360,
    onRowActivate: fn(),
    onSelectedRowIdsChange: fn(),
    selectable: true,
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof DataTable<BondRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClientMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Holdings' });
    const header = within(grid).getByRole('columnheader', { name: /Quantity/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.selectOptions(canvas.getByLabelText('Column'), 'Price');
    await userEvent.selectOptions(canvas.getByLabelText('Condition'), 'Less than');
    await userEvent.type(canvas.getByLabelText('Value'), '96');
    await userEvent.click(canvas.getByRole('button', { name: 'Add filter' }));
    await expect(canvas.getByRole('button', { name: 'Remove filter Price less than 96' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { appearance: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Holdings' });
    await expect(grid.closest('.bk-theme-dark')).not.toBeNull();
  },
};

export const KeyboardAndSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Holdings' });
    const first = within(grid)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-rowindex') === '2')!;
    first.focus();
    await userEvent.keyboard('{ArrowDown} {Enter}');
    await expect(args.onSelectedRowIdsChange).toHaveBeenCalledWith(['row-1'], { reason: 'keyboard' });
    await expect(args.onRowActivate).toHaveBeenCalledTimes(1);
  },
};

/** Hide a column and move another: the layout is remembered under `persistKey` across mounts. */
export const ColumnsAndOrder: Story = {
  args: { persistKey: 'storybook-columns' },
  beforeEach: () => {
    window.localStorage.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Holdings' });
    await userEvent.click(canvas.getByText('Columns'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Price' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move Maturity earlier' }));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim() ?? '')
      .filter((text) => ['Bond', 'Quantity', 'Price', 'Maturity'].some((name) => text.startsWith(name)));
    await expect(headers.map((text) => text.replace(/[^A-Za-z]+$/, ''))).toEqual([
      'Bond',
      'Quantity',
      'Maturity',
    ]);
  },
};

/**
 * 1,00,000 rows filtered and sorted in the browser (the benchmark's case: `npm run bench dataTable`), and
 * still one virtualised window of rows in the page.
 */
export const HundredThousandRows: Story = {
  args: { rows: makeBondRows(100_000), selectable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Holdings' });
    await userEvent.selectOptions(canvas.getByLabelText('Column'), 'Quantity');
    await userEvent.selectOptions(canvas.getByLabelText('Condition'), 'Greater than or equal to');
    await userEvent.type(canvas.getByLabelText('Value'), '1000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(
      within(within(grid).getByRole('columnheader', { name: /Bond/ })).getByRole('button'),
    );
    // 90,721 rows pass (as in the benchmark); the header row is the one more.
    await expect(grid).toHaveAttribute('aria-rowcount', String(90_721 + 1));
    const rendered = within(grid)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-rowindex') !== '1');
    await expect(rendered.length).toBeLessThan(60);
    const names = rendered.map((row) => within(row).getAllByRole('gridcell')[0]!.textContent ?? '');
    // The table's order: lower-cased text compared with `<` (not a locale collation).
    const lowered = names.map((name) => name.toLowerCase());
    await expect(lowered.every((name, index) => index === 0 || lowered[index - 1]! <= name)).toBe(true);

    // The keyboard reaches the last of 90,721 rows: rendered, focused and whole in view below the sticky
    // header. Home goes back to the top.
    const scroller = canvasElement.querySelector<HTMLElement>('.bk-data-table__scroller')!;
    const headerRow = within(grid).getAllByRole('row')[0]!;
    rendered[0]!.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', String(90_721 + 1)));
    const lastBox = document.activeElement!.getBoundingClientRect();
    await expect(lastBox.bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1);
    await expect(lastBox.top).toBeGreaterThanOrEqual(headerRow.getBoundingClientRect().bottom - 1);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '2'));
    await expect(scroller.scrollTop).toBe(0);
  },
};

/** Server mode over a fake server: 137 rows, pages of 20 by default. */
function ServerModeTable() {
  const all = useMemo(() => makeBondRows(137), []);
  const [query, setQuery] = useState<DataTableQuery>({ page: 1, pageSize: 20, sorting: [], filters: [] });
  const matching = filterAndSortRows(all, bondColumns, query.filters, query.sorting);
  const page = matching.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  return (
    <DataTable
      label="Orders"
      mode="server"
      columns={bondColumns}
      rows={page}
      rowCount={matching.length}
      getRowId={(row) => row.id}
      query={query}
      onQueryChange={setQuery}
      height={360}
    />
  );
}

export const ServerMode: Story = {
  render: () => <ServerModeTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 1 of 7')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 7')).toBeInTheDocument();
    await expect(canvas.getByText('21–40 of 137')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { rows: [], status: 'loading' } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { rows: [], status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A phone: the table scrolls sideways inside its box; the page does not. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div data-testid="phone" style={{ width: 300 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    const scroller = canvasElement.querySelector<HTMLElement>('.bk-data-table__scroller')!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1);
  },
};
