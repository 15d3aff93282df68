#!/usr/bin/python3
"""Reference vectors for @bondkit/core/pricing, generated with QuantLib's Python bindings.

Run with Debian's python (apt-get install -y quantlib-python; QuantLib 1.29 made the committed file):

    /usr/bin/python3 packages/core/test/pricing/vectors/generate_vectors.py

It writes quantlib-vectors.json next to itself. The output is deterministic (fixed random seed).

How each convention is modelled in QuantLib, and where QuantLib's conventions had to be mapped:

* Schedules, every convention: ql.Schedule(issue, maturity, Period(12/f months), NullCalendar(), Unadjusted,
  Unadjusted, DateGeneration.Backward, endOfMonth=False): each date is maturity minus k whole periods with the
  day clamped to the month's end (QuantLib's Date + Period clamps), no end-of-month roll. An issue date off the
  schedule gives a short first period (a stub), as in QuantLib.

* 30/360 counts (GSEC, SDL, custom 30E/360 and 30/360): QuantLib's FixedRateBond pays rate x dayCount/360 per
  period, but the Indian convention pays exactly rate/f per regular period, even when month-end clamping makes a
  period 178 or 182 days in 30E/360. Mapping: the leg is built from ql.FixedRateCoupon objects whose own day
  counter is ActualActual(ISMA) with the period as its reference period (ISMA gives exactly 1/f for a regular
  period, so the amount is exactly rate/f); stubs use the 30/360 count itself. Discounting uses
  ql.CashFlows.npv / yieldRate / duration / convexity with an InterestRate(y, Thirty360(European or BondBasis),
  Compounded, f): QuantLib times the first step as E - A (couponPeriod - accruedPeriod, both from the accrual
  start in the yield's day counter) and later steps period by period, exactly the issue's street formula.
  Accrued interest is rate x Thirty360.dayCount(start, settlement)/360 (the coupon's ISMA counter cannot give the
  30/360 accrual). Cross-check: where every period is a regular 360/f-day period, the script also builds the
  FixedRateBond the plain way and asserts that BondFunctions.cleanPrice and accruedAmount agree to 1e-12.
  30/360 (bond basis) is QuantLib's Thirty360.BondBasis, which is the ISDA 2006 4.16(f) rule in QuantLib 1.23+.

* Ex-interest (record date) windows: FixedRateCoupon's exCouponDate = coupon date - recordDays calendar days.
  In the window QuantLib's npv gives the coupon zero weight; accrued interest is then -rate x (E - A)/360.

* ACT/365 with a periodic yield: a plain ql.FixedRateBond with Actual365Fixed (coupons rate x days/365, as
  QuantLib and the engine both define them) priced with BondFunctions and Compounded at f.

* Zero-coupon periodic (G-sec STRIPS style): ql.ZeroCouponBond; BondFunctions with Thirty360(European),
  Compounded, Semiannual (the engine's default compounding for a bond without coupons).

* TBILL, CP, CD: ql.ZeroCouponBond; BondFunctions with Actual365Fixed and Simple compounding: 100/(1 + y t).

* CORPORATE (SEBI ACT/ACT with XIRR): QuantLib has no SEBI day counter, so the coupon amounts and accrued
  interest are an independent Python implementation of the SEBI rule on QuantLib's dates: interest = rate x
  actual days / 365, or / 366 when the bond's anniversary year (maturity - (k+1) years, maturity - k years]
  holding the coupon date contains 29 February. The XIRR price sum(cf / (1+y)^(days/365)) is computed in Python
  and cross-checked against ql.CashFlows.npv on a leg of SimpleCashFlows with InterestRate(y, Actual365Fixed,
  Compounded, Annual), which compounds stepwise to the same number; the reference yield comes from QuantLib's
  CashFlows.yieldRate on that leg.

Each vector: bond terms, a settlement date, an input yield with QuantLib's clean price, accrued interest, dirty
price, modified duration and convexity at that yield, and a quoted 4-decimal clean price with QuantLib's yield.
"""

import json
import os
import random

