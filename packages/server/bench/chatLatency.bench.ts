// Chat send-to-receive latency with many connected chat users (issue 33, item 6; target p95 <= 150 ms at
// 200 users, 0 lost, 0 duplicated), and how long a 200-member trading group takes to fill. Every chat user is
// a real `@sendbird/chat` SDK instance, spread over several client processes (bench/chat/chatBenchClients.ts)
// so that the clients do not starve; the reference servers run in processes of their own
// (bench/chat/chatBenchServer.ts), as `npm start` runs them. Two backends, each with every user connected:
// - `pglite`: one server process on PGlite (the default `npm start`);
// - `postgres`: a throwaway PostgreSQL cluster (initdb, pg_ctl) and two server processes on it, the users
//   spread over both (a message crosses processes through LISTEN/NOTIFY).
// Scenarios on each:
// - `group N`: the first N users in one trading group, filled by invitation and acceptance (the fill time);
//   then one member at a time sends and every other member must hear it (N-1 samples a message).
// - `direct N`: a ring of N direct channels (user i with user i+1); every channel sends once a round, the
//   sends spread over the round.
// The time from `sendUserMessage()` to the receiver's `onMessageReceived` is one sample (the machine's clock,
// shared by the processes). A client that reconnects brings its channels up to date afterwards (as
// ChatWorkspace does): a message is lost only when it is not there either. In `group 50` the other 150 users
// stay connected, idle. Numbers, not a test: `npm run bench chatLatency` (about 2-4 minutes; ended after 8).
// The machine may be shared: the load average, the servers' CPU time per message and per fill, and the
// event loop delays of the server and client processes are printed, to tell a slow service from a starved
// machine. `--groups ''` or `--direct-rounds 0` leave scenarios out; `--cpu-prof <folder>` profiles the
// server processes.
//
//   node --conditions=@bondkit/source --import tsx packages/server/bench/chatLatency.bench.ts \
//     [--backends pglite,postgres] [--users 200] [--groups 50,200] [--client-processes 4] \
//     [--group-rounds 40] [--group-pause 250] [--direct-rounds 8] [--direct-round 2000] [--cpu-prof <folder>]
import { loadavg } from 'node:os';
import { startPostgresCluster, type PostgresCluster } from '../test/postgresCluster';
import { BenchProcess } from './chat/chatBenchProcess';
import type {
  BenchChatUser,
  BenchSending,
  ChatBenchClientAnswer,
  ChatBenchClientRequest,
  ChatBenchServerAnswer,
  ChatBenchServerRequest,
} from './chat/chatBenchProtocol';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

function wholeNumber(name: string, fallback: number, minimum = 0): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isInteger(value) || value < minimum)
    throw new Error(`--${name} must be a whole number >= ${minimum}`);
  return value;
}

const backends = option('backends', 'pglite,postgres').split(',');
for (const backend of backends)
  if (backend !== 'pglite' && backend !== 'postgres')
    throw new Error(`--backends: "${backend}" is not pglite or postgres`);
const userCount = wholeNumber('users', 200, 2);
const groupSizes = option('groups', '50,200')
  .split(',')
  .filter(Boolean)
  .map((size) => {
    const value = Number(size);
    if (!Number.isInteger(value) || value < 2 || value > userCount)
      throw new Error(`--groups: ${size} is not a size between 2 and --users`);
    return value;
  });
const clientProcessCount = wholeNumber('client-processes', 4, 1);
const groupRounds = wholeNumber('group-rounds', 40);
const groupPauseMs = wholeNumber('group-pause', 250);
const directRounds = wholeNumber('direct-rounds', 8);
const directRoundMs = wholeNumber('direct-round', 2_000, 1);
const cpuProfileFolder = option('cpu-prof', '');
const targetP95Ms = 150;
/** Receptions still missing this long after the last send count as lost. */
const settleMs = 10_000;
/** The whole run is ended after this (it runs unattended). */
const runLimitMs = 8 * 60_000;

