import { emptyTradeStreamStats } from './idleTradeStream';
import { TradeStreamError } from './TradeStreamError';
import type { TradeStreamEventMap, TradeStreamEventType, TradeStreamStats } from './tradeStreamTypes';

type AnyHandler = (message: never) => void;

/** Handlers by event type, with each handler isolated from the others and from the stream. */
export interface TradeStreamDispatcher {
  on<Type extends TradeStreamEventType>(
    type: Type,
    handler: (message: TradeStreamEventMap[Type]) => void,
  ): () => void;
  dispatch<Type extends TradeStreamEventType>(type: Type, message: TradeStreamEventMap[Type]): void;
  report(error: TradeStreamError): void;
  readonly stats: TradeStreamStats;
}

export function createTradeStreamDispatcher(
  onError: ((error: TradeStreamError) => void) | undefined,
): TradeStreamDispatcher {
  const handlers = new Map<TradeStreamEventType, Set<AnyHandler>>();
  const stats: TradeStreamStats = { ...emptyTradeStreamStats };

  function report(error: TradeStreamError): void {
    if (!onError) return;
    try {
      onError(error);
    } catch {
      // The error hook is the last resort; if it fails too there is nowhere left to report to, and the
      // stream must keep running.
    }
  }

  return {
    stats,
    report,
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      // Wrapped so that registering the same function twice gives two independent subscriptions.
      const entry: AnyHandler = (message) => handler(message);
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    dispatch(type, message) {
      stats.messagesDispatched += 1;
      const set = handlers.get(type);
      if (!set) return;
      for (const handler of [...set]) {
        try {
          (handler as (message: TradeStreamEventMap[typeof type]) => void)(message);
        } catch (cause) {
          stats.handlerErrors += 1;
          report(
            new TradeStreamError({
              code: 'handler_failed',
              message: `A '${type}' handler threw; the other handlers still ran.`,
              cause,
            }),
          );
        }
      }
    },
  };
}
