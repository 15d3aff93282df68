// @bondkit/core/calendars: the Indian market's calendar, kept out of @bondkit/core/pricing so the engine stays
// small. Holiday calendars as data: pass one to the engine's business-day functions (`settlementDate`,
// `isBusinessDay`, `adjustBusinessDay`, `addBusinessDays`) or as a bond's `holidays`. Today's date in India and
// the market's date format, the one copy the widgets, the reference app and the server use.
export {
  calendarCoversDate,
  indianBondMarketCalendar,
  marketCalendars,
  nseCalendar,
  rbiMumbaiCalendar,
} from './marketCalendars';
export { nseHolidayLines, provisionalYears, rbiMumbaiHolidayLines } from './holidayLists';
export type { MarketCalendar } from '../pricing/types';
export { endOfIndianTradeDate, indianTradeDate, marketTimeZone, startOfIndianDate } from './indianTradeDate';
export { formatMarketDate } from './formatMarketDate';
export { formatMarketMonth } from './formatMarketMonth';
export type { MarketDateOptions } from './formatMarketDate';
export {
  isOffHours,
  isTradingWindowOpen,
  marketHoursText,
  rfqClosedText,
  tradingWindow,
} from './marketHours';
export type { TradingWindowState } from './marketHours';
