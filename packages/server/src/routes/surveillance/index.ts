import type { RouteModule } from '../../http/fastifyTypes';
import { surveillanceChatRoutes } from './surveillanceChatRoutes';
import { surveillanceReviewRoutes } from './surveillanceReviewRoutes';

/** Surveillance (issue 18): the compliance officer's chat review, download, trade review and audit log. */
export const surveillanceRoutes: readonly RouteModule[] = [surveillanceChatRoutes, surveillanceReviewRoutes];
