import { ApiError } from './ApiError';
import { NetworkError } from './NetworkError';

/**
 * True in development builds: bundlers (Vite, Next.js, webpack) replace `process.env.NODE_ENV`; a page
 * without a bundler has no `process` and counts as production.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * A sentence naming the likely cause of a failed call, for developers: a request the browser refused
 * (usually CORS: the server does not list this origin) or a 401 (the endpoint needs a signed-in user). Null
 * in production builds and for other failures, whose generic message is all a user should read.
 */
export function failureHint(error: unknown, development = isDevelopment()): string | null {
  if (!development) return null;
  if (NetworkError.isInstance(error) && error.code === 'network_error') {
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'this page';
    return `The server could not be reached: if it is running, add this origin (${origin}) to its ALLOWED_ORIGINS.`;
  }
  if (ApiError.isInstance(error) && error.status === 401) {
    return 'The server answered 401: sign in first (client.signIn) and mount the client.';
  }
  return null;
}
