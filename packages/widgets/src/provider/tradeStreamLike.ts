import type { TradeStream } from '@bondkit/core';

/**
 * What the provider needs of a trade stream: `on(type, handler)` returning the unsubscribe function, and
 * optionally the status store. `createTradeStream(...)` from `@bondkit/core/stream` and
 * `createFakeTradeStream()` from `@bondkit/core/testing` both fit.
 */
export type TradeStreamLike = Pick<TradeStream, 'on'> & Partial<Pick<TradeStream, 'status'>>;
