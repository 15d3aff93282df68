// BondSearch with createBondClient: the README's quick start.
import { createElement as h } from 'react';
import { createBondClient } from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/bond-search.css';
import { apiBase, renderPage } from './page.mjs';
import { SearchAndShowChoice } from './searchAndShowChoice.mjs';

const client = createBondClient({ apiBase, watchBuilds: false });
renderPage(h(BondkitProvider, { client }, h(SearchAndShowChoice)));
