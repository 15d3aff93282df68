// MindChat with createBondClient, zero-config, signed in as a user with MIND access (the demo researcher): the
// first question makes a conversation of their own. A page without a live QuoteSheet sets `connectStream: false`
// (packages/widgets/README.md): otherwise the signed-in client loads the trade stream (3.05 kB) and opens a
// socket nothing listens to, 41.44 kB in all, over MindChat's 40.
import { createElement as h } from 'react';
import { createBondClient } from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { MindChat } from '@bondkit/widgets/mind-chat';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/mind-chat.css';
import { apiBase, renderPage, SignIn, useMountedClient } from './page.mjs';

const client = createBondClient({ apiBase, connectStream: false });

function Page() {
  useMountedClient(client);
  return h(
    BondkitProvider,
    { client },
    h(SignIn, { client, email: 'researcher@demo.bondkit.in' }),
    h(MindChat, { style: { height: 560 } }),
  );
}

renderPage(h(Page));
