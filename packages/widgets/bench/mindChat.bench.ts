// MindChat in Chromium: one question answered with a 2,000-token markdown answer (a table of bonds with links)
// streamed one token per text delta at 200 tokens a second. Prints the p50 / p95 / max frame time
// (requestAnimationFrame deltas; target p95 <= 16.7 ms) and whether the whole answer ends rendered (read back
// from the DOM). Numbers, not a test: `npm run bench mindChat`.
//
//   node --conditions=@bondkit/source --import tsx packages/widgets/bench/mindChat.bench.ts
import { fileURLToPath } from 'node:url';
import { percentile, printMainThreadShares, runPageBenchmark } from './browserBenchmark';
import type { MindChatBenchmarkResult, MindChatBenchmarkWindow } from './mindChatPage/benchmarkProtocol';

// Issue 16: a 2,000-token streamed answer without dropped frames (p95 frame <= 16.7 ms in Chromium). 200 tokens a
// second is faster than a hosted model streams, so the answer grows by a table row or more every frame.
const tokens = 2_000;
const tokensPerSecond = 200;
const frameBudgetMs = 16.7;

const pageRoot = fileURLToPath(new URL('./mindChatPage/', import.meta.url));

async function main() {
  await runPageBenchmark({
    pageRoot,
    viewport: { width: 1440, height: 900 },
    measure: async (page, phases) => {
      await page.waitForFunction(
        () => (window as MindChatBenchmarkWindow).benchmarkReady === true,
        undefined,
        {
          timeout: 30_000,
        },
      );
      const result: MindChatBenchmarkResult = await page.evaluate(
        (options) => {
          const run = (window as MindChatBenchmarkWindow).runMindChatBenchmark;
          if (run === undefined) throw new Error('benchmark page not loaded');
          return run(options);
        },
        { tokens, tokensPerSecond },
      );
      const summary = (label: string, times: readonly number[]) => {
        const ordered = [...times].sort((left, right) => left - right);
        return {
          measure: label,
          samples: ordered.length,
          'p50 ms': Number(percentile(ordered, 0.5).toFixed(2)),
          'p95 ms': Number(percentile(ordered, 0.95).toFixed(2)),
          'max ms': Number((ordered.at(-1) ?? Number.NaN).toFixed(2)),
        };
      };
      console.log(
        `\nMindChat streaming (Chromium headless, 1440x900): ${result.deltasSent} text deltas (tokens), ${result.answerCharacters} characters, ${result.rendered.expectedTableRows} table rows, streamed in ${(result.streamMs / 1000).toFixed(1)} s`,
      );
      console.table([
        summary('frame time, streaming', result.frameTimes),
        summary('frame time, idle page (noise)', result.idleFrameTimes),
      ]);
      printMainThreadShares('while streaming', phases.get('live-start'), phases.get('live-end'));
      const ordered = [...result.frameTimes].sort((left, right) => left - right);
      const p95 = percentile(ordered, 0.95);
      // Chromium coarsens performance.now() to 0.1 ms without cross-origin isolation: a 60 Hz frame reads as
      // 16.6 to 16.8 ms, so the target is checked with that resolution (as the QuoteSheet benchmark does).
      const timerResolutionMs = 0.1;
      const dropped = result.frameTimes.filter((time) => time > 1.5 * (1000 / 60)).length;
      console.log(
        `frame time p95 ${p95.toFixed(2)} ms, target <= ${frameBudgetMs} ms (+${timerResolutionMs} ms timer resolution): ${
          p95 <= frameBudgetMs + timerResolutionMs + 1e-9 ? 'pass' : 'FAIL'
        }; frames longer than 1.5 frames: ${dropped} of ${result.frameTimes.length}`,
      );
      const complete =
        result.rendered.tableRows === result.rendered.expectedTableRows && result.rendered.closingLineShown;
      console.log(
        `the whole answer is rendered: ${complete ? 'pass' : 'FAIL'} (${result.rendered.tableRows} of ${result.rendered.expectedTableRows} table rows, closing line ${result.rendered.closingLineShown ? 'shown' : 'missing'})`,
      );
      if (!complete) process.exitCode = 1;
    },
  });
}

await main();
