import type { TradeStreamStats } from './tradeStreamTypes';

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
