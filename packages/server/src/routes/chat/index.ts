import type { RouteModule } from '../../http/fastifyTypes';
import { sendbirdServiceModule } from '../../chat/sendbirdServiceModule';
import { chatPlatformRoutes } from './chatPlatformRoutes';

/** The chat area: the Sendbird-compatible service under `/sendbird`, and the platform's chat calls. */
export const chatRoutes: readonly RouteModule[] = [sendbirdServiceModule, chatPlatformRoutes];
