// The trade stream hub under load: one hub process, N concurrent WebSocket clients (the real core client,
// in a child process), R price updates a second broadcast for S seconds. Prints delivery latency, hub CPU
// and RSS over time, and dropped-vs-superseded counts.
//
//   node --conditions=@bondkit/source --import tsx packages/server/bench/stream.bench.ts [--seconds 60] [--clients 1000] [--rate 200]
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { TradeStreamHub } from '../src/stream/createTradeStreamHub';
import { tradeStreamHub } from '../src/stream/tradeStreamHubPlugin';
import { LatencyHistogram, wallClockMs } from './stream/latencyHistogram';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const seconds = option('seconds', 60);
const clientCount = option('clients', 1000);
const rate = option('rate', 200);
const instruments = option('instruments', 500);
const flushIntervalMs = process.argv.includes('--flush-interval') ? option('flush-interval', 10) : 0;
const windowSeconds = Math.max(1, Math.min(10, Math.floor(seconds / 6)));

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

const clients = fork(
  fileURLToPath(new URL('./stream/benchClients.ts', import.meta.url)),
  [url, String(clientCount)],
  {
    execArgv: ['--conditions=@bondkit/source', '--import', 'tsx'],
  },
);
interface WindowReport {
  type: 'window';
  counts: number[];
  total: number;
  maximum: number;
  open: number;
  errors: number;
  resyncs: number;
  frames: number;
  malformed: number;
  cpu: NodeJS.CpuUsage;
}
const reports: WindowReport[] = [];
let waiting: ((report: WindowReport) => void) | undefined;
clients.on('message', (message: { type: string }) => {
  if (message.type === 'window') waiting?.(message as WindowReport);
});
const requestWindow = () =>
  new Promise<WindowReport>((resolve) => {
    waiting = resolve;
    clients.send({ type: 'window' });
  });

const connectStarted = performance.now();
while (theHub.stats().authenticatedSockets < clientCount) {
  if (performance.now() - connectStarted > 120_000)
    throw new Error(`only ${theHub.stats().authenticatedSockets} clients connected`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log(
  `${clientCount} clients connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s; publishing ${rate} price updates/s for ${seconds} s (flush interval ${flushIntervalMs} ms)`,
);
await requestWindow(); // discard the connection phase

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
  delivered: number;
  hubCpuPercent: number;
  clientCpuPercent: number;
  rssMb: number;
  heapMb: number;
  superseded: number;
  dropped: number;
}
const rows: Row[] = [];
const overall = new LatencyHistogram();
let lastCpu = process.cpuUsage();
let lastClientCpu: NodeJS.CpuUsage | undefined;
let lastAt = performance.now();
const memoryAtStart = process.memoryUsage();
for (let elapsed = windowSeconds; elapsed <= seconds; elapsed += windowSeconds) {
  await new Promise((resolve) => setTimeout(resolve, startedAt + elapsed * 1000 - performance.now()));
  const report = await requestWindow();
  reports.push(report);
  const now = performance.now();
  const cpu = process.cpuUsage(lastCpu);
  const clientCpu = lastClientCpu
    ? (report.cpu.user + report.cpu.system - lastClientCpu.user - lastClientCpu.system) / 1000
    : Number.NaN;
  lastClientCpu = report.cpu;
  const window = new LatencyHistogram();
  window.merge(report.counts, report.total, report.maximum);
  overall.merge(report.counts, report.total, report.maximum);
  const memory = process.memoryUsage();
  const stats = theHub.stats();
  rows.push({
    second: elapsed,
    p50: window.percentile(0.5),
    p99: window.percentile(0.99),
    max: window.maximum,
    delivered: report.total,
    hubCpuPercent: ((cpu.user + cpu.system) / 1000 / (now - lastAt)) * 100,
    clientCpuPercent: (clientCpu / (now - lastAt)) * 100,
    rssMb: memory.rss / 2 ** 20,
    heapMb: memory.heapUsed / 2 ** 20,
    superseded: stats.superseded,
    dropped: stats.dropped,
  });
  lastCpu = process.cpuUsage();
  lastAt = now;
}
clearInterval(publisher);
const finalStats = theHub.stats();
const last = reports.at(-1);

const format = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
console.log(
  '\nwindow (s) | p50 ms | p99 ms | max ms | delivered | hub CPU % | clients CPU % | hub RSS MB | hub heap MB | superseded | dropped',
);
console.log('---|---|---|---|---|---|---|---|---|---|---');
for (const row of rows) {
  console.log(
    [
      row.second,
      format(row.p50),
      format(row.p99),
      format(row.max),
      row.delivered,
      format(row.hubCpuPercent, 0),
      format(row.clientCpuPercent, 0),
      format(row.rssMb),
      format(row.heapMb),
      row.superseded,
      row.dropped,
    ].join(' | '),
  );
}
const expected = published * clientCount;
console.log(
  `\noverall: p50 ${format(overall.percentile(0.5))} ms, p99 ${format(overall.percentile(0.99))} ms, max ${format(overall.maximum)} ms`,
);
console.log(
  `published ${published} updates to ${clientCount} clients; delivered ${overall.total} of ${expected} (${format((overall.total / expected) * 100, 2)} %); frames sent ${finalStats.framesSent}, messages ${finalStats.messagesSent}`,
);
console.log(
  `hub RSS ${format(memoryAtStart.rss / 2 ** 20)} MB at start of publishing -> ${format(process.memoryUsage().rss / 2 ** 20)} MB at end; heap ${format(memoryAtStart.heapUsed / 2 ** 20)} -> ${format(process.memoryUsage().heapUsed / 2 ** 20)} MB`,
);
console.log(
  `superseded ${finalStats.superseded}, dropped ${finalStats.dropped}, slow-consumer disconnects ${finalStats.slowConsumerDisconnects}; clients open ${last?.open ?? 0}/${clientCount}, client errors ${last?.errors ?? 0}, resyncs ${last?.resyncs ?? 0}, malformed ${last?.malformed ?? 0}`,
);
console.log(`target: p99 <= 50 ms -> ${overall.percentile(0.99) <= 50 ? 'met' : 'NOT met'}`);

clients.send({ type: 'stop' });
await new Promise((resolve) => clients.once('exit', resolve));
await app.close();
