import { createBondClient } from '../client/createBondClient';
import type { BondClient, BondClientOptions } from '../client/bondClient';
import { createFakeBondApi } from './createFakeBondApi';
import type { FakeBondApi, FakeBondApiOptions } from './createFakeBondApi';

export interface FakeBondClient {
  client: BondClient;
  api: FakeBondApi;
}

/**
 * The test fixture: a client wired to a fresh fake backend (`apiBase` and `appBase` 'https://fake',
 * `mindApiBase` 'https://fake/mind-api/' where the fake serves MIND as the reference server does, no
 * visibility or online listeners, no build watching unless asked). Sign in with
 * `client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword })`.
 */
export function createFakeBondClient(
  options: { api?: FakeBondApiOptions; client?: Partial<BondClientOptions> } = {},
): FakeBondClient {
  const api = createFakeBondApi(options.api);
  const client = createBondClient({
    apiBase: 'https://fake',
    appBase: 'https://fake',
    mindApiBase: 'https://fake/mind-api/',
    visibility: () => () => {},
    online: () => () => {},
    watchBuilds: false,
    ...options.client,
    fetch: api.fetch,
  });
  return { client, api };
}
