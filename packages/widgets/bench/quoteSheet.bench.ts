// QuoteSheet in Chromium: 10,000 rows, 2,000 price updates a second for 10 s fed from inside the page.
// Prints the p50 / p95 / max frame time (requestAnimationFrame deltas; target p95 <= 16.7 ms) and whether
// every row ends showing its last update (read back from the DOM). Numbers, not a test: `npm run bench`.
//
//   node --conditions=@bondkit/source --import tsx packages/widgets/bench/quoteSheet.bench.ts
import { fileURLToPath } from 'node:url';
import { percentile, printMainThreadShares, runPageBenchmark } from './browserBenchmark';
import type {
  QuoteSheetBenchmarkResult,
  QuoteSheetBenchmarkWindow,
} from './quoteSheetPage/benchmarkProtocol';

const ratePerSecond = 2_000;
const durationMs = 10_000;
const frameBudgetMs = 16.7;

const pageRoot = fileURLToPath(new URL('./quoteSheetPage/', import.meta.url));

async function main() {
  await runPageBenchmark({
    pageRoot,
    viewport: { width: 1600, height: 900 },
    measure: async (page, phases) => {
      await page.waitForFunction(
        () => (window as QuoteSheetBenchmarkWindow).benchmarkReady === true,
        undefined,
        {
          timeout: 30_000,
        },
      );
      const rowCount = await page.evaluate(
        () => (window as QuoteSheetBenchmarkWindow).benchmarkRowCount ?? 0,
      );
      const result: QuoteSheetBenchmarkResult = await page.evaluate(
        (options) => {
          const run = (window as QuoteSheetBenchmarkWindow).runQuoteSheetBenchmark;
          if (run === undefined) throw new Error('benchmark page not loaded');
          return run(options);
        },
        { ratePerSecond, durationMs },
      );
      const sorted = [...result.frameTimes].sort((left, right) => left - right);
      const p95 = percentile(sorted, 0.95);
      const lastUpdatesShown = result.mismatches.length === 0 && result.rowsChecked === rowCount;
      const summary = (label: string, times: readonly number[], extra: Record<string, number> = {}) => {
        const ordered = [...times].sort((left, right) => left - right);
        return {
          measure: label,
          ...extra,
          samples: ordered.length,
          'p50 ms': Number(percentile(ordered, 0.5).toFixed(2)),
          'p95 ms': Number(percentile(ordered, 0.95).toFixed(2)),
          'max ms': Number((ordered.at(-1) ?? Number.NaN).toFixed(2)),
        };
      };
      console.log(
        `\nQuoteSheet live market (Chromium headless): ${rowCount} rows, ${ratePerSecond} price updates/s for ${durationMs / 1000} s, ${result.updatesSent} sent`,
      );
      console.table([
        summary('frame time, live', result.frameTimes),
        summary('frame time, idle page (noise)', result.idleFrameTimes),
        summary("sheet's work per frame", result.updateWorkTimes),
      ]);
      printMainThreadShares('during the live phase', phases.get('live-start'), phases.get('live-end'));
      // Chromium coarsens performance.now() to 0.1 ms without cross-origin isolation, so a 60 Hz frame
      // (16.67 ms) reads as 16.6, 16.7 or 16.8 ms: the target "p95 <= 16.7 ms" (one frame) is checked as
      // p95 <= 16.7 ms plus that 0.1 ms resolution. The idle page's figures show the same quantisation.
      const timerResolutionMs = 0.1;
      const dropped = result.frameTimes.filter((time) => time > 1.5 * (1000 / 60)).length;
      console.log(
        `frame time p95 ${p95.toFixed(2)} ms, target <= ${frameBudgetMs} ms (+${timerResolutionMs} ms timer resolution): ${
          p95 <= frameBudgetMs + timerResolutionMs + 1e-9 ? 'pass' : 'FAIL'
        }; frames longer than 1.5 frames: ${dropped} of ${result.frameTimes.length}`,
      );
      console.log(
        `every row shows its last update: ${lastUpdatesShown ? 'pass' : 'FAIL'} (${result.rowsChecked} of ${rowCount} rows read back, ${result.mismatches.length} mismatches)`,
      );
      for (const mismatch of result.mismatches.slice(0, 5)) {
        console.log(
          `  row ${mismatch.finstrumentId}: shows '${mismatch.shown}', expected '${mismatch.expected}'`,
        );
      }
      if (!lastUpdatesShown) process.exitCode = 1;
    },
  });
}

await main();
