// A server component: it renders every bondkit widget with data props only (the widgets' modules are client
// components), DataTable through a client wrapper of ours (its columns are functions), formats on the server
// with @bondkit/core/format (no 'use client'), and themes the widgets through CSS variables on an ancestor,
// which reach the portalled listbox too.
import type { CSSProperties } from 'react';
import { formatPrice, formatQuantum } from '@bondkit/core/format';
import { BondSearch } from '@bondkit/widgets/bond-search';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import { CounterpartySearch } from '@bondkit/widgets/counterparty-search';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import { MindChat } from '@bondkit/widgets/mind-chat';
import { ChatWorkspace } from '@bondkit/widgets/chat-workspace';
import { BondkitClientProvider } from './BondkitClientProvider';
import { HoldingsTable } from './HoldingsTable';

const apiBase = process.env.NEXT_PUBLIC_BONDKIT_API ?? 'http://localhost:8080/';

const brand = {
  '--bk-color-primary': '#b4236c',
  '--bk-color-background': '#fff7fb',
  '--bk-color-surface': '#fdeef6',
  '--bk-color-text': '#3b0a24',
  '--bk-radius-medium': '2px',
  padding: 24,
  maxWidth: 960,
} as CSSProperties;

const holdings = [
  { isin: 'IN0020230085', name: '7.18% GS 2033', price: 101.25 },
  { isin: 'IN0020240019', name: '7.10% GS 2034', price: 100.6 },
];

export default function Page() {
  return (
    <main className="partner-brand" style={brand}>
      <h1>Find a bond</h1>
      {/* Formatted on the server: the same text the widgets write. */}
      <p data-testid="server-formatted">
        Minimum lot {formatQuantum(5_00_00_000)} · reference price {formatPrice(101.25)}
      </p>
      <BondkitClientProvider apiBase={apiBase}>
        <section aria-label="Search and price">
          <BondSearch />
          <PricingInput />
        </section>
        <section aria-label="Counterparty">
          <CounterpartySearch />
        </section>
        <section aria-label="Holdings">
          <HoldingsTable rows={holdings} />
        </section>
        <section aria-label="Quote">
          <QuoteForm />
        </section>
        <section aria-label="Market">
          <QuoteSheet height={240} />
        </section>
        <section aria-label="MIND">
          <MindChat style={{ height: 320 }} />
        </section>
        <section aria-label="Chat">
          <ChatWorkspace style={{ height: 320 }} />
        </section>
      </BondkitClientProvider>
    </main>
  );
}
