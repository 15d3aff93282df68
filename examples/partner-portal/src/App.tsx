import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import type { Bond } from '@bondkit/core';
import { BondkitProvider, Toaster } from '@bondkit/widgets';
import { BondSearch } from '@bondkit/widgets/bond-search';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import type { PricingInputValue } from '@bondkit/widgets/pricing-input';
import { QuoteForm, quoteFormDefaultsFromRow } from '@bondkit/widgets/quote-form';
import type { QuoteFormDefaults } from '@bondkit/widgets/quote-form';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';
import { apiBase, client } from './bondkit';

/** The partner's own sign-in form: the widgets need a signed-in client, how the partner signs in is theirs. */
function SignIn() {
  const [email, setEmail] = useState('dealer@demo.bondkit.in');
  const [password, setPassword] = useState('Bondkit@2026');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // A failed sign-in resolves (it does not throw) with the text to show: the server's message, and in
    // development the likely cause (CORS: the origin to add to the server's ALLOWED_ORIGINS).
    const result = await client.signIn({ email, password });
    if (!result.ok) setError(result.message);
  };
  return (
    <form className="portal-card portal-sign-in" onSubmit={(event) => void submit(event)}>
      <h2>Sign in to the bond desk</h2>
      <p className="portal-muted">
        Server: <code>{apiBase}</code>
      </p>
      <label>
        Email
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        Password
        <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      {error === null ? null : <p role="alert">{error}</p>}
      <button type="submit">Sign in</button>
    </form>
  );
}

function Desk() {
  const [bond, setBond] = useState<Bond | null>(null);
  const [pricing, setPricing] = useState<PricingInputValue | null>(null);
  const [quoteDefaults, setQuoteDefaults] = useState<{ key: number; values: QuoteFormDefaults }>({
    key: 0,
    values: {},
  });
  return (
    <div className="portal-grid">
      <section className="portal-card" aria-labelledby="lookup-title">
        <h2 id="lookup-title">Look up a bond</h2>
        <BondSearch value={bond} onValueChange={setBond} />
        {bond === null ? null : (
          <PricingInput finstrumentId={bond.id} onValueChange={(value) => setPricing(value)} />
        )}
        {pricing?.cleanPrice != null && bond !== null ? (
          <p className="portal-muted">
            {bond.display_name}: {pricing.bondYield}% at {pricing.cleanPrice}
          </p>
        ) : null}
      </section>
      <section className="portal-card" aria-labelledby="quote-title">
        <h2 id="quote-title">Quote</h2>
        <QuoteForm
          key={quoteDefaults.key}
          defaultValues={quoteDefaults.values}
          onSubmitted={(quote) => console.info('quote created', quote.id)}
        />
      </section>
      <section className="portal-card portal-wide" aria-labelledby="market-title">
        <h2 id="market-title">Market</h2>
        <QuoteSheet
          height={420}
          onQuote={(row) =>
            setQuoteDefaults((current) => ({ key: current.key + 1, values: quoteFormDefaultsFromRow(row) }))
          }
        />
      </section>
    </div>
  );
}

export function App() {
  const session = useSyncExternalStore(client.session.subscribe, client.session.getSnapshot);
  useEffect(() => {
    void client.mount();
    return () => client.dispose();
  }, []);

  return (
    <BondkitProvider client={client} appearance={{ variables: { colorPrimary: '#6b2bd9' } }}>
      <header className="portal-header">
        <h1>Acme Wealth · Bond desk</h1>
        {session.status === 'authenticated' ? (
          <button type="button" onClick={() => void client.signOut()}>
            Sign out {session.data.name}
          </button>
        ) : null}
      </header>
      <main>
        {session.status === 'loading' ? (
          <p>Loading…</p>
        ) : session.status === 'authenticated' ? (
          <Desk />
        ) : (
          <SignIn />
        )}
      </main>
      <Toaster />
    </BondkitProvider>
  );
}
