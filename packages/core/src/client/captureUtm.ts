import type { StorageLike } from './tokenStore';

/**
 * Stores the `utm_*` query parameters of `url` in `storage` (normally `localStorage`), each under its own
 * name (`utm_source`, `utm_campaign`, ...), so that a later sign-up can report where the visitor came
 * from. Parameters absent from `url` are left as stored. Returns what was captured.
 */
export function captureUtm(url: string | URL, storage: StorageLike): Record<string, string> {
  const captured: Record<string, string> = {};
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://relative.invalid');
  } catch {
    return captured;
  }
  for (const [key, value] of parsed.searchParams) {
    if (!key.startsWith('utm_') || value === '') continue;
    captured[key] = value;
    storage.setItem(key, value);
  }
  return captured;
}

/** The `utm_*` values `captureUtm` stored, for the names given. */
export function readUtm(
  storage: StorageLike,
  names: readonly string[] = defaultUtmNames,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = storage.getItem(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

/** The five standard campaign parameters. */
const defaultUtmNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
