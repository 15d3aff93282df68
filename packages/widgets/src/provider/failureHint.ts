import { failureHint, isDevelopment } from '@bondkit/core/internal';

// The hints are the core's, so that the client's own sign-in failure and the widgets name a cause alike.
export { failureHint, isDevelopment };

/** `text`, followed in development by the cause `failureHint` names. */
export function withFailureHint(text: string, error: unknown, development = isDevelopment()): string {
  const hint = failureHint(error, development);
  return hint === null ? text : `${text} ${hint}`;
}
