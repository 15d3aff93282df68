import * as z from 'zod';

/** The default page size of page-number lists (market list, chat user search). */
export const defaultPageSize = 20;

/** A page-number list: `{ count, next, previous, results }` (contract: Lists). */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
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
export function cursorPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    results: z.array(item),
    pagination_response: z.object({ next_cursor: z.string().nullable(), has_more: z.boolean() }),
  });
}

export interface CursorPage<Item> {
  results: Item[];
  pagination_response: { next_cursor: string | null; has_more: boolean };
}
