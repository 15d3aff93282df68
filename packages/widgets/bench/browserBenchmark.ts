// What the Chromium benchmarks share: finding Chromium, building a benchmark page with Vite, serving it, reading
// Chromium's main-thread metrics at phase boundaries, and frame-time percentiles.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';

interface ChromiumScript {
  chromiumArgs: string[];
  findChromium(): string | undefined;
}
// A plain .mjs without type declarations, shared with vitest and Playwright: typed here by hand.
const chromiumScriptPath = '../../../scripts/chromium.mjs';
const { chromiumArgs, findChromium } = (await import(chromiumScriptPath)) as ChromiumScript;

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** The value at `fraction` (0.95: p95) of ascending values; NaN when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
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

/**
 * Builds the page in `pageRoot` (a production build: minified React, as partners ship it), serves it, opens it in
 * Chromium at `viewport`, runs `measure` and cleans up. `phases` holds Chromium's main-thread metrics read each
 * time the page calls `window.benchmarkPhase(name)`.
 */
export async function runPageBenchmark<Result>(options: {
  pageRoot: string;
  viewport: { width: number; height: number };
  measure(
    page: Page,
    phases: ReadonlyMap<string, ReadonlyMap<string, number>>,
    browser: Browser,
  ): Promise<Result>;
}): Promise<Result> {
  const executablePath = findChromium();
  if (executablePath === undefined)
    throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH.');
  const outDir = await mkdtemp(join(tmpdir(), 'bondkit-browser-bench-'));
  const buildStarted = performance.now();
  await build({
    root: options.pageRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['@bondkit/source', 'module', 'browser', 'production'] },
    mode: 'production',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  console.log(`page built in ${Math.round(performance.now() - buildStarted)} ms`);

  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: options.viewport });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    // Chromium's own accounting of the main thread (CDP Performance domain), read at the page's phase
    // boundaries: tells the widget's cost apart from a machine too busy to schedule the renderer.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Performance.enable');
    const phases = new Map<string, Map<string, number>>();
    await page.exposeFunction('benchmarkPhase', async (name: string) => {
      const { metrics } = await devtools.send('Performance.getMetrics');
      phases.set(name, new Map(metrics.map((metric) => [metric.name, metric.value])));
    });
    await page.goto(server.url);
    return await options.measure(page, phases, browser);
  } finally {
    await browser.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Prints the share of the wall time the renderer's main thread spent busy, in script, style and layout. */
export function printMainThreadShares(
  label: string,
  start: ReadonlyMap<string, number> | undefined,
  end: ReadonlyMap<string, number> | undefined,
): void {
  if (start === undefined || end === undefined) return;
  const delta = (name: string) => (end.get(name) ?? 0) - (start.get(name) ?? 0);
  const wall = delta('Timestamp');
  const share = (name: string) => `${((100 * delta(name)) / wall).toFixed(1)} %`;
  console.log(`renderer main thread ${label} (Chromium Performance metrics):`);
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
