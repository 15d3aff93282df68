// Test-only helpers (not exported from any entry): a real client over the core's fake backend.
import { createBondClient } from '@bondkit/core';
import type { BondClient } from '@bondkit/core';
import { createFakeBondApi } from '@bondkit/core/testing';
import type { FakeBondApi, FakeBondApiOptions } from '@bondkit/core/testing';

const fakeApiBase = 'https://fake.bondkit.test/';

/** A client over `createFakeBondApi`, with build watching off (nothing runs in the background). */
export function createTestClient(options: FakeBondApiOptions = {}): {
  client: BondClient;
  fakeApi: FakeBondApi;
} {
  const fakeApi = createFakeBondApi(options);
  const client = createBondClient({ apiBase: fakeApiBase, fetch: fakeApi.fetch, watchBuilds: false });
  return { client, fakeApi };
}

/** A client over a hand-written `fetch`, for tests that script timing (slow then fast answers). */
export function createClientWithFetch(fetchFunction: typeof fetch): BondClient {
  return createBondClient({ apiBase: fakeApiBase, fetch: fetchFunction, watchBuilds: false });
}

/** A JSON `Response`. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
