// Chat fan-out (issue 33): send-to-receive latency, losses and duplicates with many connected chat users, and
// how long a large trading group takes to fill. The reference server (its Sendbird-compatible chat service on
// PGlite, as `npm start` runs it) in this process; every chat user a real `@sendbird/chat` SDK instance in one
// client process (bench/chat/chatFanOutClients.ts). Scenarios, each on a fresh server:
// - `group N`: N users in one trading group, filled by invitation and acceptance (the fill time); then one
//   member at a time sends and every other member must hear it (N-1 samples a message).
// - `direct N`: a ring of N direct channels among N users; every channel sends once a round.
// Numbers, not a test: `npm run bench chatFanOut`. The machine is shared (the load average is printed).
//
//   node --conditions=@bondkit/source --import tsx packages/server/bench/chatFanOut.bench.ts \
//     [--scenarios group:50,group:200,direct:200] [--rounds 40] [--pause 250]
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildServer } from '../src/app';
import { issueChatSessionToken } from '../src/chat/chatSessions';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database/connection';
import { rowsOf } from '../src/database/migrate';
import type { BenchChatUser } from './chat/chatLatencyProtocol';
import type { ChatFanOutReport, ChatFanOutRequest } from './chat/chatFanOutProtocol';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const scenarios = option('scenarios', 'group:50,group:200,direct:200')
  .split(',')
  .map((entry) => {
    const [mode, count] = entry.split(':');
    const users = Number(count);
    if ((mode !== 'group' && mode !== 'direct') || !Number.isInteger(users) || users < 2)
      throw new Error(`--scenarios: "${entry}" is not group:N or direct:N (N >= 2)`);
    return { mode, users } as const;
  });
const rounds = Number(option('rounds', '40'));
const pauseMs = Number(option('pause', '250'));
const targetP95Ms = 150;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

async function runScenario(mode: 'group' | 'direct', userCount: number) {
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
  const [firm] = rowsOf(await database.db.execute(sql`SELECT id FROM clients ORDER BY id LIMIT 1`));
  if (!firm) throw new Error('the demo seed has no client');
  await database.db
    .execute(sql`INSERT INTO users (email, first_name, last_name, unique_id, has_accepted_chat_terms)
    SELECT 'chat-fan-' || n || '@bench.bondkit.in', 'Bench', 'User ' || n, 'chat-fan-' || n, true
    FROM generate_series(1, ${userCount}) AS n`);
  await database.db.execute(sql`INSERT INTO user_accounts (user_id, client_id)
    SELECT id, ${Number(firm.id)} FROM users WHERE unique_id LIKE 'chat-fan-%'`);
  const users: BenchChatUser[] = [];
  for (let number = 1; number <= userCount; number += 1) {
    const userId = `chat-fan-${number}`;
    users.push({ userId, token: (await issueChatSessionToken(database.db, userId, Date.now())).token });
  }
  const child = fork(fileURLToPath(new URL('./chat/chatFanOutClients.ts', import.meta.url)), [], {
    execArgv: ['--conditions=@bondkit/source', '--import', 'tsx'],
  });
  let connected: Extract<ChatFanOutReport, { type: 'connected' }> | null = null;
  const done = new Promise<Extract<ChatFanOutReport, { type: 'done' }>>((resolve, reject) => {
    child.on('message', (message: ChatFanOutReport) => {
      if (message.type === 'connected') connected = message;
      else if (message.type === 'done') resolve(message);
      else reject(new Error(message.message));
    });
    child.on('exit', (code) => reject(new Error(`the client process ended (${code}) before reporting`)));
  });
  const request: ChatFanOutRequest = { type: 'start', origins: [origin], users, mode, rounds, pauseMs };
  child.send(request);
  try {
    const result = await done;
    const sorted = [...result.latencies].sort((left, right) => left - right);
    const setUp = connected as Extract<ChatFanOutReport, { type: 'connected' }> | null;
    return {
      scenario: `${mode} ${userCount}`,
      channels: setUp?.channels ?? 0,
      'fill s': mode === 'group' ? Number(((setUp?.fillMs ?? Number.NaN) / 1000).toFixed(1)) : '-',
      samples: sorted.length,
      'p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
      'p95 ms': Number(percentile(sorted, 0.95).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
      lost: result.lost,
      duplicated: result.duplicated,
      reconnects: result.reconnects,
    };
  } finally {
    child.kill();
    await app.close();
    await database.close();
  }
}

const rows = [];
for (const scenario of scenarios) {
  const row = await runScenario(scenario.mode, scenario.users);
  console.log(JSON.stringify(row));
  rows.push(row);
}
console.log(
  `\nPGlite, one server process; ${rounds} rounds ${pauseMs} ms apart; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} (a shared 2-core machine)`,
);
console.table(rows);
for (const row of rows)
  console.log(
    `${row.scenario}: p95 ${row['p95 ms']} ms, target <= ${targetP95Ms} ms: ${row['p95 ms'] <= targetP95Ms ? 'pass' : 'FAIL'}; lost ${row.lost}, duplicated ${row.duplicated}`,
  );
if (rows.some((row) => row.lost > 0 || row.duplicated > 0)) process.exitCode = 1;
