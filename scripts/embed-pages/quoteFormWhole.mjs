// QuoteForm with createBondClient (the whole client), signed in, without the trade stream (no QuoteSheet here).
import { createBondClient } from '@bondkit/core';
import { apiBase } from './page.mjs';
import { renderQuoteFormPage } from './quoteFormPage.mjs';

renderQuoteFormPage(createBondClient({ apiBase, watchBuilds: false, connectStream: false }));
