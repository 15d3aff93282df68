import { describe, expect, it } from 'vitest';
import { createBondClient } from '../../src/index';
import { createFakeBondApi, createFakeTradeStream, fakeDemoPassword } from '../../src/testing/index';

const dealer = { email: 'dealer@bondkit.test', password: fakeDemoPassword };

function setup(options: { connectStream?: boolean } = {}) {
  const api = createFakeBondApi();
  const stream = createFakeTradeStream();
  const client = createBondClient({
    apiBase: 'https://fake',
    fetch: api.fetch,
    stream,
    watchBuilds: false,
    visibility: () => () => {},
    online: () => () => {},
    ...options,
  });
  return { client, stream };
}

describe('the client and its trade stream', () => {
  it('connects nothing before mount()', async () => {
    const { client, stream } = setup();
    await client.signIn(dealer);
    expect(stream.calls.connect).toBe(0);
    expect(stream.status.getSnapshot()).toBe('idle');
  });

  it('connects while the session is authenticated and stops on sign-out and dispose', async () => {
    const { client, stream } = setup();
    await client.mount();
    expect(stream.status.getSnapshot()).toBe('closed');
    await client.signIn(dealer);
    expect(stream.status.getSnapshot()).toBe('open');
    await client.signOut();
    expect(stream.status.getSnapshot()).toBe('closed');
    await client.signIn(dealer);
    expect(stream.status.getSnapshot()).toBe('open');
    client.dispose();
    expect(stream.status.getSnapshot()).toBe('closed');
    // After dispose the session no longer drives the stream.
    await client.signIn(dealer);
    expect(stream.status.getSnapshot()).toBe('closed');
  });

  it('leaves the stream alone when connectStream is false', async () => {
    const { client, stream } = setup({ connectStream: false });
    await client.mount();
    await client.signIn(dealer);
    expect(stream.calls.connect).toBe(0);
    client.dispose();
  });

  it('exposes a real stream on the API origin by default', () => {
    const client = createBondClient({
      apiBase: 'https://api.example.in/',
      fetch: async () => new Response('{}'),
    });
    expect(client.stream.status.getSnapshot()).toBe('idle');
    expect(typeof client.stream.on).toBe('function');
  });
});
