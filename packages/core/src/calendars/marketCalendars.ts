import type { MarketCalendar } from '../pricing/types';
import { nseHolidayLines, provisionalYears, rbiMumbaiHolidayLines } from './holidayLists';

function expand(lines: Readonly<Record<number, string>>): string[] {
  const holidays: string[] = [];
  for (const [year, line] of Object.entries(lines)) {
    for (const monthDay of line.split(' ')) {
      holidays.push(`${year}-${monthDay.slice(0, 2)}-${monthDay.slice(2)}`);
    }
  }
  return holidays.sort();
}

function calendar(name: string, holidays: string[], lines: Readonly<Record<number, string>>): MarketCalendar {
  const years = Object.keys(lines).map(Number);
  return Object.freeze({
    name,
    holidays: Object.freeze(holidays),
    weekendDays: Object.freeze([0, 6]),
    firstYear: Math.min(...years),
    lastYear: Math.max(...years),
    provisionalYears,
  });
}

// Each calendar is marked pure: a bundle that uses one (the widgets use the bond market's) keeps neither the others
// nor the work of expanding their lists at load.

/** NSE's trading and settlement holidays (capital market segment, which settles corporate bond trades), 2024-2027. */
export const nseCalendar: MarketCalendar = /* @__PURE__ */ calendar(
  'NSE',
  /* @__PURE__ */ expand(nseHolidayLines),
  nseHolidayLines,
);

/** RBI Mumbai's Negotiable Instruments Act holidays (G-sec, T-bill and SDL settlement through CCIL), 2024-2027. */
export const rbiMumbaiCalendar: MarketCalendar = /* @__PURE__ */ calendar(
  'RBI-MUMBAI',
  /* @__PURE__ */ expand(rbiMumbaiHolidayLines),
  rbiMumbaiHolidayLines,
);

/**
 * A day on which both NSE's clearing and RBI's settlement systems in Mumbai are open: the union of the two lists.
 * The default for bond settlement dates when the instrument's own settlement venue is not known (the reference
 * server and the widgets' date pickers), since a date closed for either cannot settle every bond.
 */
export const indianBondMarketCalendar: MarketCalendar = calendar(
  'INDIA-BONDS',
  [...new Set([...expand(nseHolidayLines), ...expand(rbiMumbaiHolidayLines)])].sort(),
  nseHolidayLines,
);

/** The calendars by name. */
export const marketCalendars: Readonly<Record<'NSE' | 'RBI-MUMBAI' | 'INDIA-BONDS', MarketCalendar>> = {
  NSE: nseCalendar,
  'RBI-MUMBAI': rbiMumbaiCalendar,
  'INDIA-BONDS': indianBondMarketCalendar,
};

/** True when the calendar's holiday list for the year of `date` (`YYYY-MM-DD`) is published and included. */
export function calendarCoversDate(calendarToCheck: MarketCalendar, date: string): boolean {
  const year = Number(date.slice(0, 4));
  return (
    year >= calendarToCheck.firstYear &&
    year <= calendarToCheck.lastYear &&
    !calendarToCheck.provisionalYears.includes(year)
  );
}
