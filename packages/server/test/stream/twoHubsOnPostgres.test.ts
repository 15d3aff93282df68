import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  createTradeStream,
  type PublicRunsRefreshMessage,
  type PrivateRunsMessage,
} from '@bondkit/core/stream';
import { createPostgresEventBus, type PostgresEventBus } from '../../src/stream/postgresEventBus';
import { startPostgresCluster, type PostgresCluster } from '../postgresCluster';
import { startHubServer, waitUntil, type HubTestServer } from './hubTestServer';

// Two server processes as far as PostgreSQL can tell: each hub has its own connection, bus and listener;
// they share nothing but the database.
let cluster: PostgresCluster;
const cleanups: Array<() => unknown> = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await cluster?.stop();
});

async function serverProcess(): Promise<{ bus: PostgresEventBus; server: HubTestServer }> {
  const client = new pg.Client({ connectionString: cluster.urlFor('postgres') });
  await client.connect();
  cleanups.push(() => client.end());
  const bus = await createPostgresEventBus({ client });
  cleanups.push(() => bus.close());
  const server = await startHubServer({ events: bus });
  cleanups.push(() => server.close());
  return { bus, server };
}

describe('two hubs on one real PostgreSQL', () => {
  it('delivers a quote created through one to a client connected to the other, large events included', async () => {
    const one = await serverProcess();
    const two = await serverProcess();
    const stream = createTradeStream({
      url: two.server.url,
      getToken: () => 'dealer-1',
      WebSocket: WebSocket,
    });
    cleanups.push(() => stream.disconnect());
    const refreshes: PublicRunsRefreshMessage[] = [];
    const privateRuns: PrivateRunsMessage[] = [];
    stream.on('public_runs_refresh', (message) => refreshes.push(message));
    stream.on('private_runs', (message) => privateRuns.push(message));
    stream.connect();
    await waitUntil(() => two.server.hub.stats().authenticatedSockets === 1, 'the client on hub two');

    one.bus.publish({
      type: 'quote.created',
      clientId: 1,
      payload: { finstrument_id: 42 },
      occurredAt: new Date(),
    });
    const quotes = Array.from({ length: 300 }, (_, id) => ({
      id: id + 1,
      finstrument_id: 42,
      remark: 'from chat',
    }));
    one.bus.publish({
      type: 'trade_stream.private_runs',
      clientId: 1,
      payload: { quotes },
      occurredAt: new Date(),
    });
    // Another firm's private runs must not reach the dealer of firm 1, across processes too.
    one.bus.publish({
      type: 'trade_stream.private_runs',
      clientId: 2,
      payload: { quotes: [{ id: 1, finstrument_id: 1 }] },
      occurredAt: new Date(),
    });

    await waitUntil(() => two.bus.stats().received === 3, 'the three events on bus two', 10_000);
    await waitUntil(
      () => refreshes.length === 1 && privateRuns.length === 1,
      'the events on the client of hub two',
    );
    expect(refreshes[0]).toEqual({ type: 'public_runs_refresh', finstrument_ids: [42] });
    expect(privateRuns[0]?.quotes).toHaveLength(300);
    expect(one.bus.stats().notifications).toBeGreaterThan(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(privateRuns).toHaveLength(1);
  });
});
