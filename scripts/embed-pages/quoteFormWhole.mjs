// QuoteForm with createBondClient (the whole client), signed in, without the trade stream (no QuoteSheet here).
import { createElement as h, useState } from 'react';
import { createBondClient } from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/quote-form.css';
import { apiBase, renderPage, SignIn, useMountedClient } from './page.mjs';

const client = createBondClient({ apiBase, watchBuilds: false, connectStream: false });

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
