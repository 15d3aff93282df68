import * as z from 'zod/mini';

/** The default page size of page-number lists (market list, chat user search). */
export const defaultPageSize = 20;

/** A page-number list: `{ count, next, previous, results }` (contract: Lists). */
export function pageSchema<Item extends z.core.$ZodType>(item: Item) {
  return z.object({
    count: z.int().check(z.nonnegative()),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}

export interface Page<Item> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}

/** Page-number request parameters. `page` starts at 1; `page_size` defaults to 20 on the server. */
export type PageParameters = {
  page?: number | undefined;
  page_size?: number | undefined;
};

/** A cursor list (`client-finstrument-list`): `{ results, pagination_response: { next_cursor, has_more } }`. */
export function cursorPageSchema<Item extends z.core.$ZodType>(item: Item) {
  return z.object({
    results: z.array(item),
    pagination_response: z.object({ next_cursor: z.nullable(z.string()), has_more: z.boolean() }),
  });
}

export interface CursorPage<Item> {
  results: Item[];
  pagination_response: { next_cursor: string | null; has_more: boolean };
}
