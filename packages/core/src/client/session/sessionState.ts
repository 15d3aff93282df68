import type { SessionUser } from '../../validation/sessionUser';

/** `loading` while the session call runs, `authenticated` while session data exists, else `unauthenticated`. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The session store's snapshot. */
export type SessionState =
  | { status: 'loading'; data: SessionUser | null }
  | { status: 'authenticated'; data: SessionUser }
  | { status: 'unauthenticated'; data: null };

export const loadingSession: SessionState = { status: 'loading', data: null };
export const signedOutSession: SessionState = { status: 'unauthenticated', data: null };

/** The session refresh interval while signed in (spec: 240000 ms). */
export const sessionRefreshIntervalMs = 240_000;
