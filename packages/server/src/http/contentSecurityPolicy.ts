import { createHash } from 'node:crypto';

/**
 * The platform's Content-Security-Policy. Scripts come from this origin only, plus `scriptHashes` (the
 * `'sha256-…'` sources of inline scripts a page is allowed to run); styles may be inline (the widgets set CSS
 * variables through style attributes). `frame-ancestors` admits `frameAncestors`.
 */
export function contentSecurityPolicy(
  frameAncestors: readonly string[],
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

const inlineScript = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The `'sha256-…'` source of every inline script of an HTML page, for `contentSecurityPolicy`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .map(([, body]) => body ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
