import { chatEndpoints } from '@bondkit/core/contract';
import { quoteChannelsOf } from '../../chat/quoteChannels';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';

/** The chats a dealer can share a quote in (`chat/quoteChannels.ts`): joined, with a member at another firm. */
export function quoteChannelRoutes(app: ApiApp): void {
  registerEndpoint(app, chatEndpoints.listQuoteChannels, async ({ principal }) =>
    quoteChannelsOf(app.services.db, { chatUserId: principal.user.uniqueId, clientId: principal.client.id }),
  );
}
