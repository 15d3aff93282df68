import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBondClient, createMemoryTokenStore } from '../../src/index';
import { sessionRefreshIntervalMs } from '../../src/client/session/sessionState';
import type { LogoutReason } from '../../src/index';
import { createFakeBondApi, fakeDemoOtp, fakeDemoPassword } from '../../src/testing/index';
import type { FakeBondApi } from '../../src/testing/index';

const dealer = { email: 'dealer@bondkit.test', password: fakeDemoPassword };
const researcher = { email: 'researcher@bondkit.test', password: fakeDemoPassword };

function setup(api: FakeBondApi = createFakeBondApi()) {
  const tokenStore = createMemoryTokenStore();
  const logouts: LogoutReason[] = [];
  let becomeVisible: () => void = () => {};
  const client = createBondClient({
    apiBase: 'https://fake',
    appBase: 'https://fake',
    fetch: api.fetch,
    tokenStore,
    watchBuilds: false,
    visibility: (onVisible) => {
      becomeVisible = onVisible;
      return () => {
        becomeVisible = () => {};
      };
    },
    online: () => () => {},
    onLogout: ({ reason }) => logouts.push(reason),
  });
  const paths = () => api.requests.map((request) => `${request.method} ${request.path}`);
  return { api, client, tokenStore, logouts, paths, visible: () => becomeVisible() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in with a password', () => {
  it('stores the tokens, loads the session and sends the user home', async () => {
    const { client, tokenStore, paths } = setup();
    const result = await client.signIn(dealer);
    expect(result).toMatchObject({ ok: true, redirectTo: '/dart' });
    expect(tokenStore.get()).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(client.session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      data: { user_info: { email: 'dealer@bondkit.test' } },
    });
    expect(paths()).toEqual(['POST api/token/', 'GET api/session/']);
  });

  it('sends a market researcher to /mind', async () => {
    const { client } = setup();
    expect(await client.signIn(researcher)).toMatchObject({ ok: true, redirectTo: '/mind' });
  });

  it('goes to the redirect parameter when it is a same-origin path', async () => {
    const { client } = setup();
    expect(await client.signIn(dealer, { redirect: '/client/transactions?tab=open' })).toMatchObject({
      redirectTo: '/client/transactions?tab=open',
    });
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    'dart',
  ])('ignores the unsafe redirect %j and goes home', async (redirect) => {
    const { client } = setup();
    expect(await client.signIn(dealer, { redirect })).toMatchObject({ ok: true, redirectTo: '/dart' });
  });

  it('fails silently when the token in the answer is not text: nothing stored, no toast, no session call', async () => {
    const { api, client, tokenStore, paths } = setup();
    api.failNext({ path: 'api/token/', status: 200, body: { access: 12345, refresh: 'r' } });
    expect(await client.signIn(dealer)).toEqual({
      ok: false,
      reason: 'invalid_token',
      message: 'Something went wrong, Please try again.',
    });
    expect(tokenStore.get()).toBeNull();
    expect(client.toasts.getSnapshot()).toEqual([]);
    expect(paths()).toEqual(['POST api/token/']);
  });

  it('shows the server message as a toast when the credentials are wrong', async () => {
    const { client, tokenStore } = setup();
    const result = await client.signIn({ email: dealer.email, password: 'wrong' });
    // The message for the caller's own form is the toast's, without a hint: a sign-in's 401 is the password.
    expect(result).toMatchObject({
      ok: false,
      reason: 'request_failed',
      message: 'No active account found with the given credentials',
    });
    expect(tokenStore.get()).toBeNull();
    expect(client.toasts.getSnapshot()).toMatchObject([
      { severity: 'error', detail: 'No active account found with the given credentials' },
    ]);
    client.dispose();
  });

  it("says why a sign-in the browser refused failed: the spec's text and, in development, the origin to allow", async () => {
    const { api, client, tokenStore } = setup();
    api.failNext({ path: 'api/token/', status: 'network', times: 5 });
    const result = await client.signIn(dealer);
    expect(result).toMatchObject({ ok: false, reason: 'request_failed' });
    const message = result.ok ? '' : result.message;
    expect(message).toMatch(
      /^Something went wrong, Please try again\. The server could not be reached: if it is running, add this origin \(.+\) to its ALLOWED_ORIGINS\.$/,
    );
    expect(client.toasts.getSnapshot()).toMatchObject([{ severity: 'error', detail: message }]);
    expect(tokenStore.get()).toBeNull();
    client.dispose();
  });
});

describe('sign-in with an OTP', () => {
  it('requests, validates and signs in with the OTP', async () => {
    const { api, client } = setup();
    await expect(
      client.auth.requestOtp({ email: dealer.email, request_type: 'login', auth_mode: 'login' }),
    ).resolves.toEqual({ detail: 'OTP sent' });
    await expect(
      client.auth.validateOtp({ email: dealer.email, otp: fakeDemoOtp, request_type: 'login' }),
    ).resolves.toMatchObject({ valid: true });
    const result = await client.signInWithOtp({ email: dealer.email, otp: fakeDemoOtp, auth_mode: 'login' });
    expect(result).toMatchObject({ ok: true, redirectTo: '/dart' });
    expect(api.requests.find((request) => request.path === 'api/token/otp/')?.body).toEqual({
      email: dealer.email,
      otp: fakeDemoOtp,
      auth_mode: 'login',
    });
  });

  it.each(['register', 'login', 'update_profile', 'easy_register'] as const)(
    'sends auth_mode %s',
    async (mode) => {
      const { api, client } = setup();
      await client.signInWithOtp({ mobile: '9876543201', otp: fakeDemoOtp, auth_mode: mode });
      expect(api.requests[0]?.body).toMatchObject({ auth_mode: mode });
    },
  );
});