import QuantLib as ql

random.seed(20240601)
NULL = ql.NullCalendar()
EU = ql.Thirty360(ql.Thirty360.European)
BB = ql.Thirty360(ql.Thirty360.BondBasis)
A365 = ql.Actual365Fixed()
ISMA = ql.ActualActual(ql.ActualActual.ISMA)
FREQ = {1: ql.Annual, 2: ql.Semiannual, 4: ql.Quarterly, 12: ql.Monthly}


def iso(d):
    return '%04d-%02d-%02d' % (d.year(), d.month(), d.dayOfMonth())


def random_maturity():
    year = random.randint(2025, 2060)
    kind = random.random()
    if kind < 0.25:  # month end, including 28/29 February
        month = random.randint(1, 12)
        return ql.Date.endOfMonth(ql.Date(1, month, year))
    if kind < 0.35:
        month = random.choice([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        return ql.Date(30, month, year)
    if kind < 0.42:  # 29 February of a leap year
        year = random.choice([2028, 2032, 2036, 2040, 2044, 2048, 2052])
        return ql.Date(29, 2, year)
    return ql.Date(random.randint(1, 28), random.randint(1, 12), year)


def make_schedule(issue, maturity, frequency):
    return list(ql.Schedule(issue, maturity, ql.Period(12 // frequency, ql.Months), NULL, ql.Unadjusted,
                            ql.Unadjusted, ql.DateGeneration.Backward, False))


def pick_issue(maturity, frequency, years):
    """Issue on the schedule (maturity - n periods), or off it (a short first period)."""
    months = 12 // frequency
    periods = max(1, (years * 12) // months)
    on_schedule = maturity - ql.Period(months * periods, ql.Months)
    if random.random() < 0.75:
        return on_schedule, True
    return on_schedule + random.randint(1, months * 28 - 1), False


def pick_settlement(dates, issue, maturity):
    """Half on or around a coupon date (-2..+2 days), half anywhere after issue and before maturity."""
    latest = maturity - 1
    earliest = max(issue, maturity - 365 * 15)
    if random.random() < 0.5 and len(dates) > 2:
        coupon = random.choice(dates[1:])
        settlement = coupon + random.choice([-2, -1, 0, 0, 1, 2])
    else:
        settlement = earliest + random.randint(0, max(0, latest - earliest))
    return min(max(settlement, issue), latest)


def period_of(dates, settlement):
    for start, end in zip(dates[:-1], dates[1:]):
        if start <= settlement < end:
            return start, end
    raise AssertionError('settlement outside schedule')


def write_one_per_line(path, vectors):
    """Writes {quantlib, vectors} with one vector a line (files whose vectors carry long lists stay diffable)."""
    with open(path, 'w') as handle:
        handle.write('{"quantlib": %s, "vectors": [\n' % json.dumps(ql.__version__))
        handle.write(',\n'.join(json.dumps(vector, separators=(',', ':')) for vector in vectors))
        handle.write('\n]}\n')


def shift():
    """The quoted price is the price at a yield up to 50 basis points away, rounded to 4 decimals."""
    return random.uniform(-0.005, 0.005)


def solve_quantlib_yield(leg, dirty, rate_day_counter, compounding, frequency, settlement, guess):
    return ql.CashFlows.yieldRate(leg, dirty, rate_day_counter, compounding, frequency, False, settlement,
                                  settlement, 1.0e-14, 10000, guess)


def record(group, bond, settlement, yield_fraction, clean, accrued, dirty, duration, convexity, quoted, quoted_yield):
    return {
        'group': group,
        'bond': bond,
        'settlementDate': iso(settlement),
        'yield': round(yield_fraction * 100, 6),
        'cleanPrice': clean,
        'accruedInterest': accrued,
        'dirtyPrice': dirty,
        'modifiedDuration': duration,
        'convexity': convexity,
        'quotedCleanPrice': quoted,
        'quotedYield': None if quoted_yield is None else quoted_yield * 100,
    }


def thirty_vector(group, convention, day_counter, frequency, record_days_choices):
    maturity = random_maturity()
    issue, _ = pick_issue(maturity, frequency, random.randint(1, 30))
    dates = make_schedule(issue, maturity, frequency)
    settlement = pick_settlement(dates, issue, maturity)
    rate = round(random.uniform(0.5, 12), 2)
    record_days = random.choice(record_days_choices)
    leg = []
    for index, (start, end) in enumerate(zip(dates[:-1], dates[1:])):
        stub = index == 0 and start != maturity - ql.Period((12 // frequency) * (len(dates) - 1), ql.Months)
        ex_date = end - record_days if record_days else ql.Date()
        if stub:
            coupon = ql.FixedRateCoupon(end, 100.0, rate / 100, day_counter, start, end, start, end, ex_date)
        else:
            coupon = ql.FixedRateCoupon(end, 100.0, rate / 100, ISMA, start, end, start, end, ex_date)
            assert abs(coupon.amount() - rate / frequency) < 1e-12
        leg.append(coupon)
    leg.append(ql.Redemption(100.0, maturity))
    start, end = period_of(dates, settlement)
    accrued_days = day_counter.dayCount(start, settlement)
    period_days = day_counter.dayCount(start, end)
    in_window = record_days and settlement >= end - record_days
    accrued = -rate * (period_days - accrued_days) / 360 if in_window else rate * accrued_days / 360
    y = round(random.uniform(0.5, 15), 4) / 100
    interest = ql.InterestRate(y, day_counter, ql.Compounded, FREQ[frequency])
    dirty = ql.CashFlows.npv(leg, interest, False, settlement, settlement)
    duration = ql.CashFlows.duration(leg, y, day_counter, ql.Compounded, FREQ[frequency], ql.Duration.Modified,
                                     False, settlement, settlement)
    convexity = ql.CashFlows.convexity(leg, y, day_counter, ql.Compounded, FREQ[frequency], False, settlement,
                                       settlement)
    regular = all(day_counter.dayCount(a, b) == 360 // frequency for a, b in zip(dates[:-1], dates[1:]))
    if regular and not record_days:
        # The plain FixedRateBond model must agree wherever coupons are exactly rate/f anyway.
        bond = ql.FixedRateBond(0, 100.0, ql.Schedule(dates, NULL, ql.Unadjusted), [rate / 100], day_counter)
        plain_clean = ql.BondFunctions.cleanPrice(bond, y, day_counter, ql.Compounded, FREQ[frequency], settlement)
        plain_accrued = ql.BondFunctions.accruedAmount(bond, settlement)
        assert abs(plain_clean - (dirty - accrued)) < 1e-10, (plain_clean, dirty - accrued)
        assert abs(plain_accrued - accrued) < 1e-12
    shifted = ql.InterestRate(y + shift(), day_counter, ql.Compounded, FREQ[frequency])
    quoted = round(ql.CashFlows.npv(leg, shifted, False, settlement, settlement) - accrued, 4)
    if settlement >= dates[-2] and day_counter.dayCount(settlement, maturity) == 0:
        # Settling on the 30th for a 31st maturity leaves no time in a 30/360 count: the price is the same at
        # every yield and no yield can be solved for (QuantLib cannot bracket; the engine says price_unreachable).
        quoted, quoted_yield = None, None
    else:
        quoted_yield = solve_quantlib_yield(leg, quoted + accrued, day_counter, ql.Compounded, FREQ[frequency],
                                            settlement, y)
    terms = {'couponRate': rate, 'frequency': frequency, 'maturityDate': iso(maturity), 'issueDate': iso(issue),
             'convention': convention}
    if record_days:
        terms['recordDays'] = record_days
    return record(group, terms, settlement, y, dirty - accrued, accrued, dirty, duration, convexity, quoted,
                  quoted_yield)


def act365_periodic_vector(frequency):
    maturity = random_maturity()
    issue, _ = pick_issue(maturity, frequency, random.randint(1, 20))
    dates = make_schedule(issue, maturity, frequency)
    settlement = pick_settlement(dates, issue, maturity)
    rate = round(random.uniform(0.5, 12), 2)
    bond = ql.FixedRateBond(0, 100.0, ql.Schedule(dates, NULL, ql.Unadjusted), [rate / 100], A365)
    y = round(random.uniform(0.5, 15), 4) / 100
    clean = ql.BondFunctions.cleanPrice(bond, y, A365, ql.Compounded, FREQ[frequency], settlement)
    accrued = ql.BondFunctions.accruedAmount(bond, settlement)
    interest = ql.InterestRate(y, A365, ql.Compounded, FREQ[frequency])
    duration = ql.BondFunctions.duration(bond, interest, ql.Duration.Modified, settlement)
    convexity = ql.BondFunctions.convexity(bond, interest, settlement)
    quoted = round(ql.BondFunctions.cleanPrice(bond, y + shift(), A365, ql.Compounded, FREQ[frequency], settlement), 4)
    quoted_yield = ql.BondFunctions.bondYield(bond, quoted, A365, ql.Compounded,
                                              FREQ[frequency], settlement, 1.0e-14, 10000, y)
    terms = {'couponRate': rate, 'frequency': frequency, 'maturityDate': iso(maturity), 'issueDate': iso(issue),
             'convention': {'dayCount': 'ACT/365', 'yieldBasis': 'periodic'}}
    return record('ACT/365 periodic f=%d' % frequency, terms, settlement, y, clean, accrued, clean + accrued,
                  duration, convexity, quoted, quoted_yield)


def zero_vector(group, convention, day_counter, compounding, frequency, max_days):
    settlement = ql.Date(1, 1, 2024) + random.randint(0, 3000)
    if random.random() < 0.2:
        settlement = ql.Date.endOfMonth(settlement)
    maturity = settlement + random.randint(1, max_days)
    issue = settlement - random.randint(0, 30)
    bond = ql.ZeroCouponBond(0, NULL, 100.0, maturity, ql.Unadjusted, 100.0, issue)
    y = round(random.uniform(3, 12), 4) / 100
    clean = ql.BondFunctions.cleanPrice(bond, y, day_counter, compounding, frequency, settlement)
    interest = ql.InterestRate(y, day_counter, compounding, frequency)
    duration = ql.BondFunctions.duration(bond, interest, ql.Duration.Modified, settlement)
    convexity = ql.BondFunctions.convexity(bond, interest, settlement)
    quoted = round(clean, 4)
    quoted_yield = ql.BondFunctions.bondYield(bond, quoted, day_counter,
                                              compounding, frequency, settlement, 1.0e-14, 10000, y)
    terms = {'couponRate': 0, 'frequency': 0, 'maturityDate': iso(maturity), 'issueDate': iso(issue),
             'convention': convention}
    return record(group, terms, settlement, y, clean, 0.0, clean, duration, convexity, quoted, quoted_yield)


def contains_leap_day(after, up_to):
    for year in range(after.year(), up_to.year() + 1):
        if ql.Date.isLeap(year):
            leap_day = ql.Date(29, 2, year)
            if after < leap_day <= up_to:
                return True
    return False


def sebi_year_days(maturity, end):
    """365, or 366 when the anniversary year (counted back from maturity) holding `end` contains 29 February."""
    k = 0
    while maturity - ql.Period(12 * (k + 1), ql.Months) >= end:
        k += 1
    year_end = maturity - ql.Period(12 * k, ql.Months)
    year_start = maturity - ql.Period(12 * (k + 1), ql.Months)
    assert year_start < end <= year_end
    return 366 if contains_leap_day(year_start, year_end) else 365


def corporate_vector(frequency):
    maturity = random_maturity()
    issue, _ = pick_issue(maturity, frequency, random.randint(1, 15))
    dates = make_schedule(issue, maturity, frequency)
    settlement = pick_settlement(dates, issue, maturity)
    rate = round(random.uniform(5, 12), 2)
    record_days = random.choice([0, 0, 0, 15])
    start, end = period_of(dates, settlement)
    in_window = record_days and settlement >= end - record_days
    year_days = sebi_year_days(maturity, end)
    if in_window:
        accrued = -rate * (end - settlement) / year_days
    else:
        accrued = rate * (settlement - start) / year_days
    flows = []
    for a, b in zip(dates[:-1], dates[1:]):
        if b <= settlement:
            continue
        # Inside the record-date window the next coupon goes to the seller; principal still goes to the buyer.
        coupon = 0.0 if in_window and b == end else rate * (b - a) / sebi_year_days(maturity, b)
        flows.append((b, coupon + (100.0 if b == maturity else 0.0)))
    y = round(random.uniform(5, 15), 4) / 100
    dirty = sum(amount / (1 + y) ** ((date - settlement) / 365.0) for date, amount in flows)
    leg = [ql.SimpleCashFlow(amount, date) for date, amount in flows]
    interest = ql.InterestRate(y, A365, ql.Compounded, ql.Annual)
    quantlib_dirty = ql.CashFlows.npv(leg, interest, False, settlement, settlement)
    assert abs(quantlib_dirty - dirty) < 1e-10, (quantlib_dirty, dirty)
    duration = ql.CashFlows.duration(leg, y, A365, ql.Compounded, ql.Annual, ql.Duration.Modified, False,
                                     settlement, settlement)
    convexity = ql.CashFlows.convexity(leg, y, A365, ql.Compounded, ql.Annual, False, settlement, settlement)
    shifted = y + shift()
    quoted = round(sum(amount / (1 + shifted) ** ((date - settlement) / 365.0) for date, amount in flows) - accrued, 4)
    quoted_yield = solve_quantlib_yield(leg, quoted + accrued, A365, ql.Compounded, ql.Annual, settlement, y)
    terms = {'couponRate': rate, 'frequency': frequency, 'maturityDate': iso(maturity), 'issueDate': iso(issue),
             'convention': 'CORPORATE'}
    if record_days:
        terms['recordDays'] = record_days
    return record('CORPORATE f=%d' % frequency, terms, settlement, y, dirty - accrued, accrued, dirty, duration,
                  convexity, quoted, quoted_yield)


def main():
    vectors = []
    for _ in range(300):
        vectors.append(thirty_vector('GSEC', 'GSEC', EU, 2, [0, 0, 0, 0, 1, 3, 14]))
    for _ in range(100):
        vectors.append(thirty_vector('SDL', 'SDL', EU, 2, [0]))
    for frequency in (1, 4, 12):
        for _ in range(50):
            vectors.append(thirty_vector('30E/360 periodic f=%d' % frequency,
                                         {'dayCount': '30E/360', 'yieldBasis': 'periodic'}, EU, frequency, [0, 5]))
    for frequency in (1, 2, 4):
        for _ in range(50):
            vectors.append(thirty_vector('30/360 periodic f=%d' % frequency,
                                         {'dayCount': '30/360', 'yieldBasis': 'periodic'}, BB, frequency, [0]))
    for frequency in (1, 2, 4):
        for _ in range(30):
            vectors.append(act365_periodic_vector(frequency))
    for convention, max_days in (('TBILL', 364), ('CP', 365), ('CD', 365 * 3)):
        for _ in range(50):
            vectors.append(zero_vector(convention, convention, A365, ql.Simple, ql.Annual, max_days))
    for _ in range(50):
        vectors.append(zero_vector('zero-coupon GSEC', 'GSEC', EU, ql.Compounded, ql.Semiannual, 365 * 30))
    for frequency in (1, 2, 4, 12):
        for _ in range(60):
            vectors.append(corporate_vector(frequency))
    for index, vector in enumerate(vectors):
        vector['id'] = index
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'quantlib-vectors.json')
    with open(path, 'w') as output:
        json.dump({'generator': 'generate_vectors.py', 'quantlib': ql.__version__, 'vectors': vectors}, output,
                  separators=(',', ':'))
        output.write('\n')
    print('wrote %d vectors to %s' % (len(vectors), path))


if __name__ == '__main__':
    main()
