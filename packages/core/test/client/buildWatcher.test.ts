import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBondClient } from '../../src/index';
import { defaultBuildPollIntervalMs } from '../../src/client/build/buildVersion';

function setup() {
  let version = 'build-1';
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFunction: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify({ version }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createBondClient({
    apiBase: 'https://api.example',
    appBase: 'https://app.example',
    fetch: fetchFunction,
    watchBuilds: true,
    visibility: () => () => {},
    online: () => () => {},
  });
  const newBuilds: unknown[] = [];
  client.on('newBuild', (event) => newBuilds.push(event));
  return { client, calls, newBuilds, deploy: (next: string) => (version = next) };
}

afterEach(() => {
  vi.useRealTimers();
});

// Captured before any test fakes the timers: waiting on it lets real work finish without moving the fake
// clock.
const realSetTimeout = setTimeout;

/**
 * Waits, in real time and for at most 10 s, until the client has fetched `url`. The client loads its build
 * API lazily, so the first fetch follows a dynamic import, which on a loaded machine can take longer than
 * the microtasks a fake-timer advance flushes.
 */
async function untilFetched(calls: readonly { url: string }[], url: string): Promise<void> {
  for (let waited = 0; waited < 10_000 && !calls.some((call) => call.url === url); waited += 10) {
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}

describe('build watcher', () => {
  it('fetches /version.json at mount with no-cache headers', async () => {
    vi.useFakeTimers();
    const { client, calls } = setup();
    await client.mount();
    await untilFetched(calls, 'https://app.example/version.json');
    const versionCall = calls.find((call) => call.url === 'https://app.example/version.json');
    expect(versionCall?.init?.cache).toBe('no-store');
    expect(new Headers(versionCall?.init?.headers).get('Cache-Control')).toBe('no-cache');
    expect(new Headers(versionCall?.init?.headers).get('Authorization')).toBeNull();
    await vi.waitFor(() => expect(client.buildVersion.getSnapshot().current).toBe('build-1'));
    client.dispose();
  });

  it('polls builds/latest.json every 5 minutes and emits newBuild once when the version changes', async () => {
    vi.useFakeTimers();
    const { client, calls, newBuilds, deploy } = setup();
    await client.mount();
    await untilFetched(calls, 'https://app.example/version.json');
    await vi.advanceTimersByTimeAsync(0);
    const polls = () => calls.filter((call) => call.url === 'https://app.example/builds/latest.json');
    await vi.advanceTimersByTimeAsync(defaultBuildPollIntervalMs - 1);
    expect(polls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toHaveLength(1);
    expect(polls()[0]?.init?.cache).toBe('no-store');
    expect(newBuilds).toEqual([]);
    deploy('build-2');
    await vi.advanceTimersByTimeAsync(defaultBuildPollIntervalMs);
    expect(newBuilds).toEqual([{ previousVersion: 'build-1', version: 'build-2' }]);
    expect(client.buildVersion.getSnapshot()).toEqual({
      current: 'build-1',
      latest: 'build-2',
      hasNewBuild: true,
    });
    await vi.advanceTimersByTimeAsync(defaultBuildPollIntervalMs);
    expect(newBuilds).toHaveLength(1);
    client.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not watch by default (a partner page serves no version.json)', async () => {
    const calls: string[] = [];
    const client = createBondClient({
      apiBase: 'https://api.example',
      fetch: async (input) => {
        calls.push(String(input));
        return new Response(null, { status: 401 });
      },
      visibility: () => () => {},
      online: () => () => {},
    });
    await client.mount();
    expect(calls).toEqual(['https://api.example/api/session/', 'https://api.example/api/token/refresh/']);
    client.dispose();
  });
});
