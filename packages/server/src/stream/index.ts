// The trade stream hub (`/ws/trade/d/`) and the PostgreSQL event bus that lets several server processes
// serve one market.
export { tradeStreamHub } from './tradeStreamHubPlugin';
export type { TradeStreamHubPluginOptions } from './tradeStreamHubPlugin';
export { createTradeStreamHub } from './createTradeStreamHub';
export type {
  TradeStreamEventSource,
  TradeStreamHub,
  TradeStreamHubOptions,
  TradeStreamHubStats,
} from './createTradeStreamHub';
export { hasStreamTradeAccess } from './streamIdentity';
export type { TradeStreamAuthentication, TradeStreamIdentity } from './streamIdentity';
export { tradeStreamMessageRules } from './streamRouting';
export type { TradeStreamAudience, TradeStreamDelivery, TradeStreamMessageRule } from './streamRouting';
export { translateServerEvent, tradeStreamEventPrefix } from './serverEventTranslation';
export type { TradeStreamSourceEvent, TradeStreamTranslation } from './serverEventTranslation';
export { createPostgresEventBus } from './postgresEventBus';
export type { PostgresEventBus, PostgresEventBusOptions, PostgresEventBusStats } from './postgresEventBus';
