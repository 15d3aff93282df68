import type { BondSummary } from '../analyst/bondSummary';
import type { ResultTableData } from './analystAnswer';

/** Every bond of a screen or a list as a result table MindChat can expand and export (CSV, Excel). */
export function bondResultTable(
  title: string,
  bonds: readonly (BondSummary & { spreadBps?: number | null })[],
  options: { total?: number; withSpread?: boolean } = {},
): ResultTableData {
  const columns: ResultTableData['columns'] = [
    { id: 'name', header: 'Bond', kind: 'text' },
    { id: 'isin', header: 'ISIN', kind: 'text' },
    { id: 'issuer', header: 'Issuer', kind: 'text' },
    { id: 'rating', header: 'Rating', kind: 'text' },
    { id: 'coupon', header: 'Coupon (%)', kind: 'number' },
    { id: 'maturity', header: 'Maturity', kind: 'date' },
    { id: 'yield', header: 'Yield (%)', kind: 'number' },
    { id: 'price', header: 'Price (T+1)', kind: 'number' },
  ];
  if (options.withSpread) columns.push({ id: 'spread', header: 'Spread (bps)', kind: 'number' });
  return {
    title,
    total: options.total ?? bonds.length,
    columns,
    rows: bonds.map((bond) => ({
      id: String(bond.id),
      href: bond.link,
      cells: {
        name: bond.name,
        isin: bond.isin,
        issuer: bond.issuer,
        rating: bond.rating,
        coupon: bond.couponPercent,
        maturity: bond.maturityDate,
        yield: bond.marketYieldPercent,
        price: bond.marketCleanPrice,
        ...(options.withSpread ? { spread: bond.spreadBps ?? null } : {}),
      },
    })),
  };
}
