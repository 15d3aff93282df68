import { createBondClient } from '@bondkit/core';
import type { BondClient, BondClientOptions } from '@bondkit/core';

/**
 * The platform's client. The reference server serves the API on the app's own origin, so the API base is
 * the page's origin. Tokens stay in memory (the default): a reload signs in again from the server's
 * httpOnly cookies, so no token is ever readable from storage.
 */
export function createAppClient(overrides: Partial<BondClientOptions> = {}): BondClient {
  return createBondClient({
    apiBase: window.location.origin,
    // The reference server serves MIND on its own prefix of the same origin.
    mindApiBase: `${window.location.origin}/mind-api/`,
    // The platform serves its own `version.json`, so it watches for new builds (a partner's client does not).
    watchBuilds: true,
    ...overrides,
  });
}
