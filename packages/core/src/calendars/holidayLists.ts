// Holiday lists as data: one line per calendar year, each holiday as MMDD, weekdays only (a holiday on a Saturday or
// Sunday changes nothing). To add a year, add its line to both lists from the published source named in the
// package README (NSE's annual "Trading holidays" circular for the capital market segment; RBI's holiday matrix for
// the Mumbai regional office, "Holiday under Negotiable Instruments Act"), add any holiday declared later in the
// year (elections), and remove the year from `provisionalYears`. Tests check every entry is a weekday in its year.

/** NSE capital market segment trading holidays (which are also its clearing corporation's settlement holidays). */
export const nseHolidayLines: Readonly<Record<number, string>> = {
  // Circular of December 2023, plus 22 January (special holiday), 20 May and 20 November (elections in Mumbai).
  2024: '0122 0126 0308 0325 0329 0411 0417 0501 0520 0617 0717 0815 1002 1101 1115 1120 1225',
  2025: '0226 0314 0331 0410 0414 0418 0501 0815 0827 1002 1021 1022 1105 1225',
  // Circular of December 2025, plus 15 January (Maharashtra municipal elections, declared January 2026).
  2026: '0115 0126 0303 0326 0331 0403 0414 0501 0528 0626 0914 1002 1020 1110 1124 1225',
  // Not yet published (NSE publishes each December): the fixed-date holidays and Good Friday only.
  2027: '0126 0326 0414',
};

/** RBI Mumbai: holidays under the Negotiable Instruments Act, when RBI's settlement systems (and so CCIL's G-sec
 * settlement and NDS-OM) are closed in Mumbai; includes 1 April, the banks' closing of accounts. */
export const rbiMumbaiHolidayLines: Readonly<Record<number, string>> = {
  2024: '0122 0126 0219 0308 0325 0329 0401 0409 0411 0417 0501 0520 0523 0617 0717 0815 0918 1002 1101 1115 1120 1225',
  2025: '0219 0226 0314 0331 0401 0410 0414 0418 0501 0512 0815 0827 0905 1002 1021 1022 1105 1225',
  2026: '0115 0126 0219 0303 0319 0326 0331 0401 0403 0414 0501 0528 0626 0826 0914 1002 1020 1110 1124 1225',
  2027: '0126 0219 0326 0401 0414',
};

/** Years whose lines above are not yet the published list. */
export const provisionalYears: readonly number[] = [2027];
