import { isOffHours } from '@bondkit/core/calendars';

/**
 * "off-hours" beside a trade, an order or a quote made outside the exchange window, by core's one market-hours
 * rule (`isOffHours`): the same words on the transactions page and in every /dart pane. Nothing when `at` is
 * in hours or unknown.
 */
export function OffHoursMark({ at, what = 'Booked' }: { at: string | null | undefined; what?: string }) {
  if (at === null || at === undefined) return null;
  const time = new Date(at);
  if (Number.isNaN(time.getTime()) || !isOffHours(time)) return null;
  return (
    <span className="app-tag" title={`${what} outside exchange hours (OTC)`}>
      {' '}
      off-hours
    </span>
  );
}
