// @bondkit/core/internal: plumbing that bondkit's own packages share (the reference server, the widgets and
// the tests): the client's HTTP rules and stores, the response schemas the server answers with, and the trade
// stream's wire format. Not covered by semver: any release may change or remove these names. Partners use
// `@bondkit/core` and its other subpaths.

// The client's HTTP rules and small building blocks.
export { failureHint, isDevelopment } from '../client/developmentHints';
export { flattenErrorBody } from '../client/http/flattenErrorBody';
export type { FlattenedErrorBody } from '../client/http/flattenErrorBody';
export { retryableStatuses, tokenPaths, unauthorizedRetryLimit } from '../client/http/retryPolicy';
export { buildUrl } from '../client/http/buildUrl';
export { createStore } from '../client/store';
export type { WritableStore } from '../client/store';
export { createToastStore, defaultToastLifeMs } from '../client/toastStore';
export { documentVisibilityWatcher, windowOnlineWatcher } from '../client/environment';
export { redirectFromSearch, safeRedirect } from '../client/session/safeRedirect';
export { sessionRefreshIntervalMs } from '../client/session/sessionState';
export { defaultBuildPollIntervalMs } from '../client/build/buildVersion';
export { defaultUtmNames } from '../client/captureUtm';

// The response schemas of the API (the client parses with them, the server answers with them).
export * from '../client/schemas/common';
export * from '../client/schemas/pagination';
export * from '../client/schemas/bond';
export * from '../client/schemas/priceInfo';
export * from '../client/schemas/eoi';
export * from '../client/schemas/chatRun';
export { quoteDepthLevels } from '../client/schemas/quoteDepthLevels';
export type { DepthLevel, DepthQuote } from '../client/schemas/quoteDepthLevels';
export * from '../client/schemas/cluster';
export * from '../client/schemas/order';
export * from '../client/schemas/inventory';
export * from '../client/schemas/ticket';
export * from '../client/schemas/quoteChannel';
export * from '../client/schemas/counterparty';
export * from '../client/schemas/custodian';
export * from '../client/schemas/account';
export * from '../client/schemas/auth';
export * from '../client/schemas/build';
export { chatSessionTokenSchema } from '../client/api/chatSession';
export { createdTicketSchema, uploadedFileSchema } from '../client/schemas/support';

// The trade stream's wire format and timings (the server's hub speaks it; the fakes replay it).
export {
  tradeStreamAuthTimeoutMs,
  tradeStreamCloseCodes,
  tradeStreamRateLimitedRetryMs,
} from '../stream/streamCloseCodes';
export type { TradeStreamCloseCode } from '../stream/streamCloseCodes';
export { tradeStreamTimings } from '../stream/streamTimings';
export { createStreamReconnectBackoff } from '../stream/reconnectBackoff';
export type { StreamReconnectBackoff } from '../stream/reconnectBackoff';
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
  tradeStreamServerMessageSchemas,
  tradeStreamServerMessageTypes,
} from '../stream/streamMessages';
export { tradeStreamClientMessageSchema } from '../stream/streamClientMessages';
export { decodeServerFrame as decodeTradeStreamFrame } from '../stream/decodeServerFrame';
export type { DecodedServerMessage as DecodedTradeStreamMessage } from '../stream/decodeServerFrame';
