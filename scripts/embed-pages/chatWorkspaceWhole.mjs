// ChatWorkspace with createBondClient, zero-config, opened on demand (the Sendbird SDK loads when it mounts),
// signed in: the README's ChatWorkspace snippet, with `connectStream: false` (no QuoteSheet on the page).
import { createElement as h } from 'react';
import { createBondClient } from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/chat-workspace.css';
import { apiBase, renderPage, SignIn, useMountedClient } from './page.mjs';
import { ChatPanel } from './chatPanel.mjs';

const client = createBondClient({ apiBase, connectStream: false });

function Page() {
  useMountedClient(client);
  return h(BondkitProvider, { client }, h(SignIn, { client }), h(ChatPanel));
}

renderPage(h(Page));
