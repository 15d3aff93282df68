import type { DataTableSort } from '@bondkit/widgets/data-table';

/**
 * A server-mode table's first sort as the list's `ordering` query (`pan`, `-pan`), for the columns the list can
 * sort by (`fieldsByColumn`: the table's column id to the server's field). Undefined when the table is unsorted.
 */
export function tableOrdering<Field extends string>(
  sorting: readonly DataTableSort[],
  fieldsByColumn: Readonly<Record<string, Field>>,
): Field | `-${Field}` | undefined {
  const first = sorting[0];
  const field = first === undefined ? undefined : fieldsByColumn[first.columnId];
  if (first === undefined || field === undefined) return undefined;
  return first.direction === 'descending' ? `-${field}` : field;
}
