// @bondkit/core/stream: the real-time trade stream client and the messages it delivers. Its wire format
// (frame schemas, close codes, timings) is plumbing the server shares, in `@bondkit/core/internal`.
export { createTradeStream } from './createTradeStream';
export type {
  TradeStreamOptions,
  TradeStreamSocket,
  TradeStreamTokenRequest,
  TradeStreamWebSocketConstructor,
} from './createTradeStream';
export type {
  TradeStream,
  TradeStreamEventMap,
  TradeStreamEventType,
  TradeStreamResyncEvent,
  TradeStreamStats,
  TradeStreamStatus,
  TradeStreamStatusStore,
} from './tradeStreamTypes';
export { tradeStreamPath, tradeStreamUrl } from './tradeStreamUrl';
export { TradeStreamError } from './TradeStreamError';
export type { TradeStreamErrorCode, TradeStreamErrorOptions } from './TradeStreamError';
export type {
  InquiriesRefreshMessage,
  OpenOrderCountMessage,
  OpenTicketsMessage,
  OrderUpdateMessage,
  PartialRefreshMessage,
  PriceOverrideUpdateMessage,
  PriceUpdateMessage,
  PrivateRunsMessage,
  PublicRunsRefreshMessage,
  RfqNegotiationMessage,
  TradeStreamServerMessage,
  TradeStreamServerMessageMap,
  TradeStreamServerMessageType,
} from './streamMessages';
export type { TradeStreamClientMessage } from './streamClientMessages';
