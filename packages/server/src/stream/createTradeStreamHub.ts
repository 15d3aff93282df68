import type { WebSocket } from 'ws';
import {
  tradeStreamAuthTimeoutMs,
  tradeStreamBatchType,
  tradeStreamClientMessageSchema,
  tradeStreamCloseCodes,
  type TradeStreamServerMessage,
} from '@bondkit/core/stream';
import { SocketOutbox } from './socketOutbox';
import {
  hasStreamTradeAccess,
  type TradeStreamAuthentication,
  type TradeStreamIdentity,
} from './streamIdentity';
import { tradeStreamMessageRules, type TradeStreamDelivery } from './streamRouting';
import { translateServerEvent, type TradeStreamSourceEvent } from './serverEventTranslation';

/** Where the hub's events come from: the server's `EventPublisher` (in memory or the PostgreSQL bus) fits. */
export interface TradeStreamEventSource {
  subscribe(listener: (event: TradeStreamSourceEvent) => void): () => void;
}

export interface TradeStreamHubOptions {
  /** Checks the access token of the `auth` frame. */
  authenticate: (token: string) => Promise<TradeStreamAuthentication>;
  /** Server events to relay (see `translateServerEvent`). Default: none; use `hub.deliver()` directly. */
  events?: TradeStreamEventSource;
  /** Who has trade access. Default `hasStreamTradeAccess` (dealer, trade viewer, back office; not compliance). */
  hasTradeAccess?: (identity: TradeStreamIdentity) => boolean;
  /** Reliable messages (tickets, orders, RFQ) queued for one socket before it is dropped as too slow. Default 1000. */
  maxQueuedReliableMessages?: number;
  /**
   * Bytes a socket may have unwritten before the hub stops writing to it and lets its queue absorb (prices
   * supersede). With N sockets, at most N times this sits in write buffers. Default 64 KiB.
   */
  maxBufferedBytes?: number;
  /** Messages per frame at most; more than one go as a `batch` frame. Default 256. */
  maxBatchSize?: number;
  /**
   * How long messages gather before a socket's queue is written as one frame. 0 writes on the next turn of
   * the event loop. A few milliseconds trade that much latency for far fewer frames under load. Default 0.
   */
  flushIntervalMs?: number;
  /** A socket silent this long (the client pings every 10 s) is dead and closed with 4000. Default 35 s. */
  idleTimeoutMs?: number;
  /** Reports failures (an authenticate that threw, an invalid event). Default: none. */
  onError?: (error: unknown, context: string) => void;
}

/** The hub's counters. */
export interface TradeStreamHubStats {
  /** Sockets currently authenticated. */
  authenticatedSockets: number;
  /** Sockets currently connected (authenticated or not). */
  openSockets: number;
  /** Messages written to sockets. */
  messagesSent: number;
  /** Frames written (a batch is one frame). */
  framesSent: number;
  /** Queued price updates replaced by a newer one for the same instrument (nothing lost). */
  superseded: number;
  /** Messages discarded because their socket was dropped as too slow or closed with them queued. */
  dropped: number;
  /** Sockets closed with 4008 because they could not keep up with reliable messages. */
  slowConsumerDisconnects: number;
  /** Sockets refused (4400, 4401, 4403, 4408). */
  authenticationFailures: number;
  /** Server events that were not valid stream messages. */
  invalidEvents: number;
  /** Messages waiting in all sockets' queues right now (bounded: instruments plus the reliable bound). */
  queuedMessages: number;
}

/** The hub: attach sockets to it, feed it deliveries. */
export interface TradeStreamHub {
  /** Takes over a freshly upgraded socket: auth within 5 s, then delivery. */
  attach(socket: WebSocket): void;
  /** Fans one message out to its audience's sockets. */
  deliver(delivery: TradeStreamDelivery): void;
  stats(): TradeStreamHubStats;
  /** Closes every socket with 1001 (going away) and stops listening to events. */
  close(): void;
}

interface Connection {
  socket: WebSocket;
  identity: TradeStreamIdentity | null;
  tradeAccess: boolean;
  outbox: SocketOutbox;
  lastFrameAt: number;
  /** A flush is scheduled (setImmediate) or waiting for a write to drain. */
  flushScheduled: boolean;
  pendingWrites: number;
  authTimer: ReturnType<typeof setTimeout> | undefined;
  expiryTimer: ReturnType<typeof setTimeout> | undefined;
  closing: boolean;
}

const socketOpen = 1;
/** setTimeout's ceiling: a later expiry is re-armed when this fires. */
const maximumTimerMs = 2_147_483_647;

