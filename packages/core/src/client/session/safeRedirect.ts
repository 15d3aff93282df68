import { isSafeRedirect } from '../../access/redirectTarget';

/** The `redirect` value if {@link isSafeRedirect} accepts it (a path on this site), else null. */
export function safeRedirect(value: string | null | undefined): string | null {
  return isSafeRedirect(value) ? value : null;
}

/** Reads `redirect` from a query string (`?redirect=%2Fdart`) and checks it with {@link safeRedirect}. */
export function redirectFromSearch(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}
