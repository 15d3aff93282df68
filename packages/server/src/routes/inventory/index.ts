import type { RouteModule } from '../../http/fastifyTypes';
import { inventoryRoutes as inventoryResourceRoutes } from './inventoryRoutes';

/** Inventory (trading-and-chat 7 'Inventory'). */
export const inventoryRoutes: RouteModule[] = [inventoryResourceRoutes];
