// Chat message latency with 200 connected chat users (issue 14: p95 <= 150 ms on this machine). The reference
// server (its Sendbird-compatible chat service on PGlite, as `npm start` runs it) in this process; every chat
// user a real `@sendbird/chat` SDK instance in a separate client process (bench/chat/chatLatencyClients.ts),
// signed in over the socket. One measured user sends in a direct channel that another measured user has
// open; the time from `sendUserMessage()` to the receiver's `onMessageReceived` is one sample (both ends in
// the client process, one clock). Meanwhile the other 198 users, in 99 direct channels, chat in the
// background (one message per pair every `--background-interval` ms). Numbers, not a test:
// `npm run bench chatLatency`.
//
//   node --conditions=@bondkit/source --import tsx packages/server/bench/chatLatency.bench.ts \
//     [--users 200] [--messages 300] [--pause 50] [--background-interval 5000]
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildServer } from '../src/app';
import { issueChatSessionToken } from '../src/chat/chatSessions';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database/connection';
import { rowsOf } from '../src/database/migrate';
import type { BenchChatUser, ChatLatencyReport, ChatLatencyRequest } from './chat/chatLatencyProtocol';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number >= 0`);
  return value;
}

const userCount = option('users', 200);
const messages = option('messages', 300);
const pauseMs = option('pause', 50);
const backgroundIntervalMs = option('background-interval', 5_000);
const targetP95Ms = 150;
if (userCount < 2 || userCount % 2 !== 0) throw new Error('--users must be an even number >= 2');

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

const database = await openDatabase({});
const app = await buildServer({
  config: loadConfig({
    BONDKIT_DEMO: '1',
    BONDKIT_SIMULATOR: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bondkit-bench-')),
  }),
  database,
});
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

// The bench's chat users: platform users of one seeded firm (a chat user is a user with an account), in one
// multi-row insert each.
const [firm] = rowsOf(await database.db.execute(sql`SELECT id FROM clients ORDER BY id LIMIT 1`));
if (!firm) throw new Error('the demo seed has no client');
await database.db
  .execute(sql`INSERT INTO users (email, first_name, last_name, unique_id, has_accepted_chat_terms)
  SELECT 'chat-bench-' || n || '@bench.bondkit.in', 'Bench', 'User ' || n, 'chat-bench-' || n, true
  FROM generate_series(1, ${userCount}) AS n`);
await database.db.execute(sql`INSERT INTO user_accounts (user_id, client_id)
  SELECT id, ${Number(firm.id)} FROM users WHERE unique_id LIKE 'chat-bench-%'`);
const users: BenchChatUser[] = [];
for (let number = 1; number <= userCount; number += 1) {
  const userId = `chat-bench-${number}`;
  users.push({ userId, token: (await issueChatSessionToken(database.db, userId, Date.now())).token });
}

const serverLoopDelay = monitorEventLoopDelay({ resolution: 1 });
const child = fork(fileURLToPath(new URL('./chat/chatLatencyClients.ts', import.meta.url)), [], {
  execArgv: ['--conditions=@bondkit/source', '--import', 'tsx'],
});
const done = new Promise<Extract<ChatLatencyReport, { type: 'done' }>>((resolve, reject) => {
  child.on('message', (message: ChatLatencyReport) => {
    if (message.type === 'connected') {
      console.log(
        `${message.users} chat users signed in with the SDK in ${(message.connectMs / 1000).toFixed(1)} s; ${message.users / 2} direct channels created and joined in ${(message.channelsMs / 1000).toFixed(1)} s`,
      );
      serverLoopDelay.enable();
    } else if (message.type === 'done') resolve(message);
    else reject(new Error(message.message));
  });
  child.on('exit', (code) => reject(new Error(`the client process ended (${code}) before reporting`)));
});
const request: ChatLatencyRequest = { type: 'start', origin, users, messages, pauseMs, backgroundIntervalMs };
child.send(request);

try {
  const result = await done;
  serverLoopDelay.disable();
  const summary = (label: string, values: readonly number[]) => {
    const sorted = [...values].sort((left, right) => left - right);
    return {
      measure: label,
      samples: sorted.length,
      'p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
      'p95 ms': Number(percentile(sorted, 0.95).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
      'max ms': Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
    };
  };
  console.log(
    `\n${userCount} connected chat users; ${messages} measured messages ${pauseMs} ms apart; background: ${
      backgroundIntervalMs > 0
        ? `${userCount / 2 - 1} pairs, one message each every ${backgroundIntervalMs} ms (${result.backgroundSent} sent, ${result.backgroundReceived} received)`
        : 'silent'
    }; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  console.table([
    summary('send -> received by the other user', result.latencies),
    summary('send -> acknowledged to the sender', result.acknowledgements),
  ]);
  console.log(
    `server event loop delay while measuring: p50 ${(serverLoopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(serverLoopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(serverLoopDelay.max / 1e6).toFixed(1)} ms`,
  );
  const p95 = percentile(
    [...result.latencies].sort((left, right) => left - right),
    0.95,
  );
  console.log(
    `send -> receive p95 ${p95.toFixed(1)} ms, target <= ${targetP95Ms} ms: ${p95 <= targetP95Ms ? 'pass' : 'FAIL'}; lost (not received within 5 s): ${result.lost}`,
  );
  if (result.lost > 0) process.exitCode = 1;
} finally {
  child.kill();
  await app.close();
  await database.close();
}
