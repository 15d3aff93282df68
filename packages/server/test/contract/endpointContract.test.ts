import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoints, type AnyEndpoint } from '@bondkit/core/contract';
import { createFakeBondApi, fakeDemoOtp, fakeDemoPassword } from '@bondkit/core/testing';
import { demoOtp } from '../../src/auth/oneTimePasswords';
import { demoPassword } from '../../src/seed/demoAccounts';
import { fakeBackend, serverBackend, type ContractBackend } from './contractBackends';
import { lastMessageReader } from './outboxReader';
import { mindQuestionAsker } from './mindQuestion';
import {
  contractScenarios,
  type ContractCall,
  type ContractScenario,
  type ContractWorld,
} from './contractScenarios';

// One suite for every implementation of the contract: the reference server (PGlite here, PostgreSQL in CI
// with BONDKIT_TEST_POSTGRES=1) and @bondkit/core/testing's fake. Each endpoint's valid call must answer
// its success status with a body the contract's response schema accepts, on both; its invalid call must
// be refused with a 400 naming the same fields on both. The fake checks its own answers against the
// schema as well, so neither side can drift from the contract without this suite failing.

const entries = Object.entries(endpoints) as [keyof typeof endpoints, AnyEndpoint][];

function scenarioOf(name: keyof typeof endpoints): ContractScenario<AnyEndpoint> {
  return contractScenarios[name] as unknown as ContractScenario<AnyEndpoint>;
}

async function worldOf(backend: ContractBackend): Promise<ContractWorld> {
  const searchKey = 'Government of India';
  const answer = await backend.call(
    endpoints.searchFinstruments,
    { query: { search_key: searchKey, limit: 20 } },
    'anonymous',
  );
  const hits = (
    answer.body as { finstruments: { id: number; is_matured: boolean; identifiers: { ISIN: string } }[] }
  ).finstruments;
  const bond = hits.find((hit) => !hit.is_matured);
  if (!bond) throw new Error(`${backend.name}: no live bond found by '${searchKey}'`);
  const onServer = backend.name === 'server';
  return {
    bondId: bond.id,
    bondIsin: bond.identifiers.ISIN,
    searchKey,
    demoPassword: onServer ? demoPassword : fakeDemoPassword,
    demoOtp: onServer ? demoOtp : fakeDemoOtp,
    lastMessageTo: lastMessageReader(backend),
    askMind: mindQuestionAsker(backend),
  };
}

describe('the endpoint contract (issue 13)', () => {
  const backends: { backend: ContractBackend; world: ContractWorld }[] = [];

  beforeAll(async () => {
    for (const backend of [await serverBackend(), await fakeBackend()]) {
      backends.push({ backend, world: await worldOf(backend) });
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(backends.map(({ backend }) => backend.close()));
  });

  it.each(entries)(
    '%s: a valid call answers the contract on every backend that implements it',
    async (name, endpoint) => {
      const scenario = scenarioOf(name);
      for (const { backend, world } of backends) {
        if (!backend.implements(endpoint)) continue;
        if (scenario.validOn && !scenario.validOn.includes(backend.name)) continue;
        const call: ContractCall = async (other, input, caller) => {
          const answer = await backend.call(other, input, caller);
          if (answer.status >= 300) {
            throw new Error(
              `${backend.name}: set-up ${other.method} ${other.path} answered ${answer.status} ${JSON.stringify(answer.body)}`,
            );
          }
          return answer;
        };
        const input = await scenario.valid(world, call);
        const answer = await backend.call(endpoint, input, scenario.caller);
        expect({ backend: backend.name, status: answer.status }, JSON.stringify(answer.body)).toEqual({
          backend: backend.name,
          status: endpoint.status ?? 200,
        });
        // A stream's every chunk must be one of the contract's chunk schema (and there must be some).
        const bodies =
          endpoint.responseType === 'uiMessageStream' ? (answer.body as unknown[]) : [answer.body];
        expect(bodies.length, `${backend.name}: an empty stream`).toBeGreaterThan(0);
        for (const body of bodies) {
          const parsed = z.safeParse(endpoint.response, body);
          expect(parsed.success, `${backend.name}: ${parsed.error?.message ?? ''}`).toBe(true);
        }
        // The server ends a stream whose next chunk is outside the contract with an `error` chunk instead.
        if (endpoint.responseType === 'uiMessageStream') {
          const failures = bodies.filter((body) => (body as { type?: unknown }).type === 'error');
          expect(failures, `${backend.name}: the stream failed`).toEqual([]);
        }
        await scenario.afterValid?.({ world, call, input, backend: backend.name });
      }
    },
  );

  it.each(entries.filter(([name]) => scenarioOf(name).invalid !== undefined))(
    '%s: an invalid call is refused with 400 naming the same fields on every backend',
    async (name, endpoint) => {
      const scenario = scenarioOf(name);
      const refusals: Record<string, string[]> = {};
      for (const { backend, world } of backends) {
        if (!backend.implements(endpoint)) continue;
        const answer = await backend.call(endpoint, scenario.invalid!(world), scenario.caller);
        expect(answer.status, `${backend.name}: ${JSON.stringify(answer.body)}`).toBe(400);
        refusals[backend.name] = Object.keys(answer.body as Record<string, unknown>).sort();
      }
      const [first, ...others] = Object.values(refusals);
      for (const other of others) expect(other).toEqual(first);
    },
  );

  it('registers every contract endpoint on the server with the contract access', () => {
    const server = backends.find(({ backend }) => backend.name === 'server')!.backend as ContractBackend & {
      server: { app: { registeredRoutes: { method: string; url: string; access: string }[] } };
    };
    const registered = server.server.app.registeredRoutes;
    for (const [name, endpoint] of entries) {
      const route = registered.find(
        (candidate) => candidate.method === endpoint.method && candidate.url === endpoint.path,
      );
      expect(route, `${name} is not registered`).toBeDefined();
      expect(route?.access, name).toBe(endpoint.access);
    }
  });

  it('the fake implements only contract endpoints (the build files aside)', () => {
    const fake = createFakeBondApi();
    const onContract = new Set<AnyEndpoint>(Object.values(endpoints));
    expect(fake.endpoints.length).toBeGreaterThan(0);
    for (const endpoint of fake.endpoints) expect(onContract.has(endpoint), endpoint.path).toBe(true);
  });
});
