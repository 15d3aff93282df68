'use client';
// The one client module a Next.js partner writes: the client object cannot cross from a server component
// (it holds functions and timers), so it is created here, in the browser, once.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createBondClient } from '@bondkit/core';
import type { BondClient } from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';

export function BondkitClientProvider({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  const [client] = useState<BondClient>(() => createBondClient({ apiBase, watchBuilds: false }));
  useEffect(() => {
    void client.mount();
    return () => client.dispose();
  }, [client]);
  return <BondkitProvider client={client}>{children}</BondkitProvider>;
}
