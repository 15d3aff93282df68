/** One URL path segment from an id or a name: encoded so that a value can never change the path. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
