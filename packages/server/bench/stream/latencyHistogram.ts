/** Latencies in 0.1 ms buckets up to 2 s (anything slower lands in the last bucket): constant memory. */
export class LatencyHistogram {
  static readonly bucketMs = 0.1;
  readonly counts = new Uint32Array(20_000);
  total = 0;
  maximum = 0;

  record(latencyMs: number): void {
    const bucket = Math.min(
      this.counts.length - 1,
      Math.max(0, Math.floor(latencyMs / LatencyHistogram.bucketMs)),
    );
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.total += 1;
    if (latencyMs > this.maximum) this.maximum = latencyMs;
  }

  merge(counts: ArrayLike<number>, total: number, maximum: number): void {
    for (let index = 0; index < this.counts.length; index += 1)
      this.counts[index] = (this.counts[index] ?? 0) + (counts[index] ?? 0);
    this.total += total;
    this.maximum = Math.max(this.maximum, maximum);
  }

  percentile(fraction: number): number {
    const target = Math.ceil(this.total * fraction);
    let seen = 0;
    for (let index = 0; index < this.counts.length; index += 1) {
      seen += this.counts[index] ?? 0;
      if (seen >= target && target > 0) return (index + 1) * LatencyHistogram.bucketMs;
    }
    return Number.NaN;
  }
}

/** A clock comparable across processes on one machine, with sub-millisecond resolution. */
export function wallClockMs(): number {
  return performance.timeOrigin + performance.now();
}
