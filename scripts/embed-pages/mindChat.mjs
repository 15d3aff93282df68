// MindChat with createBondClient, zero-config, as the README's MindChat section shows it (without the
// optional suggestions): a signed-out visitor asks in the public preview.
import { createElement as h } from 'react';
import { createBondClient } from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { MindChat } from '@bondkit/widgets/mind-chat';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/mind-chat.css';
import { apiBase, renderPage } from './page.mjs';

const client = createBondClient({ apiBase });

renderPage(h(BondkitProvider, { client }, h(MindChat, { style: { height: 560 } })));
