import { hasTradeAccess } from '@bondkit/core/access';
import { marketHoursText } from '@bondkit/core/calendars';
import type { SessionUser } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';

/** The trade-timing restriction for users without trade access (platform-shell section 6). */
export function tradeRestrictionText(timings: { start_time: string; end_time: string } | null): string {
  const hours = timings
    ? ` between ${timings.start_time} and ${timings.end_time} IST`
    : ' during market hours';
  return `Trading is restricted: only dealers with trade access can quote and trade${hours}. Contact your administrator to request trade access.`;
}

/** Today's trading window from the server (`GET api/trade/timings`), null until it answered. */
export function useTradeTimings() {
  const { client } = useAppServices();
  const timings = useAsyncData('trade-timings', () => client.trade.getTimings());
  return timings.status === 'ready' ? timings.data : null;
}

/** The market's trading hours, and for users without trade access the restriction text. */
export function TradeTimingNotice({ user }: { user: SessionUser }) {
  const data = useTradeTimings();
  if (!hasTradeAccess(user)) {
    return (
      <p className="app-notice app-notice--warning" role="note" data-testid="trade-restriction">
        {tradeRestrictionText(data)}
      </p>
    );
  }
  if (data === null) return null;
  // The same rule the server applies: RFQ only in the window, quotes and OTC trades at any time.
  return (
    <p className="app-notice" role="note" data-market-open={data.is_open}>
      {marketHoursText(data)}
    </p>
  );
}
