import { emptyTradeStreamStats } from './emptyTradeStreamStats';
import type { TradeStream, TradeStreamStatusStore } from './tradeStreamTypes';

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
