import { NetworkError } from '../NetworkError';
import type { SessionUser } from '../../validation/sessionUser';
import { ApiError } from '../ApiError';
import type { AuthApi, OtpCredentials, PasswordCredentials } from '../api/auth';
import type { BondClientEvents, EventEmitter, LogoutReason } from '../events';
import { genericErrorMessage } from '../genericErrorMessage';
import type { RequestFunction } from '../http/createHttpClient';
import { createStore } from '../store';
import type { ReadableStore } from '../store';
import type { ToastStore } from '../toastStore';
import type { TokenStore } from '../tokenStore';
import { safeRedirect } from './safeRedirect';
import type { SessionHint } from './sessionHint';
import { loadingSession, signedOutSession } from './sessionState';
import type { SessionState } from './sessionState';

/** Where to go after signing in, and who signed in. */
export type SignInResult =
  | { ok: true; user: SessionUser; redirectTo: string }
  /**
   * `invalid_token`: the answer's token was not text; nothing is stored and nothing shown (the spec's
   * silent failure). `request_failed`: the server refused, or could not be reached (the error toast is already
   * pushed). `session_failed`: tokens were issued but the session could not be loaded. `message` is the text
   * to show beside your sign-in form: the server's message or the spec's generic text, and in development
   * the likely cause of a refused request (CORS: the origin to add to the server's `ALLOWED_ORIGINS`).
   */
  | {
      ok: false;
      reason: 'invalid_token' | 'request_failed' | 'session_failed';
      message: string;
      error?: unknown;
    };

export interface SignInOptions {
  /** The `redirect` query parameter of the login page; used only when it is a same-origin path. */
  redirect?: string | null | undefined;
}

export interface SessionControllerOptions {
  request: RequestFunction;
  auth: AuthApi;
  tokenStore: TokenStore;
  events: EventEmitter<BondClientEvents>;
  toasts: ToastStore;
  /** Where a signed-in user goes without a `redirect`; may load the access rules first. */
  homeRoute: (user: SessionUser) => string | Promise<string>;
  /** Says whether a session may exist before the server is asked. Default: always ask. */
  hint?: SessionHint | undefined;
}

export interface SessionController {
  store: ReadableStore<SessionState>;
  /** Loads the session. A failure clears session data and tokens; resolves null then. */
  loadSession(): Promise<SessionUser | null>;
  /**
   * Refreshes the tokens; concurrent callers share one call. With `signOutOnFailure` a failed refresh
   * signs out (once, however many callers asked).
   */
  refreshTokens(options: { signOutOnFailure: boolean }): Promise<boolean>;
  /** The periodic and on-visible refresh: tokens, then the session. Does nothing while signed out. */
  refreshSession(): Promise<void>;
  signIn(credentials: PasswordCredentials, options?: SignInOptions): Promise<SignInResult>;
  signInWithOtp(credentials: OtpCredentials, options?: SignInOptions): Promise<SignInResult>;
  /** Clears data and tokens, tells the server, emits `logout`. */
  signOut(reason?: LogoutReason): Promise<void>;
  /** The same, emitting `logout` at once without waiting for the server (401 handling). */
  forceSignOut(reason: LogoutReason): void;
}

/** See sessionSchemas.ts: loaded on first use, then cached by the module system. */
const loadSessionSchemas = () => import('./sessionSchemas');

