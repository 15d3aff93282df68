import { failureHint, isDevelopment } from '../developmentHints';
import { NetworkError } from '../NetworkError';
import { errorMessageText } from '../toToastMessage';

/**
 * What a failed sign-in says: the server's message (wrong credentials, a locked account) or the spec's
 * generic text, and in development the cause of a request the browser refused (CORS: "add this origin … to
 * its ALLOWED_ORIGINS"). A sign-in's own 401 is the wrong password, not a missing sign-in: no hint for it.
 */
export function signInFailureText(error: unknown, development = isDevelopment()): string {
  const text = errorMessageText(error);
  const hint = NetworkError.isInstance(error) ? failureHint(error, development) : null;
  return hint === null ? text : `${text} ${hint}`;
}
