import { asc, sql } from 'drizzle-orm';
import { nseCalendar } from '@bondkit/core/calendars';
import { isBusinessDay } from '@bondkit/core/pricing';
import { clients } from '../../database/schema/index';
import { marketToday } from '../../trading/marketDate';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { participantEndpoints, referenceEndpoints } from '@bondkit/core/contract';

/** The trading window, India time (the spec does not give it; NSE's RFQ hours for corporate bonds). */
export const tradingWindow = { startTime: '09:00', endTime: '17:00', timeZone: 'Asia/Kolkata' } as const;

/**
 * Whether `now` falls in the trading window of an exchange business day, India time: not on a weekend nor on
 * an NSE trading holiday (the RFQ platforms are shut then, as on 24 November 2026, Guru Nanak Jayanti).
 */
export function isTradingWindowOpen(now: Date): boolean {
  if (!isBusinessDay(marketToday(now), nseCalendar)) return false;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: tradingWindow.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return time >= tradingWindow.startTime && time < tradingWindow.endTime;
}

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
