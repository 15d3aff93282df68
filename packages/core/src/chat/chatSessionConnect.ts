import { cacheClearingSessionErrorCodes, retryWithFreshTokenErrorCodes } from './chatConnectionState';

/** What `connectChatSession` needs: how to get a token, connect with it, and clear the cache. */
export interface ChatSessionConnectOptions<User> {
  /** The cached session token, or null to fetch one. */
  cachedToken: () => string | null;
  /** Fetches a fresh session token (`POST /api/issue-sb-session-token`); null when none was issued. */
  fetchToken: () => Promise<string | null>;
  /** Connects with a token (the SDK's `connect(userId, token)`). */
  connect: (token: string) => Promise<User>;
  /** Remembers the token that connected. */
  rememberToken: (token: string) => void;
  /** Clears the cached token and the chat's cached data. */
  clearCache: () => Promise<void> | void;
  /**
   * Ends what the refused attempt left before the retry. With the Sendbird SDK: `disconnect()`, then wait out
   * the 500 ms the SDK gives a closed socket's sign-in answer ({@link sendbirdRefusedSignInSettleMilliseconds}):
   * a `connect` inside that window is rejected as a network error by the refused attempt's timer.
   * Default: nothing.
   */
  resetBeforeRetry?: (() => Promise<void>) | undefined;
}

/** How long the Sendbird SDK waits after a sign-in socket closes before it fails that sign-in (500 ms), and a margin. */
export const sendbirdRefusedSignInSettleMilliseconds = 600;

/** The Sendbird error code of a failure (`SendbirdError.code`), or 0. */
export function chatErrorCodeOf(error: unknown): number {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : 0;
}

/** No session token: the server did not issue one. */
export class ChatSessionTokenMissingError extends Error {
  constructor() {
    super(
      'No chat session token: the server did not issue one. Sign in again, or check that chat is enabled for this account.',
    );
    this.name = 'ChatSessionTokenMissingError';
  }
}

/**
 * The spec's session rules around a connect: the session initialises, fetches a token (unless one is
 * cached), then connects. A deactivated, deleted, expired or revoked session clears the cache; an expired or
 * invalid token gets a fresh token and one retry.
 */
export async function connectChatSession<User>(options: ChatSessionConnectOptions<User>): Promise<User> {
  const tokenOrFail = async () => {
    const token = await options.fetchToken();
    if (!token) throw new ChatSessionTokenMissingError();
    return token;
  };
  const first = options.cachedToken() ?? (await tokenOrFail());
  try {
    const user = await options.connect(first);
    options.rememberToken(first);
    return user;
  } catch (error) {
    const code = chatErrorCodeOf(error);
    if (cacheClearingSessionErrorCodes.includes(code)) await options.clearCache();
    if (!retryWithFreshTokenErrorCodes.includes(code)) throw error;
    const fresh = await tokenOrFail();
    await options.resetBeforeRetry?.();
    const user = await options.connect(fresh);
    options.rememberToken(fresh);
    return user;
  }
}
