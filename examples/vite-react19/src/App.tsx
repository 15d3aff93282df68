import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import { createBondClient } from '@bondkit/core';
import type { Bond } from '@bondkit/core';
import type { PricingInputValue } from '@bondkit/core/pricing';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { BondSearch } from '@bondkit/widgets/bond-search';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import type { QuoteFormDefaults } from '@bondkit/widgets/quote-form';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';
import { CounterpartySearch } from '@bondkit/widgets/counterparty-search';
import { DataTable } from '@bondkit/widgets/data-table';
import type { DataTableColumn } from '@bondkit/widgets/data-table';
import { ChatWorkspace } from '@bondkit/widgets/chat-workspace';
import { MindChat } from '@bondkit/widgets/mind-chat';
import { formatPrice, formatYield } from '@bondkit/core/format';
import type { Counterparty } from '@bondkit/core';

const client = createBondClient({
  apiBase: import.meta.env.VITE_BONDKIT_API ?? 'http://localhost:8080/',
  watchBuilds: false,
});

function SignIn() {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    // A failed sign-in resolves (it does not throw) with the text to show: the server's message, and in
    // development the likely cause (CORS: the origin to add to the server's ALLOWED_ORIGINS).
    const result = await client.signIn({
      email: String(form.get('email')),
      password: String(form.get('password')),
    });
    if (!result.ok) setError(result.message);
  };
  return (
    <form aria-label="Sign in" onSubmit={(event) => void submit(event)}>
      <label>
        Email <input name="email" type="email" defaultValue="dealer@demo.bondkit.in" />
      </label>
      <label>
        Password <input name="password" type="password" defaultValue="Bondkit@2026" />
      </label>
      {error === null ? null : <p role="alert">{error}</p>}
      <button type="submit">Sign in</button>
    </form>
  );
}

/** A quote this page created, for the session's table. */
interface CreatedQuote {
  id: number;
  bond: string;
  bondYield: number | null;
  price: number | null;
}

const createdQuoteColumns: readonly DataTableColumn<CreatedQuote>[] = [
  { id: 'id', header: 'Quote', kind: 'number', value: (row) => row.id },
  { id: 'bond', header: 'Bond', value: (row) => row.bond, width: 'minmax(14rem, 2fr)' },
  {
    id: 'yield',
    header: 'Yield',
    kind: 'number',
    value: (row) => row.bondYield,
    render: (row) => (row.bondYield === null ? '-' : `${formatYield(row.bondYield)}%`),
  },
  {
    id: 'price',
    header: 'Price',
    kind: 'number',
    value: (row) => row.price,
    render: (row) => (row.price === null ? '-' : formatPrice(row.price)),
  },
];

/** Chat costs the Sendbird SDK: it mounts (and the SDK downloads) only when the user opens it. */
function ChatPanel() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Chat">
      {open ? (
        <ChatWorkspace style={{ height: 420 }} />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Open chat
        </button>
      )}
    </section>
  );
}

function Desk() {
  const [bond, setBond] = useState<Bond | null>(null);
  const [pricing, setPricing] = useState<PricingInputValue | null>(null);
  const [quote, setQuote] = useState<{ key: number; defaults: QuoteFormDefaults }>({ key: 0, defaults: {} });
  const [lastQuoteId, setLastQuoteId] = useState<number | null>(null);
  const [createdQuotes, setCreatedQuotes] = useState<readonly CreatedQuote[]>([]);
  const [counterparty, setCounterparty] = useState<Counterparty | null>(null);
  const bondYield = pricing?.bondYield ?? null;
  return (
    <main>
      <h1>Partner desk</h1>
      <section aria-label="Search and price">
        <BondSearch value={bond} onValueChange={(chosen) => setBond(chosen)} />
        {bond === null ? null : (
          <PricingInput finstrumentId={bond.id} onValueChange={(value) => setPricing(value)} />
        )}
        {bond === null || bondYield === null ? null : (
          <button
            type="button"
            onClick={() =>
              setQuote((current) => ({ key: current.key + 1, defaults: { bond, side: 'BID', bondYield } }))
            }
          >
            Quote this bond
          </button>
        )}
      </section>
      <section aria-label="Quote">
        <QuoteForm
          key={quote.key}
          defaultValues={quote.defaults}
          onSubmitted={(created, payload) => {
            setLastQuoteId(created.id);
            setCreatedQuotes((rows) => [
              ...rows,
              {
                id: created.id,
                bond: quote.defaults.bond?.display_name ?? String(payload.finstrument_id),
                bondYield: quote.defaults.bondYield ?? null,
                price: payload.unit_price_stored ?? null,
              },
            ]);
          }}
        />
        {lastQuoteId === null ? null : <p role="status">Quote {lastQuoteId} created</p>}
      </section>
      {/* The table names its own region; a labelled section around it would be a second landmark of that name. */}
      <section>
        <DataTable
          label="Quotes created here"
          columns={createdQuoteColumns}
          rows={createdQuotes}
          getRowId={(row) => String(row.id)}
          height={160}
          emptyText="No quotes yet."
        />
      </section>
      <section aria-label="Counterparty">
        <CounterpartySearch value={counterparty} onValueChange={(party) => setCounterparty(party)} />
        {counterparty === null ? null : <p role="status">Counterparty chosen</p>}
      </section>
      <section aria-label="MIND">
        <MindChat style={{ height: 360 }} />
      </section>
      <ChatPanel />
      <section aria-label="Market">
        <QuoteSheet height={360} />
      </section>
    </main>
  );
}

export function App() {
  const session = useSyncExternalStore(client.session.subscribe, client.session.getSnapshot);
  useEffect(() => {
    void client.mount();
    return () => client.dispose();
  }, []);
  return (
    <BondkitProvider client={client}>
      {session.status === 'loading' ? (
        <p>Loading…</p>
      ) : session.status === 'authenticated' ? (
        <Desk />
      ) : (
        <SignIn />
      )}
    </BondkitProvider>
  );
}
