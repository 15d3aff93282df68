import type { RouteModule } from '../../http/fastifyTypes';
import { clusterRoutes } from './clusterRoutes';
import { createQuoteRoutes } from './createQuotes';
import { quoteActionRoutes } from './quoteActions';
import { quoteListRoutes } from './quoteLists';
import { uploadQuoteRoutes } from './uploadQuotes';

/** Quotes, RFQ and negotiations (trading-and-chat 7 'EOI and quotes'). */
export const quoteRoutes: RouteModule[] = [
  createQuoteRoutes,
  quoteListRoutes,
  quoteActionRoutes,
  clusterRoutes,
  uploadQuoteRoutes,
];
