/**
 * The WebSocket close codes of the trade stream (`ws/trade/d/`). The hub closes with these; the client
 * decides from them whether to refresh its access token before reconnecting.
 */
export const tradeStreamCloseCodes = {
  /** The client called `disconnect()` (sign-out) or the hub closed a socket it no longer needs. */
  normal: 1000,
  /** The hub is shutting down; the client reconnects with backoff (another process may answer). */
  goingAway: 1001,
  /** The hub stopped hearing from the client (no frame for its idle limit): a dead peer. */
  idle: 4000,
  /**
   * The client could not keep up: events that may not be dropped overflowed its queue, or its socket
   * stopped reading (unwritten bytes stayed over the hub's bound for its time limit). It reconnects and
   * resyncs.
   */
  tooSlow: 4008,
  /** A frame larger than the hub accepts (standard WebSocket 1009); clients send only small frames. */
  frameTooLarge: 1009,
  /**
   * The client sent more frames than the hub's per-socket rate allows (a ping flood). The client waits
   * {@link tradeStreamRateLimitedRetryMs} before reconnecting rather than coming straight back.
   */
  tooManyMessages: 4029,
  /** The first frame was not a well-formed `auth` message. */
  protocolError: 4400,
  /** The access token is invalid (bad signature, unknown user): the client refreshes it once. */
  unauthenticated: 4401,
  /** The access token has expired (at auth time or while connected): the client refreshes and reconnects. */
  tokenExpired: 4403,
  /** No `auth` message arrived within 5 seconds of the connection opening. */
  authTimeout: 4408,
} as const;

/** How long the hub waits for the first (`auth`) frame before closing with `authTimeout`. */
export const tradeStreamAuthTimeoutMs = 5_000;

/** How long a client closed with `tooManyMessages` waits before reconnecting. */
export const tradeStreamRateLimitedRetryMs = 30_000;
