// QuoteSheet with createBondClient, signed in, the live rows from the trade stream.
import { createElement as h } from 'react';
import { createBondClient } from '@bondkit/core';
import { BondkitProvider, useTradeStreamStatus } from '@bondkit/widgets/provider';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/quote-sheet.css';
import { apiBase, renderPage, SignIn, useMountedClient } from './page.mjs';

const client = createBondClient({ apiBase, watchBuilds: false });

function StreamStatus() {
  return h('p', { 'data-stream-status': useTradeStreamStatus() }, 'Live');
}

function Page() {
  useMountedClient(client);
  return h(
    BondkitProvider,
    { client },
    h(SignIn, { client }),
    h(StreamStatus),
    h('section', { 'aria-label': 'Market' }, h(QuoteSheet, { height: 360 })),
  );
}

renderPage(h(Page));
