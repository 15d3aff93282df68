// The market-list benchmark's clients, on their own thread: a deployment's clients are not in the
// server's event loop, and 50 in-process fetch loops would take a large share of the one thread being
// measured. Plain JavaScript so that the worker needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

const { origin, headers, pages, concurrentClients, durationMilliseconds } = workerData;
const latencies = [];
let failures = 0;
const deadline = performance.now() + durationMilliseconds;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrentClients }, async (_, client) => {
    for (let request = client; performance.now() < deadline; request += 1) {
      const sent = performance.now();
      const response = await fetch(`${origin}${pages[request % pages.length]}`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) failures += 1;
      latencies.push(performance.now() - sent);
    }
  }),
);
parentPort.postMessage({ latencies, failures, elapsedMilliseconds: performance.now() - started });
