// One reference server process of the chat latency benchmark, started as `npm start` starts it (main.ts):
// PGlite in memory or PostgreSQL (DATABASE_URL), the event bus over LISTEN/NOTIFY (so that two processes on
// one PostgreSQL database serve one chat), demo seed. The first process also makes the bench's chat users.
// Answers the driver over IPC (chatBenchProtocol.ts); `--cpu-prof` in its execArgv profiles it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildServer } from '../../src/app';
import { issueChatSessionToken } from '../../src/chat/chatSessions';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseConnection } from '../../src/database/connection';
import { rowsOf } from '../../src/database/migrate';
import { createPostgresEventBus, type PostgresEventBus } from '../../src/stream/postgresEventBus';
import type { BenchChatUser, ChatBenchServerAnswer, ChatBenchServerRequest } from './chatBenchProtocol';

const answer = (message: ChatBenchServerAnswer) => process.send?.(message);

let running: {
  close(): Promise<void>;
} | null = null;
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
let cpuMark = process.cpuUsage();
let requests = 0;
/** The longest garbage collection pause since last asked, ms. */
let longestCollection = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestCollection = Math.max(longestCollection, entry.duration);
}).observe({ entryTypes: ['gc'] });

/** The bench's chat users: platform users of one seeded firm (a chat user is a user with an account). */
async function seedUsers(database: DatabaseConnection, count: number): Promise<BenchChatUser[]> {
  if (count === 0) return [];
  const [firm] = rowsOf(await database.db.execute(sql`SELECT id FROM clients ORDER BY id LIMIT 1`));
  if (!firm) throw new Error('the demo seed has no client');
  await database.db
    .execute(sql`INSERT INTO users (email, first_name, last_name, unique_id, has_accepted_chat_terms)
    SELECT 'chat-bench-' || n || '@bench.bondkit.in', 'Bench', 'User ' || n, 'chat-bench-' || n, true
    FROM generate_series(1, ${count}) AS n`);
  await database.db.execute(sql`INSERT INTO user_accounts (user_id, client_id)
    SELECT id, ${Number(firm.id)} FROM users WHERE unique_id LIKE 'chat-bench-%'`);
  const users: BenchChatUser[] = [];
  for (let number = 1; number <= count; number += 1) {
    const userId = `chat-bench-${number}`;
    users.push({ userId, token: (await issueChatSessionToken(database.db, userId, Date.now())).token });
  }
  return users;
}

async function start(request: Extract<ChatBenchServerRequest, { type: 'start' }>) {
  const config = loadConfig({
    BONDKIT_DEMO: '1',
    BONDKIT_SIMULATOR: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bondkit-bench-')),
    ...(request.databaseUrl ? { DATABASE_URL: request.databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl: request.databaseUrl });
  // As main.ts: the event bus over LISTEN/NOTIFY on PostgreSQL, in memory on PGlite (one process).
  const notify = database.engine === 'postgres' ? await database.openNotifyClient() : null;
  const events: PostgresEventBus | null = notify
    ? await createPostgresEventBus({ client: notify.client })
    : null;
  const app = await buildServer({ config, database, ...(events ? { events } : {}) });
  app.addHook('onResponse', async () => {
    requests += 1;
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const users = await seedUsers(database, request.seedUsers);
  running = {
    async close() {
      await app.close();
      await events?.close();
      await notify?.close();
      await database.close();
    },
  };
  loopDelay.enable();
  cpuMark = process.cpuUsage();
  return { origin, users };
}

async function handle(request: ChatBenchServerRequest): Promise<ChatBenchServerAnswer> {
  switch (request.type) {
    case 'start':
      return { type: 'ready', id: request.id, ...(await start(request)) };
    case 'stats': {
      const used = process.cpuUsage(cpuMark);
      cpuMark = process.cpuUsage();
      const stats: ChatBenchServerAnswer = {
        type: 'stats',
        id: request.id,
        cpuMs: (used.user + used.system) / 1000,
        requests,
        longestCollectionMs: longestCollection,
        loopDelay: {
          p50: loopDelay.percentile(50) / 1e6,
          p99: loopDelay.percentile(99) / 1e6,
          max: loopDelay.max / 1e6,
        },
      };
      loopDelay.reset();
      requests = 0;
      longestCollection = 0;
      return stats;
    }
    case 'stop':
      await running?.close();
      return { type: 'stopped', id: request.id };
  }
}

process.on('message', (request: ChatBenchServerRequest) => {
  handle(request).then(
    (message) => {
      answer(message);
      // A stopped server leaves, so that `--cpu-prof` writes its profile.
      if (message.type === 'stopped') process.exit(0);
    },
    (error: unknown) =>
      answer({
        type: 'error',
        id: request.id,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
