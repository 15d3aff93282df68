import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { tradeStreamCloseCodes } from '@bondkit/core/internal';
import { connectRawClient, settle, startHubServer, waitUntil } from './hubTestServer';

// Issue 12, finding 9 (stream items): per-socket message rate, frame size, and a socket that stops
// reading detected by its unwritten bytes and a time bound. Real sockets throughout.

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('tradeStreamHub: what a client may send', () => {
  it('closes a socket that floods pings with 4029 and keeps answering the others', async () => {
    const server = await startHubServer({ maxClientMessagesPerSecond: 5, maxClientMessagesBurst: 20 });
    cleanups.push(() => server.close());
    const flooder = await connectRawClient(server.url, 'dealer-1');
    const neighbour = await connectRawClient(server.url, 'dealer-2');
    for (let ping = 0; ping < 500 && flooder.closeCode === null; ping += 1) flooder.send({ type: 'ping' });
    expect(await flooder.closed).toBe(tradeStreamCloseCodes.tooManyMessages);
    expect(server.hub.stats().limitDisconnects).toBe(1);
    // Fewer pongs than pings: the hub stopped reading it at the limit.
    expect(flooder.messages.filter((message) => message.type === 'pong').length).toBeLessThanOrEqual(20);
    neighbour.send({ type: 'ping' });
    await waitUntil(() => neighbour.messages.some((message) => message.type === 'pong'), 'pong');
    expect(neighbour.closeCode).toBeNull();
  });

  it('lets a client ping at its normal pace', async () => {
    const server = await startHubServer({ maxClientMessagesPerSecond: 5, maxClientMessagesBurst: 3 });
    cleanups.push(() => server.close());
    const client = await connectRawClient(server.url, 'dealer-1');
    for (let ping = 0; ping < 6; ping += 1) {
      client.send({ type: 'ping' });
      await settle(250);
    }
    await waitUntil(() => client.messages.filter((message) => message.type === 'pong').length === 6, 'pongs');
    expect(client.closeCode).toBeNull();
  });

  it('closes a socket that sends a 60 KB junk frame with 1009', async () => {
    const server = await startHubServer();
    cleanups.push(() => server.close());
    const client = await connectRawClient(server.url, 'dealer-1');
    client.socket.send('j'.repeat(60 * 1024));
    expect(await client.closed).toBe(tradeStreamCloseCodes.frameTooLarge);
    // Before signing in too: a junk first frame is not parsed.
    const anonymous = await connectRawClient(server.url);
    anonymous.socket.send(Buffer.alloc(60 * 1024, 0x7b));
    expect(await anonymous.closed).toBe(tradeStreamCloseCodes.frameTooLarge);
  });
});

describe('tradeStreamHub: a socket that stops reading', () => {
  it('is closed with 4008 once its unwritten bytes stay over the bound for the time limit, even if only prices (which supersede) queue', async () => {
    const server = await startHubServer({
      maxBufferedBytes: 64 * 1024,
      slowConsumerTimeoutMs: 400,
      idleTimeoutMs: 60_000,
    });
    cleanups.push(() => server.close());
    const slow = await connectRawClient(server.url, 'dealer-1');
    const fast = await connectRawClient(server.url, 'dealer-2');
    const raw = (slow.socket as unknown as { _socket: Socket })._socket;
    raw.pause();
    const padding = 'x'.repeat(16 * 1024);
    let round = 0;
    while (server.hub.stats().superseded < 50) {
      round += 1;
      if (round > 5_000) throw new Error('the socket never fell behind');
      for (const finstrumentId of [1, 2, 3]) {
        server.hub.deliver({
          message: {
            type: 'price_update',
            finstrument_id: finstrumentId,
            unit_clean_price: 100 + round / 1000,
            bond_yield: 0.07,
            settlement_date: padding,
          },
          audience: { kind: 'everyone' },
        });
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    // Prices supersede, so its queue never overflows: only the time bound can catch it.
    expect(server.hub.stats().slowConsumerDisconnects).toBe(0);
    await waitUntil(() => server.hub.stats().slowConsumerDisconnects === 1, 'the time bound', 5_000);
    raw.resume();
    expect([tradeStreamCloseCodes.tooSlow, 1006]).toContain(await slow.closed);
    expect(fast.closeCode).toBeNull();
  });
});
