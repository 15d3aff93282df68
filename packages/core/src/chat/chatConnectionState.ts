import { chatToastTexts } from './chatConstants';

/** The SDK's connection states and connection-handler events the rules read. */
export type ChatConnectionEvent =
  'connected' | 'disconnected' | 'reconnecting' | 'reconnect-succeeded' | 'reconnect-failed';

/** Online or offline, as the UI shows it. */
export type ChatOnlineStatus = 'online' | 'offline';

/** Disconnected or reconnecting is offline; connected or reconnect-succeeded is online. */
export function onlineStatusOf(event: Exclude<ChatConnectionEvent, 'reconnect-failed'>): ChatOnlineStatus {
  return event === 'connected' || event === 'reconnect-succeeded' ? 'online' : 'offline';
}

/** What the app does on a connection event. */
export interface ChatConnectionReaction {
  status: ChatOnlineStatus;
  /** A toast to show ('You are offline', 'Connected'), or null. */
  toast: string | null;
  /** Clear the offline toast. */
  clearOfflineToast: boolean;
  /** Re-initialise chat (coming back with no chat instance while signed in). */
  reinitialise: boolean;
  /** Fetch a fresh session token and reconnect (a reconnect failure). */
  refreshTokenAndReconnect: boolean;
}

/**
 * The spec's connection rules: going offline shows 'You are offline'; coming back clears it, shows
 * 'Connected', and re-initialises chat if it is absent and the user is signed in; a reconnect failure
 * gets a fresh session token and a reconnect.
 */
export function reactToConnectionEvent(
  event: ChatConnectionEvent,
  previous: ChatOnlineStatus,
  context: { chatInitialised: boolean; signedIn: boolean },
): ChatConnectionReaction {
  if (event === 'reconnect-failed') {
    return {
      status: 'offline',
      toast: previous === 'online' ? chatToastTexts.offline : null,
      clearOfflineToast: false,
      reinitialise: false,
      refreshTokenAndReconnect: true,
    };
  }
  const status = onlineStatusOf(event);
  if (status === 'offline') {
    return {
      status,
      toast: previous === 'online' ? chatToastTexts.offline : null,
      clearOfflineToast: false,
      reinitialise: false,
      refreshTokenAndReconnect: false,
    };
  }
  const cameBack = previous === 'offline';
  return {
    status,
    toast: cameBack ? chatToastTexts.connected : null,
    clearOfflineToast: cameBack,
    reinitialise: cameBack && !context.chatInitialised && context.signedIn,
    refreshTokenAndReconnect: false,
  };
}

/** Session errors that clear the cached token: deactivated, deleted, expired or revoked. */
export const cacheClearingSessionErrorCodes: readonly number[] = [400300, 400301, 400302, 400310];
/** Session errors answered with a fresh token and a retry: expired or invalid token. */
export const retryWithFreshTokenErrorCodes: readonly number[] = [400302, 400111, 400309];
