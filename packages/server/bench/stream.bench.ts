// The trade stream hub under load: one hub process, N concurrent WebSocket clients on loopback, R price
// updates a second broadcast for S seconds. Prints delivery latency (published in the hub -> handled in a
// client), hub CPU, memory and event-loop delay over time, and dropped-vs-superseded counts. Clients that
// keep up see every update (nothing superseded, nothing dropped); what happens to one that does not is
// tested in test/stream/hubBackpressure.test.ts.
//
// The clients live in separate processes (`--processes`, default 2) so that they do not share the hub's
// event loop. In each, a sample of sockets are the real `@bondkit/core/stream` client (`--sampled`, default
// 50 in all); the rest are raw `ws` sockets that still read and JSON-parse every frame, so the hub's work is
// real without the clients' zod validation of ~200,000 messages a second swamping the machine.
//
//   node --conditions=@bondkit/source --import tsx packages/server/bench/stream.bench.ts \
//     [--seconds 60] [--clients 1000] [--rate 200] [--instruments 500] [--sampled 50] [--processes 2] \
//     [--flush-interval <ms>, default the hub's]
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
import { defaultFlushIntervalMs, type TradeStreamHub } from '../src/stream/createTradeStreamHub';
import { tradeStreamHub } from '../src/stream/tradeStreamHubPlugin';
import type { ClientWindowReport } from './stream/benchProtocol';
import { LatencyHistogram, wallClockMs } from './stream/latencyHistogram';

function option(name: string, fallback: number, { allowZero = false } = {}): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero)) {
    throw new Error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number`);
  }
  return value;
}

const seconds = option('seconds', 60);
const clientCount = option('clients', 1000);
const rate = option('rate', 200);
const instruments = option('instruments', 500);
const sampled = Math.min(clientCount, option('sampled', 50, { allowZero: true }));
const processCount = Math.min(clientCount, option('processes', 2));
const flushIntervalMs = option('flush-interval', defaultFlushIntervalMs, { allowZero: true });
const windowSeconds = Math.max(1, Math.min(10, Math.floor(seconds / 6)));
const targetP99Ms = 50;
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

// A full collection before and after publishing measures what the hub retains, not what garbage happens to
// be uncollected at that moment (`npm run bench` passes no node flags, so expose gc here).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const retainedHeapMb = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/**
 * Linux's CPU pressure (`some avg10`): the share of the last 10 s in which some runnable task waited for a
 * CPU (the benchmark's own three processes included). Other work shares the machine: a window with high
 * pressure measured the scheduler as much as the hub.
 */
function cpuPressurePercent(): number {
  try {
    const match = /^some avg10=([\d.]+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const app = Fastify({ logger: false });
let hub: TradeStreamHub | undefined;
await app.register(tradeStreamHub, {
  authenticate: async (token) => {
    const match = /^bench-(\d+)$/.exec(token);
    return match ? { userId: Number(match[1]), firmId: 1, roles: ['clientdealer'] } : null;
  },
  onHub: (created) => {
    hub = created;
  },
  flushIntervalMs,
});
await app.listen({ host: '127.0.0.1', port: 0 });
if (!hub) throw new Error('no hub');
const theHub = hub;
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/trade/d/`;
console.log(`load average at start: ${loadAverage()} (${process.arch}, ${process.version})`);

// Split the sockets and the core-client sample evenly over the client processes.
const children: ChildProcess[] = [];
for (let child = 0; child < processCount; child += 1) {
  const share = (total: number) =>
    Math.floor((total * (child + 1)) / processCount) - Math.floor((total * child) / processCount);
  const sockets = share(clientCount);
  const core = share(sampled);
  const firstUserId = 1 + Math.floor((clientCount * child) / processCount);
  children.push(
    fork(
      fileURLToPath(new URL('./stream/benchClients.ts', import.meta.url)),
      [url, String(sockets - core), String(core), String(firstUserId)],
      { execArgv: ['--conditions=@bondkit/source', '--import', 'tsx'] },
    ),
  );
}

function requestWindows(): Promise<ClientWindowReport[]> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<ClientWindowReport>((resolve) => {
          const listener = (message: { type: string }) => {
            if (message.type !== 'window') return;
            child.off('message', listener);
            resolve(message as ClientWindowReport);
          };
          child.on('message', listener);
          child.send({ type: 'window' });
        }),
    ),
  );
}