type ServerProcess = BenchProcess<ChatBenchServerRequest, ChatBenchServerAnswer>;
type ClientProcess = BenchProcess<ChatBenchClientRequest, ChatBenchClientAnswer>;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const clock = () => performance.timeOrigin + performance.now();
const load = () => loadavg()[0]!.toFixed(2);

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** Every process this run started, ended on the way out whatever happens. */
const started: { servers: ServerProcess[]; clients: ClientProcess[]; cluster: PostgresCluster | null } = {
  servers: [],
  clients: [],
  cluster: null,
};

async function stopEverything(): Promise<void> {
  for (const client of started.clients) client.kill();
  started.clients = [];
  await Promise.all(
    started.servers.map(async (server) => {
      await server.ask({ type: 'stop' }, 'stopped', 15_000).catch(() => {});
      await server.end();
    }),
  );
  started.servers = [];
  await started.cluster?.stop().catch(() => {});
  started.cluster = null;
}

const runTimer = setTimeout(() => {
  console.error(`The chat latency benchmark did not finish within ${runLimitMs / 60_000} minutes.`);
  void stopEverything().finally(() => process.exit(1));
}, runLimitMs);

function serverProcess(name: string): ServerProcess {
  const profile = cpuProfileFolder ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileFolder] : [];
  const server: ServerProcess = new BenchProcess(
    name,
    new URL('./chat/chatBenchServer.ts', import.meta.url),
    profile,
  );
  started.servers.push(server);
  return server;
}

/** What one scenario measured. */
interface ScenarioResult {
  backend: string;
  scenario: string;
  'fill s': number | '-';
  samples: number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  'max ms': number;
  lost: number;
  duplicated: number;
  reconnects: number;
  /** Receptions the socket missed during a reconnect, fetched after it (their latency includes the wait). */
  'fetched after reconnect': number;
  'send failures': number;
  /** The servers' CPU time and HTTP requests while filling the group. */
  'fill CPU s': number | '-';
  'fill HTTP': number | '-';
  /** The servers' CPU time and HTTP requests per message sent while measuring. */
  'CPU ms/msg': number;
  'HTTP/msg': number;
  /** Event loop delay p99 of the busiest server process and of the busiest client process while measuring. */
  'server loop p99 ms': number;
  /** The server processes' longest event loop stall and longest garbage collection pause while measuring. */
  'server loop max ms': number;
  'server GC max ms': number;
  'client loop p99 ms': number;
  'load 1m': string;
}

/** One user's place: the client process that holds them. */
interface Placement {
  user: BenchChatUser;
  process: ClientProcess;
}

/**
 * Sends, then collects every client process's receptions until each expected one arrived or `settleMs`
 * passed; answers the latencies (first arrival per receiver), lost and duplicated counts.
 */
async function measure(
  clientProcesses: readonly ClientProcess[],
  sendAll: () => Promise<{ sentAt: Map<string, number>; failures: number }>,
  expected: ReadonlyMap<string, readonly string[]>,
) {
  const { sentAt, failures } = await sendAll();
  const arrivals = new Map<string, Map<string, number[]>>();
  let reconnects = 0;
  let recovered = 0;
  let clientLoopDelayP99 = 0;
  const collect = async () => {
    const answers = await Promise.all(
      clientProcesses.map((client) => client.ask({ type: 'collect' }, 'collected')),
    );
    for (const answered of answers) {
      reconnects += answered.reconnects;
      recovered += answered.recovered;
      clientLoopDelayP99 = Math.max(clientLoopDelayP99, answered.loopDelayP99);
      for (const [text, receiverId, times] of answered.arrivals) {
        let byReceiver = arrivals.get(text);
        if (!byReceiver) {
          byReceiver = new Map();
          arrivals.set(text, byReceiver);
        }
        byReceiver.set(receiverId, [...(byReceiver.get(receiverId) ?? []), ...times]);
      }
    }
  };
  const complete = () =>
    [...expected].every(([text, receivers]) =>
      receivers.every((receiver) => arrivals.get(text)?.has(receiver)),
    );
  const deadline = clock() + settleMs;
  await collect();
  while (!complete() && clock() < deadline) {
    await sleep(250);
    await collect();
  }
  // A late duplicate still counts.
  await sleep(500);
  await collect();
  const latencies: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const [text, receivers] of expected) {
    const at = sentAt.get(text);
    for (const receiver of receivers) {
      const times = arrivals.get(text)?.get(receiver);
      if (!times || at === undefined) lost += 1;
      else {
        latencies.push(Math.min(...times) - at);
        duplicated += times.length - 1;
      }
    }
  }
  return { latencies, lost, duplicated, reconnects, recovered, failures, clientLoopDelayP99 };
}

