import { tradeStreamTimings } from './streamTimings';

/** The reconnect delays of one outage. */
export interface StreamReconnectBackoff {
  /** The delay before the next attempt, in milliseconds; each call is one attempt further. */
  nextDelayMs(): number;
  /** Starts a new outage: the next delay is drawn afresh. Called once a connection is accepted. */
  reset(): void;
}

/**
 * The spec's backoff: the first delay is uniformly random between 1 and 5 s (so that a thousand clients
 * dropped by one server restart do not come back in the same millisecond), each next delay is 1.3 times
 * the previous one, and none is longer than 10 s.
 *
 * @param random a source of numbers in [0, 1); default `Math.random`.
 */
export function createStreamReconnectBackoff(random: () => number = Math.random): StreamReconnectBackoff {
  const {
    firstReconnectDelayMinimumMs: minimum,
    firstReconnectDelayMaximumMs: maximum,
    reconnectDelayFactor: factor,
    reconnectDelayMaximumMs: ceiling,
  } = tradeStreamTimings;
  let attempt = 0;
  let firstDelayMs = minimum;
  return {
    nextDelayMs() {
      if (attempt === 0) {
        // Clamp so that a faulty random source can never produce a delay outside the spec's bounds.
        const fraction = Math.min(Math.max(random(), 0), 1);
        firstDelayMs = minimum + fraction * (maximum - minimum);
      }
      // Whole milliseconds: timers cannot do better, and it keeps the sequence free of float noise.
      const delay = Math.round(Math.min(ceiling, firstDelayMs * factor ** attempt));
      attempt += 1;
      return delay;
    },
    reset() {
      attempt = 0;
    },
  };
}
