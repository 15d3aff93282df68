import { ApiError, NetworkError } from '@bondkit/core';

/** What a failed search says: not 'No bonds found', which would claim the server answered. */
export const searchFailedText = 'Search failed. Please try again.';

/**
 * True in development builds: bundlers (Vite, Next.js, webpack) replace `process.env.NODE_ENV`; a page
 * without a bundler has no `process` and counts as production.
 */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * The failed search's message. In development it names the likely cause: a request the browser refused
 * (usually CORS: the server does not list this origin) or a 401 (the endpoint needs a signed-in user).
 */
export function searchFailureText(error: unknown, development = isDevelopment()): string {
  if (!development) return searchFailedText;
  if (NetworkError.isInstance(error) && error.code === 'network_error') {
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'this page';
    return `${searchFailedText} The server could not be reached: if it is running, add this origin (${origin}) to its ALLOWED_ORIGINS.`;
  }
  if (ApiError.isInstance(error) && error.status === 401) {
    return `${searchFailedText} The server answered 401: sign in first (client.signIn) and mount the client.`;
  }
  return searchFailedText;
}
