import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { tradeStreamCloseCodes } from '@bondkit/core/internal';
import { connectRawClient, settle, startHubServer, waitUntil } from './hubTestServer';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A client that stops reading: its kernel buffers fill, then the hub's socket buffer, then the queue. */
function stopReading(socket: unknown): Socket {
  const raw = (socket as { _socket: Socket })._socket;
  raw.pause();
  return raw;
}

const padding = 'x'.repeat(16 * 1024);
const instruments = [1, 2, 3, 4, 5];

async function slowConsumerSetup() {
  const server = await startHubServer({ maxBufferedBytes: 64 * 1024, maxQueuedReliableMessages: 20 });
  cleanups.push(() => server.close());
  const slow = await connectRawClient(server.url, 'dealer-1');
  const fast = await connectRawClient(server.url, 'dealer-2');
  const raw = stopReading(slow.socket);
  // Flood prices (16 KiB each) until the slow socket is behind and its queue supersedes.
  let round = 0;
  let peakQueued = 0;
  while (server.hub.stats().superseded < 200) {
    round += 1;
    if (round > 5_000) throw new Error('the slow consumer never fell behind');
    for (const finstrumentId of instruments) {
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
    peakQueued = Math.max(peakQueued, server.hub.stats().queuedMessages);
    // A reading client keeps up by definition: the next round waits until it has this one, so only
    // the paused socket can fall behind, however loaded the machine.
    const expected = round * instruments.length;
    await waitUntil(
      () => fast.messages.filter((message) => message.type === 'price_update').length === expected,
      `round ${round} on the fast client`,
    );
  }
  return { server, slow, fast, raw, round, peakQueued };
}

describe('tradeStreamHub: a slow consumer', () => {
  it('supersedes its queued prices per instrument, keeping memory bounded, and still gets the latest', async () => {
    const { server, slow, fast, raw, round, peakQueued } = await slowConsumerSetup();
    // At most one price per instrument per socket, however long the flood (hundreds of rounds of five).
    // The bound is per socket: within a round (five 16 KiB prices, over the 64 KiB bound) the reading
    // client may queue for a moment too.
    expect(peakQueued).toBeLessThanOrEqual(instruments.length * 2);
    expect(round).toBeGreaterThan(instruments.length * 2);
    expect(server.hub.stats().slowConsumerDisconnects).toBe(0);
    expect(slow.closeCode).toBeNull();
    // The fast client got every single update.
    await waitUntil(
      () =>
        fast.messages.filter((message) => message.type === 'price_update').length ===
        round * instruments.length,
      'the fast client',
    );

    raw.resume();
    const latest = 100 + round / 1000;
    await waitUntil(
      () =>
        instruments.every((id) =>
          slow.messages.some(
            (message) =>
              message.type === 'price_update' &&
              message.finstrument_id === id &&
              message.unit_clean_price === latest,
          ),
        ),
      'the latest price of every instrument on the slow client',
      15_000,
    );
    const slowPrices = slow.messages.filter((message) => message.type === 'price_update').length;
    expect(slowPrices + server.hub.stats().superseded).toBe(round * instruments.length);
    expect(server.hub.stats().dropped).toBe(0);
  });

  it('disconnects it with 4008 when reliable events pile up past the bound, counting them as dropped', async () => {
    const { server, slow, fast, raw } = await slowConsumerSetup();
    for (let ticket = 1; ticket <= 30; ticket += 1) {
      server.hub.deliver({
        message: { type: 'open_tickets', tickets: [{ id: ticket, note: padding }] },
        audience: { kind: 'everyone' },
      });
      // One event per turn of the event loop, as events arrive in life: a reader that keeps up drains each.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await settle();
    const stats = server.hub.stats();
    expect(stats.slowConsumerDisconnects).toBe(1);
    expect(stats.dropped).toBeGreaterThan(0);
    expect(stats.queuedMessages).toBe(0);
    raw.resume();
    await slow.closed;
    expect([tradeStreamCloseCodes.tooSlow, 1006]).toContain(slow.closeCode);
    // The fast client is untouched and got all 30 tickets.
    await waitUntil(
      () => fast.messages.filter((message) => message.type === 'open_tickets').length === 30,
      'tickets on the fast client',
    );
    expect(fast.closeCode).toBeNull();
  });
});
