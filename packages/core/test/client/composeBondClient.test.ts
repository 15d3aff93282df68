import { describe, expect, it } from 'vitest';
import {
  BondkitError,
  composeBondClient,
  loadBuildApi,
  loadMarketApi,
  loadParticipantsApi,
  loadTradeStream,
} from '../../src/index';
import { createFakeBondApi, fakeDemoPassword } from '../../src/testing/index';

const dealer = { email: 'dealer@bondkit.test', password: fakeDemoPassword };
const quiet = { visibility: () => () => {}, online: () => () => {} };

/** A WebSocket that records that it was made and never opens. */
function recordingWebSocket(made: string[]): typeof WebSocket {
  return class {
    readyState = 0;
    onopen = null;
    onclose = null;
    onmessage = null;
    onerror = null;
    constructor(url: string) {
      made.push(url);
    }
    send(): void {}
    close(): void {}
    addEventListener(): void {}
    removeEventListener(): void {}
  } as unknown as typeof WebSocket;
}

describe('composeBondClient', () => {
  it('answers the calls of the namespaces it is composed with', async () => {
    const api = createFakeBondApi();
    const client = composeBondClient({
      apiBase: 'https://fake',
      fetch: api.fetch,
      api: { market: loadMarketApi },
      ...quiet,
    });
    const list = await client.market.getFinstrumentList({ searchKey: 'demo', limit: 5 });
    expect(list.finstruments.length).toBeGreaterThan(0);
    expect(list.finstruments.every((bond) => bond.display_name.toLowerCase().includes('demo'))).toBe(true);
  });

  it('answers a namespace it was not given with an error that names its loader, and tries no request', async () => {
    const requests: string[] = [];
    const api = createFakeBondApi();
    const client = composeBondClient({
      apiBase: 'https://fake',
      fetch: (input, init) => {
        requests.push(String(input));
        return api.fetch(input, init);
      },
      api: { market: loadMarketApi },
      ...quiet,
    });
    const refused = await client.quotes.listEois({}).then(
      () => null,
      (error: unknown) => error,
    );
    expect(BondkitError.isInstance(refused)).toBe(true);
    expect((refused as BondkitError).code).toBe('namespace_not_included');
    expect((refused as BondkitError).message).toContain('Add `quotes: loadQuotesApi`');
    expect((refused as BondkitError).message).toContain('createBondClient');
    // Each call says so again: the refusal is not cached as a loaded module would be.
    await expect(client.chatSession.issueSessionToken('101')).rejects.toThrow(
      '`chatSession: loadChatSessionApi`',
    );
    await expect(client.quotes.listEois({})).rejects.toThrow('`quotes: loadQuotesApi`');
    expect(requests).toEqual([]);
  });

  it('signs in and loads the session with no namespace at all (the session is the client’s own)', async () => {
    const api = createFakeBondApi();
    const client = composeBondClient({ apiBase: 'https://fake', fetch: api.fetch, api: {}, ...quiet });
    const result = await client.signIn(dealer);
    expect(result.ok).toBe(true);
    expect(client.session.getSnapshot().status).toBe('authenticated');
    client.dispose();
  });

  it('keeps its stream idle without `tradeStream`, signed in and mounted', async () => {
    const api = createFakeBondApi();
    const made: string[] = [];
    const client = composeBondClient({
      apiBase: 'https://fake',
      fetch: api.fetch,
      WebSocket: recordingWebSocket(made),
      api: {},
      ...quiet,
    });
    const heard: unknown[] = [];
    const unsubscribe = client.stream.on('resync', (message) => heard.push(message));
    await client.mount();
    await client.signIn(dealer);
    client.stream.connect();
    expect(client.stream.status.getSnapshot()).toBe('idle');
    expect(client.stream.getStats().framesReceived).toBe(0);
    expect(made).toEqual([]);
    unsubscribe();
    client.dispose();
  });

  it('connects the trade stream it is given once signed in', async () => {
    const api = createFakeBondApi();
    const made: string[] = [];
    const client = composeBondClient({
      apiBase: 'https://api.example.in',
      fetch: api.fetch,
      WebSocket: recordingWebSocket(made),
      api: {},
      tradeStream: loadTradeStream,
      ...quiet,
    });
    await client.mount();
    await client.signIn(dealer);
    await expect.poll(() => made).toEqual(['wss://api.example.in/ws/trade/d/']);
    client.dispose();
  });

  it('preloads the namespaces it has and skips the others', async () => {
    const api = createFakeBondApi();
    const client = composeBondClient({
      apiBase: 'https://fake',
      fetch: api.fetch,
      api: { market: loadMarketApi, participants: loadParticipantsApi },
      ...quiet,
    });
    await expect(client.preload()).resolves.toBeUndefined();
  });

  it('keeps what it was made of out of client.options', () => {
    const client = composeBondClient({
      apiBase: 'https://fake',
      fetch: async () => new Response('{}'),
      api: { market: loadMarketApi },
      tradeStream: loadTradeStream,
    });
    expect(client.options.apiBase).toBe('https://fake');
    expect(Object.keys(client.options)).not.toContain('api');
    expect(Object.keys(client.options)).not.toContain('tradeStream');
  });

  it('says how to fix a missing `api`, and `watchBuilds` without the build files’ namespace', () => {
    const fetchFunction = async () => new Response('{}');
    expect(() =>
      // A caller without TypeScript (or with a cast) may leave `api` out.
      composeBondClient({ apiBase: 'https://fake', fetch: fetchFunction } as unknown as Parameters<
        typeof composeBondClient
      >[0]),
    ).toThrow('composeBondClient: `api` is required, for example { api: { market: loadMarketApi } }');
    expect(() =>
      composeBondClient({ apiBase: 'https://fake', fetch: fetchFunction, api: {}, watchBuilds: true }),
    ).toThrow('add `build: loadBuildApi` to `api`');
    expect(() =>
      composeBondClient({
        apiBase: 'https://fake',
        fetch: fetchFunction,
        api: { build: loadBuildApi },
        watchBuilds: true,
      }),
    ).not.toThrow();
    expect(() => composeBondClient({ apiBase: '', fetch: fetchFunction, api: {} })).toThrow(
      'composeBondClient: `apiBase` is required',
    );
  });
});
