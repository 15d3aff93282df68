// @bondkit/core/calendars: Indian market holiday calendars as data, kept out of @bondkit/core/pricing so the
// engine stays small; pass a calendar to the engine's business-day functions (`settlementDate`, `isBusinessDay`,
// `adjustBusinessDay`, `addBusinessDays`) or as a bond's `holidays`.
export {
  calendarCoversDate,
  indianBondMarketCalendar,
  marketCalendars,
  nseCalendar,
  rbiMumbaiCalendar,
} from './marketCalendars';
export { nseHolidayLines, provisionalYears, rbiMumbaiHolidayLines } from './holidayLists';
export type { MarketCalendar } from '../pricing/types';
