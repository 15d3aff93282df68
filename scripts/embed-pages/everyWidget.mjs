// Every widget of the root entry with createBondClient, signed in, each used: the search → price → quote recipe
// of packages/widgets/README.md (as examples/vite-react19 has it), the quote in a DataTable, a counterparty
// chosen, the Toaster, the live sheet. The tokens once and each widget's own CSS file.
import { createElement as h, useState } from 'react';
import { createBondClient } from '@bondkit/core';
import { Toaster } from '@bondkit/widgets';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { BondSearch } from '@bondkit/widgets/bond-search';
import { CounterpartySearch } from '@bondkit/widgets/counterparty-search';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import { DataTable } from '@bondkit/widgets/data-table';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/toaster.css';
import '@bondkit/widgets/bond-search.css';
import '@bondkit/widgets/counterparty-search.css';
import '@bondkit/widgets/pricing-input.css';
import '@bondkit/widgets/quote-sheet.css';
import '@bondkit/widgets/quote-form.css';
import '@bondkit/widgets/data-table.css';
import { apiBase, renderPage, SignIn, useMountedClient } from './page.mjs';

const client = createBondClient({ apiBase, watchBuilds: false });

const createdQuoteColumns = [
  { id: 'id', header: 'Quote', kind: 'number', value: (row) => row.id },
  { id: 'bond', header: 'Bond', value: (row) => row.bond, width: 'minmax(14rem, 2fr)' },
];

function Desk() {
  const [bond, setBond] = useState(null);
  const [pricing, setPricing] = useState(null);
  const [quote, setQuote] = useState({ key: 0, defaults: {} });
  const [createdQuotes, setCreatedQuotes] = useState([]);
  const [counterparty, setCounterparty] = useState(null);
  const bondYield = pricing?.bondYield ?? null;
  return h(
    'main',
    null,
    h(
      'section',
      { 'aria-label': 'Search and price' },
      h(BondSearch, { value: bond, onValueChange: (chosen) => setBond(chosen) }),
      bond === null
        ? null
        : h(PricingInput, { finstrumentId: bond.id, onValueChange: (value) => setPricing(value) }),
      bond === null || bondYield === null
        ? null
        : h(
            'button',
            {
              type: 'button',
              onClick: () =>
                setQuote((current) => ({ key: current.key + 1, defaults: { bond, side: 'BID', bondYield } })),
            },
            'Quote this bond',
          ),
    ),
    h(
      'section',
      { 'aria-label': 'Quote' },
      h(QuoteForm, {
        key: quote.key,
        defaultValues: quote.defaults,
        onSubmitted: (created) =>
          setCreatedQuotes((rows) => [
            ...rows,
            { id: created.id, bond: quote.defaults.bond?.display_name ?? '' },
          ]),
      }),
      createdQuotes.length === 0
        ? null
        : h('p', { role: 'status' }, `Quote ${createdQuotes.at(-1).id} created`),
    ),
    h(DataTable, {
      label: 'Quotes created here',
      columns: createdQuoteColumns,
      rows: createdQuotes,
      getRowId: (row) => String(row.id),
      height: 160,
      emptyText: 'No quotes yet.',
    }),
    h(
      'section',
      { 'aria-label': 'Counterparty' },
      h(CounterpartySearch, { value: counterparty, onValueChange: (party) => setCounterparty(party) }),
      counterparty === null ? null : h('p', { role: 'status' }, 'Counterparty chosen'),
    ),
    h('section', { 'aria-label': 'Market' }, h(QuoteSheet, { height: 360 })),
  );
}

function Page() {
  useMountedClient(client);
  return h(BondkitProvider, { client }, h(SignIn, { client }), h(Toaster), h(Desk));
}

renderPage(h(Page));