describe('sign-out and session failures', () => {
  it('clears data and tokens, calls api/logout/ with the refresh token and emits logout', async () => {
    const { api, client, tokenStore, logouts } = setup();
    await client.signIn(dealer);
    const refresh = tokenStore.get()?.refresh;
    await client.signOut();
    expect(tokenStore.get()).toBeNull();
    expect(client.session.getSnapshot()).toEqual({ status: 'unauthenticated', data: null });
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: 'api/logout/', body: { refresh } });
    expect(logouts).toEqual(['user']);
  });

  it('clears data and tokens when the session fetch fails', async () => {
    const { api, client, tokenStore } = setup();
    await client.signIn(dealer);
    api.failNext({ path: 'api/session/', status: 500, times: 2 });
    expect(await client.loadSession()).toBeNull();
    expect(tokenStore.get()).toBeNull();
    expect(client.session.getSnapshot()).toEqual({ status: 'unauthenticated', data: null });
  });

  it('leaves a visitor who never signed in unauthenticated, without a logout', async () => {
    const { client, logouts } = setup();
    expect(client.session.getSnapshot().status).toBe('loading');
    await client.mount();
    expect(client.session.getSnapshot()).toEqual({ status: 'unauthenticated', data: null });
    expect(logouts).toEqual([]);
    client.dispose();
  });

  it('recovers an expired access token at mount with one refresh', async () => {
    const api = createFakeBondApi();
    const first = setup(api);
    await first.client.signIn(dealer);
    const held = first.tokenStore.get();
    api.expireAccessTokens();
    const second = setup(api);
    if (held !== null) second.tokenStore.set(held);
    expect(await second.client.mount()).toMatchObject({ user_info: { email: dealer.email } });
    expect(second.tokenStore.get()?.access).not.toBe(held?.access);
    second.client.dispose();
  });
});

describe('session store', () => {
  it('keeps its snapshot referentially stable between changes and notifies subscribers', async () => {
    const { client } = setup();
    const seen: unknown[] = [];
    const unsubscribe = client.session.subscribe(() => seen.push(client.session.getSnapshot()));
    expect(client.session.getSnapshot()).toBe(client.session.getSnapshot());
    await client.signIn(dealer);
    const snapshot = client.session.getSnapshot();
    expect(client.session.getSnapshot()).toBe(snapshot);
    expect(seen.at(-1)).toBe(snapshot);
    unsubscribe();
    await client.signOut();
    expect(seen.at(-1)).toBe(snapshot);
  });
});

describe('periodic refresh', () => {
  it('refreshes tokens and session every 240 s while signed in, and stops on dispose', async () => {
    vi.useFakeTimers();
    const { client, paths, tokenStore } = setup();
    await client.mount();
    await client.signIn(dealer);
    const before = paths().length;
    const firstAccess = tokenStore.get()?.access;
    await vi.advanceTimersByTimeAsync(sessionRefreshIntervalMs - 1);
    expect(paths().length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths().slice(before)).toEqual(['POST api/token/refresh/', 'GET api/session/']);
    expect(tokenStore.get()?.access).not.toBe(firstAccess);
    await vi.advanceTimersByTimeAsync(sessionRefreshIntervalMs);
    expect(paths().length).toBe(before + 4);
    client.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(sessionRefreshIntervalMs * 3);
    expect(paths().length).toBe(before + 4);
  });

  it('does not refresh while signed out', async () => {
    vi.useFakeTimers();
    const { client, paths } = setup();
    await client.mount();
    const before = paths().length;
    await vi.advanceTimersByTimeAsync(sessionRefreshIntervalMs * 2);
    expect(paths().length).toBe(before);
    client.dispose();
  });

  it('refreshes when the window becomes visible again', async () => {
    const { client, paths, visible } = setup();
    await client.mount();
    await client.signIn(dealer);
    const before = paths().length;
    visible();
    await vi.waitFor(() =>
      expect(paths().slice(before)).toEqual(['POST api/token/refresh/', 'GET api/session/']),
    );
    client.dispose();
  });

  it('signs out when the periodic refresh gets a 401', async () => {
    vi.useFakeTimers();
    const { api, client, logouts, tokenStore } = setup();
    await client.mount();
    await client.signIn(dealer);
    api.expireRefreshTokens();
    await vi.advanceTimersByTimeAsync(sessionRefreshIntervalMs);
    expect(logouts).toEqual(['refresh_failed']);
    expect(tokenStore.get()).toBeNull();
    expect(client.session.getSnapshot().status).toBe('unauthenticated');
    client.dispose();
  });

  it('keeps the session when the periodic refresh cannot reach the server, and refreshes next time', async () => {
    vi.useFakeTimers();
    const { api, client, logouts, tokenStore, paths } = setup();
    await client.mount();
    await client.signIn(dealer);
    api.failNext({ path: 'api/token/refresh/', status: 'network' });
    await vi.advanceTimersByTimeAsync(sessionRefreshIntervalMs);
    expect(logouts).toEqual([]);
    expect(tokenStore.get()).not.toBeNull();
    expect(client.session.getSnapshot().status).toBe('authenticated');
    const before = paths().length;
    await vi.advanceTimersByTimeAsync(sessionRefreshIntervalMs);
    expect(paths().slice(before)).toEqual(['POST api/token/refresh/', 'GET api/session/']);
    client.dispose();
  });
});
