import type { TradeStreamServerMessageMap } from './streamMessages';

/**
 * The connection's state, kept apart from any data it carries.
 *
 * - `idle`: created, `connect()` not called yet.
 * - `connecting`: the first connection attempt is under way.
 * - `open`: the socket is open (the spec's 'connected').
 * - `reconnecting`: the connection was lost or refused; waiting out the backoff or trying again.
 * - `offline`: no frame for 30 s: the connection was given up as dead; reconnect attempts run, and the
 *   status stays `offline` until a socket opens again.
 * - `closed`: `disconnect()` (sign-out) or no access token: nothing runs until `connect()`.
 */
export type TradeStreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

/** A value React can read with `useSyncExternalStore(store.subscribe, store.getSnapshot)`. */
export interface TradeStreamStatusStore {
  /** The current status; a string, so each snapshot is stable until the status changes. */
  getSnapshot(): TradeStreamStatus;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Emitted after every reconnection (never the first connection), once the hub accepted the auth. */
export interface TradeStreamResyncEvent {
  type: 'resync';
  /** Why: the connection came back after an outage. */
  reason: 'reconnected';
}

/** Everything `on()` can listen to: every server message type, plus the local `resync` event. */
export interface TradeStreamEventMap extends TradeStreamServerMessageMap {
  resync: TradeStreamResyncEvent;
}

/** A name `on()` accepts. */
export type TradeStreamEventType = keyof TradeStreamEventMap;

/** Counters of what arrived and what went wrong, for diagnostics. */
export interface TradeStreamStats {
  /** WebSocket frames received (a batch frame counts once). */
  framesReceived: number;
  /** Valid messages dispatched to handlers. */
  messagesDispatched: number;
  /** Frames that were not JSON objects with a string `type`. */
  malformedFrames: number;
  /** Messages of a type this client does not know. */
  unknownTypes: number;
  /** Messages of a known type that failed its schema. */
  invalidPayloads: number;
  /** Handlers that threw. */
  handlerErrors: number;
  /** Reconnect attempts scheduled. */
  reconnectAttempts: number;
  /** `resync` events emitted. */
  resyncs: number;
}

/** The trade stream, real or fake. */
export interface TradeStream {
  /** The connection status store. */
  readonly status: TradeStreamStatusStore;
  /**
   * Listens to one message type (typed by the wire format) or `resync`. A handler that throws is reported
   * to `onError` and does not stop the other handlers. Returns the unsubscribe function.
   */
  on<Type extends TradeStreamEventType>(
    type: Type,
    handler: (message: TradeStreamEventMap[Type]) => void,
  ): () => void;
  /** Starts connecting (and keeps reconnecting) until `disconnect()`. Calling it while running does nothing. */
  connect(): void;
  /** Stops: closes the socket, cancels timers, status `closed`. Handlers stay registered. */
  disconnect(): void;
  /** Wire this to the session store: `true` connects (authenticated), `false` disconnects (signed out). */
  setAuthenticated(authenticated: boolean): void;
  /** A copy of the counters. */
  getStats(): TradeStreamStats;
}
