import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A requested sort of a list (`ordering`, parsed by core's `parseOrdering`): a field and its direction. */
export interface SortChoice<Field extends string> {
  field: Field;
  descending: boolean;
}

/**
 * One sort key of a list, empty values last in either direction: a sort is for finding what is there. The
 * caller adds the row id after it, so pages never overlap.
 */
export function orderedBy(column: AnyPgColumn | SQL, descending: boolean): SQL {
  return descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
}
