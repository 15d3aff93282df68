/** A value React can read with `useSyncExternalStore(store.subscribe, store.getSnapshot)`. */
export interface ReadableStore<Snapshot> {
  /** The current value; the same reference until it changes. */
  getSnapshot(): Snapshot;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface WritableStore<Snapshot> extends ReadableStore<Snapshot> {
  setSnapshot(next: Snapshot): void;
}

/** A minimal external store: snapshots only change reference when `setSnapshot` gets a new value. */
export function createStore<Snapshot>(initial: Snapshot): WritableStore<Snapshot> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSnapshot(next) {
      if (Object.is(next, snapshot)) return;
      snapshot = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
