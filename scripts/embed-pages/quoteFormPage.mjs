// The QuoteForm page both QuoteForm embeds render, whichever client they give it: sign in, fill in and submit a
// quote, and say which quote was created.
import { createElement as h, useState } from 'react';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/quote-form.css';
import { renderPage, SignIn, useMountedClient } from './page.mjs';

/** Renders the QuoteForm page with `client`. */
export function renderQuoteFormPage(client) {
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
}
