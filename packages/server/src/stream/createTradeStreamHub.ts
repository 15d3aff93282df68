import type { WebSocket } from 'ws';
import {
  tradeStreamAuthTimeoutMs,
  tradeStreamClientMessageSchema,
  tradeStreamCloseCodes,
} from '@bondkit/core/internal';
import { type TradeStreamServerMessage } from '@bondkit/core/stream';
import { SocketOutbox } from './socketOutbox';
import { encodeSharedFrames, frameText } from './streamFrames';
import {
  hasStreamTradeAccess,
  type TradeStreamAuthentication,
  type TradeStreamIdentity,
} from './streamIdentity';
import { tradeStreamMessageRules, type TradeStreamDelivery } from './streamRouting';
import { translateServerEvent, type TradeStreamSourceEvent } from './serverEventTranslation';

/** Where the hub's events come from: the server's `EventPublisher` (in memory or the PostgreSQL bus) fits. */
interface TradeStreamEventSource {
  subscribe(listener: (event: TradeStreamSourceEvent) => void): () => void;
}

export interface TradeStreamHubOptions {
  /** Checks the access token of the `auth` frame. */
  authenticate: (token: string) => Promise<TradeStreamAuthentication>;
  /** Server events to relay (see `translateServerEvent`). Default: none; use `hub.deliver()` directly. */
  events?: TradeStreamEventSource;
  /** Who has trade access. Default `hasStreamTradeAccess` (core's rule: the dealer role, never compliance). */
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
   * How long broadcasts gather before they are written, in milliseconds. Every flush costs one write (one
   * system call, about 10-20 µs on loopback) per socket with something to send, whatever the number of
   * messages, so this trades latency for hub CPU: each message waits up to this long, and the hub makes at
   * most one fan-out per interval however fast the market publishes. 0 flushes on the next turn of the
   * event loop: the lowest median latency, but the most writes (and the CPU they cost, in the hub and in
   * every client) under load. Measured with 1,000 sockets and 200 updates a second on 2 cores
   * (`bench/stream.bench.ts`): 0 gave p50 15-17 ms at 45-55 % hub CPU with a spiky p99; 10 gave p50
   * 21-24 ms at about 35 % with a steadier p99. Default `defaultFlushIntervalMs` (10 ms).
   */
  flushIntervalMs?: number;
  /**
   * Frames a socket may send per second, sustained (a token bucket of `maxClientMessagesBurst`); a socket
   * over it is closed with 4029 (`tooManyMessages`). The client pings every 10 s. Default 5.
   */
  maxClientMessagesPerSecond?: number;
  /** Frames a socket may send at once before the per-second rate applies. Default 20. */
  maxClientMessagesBurst?: number;
  /** The largest frame a client may send, in bytes; larger is closed with 1009. Default 4 KiB. */
  maxClientFrameBytes?: number;
  /**
   * How long a socket's unwritten bytes may stay at or over `maxBufferedBytes` (it stopped reading; kernel
   * buffers hide that for a while) before it is closed with 4008. Default 15 s.
   */
  slowConsumerTimeoutMs?: number;
  /** A socket silent this long (the client pings every 10 s) is dead and closed with 4000. Default 35 s. */
  idleTimeoutMs?: number;
  /** Reports failures (an authenticate that threw, an invalid event). Default: none. */
  onError?: (error: unknown, context: string) => void;
}

/** `flushIntervalMs` when not given: see there for the trade-off. */
export const defaultFlushIntervalMs = 10;

