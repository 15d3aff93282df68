/** What the benchmark page exposes on `window`, shared by the page and the Node driver. */
export interface QuoteSheetBenchmarkOptions {
  /** Price updates a second. */
  ratePerSecond: number;
  /** How long updates are fed, in ms. */
  durationMs: number;
}

export interface QuoteSheetBenchmarkResult {
  /** requestAnimationFrame deltas during the run, in ms. */
  frameTimes: number[];
  /** requestAnimationFrame deltas of the same page with no updates, before the run: the machine's noise. */
  idleFrameTimes: number[];
  /** Per frame with updates: the sheet's own work, from applying the frame's updates to React's commit, in ms. */
  updateWorkTimes: number[];
  /** Updates delivered to the stream. */
  updatesSent: number;
  /** Rows read back from the DOM after the run. */
  rowsChecked: number;
  /** Rows whose market yield or price is not their last update, with what was shown and expected. */
  mismatches: { finstrumentId: number; shown: string; expected: string }[];
}

export interface QuoteSheetBenchmarkWindow {
  /** Set once the sheet has rendered its first rows. */
  benchmarkReady?: boolean;
  /** The number of rows on the page. */
  benchmarkRowCount?: number;
  /** Provided by the driver: marks a phase boundary so it can read Chromium's main-thread metrics there. */
  benchmarkPhase?: (name: 'live-start' | 'live-end') => Promise<void>;
  runQuoteSheetBenchmark?: (options: QuoteSheetBenchmarkOptions) => Promise<QuoteSheetBenchmarkResult>;
}
