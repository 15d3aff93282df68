// The benchmark page: QuoteSheet with 10,000 rows, a fake trade stream, and a driver that feeds price
// updates at a fixed rate while recording frame times, then scrolls through every row to read back what
// the sheet shows. Built by quoteSheet.bench.ts with Vite; not part of the package.
import { createRoot } from 'react-dom/client';
import { createFakeTradeStream } from '@bondkit/core/testing';
import { BondkitProvider } from '../../src/provider/BondkitProvider';
import { QuoteSheet } from '../../src/QuoteSheet/index';
import type { FrameScheduler, QuoteSheetRow } from '../../src/QuoteSheet/index';
import type {
  QuoteSheetBenchmarkOptions,
  QuoteSheetBenchmarkResult,
  QuoteSheetBenchmarkWindow,
} from './benchmarkProtocol';

const rowCount = 10_000;
const benchmarkWindow = window as unknown as QuoteSheetBenchmarkWindow;

const rows: QuoteSheetRow[] = Array.from({ length: rowCount }, (_, index) => ({
  id: index + 1,
  finstrumentId: index + 1,
  bondName: `${(6 + (index % 300) / 100).toFixed(2)}% Bench Bond ${2027 + (index % 20)} #${index + 1}`,
  isin: `INE${String(index).padStart(6, '0')}07X1`,
  maturityDate: `${2027 + (index % 20)}-06-15`,
  rating: ['AAA', 'AA+', 'SOV', 'A1+'][index % 4] ?? 'AAA',
  side: index % 2 === 0 ? 'BID' : 'ASK',
  bidYield: index % 2 === 0 ? 7 + (index % 100) / 100 : null,
  bidPrice: index % 2 === 0 ? 99 + (index % 50) / 25 : null,
  askYield: index % 2 === 0 ? null : 7.1 + (index % 100) / 100,
  askPrice: index % 2 === 0 ? null : 98.9 + (index % 50) / 25,
  marketYield: null,
  marketPrice: null,
  quantum: (1 + (index % 40)) * 25_00_000,
  counterparty: `Dealer ${index % 37}`,
  updatedAt: '2026-11-20T10:15:00+05:30',
  preferred: index % 5 === 0,
  finstrumentType: 'Bond',
}));

const stream = createFakeTradeStream();

/**
 * The default scheduler (requestAnimationFrame), timed: from the start of the sheet's flush to the end of
 * React's commit, which runs in the microtask its store notification queued (before the one queued here).
 */
const updateWorkTimes: number[] = [];
const timedFrameScheduler: FrameScheduler = (callback) => {
  const handle = requestAnimationFrame(() => {
    const started = performance.now();
    callback();
    queueMicrotask(() => updateWorkTimes.push(performance.now() - started));
  });
  return () => cancelAnimationFrame(handle);
};
const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
createRoot(root).render(
  <BondkitProvider client={null} stream={stream} soundPlayer={null}>
    <QuoteSheet
      rows={rows}
      hasTradeAccess
      height={720}
      label="Benchmark quotes"
      scheduleFrame={timedFrameScheduler}
    />
  </BondkitProvider>,
);

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** A fixed permutation stride: every row is hit once per 10,000 updates, in a scattered order. */
const stride = 7_919;

/** Frame deltas over `durationMs` with nothing else going on. */
async function idleFrames(durationMs: number): Promise<number[]> {
  const times: number[] = [];
  const started = await nextFrame();
  let previous = started;
  while (previous - started < durationMs) {
    const time = await nextFrame();
    times.push(time - previous);
    previous = time;
  }
  return times;
}

async function run(options: QuoteSheetBenchmarkOptions): Promise<QuoteSheetBenchmarkResult> {
  const idleFrameTimes = await idleFrames(2000);
  updateWorkTimes.length = 0;
  const last = new Map<number, { yieldText: string; priceText: string }>();
  const frameTimes: number[] = [];
  let sent = 0;
  let running = true;

  const recordFrames = async () => {
    let previous = await nextFrame();
    while (running) {
      const time = await nextFrame();
      frameTimes.push(time - previous);
      previous = time;
    }
  };
  await benchmarkWindow.benchmarkPhase?.('live-start');
  const frames = recordFrames();

  const started = performance.now();
  await new Promise<void>((resolve) => {
    // Timers fire late under load; each tick sends however many updates are due, so the rate holds.
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.floor((Math.min(elapsed, options.durationMs) * options.ratePerSecond) / 1000);
      while (sent < due) {
        const finstrumentId = ((sent * stride) % rowCount) + 1;
        // Yields as 6-decimal fractions make 4-decimal percents; prices have 4 decimals.
        const yieldPercent = 6 + ((sent * 37) % 3000) / 1000 + 0.0001;
        const price = 95 + ((sent * 53) % 10_000) / 1000 + 0.0001;
        stream.emit({
          type: 'price_update',
          finstrument_id: finstrumentId,
          unit_clean_price: Number(price.toFixed(4)),
          bond_yield: Number((yieldPercent / 100).toFixed(6)),
          published_at: Date.now(),
        });
        last.set(finstrumentId, { yieldText: yieldPercent.toFixed(4), priceText: price.toFixed(4) });
        sent += 1;
      }
      if (elapsed >= options.durationMs) {
        clearInterval(timer);
        resolve();
      }
    }, 4);
  });
  running = false;
  await frames;
  await benchmarkWindow.benchmarkPhase?.('live-end');
  // Only the live phase: the read-back below also renders.
  const liveWork = updateWorkTimes.length;
  await nextFrame();
  await nextFrame();

  // Read every row back by scrolling the virtualised table a screen at a time.
  const scroller = document.querySelector<HTMLElement>('.bk-quote-sheet__scroller');
  if (scroller === null) throw new Error('no scroller');
  const seen = new Map<number, { yieldText: string; priceText: string }>();
  for (let top = 0; top <= scroller.scrollHeight; top += Math.max(1, scroller.clientHeight - 72)) {
    scroller.scrollTop = top;
    await nextFrame();
    await nextFrame();
    for (const row of document.querySelectorAll<HTMLElement>('.bk-quote-sheet__body [data-row-id]')) {
      const id = Number(row.dataset.rowId);
      const yieldText = row.querySelector('[data-column="marketYield"]')?.textContent ?? '';
      const priceText = row.querySelector('[data-column="marketPrice"]')?.textContent ?? '';
      seen.set(id, { yieldText, priceText });
    }
  }
  const mismatches: QuoteSheetBenchmarkResult['mismatches'] = [];
  for (let id = 1; id <= rowCount; id += 1) {
    const expected = last.get(id);
    const shown = seen.get(id);
    const expectedText =
      expected === undefined ? '\u2014 \u2014' : `${expected.yieldText} ${expected.priceText}`;
    const shownText = shown === undefined ? '(never rendered)' : `${shown.yieldText} ${shown.priceText}`;
    if (shownText !== expectedText)
      mismatches.push({ finstrumentId: id, shown: shownText, expected: expectedText });
  }
  return {
    frameTimes,
    idleFrameTimes,
    updateWorkTimes: updateWorkTimes.slice(0, liveWork),
    updatesSent: sent,
    rowsChecked: seen.size,
    mismatches,
  };
}

benchmarkWindow.runQuoteSheetBenchmark = run;
benchmarkWindow.benchmarkRowCount = rowCount;
const waitForRows = () => {
  if (document.querySelector('.bk-quote-sheet__body [data-row-id]') !== null)
    benchmarkWindow.benchmarkReady = true;
  else requestAnimationFrame(waitForRows);
};
waitForRows();
