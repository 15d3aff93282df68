// The benchmark's client process: N real trade stream clients (the @bondkit/core client over `ws`), kept
// out of the hub's process so that they do not share its event loop. Reports latency histograms by IPC.
import { WebSocket } from 'ws';
import { createTradeStream, type TradeStream, type TradeStreamOptions } from '@bondkit/core/stream';
import { LatencyHistogram, wallClockMs } from './latencyHistogram';

const [url, countText] = process.argv.slice(2);
const count = Number(countText);
if (!url || !Number.isInteger(count)) throw new Error('usage: benchClients.ts <url> <clients>');

let window = new LatencyHistogram();
const streams: TradeStream[] = [];
let errors = 0;
let resyncs = 0;

for (let index = 0; index < count; index += 1) {
  const stream = createTradeStream({
    url,
    getToken: () => `bench-${index + 1}`,
    WebSocket: WebSocket as unknown as TradeStreamOptions['WebSocket'],
    onError: () => {
      errors += 1;
    },
  });
  stream.on('price_update', (message) => {
    if (message.published_at !== undefined) window.record(wallClockMs() - message.published_at);
  });
  stream.on('resync', () => {
    resyncs += 1;
  });
  stream.connect();
  streams.push(stream);
  // Connect in small waves so the hub's accept queue is not the thing being measured.
  if (index % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 20));
}

process.on('message', (request: { type: 'window' } | { type: 'stop' }) => {
  if (request.type === 'window') {
    const current = window;
    window = new LatencyHistogram();
    const open = streams.filter((stream) => stream.status.getSnapshot() === 'open').length;
    const stats = streams.reduce(
      (total, stream) => {
        const each = stream.getStats();
        total.malformed += each.malformedFrames + each.invalidPayloads + each.unknownTypes;
        total.frames += each.framesReceived;
        return total;
      },
      { malformed: 0, frames: 0 },
    );
    process.send?.({
      type: 'window',
      counts: Array.from(current.counts),
      total: current.total,
      maximum: current.maximum,
      open,
      errors,
      resyncs,
      frames: stats.frames,
      malformed: stats.malformed,
      cpu: process.cpuUsage(),
    });
  } else {
    for (const stream of streams) stream.disconnect();
    setTimeout(() => process.exit(0), 200);
  }
});
process.send?.({ type: 'ready' });
