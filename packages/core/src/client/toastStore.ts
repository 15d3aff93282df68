import { createStore } from './store';
import type { ReadableStore } from './store';

export type ToastSeverity = 'info' | 'success' | 'warn' | 'error';

/** The spec's toast life. */
const defaultToastLifeMs = 4000;

/** What a caller pushes. */
export interface ToastInput {
  severity: ToastSeverity;
  summary: string;
  detail?: string | undefined;
  /** How long the toast stays, in ms. Default 4000 (the spec's toast life). */
  life?: number | undefined;
  /** A named toast region, for apps that show several. Default: none (the main region). */
  group?: string | undefined;
  /** Where a notification toast's action goes. */
  actionUrl?: string | undefined;
  /** The label of that action. */
  actionText?: string | undefined;
}

/** A toast in the store. */
export interface Toast extends ToastInput {
  id: number;
  life: number;
}

export interface ToastStore extends ReadableStore<readonly Toast[]> {
  /** Adds a toast; it is removed after its life. Returns its id. */
  push(toast: ToastInput): number;
  dismiss(id: number): void;
  /** Removes every toast and cancels their timers. */
  clear(): void;
}

export function createToastStore(): ToastStore {
  const store = createStore<readonly Toast[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  function dismiss(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    const current = store.getSnapshot();
    if (current.some((toast) => toast.id === id))
      store.setSnapshot(current.filter((toast) => toast.id !== id));
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    push(input) {
      const toast: Toast = { ...input, id: nextId++, life: input.life ?? defaultToastLifeMs };
      store.setSnapshot([...store.getSnapshot(), toast]);
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.life),
      );
      return toast.id;
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      store.setSnapshot([]);
    },
  };
}
