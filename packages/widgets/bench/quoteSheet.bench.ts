// QuoteSheet in Chromium: 10,000 rows, 2,000 price updates a second for 10 s fed from inside the page.
// Prints the p50 / p95 / max frame time (requestAnimationFrame deltas; target p95 <= 16.7 ms) and whether
// every row ends showing its last update (read back from the DOM). Numbers, not a test: `npm run bench`.
//
//   node --conditions=@bondkit/source --import tsx packages/widgets/bench/quoteSheet.bench.ts
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import type {
  QuoteSheetBenchmarkResult,
  QuoteSheetBenchmarkWindow,
} from './quoteSheetPage/benchmarkProtocol';

interface ChromiumScript {
  chromiumArgs: string[];
  findChromium(): string | undefined;
}
// A plain .mjs without type declarations, shared with vitest and Playwright: typed here by hand.
const chromiumScriptPath = '../../../scripts/chromium.mjs';
const { chromiumArgs, findChromium } = (await import(chromiumScriptPath)) as ChromiumScript;

const ratePerSecond = 2_000;
const durationMs = 10_000;
const frameBudgetMs = 16.7;

const pageRoot = fileURLToPath(new URL('./quoteSheetPage/', import.meta.url));

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** Serves `folder` on a free loopback port (module scripts do not load from file:// URLs). */
async function serve(folder: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(folder, path === '/' ? 'index.html' : path);
    if (!file.startsWith(folder)) {
      response.writeHead(403).end();
      return;
    }
    stat(file).then(
      () => {
        response.writeHead(200, {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

async function main() {
  const executablePath = findChromium();
  if (executablePath === undefined)
    throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH.');
  const outDir = await mkdtemp(join(tmpdir(), 'bondkit-quote-sheet-bench-'));
  const buildStarted = performance.now();
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['@bondkit/source', 'module', 'browser', 'production'] },
    // A production build: minified React, as partners ship it.
    mode: 'production',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  console.log(`page built in ${Math.round(performance.now() - buildStarted)} ms`);

  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    // Chromium's own accounting of the main thread (CDP Performance domain), read at the live phase's ends:
    // tells the sheet's cost apart from a machine too busy to schedule the renderer.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Performance.enable');
    const phases = new Map<string, Map<string, number>>();
    await page.exposeFunction('benchmarkPhase', async (name: string) => {
      const { metrics } = await devtools.send('Performance.getMetrics');
      phases.set(name, new Map(metrics.map((metric) => [metric.name, metric.value])));
    });
    await page.goto(server.url);
    await page.waitForFunction(
      () => (window as QuoteSheetBenchmarkWindow).benchmarkReady === true,
      undefined,
      {
        timeout: 30_000,
      },
    );
    const rowCount = await page.evaluate(() => (window as QuoteSheetBenchmarkWindow).benchmarkRowCount ?? 0);
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
    const start = phases.get('live-start');
    const end = phases.get('live-end');
    if (start !== undefined && end !== undefined) {
      const delta = (name: string) => (end.get(name) ?? 0) - (start.get(name) ?? 0);
      const wall = delta('Timestamp');
      const share = (name: string) => `${((100 * delta(name)) / wall).toFixed(1)} %`;
      console.log('renderer main thread during the live phase (Chromium Performance metrics):');
      console.table([
        {
          'wall s': Number(wall.toFixed(1)),
          busy: share('TaskDuration'),
          script: share('ScriptDuration'),
          'style recalc': share('RecalcStyleDuration'),
          layout: share('LayoutDuration'),
        },
      ]);
    }
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
  } finally {
    await browser.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
