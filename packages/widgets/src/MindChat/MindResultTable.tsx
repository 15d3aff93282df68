import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DataTableColumn } from '../DataTable/dataTableColumn';
import type { RenderLink } from './markdownInline';

/** A `data-table` part: every result of a screen or a list (the answer's text shows the first rows). */
export interface MindResultTableData {
  title: string;
  total: number;
  columns: { id: string; header: string; kind: 'text' | 'number' | 'date' }[];
  rows: { id: string; href: string; cells: Record<string, string | number | null> }[];
}

/** Whether a data part holds a result table (a stored message may hold anything). */
export function isMindResultTableData(data: unknown): data is MindResultTableData {
  if (typeof data !== 'object' || data === null) return false;
  const table = data as Partial<MindResultTableData>;
  return (
    typeof table.title === 'string' &&
    typeof table.total === 'number' &&
    Array.isArray(table.columns) &&
    Array.isArray(table.rows)
  );
}

// The table, its filters and its CSV/Excel export load when a reader expands the results, not with the chat.
const DataTable = lazy(async () => ({ default: (await import('../DataTable/DataTable')).DataTable }));

type Row = MindResultTableData['rows'][number];

/** "All 232 results": expands to every result in a data table, with CSV and Excel export. */
export function MindResultTable(props: { table: MindResultTableData; renderLink: RenderLink }) {
  const { table, renderLink } = props;
  const [expanded, setExpanded] = useState(false);
  const columns: DataTableColumn<Row>[] = table.columns.map((column) => ({
    id: column.id,
    header: column.header,
    kind: column.kind,
    value: (row) => row.cells[column.id] ?? null,
    ...(column.id === 'name'
      ? {
          render: (row: Row): ReactNode =>
            renderLink({ href: row.href, children: String(row.cells.name ?? ''), key: row.id }),
          width: 'minmax(12rem, 2fr)',
        }
      : {}),
  }));
  const fileName =
    table.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'mind-results';
  return (
    <div className="bk-mind-chat__results">
      <button
        type="button"
        className="bk-mind-chat__link-button"
        aria-expanded={expanded}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded
          ? 'Hide the results table'
          : `All ${table.total} result${table.total === 1 ? '' : 's'}: table and export`}
      </button>
      {expanded && (
        <Suspense fallback={<p className="bk-mind-chat__muted">Loading the table…</p>}>
          <DataTable<Row>
            label={table.title}
            columns={columns}
            rows={table.rows}
            getRowId={(row) => row.id}
            exportFileName={fileName}
          />
        </Suspense>
      )}
    </div>
  );
}
