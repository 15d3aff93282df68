// DataTable's client mode: 100,000 rows filtered and sorted, the work the table does on every filter or sort
// change (target <= 100 ms).
// Numbers, not a test: `npm run bench dataTable`.
//
//   node --conditions=@bondkit/source --import tsx packages/widgets/bench/dataTable.bench.ts
import { filterAndSortRowIndices } from '../src/DataTable/filterAndSortRows';
import type { DataTableFilter, DataTableSort } from '../src/DataTable/dataTableState';
import { bondColumns, makeBondRows } from '../src/DataTable/test/bondRows';

const rowCount = 100_000;
const targetMs = 100;
const rows = makeBondRows(rowCount);

const cases: { name: string; filters: DataTableFilter[]; sorting: DataTableSort[] }[] = [
  {
    name: 'quantity >= 10 lakh, sort by bond name',
    filters: [{ columnId: 'quantity', operator: 'gte', value: 10_00_000 }],
    sorting: [{ columnId: 'name', direction: 'ascending' }],
  },
  {
    name: 'maturity after 2030-01-01, sort by price desc',
    filters: [{ columnId: 'maturity', operator: 'dateAfter', value: '2030-01-01' }],
    sorting: [{ columnId: 'price', direction: 'descending' }],
  },
  {
    name: 'price < 100 and quantity <= 50 lakh, sort by maturity then name',
    filters: [
      { columnId: 'price', operator: 'lt', value: 100 },
      { columnId: 'quantity', operator: 'lte', value: 50_00_000 },
    ],
    sorting: [
      { columnId: 'maturity', direction: 'ascending' },
      { columnId: 'name', direction: 'ascending' },
    ],
  },
  {
    name: 'no filter, sort by bond name',
    filters: [],
    sorting: [{ columnId: 'name', direction: 'ascending' }],
  },
];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

const runs = 15;
console.log(`${rowCount.toLocaleString('en-IN')} rows, ${runs} runs per case (after 3 warm-up runs)`);
const table: Record<string, string | number>[] = [];
for (const scenario of cases) {
  let matched = 0;
  for (let warm = 0; warm < 3; warm += 1)
    filterAndSortRowIndices(rows, bondColumns, scenario.filters, scenario.sorting);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    matched = filterAndSortRowIndices(rows, bondColumns, scenario.filters, scenario.sorting).length;
    times.push(performance.now() - started);
  }
  times.sort((left, right) => left - right);
  const p50 = percentile(times, 0.5);
  table.push({
    case: scenario.name,
    matched,
    'p50 ms': Number(p50.toFixed(1)),
    'max ms': Number(times.at(-1)!.toFixed(1)),
    [`<= ${targetMs} ms`]: p50 <= targetMs ? 'yes' : 'NO',
  });
}
console.table(table);
