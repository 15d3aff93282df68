// One of the benchmark's client processes: a few real trade stream clients (the @bondkit/core client over
// `ws`, zod validation and all) and many lightweight raw `ws` sockets that still read and JSON-parse every
// frame, so the hub does the full work of 1,000 subscribers without one client process becoming the
// bottleneck. Kept out of the hub's process so they do not share its event loop; reports by IPC.
//
//   benchClients.ts <url> <raw sockets> <core clients> <first user id>
import { WebSocket } from 'ws';
import { createTradeStream, type TradeStream } from '@bondkit/core/stream';
import { LatencyHistogram, wallClockMs } from './latencyHistogram';
import type { ClientWindowReport, ClientRequest } from './benchProtocol';

const [url, rawText, coreText, firstUserText] = process.argv.slice(2);
const rawCount = Number(rawText);
const coreCount = Number(coreText);
const firstUserId = Number(firstUserText);
if (!url || ![rawCount, coreCount, firstUserId].every(Number.isInteger)) {
  throw new Error('usage: benchClients.ts <url> <raw sockets> <core clients> <first user id>');
}

/** The client pings every 10 s (spec); the hub closes a socket silent for 35 s. */
const pingIntervalMs = 10_000;

let coreWindow = new LatencyHistogram();
let rawWindow = new LatencyHistogram();
const counters = {
  rawPrices: 0,
  corePrices: 0,
  rawFrames: 0,
  errors: 0,
  resyncs: 0,
  rawOpen: 0,
  rawClosed: 0,
};
const streams: TradeStream[] = [];
const rawSockets: WebSocket[] = [];

function openRawSocket(userId: number): void {
  const socket = new WebSocket(url as string, { perMessageDeflate: false });
  let ping: ReturnType<typeof setInterval> | undefined;
  socket.on('open', () => {
    counters.rawOpen += 1;
    socket.send(JSON.stringify({ type: 'auth', token: `bench-${userId}` }));
    ping = setInterval(() => socket.send('{"type":"ping"}'), pingIntervalMs);
  });
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (isBinary) return;
    counters.rawFrames += 1;
    const receivedAt = wallClockMs();
    const frame = JSON.parse(data.toString()) as { type: string; messages?: unknown[] };
    const messages = (frame.type === 'batch' ? frame.messages : [frame]) as Array<{
      type: string;
      published_at?: number;
    }>;
    for (const message of messages) {
      if (message.type !== 'price_update') continue;
      counters.rawPrices += 1;
      if (message.published_at !== undefined) rawWindow.record(receivedAt - message.published_at);
    }
  });
  socket.on('error', () => {
    counters.errors += 1;
  });
  socket.on('close', () => {
    clearInterval(ping);
    counters.rawOpen -= 1;
    counters.rawClosed += 1;
  });
  rawSockets.push(socket);
}

function openCoreClient(userId: number): void {
  const stream = createTradeStream({
    url: url as string,
    getToken: () => `bench-${userId}`,
    WebSocket: WebSocket,
    onError: () => {
      counters.errors += 1;
    },
  });
  stream.on('price_update', (message) => {
    counters.corePrices += 1;
    if (message.published_at !== undefined) coreWindow.record(wallClockMs() - message.published_at);
  });
  stream.on('resync', () => {
    counters.resyncs += 1;
  });
  stream.connect();
  streams.push(stream);
}

// Core clients spread evenly among the raw sockets; connect in small waves so the hub's accept queue is not
// the thing being measured.
const total = rawCount + coreCount;
for (let index = 0; index < total; index += 1) {
  const isCore = coreCount > 0 && index % Math.floor(total / coreCount) === 0 && streams.length < coreCount;
  if (isCore) openCoreClient(firstUserId + index);
  else openRawSocket(firstUserId + index);
  if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 10));
}
// Any core clients the spacing left over.
while (streams.length < coreCount) openCoreClient(firstUserId + total + streams.length);

process.on('message', (request: ClientRequest) => {
  if (request.type === 'window') {
    const report: ClientWindowReport = {
      type: 'window',
      core: { counts: Array.from(coreWindow.counts), total: coreWindow.total, maximum: coreWindow.maximum },
      raw: { counts: Array.from(rawWindow.counts), total: rawWindow.total, maximum: rawWindow.maximum },
      open: counters.rawOpen + streams.filter((stream) => stream.status.getSnapshot() === 'open').length,
      errors: counters.errors,
      resyncs: counters.resyncs,
      pricesReceived: counters.rawPrices + counters.corePrices,
      frames: counters.rawFrames + streams.reduce((sum, stream) => sum + stream.getStats().framesReceived, 0),
      malformed: streams.reduce((sum, stream) => {
        const each = stream.getStats();
        return sum + each.malformedFrames + each.invalidPayloads + each.unknownTypes;
      }, 0),
      cpu: process.cpuUsage(),
    };
    coreWindow = new LatencyHistogram();
    rawWindow = new LatencyHistogram();
    process.send?.(report);
  } else {
    for (const stream of streams) stream.disconnect();
    for (const socket of rawSockets) socket.close(1000);
    setTimeout(() => process.exit(0), 200);
  }
});
