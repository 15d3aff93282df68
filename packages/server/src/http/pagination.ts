import type { FastifyRequest } from 'fastify';

// The page query is part of the contract (`@bondkit/core/contract`): one definition for every list.
export { maximumPageSize } from '@bondkit/core/contract';

/** Builds the page answer with absolute `next` / `previous` links, as Django REST does. */
export function pageAnswer<Item>(
  request: FastifyRequest,
  options: { page: number; pageSize: number; count: number; results: Item[] },
): { count: number; next: string | null; previous: string | null; results: Item[] } {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const linkTo = (page: number) => {
    const link = new URL(url);
    link.searchParams.set('page', String(page));
    link.searchParams.set('page_size', String(options.pageSize));
    return link.toString();
  };
  const lastPage = Math.max(1, Math.ceil(options.count / options.pageSize));
  return {
    count: options.count,
    next: options.page < lastPage ? linkTo(options.page + 1) : null,
    previous: options.page > 1 ? linkTo(Math.min(options.page - 1, lastPage)) : null,
    results: options.results,
  };
}

/** `%` and `_` are wildcards in LIKE; a search for them means the characters themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
