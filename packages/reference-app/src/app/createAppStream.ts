import { createTradeStream, tradeStreamUrl } from '@bondkit/core/stream';
import type { TradeStream, TradeStreamEventType } from '@bondkit/core/stream';
import type { BondClient } from '@bondkit/core';
import type { TradeStreamLike } from '@bondkit/widgets/provider';

/**
 * The trade stream for the signed-in user. The access token lives in memory only, so after a reload
 * (signed in by cookie) there is none yet: one token refresh fetches it from the refresh cookie.
 */
export function createAppStream(client: BondClient): TradeStream {
  return createTradeStream({
    url: () => tradeStreamUrl(client.options.apiBase),
    async getToken({ refresh }) {
      if (refresh || client.tokenStore.get() === null) await client.refreshSession();
      return client.tokenStore.get()?.access ?? null;
    },
  });
}

/**
 * The stream as the widgets' provider takes it. The core's `on` is typed per message type and the
 * provider's by plain string, so the two do not unify in TypeScript; this adapter joins them.
 */
export function toTradeStreamLike(stream: TradeStream): TradeStreamLike {
  return {
    on: (type, handler) => stream.on(type as TradeStreamEventType, (message) => handler(message as never)),
  };
}
