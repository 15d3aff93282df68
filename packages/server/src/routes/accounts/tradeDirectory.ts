import { listTradeIntermediaries } from '../../accounts/firmDirectory';
import { isTradingWindowOpen, tradingWindow } from '@bondkit/core/calendars';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { participantEndpoints, referenceEndpoints } from '@bondkit/core/contract';

/** Facilitators and agents a trade can go through, and the trading window. */
export function tradeDirectoryRoutes(app: ApiApp): void {
  registerEndpoint(app, referenceEndpoints.getFacilitators, () =>
    listTradeIntermediaries(app.services.db, 'facilitator'),
  );
  registerEndpoint(app, referenceEndpoints.getAgents, () =>
    listTradeIntermediaries(app.services.db, 'agent'),
  );

  registerEndpoint(app, participantEndpoints.getTradeTimings, async () => ({
    start_time: tradingWindow.startTime,
    end_time: tradingWindow.endTime,
    is_open: isTradingWindowOpen(app.services.now()),
    time_zone: tradingWindow.timeZone,
  }));
}
