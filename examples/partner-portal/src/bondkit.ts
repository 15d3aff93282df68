import { createBondClient, createStorageTokenStore } from '@bondkit/core';
import { createTradeStream, tradeStreamUrl } from '@bondkit/core/stream';

/** The reference server (or your bondkit deployment), on another origin than this page. */
export const apiBase = import.meta.env.VITE_BONDKIT_API ?? 'http://localhost:8080/';

/**
 * One client for the page. Tokens live in sessionStorage so a reload keeps the sign-in; the portal is not
 * the platform, so it does not watch for new platform builds.
 */
export const client = createBondClient({
  apiBase,
  tokenStore: createStorageTokenStore(sessionStorage, { key: 'acme.bondkit.tokens' }),
  watchBuilds: false,
});

/** The live market: price updates and run refreshes for QuoteSheet. */
export const tradeStream = createTradeStream({
  url: tradeStreamUrl(apiBase),
  getToken: () => client.tokenStore.get()?.access ?? null,
});
