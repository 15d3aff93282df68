#!/usr/bin/python3
"""MIBOR-linked FRN vectors from QuantLib-Python's OvernightIndexedCoupon (via OvernightLeg).

    /usr/bin/python3 packages/core/test/pricing/vectors/generate_mibor_frn_vectors.py

Writes mibor-frn-vectors.json next to itself. Each note: coupons 1, 2, 4 or 12 a year on a backward schedule from
maturity (NullCalendar, Unadjusted, as the engine), coupon = overnight MIBOR compounded daily in arrears + spread, paid on Actual365Fixed. QuantLib model: an
OvernightIndex 'MIBOR' (0 fixing days, Actual365Fixed) on a BespokeCalendar with Saturday and Sunday weekends and
a few random holidays (given to the engine as `holidays`); OvernightLeg with gearing 1, the spread, no payment
lag, payments on the unadjusted coupon dates, and a SimpleCashFlow of 100 at maturity. Fixings are published for
every business day from the first covered period's start to a random 'today'; later business days carry the
projected rate, stored as fixings with the evaluation date at maturity so QuantLib reads every fixing from history
instead of forecasting from a curve (a flat projection, exactly what the engine assumes). Prices: CashFlows on the
leg at an InterestRate(y, Actual365Fixed, Compounded, Annual) for the xirr basis, or Compounded at the coupon
frequency for the periodic basis. Accrued interest is the current coupon's accruedAmount(settlement).
"""
import os
import random
import sys

import QuantLib as ql

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate_vectors as base  # noqa: E402

random.seed(2026112401)
A365 = ql.Actual365Fixed()


def mibor_vector(number):
    frequency = random.choice([1, 2, 4, 4, 12])
    months = 12 // frequency
    maturity = ql.Date(random.randint(1, 28), random.randint(1, 12), random.randint(2027, 2034))
    periods = random.randint(3, 3 * frequency + 3)
    issue = maturity - ql.Period(months * periods, ql.Months)
    dates = list(ql.Schedule(issue, maturity, ql.Period(months, ql.Months), ql.NullCalendar(), ql.Unadjusted,
                             ql.Unadjusted, ql.DateGeneration.Backward, False))
    calendar = ql.BespokeCalendar('MIBOR-%d' % number)
    calendar.addWeekend(ql.Saturday)
    calendar.addWeekend(ql.Sunday)
    holidays = []
    for _ in range(random.randint(0, 12)):
        day = dates[0] + random.randint(0, dates[-1] - dates[0])
        if calendar.isBusinessDay(day):
            calendar.addHoliday(day)
            holidays.append(base.iso(day))
    index = ql.OvernightIndex('MIBOR-%d' % number, 0, ql.INRCurrency(), calendar, A365)
    # 'Today' anywhere in the note's life; the fixings cover from the start of a period up to a year before it.
    today = dates[0] + random.randint(1, dates[-1] - dates[0] - 1)
    lookback = random.randint(0, 365)
    covered = max([0] + [index for index, date in enumerate(dates[:-1]) if date <= today - lookback])
    rate = random.uniform(4, 8)
    projected = round(random.uniform(4, 8), 4)
    fixings = []
    day = dates[covered]
    while day < dates[-1]:
        if calendar.isBusinessDay(day):
            if day <= today:
                rate = max(0.5, rate + random.gauss(0, 0.08))
                fixings.append({'date': base.iso(day), 'rate': round(rate, 4)})
                index.addFixing(day, round(rate, 4) / 100, True)
            else:
                index.addFixing(day, projected / 100, True)
        day += 1
    if not fixings:
        return None
    ql.Settings.instance().evaluationDate = maturity
    spread = round(random.uniform(0, 2), 2)
    schedule = ql.Schedule(dates, ql.NullCalendar(), ql.Unadjusted)
    leg = ql.OvernightLeg([100.0], schedule, index, A365, ql.Unadjusted, [1.0], [spread / 100], False, ql.RateAveraging.Compound)
    # Coupons before the covered period have no fixings: only the covered ones are priced.
    leg = [c for c in leg if ql.as_coupon(c).accrualStartDate() >= dates[covered]]
    leg = ql.Leg(leg + [ql.SimpleCashFlow(100.0, maturity)])
    first_fixing = ql.DateParser.parseISO(fixings[0]['date'])
    settlement = max(first_fixing, dates[covered]) + random.randint(0, dates[-1] - max(first_fixing, dates[covered]) - 1)
    current = [ql.as_coupon(c) for c in leg if ql.as_coupon(c) is not None
               and ql.as_coupon(c).accrualStartDate() <= settlement < ql.as_coupon(c).accrualEndDate()][0]
    accrued = current.accruedAmount(settlement)
    basis = random.choice(['xirr', 'xirr', 'periodic'])
    comp_frequency = ql.Annual if basis == 'xirr' else base.FREQ[frequency]
    y = round(random.uniform(4, 11), 4) / 100
    interest = ql.InterestRate(y, A365, ql.Compounded, comp_frequency)
    dirty = ql.CashFlows.npv(leg, interest, False, settlement, settlement)
    duration = ql.CashFlows.duration(leg, y, A365, ql.Compounded, comp_frequency, ql.Duration.Modified, False,
                                     settlement, settlement)
    convexity = ql.CashFlows.convexity(leg, y, A365, ql.Compounded, comp_frequency, False, settlement, settlement)
    shifted = ql.InterestRate(y + base.shift(), A365, ql.Compounded, comp_frequency)
    quoted = round(ql.CashFlows.npv(leg, shifted, False, settlement, settlement) - accrued, 4)
    quoted_yield = base.solve_quantlib_yield(leg, quoted + accrued, A365, ql.Compounded, comp_frequency,
                                             settlement, y)
    note = {'spread': spread, 'frequency': frequency, 'maturityDate': base.iso(maturity),
            'issueDate': base.iso(issue), 'fixings': fixings, 'projectedRate': projected,
            'holidays': sorted(holidays), 'yieldBasis': basis}
    vector = base.record('MIBOR FRN', note, settlement, y, dirty - accrued, accrued, dirty, duration, convexity,
                         quoted, quoted_yield)
    vector['id'] = number
    vector['coupons'] = [{'date': base.iso(c.date()), 'amount': c.amount()} for c in leg
                         if c.date() > settlement]
    return vector


def main():
    vectors = []
    number = 0
    while len(vectors) < 80:
        vector = mibor_vector(number)
        number += 1
        if vector is not None:
            vectors.append(vector)
    base.write_one_per_line(os.path.join(HERE, 'mibor-frn-vectors.json'), vectors)


if __name__ == '__main__':
    main()
