// ChatWorkspace with a client composed of the two namespaces it calls, zero-config, opened on demand (the
// Sendbird SDK loads when it mounts), signed in.
import { createElement as h } from 'react';
import { composeBondClient, loadChatSessionApi, loadChatterApi } from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/chat-workspace.css';
import { apiBase, renderPage, SignIn, useMountedClient } from './page.mjs';
import { ChatPanel } from './chatPanel.mjs';

const client = composeBondClient({
  apiBase,
  api: { chatSession: loadChatSessionApi, chatter: loadChatterApi },
});

function Page() {
  useMountedClient(client);
  return h(BondkitProvider, { client }, h(SignIn, { client }), h(ChatPanel));
}

renderPage(h(Page));
