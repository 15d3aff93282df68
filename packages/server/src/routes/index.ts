import type { RouteModule } from '../http/fastifyTypes';
import { accountRoutes } from './accounts/index';
import { authRoutes } from './auth/index';
import { systemRoutes } from './system/index';
import { inventoryRoutes } from './inventory/index';
import { marketRoutes } from './market/index';
import { orderRoutes } from './orders/index';
import { participantRoutes } from './participants/index';
import { quoteRoutes } from './quotes/index';
import { mindRoutes } from './mind/index';
import { chatRoutes } from './chat/index';
import { surveillanceRoutes } from './surveillance/index';
import { clientEoiRoutes } from './clientEois/index';

/**
 * Every route module, by area. A new area adds one line here (its `index.ts` lists its resources); the
 * access guard records each route and the role matrix test calls it as every demo account.
 */
export const routeModules: readonly RouteModule[] = [
  ...systemRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...marketRoutes,
  ...participantRoutes,
  ...quoteRoutes,
  ...orderRoutes,
  ...inventoryRoutes,
  ...mindRoutes,
  ...chatRoutes,
  ...surveillanceRoutes,
  ...clientEoiRoutes,
];
