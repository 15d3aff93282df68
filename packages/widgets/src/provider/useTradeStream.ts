import { useEffect, useSyncExternalStore } from 'react';
import type { TradeStreamEventMap, TradeStreamEventType, TradeStreamStatus } from '@bondkit/core';
import { useBondkitContext } from './useBondkitContext';
import { useLatestRef } from './useLatestRef';

/**
 * Calls `handler` for each trade-stream message of `type` (for example 'price_update', or 'resync' after
 * a reconnection). The handler is held in a latest-value ref: passing a new function every render does
 * not re-subscribe. The subscription changes only when the provider's stream or `type` changes. Does
 * nothing without a stream.
 */
export function useTradeStream<Type extends TradeStreamEventType>(
  type: Type,
  handler: (message: TradeStreamEventMap[Type]) => void,
): void;
/** For a custom stream's own message types: the message type is yours to state. */
export function useTradeStream<Message = unknown>(type: string, handler: (message: Message) => void): void;
export function useTradeStream(type: string, handler: (message: unknown) => void): void {
  const { stream } = useBondkitContext('useTradeStream');
  const handlerRef = useLatestRef(handler);
  useEffect(() => {
    if (stream === null) return;
    // The overloads above keep callers typed; here the type is only a key to pass through.
    return stream.on(type as TradeStreamEventType, (message) => handlerRef.current(message));
  }, [stream, type, handlerRef]);
}

const subscribeToNothing = () => () => undefined;
const getIdle = (): TradeStreamStatus => 'idle';

/** The provider's stream connection status ('open', 'reconnecting', 'offline', …); 'idle' without one. */
export function useTradeStreamStatus(): TradeStreamStatus {
  const { stream } = useBondkitContext('useTradeStreamStatus');
  const store = stream?.status;
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? getIdle,
    store?.getSnapshot ?? getIdle,
  );
}
