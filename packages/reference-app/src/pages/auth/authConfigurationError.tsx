import type { SignInResult } from '@bondkit/core';

/** The generic runtime error (platform-shell 8: "Auth server configuration errors show a generic runtime error"). */
const authConfigurationErrorText = 'Something went wrong...';

/**
 * A sign-in the server accepted but that cannot work: its answer held no text token, or the session
 * could not be read with the token it gave. That is the deployment's auth configuration, not the user's
 * credentials, so the form says so plainly instead of staying silent.
 */
export function isAuthConfigurationFailure(result: SignInResult): boolean {
  return !result.ok && (result.reason === 'invalid_token' || result.reason === 'session_failed');
}

/** The generic runtime error under a sign-in form. */
export function AuthConfigurationError() {
  return (
    <div className="app-field__error" role="alert">
      <strong>{authConfigurationErrorText}</strong> Sign-in is not working on this site right now. Please try
      again later, or contact us if it persists.
    </div>
  );
}