export function createSessionController(options: SessionControllerOptions): SessionController {
  const { auth, tokenStore, events, toasts } = options;
  const store = createStore<SessionState>(loadingSession);
  let refreshInFlight: Promise<boolean> | null = null;
  let signOutWhenRefreshFails = false;

  function clear(): void {
    tokenStore.clear();
    options.hint?.forget();
    store.setSnapshot(signedOutSession);
  }

  async function fetchSession(): Promise<SessionUser> {
    const { fetchSessionUser } = await loadSessionSchemas();
    return fetchSessionUser(options.request);
  }

  async function loadSession(): Promise<SessionUser | null> {
    // Nothing to restore (no token, no sign-in remembered, no signed-in cookie): a visitor who never signed
    // in is signed out without a 401 and a failed refresh in the console.
    if (tokenStore.get() === null && options.hint?.mayBeSignedIn() === false) {
      store.setSnapshot(signedOutSession);
      return null;
    }
    if (store.getSnapshot().data === null) store.setSnapshot(loadingSession);
    try {
      let user: SessionUser;
      try {
        user = await fetchSession();
      } catch (error) {
        // An expired access token: one silent refresh. A visitor who never signed in gets a second 401
        // and simply stays signed out, without a logout event.
        if (!(ApiError.isInstance(error) && error.status === 401)) throw error;
        if (!(await refreshTokens({ signOutOnFailure: false }))) throw error;
        user = await fetchSession();
      }
      store.setSnapshot({ status: 'authenticated', data: user });
      options.hint?.remember();
      return user;
    } catch {
      clear();
      return null;
    }
  }

  function forceSignOut(reason: LogoutReason): void {
    const refresh = tokenStore.get()?.refresh;
    clear();
    events.emit('logout', { reason });
    // Revokes the refresh family and clears the cookies; the client is signed out whatever it answers.
    auth.logout(refresh).catch(() => undefined);
  }

  function refreshTokens({ signOutOnFailure }: { signOutOnFailure: boolean }): Promise<boolean> {
    if (signOutOnFailure) signOutWhenRefreshFails = true;
    if (refreshInFlight !== null) return refreshInFlight;
    refreshInFlight = (async () => {
      let refreshed = false;
      let unreachable = false;
      try {
        const { tokenResponseSchema } = await loadSessionSchemas();
        const parsed = tokenResponseSchema.safeParse(await auth.refreshToken(tokenStore.get()?.refresh));
        // The spec: a refresh requires a text token.
        if (parsed.success) {
          tokenStore.set(parsed.data);
          refreshed = true;
        }
      } catch (error) {
        // A refresh the server refused signs out; one that never reached it (offline, a laptop waking up)
        // keeps the session until the next refresh, instead of throwing a dealer out mid-trade.
        // A schema module that could not be fetched is the same: the network, not the server, said no.
        unreachable = NetworkError.isInstance(error) || !ApiError.isInstance(error);
      }
      const signOut = !refreshed && !unreachable && signOutWhenRefreshFails;
      refreshInFlight = null;
      signOutWhenRefreshFails = false;
      if (signOut) forceSignOut('refresh_failed');
      return refreshed;
    })();
    return refreshInFlight;
  }

  async function refreshSession(): Promise<void> {
    if (store.getSnapshot().status !== 'authenticated') return;
    if (await refreshTokens({ signOutOnFailure: true })) await loadSession();
  }

  async function completeSignIn(
    answer: unknown,
    signInOptions: SignInOptions | undefined,
  ): Promise<SignInResult> {
    let tokenResponseSchema;
    try {
      ({ tokenResponseSchema } = await loadSessionSchemas());
    } catch (error) {
      return { ok: false, reason: 'request_failed', message: genericErrorMessage, error };
    }
    const parsed = tokenResponseSchema.safeParse(answer);
    if (!parsed.success) return { ok: false, reason: 'invalid_token', message: genericErrorMessage };
    tokenStore.set(parsed.data);
    const user = await loadSession();
    if (user === null) return { ok: false, reason: 'session_failed', message: genericErrorMessage };
    return {
      ok: true,
      user,
      redirectTo: safeRedirect(signInOptions?.redirect) ?? (await options.homeRoute(user)),
    };
  }

  /** Toasts a failed sign-in and returns its text; the wording (field labels, error bodies) loads only then. */
  async function toastFailure(error: unknown): Promise<string> {
    try {
      const { signInFailureText } = await import('./signInFailureText');
      const text = signInFailureText(error);
      toasts.push({ severity: 'error', summary: 'Error', detail: text });
      return text;
    } catch {
      // Offline, the wording could not load: the caller still gets the failed result to show.
      return genericErrorMessage;
    }
  }

  async function signInWith(
    obtain: () => Promise<unknown>,
    signInOptions?: SignInOptions,
  ): Promise<SignInResult> {
    let answer: unknown;
    try {
      answer = await obtain();
    } catch (error) {
      return { ok: false, reason: 'request_failed', message: await toastFailure(error), error };
    }
    return completeSignIn(answer, signInOptions);
  }

  return {
    store,
    loadSession,
    refreshTokens,
    refreshSession,
    forceSignOut,
    signIn: (credentials, signInOptions) => signInWith(() => auth.obtainToken(credentials), signInOptions),
    signInWithOtp: (credentials, signInOptions) =>
      signInWith(() => auth.obtainOtpToken(credentials), signInOptions),
    async signOut(reason = 'user') {
      const refresh = tokenStore.get()?.refresh;
      clear();
      try {
        await auth.logout(refresh);
      } catch {
        // Signed out locally whatever the server says; the cookies expire on their own.
      }
      events.emit('logout', { reason });
    },
  };
}
