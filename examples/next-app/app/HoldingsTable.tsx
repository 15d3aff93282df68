'use client';
// DataTable's columns are functions, which cannot cross from a server component: they are declared here, in a
// client module, and the server page passes plain rows.
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn } from '@bondkit/widgets/data-table';
import { formatPrice } from '@bondkit/core/format';

export interface HoldingRow {
  isin: string;
  name: string;
  price: number;
}

const columns: readonly DataTableColumn<HoldingRow>[] = [
  { id: 'isin', header: 'ISIN', value: (row) => row.isin },
  { id: 'name', header: 'Bond', value: (row) => row.name, width: 'minmax(12rem, 2fr)' },
  {
    id: 'price',
    header: 'Price',
    kind: 'number',
    value: (row) => row.price,
    render: (row) => formatPrice(row.price),
  },
];

export function HoldingsTable({ rows }: { rows: readonly HoldingRow[] }) {
  return (
    <DataTable label="Holdings" columns={columns} rows={rows} getRowId={(row) => row.isin} height={200} />
  );
}