/** The servers' CPU time (s) and HTTP requests since they were last asked. */
async function serverUse(servers: readonly ServerProcess[]) {
  const stats = await Promise.all(servers.map((server) => server.ask({ type: 'stats' }, 'stats')));
  return {
    cpuSeconds: stats.reduce((sum, stat) => sum + stat.cpuMs, 0) / 1000,
    requests: stats.reduce((sum, stat) => sum + stat.requests, 0),
    loopDelayP99: Math.max(...stats.map((stat) => stat.loopDelay.p99)),
    loopDelayMax: Math.max(...stats.map((stat) => stat.loopDelay.max)),
    longestCollectionMs: Math.max(...stats.map((stat) => stat.longestCollectionMs)),
  };
}

function row(
  backend: string,
  scenario: string,
  fillMs: number | null,
  measured: Awaited<ReturnType<typeof measure>>,
  use: {
    fill: { cpuSeconds: number; requests: number } | null;
    messages: {
      cpuSeconds: number;
      requests: number;
      loopDelayP99: number;
      loopDelayMax: number;
      longestCollectionMs: number;
    };
  },
  messageCount: number,
): ScenarioResult {
  const sorted = [...measured.latencies].sort((left, right) => left - right);
  const rounded = (value: number) => Number(value.toFixed(1));
  return {
    backend,
    scenario,
    'fill s': fillMs === null ? '-' : rounded(fillMs / 1000),
    samples: sorted.length,
    'p50 ms': rounded(percentile(sorted, 0.5)),
    'p95 ms': rounded(percentile(sorted, 0.95)),
    'p99 ms': rounded(percentile(sorted, 0.99)),
    'max ms': rounded(sorted.at(-1) ?? Number.NaN),
    lost: measured.lost,
    duplicated: measured.duplicated,
    reconnects: measured.reconnects,
    'fetched after reconnect': measured.recovered,
    'send failures': measured.failures,
    'fill CPU s': use.fill ? rounded(use.fill.cpuSeconds) : '-',
    'fill HTTP': use.fill ? use.fill.requests : '-',
    'CPU ms/msg': rounded((use.messages.cpuSeconds * 1000) / messageCount),
    'HTTP/msg': rounded(use.messages.requests / messageCount),
    'server loop p99 ms': rounded(use.messages.loopDelayP99),
    'server loop max ms': rounded(use.messages.loopDelayMax),
    'server GC max ms': rounded(use.messages.longestCollectionMs),
    'client loop p99 ms': rounded(measured.clientLoopDelayP99),
    'load 1m': load(),
  };
}

