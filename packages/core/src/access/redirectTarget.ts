/** The login page. */
export const loginPath = '/auth/login';

/**
 * Whether `target` is safe to send a visitor to after sign-in: a path on this site. Rejects absolute
 * URLs and protocol-relative (`//evil.example`, `/\evil.example`) paths, which browsers treat as another
 * host, so a crafted `?redirect=` cannot send a user off-site.
 */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return (
    typeof target === 'string' &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/\\')
  );
}

/** The login URL that returns to `redirect` (a path with its query) after sign-in. */
export function loginUrl(redirect?: string): string {
  return isSafeRedirect(redirect) && redirect !== '/'
    ? `${loginPath}?redirect=${encodeURIComponent(redirect)}`
    : loginPath;
}
