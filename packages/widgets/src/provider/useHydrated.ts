import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and during hydration, true after: portalled layers (the Toaster) render only then, so
 * the client's first render matches the server's HTML (no React #418 hydration mismatch under SSR).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
