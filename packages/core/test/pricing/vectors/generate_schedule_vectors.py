#!/usr/bin/python3
"""Reference vectors for odd coupon schedules, business-day record dates and corporate maturities on holidays.

    /usr/bin/python3 packages/core/test/pricing/vectors/generate_schedule_vectors.py

Writes schedule-vectors.json next to itself (QuantLib 1.29 made the committed file; fixed seed). Same record
format and the same QuantLib mappings as generate_vectors.py (read its docstring first); what is new:

* `first-coupon` (GSEC): ql.Schedule(issue, maturity, 6M, NullCalendar, Unadjusted, Unadjusted, Backward, False,
  firstDate=firstCouponDate): a long first coupon (the second grid date after issue), a short one (the first), or
  one off the grid (the schedule then has an irregular period after it too, as QuantLib builds it).
* `last-coupon` (GSEC): the same with nextToLastDate=lastCouponDate: regular dates count back from it, and the last
  period (last coupon to maturity) is short or long.
  In both, a regular period pays exactly rate/2 (FixedRateCoupon with ActualActual ISMA over its reference period)
  and an irregular one rate x 30E/360 days / 360 (FixedRateCoupon with Thirty360 European), as the engine does.
* `record-business-days` (GSEC, WeekendsOnly calendar): each coupon's exCouponDate = calendar.advance(coupon date,
  -n, Days); settlements in the shut period before maturity are not generated (the engine refuses them).
* `holiday-maturity` (CORPORATE, term-sheet reading): maturities on a Saturday or Sunday;
  ql.Schedule(issue, maturity, tenor, WeekendsOnly, Unadjusted, Preceding, Backward, False) ends the last period on
  the previous business day, so the final coupon accrues only to it and is discounted from it. Coupons and accrued
  interest follow SEBI's ACT/ACT rule in Python on those QuantLib dates (as generate_vectors.py's CORPORATE
  vectors), priced with QuantLib's CashFlows on SimpleCashFlows at an annually compounded Actual/365 yield.
* `final-period simple` (GSEC, `finalPeriodYield: 'simple'`): settlement in the last coupon period, priced with
  InterestRate(y, Thirty360 European, SimpleThenCompounded, Semiannual): 1 / (1 + y t) there.
* `sebi coupon-period` (CORPORATE, `sebiLeapYear: 'coupon-period'`): as generate_vectors.py's CORPORATE vectors,
  with 366 days only for a coupon period that itself holds 29 February.
"""
import json
import os
import random
import sys

import QuantLib as ql

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate_vectors as base  # noqa: E402  (its helpers; importing it generates nothing)

random.seed(20261123)
NULL = ql.NullCalendar()
WEEKENDS = ql.WeekendsOnly()
EU = base.EU
SIX = ql.Period(6, ql.Months)


def maturity_date():
    return ql.Date(random.randint(1, 28), random.randint(1, 12), random.randint(2027, 2045))


def gsec_leg(dates, rate, ex_dates):
    leg = []
    for start, end in zip(dates[:-1], dates[1:]):
        regular = end - SIX == start
        counter = base.ISMA if regular else EU
        coupon = ql.FixedRateCoupon(end, 100.0, rate / 100, counter, start, end, start, end, ex_dates.get(end, ql.Date()))
        if regular:
            assert abs(coupon.amount() - rate / 2) < 1e-12
        leg.append(coupon)
    leg.append(ql.Redemption(100.0, dates[-1]))
    return leg


