import type { TradeStream, TradeStreamStats, TradeStreamStatusStore } from './tradeStreamTypes';

/** A stream's counters before it has received anything. */
export const emptyTradeStreamStats: TradeStreamStats = Object.freeze({
  framesReceived: 0,
  messagesDispatched: 0,
  malformedFrames: 0,
  unknownTypes: 0,
  invalidPayloads: 0,
  handlerErrors: 0,
  reconnectAttempts: 0,
  resyncs: 0,
});

// Plain literals, not frozen: a call such as Object.freeze would keep them in bundles that never use them.
const idleStatus: TradeStreamStatusStore = {
  getSnapshot: () => 'idle',
  subscribe: () => () => {},
};

/**
 * The stream of a client composed without `tradeStream`: always `idle`; handlers are accepted and never
 * called, and connecting does nothing. Widgets that follow the stream then show what they loaded, without
 * live updates.
 */
export const idleTradeStream: TradeStream = {
  status: idleStatus,
  on: () => () => {},
  connect: () => {},
  disconnect: () => {},
  setAuthenticated: () => {},
  getStats: () => emptyTradeStreamStats,
};
