// The hub as `buildServer` wires it: real demo tokens, the server's own event publisher, a real socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTradeStream, type TradeStream } from '@bondkit/core/stream';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let streamUrl: string;
const streams: TradeStream[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  streamUrl = `${address.replace('http', 'ws')}/ws/trade/d/`;
});

afterAll(async () => {
  for (const stream of streams) stream.disconnect();
  await server.close();
});

function connect(token: string | null): TradeStream {
  const stream = createTradeStream({ url: streamUrl, getToken: () => token, WebSocket });
  streams.push(stream);
  stream.connect();
  return stream;
}

function waitForOpen(stream: TradeStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.status.getSnapshot() === 'open') return resolve();
    const stop = stream.status.subscribe(() => {
      if (stream.status.getSnapshot() === 'open') {
        stop();
        resolve();
      }
    });
  });
}

describe('the trade stream served by buildServer', () => {
  it('relays a published quote to a dealer signed in with a real token, and not to compliance', async () => {
    const dealer = connect((await server.tokensOf('dealer')).access);
    const compliance = connect((await server.tokensOf('compliance')).access);
    await Promise.all([waitForOpen(dealer), waitForOpen(compliance)]);
    const dealerMessages: unknown[] = [];
    const complianceMessages: unknown[] = [];
    dealer.on('public_runs_refresh', (message) => dealerMessages.push(message));
    compliance.on('public_runs_refresh', (message) => complianceMessages.push(message));
    // The hub accepts the auth frame asynchronously; publish until the dealer has heard one.
    await expect
      .poll(
        () => {
          server.app.services.events.publish({
            type: 'quote.created',
            clientId: null,
            payload: { finstrument_id: 42 },
            occurredAt: new Date(),
          });
          return dealerMessages.length;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBeGreaterThan(0);
    expect(dealerMessages[0]).toMatchObject({ type: 'public_runs_refresh' });
    expect(complianceMessages).toEqual([]);
  });

  it('refuses a forged token', async () => {
    const errors: string[] = [];
    const stream = createTradeStream({
      url: streamUrl,
      getToken: () => 'not.a.token',
      WebSocket,
      onError: (error) => errors.push(error.code),
    });
    streams.push(stream);
    stream.connect();
    await expect.poll(() => stream.status.getSnapshot(), { timeout: 5000 }).not.toBe('open');
    await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    stream.disconnect();
  });
});
