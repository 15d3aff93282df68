import type { RouteEntry, RouteParameterKind } from './routeTable';
import { routeTable } from './routeTable';

/** A path matched against the route table. */
export interface RouteMatch {
  readonly route: RouteEntry;
  /** Parameter values, decoded and checked against the route's rules. */
  readonly params: Readonly<Record<string, string>>;
  /** The normalised path that matched (no query, hash or trailing slash). */
  readonly pathname: string;
}

const parameterPatterns: Record<RouteParameterKind, RegExp> = {
  'positive-integer': /^[1-9][0-9]{0,14}$/,
  slug: /^[A-Za-z0-9_-]+$/,
};

/** The path part of a location: no query or hash, and no trailing slash (except the root). */
export function normalisePathname(location: string): string {
  const pathname = location.split(/[?#]/, 1)[0] ?? '';
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchEntry(entry: RouteEntry, segments: readonly string[]): Record<string, string> | undefined {
  const patternSegments = entry.path.split('/');
  if (patternSegments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, patternSegment] of patternSegments.entries()) {
    const segment = segments[index] ?? '';
    if (!patternSegment.startsWith(':')) {
      if (patternSegment !== segment) return undefined;
      continue;
    }
    const name = patternSegment.slice(1);
    const value = decode(segment);
    const kind = entry.params[name] ?? 'slug';
    if (value === undefined || !parameterPatterns[kind].test(value)) return undefined;
    params[name] = value;
  }
  return params;
}

/**
 * Finds the route for a location (`/security/12?tab=cash`). Null for an unknown path and for a path
 * whose parameters break their rule (`/security/abc`, `/security/0`, `/mind/chat/`), which the app
 * shows as 'Page Not Found: {path}' (404). Paths are case-sensitive; one trailing slash is ignored;
 * empty segments (`//dart`) never match.
 */
export function matchRoute(location: string): RouteMatch | null {
  const pathname = normalisePathname(location);
  if (!pathname.startsWith('/')) return null;
  const segments = pathname === '/' ? [''] : pathname.split('/');
  const root = pathname === '/';
  for (const entry of routeTable) {
    if (root !== (entry.path === '/')) continue;
    const params = root ? {} : matchEntry(entry, segments);
    if (params !== undefined) return { route: entry, params, pathname };
  }
  return null;
}
