import { randomUUID } from 'node:crypto';
import type { EventPublisher, ServerEvent, ServerEventListener } from '../events/eventPublisher';
import {
  assertChannelName,
  toNotifyConnection,
  type PgliteNotifyClient,
  type PostgresNotifyClient,
} from './notifyConnection';
import { encodeNotifyPayloads, NotifyReassembler, type NotifyEnvelope } from './notifyChunking';

export interface PostgresEventBusOptions {
  /**
   * PGlite (in-process) or a dedicated, connected `pg` Client (across processes; not a pool, since LISTEN
   * belongs to one session, and not the client of a transaction).
   */
  client: PgliteNotifyClient | PostgresNotifyClient;
  /** The NOTIFY channel. Default `bondkit_events`. */
  channel?: string;
  /** Hears a failed NOTIFY, an unreadable payload or a listener that threw. Default: none. */
  onError?: (error: unknown) => void;
}

/** The bus's counters. */
interface PostgresEventBusStats {
  published: number;
  /** Events published by other processes that arrived here. */
  received: number;
  /** NOTIFY calls made (a large event takes several). */
  notifications: number;
  failedNotifications: number;
}

/** An {@link EventPublisher} shared by every server process on one database. */
export interface PostgresEventBus extends EventPublisher {
  stats(): PostgresEventBusStats;
  /** Stops listening; waits for queued notifications to be sent. */
  close(): Promise<void>;
}

interface WireEvent {
  type: string;
  clientId: number | null;
  userId?: number | null;
  payload: unknown;
  occurredAt: string;
}

/**
 * The server's event bus over PostgreSQL LISTEN/NOTIFY: `publish` delivers to this process's listeners at
 * once (as the in-memory publisher does) and notifies the others, which deliver it to theirs. A process
 * ignores its own notifications. Events larger than a NOTIFY payload go in pieces.
 */
export async function createPostgresEventBus(options: PostgresEventBusOptions): Promise<PostgresEventBus> {
  const channel = options.channel ?? 'bondkit_events';
  assertChannelName(channel);
  const connection = toNotifyConnection(options.client);
  const origin = randomUUID();
  const listeners = new Set<ServerEventListener>();
  const reassembler = new NotifyReassembler();
  const counters = { published: 0, received: 0, notifications: 0, failedNotifications: 0 };
  let sequence = 0;
  // NOTIFYs go out one after another so that pieces, and events, leave in publishing order.
  let sending: Promise<void> = Promise.resolve();
  const reportError = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // Nowhere further to report to.
    }
  };

  function dispatch(event: ServerEvent): void {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        reportError(error);
      }
    }
  }

  function receive(payload: string): void {
    let envelope: NotifyEnvelope;
    try {
      envelope = JSON.parse(payload) as NotifyEnvelope;
    } catch (error) {
      reportError(error);
      return;
    }
    if (envelope.o === origin) return;
    const text = reassembler.accept(envelope);
    if (text === null) return;
    try {
      const wire = JSON.parse(text) as WireEvent;
      counters.received += 1;
      dispatch({ ...wire, occurredAt: new Date(wire.occurredAt) });
    } catch (error) {
      reportError(error);
    }
  }

  const stopListening = await connection.listen(channel, receive);

  return {
    publish(event) {
      counters.published += 1;
      dispatch(event);
      const wire: WireEvent = { ...event, occurredAt: event.occurredAt.toISOString() };
      sequence += 1;
      const payloads = encodeNotifyPayloads(origin, sequence.toString(36), JSON.stringify(wire));
      sending = sending.then(async () => {
        for (const payload of payloads) {
          try {
            counters.notifications += 1;
            await connection.notify(channel, payload);
          } catch (error) {
            counters.failedNotifications += 1;
            reportError(error);
          }
        }
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stats: () => ({ ...counters }),
    async close() {
      await sending;
      await stopListening();
      listeners.clear();
    },
  };
}
