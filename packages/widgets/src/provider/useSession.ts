import { useSyncExternalStore } from 'react';
import type { SessionState } from '@bondkit/core';
import { useBondkitContext } from './useBondkitContext';

const loadingSession: SessionState = { status: 'loading', data: null };
const subscribeToNothing = () => () => undefined;
const getLoadingSession = () => loadingSession;

/**
 * The session, `{ status, data }`, read from the client's session store with `useSyncExternalStore`, so
 * every component sees the same value in the same render. `{ status: 'loading', data: null }` while the
 * client itself is loading.
 */
export function useSession(): SessionState {
  const { client } = useBondkitContext('useSession');
  const store = client?.session;
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? getLoadingSession,
    store?.getSnapshot ?? getLoadingSession,
  );
}
