/** One page of a list as the server answers it (Django REST's shape), with links to its neighbours. */
export function fakePage<Item>(
  path: string,
  items: readonly Item[],
  query: { page: number; page_size: number },
): { count: number; next: string | null; previous: string | null; results: Item[] } {
  const { page, page_size: pageSize } = query;
  const lastPage = Math.max(1, Math.ceil(items.length / pageSize));
  const linkTo = (target: number) => `https://fake/${path}?page=${target}&page_size=${pageSize}`;
  const start = (page - 1) * pageSize;
  return {
    count: items.length,
    next: page < lastPage ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(Math.min(page - 1, lastPage)) : null,
    results: items.slice(start, start + pageSize),
  };
}

/** Whether any of `fields` contains `search`, case-insensitively (the server's ILIKE); no search matches all. */
export function matchesSearch(search: string | undefined, fields: readonly (string | null)[]): boolean {
  if (search === undefined || search === '') return true;
  const needle = search.toLowerCase();
  return fields.some((field) => field !== null && field.toLowerCase().includes(needle));
}
