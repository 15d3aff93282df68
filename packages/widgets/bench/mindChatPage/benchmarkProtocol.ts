/** What the MindChat benchmark page exposes on `window`, shared by the page and the Node driver. */
export interface MindChatBenchmarkOptions {
  /** Tokens in the answer (one text delta each, about four characters). */
  tokens: number;
  /** Tokens delivered a second. */
  tokensPerSecond: number;
}

export interface MindChatBenchmarkResult {
  /** requestAnimationFrame deltas while the answer streamed, in ms. */
  frameTimes: number[];
  /** requestAnimationFrame deltas of the same page before the question: the machine's noise. */
  idleFrameTimes: number[];
  /** Text deltas delivered. */
  deltasSent: number;
  /** Characters of the answer. */
  answerCharacters: number;
  /** From the first delta to the finish chunk, in ms. */
  streamMs: number;
  /** Whether the rendered answer shows every table row and the closing line, read back from the DOM. */
  rendered: { tableRows: number; expectedTableRows: number; closingLineShown: boolean };
}

export interface MindChatBenchmarkWindow {
  /** Set once MindChat has rendered its suggestions. */
  benchmarkReady?: boolean;
  /** Provided by the driver: marks a phase boundary so it can read Chromium's main-thread metrics there. */
  benchmarkPhase?: (name: 'live-start' | 'live-end') => Promise<void>;
  runMindChatBenchmark?: (options: MindChatBenchmarkOptions) => Promise<MindChatBenchmarkResult>;
}
