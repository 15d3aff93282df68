/** The hub's path, relative to the API base (spec section 7, 'Real-time'). */
export const tradeStreamPath = 'ws/trade/d/';

/**
 * The hub's WebSocket URL for an API base URL: `https://example.in/` gives `wss://example.in/ws/trade/d/`,
 * `http://localhost:8080/` gives `ws://localhost:8080/ws/trade/d/`.
 */
export function tradeStreamUrl(apiBaseUrl: string): string {
  const url = new URL(tradeStreamPath, apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  return url.toString();
}
