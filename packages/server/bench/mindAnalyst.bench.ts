// The built-in MIND analyst through real HTTP (Server-Sent Events), 50 conversations asking at once on the demo
// universe (3,000 bonds): time to the first answer token (the first text delta: the analyst's plan, stated before
// its tools run) and to the full answer (the stream's [DONE], after the answer is stored), p50 / p95.
// Targets (issue 16): first token <= 300 ms p95, full answer <= 1.5 s p95.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database/connection';
import { demoAccounts, demoPassword } from '../src/seed/demoAccounts';

const questions = [
  'What is the yield of 7.18% GS 2033 at 101.25 for settlement tomorrow?',
  'Which AAA corporate bonds mature between 2029 and 2031 yielding above 7.5%?',
  'Show the G-sec curve',
  'Compare the two longest SDLs',
  'AAA PSU 2030s, bps over the curve',
  'Cash flows of 7.26 GS 2033 for 5 crore',
];
const concurrency = 50;
const rounds = 4;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

const database = await openDatabase({});
const app = await buildServer({
  config: loadConfig({
    BONDKIT_DEMO: '1',
    BONDKIT_SIMULATOR: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bondkit-bench-')),
    MIND_QUESTIONS_PER_MINUTE: '100000',
    MIND_DAILY_QUESTIONS: '100000',
  }),
  database,
});
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const account = demoAccounts.find((candidate) => candidate.key === 'researcher')!;
const { access } = (await (
  await fetch(`${origin}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: demoPassword }),
  })
).json()) as { access: string };
const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
const conversations: string[] = [];
for (let index = 0; index < concurrency; index += 1) {
  const response = await fetch(`${origin}/mind-api/conversations/`, { method: 'POST', headers, body: '{}' });
  conversations.push(((await response.json()) as { id: string }).id);
}

// The conversations ask from a worker thread, as clients on other machines would: a client in the server's own
// event loop could only read its first token once the server's loop gave it a turn, so it would time the
// server's whole backlog rather than when the words left. Each conversation asks its question; a round waits for
// all fifty answers (so every round starts with fifty questions arriving at once, the hardest case).
const clientSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { origin, headers, conversations, questions, rounds } = workerData;
async function askOnce(conversationId, question) {
  const started = performance.now();
  const response = await fetch(origin + '/mind-api/conversations/' + conversationId + '/chat/', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      messages: [{ id: 'q' + Math.random(), role: 'user', parts: [{ type: 'text', text: question }] }],
    }),
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstToken = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (firstToken < 0 && text.includes('"type":"text-delta"')) firstToken = performance.now() - started;
  }
  if (!text.includes('data: [DONE]')) throw new Error('stream did not finish: ' + text.slice(0, 200));
  if (firstToken < 0) throw new Error('no text in the answer');
  return { firstToken, full: performance.now() - started };
}
(async () => {
  // One warm-up round (catalogue, curve, JIT), then the measured rounds.
  await Promise.all(conversations.map((id, index) => askOnce(id, questions[index % questions.length])));
  const results = [];
  for (let round = 0; round < rounds; round += 1)
    results.push(
      ...(await Promise.all(
        conversations.map((id, index) => askOnce(id, questions[(index + round) % questions.length])),
      )),
    );
  parentPort.postMessage(results);
})().catch((error) => {
  throw error;
});
`;
const loadBefore = loadavg()[0]!;
// CPU time is what a busy shared machine does not distort: the server's loop (this thread) busy time, and the
// whole process's CPU (server and clients), per answer.
const cpuBefore = process.cpuUsage();
const loopBefore = performance.eventLoopUtilization();
const results = await new Promise<{ firstToken: number; full: number }[]>((resolve, reject) => {
  const worker = new Worker(clientSource, {
    eval: true,
    workerData: { origin, headers, conversations, questions, rounds },
  });
  worker.once('message', resolve);
  worker.once('error', reject);
});
const loadAfter = loadavg()[0]!;
const cpu = process.cpuUsage(cpuBefore);
const loop = performance.eventLoopUtilization(loopBefore);
const answers = concurrency * (rounds + 1);
const firstTokens = results.map((result) => result.firstToken);
const fulls = results.map((result) => result.full);
firstTokens.sort((left, right) => left - right);
fulls.sort((left, right) => left - right);
console.table([
  {
    measure: `first token (${concurrency} concurrent, ${firstTokens.length} answers)`,
    p50_ms: percentile(firstTokens, 0.5).toFixed(1),
    p95_ms: percentile(firstTokens, 0.95).toFixed(1),
    target_p95_ms: 300,
  },
  {
    measure: 'full answer',
    p50_ms: percentile(fulls, 0.5).toFixed(1),
    p95_ms: percentile(fulls, 0.95).toFixed(1),
    target_p95_ms: 1500,
  },
]);
console.log(
  `CPU per answer (warm-up round included): ${((cpu.user + cpu.system) / 1000 / answers).toFixed(1)} ms for the whole process (server and clients); the server's event loop busy ${(loop.active / answers).toFixed(1)} ms per answer (${(loop.utilization * 100).toFixed(0)} % of the run).`,
);
console.log(
  `Load average (1 min) before / after: ${loadBefore.toFixed(2)} / ${loadAfter.toFixed(2)} on ${availableParallelism()} cores.`,
);
await app.close();
await database.close();
