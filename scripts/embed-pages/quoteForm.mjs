// QuoteForm with the client composed of the calls it makes (its README section), signed in.
import { createElement as h, useState } from 'react';
import {
  composeBondClient,
  loadMarketApi,
  loadParticipantsApi,
  loadQuotesApi,
  loadTradeApi,
} from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/quote-form.css';
import { apiBase, renderPage, SignIn, useMountedClient } from './page.mjs';

const client = composeBondClient({
  apiBase,
  api: {
    market: loadMarketApi,
    quotes: loadQuotesApi,
    participants: loadParticipantsApi,
    trade: loadTradeApi,
  },
});

function Page() {
  useMountedClient(client);
  const [created, setCreated] = useState(null);
  return h(
    BondkitProvider,
    { client },
    h(SignIn, { client }),
    h(QuoteForm, { onSubmitted: (quote) => setCreated(quote.id) }),
    created === null ? null : h('p', { role: 'status' }, `Quote ${created} created`),
  );
}

renderPage(h(Page));
