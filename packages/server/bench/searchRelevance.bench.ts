// Search relevance (issue 35): the share of the relevance set's queries whose first hits are what people
// expect (precision at the case's depth), and the index's latency over the same queries, on the demo universe.
// Target: every query right (the test in `npm test` asserts it); p95 under 1 ms in memory.
import { performance } from 'node:perf_hooks';
import { relevanceCases, relevanceFailures, relevanceUniverse } from '../test/trading/searchRelevanceCases';

const universe = relevanceUniverse();
const cases = relevanceCases(universe);
const failures = relevanceFailures(universe, cases);
const timings: number[] = [];
for (let round = 0; round < 20; round += 1)
  for (const relevanceCase of cases) {
    const started = performance.now();
    universe.index.search(relevanceCase.query, 20);
    timings.push(performance.now() - started);
  }
timings.sort((first, second) => first - second);
const percentile = (share: number) =>
  timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
console.table([
  {
    queries: cases.length,
    instruments: universe.instruments.length,
    'right first': `${cases.length - failures.length} / ${cases.length}`,
    'p50 ms': percentile(0.5).toFixed(3),
    'p95 ms': percentile(0.95).toFixed(3),
  },
]);
for (const failure of failures) console.log(`  wrong: ${failure}`);
if (failures.length > 0) process.exitCode = 1;
