import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { TradeStreamServerMessage } from '@bondkit/core/stream';
import type { TradeStreamHub } from '../../src/stream/createTradeStreamHub';
import { connectRawClient, startHubServer, waitUntil, type RawClient } from './hubTestServer';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What the hub handed to each server-side socket's `send`, in order, by socket. */
type WrittenFrames = Array<Array<string | Buffer>>;

/** A hub whose server-side sockets record what the hub writes to them. */
async function recordingServer(flushIntervalMs: number) {
  const written: WrittenFrames = [];
  const server = await startHubServer({
    flushIntervalMs,
    onHub: (hub: TradeStreamHub) => {
      const attach = hub.attach;
      // The plugin looks `attach` up on every connection, so wrapping it here sees every socket.
      hub.attach = (socket: WebSocket) => {
        const frames: Array<string | Buffer> = [];
        written.push(frames);
        const send = socket.send.bind(socket) as (...parameters: unknown[]) => void;
        (socket as { send: (...parameters: unknown[]) => void }).send = (
          data: unknown,
          ...rest: unknown[]
        ) => {
          frames.push(data as string | Buffer);
          send(data, ...rest);
        };
        attach(socket);
      };
    },
  });
  cleanups.push(() => server.close());
  return { server, written };
}

const price = (finstrumentId: number, unitCleanPrice = 100): TradeStreamServerMessage => ({
  type: 'price_update',
  finstrument_id: finstrumentId,
  unit_clean_price: unitCleanPrice,
  bond_yield: 0.07,
});

const withoutAuth = (client: RawClient) => client.messages.filter((message) => message.type !== 'auth_ok');

describe('tradeStreamHub: shared broadcast frames', () => {
  it('encodes a flush of broadcasts once and writes that same frame to every socket with the same access', async () => {
    const { server, written } = await recordingServer(20);
    const dealer = await connectRawClient(server.url, 'dealer-1');
    const otherDealer = await connectRawClient(server.url, 'dealer-2');
    const researcher = await connectRawClient(server.url, 'researcher-1');
    const framesBefore = server.hub.stats().framesSent;

    server.hub.deliver({ message: price(1), audience: { kind: 'everyone' } });
    server.hub.deliver({
      message: { type: 'public_runs_refresh', finstrument_ids: [1] },
      audience: { kind: 'everyone' },
    });
    server.hub.deliver({ message: price(2), audience: { kind: 'everyone' } });
    await waitUntil(() => withoutAuth(researcher).length === 2 && withoutAuth(dealer).length === 3, 'frames');
    await waitUntil(() => withoutAuth(otherDealer).length === 3, 'frames');

    const traderMessages = [price(1), { type: 'public_runs_refresh', finstrument_ids: [1] }, price(2)];
    expect(withoutAuth(dealer)).toEqual(traderMessages);
    expect(withoutAuth(otherDealer)).toEqual(traderMessages);
    expect(withoutAuth(researcher)).toEqual([price(1), price(2)]);
    // One frame per socket, and the very same encoded Buffer for both dealers: serialised once, not per socket.
    expect(server.hub.stats().framesSent - framesBefore).toBe(3);
    const [dealerFrames, otherDealerFrames, researcherFrames] = written;
    const dealerFrame = dealerFrames?.at(-1);
    expect(Buffer.isBuffer(dealerFrame)).toBe(true);
    expect(otherDealerFrames?.at(-1)).toBe(dealerFrame);
    expect(researcherFrames?.at(-1)).not.toBe(dealerFrame);
    expect(JSON.parse(String(researcherFrames?.at(-1)))).toEqual({
      type: 'batch',
      messages: [price(1), price(2)],
    });
  });

  it("keeps one socket's order when a message of its own arrives between broadcasts, then rejoins the shared frames", async () => {
    const { server, written } = await recordingServer(30);
    const dealer = await connectRawClient(server.url, 'dealer-1');
    const otherDealer = await connectRawClient(server.url, 'dealer-2');

    server.hub.deliver({ message: price(1), audience: { kind: 'everyone' } });
    server.hub.deliver({
      message: { type: 'open_order_count', count: 2 },
      audience: { kind: 'user', userId: 1 },
    });
    server.hub.deliver({ message: price(2), audience: { kind: 'everyone' } });
    await waitUntil(
      () => withoutAuth(dealer).length === 3 && withoutAuth(otherDealer).length === 2,
      'first flush',
    );
    expect(withoutAuth(dealer)).toEqual([price(1), { type: 'open_order_count', count: 2 }, price(2)]);
    expect(withoutAuth(otherDealer)).toEqual([price(1), price(2)]);

    // The next flush: nothing of its own queued, so the dealer is back on the shared frame, with no repeats.
    server.hub.deliver({ message: price(3), audience: { kind: 'everyone' } });
    await waitUntil(
      () => withoutAuth(dealer).length === 4 && withoutAuth(otherDealer).length === 3,
      'second flush',
    );
    expect(withoutAuth(dealer).at(-1)).toEqual(price(3));
    expect(withoutAuth(otherDealer).at(-1)).toEqual(price(3));
    expect(written[0]?.at(-1)).toBe(written[1]?.at(-1));
  });

  it('gives a socket signing in while broadcasts wait auth_ok first, and nothing published before it signed in', async () => {
    const { server } = await recordingServer(400);
    const early = await connectRawClient(server.url, 'dealer-1');
    const sentBefore = server.hub.stats().messagesSent;

    server.hub.deliver({ message: price(1), audience: { kind: 'everyone' } });
    const late = await connectRawClient(server.url);
    late.send({ type: 'auth', token: 'dealer-2' });
    await waitUntil(() => server.hub.stats().authenticatedSockets === 2, 'the late sign-in');
    // Nothing was written yet: the late socket signed in while the price was still waiting for the flush.
    expect(server.hub.stats().messagesSent).toBe(sentBefore);

    await waitUntil(() => late.messages.length > 0 && withoutAuth(early).length === 1, 'the flush');
    server.hub.deliver({ message: price(2), audience: { kind: 'everyone' } });
    await waitUntil(
      () => withoutAuth(late).length === 1 && withoutAuth(early).length === 2,
      'the next flush',
    );
    expect(late.messages).toEqual([{ type: 'auth_ok', user_id: 3 }, price(2)]);
    expect(withoutAuth(early)).toEqual([price(1), price(2)]);
  });
});
