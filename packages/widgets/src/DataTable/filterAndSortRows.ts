import { matchesTableFilter } from '@bondkit/core/validation';
import type { DataTableCellValue, DataTableColumn } from './dataTableColumn';
import type { DataTableFilter, DataTableSort } from './dataTableState';

type Predicate = (value: DataTableCellValue) => boolean;

const dayPattern = /^[0-9]{4}-[0-9]{2}-[0-9]{2}/;

/**
 * One filter as a predicate, with fast paths for the common cases (a number against a number, an ISO
 * date against a date) that give exactly `matchesTableFilter`'s answer; anything else goes through it.
 */
function compileFilter(filter: DataTableFilter): Predicate {
  const general: Predicate = (value) => matchesTableFilter(value, filter);
  const { operator, value: target } = filter;
  if (operator === 'dateIs' || operator === 'dateAfter' || operator === 'dateBefore') {
    if (typeof target !== 'string' || !dayPattern.test(target)) return general;
    const day = target.slice(0, 10);
    return (value) => {
      if (typeof value !== 'string' || !dayPattern.test(value)) return general(value);
      const own = value.slice(0, 10);
      return operator === 'dateIs' ? own === day : operator === 'dateAfter' ? own > day : own < day;
    };
  }
  if (typeof target !== 'number' || !Number.isFinite(target)) return general;
  const compare: (value: number) => boolean =
    operator === 'equals'
      ? (value) => value === target
      : operator === 'lt'
        ? (value) => value < target
        : operator === 'lte'
          ? (value) => value <= target
          : operator === 'gt'
            ? (value) => value > target
            : (value) => value >= target;
  return (value) => (typeof value === 'number' && Number.isFinite(value) ? compare(value) : general(value));
}

function isEmpty(value: DataTableCellValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** A sort key: numbers as they are, text lower-cased once (so comparisons are plain `<`, not a collator). */
function sortKey(value: DataTableCellValue): string | number | null {
  if (isEmpty(value)) return null;
  return typeof value === 'number' ? value : value.toLowerCase();
}

/**
 * The indices of the rows that pass every filter, in sorted order: the client mode's whole pipeline, run
 * on each filter or sort change. Values are read once per row and column (not once per comparison) and
 * compared with `<`, which is what keeps 100,000 rows inside the benchmark's 100 ms. Empty values sort
 * last in either direction; the sort is stable (ties keep their incoming order).
 */
export function filterAndSortRowIndices<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  filters: readonly DataTableFilter[],
  sorting: readonly DataTableSort[],
): number[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const activeFilters = filters.flatMap((filter) => {
    const column = byId.get(filter.columnId);
    return column ? [{ read: column.value, passes: compileFilter(filter) }] : [];
  });
  const indices: number[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    let passes = true;
    for (const filter of activeFilters) {
      if (!filter.passes(filter.read(row))) {
        passes = false;
        break;
      }
    }
    if (passes) indices.push(index);
  }
  const sorts = sorting.flatMap((sort) => {
    const column = byId.get(sort.columnId);
    if (!column) return [];
    const keys = new Array<string | number | null>(rows.length);
    for (const index of indices) keys[index] = sortKey(column.value(rows[index]!));
    return [{ keys, sign: sort.direction === 'descending' ? -1 : 1 }];
  });
  if (sorts.length === 0) return indices;
  if (sorts.length === 1) {
    // The usual case, without the loop over sort columns in the hot comparator.
    const { keys, sign } = sorts[0]!;
    return indices.sort((left, right) => {
      const a = keys[left]!;
      const b = keys[right]!;
      if (a === b) return left - right;
      if (a === null) return 1;
      if (b === null) return -1;
      const x = typeof a === typeof b ? a : String(a);
      const y = typeof a === typeof b ? b : String(b);
      return x < y ? -sign : x > y ? sign : left - right;
    });
  }
  return indices.sort((left, right) => {
    for (const { keys, sign } of sorts) {
      const a = keys[left]!;
      const b = keys[right]!;
      if (a === b) continue;
      if (a === null) return 1;
      if (b === null) return -1;
      // Mixed kinds (a number among text) compare as text, so the order is still total.
      const x = typeof a === typeof b ? a : String(a);
      const y = typeof a === typeof b ? b : String(b);
      if (x < y) return -sign;
      if (x > y) return sign;
    }
    return left - right;
  });
}

/** The rows of `filterAndSortRowIndices`. */
export function filterAndSortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  filters: readonly DataTableFilter[],
  sorting: readonly DataTableSort[],
): Row[] {
  return filterAndSortRowIndices(rows, columns, filters, sorting).map((index) => rows[index]!);
}
