import { createConnection, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkTurns } from '../../src/mind/workTurns';

function busyFor(milliseconds: number): void {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // Holds the event loop, as a tool pricing thousands of bonds does.
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A loopback connection: what is written on `client` arrives as `data` on the server's side. */
async function loopback(): Promise<{ client: Socket; serverSide: Socket }> {
  let serverSide: Socket | undefined;
  const server = createServer((socket) => {
    serverSide = socket;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = createConnection((server.address() as AddressInfo).port, '127.0.0.1');
  await new Promise<void>((resolve) => client.once('connect', resolve));
  while (!serverSide) await new Promise<void>((resolve) => setImmediate(resolve));
  cleanups.push(async () => {
    client.destroy();
    serverSide?.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { client, serverSide };
}

describe('WorkTurns', () => {
  it('lets the event loop read the network between two turns', async () => {
    const { client, serverSide } = await loopback();
    const turns = new WorkTurns();
    const order: string[] = [];
    const dataRead = new Promise<void>((resolve) =>
      serverSide.once('data', () => {
        order.push('request read');
        resolve();
      }),
    );
    const first = turns.next().then(() => {
      // A question arrives while the first tool works.
      client.write('question');
      busyFor(30);
      order.push('first turn');
    });
    const second = turns.next().then(() => {
      order.push('second turn');
    });
    expect(turns.waiting).toBe(2);
    await Promise.all([first, second, dataRead]);
    expect(order).toEqual(['first turn', 'request read', 'second turn']);
    expect(turns.waiting).toBe(0);
  });

  it('gives the turns in the order they were asked for', async () => {
    const turns = new WorkTurns();
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((index) => turns.next().then(() => order.push(index))));
    expect(order).toEqual([1, 2, 3, 4]);
  });
});