/** The hub's counters. */
interface TradeStreamHubStats {
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
  /** Sockets closed for sending too many (4029) or too large (1009) frames. */
  limitDisconnects: number;
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
  /** Frames it may still send now (refilled at `maxClientMessagesPerSecond`). */
  messageAllowance: number;
  /** When its unwritten bytes were first seen at or over the bound, without draining since; null if not. */
  backedUpSince: number | null;
  /**
   * Its messages go through its own outbox (it is behind, or a message of its own is queued) instead of
   * the shared broadcast frames. Every socket with a non-empty outbox is detached.
   */
  detached: boolean;
  /** A flush of its outbox is scheduled, or waits for a write to drain. */
  flushScheduled: boolean;
  /** The write callback, made once per socket rather than once per frame. */
  afterWrite: () => void;
  authTimer: ReturnType<typeof setTimeout> | undefined;
  expiryTimer: ReturnType<typeof setTimeout> | undefined;
  closing: boolean;
}

/** A broadcast waiting for the next flush, serialised once for every socket. */
interface PendingBroadcast {
  serialised: string;
  supersedeKey: string | null;
  requiresTradeAccess: boolean;
}

const socketOpen = 1;
/** Shared frames are Buffers (encoded once) but must still go out as text frames. */
const textFrame = { binary: false } as const;
/** setTimeout's ceiling: a later expiry is re-armed when this fires. */
const maximumTimerMs = 2_147_483_647;