def gsec_vector(group, dates, terms, settlement, ex_dates):
    rate = terms['couponRate']
    leg = gsec_leg(dates, rate, ex_dates)
    start, end = base.period_of(dates, settlement)
    accrued_days = EU.dayCount(start, settlement)
    period_days = EU.dayCount(start, end)
    in_window = end in ex_dates and settlement >= ex_dates[end]
    accrued = -rate * (period_days - accrued_days) / 360 if in_window else rate * accrued_days / 360
    y = round(random.uniform(0.5, 15), 4) / 100
    interest = ql.InterestRate(y, EU, ql.Compounded, ql.Semiannual)
    dirty = ql.CashFlows.npv(leg, interest, False, settlement, settlement)
    duration = ql.CashFlows.duration(leg, y, EU, ql.Compounded, ql.Semiannual, ql.Duration.Modified, False,
                                     settlement, settlement)
    convexity = ql.CashFlows.convexity(leg, y, EU, ql.Compounded, ql.Semiannual, False, settlement, settlement)
    shifted = ql.InterestRate(y + base.shift(), EU, ql.Compounded, ql.Semiannual)
    quoted = round(ql.CashFlows.npv(leg, shifted, False, settlement, settlement) - accrued, 4)
    quoted_yield = base.solve_quantlib_yield(leg, quoted + accrued, EU, ql.Compounded, ql.Semiannual, settlement, y)
    return base.record(group, terms, settlement, y, dirty - accrued, accrued, dirty, duration, convexity, quoted,
                       quoted_yield)


def settlement_in(dates, earliest, latest):
    if random.random() < 0.5:
        settlement = random.choice(dates[1:-1] or dates[1:]) + random.choice([-2, -1, 0, 1, 2])
    else:
        settlement = earliest + random.randint(0, max(0, latest - earliest))
    return min(max(settlement, earliest), latest)


def first_coupon_vector():
    maturity = maturity_date()
    periods = random.randint(4, 30)
    grid_start = maturity - ql.Period(6 * periods, ql.Months)
    issue = grid_start + random.randint(1, 170)
    kind = random.choice(['long', 'short', 'off-grid'])
    first_grid = grid_start + SIX
    first = first_grid + SIX if kind == 'long' else first_grid
    if kind == 'off-grid':
        first = first_grid + random.choice([-1, 1]) * random.randint(5, 40)
        if first <= issue:
            first = first_grid + random.randint(5, 40)
    dates = list(ql.Schedule(issue, maturity, SIX, NULL, ql.Unadjusted, ql.Unadjusted, ql.DateGeneration.Backward,
                             False, first))
    assert dates[1] == first, (dates[:3], first)
    rate = round(random.uniform(0.5, 12), 2)
    settlement = settlement_in(dates[:4], issue, min(maturity - 1, dates[3]))
    terms = {'couponRate': rate, 'frequency': 2, 'maturityDate': base.iso(maturity), 'issueDate': base.iso(issue),
             'firstCouponDate': base.iso(first), 'convention': 'GSEC'}
    return gsec_vector('first-coupon ' + kind, dates, terms, settlement, {})


def last_coupon_vector():
    maturity = maturity_date()
    last = maturity - random.randint(30, 330)
    periods = random.randint(3, 30)
    issue = last - ql.Period(6 * periods, ql.Months)
    dates = list(ql.Schedule(issue, maturity, SIX, NULL, ql.Unadjusted, ql.Unadjusted, ql.DateGeneration.Backward,
                             False, ql.Date(), last))
    assert dates[-2] == last, (dates[-3:], last)
    rate = round(random.uniform(0.5, 12), 2)
    settlement = settlement_in(dates[-4:], max(issue, dates[-4]), maturity - 1)
    terms = {'couponRate': rate, 'frequency': 2, 'maturityDate': base.iso(maturity), 'issueDate': base.iso(issue),
             'lastCouponDate': base.iso(last), 'convention': 'GSEC'}
    return gsec_vector('last-coupon', dates, terms, settlement, {})


def record_business_days_vector():
    maturity = maturity_date()
    periods = random.randint(2, 30)
    issue = maturity - ql.Period(6 * periods, ql.Months)
    dates = list(ql.Schedule(issue, maturity, SIX, NULL, ql.Unadjusted, ql.Unadjusted, ql.DateGeneration.Backward,
                             False))
    days = random.choice([1, 2, 3, 5, 10])
    ex_dates = {end: WEEKENDS.advance(end, -days, ql.Days) for end in dates[1:]}
    rate = round(random.uniform(0.5, 12), 2)
    shut = ex_dates[maturity]
    coupon = random.choice(dates[1:-1] or [dates[-1]])
    settlement = ex_dates[coupon] + random.randint(-3, 3) if random.random() < 0.7 else issue + random.randint(0, shut - issue - 1)
    settlement = min(max(settlement, issue), shut - 1)
    terms = {'couponRate': rate, 'frequency': 2, 'maturityDate': base.iso(maturity), 'issueDate': base.iso(issue),
             'recordBusinessDays': days, 'convention': 'GSEC'}
    return gsec_vector('record-business-days', dates, terms, settlement, ex_dates)


