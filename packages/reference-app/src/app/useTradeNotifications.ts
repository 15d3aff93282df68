import { useEffect, useState } from 'react';
import type { BondClient } from '@bondkit/core';

/**
 * The trade stream's notifications as toasts while signed in: a response, a counter or an acceptance on
 * the user's quotes (`rfq_negotiation`) is a success toast, which plays the spec's 'newresponse.ogg'.
 */
export function useTradeNotifications(client: BondClient): void {
  useEffect(
    () =>
      client.stream.on('rfq_negotiation', (message) => {
        const { action, message: text } = message;
        client.toasts.push({
          severity: action === 'closed' ? 'info' : 'success',
          summary:
            action === 'accepted'
              ? 'Quote accepted: order created'
              : action === 'filled'
                ? 'Quote partly filled: order created'
                : action === 'countered'
                  ? 'New counter'
                  : action === 'responded'
                    ? 'New response to your quote'
                    : 'Negotiation update',
          ...(text === undefined ? {} : { detail: text }),
        });
      }),
    [client],
  );
}

/** The firm's open orders, as the stream's `open_order_count` last said; null until it says. */
export function useOpenOrderCount(client: BondClient): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => client.stream.on('open_order_count', (message) => setCount(message.count)), [client]);
  return count;
}
