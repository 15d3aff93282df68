import { asc, sql } from 'drizzle-orm';
import { isTradingWindowOpen, tradingWindow } from '@bondkit/core/calendars';
import { clients } from '../../database/schema/index';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { participantEndpoints, referenceEndpoints } from '@bondkit/core/contract';

// One market-hours rule for the server, the banner and the forms: `@bondkit/core/calendars`.
export { isTradingWindowOpen, tradingWindow };

/** Facilitators and agents a trade can go through, and the trading window. */
export function tradeDirectoryRoutes(app: ApiApp): void {
  const intermediaries = (marketFunction: 'facilitator' | 'agent') =>
    app.services.db
      .select({ id: clients.id, name: clients.name, brand_name: clients.brandName })
      .from(clients)
      .where(sql`${clients.marketFunctions} @> ${JSON.stringify([marketFunction])}::jsonb`)
      .orderBy(asc(clients.name));
  registerEndpoint(app, referenceEndpoints.getFacilitators, () => intermediaries('facilitator'));
  registerEndpoint(app, referenceEndpoints.getAgents, () => intermediaries('agent'));

  registerEndpoint(app, participantEndpoints.getTradeTimings, async () => ({
    start_time: tradingWindow.startTime,
    end_time: tradingWindow.endTime,
    is_open: isTradingWindowOpen(app.services.now()),
    time_zone: tradingWindow.timeZone,
  }));
}
