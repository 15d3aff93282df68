#!/usr/bin/python3
"""GOI floating rate bond (FRB) vectors from QuantLib-Python's FloatingRateBond.

    /usr/bin/python3 packages/core/test/pricing/vectors/generate_frb_vectors.py

Writes frb-vectors.json next to itself. Each bond: semi-annual coupons, coupon = base rate + spread, the base rate
of a reset the average of three 182-day T-bill cut-off yields. QuantLib model: an IborIndex 'TBILL182' (6M, no
fixing days, NullCalendar) whose fixing on each reset date is that average; FloatingRateBond with gearing 1, the
spread, fixingDays 0 and ActualActual(ISMA) as the coupon day counter (exactly half the annual rate per regular
period, as a G-sec pays); periods after the last reset carry the last base rate (stored as their fixings, with the
evaluation date set to maturity so QuantLib reads every fixing from history rather than forecasting). Accrued
interest is recomputed on 30E/360 (rate x days / 360, the G-sec rule, which ISMA cannot give) and prices use
CashFlows on the bond's leg at a Thirty360(European) yield compounded semi-annually, as generate_vectors.py does.
"""
import json
import os
import random
import sys

import QuantLib as ql

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate_vectors as base  # noqa: E402

random.seed(2026112301)
EU = base.EU
SIX = ql.Period(6, ql.Months)


def frb_vector(index_number):
    maturity = ql.Date(random.randint(1, 28), random.randint(1, 12), random.randint(2028, 2040))
    periods = random.randint(6, 24)
    issue = maturity - ql.Period(6 * periods, ql.Months)
    dates = list(ql.Schedule(issue, maturity, SIX, ql.NullCalendar(), ql.Unadjusted, ql.Unadjusted,
                             ql.DateGeneration.Backward, False))
    spread = round(random.uniform(0.5, 2), 2)
    known = random.randint(1, len(dates) - 2)  # resets known so far
    resets = []
    for start in dates[:known]:
        yields = [round(random.uniform(4, 8), 4) for _ in range(3)]
        resets.append((start, yields))
    index = ql.IborIndex('TBILL182-%d' % index_number, SIX, 0, ql.INRCurrency(), ql.NullCalendar(), ql.Unadjusted,
                         False, EU)
    last_base = None
    for start in dates[:-1]:
        found = [y for d, y in resets if d == start]
        if found:
            last_base = sum(found[0]) / 3
        index.addFixing(start, last_base / 100, True)
    ql.Settings.instance().evaluationDate = maturity
    schedule = ql.Schedule(dates, ql.NullCalendar(), ql.Unadjusted)
    bond = ql.FloatingRateBond(0, 100.0, schedule, index, base.ISMA, ql.Unadjusted, 0, [1.0], [spread / 100])
    leg = bond.cashflows()
    settlement = dates[known - 1] + random.randint(0, dates[known] - dates[known - 1] - 1)
    start, end = base.period_of(dates, settlement)
    current = [c for c in map(ql.as_floating_rate_coupon, leg) if c is not None and c.accrualStartDate() == start][0]
    accrued = current.rate() * 100 * EU.dayCount(start, settlement) / 360
    y = round(random.uniform(4, 12), 4) / 100
    interest = ql.InterestRate(y, EU, ql.Compounded, ql.Semiannual)
    dirty = ql.CashFlows.npv(leg, interest, False, settlement, settlement)
    duration = ql.CashFlows.duration(leg, y, EU, ql.Compounded, ql.Semiannual, ql.Duration.Modified, False,
                                     settlement, settlement)
    convexity = ql.CashFlows.convexity(leg, y, EU, ql.Compounded, ql.Semiannual, False, settlement, settlement)
    shifted = ql.InterestRate(y + base.shift(), EU, ql.Compounded, ql.Semiannual)
    quoted = round(ql.CashFlows.npv(leg, shifted, False, settlement, settlement) - accrued, 4)
    quoted_yield = base.solve_quantlib_yield(leg, quoted + accrued, EU, ql.Compounded, ql.Semiannual, settlement, y)
    frb = {'spread': spread, 'maturityDate': base.iso(maturity), 'issueDate': base.iso(issue),
           'resets': [{'date': base.iso(d), 'tbillYields': yields} for d, yields in resets]}
    vector = base.record('GOI FRB', frb, settlement, y, dirty - accrued, accrued, dirty, duration, convexity,
                         quoted, quoted_yield)
    vector['id'] = index_number
    return vector


def main():
    vectors = [frb_vector(number) for number in range(80)]
    with open(os.path.join(HERE, 'frb-vectors.json'), 'w') as handle:
        json.dump({'quantlib': ql.__version__, 'vectors': vectors}, handle, indent=1)
        handle.write('\n')


if __name__ == '__main__':
    main()
