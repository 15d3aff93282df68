/** The spec's stream constants (trading-and-chat section 9: 'Stream ping', 'Stream reconnect'). */
export const tradeStreamTimings = {
  /** The client sends `{ "type": "ping" }` this often while open. */
  pingIntervalMs: 10_000,
  /** No frame at all for this long means the connection is dead: status `offline` and a reconnect. */
  offlineThresholdMs: 30_000,
  /** A connection attempt that has not opened after this long is abandoned. */
  connectTimeoutMs: 4_000,
  /** The first reconnect delay is drawn uniformly between these two bounds. */
  firstReconnectDelayMinimumMs: 1_000,
  firstReconnectDelayMaximumMs: 5_000,
  /** Each further delay of one outage is this many times the previous one. */
  reconnectDelayFactor: 1.3,
  /** No reconnect delay is longer than this. */
  reconnectDelayMaximumMs: 10_000,
} as const;
