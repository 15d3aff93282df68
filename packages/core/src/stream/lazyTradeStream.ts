import { emptyTradeStreamStats } from './idleTradeStream';
import type {
  TradeStream,
  TradeStreamEventMap,
  TradeStreamEventType,
  TradeStreamStatus,
  TradeStreamStatusStore,
} from './tradeStreamTypes';

type Call = (stream: TradeStream) => void;
/** One `on` registration (the same function may be registered for several types). */
interface Registration {
  attach(stream: TradeStream): void;
  detach?: (() => void) | undefined;
}

/**
 * A trade stream whose implementation (socket, frame schemas, dispatcher, reconnection) is loaded when it is
 * first asked to connect: a signed-out page, or one that embeds only a search, never downloads it. Until
 * then it is `idle`, handlers are kept and attached once it loads, and calls are replayed in order.
 */
export function createLazyTradeStream(load: () => Promise<TradeStream>): TradeStream {
  let stream: TradeStream | undefined;
  let loading: Promise<void> | undefined;
  const pending: Call[] = [];
  const registrations = new Set<Registration>();
  const statusListeners = new Set<() => void>();
  const notifyStatus = (): void => {
    for (const listener of statusListeners) listener();
  };

  const whenLoaded = (call: Call): void => {
    if (stream !== undefined) {
      call(stream);
      return;
    }
    pending.push(call);
    loading ??= load().then(
      (loaded) => {
        stream = loaded;
        for (const registration of registrations) registration.attach(loaded);
        loaded.status.subscribe(notifyStatus);
        for (const replay of pending.splice(0)) replay(loaded);
        notifyStatus();
      },
      () => {
        // The module could not be fetched (offline): the next connect tries again.
        loading = undefined;
        pending.length = 0;
      },
    );
  };

  const status: TradeStreamStatusStore = {
    getSnapshot: (): TradeStreamStatus => stream?.status.getSnapshot() ?? 'idle',
    subscribe(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };

  return {
    status,
    on<Type extends TradeStreamEventType>(type: Type, handler: (message: TradeStreamEventMap[Type]) => void) {
      const registration: Registration = {
        attach(loaded) {
          registration.detach = loaded.on(type, handler);
        },
      };
      if (stream !== undefined) registration.attach(stream);
      registrations.add(registration);
      return () => {
        registration.detach?.();
        registrations.delete(registration);
      };
    },
    connect: () => whenLoaded((loaded) => loaded.connect()),
    disconnect: () => {
      if (stream !== undefined || loading !== undefined) whenLoaded((loaded) => loaded.disconnect());
    },
    setAuthenticated(authenticated) {
      // Signed out and never loaded: nothing to stop, and nothing worth downloading.
      if (!authenticated && stream === undefined && loading === undefined) return;
      whenLoaded((loaded) => loaded.setAuthenticated(authenticated));
    },
    getStats: () => stream?.getStats() ?? emptyTradeStreamStats,
  };
}
