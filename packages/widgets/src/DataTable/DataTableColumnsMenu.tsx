import type { DataTableColumn } from './dataTableColumn';
import type { DataTableColumnLayout } from './persistedColumnLayout';

export interface DataTableColumnsMenuProps<Row> {
  /** Every column, in the current display order. */
  columns: readonly DataTableColumn<Row>[];
  layout: DataTableColumnLayout;
  onLayoutChange: (layout: DataTableColumnLayout) => void;
}

/** Show, hide and reorder columns: a disclosure with one checkbox and two move buttons per column. */
export function DataTableColumnsMenu<Row>({
  columns,
  layout,
  onLayoutChange,
}: DataTableColumnsMenuProps<Row>) {
  const order = columns.map((column) => column.id);
  const visibleCount = columns.filter((column) => layout.visibility[column.id] !== false).length;
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onLayoutChange({ ...layout, order: next });
  };
  return (
    <details className="bk-data-table__columns">
      <summary className="bk-data-table__button">Columns</summary>
      <ul className="bk-data-table__columns-list">
        {columns.map((column, index) => {
          const shown = layout.visibility[column.id] !== false;
          return (
            <li key={column.id} className="bk-data-table__columns-item">
              <label>
                <input
                  type="checkbox"
                  checked={shown}
                  // The last shown column stays: a table without columns helps nobody.
                  disabled={shown && visibleCount === 1}
                  onChange={(event) =>
                    onLayoutChange({
                      ...layout,
                      visibility: { ...layout.visibility, [column.id]: event.target.checked },
                    })
                  }
                />
                {column.header}
              </label>
              <button
                type="button"
                className="bk-data-table__icon-button"
                aria-label={`Move ${column.header} earlier`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="bk-data-table__icon-button"
                aria-label={`Move ${column.header} later`}
                disabled={index === columns.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
