import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { tableFilterOperatorLabels } from '@bondkit/core/validation';
import type { TableFilterOperator } from '@bondkit/core/validation';
import { dataTableOperatorsByKind } from './dataTableColumn';
import type { DataTableColumn } from './dataTableColumn';
import type { DataTableFilter } from './dataTableState';

export interface DataTableFilterBarProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  filters: readonly DataTableFilter[];
  onFiltersChange: (filters: DataTableFilter[]) => void;
}

function describe<Row>(columns: readonly DataTableColumn<Row>[], filter: DataTableFilter): string {
  const header = columns.find((column) => column.id === filter.columnId)?.header ?? filter.columnId;
  return `${header} ${tableFilterOperatorLabels[filter.operator].toLowerCase()} ${filter.value}`;
}

/**
 * Adds a filter (column, operator, value) and lists the active ones as removable chips. A form rather than
 * a menu per header: it works the same with a keyboard, a screen reader and on a phone.
 */
export function DataTableFilterBar<Row>({ columns, filters, onFiltersChange }: DataTableFilterBarProps<Row>) {
  const id = useId();
  const filterable = columns.filter((column) => column.filterable !== false);
  const [columnId, setColumnId] = useState(filterable[0]?.id ?? '');
  const column = filterable.find((candidate) => candidate.id === columnId) ?? filterable[0];
  const kind = column?.kind ?? 'text';
  const operators = dataTableOperatorsByKind[kind];
  const [chosenOperator, setOperator] = useState<TableFilterOperator>(operators[0]!);
  const operator = operators.includes(chosenOperator) ? chosenOperator : operators[0]!;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!column) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (text === '') {
      setError('Enter a value to filter by.');
      return;
    }
    let filterValue: string | number = text;
    if (kind === 'number') {
      filterValue = Number(text.replace(/,/g, ''));
      if (!Number.isFinite(filterValue)) {
        setError('Enter a number.');
        return;
      }
    }
    if (kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
      setError('Enter a date.');
      return;
    }
    setError(null);
    setValue('');
    onFiltersChange([
      ...filters.filter((filter) => !(filter.columnId === column.id && filter.operator === operator)),
      { columnId: column.id, operator, value: filterValue },
    ]);
  };

  return (
    <div className="bk-data-table__filters">
      <form className="bk-data-table__filter-form" onSubmit={submit} aria-label="Add a filter" noValidate>
        <label className="bk-data-table__field">
          <span>Column</span>
          <select value={column.id} onChange={(event) => setColumnId(event.target.value)}>
            {filterable.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.header}
              </option>
            ))}
          </select>
        </label>
        <label className="bk-data-table__field">
          <span>Condition</span>
          <select
            value={operator}
            onChange={(event) => setOperator(event.target.value as TableFilterOperator)}
          >
            {operators.map((candidate) => (
              <option key={candidate} value={candidate}>
                {tableFilterOperatorLabels[candidate]}
              </option>
            ))}
          </select>
        </label>
        <label className="bk-data-table__field">
          <span>Value</span>
          <input
            type={kind === 'date' ? 'date' : 'text'}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            value={value}
            aria-invalid={error !== null || undefined}
            aria-describedby={error === null ? undefined : `${id}-error`}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <button type="submit" className="bk-data-table__button">
          Add filter
        </button>
        {error === null ? null : (
          <p id={`${id}-error`} className="bk-data-table__error" role="alert">
            {error}
          </p>
        )}
      </form>
      {filters.length === 0 ? null : (
        <ul className="bk-data-table__chips" aria-label="Active filters">
          {filters.map((filter) => {
            const text = describe(columns, filter);
            return (
              <li key={`${filter.columnId}:${filter.operator}`} className="bk-data-table__chip">
                <span>{text}</span>
                <button
                  type="button"
                  className="bk-data-table__chip-remove"
                  aria-label={`Remove filter ${text}`}
                  onClick={() => onFiltersChange(filters.filter((other) => other !== filter))}
                >
                  ×
                </button>
              </li>
            );
          })}
          <li>
            <button type="button" className="bk-data-table__button" onClick={() => onFiltersChange([])}>
              Clear filters
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
