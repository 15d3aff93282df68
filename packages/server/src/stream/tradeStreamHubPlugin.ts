import type { FastifyPluginAsync } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { tradeStreamPath } from '@bondkit/core/stream';
import {
  createTradeStreamHub,
  type TradeStreamHub,
  type TradeStreamHubOptions,
} from './createTradeStreamHub';

export interface TradeStreamHubPluginOptions extends TradeStreamHubOptions {
  /** The route. Default `/ws/trade/d/` (spec section 7, 'Real-time'). */
  path?: string;
  /** Receives the hub once created (for its stats, or `deliver()` from a simulator). Default: none. */
  onHub?: (hub: TradeStreamHub) => void;
  /** Fastify route config for the socket route (the server's access declaration). Default: none. */
  routeConfig?: Record<string, unknown>;
}

/**
 * The trade stream hub as a Fastify plugin: registers `@fastify/websocket` unless an ancestor already did,
 * serves the hub at `/ws/trade/d/`, and closes every socket with 1001 when the server closes.
 */
export const tradeStreamHub: FastifyPluginAsync<TradeStreamHubPluginOptions> = async (fastify, options) => {
  const { path = `/${tradeStreamPath}`, onHub, routeConfig, ...hubOptions } = options;
  if (!fastify.hasDecorator('websocketServer')) {
    // 64 KiB: a client only ever sends auth, ping and pong frames.
    await fastify.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  }
  const hub = createTradeStreamHub({
    ...hubOptions,
    onError:
      hubOptions.onError ??
      ((error, context) => fastify.log.warn({ err: error }, `trade stream: ${context}`)),
  });
  onHub?.(hub);
  fastify.addHook('preClose', async () => hub.close());
  fastify.get(path, { websocket: true, config: routeConfig }, (socket) => hub.attach(socket));
};