def holiday_maturity_vector():
    frequency = random.choice([1, 2, 4, 12])
    maturity = maturity_date()
    while maturity.weekday() not in (ql.Saturday, ql.Sunday):
        maturity = maturity + 1
    issue, _ = base.pick_issue(maturity, frequency, random.randint(1, 10))
    tenor = ql.Period(12 // frequency, ql.Months)
    dates = list(ql.Schedule(issue, maturity, tenor, WEEKENDS, ql.Unadjusted, ql.Preceding,
                             ql.DateGeneration.Backward, False))
    paid = dates[-1]
    assert paid < maturity and WEEKENDS.isBusinessDay(paid)
    rate = round(random.uniform(5, 12), 2)
    settlement = base.pick_settlement(dates, issue, paid)
    start, end = base.period_of(dates, settlement)
    year_days = base.sebi_year_days(maturity, end if end != paid else maturity)
    accrued = rate * (settlement - start) / year_days
    flows = []
    for a, b in zip(dates[:-1], dates[1:]):
        if b <= settlement:
            continue
        coupon = rate * (b - a) / base.sebi_year_days(maturity, maturity if b == paid else b)
        flows.append((b, coupon + (100.0 if b == paid else 0.0)))
    y = round(random.uniform(5, 15), 4) / 100
    leg = [ql.SimpleCashFlow(amount, date) for date, amount in flows]
    interest = ql.InterestRate(y, base.A365, ql.Compounded, ql.Annual)
    dirty = ql.CashFlows.npv(leg, interest, False, settlement, settlement)
    direct = sum(amount / (1 + y) ** ((date - settlement) / 365.0) for date, amount in flows)
    assert abs(direct - dirty) < 1e-10
    duration = ql.CashFlows.duration(leg, y, base.A365, ql.Compounded, ql.Annual, ql.Duration.Modified, False,
                                     settlement, settlement)
    convexity = ql.CashFlows.convexity(leg, y, base.A365, ql.Compounded, ql.Annual, False, settlement, settlement)
    shifted = ql.InterestRate(y + base.shift(), base.A365, ql.Compounded, ql.Annual)
    quoted = round(ql.CashFlows.npv(leg, shifted, False, settlement, settlement) - accrued, 4)
    quoted_yield = base.solve_quantlib_yield(leg, quoted + accrued, base.A365, ql.Compounded, ql.Annual, settlement, y)
    terms = {'couponRate': rate, 'frequency': frequency, 'maturityDate': base.iso(maturity),
             'issueDate': base.iso(issue), 'convention': 'CORPORATE'}
    return base.record('holiday-maturity f=%d' % frequency, terms, settlement, y, dirty - accrued, accrued, dirty,
                       duration, convexity, quoted, quoted_yield)


def final_period_vector():
    """Settlement in the last coupon period; the yield simple there (QuantLib SimpleThenCompounded)."""
    maturity = maturity_date()
    periods = random.randint(1, 20)
    issue = maturity - ql.Period(6 * periods, ql.Months)
    dates = list(ql.Schedule(issue, maturity, SIX, NULL, ql.Unadjusted, ql.Unadjusted, ql.DateGeneration.Backward,
                             False))
    settlement = dates[-2] + random.randint(0, dates[-1] - dates[-2] - 1)
    rate = round(random.uniform(0.5, 12), 2)
    leg = gsec_leg(dates, rate, {})
    accrued = rate * EU.dayCount(dates[-2], settlement) / 360
    y = round(random.uniform(0.5, 15), 4) / 100
    interest = ql.InterestRate(y, EU, ql.SimpleThenCompounded, ql.Semiannual)
    dirty = ql.CashFlows.npv(leg, interest, False, settlement, settlement)
    duration = ql.CashFlows.duration(leg, y, EU, ql.SimpleThenCompounded, ql.Semiannual, ql.Duration.Modified,
                                     False, settlement, settlement)
    convexity = ql.CashFlows.convexity(leg, y, EU, ql.SimpleThenCompounded, ql.Semiannual, False, settlement,
                                       settlement)
    shifted = ql.InterestRate(y + base.shift(), EU, ql.SimpleThenCompounded, ql.Semiannual)
    quoted = round(ql.CashFlows.npv(leg, shifted, False, settlement, settlement) - accrued, 4)
    quoted_yield = base.solve_quantlib_yield(leg, quoted + accrued, EU, ql.SimpleThenCompounded, ql.Semiannual,
                                             settlement, y)
    terms = {'couponRate': rate, 'frequency': 2, 'maturityDate': base.iso(maturity), 'issueDate': base.iso(issue),
             'convention': 'GSEC', 'finalPeriodYield': 'simple'}
    if EU.dayCount(settlement, maturity) == 0:
        return None
    return base.record('final-period simple', terms, settlement, y, dirty - accrued, accrued, dirty, duration,
                       convexity, quoted, quoted_yield)


def sebi_coupon_period_vector():
    """CORPORATE with SEBI's 366 only for the coupon period holding 29 February (the coupon-period reading)."""
    frequency = random.choice([2, 4, 12])
    maturity = maturity_date()
    issue, _ = base.pick_issue(maturity, frequency, random.randint(1, 10))
    dates = base.make_schedule(issue, maturity, frequency)
    settlement = base.pick_settlement(dates, issue, maturity)
    rate = round(random.uniform(5, 12), 2)

    def year_days(a, b):
        return 366 if base.contains_leap_day(a, b) else 365
    start, end = base.period_of(dates, settlement)
    accrued = rate * (settlement - start) / year_days(start, end)
    flows = [(b, rate * (b - a) / year_days(a, b) + (100.0 if b == maturity else 0.0))
             for a, b in zip(dates[:-1], dates[1:]) if b > settlement]
    y = round(random.uniform(5, 15), 4) / 100
    leg = [ql.SimpleCashFlow(amount, date) for date, amount in flows]
    interest = ql.InterestRate(y, base.A365, ql.Compounded, ql.Annual)
    dirty = ql.CashFlows.npv(leg, interest, False, settlement, settlement)
    duration = ql.CashFlows.duration(leg, y, base.A365, ql.Compounded, ql.Annual, ql.Duration.Modified, False,
                                     settlement, settlement)
    convexity = ql.CashFlows.convexity(leg, y, base.A365, ql.Compounded, ql.Annual, False, settlement, settlement)
    shifted = ql.InterestRate(y + base.shift(), base.A365, ql.Compounded, ql.Annual)
    quoted = round(ql.CashFlows.npv(leg, shifted, False, settlement, settlement) - accrued, 4)
    quoted_yield = base.solve_quantlib_yield(leg, quoted + accrued, base.A365, ql.Compounded, ql.Annual, settlement, y)
    terms = {'couponRate': rate, 'frequency': frequency, 'maturityDate': base.iso(maturity),
             'issueDate': base.iso(issue), 'convention': 'CORPORATE', 'sebiLeapYear': 'coupon-period',
             'holidayMaturity': 'scheduled'}
    return base.record('sebi coupon-period f=%d' % frequency, terms, settlement, y, dirty - accrued, accrued, dirty,
                       duration, convexity, quoted, quoted_yield)


def main():
    vectors = []
    for make, count in ((first_coupon_vector, 150), (last_coupon_vector, 100), (record_business_days_vector, 100),
                        (holiday_maturity_vector, 120), (final_period_vector, 100), (sebi_coupon_period_vector, 90)):
        for _ in range(count):
            vector = make()
            if vector is not None:
                vectors.append(vector)
    for index, vector in enumerate(vectors):
        vector['id'] = index
    with open(os.path.join(HERE, 'schedule-vectors.json'), 'w') as handle:
        json.dump({'quantlib': ql.__version__, 'vectors': vectors}, handle, indent=1)
        handle.write('\n')


if __name__ == '__main__':
    main()
