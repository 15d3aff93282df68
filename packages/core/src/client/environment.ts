/**
 * Calls `onVisible` each time the page becomes visible again; returns the unsubscribe function. Replace
 * it in tests or non-browser hosts.
 */
export type VisibilityWatcher = (onVisible: () => void) => () => void;

/** Calls `onOnline` each time connectivity comes back; returns the unsubscribe function. */
export type OnlineWatcher = (onOnline: () => void) => () => void;

/** Listens to `document`'s `visibilitychange`; does nothing where there is no document (Node). */
export const documentVisibilityWatcher: VisibilityWatcher = (onVisible) => {
  if (typeof document === 'undefined' || typeof document.addEventListener !== 'function') return () => {};
  const listener = (): void => {
    if (document.visibilityState === 'visible') onVisible();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/** Listens to `window`'s `online` event; does nothing where there is no window (Node). */
export const windowOnlineWatcher: OnlineWatcher = (onOnline) => {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {};
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
};
