import { createTradeStreamDispatcher } from '../stream/streamDispatcher';
import type { TradeStreamServerMessage } from '../stream/streamMessages';
import { tradeStreamServerMessageSchemas } from '../stream/streamMessages';
import { createTradeStreamStatusStore } from '../stream/streamStatusStore';
import type { TradeStreamError } from '../stream/TradeStreamError';
import type { TradeStream, TradeStreamResyncEvent, TradeStreamStatus } from '../stream/tradeStreamTypes';

export interface FakeTradeStreamOptions {
  /** The status before anything happens. Default `idle`. */
  initialStatus?: TradeStreamStatus;
  /** Hears failing handlers, as the real stream's hook does. Default: none. */
  onError?: (error: TradeStreamError) => void;
}

/** A trade stream driven by the test or story: no socket, no timers. */
export interface FakeTradeStream extends TradeStream {
  /**
   * Delivers a message to the handlers of its type, as if the hub had sent it. The message is validated
   * with the wire schema first, so a story cannot drive a widget with data the real stream would refuse.
   */
  emit(message: TradeStreamServerMessage | TradeStreamResyncEvent): void;
  /** Sets the connection status (`open`, `offline`, …) as the real stream would. */
  setStatus(status: TradeStreamStatus): void;
  /** How often `connect()` and `disconnect()` were called, for assertions. */
  readonly calls: { connect: number; disconnect: number };
}

/**
 * The fake trade stream of `@bondkit/core/testing`: the same public interface as `createTradeStream`, plus
 * `emit(message)` and `setStatus(status)`. `connect()` goes straight to `open`, `disconnect()` to `closed`.
 */
export function createFakeTradeStream(options: FakeTradeStreamOptions = {}): FakeTradeStream {
  const status = createTradeStreamStatusStore(options.initialStatus ?? 'idle');
  const dispatcher = createTradeStreamDispatcher(options.onError);
  const calls = { connect: 0, disconnect: 0 };
  const connect = () => {
    calls.connect += 1;
    status.set('open');
  };
  const disconnect = () => {
    calls.disconnect += 1;
    status.set('closed');
  };
  return {
    status: { getSnapshot: status.getSnapshot, subscribe: status.subscribe },
    on: dispatcher.on,
    connect,
    disconnect,
    setAuthenticated: (authenticated) => (authenticated ? connect() : disconnect()),
    getStats: () => ({ ...dispatcher.stats }),
    calls,
    setStatus: status.set,
    emit(message) {
      if (message.type === 'resync') {
        dispatcher.stats.resyncs += 1;
        dispatcher.dispatch('resync', message);
        return;
      }
      // Throwing here is deliberate, unlike the real stream: a fake fed bad data is a bug in the test.
      const parsed = tradeStreamServerMessageSchemas[message.type].parse(message);
      dispatcher.dispatch(parsed.type, parsed);
    },
  };
}