async function groupScenario(
  backend: string,
  placements: readonly Placement[],
  clientProcesses: readonly ClientProcess[],
  servers: readonly ServerProcess[],
  size: number,
): Promise<ScenarioResult> {
  const members = placements.slice(0, size);
  const [creator, ...invitees] = members;
  if (!creator) throw new Error('no users');
  await serverUse(servers);
  const fillStarted = clock();
  const { url } = await creator.process.ask(
    {
      type: 'create-group',
      creatorId: creator.user.userId,
      inviteeIds: invitees.map((member) => member.user.userId),
    },
    'created-group',
  );
  const accepted = await Promise.all(
    clientProcesses.map((client) =>
      client.ask(
        {
          type: 'accept',
          url,
          userIds: invitees.filter((member) => member.process === client).map((member) => member.user.userId),
        },
        'accepted',
        300_000,
      ),
    ),
  );
  const fillMs = clock() - fillStarted;
  // The join announcements' window, so that the fill's work is counted as the fill's.
  await sleep(500);
  const fillUse = await serverUse(servers);
  console.log(
    `${backend} group ${size}: filled in ${(fillMs / 1000).toFixed(1)} s (server CPU ${fillUse.cpuSeconds.toFixed(1)} s, ${fillUse.requests} HTTP requests, ${accepted.reduce((sum, answered) => sum + answered.retries, 0)} tried again after a network error)`,
  );
  const expected = new Map<string, string[]>();
  const measured = await measure(
    clientProcesses,
    async () => {
      const sentAt = new Map<string, number>();
      let failures = 0;
      for (let round = 0; round < groupRounds; round += 1) {
        // Senders take turns among the first ten members.
        const sender = members[round % Math.min(10, members.length)]!;
        const text = `group ${size} round ${round}`;
        expected.set(
          text,
          members.filter((member) => member !== sender).map((member) => member.user.userId),
        );
        const sent = await sender.process.ask(
          { type: 'send', sendings: [{ senderId: sender.user.userId, url, text, delayMs: 0 }] },
          'sent',
        );
        for (const [sentText, at] of sent.sentAt) sentAt.set(sentText, at);
        failures += sent.failures;
        await sleep(groupPauseMs);
      }
      return { sentAt, failures };
    },
    expected,
  );
  return row(
    backend,
    `group ${size}`,
    fillMs,
    measured,
    { fill: fillUse, messages: await serverUse(servers) },
    groupRounds,
  );
}

async function directScenario(
  backend: string,
  placements: readonly Placement[],
  clientProcesses: readonly ClientProcess[],
  servers: readonly ServerProcess[],
): Promise<ScenarioResult> {
  const ring = placements.map((sender, index) => ({
    sender,
    receiver: placements[(index + 1) % placements.length]!,
  }));
  const created = await Promise.all(
    clientProcesses.map((client) =>
      client.ask(
        {
          type: 'create-direct',
          pairs: ring
            .filter((pair) => pair.sender.process === client)
            .map((pair) => ({ senderId: pair.sender.user.userId, receiverId: pair.receiver.user.userId })),
        },
        'created-direct',
      ),
    ),
  );
  const channels = created.flatMap((answered) => answered.channels);
  const placementOf = new Map(placements.map((placement) => [placement.user.userId, placement]));
  // The receivers have their channels loaded, as an open ChatWorkspace has.
  await Promise.all(
    clientProcesses.map((client) =>
      client.ask(
        {
          type: 'load',
          channels: channels
            .filter((channel) => placementOf.get(channel.receiverId)?.process === client)
            .map((channel) => ({ userId: channel.receiverId, url: channel.url })),
        },
        'loaded',
      ),
    ),
  );
  await serverUse(servers);
  const expected = new Map<string, string[]>();
  const measured = await measure(
    clientProcesses,
    async () => {
      const sentAt = new Map<string, number>();
      let failures = 0;
      for (let round = 0; round < directRounds; round += 1) {
        const roundStarted = clock();
        const sendings = new Map<ClientProcess, BenchSending[]>();
        channels.forEach((channel, index) => {
          const text = `direct round ${round} channel ${index}`;
          expected.set(text, [channel.receiverId]);
          const process = placementOf.get(channel.senderId)!.process;
          const list = sendings.get(process) ?? [];
          list.push({
            senderId: channel.senderId,
            url: channel.url,
            text,
            delayMs: (index / channels.length) * directRoundMs,
          });
          sendings.set(process, list);
        });
        const answers = await Promise.all(
          [...sendings].map(([client, list]) => client.ask({ type: 'send', sendings: list }, 'sent')),
        );
        for (const answered of answers) {
          for (const [text, at] of answered.sentAt) sentAt.set(text, at);
          failures += answered.failures;
        }
        const rest = roundStarted + directRoundMs - clock();
        if (rest > 0) await sleep(rest);
      }
      return { sentAt, failures };
    },
    expected,
  );
  return row(
    backend,
    `direct ${channels.length}`,
    null,
    measured,
    { fill: null, messages: await serverUse(servers) },
    directRounds * channels.length,
  );
}

