import type { BondClient } from '@bondkit/core';
import { useBondkitContext } from './useBondkitContext';

/**
 * The provider's client, or null while a promised client is loading (like react-stripe-js' `useStripe`).
 * Throws when used outside `<BondkitProvider>`.
 */
export function useBondClient(): BondClient | null {
  return useBondkitContext('useBondClient').client;
}
