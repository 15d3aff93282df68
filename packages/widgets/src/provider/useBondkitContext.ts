import { useContext } from 'react';
import { BondkitContext } from './BondkitContext';
import type { BondkitContextValue } from './BondkitContext';

/** The error a hook or widget throws outside the provider; it says how to fix it. */
function missingProviderError(name: string): Error {
  return new Error(
    `${name} must be used inside <BondkitProvider>. Wrap your app (or the widget) in ` +
      `<BondkitProvider client={createBondClient(...)}>.`,
  );
}

/** The provider's value; throws an error naming `callerName` when there is no provider above. */
export function useBondkitContext(callerName: string): BondkitContextValue {
  const value = useContext(BondkitContext);
  if (value === null) throw missingProviderError(callerName);
  return value;
}