const connectStarted = performance.now();
while (theHub.stats().authenticatedSockets < clientCount) {
  if (performance.now() - connectStarted > 120_000)
    throw new Error(`only ${theHub.stats().authenticatedSockets} clients connected`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log(
  `${clientCount} clients (${sampled} core clients, ${clientCount - sampled} raw sockets, ${processCount} processes) connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s; publishing ${rate} price updates/s over ${instruments} instruments for ${seconds} s (flush interval ${flushIntervalMs} ms)`,
);
await requestWindows(); // discard the connection phase
const statsAtStart = theHub.stats();
const retainedAtStart = retainedHeapMb();

// Publish on a 5 ms tick, catching up by wall clock so the rate holds even when a tick is late.
let published = 0;
const startedAt = performance.now();
const publisher = setInterval(() => {
  const due = Math.floor(((performance.now() - startedAt) / 1000) * rate);
  for (; published < due; published += 1) {
    theHub.deliver({
      message: {
        type: 'price_update',
        finstrument_id: (published % instruments) + 1,
        unit_clean_price: 100 + (published % 1000) / 1000,
        bond_yield: 0.07,
        published_at: wallClockMs(),
      },
      audience: { kind: 'everyone' },
    });
  }
}, 5);

interface Row {
  second: number;
  p50: number;
  p99: number;
  max: number;
  coreP99: number;
  delivered: number;
  loopDelayP99: number;
  hubCpuPercent: number;
  clientCpuPercent: number;
  cpuPressurePercent: number;
  rssMb: number;
  heapMb: number;
  superseded: number;
  dropped: number;
}
const rows: Row[] = [];
const overall = new LatencyHistogram();
const overallCore = new LatencyHistogram();
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
let lastCpu = process.cpuUsage();
let lastClientCpuMs = Number.NaN;
let lastAt = performance.now();
let lastReports: ClientWindowReport[] = [];
const rssAtStart = process.memoryUsage().rss;
for (let elapsed = windowSeconds; elapsed <= seconds; elapsed += windowSeconds) {
  await new Promise((resolve) => setTimeout(resolve, startedAt + elapsed * 1000 - performance.now()));
  const reports = await requestWindows();
  lastReports = reports;
  const now = performance.now();
  const cpu = process.cpuUsage(lastCpu);
  const clientCpuMs = reports.reduce((sum, report) => sum + (report.cpu.user + report.cpu.system) / 1000, 0);
  const window = new LatencyHistogram();
  const coreWindow = new LatencyHistogram();
  for (const report of reports) {
    for (const histogram of [window, overall]) {
      histogram.merge(report.raw.counts, report.raw.total, report.raw.maximum);
      histogram.merge(report.core.counts, report.core.total, report.core.maximum);
    }
    for (const histogram of [coreWindow, overallCore])
      histogram.merge(report.core.counts, report.core.total, report.core.maximum);
  }
  const memory = process.memoryUsage();
  const stats = theHub.stats();
  rows.push({
    second: elapsed,
    p50: window.percentile(0.5),
    p99: window.percentile(0.99),
    max: window.maximum,
    coreP99: coreWindow.percentile(0.99),
    delivered: window.total,
    loopDelayP99: loopDelay.percentile(99) / 1e6,
    hubCpuPercent: ((cpu.user + cpu.system) / 1000 / (now - lastAt)) * 100,
    clientCpuPercent: ((clientCpuMs - lastClientCpuMs) / (now - lastAt)) * 100,
    cpuPressurePercent: cpuPressurePercent(),
    rssMb: memory.rss / 2 ** 20,
    heapMb: memory.heapUsed / 2 ** 20,
    superseded: stats.superseded - statsAtStart.superseded,
    dropped: stats.dropped - statsAtStart.dropped,
  });
  loopDelay.reset();
  lastClientCpuMs = clientCpuMs;
  lastCpu = process.cpuUsage();
  lastAt = now;
}
clearInterval(publisher);
const finalStats = theHub.stats();
// Let the last flushes drain so that queues in flight are not mistaken for growth.
await new Promise((resolve) => setTimeout(resolve, 500));
const retainedAtEnd = retainedHeapMb();
const queuedAfterDrain = theHub.stats().queuedMessages;
const loadAtEnd = loadAverage();

const format = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
console.log(
  '\nwindow (s) | p50 ms | p99 ms | max ms | core-client p99 ms | delivered | hub loop delay p99 ms | hub CPU % | clients CPU % | machine CPU pressure % | hub RSS MB | hub heap MB | superseded | dropped',
);
console.log('---|---|---|---|---|---|---|---|---|---|---|---|---|---');
for (const row of rows) {
  console.log(
    [
      row.second,
      format(row.p50),
      format(row.p99),
      format(row.max),
      format(row.coreP99),
      row.delivered,
      format(row.loopDelayP99),
      format(row.hubCpuPercent, 0),
      format(row.clientCpuPercent, 0),
      format(row.cpuPressurePercent, 0),
      format(row.rssMb),
      format(row.heapMb),
      row.superseded,
      row.dropped,
    ].join(' | '),
  );
}

const expected = published * clientCount;
const superseded = finalStats.superseded - statsAtStart.superseded;
const dropped = finalStats.dropped - statsAtStart.dropped;
const received = lastReports.reduce((sum, report) => sum + report.pricesReceived, 0);
const sum = (pick: (report: ClientWindowReport) => number) =>
  lastReports.reduce((total, report) => total + pick(report), 0);
// Memory is bounded if what the hub retains after a full collection did not grow over the run (a few MB of
// slack for V8's own caches), and its RSS did not keep climbing: the second half of the run peaks no higher
// than the first half plus allocator slack. Per-socket queues are bounded by design, so a steady state must
// hold flat.
const half = Math.max(1, Math.floor(rows.length / 2));
const peak = (list: Row[], pick: (row: Row) => number) => Math.max(...list.map(pick));
const firstHalfRss = peak(rows.slice(0, half), (row) => row.rssMb);
const secondHalfRss = peak(rows.slice(half), (row) => row.rssMb);
const retainedGrowthMb = retainedAtEnd - retainedAtStart;
const memoryBounded = retainedGrowthMb <= 8 && (rows.length < 2 || secondHalfRss <= firstHalfRss * 1.1 + 16);
const p99 = overall.percentile(0.99);

console.log(
  `\noverall: p50 ${format(overall.percentile(0.5))} ms, p99 ${format(p99)} ms, max ${format(overall.maximum)} ms; core clients only: p50 ${format(overallCore.percentile(0.5))} ms, p99 ${format(overallCore.percentile(0.99))} ms (${overallCore.total} messages)`,
);
console.log(
  `published ${published} updates to ${clientCount} clients = ${expected}; received ${received} + superseded ${superseded} + dropped ${dropped} = ${received + superseded + dropped} (in flight at the end: ${expected - received - superseded - dropped}); frames sent ${finalStats.framesSent - statsAtStart.framesSent} (${format((finalStats.messagesSent - statsAtStart.messagesSent) / Math.max(1, finalStats.framesSent - statsAtStart.framesSent), 1)} messages/frame)`,
);
console.log(
  `hub memory: heap retained after a full GC ${format(retainedAtStart)} MB before publishing -> ${format(retainedAtEnd)} MB after (${retainedGrowthMb >= 0 ? '+' : ''}${format(retainedGrowthMb)} MB); RSS ${format(rssAtStart / 2 ** 20)} MB at start, peak ${format(firstHalfRss)} MB in the first half, ${format(secondHalfRss)} MB in the second -> ${memoryBounded ? 'bounded' : 'GROWING'}; queued messages at the end ${finalStats.queuedMessages} (${queuedAfterDrain} after draining)`,
);
console.log(
  `slow-consumer disconnects ${finalStats.slowConsumerDisconnects - statsAtStart.slowConsumerDisconnects}; clients open ${sum((report) => report.open)}/${clientCount}, client errors ${sum((report) => report.errors)}, resyncs ${sum((report) => report.resyncs)}, malformed ${sum((report) => report.malformed)}`,
);
console.log(`load average at end: ${loadAtEnd}`);
console.log(
  `target: p99 <= ${targetP99Ms} ms (${format(p99)} ms) and no unbounded memory growth (${memoryBounded ? 'bounded' : 'growing'}) -> ${p99 <= targetP99Ms && memoryBounded ? 'MET' : 'NOT met'}`,
);

for (const child of children) child.send({ type: 'stop' });
await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
await app.close();
