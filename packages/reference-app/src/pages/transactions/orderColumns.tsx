import { formatMarketDate } from '@bondkit/widgets';
import type { Order } from '@bondkit/core';
import { yieldFractionToPercent } from '@bondkit/core/pricing';
import type { DataTableColumn } from '@bondkit/widgets/data-table';
import { OffHoursMark } from '../../market/OffHoursMark';
import { SideText } from '../../market/SideText';
import { codeText, orderStatusLabels } from '@bondkit/core/validation';

/** The Transactions table's columns; each sorts on the server (`orderOrderingFields`), newest first unsorted. */
export const orderColumns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Trade', kind: 'number', value: (order) => order.id, width: '5rem' },
  {
    id: 'kind',
    header: 'Type',
    value: (order) => (order.kind === 'procurement-orders' ? 'Procurement' : 'Order'),
    width: '8rem',
  },
  {
    id: 'bond',
    header: 'Bond',
    value: (order) => order.display_name ?? order.isin ?? String(order.finstrument_id),
    width: 'minmax(12rem, 2fr)',
  },
  {
    id: 'side',
    header: 'Side',
    value: (order) => (order.buy_or_sell === 'buy' ? 'Buy' : 'Sell'),
    render: (order) => <SideText side={order.buy_or_sell} />,
    width: '5rem',
  },
  {
    id: 'quantity',
    header: 'Face value (₹)',
    kind: 'number',
    value: (order) => order.quantity,
    render: (order) => order.quantity.toLocaleString('en-IN'),
  },
  {
    id: 'price',
    header: 'Price',
    kind: 'number',
    value: (order) => order.unit_clean_price,
    render: (order) => order.unit_clean_price?.toFixed(4) ?? '-',
    width: '7rem',
  },
  {
    id: 'yield',
    header: 'Yield',
    kind: 'number',
    value: (order) => (order.bond_yield === null ? null : yieldFractionToPercent(order.bond_yield)),
    render: (order) =>
      order.bond_yield === null ? '-' : `${yieldFractionToPercent(order.bond_yield).toFixed(4)}%`,
    width: '7rem',
  },
  {
    id: 'settlement',
    header: 'Settlement',
    kind: 'date',
    value: (order) => order.settlement_date,
    render: (order) => (order.settlement_date === null ? '-' : formatMarketDate(order.settlement_date)),
    width: '8rem',
  },
  {
    id: 'counterparty',
    header: 'Counterparty',
    value: (order) => order.counterparty_name ?? null,
    width: 'minmax(10rem, 1fr)',
  },
  {
    id: 'status',
    header: 'Status',
    value: (order) => codeText(orderStatusLabels, order.status),
    // A trade booked outside the exchange window went through OTC: marked so, by the one market-hours rule.
    render: (order) => (
      <>
        {codeText(orderStatusLabels, order.status)}
        <OffHoursMark at={order.created_at} />
      </>
    ),
    width: '12rem',
  },
];

/** Each column's field in the list's `ordering` (the server pages, so it sorts). */
export const orderOrderingFields = {
  id: 'id',
  kind: 'kind',
  bond: 'bond',
  side: 'side',
  quantity: 'quantity',
  price: 'unit_clean_price',
  yield: 'bond_yield',
  settlement: 'settlement_date',
  counterparty: 'counterparty',
  status: 'status',
} as const;
