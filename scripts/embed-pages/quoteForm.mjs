// QuoteForm with the client composed of the calls it makes (its README section), signed in.
import {
  composeBondClient,
  loadMarketApi,
  loadParticipantsApi,
  loadQuotesApi,
  loadTradeApi,
} from '@bondkit/core';
import { apiBase } from './page.mjs';
import { renderQuoteFormPage } from './quoteFormPage.mjs';

renderQuoteFormPage(
  composeBondClient({
    apiBase,
    api: {
      market: loadMarketApi,
      quotes: loadQuotesApi,
      participants: loadParticipantsApi,
      trade: loadTradeApi,
    },
  }),
);