export function createTradeStreamHub(options: TradeStreamHubOptions): TradeStreamHub {
  const hasTradeAccess = options.hasTradeAccess ?? hasStreamTradeAccess;
  const maxReliable = options.maxQueuedReliableMessages ?? 1000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 64 * 1024;
  const maxBatchSize = options.maxBatchSize ?? 256;
  const idleTimeoutMs = options.idleTimeoutMs ?? 35_000;
  const flushIntervalMs = options.flushIntervalMs ?? 0;
  const reportError = (error: unknown, context: string) => {
    try {
      options.onError?.(error, context);
    } catch {
      // A failing error hook must not take a socket or the hub down with it.
    }
  };

  const connections = new Set<Connection>();
  const authenticated = new Set<Connection>();
  const byUser = new Map<number, Set<Connection>>();
  const byFirm = new Map<number, Set<Connection>>();
  const counters = {
    messagesSent: 0,
    framesSent: 0,
    superseded: 0,
    dropped: 0,
    slowConsumerDisconnects: 0,
    authenticationFailures: 0,
    invalidEvents: 0,
  };

  function index(map: Map<number, Set<Connection>>, key: number, connection: Connection, add: boolean): void {
    let set = map.get(key);
    if (add) {
      if (!set) map.set(key, (set = new Set()));
      set.add(connection);
    } else if (set) {
      set.delete(connection);
      if (set.size === 0) map.delete(key);
    }
  }

  function closeConnection(connection: Connection, code: number, reason: string): void {
    if (connection.closing) return;
    connection.closing = true;
    counters.dropped += connection.outbox.clear();
    try {
      connection.socket.close(code, reason);
    } catch {
      connection.socket.terminate();
    }
    // A slow consumer's socket may never finish the close handshake (its buffers are full): do not wait.
    if (code === tradeStreamCloseCodes.tooSlow) setTimeout(() => connection.socket.terminate(), 1000).unref();
  }

  function forget(connection: Connection): void {
    clearTimeout(connection.authTimer);
    clearTimeout(connection.expiryTimer);
    counters.dropped += connection.outbox.clear();
    connections.delete(connection);
    authenticated.delete(connection);
    const identity = connection.identity;
    if (identity) {
      index(byUser, identity.userId, connection, false);
      if (identity.firmId !== null) index(byFirm, identity.firmId, connection, false);
    }
  }

  function flush(connection: Connection): void {
    connection.flushScheduled = false;
    const socket = connection.socket;
    if (connection.closing || socket.readyState !== socketOpen) return;
    // Over the byte bound, stop writing: the queue absorbs (prices supersede) until a write drains.
    while (connection.outbox.size > 0 && socket.bufferedAmount < maxBufferedBytes) {
      const messages = connection.outbox.take(maxBatchSize);
      const frame =
        messages.length === 1
          ? (messages[0] as string)
          : `{"type":"${tradeStreamBatchType}","messages":[${messages.join(',')}]}`;
      connection.pendingWrites += 1;
      counters.messagesSent += messages.length;
      counters.framesSent += 1;
      socket.send(frame, () => {
        connection.pendingWrites -= 1;
        if (connection.outbox.size > 0 && !connection.flushScheduled) scheduleFlush(connection);
      });
    }
  }

  // Sockets with something to write, flushed together: one timer for the hub rather than one per socket.
  const dirty = new Set<Connection>();
  let flushTimer: ReturnType<typeof setTimeout> | ReturnType<typeof setImmediate> | undefined;

  function flushDirty(): void {
    flushTimer = undefined;
    const connectionsToFlush = [...dirty];
    dirty.clear();
    for (const connection of connectionsToFlush) flush(connection);
  }

  function scheduleFlush(connection: Connection): void {
    if (connection.flushScheduled) return;
    connection.flushScheduled = true;
    dirty.add(connection);
    if (flushTimer !== undefined) return;
    // Waiting one turn of the event loop (or `flushIntervalMs`) gathers every message that arrived
    // meanwhile into one frame per socket: fewer, larger writes for the hub and fewer frames to parse.
    flushTimer = flushIntervalMs > 0 ? setTimeout(flushDirty, flushIntervalMs) : setImmediate(flushDirty);
  }

  function enqueue(connection: Connection, serialised: string, supersedeKey: string | null): void {
    if (connection.closing) return;
    const offer = connection.outbox.offer(serialised, supersedeKey);
    if (offer === 'superseded') counters.superseded += 1;
    if (offer === 'overflow') {
      counters.dropped += 1;
      counters.slowConsumerDisconnects += 1;
      closeConnection(connection, tradeStreamCloseCodes.tooSlow, 'too slow: reconnect and resync');
      return;
    }
    scheduleFlush(connection);
  }

  function send(connection: Connection, message: TradeStreamServerMessage): void {
    const rule = tradeStreamMessageRules[message.type];
    enqueue(connection, JSON.stringify(message), rule.supersedeKey?.(message) ?? null);
  }

  function deliver(delivery: TradeStreamDelivery): void {
    const { message, audience } = delivery;
    const rule = tradeStreamMessageRules[message.type];
    const targets =
      audience.kind === 'everyone'
        ? authenticated
        : audience.kind === 'firm'
          ? byFirm.get(audience.firmId)
          : byUser.get(audience.userId);
    if (!targets || targets.size === 0) return;
    // Serialised once for every socket: the cost of a broadcast is one stringify plus a queue insert each.
    const serialised = JSON.stringify(message);
    const supersedeKey = rule.supersedeKey?.(message) ?? null;
    for (const connection of targets) {
      if (rule.requiresTradeAccess && !connection.tradeAccess) continue;
      enqueue(connection, serialised, supersedeKey);
    }
  }

  function refuse(connection: Connection, code: number, reason: string): void {
    counters.authenticationFailures += 1;
    closeConnection(connection, code, reason);
  }

  function armExpiry(connection: Connection, expiresAt: number): void {
    const remaining = expiresAt - Date.now();
    connection.expiryTimer = setTimeout(
      () => {
        if (Date.now() >= expiresAt)
          closeConnection(connection, tradeStreamCloseCodes.tokenExpired, 'token expired');
        else armExpiry(connection, expiresAt);
      },
      Math.min(Math.max(remaining, 0), maximumTimerMs),
    );
    connection.expiryTimer.unref?.();
  }

  async function authenticate(connection: Connection, token: string): Promise<void> {
    let result: TradeStreamAuthentication;
    try {
      result = await options.authenticate(token);
    } catch (error) {
      reportError(error, 'authenticate failed');
      result = null;
    }
    if (connection.closing || !connections.has(connection)) return;
    clearTimeout(connection.authTimer);
    if (result === 'expired') return refuse(connection, tradeStreamCloseCodes.tokenExpired, 'token expired');
    if (result === null) return refuse(connection, tradeStreamCloseCodes.unauthenticated, 'invalid token');
    connection.identity = result;
    connection.tradeAccess = hasTradeAccess(result);
    authenticated.add(connection);
    index(byUser, result.userId, connection, true);
    if (result.firmId !== null) index(byFirm, result.firmId, connection, true);
    if (result.expiresAt !== undefined) armExpiry(connection, result.expiresAt);
    send(connection, { type: 'auth_ok', user_id: result.userId });
  }

  function receive(connection: Connection, data: unknown, isBinary: boolean): void {
    connection.lastFrameAt = Date.now();
    let frame: unknown;
    try {
      frame = isBinary ? undefined : JSON.parse(String(data));
    } catch {
      frame = undefined;
    }
    const parsed = tradeStreamClientMessageSchema.safeParse(frame);
    if (connection.identity === null) {
      if (connection.authTimer === undefined) return; // authenticating: later frames wait for the answer
      if (!parsed.success || parsed.data.type !== 'auth') {
        return refuse(connection, tradeStreamCloseCodes.protocolError, 'the first frame must be auth');
      }
      clearTimeout(connection.authTimer);
      connection.authTimer = undefined;
      void authenticate(connection, parsed.data.token);
      return;
    }
    if (parsed.success && parsed.data.type === 'ping') send(connection, { type: 'pong' });
    // Pongs, repeated auth frames and unknown frames are ignored: liveness is all they could mean.
  }

  function attach(socket: WebSocket): void {
    const connection: Connection = {
      socket,
      identity: null,
      tradeAccess: false,
      outbox: new SocketOutbox(maxReliable),
      lastFrameAt: Date.now(),
      flushScheduled: false,
      pendingWrites: 0,
      authTimer: undefined,
      expiryTimer: undefined,
      closing: false,
    };
    connections.add(connection);
    connection.authTimer = setTimeout(
      () => refuse(connection, tradeStreamCloseCodes.authTimeout, 'no auth within 5 s'),
      tradeStreamAuthTimeoutMs,
    );
    socket.on('message', (data, isBinary) => receive(connection, data, isBinary));
    socket.on('close', () => forget(connection));
    socket.on('error', (error) => {
      reportError(error, 'socket error');
      forget(connection);
    });
  }

  const sweep = setInterval(
    () => {
      const deadline = Date.now() - idleTimeoutMs;
      for (const connection of connections) {
        if (connection.identity !== null && connection.lastFrameAt < deadline) {
          closeConnection(connection, tradeStreamCloseCodes.idle, 'idle');
        }
      }
    },
    Math.min(5_000, idleTimeoutMs),
  );
  sweep.unref();

  const unsubscribe = options.events?.subscribe((event) => {
    const translation = translateServerEvent(event);
    if (translation.outcome === 'deliver') deliver(translation.delivery);
    else if (translation.outcome === 'invalid') {
      counters.invalidEvents += 1;
      reportError(new Error(`Invalid stream event ${event.type}: ${translation.reason}`), 'invalid event');
    }
  });

  return {
    attach,
    deliver,
    stats: () => ({
      ...counters,
      authenticatedSockets: authenticated.size,
      openSockets: connections.size,
      queuedMessages: [...connections].reduce((total, connection) => total + connection.outbox.size, 0),
    }),
    close() {
      clearInterval(sweep);
      dirty.clear();
      unsubscribe?.();
      for (const connection of [...connections])
        closeConnection(connection, tradeStreamCloseCodes.goingAway, 'server shutting down');
    },
  };
}
