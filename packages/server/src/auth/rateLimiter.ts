/** What {@link RateLimiter.consume} answers. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets; meaningful when not allowed. */
  retryAfterSeconds: number;
}

/** Options of a {@link RateLimiter}. */
export interface RateLimiterOptions {
  /** Requests allowed per key per window. */
  limit: number;
  /** The window length in milliseconds. */
  windowMilliseconds: number;
  /** The clock; tests pass a fake one. Default `Date.now`. */
  now?: () => number;
}

/**
 * A fixed-window counter per key, in memory. The reference server runs as one process, so memory is
 * the right store; a deployment with several instances would put this behind a shared store.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetsAt: number }>();
  readonly #now: () => number;

  constructor(private readonly options: RateLimiterOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** Counts one request for the key. */
  consume(key: string): RateLimitDecision {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + this.options.windowMilliseconds };
      this.#windows.set(key, window);
      if (this.#windows.size > 10_000) this.#sweep(now);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.options.limit,
      retryAfterSeconds: Math.ceil((window.resetsAt - now) / 1000),
    };
  }

  /** The key's count in its current window, without counting a request; `resetsAt` null when none is open. */
  peek(key: string): { count: number; resetsAt: number | null } {
    const window = this.#windows.get(key);
    if (!window || window.resetsAt <= this.#now()) return { count: 0, resetsAt: null };
    return { count: window.count, resetsAt: window.resetsAt };
  }

  /** Forgets a key (a successful sign-in clears its failures). */
  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetsAt <= now) this.#windows.delete(key);
  }
}
