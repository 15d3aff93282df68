// Issue 7's fan-out test as a deployment would run it: two separate server processes on one real
// PostgreSQL. A quote created through one process reaches a stream client connected to the other, which
// only LISTEN/NOTIFY on the shared database can carry.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTradeStream, type TradeStream } from '@bondkit/core/stream';
import { startPostgresCluster, type PostgresCluster } from '../postgresCluster';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = join(repositoryRoot, 'packages/server/src/main.ts');

let cluster: PostgresCluster;
const processes: ChildProcess[] = [];
const streams: TradeStream[] = [];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('The probe socket had no port.')),
      );
    });
  });
}

/** Starts `packages/server/src/main.ts` in its own Node process and waits for /healthz. */
async function startServerProcess(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=@bondkit/source', '--import', 'tsx', serverEntry], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bondkit-process-')),
      STATIC_DIR: join(tmpdir(), 'bondkit-no-build'),
      BONDKIT_DEMO: '1',
      BONDKIT_SIMULATOR: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  processes.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server process exited: ${stderr}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`server process did not become healthy: ${stderr}`);
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bondkit@2026' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.disconnect();
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(
    processes.map((child) =>
      child.exitCode === null ? new Promise((done) => child.once('exit', done)) : Promise.resolve(),
    ),
  );
  await cluster?.stop();
}, 60_000);

describe('two server processes on one PostgreSQL', () => {
  it('delivers a quote created through one process to a stream client on the other', async () => {
    const databaseUrl = cluster.urlFor('postgres');
    // The first process migrates, seeds and stores the generated secrets; the second finds them.
    const first = await startServerProcess(databaseUrl);
    const second = await startServerProcess(databaseUrl);

    const traderToken = await signIn(second, 'trader@demo.bondkit.in');
    const stream = createTradeStream({
      url: `${second.replace('http', 'ws')}/ws/trade/d/`,
      getToken: () => traderToken,
      WebSocket,
    });
    streams.push(stream);
    const refreshes: unknown[] = [];
    stream.on('public_runs_refresh', (message) => refreshes.push(message));
    stream.connect();
    await expect.poll(() => stream.status.getSnapshot(), { timeout: 10_000 }).toBe('open');

    const dealerToken = await signIn(first, 'dealer@demo.bondkit.in');
    const authorization = { authorization: `Bearer ${dealerToken}` };
    const search = await fetch(`${first}/api/finstrument/search/?search_key=GS%202033`, {
      headers: authorization,
    });
    const bond = ((await search.json()) as { finstruments: { id: number }[] }).finstruments[0];
    expect(bond).toBeDefined();

    // The hub accepts the trader's auth frame asynchronously: quote until the other process relays one.
    let quotes = 0;
    await expect
      .poll(
        async () => {
          const created = await fetch(`${first}/api/trade/eoi/`, {
            method: 'POST',
            headers: { ...authorization, 'content-type': 'application/json' },
            body: JSON.stringify({
              finstrument_id: bond!.id,
              quantum: 50_000_000,
              yield_stored: 0.0685 + quotes / 1e4,
            }),
          });
          expect(created.status).toBe(201);
          quotes += 1;
          return refreshes.length;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    expect(refreshes[0]).toMatchObject({ type: 'public_runs_refresh' });
  }, 180_000);
});