async function runBackend(backend: 'pglite' | 'postgres'): Promise<ScenarioResult[]> {
  const setUpStarted = clock();
  let origins: string[];
  let users: BenchChatUser[];
  if (backend === 'pglite') {
    const server = serverProcess('server');
    ({ origin: origins, users } = await server
      .ask({ type: 'start', seedUsers: userCount }, 'ready')
      .then((ready) => ({ origin: [ready.origin], users: ready.users })));
  } else {
    started.cluster = await startPostgresCluster();
    const databaseUrl = started.cluster.urlFor('postgres');
    // The first process migrates, seeds and makes the users; the second joins the same database.
    const first = await serverProcess('server 1').ask(
      { type: 'start', databaseUrl, seedUsers: userCount },
      'ready',
    );
    const second = await serverProcess('server 2').ask({ type: 'start', databaseUrl, seedUsers: 0 }, 'ready');
    origins = [first.origin, second.origin];
    users = first.users;
  }
  const clientProcesses = Array.from(
    { length: Math.min(clientProcessCount, users.length) },
    (_, index): ClientProcess =>
      new BenchProcess(`client process ${index + 1}`, new URL('./chat/chatBenchClients.ts', import.meta.url)),
  );
  started.clients.push(...clientProcesses);
  // User i in client process i mod P, on server i mod S: with two servers and an even P, each process
  // holds users of both servers, and a member's neighbours are on the other one.
  const placements: Placement[] = users.map((user, index) => ({
    user,
    process: clientProcesses[index % clientProcesses.length]!,
  }));
  const connectStarted = clock();
  await Promise.all(
    clientProcesses.map((client) =>
      client.ask(
        {
          type: 'connect',
          users: users
            .map((user, index) => ({ user, origin: origins[index % origins.length]! }))
            .filter((_, index) => placements[index]!.process === client),
        },
        'connected',
      ),
    ),
  );
  console.log(
    `${backend}: ${origins.length} server process(es) ready in ${((connectStarted - setUpStarted) / 1000).toFixed(1)} s; ${users.length} SDK clients in ${clientProcesses.length} client processes signed in in ${((clock() - connectStarted) / 1000).toFixed(1)} s (load ${load()})`,
  );
  const results: ScenarioResult[] = [];
  for (const size of groupSizes) {
    const result = await groupScenario(backend, placements, clientProcesses, started.servers, size);
    console.log(JSON.stringify(result));
    results.push(result);
  }
  if (directRounds > 0) {
    const direct = await directScenario(backend, placements, clientProcesses, started.servers);
    console.log(JSON.stringify(direct));
    results.push(direct);
  }
  await Promise.all(
    clientProcesses.map((client) => client.ask({ type: 'disconnect' }, 'disconnected', 30_000)),
  );
  await stopEverything();
  return results;
}

const loadAtStart = loadavg();
const rows: ScenarioResult[] = [];
try {
  for (const backend of backends) rows.push(...(await runBackend(backend as 'pglite' | 'postgres')));
} finally {
  await stopEverything();
  clearTimeout(runTimer);
}
console.log(
  `\n${userCount} SDK clients connected in ${clientProcessCount} client processes; group: ${groupRounds} messages ${groupPauseMs} ms apart; direct: ${directRounds} rounds of one message per channel spread over ${directRoundMs} ms. Load average at start ${loadAtStart
    .map((value) => value.toFixed(2))
    .join(', ')}, at end ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} (2 cores; the machine may be shared)`,
);
console.table(rows);
for (const result of rows)
  console.log(
    `${result.backend} ${result.scenario}: p95 ${result['p95 ms']} ms, target <= ${targetP95Ms} ms: ${result['p95 ms'] <= targetP95Ms ? 'pass' : 'FAIL'}; lost ${result.lost}, duplicated ${result.duplicated}`,
  );
if (rows.some((result) => result.lost > 0 || result.duplicated > 0)) process.exitCode = 1;
