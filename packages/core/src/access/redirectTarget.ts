/** The login page. */
export const loginPath = '/auth/login';

/**
 * Whether `target` is safe to send a visitor to after sign-in: a path on this site. Rejects absolute
 * URLs, protocol-relative (`//evil.example`, `/\evil.example`) paths, and any control character or
 * backslash: browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become
 * `//evil.example`. A crafted `?redirect=` therefore cannot send a user off-site.
 */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return false;
  try {
    const base = 'https://same-origin.invalid';
    return new URL(target, base).origin === base;
  } catch {
    return false;
  }
}

/** The login URL that returns to `redirect` (a path with its query) after sign-in. */
export function loginUrl(redirect?: string): string {
  return isSafeRedirect(redirect) && redirect !== '/'
    ? `${loginPath}?redirect=${encodeURIComponent(redirect)}`
    : loginPath;
}
