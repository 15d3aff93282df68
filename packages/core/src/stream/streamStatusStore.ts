import type { TradeStreamStatus, TradeStreamStatusStore } from './tradeStreamTypes';

/** The status store plus its setter, which stays private to the stream (or the fake). */
export interface WritableTradeStreamStatusStore extends TradeStreamStatusStore {
  set(next: TradeStreamStatus): void;
}

export function createTradeStreamStatusStore(initial: TradeStreamStatus): WritableTradeStreamStatusStore {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      if (next === status) return;
      status = next;
      // A listener that throws must not keep the others from hearing about the change.
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
