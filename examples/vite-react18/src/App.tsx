import { useEffect, useState } from 'react';
import { createBondClient } from '@bondkit/core';
import type { Bond } from '@bondkit/core';
import { Toaster } from '@bondkit/widgets';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { BondSearch } from '@bondkit/widgets/bond-search';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';

const client = createBondClient({
  apiBase: import.meta.env.VITE_BONDKIT_API ?? 'http://localhost:8080/',
  watchBuilds: false,
});

/** React 18: the same widgets, uncontrolled, themed through the provider's typed appearance. */
export function App() {
  const [bond, setBond] = useState<Bond | null>(null);
  useEffect(() => {
    void client.mount();
    return () => client.dispose();
  }, []);
  return (
    <BondkitProvider client={client} appearance={{ theme: 'dark', variables: { colorPrimary: '#0f766e' } }}>
      <BondSearch
        defaultValue={null}
        onValueChange={(chosen, { reason }) => reason !== 'clear' && setBond(chosen)}
      />
      <PricingInput finstrumentId={bond?.id} defaultValue={{ fixedField: 'yield' }} />
      <QuoteSheet height={320} />
      <Toaster />
    </BondkitProvider>
  );
}
