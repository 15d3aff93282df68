import type { RouteModule } from '../../http/fastifyTypes';
import { sendbirdServiceModule } from '../../chat/sendbirdServiceModule';
import { chatPlatformRoutes } from './chatPlatformRoutes';
import { quoteChannelRoutes } from './quoteChannelRoutes';
import { tradeTicketRoutes } from './tradeTicketRoutes';

/** The chat area: the Sendbird-compatible service under `/sendbird`, the platform's chat calls, and the trade tickets negotiated in chat. */
export const chatRoutes: readonly RouteModule[] = [
  sendbirdServiceModule,
  chatPlatformRoutes,
  tradeTicketRoutes,
  quoteChannelRoutes,
];
