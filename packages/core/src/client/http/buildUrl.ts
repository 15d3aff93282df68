/** A query value; `undefined` and `null` are left out, arrays repeat the key. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export type QueryParameters = Readonly<Record<string, QueryValue>>;

/**
 * Joins a base (`https://api.example.com` or `https://api.example.com/v/`) and a relative path
 * (`api/token/`, with or without a leading slash) with exactly one slash, then appends the query.
 */
export function buildUrl(base: string, path: string, query?: QueryParameters): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (query === undefined) return joined;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value as readonly unknown[]) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  if (text === '') return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${text}`;
}

/** The path part of a relative path, normalised: no leading slash, no query. */
export function normalisePath(path: string): string {
  return path.replace(/^\/+/, '').split('?')[0] ?? '';
}
