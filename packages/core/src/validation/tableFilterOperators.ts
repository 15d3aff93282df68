import * as z from 'zod/mini';

/**
 * Table filter operators, in the spec's order (equals; less than; at most; greater than; at least; date
 * is, after, before). Identifiers follow the common data-table match modes so a table component can use
 * them as they are.
 */
export const tableFilterOperators = [
  'equals',
  'lt',
  'lte',
  'gt',
  'gte',
  'dateIs',
  'dateAfter',
  'dateBefore',
] as const;
export const tableFilterOperatorSchema = z.enum(tableFilterOperators);
export type TableFilterOperator = z.infer<typeof tableFilterOperatorSchema>;

/** The label each operator shows in a filter menu. */
export const tableFilterOperatorLabels: Readonly<Record<TableFilterOperator, string>> = {
  equals: 'Equals',
  lt: 'Less than',
  lte: 'Less than or equal to',
  gt: 'Greater than',
  gte: 'Greater than or equal to',
  dateIs: 'Date is',
  dateAfter: 'Date is after',
  dateBefore: 'Date is before',
};

/** One filter on a table column. */
export const tableFilterSchema = z.object({
  operator: tableFilterOperatorSchema,
  value: z.union([z.string(), z.number(), z.date()]),
});
export type TableFilter = z.infer<typeof tableFilterSchema>;

function toDay(value: unknown): string | undefined {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}/.test(value)) return value.slice(0, 10);
  return undefined;
}

/**
 * Whether a cell value passes a filter. Comparisons are numeric when both sides are numbers (or numeric
 * text), otherwise text comparison; date operators compare calendar days (`YYYY-MM-DD`, the first ten
 * characters of an ISO value), so a time of day never makes 'date is' miss. A value that cannot be
 * compared (null, or not a date for a date operator) does not match.
 */
export function matchesTableFilter(value: unknown, filter: TableFilter): boolean {
  if (value === null || value === undefined) return false;
  if (filter.operator === 'dateIs' || filter.operator === 'dateAfter' || filter.operator === 'dateBefore') {
    const day = toDay(value);
    const target = toDay(filter.value);
    if (day === undefined || target === undefined) return false;
    if (filter.operator === 'dateIs') return day === target;
    return filter.operator === 'dateAfter' ? day > target : day < target;
  }
  const left = typeof value === 'number' ? value : Number(value);
  const right = typeof filter.value === 'number' ? filter.value : Number(filter.value);
  const numeric = value !== '' && filter.value !== '' && Number.isFinite(left) && Number.isFinite(right);
  const comparison = numeric
    ? Math.sign(left - right)
    : String(value).localeCompare(String(filter.value), undefined, { sensitivity: 'accent' });
  switch (filter.operator) {
    case 'equals':
      return comparison === 0;
    case 'lt':
      return comparison < 0;
    case 'lte':
      return comparison <= 0;
    case 'gt':
      return comparison > 0;
    case 'gte':
      return comparison >= 0;
  }
}
