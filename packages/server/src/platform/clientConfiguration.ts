import { endpointBasePaths } from '@bondkit/core/contract';
import type { ClientConfiguration } from '@bondkit/core/validation';
import { sendbirdBasePath } from '../chat/sendbirdRoutes';
import type { ServerConfig } from '../config';

/**
 * The reference server serves one Sendbird-compatible chat application, whatever id the SDK sends; the
 * id published is the one the reference app has always used.
 */
export const referenceChatApplicationId = 'BONDKIT';

/**
 * What an embedding client needs to reach this server's other services (`GET api/client-config/`): the
 * chat service's application id and hosts, MIND's base and the features on, every URL absolute on
 * `origin` (this server as the browser reaches it), so that a partner page on another origin can use them
 * as they are.
 */
export function clientConfiguration(config: Pick<ServerConfig, 'mind'>, origin: string): ClientConfiguration {
  const webSocketOrigin = origin.replace(/^http/, 'ws');
  return {
    chat: {
      provider: 'sendbird',
      app_id: referenceChatApplicationId,
      api_host: `${origin}${sendbirdBasePath}`,
      websocket_host: `${webSocketOrigin}${sendbirdBasePath}`,
    },
    mind: { api_base: `${origin}${endpointBasePaths.mind}` },
    features: { chat: true, mind: true, mind_preview: config.mind.previewQuestions > 0 },
  };
}
