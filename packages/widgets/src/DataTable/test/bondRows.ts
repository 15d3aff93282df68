import type { DataTableColumn } from '../dataTableColumn';

/** A holding-like row for the table's tests, stories and benchmark. */
export interface BondRow {
  id: string;
  name: string;
  quantity: number;
  price: number | null;
  maturity: string;
}

export const bondColumns: DataTableColumn<BondRow>[] = [
  { id: 'name', header: 'Bond', value: (row) => row.name },
  { id: 'quantity', header: 'Quantity', kind: 'number', value: (row) => row.quantity },
  { id: 'price', header: 'Price', kind: 'number', value: (row) => row.price },
  { id: 'maturity', header: 'Maturity', kind: 'date', value: (row) => row.maturity },
];

/** `count` rows with spread-out values, the same every run. */
export function makeBondRows(count: number): BondRow[] {
  const issuers = ['GS', 'MH SDL', 'NABARD', 'REC', 'PFC', 'HDFC', 'SIDBI', 'NHAI'];
  return Array.from({ length: count }, (_, index) => {
    const spread = (index * 7919) % count;
    return {
      id: `row-${index}`,
      name: `${(6 + (spread % 300) / 100).toFixed(2)}% ${issuers[index % issuers.length]} ${2026 + (spread % 20)}`,
      quantity: ((spread % 97) + 1) * 1_00_000,
      price: index % 50 === 0 ? null : 95 + (spread % 1000) / 100,
      maturity: `${2027 + (spread % 20)}-${String(1 + (spread % 12)).padStart(2, '0')}-${String(1 + (spread % 28)).padStart(2, '0')}`,
    };
  });
}
