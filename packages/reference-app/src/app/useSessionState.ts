import { useSyncExternalStore } from 'react';
import type { BondClient, SessionState } from '@bondkit/core';

/** The client's session store, for the shell (which sits above the widgets' provider). */
export function useSessionState(client: BondClient): SessionState {
  return useSyncExternalStore(
    client.session.subscribe,
    client.session.getSnapshot,
    client.session.getSnapshot,
  );
}
