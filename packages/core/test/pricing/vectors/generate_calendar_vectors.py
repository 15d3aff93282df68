#!/usr/bin/python3
"""Business-day reference vectors for @bondkit/core/pricing's calendar functions, from QuantLib-Python 1.29.

    /usr/bin/python3 packages/core/test/pricing/vectors/generate_calendar_vectors.py

Reads the holiday lines of packages/core/src/calendars/holidayLists.ts (the data the engine ships), builds a
ql.BespokeCalendar per list with Saturday and Sunday as weekend days, and records for every day of 2024-2027:
isBusinessDay, adjust() under Following / ModifiedFollowing / Preceding / ModifiedPreceding, and
advance(date, n, Days) for n = 1, 2, -1 (QuantLib's advance, the engine's `addBusinessDays` and its settlement
rule `nonBusinessTradeDate: 'advance'`). Writes calendar-vectors.json next to itself.
"""
import json
import os
import re

import QuantLib as ql

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, '..', '..', '..', 'src', 'calendars', 'holidayLists.ts')


def lines(name):
    text = open(SOURCE).read()
    block = re.search(name + r'[^{]*\{(.*?)\n\};', text, re.S).group(1)
    return {int(year): days.split() for year, days in re.findall(r"(\d{4}): '([\d ]+)'", block)}


def bespoke(name, holiday_lines):
    calendar = ql.BespokeCalendar(name)
    calendar.addWeekend(ql.Saturday)
    calendar.addWeekend(ql.Sunday)
    for year, days in holiday_lines.items():
        for day in days:
            calendar.addHoliday(ql.Date(int(day[2:]), int(day[:2]), year))
    return calendar


def iso(date):
    return '%04d-%02d-%02d' % (date.year(), date.month(), date.dayOfMonth())


def main():
    conventions = {'following': ql.Following, 'modified-following': ql.ModifiedFollowing,
                   'preceding': ql.Preceding, 'modified-preceding': ql.ModifiedPreceding}
    result = {'quantlib': ql.__version__, 'calendars': {}}
    for name, variable in (('NSE', 'nseHolidayLines'), ('RBI-MUMBAI', 'rbiMumbaiHolidayLines')):
        calendar = bespoke(name, lines(variable))
        days = []
        date = ql.Date(1, 1, 2024)
        while date < ql.Date(20, 12, 2027):
            row = {'date': iso(date), 'business': calendar.isBusinessDay(date)}
            for label, convention in conventions.items():
                row[label] = iso(calendar.adjust(date, convention))
            for n in (1, 2, -1):
                row['advance%+d' % n] = iso(calendar.advance(date, n, ql.Days))
            days.append(row)
            date = date + 1
        result['calendars'][name] = days
    with open(os.path.join(HERE, 'calendar-vectors.json'), 'w') as handle:
        json.dump(result, handle, separators=(',', ':'))
        handle.write('\n')


if __name__ == '__main__':
    main()