export function createTradeStreamHub(options: TradeStreamHubOptions): TradeStreamHub {
  const hasTradeAccess = options.hasTradeAccess ?? hasStreamTradeAccess;
  const maxReliable = options.maxQueuedReliableMessages ?? 1000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 64 * 1024;
  const maxBatchSize = options.maxBatchSize ?? 256;
  const idleTimeoutMs = options.idleTimeoutMs ?? 35_000;
  const messagesPerSecond = options.maxClientMessagesPerSecond ?? 5;
  const messagesBurst = options.maxClientMessagesBurst ?? 20;
  const maxClientFrameBytes = options.maxClientFrameBytes ?? 4 * 1024;
  const slowConsumerTimeoutMs = options.slowConsumerTimeoutMs ?? 15_000;
  const flushIntervalMs = options.flushIntervalMs ?? defaultFlushIntervalMs;
  const reportError = (error: unknown, context: string) => {
    try {
      options.onError?.(error, context);
    } catch {
      // A failing error hook must not take a socket or the hub down with it.
    }
  };

  const connections = new Set<Connection>();
  const authenticated = new Set<Connection>();
  /** Authenticated sockets that are detached: a broadcast is queued for each of these individually. */
  const detachedConnections = new Set<Connection>();
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
    limitDisconnects: 0,
  };
  let pendingBroadcasts: PendingBroadcast[] = [];
  let closed = false;

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
    detachedConnections.delete(connection);
    dirty.delete(connection);
    const identity = connection.identity;
    if (identity) {
      index(byUser, identity.userId, connection, false);
      if (identity.firmId !== null) index(byFirm, identity.firmId, connection, false);
    }
  }

  const receives = (connection: Connection, broadcast: PendingBroadcast) =>
    !broadcast.requiresTradeAccess || connection.tradeAccess;

  /** Writes a detached socket's outbox while its buffer has room; rejoins the shared frames once empty. */
  function flush(connection: Connection): void {
    connection.flushScheduled = false;
    const socket = connection.socket;
    if (connection.closing || socket.readyState !== socketOpen) return;
    // Over the byte bound, stop writing: the queue absorbs (prices supersede) until a write drains.
    while (connection.outbox.size > 0 && socket.bufferedAmount < maxBufferedBytes) {
      const messages = connection.outbox.take(maxBatchSize);
      counters.messagesSent += messages.length;
      counters.framesSent += 1;
      socket.send(frameText(messages), connection.afterWrite);
    }
    // Everything broadcast while it was detached went into its outbox and has now been written, so the
    // next shared frame follows on in order.
    if (connection.outbox.size === 0) {
      connection.detached = false;
      detachedConnections.delete(connection);
    }
  }

  /** Moves a socket to its own outbox, with the broadcasts of this flush it has not been sent yet. */
  function detach(connection: Connection): void {
    if (connection.detached) return;
    connection.detached = true;
    detachedConnections.add(connection);
    for (const broadcast of pendingBroadcasts) {
      if (receives(connection, broadcast)) enqueue(connection, broadcast.serialised, broadcast.supersedeKey);
    }
  }

  /** Writes the broadcasts gathered since the last flush to every socket in step: one encoding for all. */
  function writeBroadcasts(broadcasts: PendingBroadcast[]): void {
    let everyoneFrames: Buffer[] | undefined;
    let tradeFrames: Buffer[] | undefined;
    const everyoneCount = broadcasts.reduce((count, each) => count + (each.requiresTradeAccess ? 0 : 1), 0);
    for (const connection of authenticated) {
      if (connection.detached || connection.closing) continue;
      const socket = connection.socket;
      if (socket.readyState !== socketOpen) continue;
      const messageCount = connection.tradeAccess ? broadcasts.length : everyoneCount;
      if (messageCount === 0) continue;
      if (socket.bufferedAmount >= maxBufferedBytes) {
        // Behind: its messages queue in its own outbox (prices supersede) until its writes drain.
        detachedConnections.add(connection);
        connection.detached = true;
        for (const broadcast of broadcasts) {
          if (receives(connection, broadcast))
            enqueue(connection, broadcast.serialised, broadcast.supersedeKey);
        }
        continue;
      }
      const frames = connection.tradeAccess
        ? (tradeFrames ??= encodeSharedFrames(
            broadcasts.map((each) => each.serialised),
            maxBatchSize,
          ))
        : (everyoneFrames ??= encodeSharedFrames(
            broadcasts.filter((each) => !each.requiresTradeAccess).map((each) => each.serialised),
            maxBatchSize,
          ));
      counters.messagesSent += messageCount;
      counters.framesSent += frames.length;
      for (const frame of frames) socket.send(frame, textFrame, connection.afterWrite);
    }
  }

  // Sockets with something to write, flushed together: one timer for the hub rather than one per socket.
  const dirty = new Set<Connection>();
  let flushTimer: ReturnType<typeof setTimeout> | ReturnType<typeof setImmediate> | undefined;

  function flushAll(): void {
    flushTimer = undefined;
    if (closed) return;
    // Broadcasts first: a detached socket already holds this flush's broadcasts in its outbox, and one
    // that drains below rejoins the shared frames from the next flush on.
    const broadcasts = pendingBroadcasts;
    pendingBroadcasts = [];
    if (broadcasts.length > 0) writeBroadcasts(broadcasts);
    const connectionsToFlush = [...dirty];
    dirty.clear();
    for (const connection of connectionsToFlush) flush(connection);
  }

  function armFlushTimer(): void {
    if (flushTimer !== undefined) return;
    // Waiting `flushIntervalMs` (or one turn of the event loop) gathers every message that arrived
    // meanwhile into one frame per socket: fewer, larger writes for the hub and fewer frames to parse.
    flushTimer = flushIntervalMs > 0 ? setTimeout(flushAll, flushIntervalMs) : setImmediate(flushAll);
  }

  function scheduleFlush(connection: Connection): void {
    if (connection.flushScheduled) return;
    connection.flushScheduled = true;
    dirty.add(connection);
    armFlushTimer();
  }

  function enqueue(connection: Connection, serialised: string, supersedeKey: string | null): void {
    if (connection.closing) return;
    detach(connection);
    if (connection.closing) return; // detaching queued this flush's broadcasts, and that overflowed
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
    if (closed) return;
    const { message, audience } = delivery;
    const rule = tradeStreamMessageRules[message.type];
    const targets =
      audience.kind === 'everyone'
        ? authenticated
        : audience.kind === 'firm'
          ? byFirm.get(audience.firmId)
          : byUser.get(audience.userId);
    if (!targets || targets.size === 0) return;
    // Serialised once for every socket.
    const serialised = JSON.stringify(message);
    const supersedeKey = rule.supersedeKey?.(message) ?? null;
    if (audience.kind === 'everyone') {
      // Sockets in step get it in the next flush's shared frame; only detached ones queue it individually.
      const broadcast = { serialised, supersedeKey, requiresTradeAccess: rule.requiresTradeAccess };
      pendingBroadcasts.push(broadcast);
      armFlushTimer();
      for (const connection of detachedConnections) {
        if (receives(connection, broadcast)) enqueue(connection, serialised, supersedeKey);
      }
      return;
    }
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
    // Broadcasts already gathered for this flush were published before it signed in, and auth_ok must
    // come first: it starts detached with only auth_ok queued, and joins the shared frames once written.
    connection.detached = true;
    detachedConnections.add(connection);
    authenticated.add(connection);
    index(byUser, result.userId, connection, true);
    if (result.firmId !== null) index(byFirm, result.firmId, connection, true);
    if (result.expiresAt !== undefined) armExpiry(connection, result.expiresAt);
    send(connection, { type: 'auth_ok', user_id: result.userId });
  }

  /** Closes a socket that sends too much or too large; true when it was closed. */
  function overLimits(connection: Connection, data: unknown, now: number): boolean {
    const elapsedSeconds = (now - connection.lastFrameAt) / 1000;
    connection.messageAllowance = Math.min(
      messagesBurst,
      connection.messageAllowance + elapsedSeconds * messagesPerSecond,
    );
    connection.lastFrameAt = now;
    const bytes = Buffer.isBuffer(data)
      ? data.length
      : Array.isArray(data)
        ? (data as Buffer[]).reduce((total, part) => total + part.length, 0)
        : data instanceof ArrayBuffer
          ? data.byteLength
          : 0;
    if (bytes > maxClientFrameBytes) {
      counters.limitDisconnects += 1;
      closeConnection(connection, tradeStreamCloseCodes.frameTooLarge, 'frame too large');
      return true;
    }
    if (connection.messageAllowance < 1) {
      counters.limitDisconnects += 1;
      closeConnection(connection, tradeStreamCloseCodes.tooManyMessages, 'too many messages');
      return true;
    }
    connection.messageAllowance -= 1;
    return false;
  }

  function receive(connection: Connection, data: unknown, isBinary: boolean): void {
    if (connection.closing) return;
    if (overLimits(connection, data, Date.now())) return;
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
      messageAllowance: messagesBurst,
      backedUpSince: null,
      detached: false,
      flushScheduled: false,
      afterWrite: () => {
        // A write drained: if its outbox filled meanwhile, write more now that there is room.
        if (connection.outbox.size > 0) scheduleFlush(connection);
      },
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
      const now = Date.now();
      const deadline = now - idleTimeoutMs;
      for (const connection of connections) {
        if (connection.identity !== null && connection.lastFrameAt < deadline) {
          closeConnection(connection, tradeStreamCloseCodes.idle, 'idle');
          continue;
        }
        // A peer that stopped reading: the kernel's buffers fill, then ours. Over the bound for longer
        // than the time limit (no drain in between resets it) means it is not coming back in time.
        if (connection.socket.bufferedAmount >= maxBufferedBytes) {
          connection.backedUpSince ??= now;
          if (now - connection.backedUpSince >= slowConsumerTimeoutMs && !connection.closing) {
            counters.slowConsumerDisconnects += 1;
            closeConnection(connection, tradeStreamCloseCodes.tooSlow, 'too slow: reconnect and resync');
          }
        } else connection.backedUpSince = null;
      }
    },
    Math.min(1_000, idleTimeoutMs, slowConsumerTimeoutMs),
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
      // Only detached sockets have anything queued.
      queuedMessages: [...detachedConnections].reduce(
        (total, connection) => total + connection.outbox.size,
        0,
      ),
    }),
    close() {
      closed = true;
      clearInterval(sweep);
      dirty.clear();
      pendingBroadcasts = [];
      unsubscribe?.();
      for (const connection of [...connections])
        closeConnection(connection, tradeStreamCloseCodes.goingAway, 'server shutting down');
    },
  };
}
