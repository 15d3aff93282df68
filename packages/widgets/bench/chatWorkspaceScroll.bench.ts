// ChatWorkspace scrolling in Chromium (issue 14: 10,000 channels in the list and 100,000 messages in one channel
// scroll at p95 frame <= 16.7 ms). The page (chatWorkspacePage/) renders the real ChatWorkspace over the
// in-memory transport holding that data; the driver sends real mouse-wheel input (CDP) to each list, one
// notch a frame, while the page records requestAnimationFrame deltas. Prints p50 / p95 / p99 / max frame time per
// phase, and how far each list moved (a list that did not scroll measures nothing). Numbers, not a test:
// `npm run bench chatWorkspaceScroll`.
//
//   node --conditions=@bondkit/source --import tsx packages/widgets/bench/chatWorkspaceScroll.bench.ts \
//     [--seconds 6] [--delta 120]
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { percentile, printMainThreadShares, runPageBenchmark } from './browserBenchmark';
import type { ChatWorkspaceBenchmarkWindow } from './chatWorkspacePage/benchmarkProtocol';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const seconds = option('seconds', 6);
/** Pixels per wheel notch (Chromium's notch is 100 to 120 px); a fling phase uses ten times that. */
const wheelDelta = option('delta', 120);
const frameBudgetMs = 16.7;
// Chromium coarsens performance.now() to 0.1 ms without cross-origin isolation: a 60 Hz frame reads as 16.6 to
// 16.8 ms, so the target is checked with that resolution (as the MindChat and QuoteSheet benchmarks do).
const timerResolutionMs = 0.1;
const pageRoot = fileURLToPath(new URL('./chatWorkspacePage/', import.meta.url));

/** Wheels over `selector` for `seconds`, `deltaY` per notch, one notch per frame (paced by the page's rAF). */
async function wheel(page: Page, selector: string, deltaY: number) {
  const box = await page.locator(selector).boundingBox();
  if (box === null) throw new Error(`${selector} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => (window as ChatWorkspaceBenchmarkWindow).startFrames?.());
  const until = performance.now() + seconds * 1000;
  let notches = 0;
  while (performance.now() < until) {
    await page.mouse.wheel(0, deltaY);
    // One notch a frame: the next one after the page's next animation frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    notches += 1;
  }
  const result = await page.evaluate(() => (window as ChatWorkspaceBenchmarkWindow).stopFrames!());
  return { ...result, notches };
}

async function main() {
  await runPageBenchmark({
    pageRoot,
    viewport: { width: 1440, height: 900 },
    measure: async (page, phases) => {
      const loadStarted = performance.now();
      await page.waitForFunction(
        () => (window as ChatWorkspaceBenchmarkWindow).benchmarkReady === true,
        undefined,
        {
          timeout: 120_000,
        },
      );
      const sizes = await page.evaluate(() => (window as ChatWorkspaceBenchmarkWindow).benchmarkSizes!());
      const rows = await page.evaluate(() => ({
        channels: document.querySelectorAll('.bk-chat__channel-list > li').length,
        messages: document.querySelectorAll('.bk-chat__message-list > li').length,
      }));
      console.log(
        `\nChatWorkspace (Chromium headless, 1440x900): ${sizes.channels.toLocaleString('en-IN')} channels, ${sizes.messages.toLocaleString('en-IN')} messages in the open channel; ready in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s; rows in the page: ${rows.channels} channel rows, ${rows.messages} message rows (virtualised)`,
      );
      // Idle first: the machine's noise on this page.
      await page.evaluate(() => (window as ChatWorkspaceBenchmarkWindow).startFrames?.());
      await page.waitForTimeout(2_000);
      const idle = await page.evaluate(() => (window as ChatWorkspaceBenchmarkWindow).stopFrames!());

      const runs: { label: string; selector: string; deltaY: number; phase: string }[] = [
        {
          label: `channel list, wheel down ${wheelDelta} px a frame`,
          selector: '.bk-chat__channel-scroller',
          deltaY: wheelDelta,
          phase: 'channels',
        },
        {
          label: `channel list, fling down ${wheelDelta * 10} px a frame`,
          selector: '.bk-chat__channel-scroller',
          deltaY: wheelDelta * 10,
          phase: 'channels-fling',
        },
        // The open conversation starts at its newest message: reading back means scrolling up.
        {
          label: `messages, wheel up ${wheelDelta} px a frame`,
          selector: '.bk-chat__messages',
          deltaY: -wheelDelta,
          phase: 'messages',
        },
        {
          label: `messages, fling up ${wheelDelta * 10} px a frame`,
          selector: '.bk-chat__messages',
          deltaY: -wheelDelta * 10,
          phase: 'messages-fling',
        },
      ];
      const summaries: Record<string, string | number>[] = [];
      const failures: string[] = [];
      const summary = (label: string, times: readonly number[], moved: string) => {
        const ordered = [...times].sort((left, right) => left - right);
        const p95 = percentile(ordered, 0.95);
        summaries.push({
          phase: label,
          frames: ordered.length,
          'p50 ms': Number(percentile(ordered, 0.5).toFixed(2)),
          'p95 ms': Number(p95.toFixed(2)),
          'p99 ms': Number(percentile(ordered, 0.99).toFixed(2)),
          'max ms': Number((ordered.at(-1) ?? Number.NaN).toFixed(2)),
          'frames > 25 ms': ordered.filter((time) => time > 25).length,
          moved,
        });
        return p95;
      };
      summary('idle page (noise)', idle.frameTimes, '');
      for (const run of runs) {
        const before = await page.evaluate(() => ({
          channel: document.querySelector('.bk-chat__channel-scroller')?.scrollTop ?? 0,
          message: document.querySelector('.bk-chat__messages')?.scrollTop ?? 0,
        }));
        await page.evaluate(
          (phase) => (window as ChatWorkspaceBenchmarkWindow).benchmarkPhase?.(`${phase}-start`),
          run.phase,
        );
        const result = await wheel(page, run.selector, run.deltaY);
        await page.evaluate(
          (phase) => (window as ChatWorkspaceBenchmarkWindow).benchmarkPhase?.(`${phase}-end`),
          run.phase,
        );
        const moved = run.selector.includes('channel')
          ? result.channelScrollTop - before.channel
          : result.messageScrollTop - before.message;
        const p95 = summary(
          run.label,
          result.frameTimes,
          `${Math.round(Math.abs(moved)).toLocaleString('en-IN')} px in ${result.notches} notches`,
        );
        if (Math.abs(moved) < Math.abs(run.deltaY)) failures.push(`${run.label}: the list did not scroll`);
        if (!(p95 <= frameBudgetMs + timerResolutionMs + 1e-9))
          failures.push(`${run.label}: p95 ${p95.toFixed(2)} ms`);
      }
      console.table(summaries);
      for (const run of runs)
        printMainThreadShares(run.label, phases.get(`${run.phase}-start`), phases.get(`${run.phase}-end`));
      console.log(
        `frame time p95 target <= ${frameBudgetMs} ms (+${timerResolutionMs} ms timer resolution): ${
          failures.length === 0 ? 'pass' : `FAIL (${failures.join('; ')})`
        }`,
      );
    },
  });
}

await main();
