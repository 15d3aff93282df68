import { useMemo, useSyncExternalStore } from 'react';
import type { Toast, ToastInput } from '@bondkit/core';
import { useBondkitContext } from './useBondkitContext';

export interface ToastApi {
  /** Shows a toast (life 4000 ms unless given). Returns its id, or null while the client is loading. */
  push(toast: ToastInput): number | null;
  /** Removes a toast before its life ends. */
  dismiss(id: number): void;
}

/** Pushes and dismisses toasts on the client's toast store, which `<Toaster>` shows. */
export function useToast(): ToastApi {
  const { client } = useBondkitContext('useToast');
  const toasts = client?.toasts;
  return useMemo<ToastApi>(
    () => ({
      push: (toast) => (toasts === undefined ? null : toasts.push(toast)),
      dismiss: (id) => toasts?.dismiss(id),
    }),
    [toasts],
  );
}

const noToasts: readonly Toast[] = [];
const subscribeToNothing = () => () => undefined;
const getNoToasts = () => noToasts;

/** The toasts on screen, from the client's toast store (empty while the client is loading). */
export function useToasts(): readonly Toast[] {
  const { client } = useBondkitContext('useToasts');
  const store = client?.toasts;
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? getNoToasts,
    store?.getSnapshot ?? getNoToasts,
  );
}
