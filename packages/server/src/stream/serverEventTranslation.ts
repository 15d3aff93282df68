import { isTradeStreamServerMessageType, tradeStreamServerMessageSchemas } from '@bondkit/core/internal';
import { type TradeStreamServerMessage } from '@bondkit/core/stream';
import type { TradeStreamAudience, TradeStreamDelivery } from './streamRouting';

/**
 * The fields of a server event the hub reads: the server's `ServerEvent` (src/events/eventPublisher.ts)
 * fits, and so does one with the optional `userId` for events meant for one person.
 */
export interface TradeStreamSourceEvent {
  type: string;
  clientId: number | null;
  /** One user the event is for (RFQ notifications, a user's open-order count). Optional. */
  userId?: number | null;
  payload: unknown;
}

/** The prefix of server events that carry a stream message verbatim: `trade_stream.price_update`, … */
const tradeStreamEventPrefix = 'trade_stream.';

/** Domain events the hub turns into a refresh of the public runs (whichever route publishes them). */
const quoteEventTypes = new Set(['quote.created', 'quote.updated', 'quote.expired', 'quote.closed']);

function audienceOf(event: TradeStreamSourceEvent): TradeStreamAudience {
  if (typeof event.userId === 'number') return { kind: 'user', userId: event.userId };
  if (typeof event.clientId === 'number') return { kind: 'firm', firmId: event.clientId };
  return { kind: 'everyone' };
}

function finstrumentIdOf(payload: unknown): number | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value =
    (payload as { finstrument_id?: unknown; finstrumentId?: unknown }).finstrument_id ??
    (payload as { finstrumentId?: unknown }).finstrumentId;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Why an event was not relayed, for the hub's counters and log. */
export type TradeStreamTranslation =
  | { outcome: 'deliver'; delivery: TradeStreamDelivery }
  | { outcome: 'ignored' }
  | { outcome: 'invalid'; reason: string };

/**
 * Turns a server event into a stream delivery.
 *
 * - `trade_stream.<message type>`: the payload is the message's fields (without `type`), validated with the
 *   wire schema; the audience is `userId` if set, else the firm `clientId`, else everyone.
 * - `quote.created`, `quote.updated`, `quote.expired`, `quote.closed`: a `public_runs_refresh` for
 *   everyone with trade access (naming the bond when the payload has `finstrument_id`).
 * - anything else is not for the stream.
 */
export function translateServerEvent(event: TradeStreamSourceEvent): TradeStreamTranslation {
  if (quoteEventTypes.has(event.type)) {
    const finstrumentId = finstrumentIdOf(event.payload);
    const message: TradeStreamServerMessage =
      finstrumentId === undefined
        ? { type: 'public_runs_refresh' }
        : { type: 'public_runs_refresh', finstrument_ids: [finstrumentId] };
    return { outcome: 'deliver', delivery: { message, audience: { kind: 'everyone' } } };
  }
  if (!event.type.startsWith(tradeStreamEventPrefix)) return { outcome: 'ignored' };
  const type = event.type.slice(tradeStreamEventPrefix.length);
  if (!isTradeStreamServerMessageType(type) || type === 'auth_ok' || type === 'ping' || type === 'pong') {
    return { outcome: 'invalid', reason: `'${type}' is not a message the hub relays` };
  }
  const fields = typeof event.payload === 'object' && event.payload !== null ? event.payload : {};
  const parsed = tradeStreamServerMessageSchemas[type].safeParse({ ...fields, type });
  if (!parsed.success) {
    return {
      outcome: 'invalid',
      reason: `'${type}' payload: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    };
  }
  return {
    outcome: 'deliver',
    delivery: { message: parsed.data, audience: audienceOf(event) },
  };
}
