import { useEffect, useState } from 'react';
import { createBondClient } from '@bondkit/core';
import type { Bond } from '@bondkit/core';
import { Toaster } from '@bondkit/widgets';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { BondSearch } from '@bondkit/widgets/bond-search';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';
import { CounterpartySearch } from '@bondkit/widgets/counterparty-search';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn } from '@bondkit/widgets/data-table';
import { MindChat } from '@bondkit/widgets/mind-chat';
import { ChatWorkspace } from '@bondkit/widgets/chat-workspace';
import { formatMarketDate } from '@bondkit/core/format';

const bondColumns: readonly DataTableColumn<Bond>[] = [
  { id: 'name', header: 'Bond', value: (row) => row.display_name },
  {
    id: 'maturity',
    header: 'Maturity',
    kind: 'date',
    value: (row) => row.contract_parameters.maturity_date,
    render: (row) => formatMarketDate(row.contract_parameters.maturity_date),
  },
];

const client = createBondClient({
  apiBase: import.meta.env.VITE_BONDKIT_API ?? 'http://localhost:8080/',
  watchBuilds: false,
});

/** React 18: the same widgets, uncontrolled, themed through the provider's typed appearance. */
export function App() {
  const [bond, setBond] = useState<Bond | null>(null);
  const [chosen, setChosen] = useState<readonly Bond[]>([]);
  useEffect(() => {
    void client.mount();
    return () => client.dispose();
  }, []);
  return (
    <BondkitProvider client={client} appearance={{ theme: 'dark', variables: { colorPrimary: '#0f766e' } }}>
      <BondSearch
        defaultValue={null}
        onValueChange={(picked, { reason }) => {
          if (reason === 'clear') return;
          setBond(picked);
          if (picked !== null) setChosen((rows) => [...rows.filter((row) => row.id !== picked.id), picked]);
        }}
      />
      <PricingInput finstrumentId={bond?.id} defaultValue={{ fixedField: 'yield' }} />
      <QuoteSheet height={320} />
      <CounterpartySearch />
      <QuoteForm />
      <DataTable
        label="Bonds looked at"
        columns={bondColumns}
        rows={chosen}
        getRowId={(row) => String(row.id)}
        height={160}
      />
      <MindChat style={{ height: 320 }} />
      <ChatWorkspace style={{ height: 320 }} />
      <Toaster />
    </BondkitProvider>
  );
}
