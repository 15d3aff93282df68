import { describe, expect, it } from 'vitest';
import { createBondClient, createMemoryTokenStore } from '../../src/index';
import type { StorageLike } from '../../src/index';
import { createSessionHint, sessionHintKey } from '../../src/client/session/sessionHint';
import { createFakeBondApi, fakeDemoPassword } from '../../src/testing/index';
import type { FakeBondApi } from '../../src/testing/index';

const dealer = { email: 'dealer@bondkit.test', password: fakeDemoPassword };

function memoryStorage(): StorageLike & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function clientWith(api: FakeBondApi, storage: StorageLike, sessionProbe?: 'hinted' | 'always') {
  return createBondClient({
    apiBase: 'https://fake',
    appBase: 'https://fake',
    fetch: api.fetch,
    tokenStore: createMemoryTokenStore(),
    storage,
    sessionProbe,
    watchBuilds: false,
    connectStream: false,
    visibility: () => () => {},
    online: () => () => {},
  });
}

const sessionCalls = (api: FakeBondApi) =>
  api.requests.filter((request) => request.path === 'api/session/' || request.path === 'api/token/refresh/');

describe('the session hint: an anonymous mount asks nothing bound to fail', () => {
  it('signs a visitor who never signed in out without a session call or a refresh', async () => {
    const api = createFakeBondApi();
    const client = clientWith(api, memoryStorage());
    expect(await client.mount()).toBeNull();
    expect(client.session.getSnapshot()).toEqual({ status: 'unauthenticated', data: null });
    expect(sessionCalls(api)).toEqual([]);
    client.dispose();
  });

  it('remembers a sign-in, so the next page load asks for the session, and forgets it on sign-out', async () => {
    const api = createFakeBondApi();
    const storage = memoryStorage();
    const first = clientWith(api, storage);
    await first.signIn(dealer);
    expect(storage.values.get(sessionHintKey)).toBe('1');
    // A reload: a new client with no token in memory (the session would come from the cookies).
    const reloaded = clientWith(api, storage);
    await reloaded.mount();
    expect(sessionCalls(api).map((request) => request.path)).toContain('api/session/');
    reloaded.dispose();
    await first.signOut();
    expect(storage.values.has(sessionHintKey)).toBe(false);
  });

  it('forgets a remembered sign-in whose session is gone, so it asks only once', async () => {
    const api = createFakeBondApi();
    const storage = memoryStorage();
    storage.setItem(sessionHintKey, '1');
    const client = clientWith(api, storage);
    expect(await client.mount()).toBeNull();
    const asked = sessionCalls(api).length;
    expect(asked).toBeGreaterThan(0);
    expect(storage.values.has(sessionHintKey)).toBe(false);
    expect(await client.loadSession()).toBeNull();
    expect(sessionCalls(api)).toHaveLength(asked);
    client.dispose();
  });

  it("asks every time with sessionProbe 'always'", async () => {
    const api = createFakeBondApi();
    const client = clientWith(api, memoryStorage(), 'always');
    await client.mount();
    expect(sessionCalls(api).map((request) => request.path)).toContain('api/session/');
    client.dispose();
  });
});

describe('createSessionHint', () => {
  it("trusts the server's readable signed-in cookie among others", () => {
    const hint = createSessionHint({
      storage: memoryStorage(),
      readCookies: () => 'theme=dark; bk_signed_in=1',
    });
    expect(hint.mayBeSignedIn()).toBe(true);
    const cleared = createSessionHint({ storage: memoryStorage(), readCookies: () => 'bk_signed_in=; x=1' });
    expect(cleared.mayBeSignedIn()).toBe(false);
  });

  it('says a session may exist when it has neither storage nor cookies to go by (the server decides)', () => {
    expect(createSessionHint({ storage: undefined, readCookies: () => undefined }).mayBeSignedIn()).toBe(
      true,
    );
    expect(createSessionHint({ storage: undefined, readCookies: () => '' }).mayBeSignedIn()).toBe(false);
  });

  it('treats a storage that throws as holding nothing', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const hint = createSessionHint({ storage: blocked, readCookies: () => '' });
    expect(hint.mayBeSignedIn()).toBe(false);
    expect(() => hint.remember()).not.toThrow();
    expect(() => hint.forget()).not.toThrow();
  });
});
