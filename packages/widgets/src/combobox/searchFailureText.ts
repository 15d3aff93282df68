import { isDevelopment, withFailureHint } from '../provider/failureHint';

/** What a failed search says: not 'No bonds found', which would claim the server answered. */
const searchFailedText = 'Search failed. Please try again.';

/**
 * The failed search's message. In development it names the likely cause: a request the browser refused
 * (usually CORS: the server does not list this origin) or a 401 (the endpoint needs a signed-in user).
 */
export function searchFailureText(error: unknown, development = isDevelopment()): string {
  return withFailureHint(searchFailedText, error, development);
}
