import type { InventoryPosition } from '@bondkit/core';
import { yieldFractionToPercent } from '@bondkit/core/pricing';
import { formatMarketDate } from '@bondkit/widgets';
import type { DataTableColumn } from '@bondkit/widgets/data-table';
import { formatRupees } from '../security/formatRupees';

const price = (value: number | null | undefined) => (value == null ? '-' : value.toFixed(4));
const money = (value: number | null | undefined) => (value == null ? '-' : formatRupees(value));

/** The Inventory table's columns: the holding, its valuation by the engine, and its risk. */
export const holdingColumns: DataTableColumn<InventoryPosition>[] = [
  {
    id: 'bond',
    header: 'Bond',
    value: (holding) => holding.display_name ?? holding.isin ?? String(holding.finstrument_id),
    width: 'minmax(11rem, 2fr)',
  },
  { id: 'isin', header: 'ISIN', value: (holding) => holding.isin ?? null, width: '9rem' },
  {
    id: 'quantity',
    header: 'Face value (₹)',
    kind: 'number',
    value: (holding) => holding.quantity,
    render: (holding) => holding.quantity.toLocaleString('en-IN'),
    width: '9rem',
  },
  {
    id: 'cost',
    header: 'Valuation cost',
    kind: 'number',
    value: (holding) => holding.valuation_cost,
    render: (holding) => price(holding.valuation_cost),
    // Wide enough for its header with the sort mark: 7rem cut it to 'Valuation cos'.
    width: '8.5rem',
  },
  {
    id: 'price',
    header: 'Clean price',
    kind: 'number',
    value: (holding) => holding.market_price ?? null,
    render: (holding) => price(holding.market_price),
    width: '7rem',
  },
  {
    id: 'yield',
    header: 'Yield',
    kind: 'number',
    value: (holding) => (holding.market_yield == null ? null : yieldFractionToPercent(holding.market_yield)),
    render: (holding) =>
      holding.market_yield == null ? '-' : `${yieldFractionToPercent(holding.market_yield).toFixed(4)}%`,
    width: '6.5rem',
  },
  {
    id: 'accrued',
    header: 'Accrued',
    kind: 'number',
    value: (holding) => holding.accrued_interest ?? null,
    render: (holding) => price(holding.accrued_interest),
    width: '6rem',
  },
  {
    id: 'dirty',
    header: 'Dirty price',
    kind: 'number',
    value: (holding) => holding.dirty_price ?? null,
    render: (holding) => price(holding.dirty_price),
    width: '7rem',
  },
  {
    id: 'consideration',
    header: 'Consideration',
    kind: 'number',
    value: (holding) => holding.consideration ?? null,
    render: (holding) => money(holding.consideration),
    width: '10rem',
  },
  {
    id: 'pnl',
    header: 'P&L',
    kind: 'number',
    value: (holding) => holding.unrealised_pnl ?? null,
    render: (holding) => money(holding.unrealised_pnl),
    width: '9rem',
  },
  {
    id: 'duration',
    header: 'Mod. duration',
    kind: 'number',
    value: (holding) => holding.modified_duration ?? null,
    render: (holding) => holding.modified_duration?.toFixed(2) ?? '-',
    width: '6.5rem',
  },
  {
    id: 'pv01',
    header: 'PV01 (₹)',
    kind: 'number',
    value: (holding) => holding.pv01 ?? null,
    render: (holding) => money(holding.pv01),
    width: '8rem',
  },
  {
    id: 'maturity',
    header: 'Maturity',
    kind: 'date',
    value: (holding) => holding.maturity_date ?? null,
    render: (holding) => formatMarketDate(holding.maturity_date),
    width: '7rem',
  },
];

/**
 * What a first visit shows: the risk figures whose totals sit above the table (modified duration, PV01), the
 * accrued interest (the dirty price carries it) and the maturity (in the bond's name) start hidden, so the rest
 * fits a 1440 px screen beside the row actions; the Columns menu shows them again, and a saved layout wins.
 */
export const defaultHoldingLayout = {
  visibility: { accrued: false, duration: false, pv01: false, maturity: false },
  order: [],
};
