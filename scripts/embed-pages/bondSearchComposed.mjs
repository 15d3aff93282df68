// BondSearch with a client composed of the market calls alone, as packages/widgets/README.md shows it.
import { createElement as h } from 'react';
import { composeBondClient, loadMarketApi } from '@bondkit/core';
import { BondkitProvider } from '@bondkit/widgets/provider';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/bond-search.css';
import { apiBase, renderPage } from './page.mjs';
import { SearchAndShowChoice } from './searchAndShowChoice.mjs';

const client = composeBondClient({ apiBase, api: { market: loadMarketApi } });
renderPage(h(BondkitProvider, { client }, h(SearchAndShowChoice)));
