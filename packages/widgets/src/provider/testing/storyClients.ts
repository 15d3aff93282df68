// Story-only helpers (not exported from any entry): clients over the core's fake backend in the states
// the stories show.
import { createBondClient } from '@bondkit/core';
import type { Bond, BondClient, Counterparty } from '@bondkit/core';
import { createDemoBonds, createFakeBondApi } from '@bondkit/core/testing';
import type { FakeBondApi } from '@bondkit/core/testing';

export interface StoryClientOptions {
  /** Delay of every answer, in ms. Default 150 (enough to see the spinner). */
  latencyMs?: number;
  /** Every search fails with a 500. Default false. */
  failSearches?: boolean;
  /** Bonds the search finds. Default: the six demo bonds. */
  bonds?: Bond[];
  /** Counterparties the unified search finds. Default: the demo ones. */
  counterparties?: { users: Counterparty[]; clients: Counterparty[] };
  /**
   * Sign the fake's demo dealer in before the story renders: the searches a signed-in firm makes (the
   * counterparty search) answer 401 to nobody, as on the server. Default false.
   */
  signedIn?: boolean;
}

export function createStoryClient(options: StoryClientOptions = {}): {
  client: BondClient;
  fakeApi: FakeBondApi;
} {
  const fakeApi = createFakeBondApi({ bonds: options.bonds, counterparties: options.counterparties });
  if (options.failSearches === true) {
    for (const path of ['api/finstrument/search/', 'api/chatter/users-clients-unified/']) {
      fakeApi.failNext({ path, status: 500, body: { detail: 'Search is down' }, times: 1_000 });
    }
  }
  const client = createBondClient({
    apiBase: 'https://fake.bondkit.test/',
    fetch: delayedOutsideSignIn(fakeApi.fetch, options.latencyMs ?? 150),
    watchBuilds: false,
  });
  return { client, fakeApi };
}

const signInPaths = ['/api/token/', '/api/session/'];

/**
 * The fake's fetch with `latencyMs` on every answer except signing in: a signed-in story whose searches
 * never answer (the loading state) must still get its session first.
 */
function delayedOutsideSignIn(fetch: typeof globalThis.fetch, latencyMs: number): typeof globalThis.fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const signingIn = signInPaths.some((path) => new URL(url).pathname.startsWith(path));
    if (!signingIn && latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return fetch(input, init);
  };
}

const issuers = [
  'Demo Housing Finance',
  'Demo Power Grid',
  'Demo Railways',
  'Demo Infra',
  'Example State Development',
  'Example Bank',
];

/** `count` listed bonds named 'Demo ...', for the long-list stories. */
export function createManyBonds(count: number): Bond[] {
  const template = createDemoBonds()[0] as Bond;
  return Array.from({ length: count }, (_, index) => {
    const issuer = issuers[index % issuers.length] as string;
    const year = 2026 + (index % 15);
    const coupon = (6.5 + (index % 9) * 0.25).toFixed(2);
    return {
      ...template,
      id: 10_000 + index,
      display_name: `${coupon}% ${issuer} ${year} Series ${index + 1}`,
      issuer,
      identifiers: { ISIN: `INE${String(100000 + index).slice(1)}07LL${index % 10}` },
      contract_parameters: { is_listed: true, maturity_date: `${year}-0${(index % 9) + 1}-15` },
    };
  });
}

/** `count` members and companies, for the long-list stories. */
export function createManyCounterparties(count: number): { users: Counterparty[]; clients: Counterparty[] } {
  const users: Counterparty[] = [];
  const clients: Counterparty[] = [];
  for (let index = 0; index < count; index += 1) {
    const firm = `Example Securities ${index + 1}`;
    users.push({
      user_id: 500 + index,
      client_id: 900 + index,
      nsccl_code: `NS${1000 + index}`,
      iccl_code: null,
      user_name: `Example Dealer ${index + 1}`,
      brand_name: firm,
      name: `Example Dealer ${index + 1}`,
    });
    clients.push({
      user_id: null,
      client_id: 900 + index,
      nsccl_code: `NS${1000 + index}`,
      iccl_code: `IC${1000 + index}`,
      user_name: null,
      brand_name: firm,
      name: `${firm} Ltd`,
    });
  }
  return { users, clients };
}
