// Today's trade date in India and the market's time zone are core's, the same functions the widgets and the
// reference app use; the server keeps its name for "today" (marketToday) so its many callers read unchanged.
export { indianTradeDate as marketToday } from '@bondkit/core/calendars';

/** The default settlement of a trade: T+1 business day (Indian G-secs and corporate bonds settle T+1). */
export const defaultSettlementDelta = 1;
