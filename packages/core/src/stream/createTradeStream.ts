import { decodeServerFrame } from './decodeServerFrame';
import { createStreamReconnectBackoff } from './reconnectBackoff';
import { createTradeStreamDispatcher } from './streamDispatcher';
import { tradeStreamCloseCodes, tradeStreamRateLimitedRetryMs } from './streamCloseCodes';
import type { TradeStreamClientMessage } from './streamClientMessages';
import type { TradeStreamServerMessage } from './streamMessages';
import { createTradeStreamStatusStore } from './streamStatusStore';
import { tradeStreamTimings } from './streamTimings';
import { TradeStreamError } from './TradeStreamError';
import type { TradeStream } from './tradeStreamTypes';

/**
 * An event handler type checked bivariantly (as methods are), so the DOM's `(event: MessageEvent) => any`
 * and `ws`'s handlers both fit these structural slots.
 */
type SocketHandler<Event> = { bivariant(event: Event): void }['bivariant'];

/** The part of a WebSocket the stream uses: the browser's `WebSocket` and the `ws` package both fit. */
export interface TradeStreamSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: SocketHandler<unknown> | null;
  onmessage: SocketHandler<{ data: unknown }> | null;
  onclose: SocketHandler<{ code: number; reason?: string }> | null;
  onerror: SocketHandler<unknown> | null;
}

/** A WebSocket constructor: `globalThis.WebSocket` in browsers, `WebSocket` from `ws` in Node. */
export type TradeStreamWebSocketConstructor = new (url: string) => TradeStreamSocket;

/** What `getToken` is asked for. */
export interface TradeStreamTokenRequest {
  /** True after the hub refused the token (4401) or said it expired (4403): get a fresh one. */
  refresh: boolean;
}

export interface TradeStreamOptions {
  /**
   * The hub's URL, for example `wss://example.in/ws/trade/d/` (see `tradeStreamUrl`). A function is read
   * before each connection attempt.
   */
  url: string | (() => string);
  /**
   * The access token for the `auth` frame, read before each connection attempt; with `refresh: true` after
   * the hub refused or expired the previous one. `null` means signed out: the stream goes `closed`.
   */
  getToken: (request: TradeStreamTokenRequest) => string | null | Promise<string | null>;
  /** The WebSocket constructor. Default `globalThis.WebSocket` (in Node 20 pass `WebSocket` from `ws`). */
  WebSocket?: TradeStreamWebSocketConstructor | undefined;
  /** Hears every malformed frame, unknown type, failing handler and lost connection. Default: none. */
  onError?: ((error: TradeStreamError) => void) | undefined;
  /** Random numbers in [0, 1) for the first reconnect delay. Default `Math.random`. */
  random?: (() => number) | undefined;
  /** The clock, in milliseconds, for the 30 s offline threshold. Default `Date.now`. */
  now?: (() => number) | undefined;
}

const socketOpen = 1;

// Closing a socket we gave up on: detach our handlers but keep no-op ones, because the `ws` package
// emits 'error' when a still-connecting socket is closed and an EventEmitter with no 'error' listener throws.
function abandon(socket: TradeStreamSocket): void {
  const ignore = () => {};
  socket.onopen = ignore;
  socket.onmessage = ignore;
  socket.onclose = ignore;
  socket.onerror = ignore;
  try {
    socket.close(tradeStreamCloseCodes.normal);
  } catch {
    // Already closed or never opened: nothing to release.
  }
}

function resolveWebSocket(
  option: TradeStreamWebSocketConstructor | undefined,
): TradeStreamWebSocketConstructor {
  const constructor =
    option ?? (globalThis as { WebSocket?: TradeStreamWebSocketConstructor }).WebSocket ?? undefined;
  if (!constructor) {
    throw new TradeStreamError({
      code: 'connection_failed',
      message:
        "No WebSocket implementation: pass one as createTradeStream({ WebSocket }) (in Node: import { WebSocket } from 'ws').",
    });
  }
  return constructor;
}

