/** What the benchmark asks a client process for: a window report, or to stop. */
export type ClientRequest = { type: 'window' } | { type: 'stop' };

/** A latency histogram on the wire (see `LatencyHistogram`). */
export interface HistogramReport {
  counts: number[];
  total: number;
  maximum: number;
}

/** One client process's report for the window since its last one (counters are running totals). */
export interface ClientWindowReport {
  type: 'window';
  /** Latency seen by the real core clients (zod-validated and dispatched). */
  core: HistogramReport;
  /** Latency seen by the raw sockets (every frame read and JSON-parsed). */
  raw: HistogramReport;
  open: number;
  errors: number;
  resyncs: number;
  pricesReceived: number;
  frames: number;
  malformed: number;
  cpu: NodeJS.CpuUsage;
}
