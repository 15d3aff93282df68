import type { RouteModule } from '../../http/fastifyTypes';
import { downloadRoutes } from './downloads';
import { finstrumentDataRoutes } from './finstrumentData';
import { finstrumentRoutes } from './finstrument';
import { marketQuoteRoutes } from './marketQuotes';
import { pricingRoutes } from './pricing';
import { searchRoutes } from './search';

/** Market and finstrument data (trading-and-chat 7 'Market and finstrument'). */
export const marketRoutes: RouteModule[] = [
  searchRoutes,
  pricingRoutes,
  finstrumentRoutes,
  finstrumentDataRoutes,
  marketQuoteRoutes,
  downloadRoutes,
];