/**
 * The real-time trade stream client (spec: trading-and-chat section 4, 'Real-time trade stream').
 * Nothing happens until `connect()` (or `setAuthenticated(true)`).
 */
export function createTradeStream(options: TradeStreamOptions): TradeStream {
  const now = options.now ?? (() => Date.now());
  const status = createTradeStreamStatusStore('idle');
  const dispatcher = createTradeStreamDispatcher(options.onError);
  const { stats, report } = dispatcher;
  const backoff = createStreamReconnectBackoff(options.random);

  /** Whether the application wants a connection (between connect() and disconnect()). */
  let wanted = false;
  /** Bumped whenever the current attempt is superseded, so late callbacks of old sockets do nothing. */
  let generation = 0;
  let socket: TradeStreamSocket | null = null;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let livenessTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastFrameAt = 0;
  let everAuthenticated = false;
  let refreshToken = false;
  /** Auth refusals since the last accepted auth: the first refresh reconnects at once, later ones back off. */
  let authRefusals = 0;

  function clearTimers(): void {
    clearTimeout(connectTimer);
    clearTimeout(reconnectTimer);
    clearTimeout(livenessTimer);
    clearInterval(pingTimer);
    connectTimer = reconnectTimer = livenessTimer = pingTimer = undefined;
  }

  function dropSocket(): void {
    generation += 1;
    clearTimers();
    if (socket) abandon(socket);
    socket = null;
  }

  function send(message: TradeStreamClientMessage): void {
    if (socket?.readyState !== socketOpen) return;
    try {
      socket.send(JSON.stringify(message));
    } catch (cause) {
      report(
        new TradeStreamError({
          code: 'connection_failed',
          message: 'Sending on the trade stream failed.',
          cause,
        }),
      );
    }
  }

  function scheduleReconnect(delayMs: number = backoff.nextDelayMs()): void {
    dropSocket();
    if (!wanted) return;
    // `offline` says more than `reconnecting` (the link went silent), so it stays until a socket opens.
    if (status.getSnapshot() !== 'offline') status.set('reconnecting');
    stats.reconnectAttempts += 1;
    if (delayMs === 0) void openSocket();
    else reconnectTimer = setTimeout(() => void openSocket(), delayMs);
  }

  function scheduleLivenessCheck(delayMs: number): void {
    clearTimeout(livenessTimer);
    livenessTimer = setTimeout(() => {
      // Checked against a timestamp rather than re-armed on every frame: a live market sends hundreds of
      // frames a second, and re-arming a timer for each would cost more than the frames themselves.
      const silentMs = now() - lastFrameAt;
      if (silentMs >= tradeStreamTimings.offlineThresholdMs) {
        status.set('offline');
        scheduleReconnect();
      } else {
        scheduleLivenessCheck(tradeStreamTimings.offlineThresholdMs - silentMs);
      }
    }, delayMs);
  }

  function handleMessage(message: TradeStreamServerMessage): void {
    switch (message.type) {
      case 'ping':
        send({ type: 'pong' });
        break;
      case 'auth_ok':
        backoff.reset();
        authRefusals = 0;
        if (everAuthenticated) {
          stats.resyncs += 1;
          dispatcher.dispatch('resync', { type: 'resync', reason: 'reconnected' });
        }
        everAuthenticated = true;
        break;
      default:
        break;
    }
    dispatcher.dispatch(message.type, message);
  }

  function handleFrame(data: unknown): void {
    stats.framesReceived += 1;
    lastFrameAt = now();
    for (const decoded of decodeServerFrame(data)) {
      if (decoded.ok) {
        handleMessage(decoded.message);
        continue;
      }
      const code = decoded.error.code;
      if (code === 'unknown_type') stats.unknownTypes += 1;
      else if (code === 'invalid_payload') stats.invalidPayloads += 1;
      else stats.malformedFrames += 1;
      report(decoded.error);
    }
  }

  function handleClose(code: number, reason: string | undefined): void {
    const refused =
      code === tradeStreamCloseCodes.unauthenticated || code === tradeStreamCloseCodes.tokenExpired;
    report(
      new TradeStreamError({
        code:
          code >= 4000 || code === tradeStreamCloseCodes.goingAway ? 'closed_by_server' : 'connection_failed',
        message: `The trade stream closed (${code}${reason ? `: ${reason}` : ''}).`,
        closeCode: code,
      }),
    );
    if (refused) {
      refreshToken = true;
      authRefusals += 1;
      // A token that expired is normal: get a fresh one and come straight back. A fresh token refused
      // again is not: back off like any other failure, so a broken auth does not hammer the hub.
      if (authRefusals === 1) {
        scheduleReconnect(0);
        return;
      }
    }
    // Rate-limited: come back, but not before the hub's window has long passed.
    if (code === tradeStreamCloseCodes.tooManyMessages) {
      scheduleReconnect(Math.max(tradeStreamRateLimitedRetryMs, backoff.nextDelayMs()));
      return;
    }
    scheduleReconnect();
  }

  async function openSocket(): Promise<void> {
    dropSocket();
    if (!wanted) return;
    const attempt = generation;
    const current = status.getSnapshot();
    if (current === 'idle' || current === 'closed') status.set('connecting');
    let token: string | null;
    try {
      token = await options.getToken({ refresh: refreshToken });
    } catch (cause) {
      if (attempt !== generation) return;
      report(new TradeStreamError({ code: 'token_failed', message: 'getToken failed; will retry.', cause }));
      scheduleReconnect();
      return;
    }
    if (attempt !== generation || !wanted) return;
    if (token === null) {
      // Signed out: the session store's setAuthenticated(true) starts it again.
      wanted = false;
      status.set('closed');
      return;
    }
    refreshToken = false;
    let created: TradeStreamSocket;
    try {
      const WebSocketConstructor = resolveWebSocket(options.WebSocket);
      created = new WebSocketConstructor(typeof options.url === 'function' ? options.url() : options.url);
    } catch (cause) {
      report(
        TradeStreamError.isInstance(cause)
          ? cause
          : new TradeStreamError({
              code: 'connection_failed',
              message: 'Could not create the WebSocket.',
              cause,
            }),
      );
      scheduleReconnect();
      return;
    }
    socket = created;
    const isCurrent = () => attempt === generation && socket === created;

    connectTimer = setTimeout(() => {
      if (!isCurrent()) return;
      report(
        new TradeStreamError({
          code: 'connect_timeout',
          message: `The trade stream did not open within ${tradeStreamTimings.connectTimeoutMs} ms.`,
        }),
      );
      scheduleReconnect();
    }, tradeStreamTimings.connectTimeoutMs);

    created.onopen = () => {
      if (!isCurrent()) return;
      clearTimeout(connectTimer);
      status.set('open');
      lastFrameAt = now();
      send({ type: 'auth', token });
      pingTimer = setInterval(() => send({ type: 'ping' }), tradeStreamTimings.pingIntervalMs);
      scheduleLivenessCheck(tradeStreamTimings.offlineThresholdMs);
    };
    created.onmessage = (event) => {
      if (isCurrent()) handleFrame(event.data);
    };
    created.onclose = (event) => {
      if (isCurrent()) handleClose(event.code, event.reason);
    };
    created.onerror = (cause) => {
      if (!isCurrent()) return;
      // The spec marks the stream disconnected on error as well as on close: do not wait for the close.
      report(
        new TradeStreamError({
          code: 'connection_failed',
          message: 'The trade stream socket errored.',
          cause,
        }),
      );
      scheduleReconnect();
    };
  }

  function connect(): void {
    if (wanted) return;
    wanted = true;
    backoff.reset();
    authRefusals = 0;
    void openSocket();
  }

  function disconnect(): void {
    wanted = false;
    dropSocket();
    status.set('closed');
  }

  return {
    status: { getSnapshot: status.getSnapshot, subscribe: status.subscribe },
    on: dispatcher.on,
    connect,
    disconnect,
    setAuthenticated(authenticated) {
      if (authenticated) connect();
      else disconnect();
    },
    getStats: () => ({ ...stats }),
  };
}
