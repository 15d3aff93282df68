// @bondkit/core/stream: the real-time trade stream client. Names carry a Stream/TradeStream prefix because
// this barrel is also re-exported from @bondkit/core.
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
export { TradeStreamError } from './TradeStreamError';
export type { TradeStreamErrorCode, TradeStreamErrorOptions } from './TradeStreamError';
export {
  tradeStreamAuthTimeoutMs,
  tradeStreamCloseCodes,
  tradeStreamRateLimitedRetryMs,
} from './streamCloseCodes';
export type { TradeStreamCloseCode } from './streamCloseCodes';
export { tradeStreamTimings } from './streamTimings';
export { createStreamReconnectBackoff } from './reconnectBackoff';
export type { StreamReconnectBackoff } from './reconnectBackoff';
export { tradeStreamPath, tradeStreamUrl } from './tradeStreamUrl';
export {
  authOkMessageSchema,
  inquiriesRefreshMessageSchema,
  isTradeStreamServerMessageType,
  openOrderCountMessageSchema,
  orderUpdateMessageSchema,
  openTicketsMessageSchema,
  partialRefreshMessageSchema,
  pingMessageSchema,
  pongMessageSchema,
  priceOverrideUpdateMessageSchema,
  priceUpdateMessageSchema,
  privateRunsMessageSchema,
  publicRunsRefreshMessageSchema,
  rfqNegotiationMessageSchema,
  tradeStreamBatchType,
  tradeStreamClientMessageSchema,
  tradeStreamServerMessageSchemas,
  tradeStreamServerMessageTypes,
} from './streamMessages';
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
  TradeStreamClientMessage,
  TradeStreamServerMessage,
  TradeStreamServerMessageMap,
  TradeStreamServerMessageType,
} from './streamMessages';
export { decodeServerFrame as decodeTradeStreamFrame } from './decodeServerFrame';
export type { DecodedServerMessage as DecodedTradeStreamMessage } from './decodeServerFrame';
