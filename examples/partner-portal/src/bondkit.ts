import { createBondClient, createStorageTokenStore } from '@bondkit/core';

/** The reference server (or your bondkit deployment), on another origin than this page. */
export const apiBase = import.meta.env.VITE_BONDKIT_API ?? 'http://localhost:8080/';

/**
 * One client for the page. Tokens live in sessionStorage so a reload keeps the sign-in; the portal is not
 * the platform, so it does not watch for new platform builds. Its trade stream (`client.stream`, the live
 * market for QuoteSheet) connects while signed in once the client is mounted.
 */
export const client = createBondClient({
  apiBase,
  tokenStore: createStorageTokenStore(sessionStorage, { key: 'acme.bondkit.tokens' }),
  watchBuilds: false,
});
