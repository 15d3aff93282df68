/** Why the client signed out. */
export type LogoutReason =
  /** `signOut()` was called. */
  | 'user'
  /** A call kept answering 401 after its refresh-and-retry rounds. */
  | 'unauthorized'
  /** The token refresh failed (a 401 on the refresh call, or an answer without a text token). */
  | 'refresh_failed';

/** The client's events and their payloads. */
export interface BondClientEvents {
  /** The client signed out; the app navigates to /auth/logout. */
  logout: { reason: LogoutReason };
  /** A build other than the one first seen is deployed; the app reloads. */
  newBuild: { previousVersion: string; version: string };
}

export type BondClientEventName = keyof BondClientEvents;

export interface EventEmitter<Events> {
  on<Name extends keyof Events>(name: Name, listener: (payload: Events[Name]) => void): () => void;
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void;
  clear(): void;
}

export function createEventEmitter<Events>(): EventEmitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (set === undefined) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(name, payload) {
      const set = listeners.get(name);
      if (set === undefined) return;
      for (const listener of [...set]) (listener as (value: typeof payload) => void)(payload);
    },
    clear() {
      listeners.clear();
    },
  };
}
