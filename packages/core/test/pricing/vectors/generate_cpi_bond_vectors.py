#!/usr/bin/python3
"""Capital-indexed (inflation-indexed) bond vectors from QuantLib-Python's CPIBond.

    /usr/bin/python3 packages/core/test/pricing/vectors/generate_cpi_bond_vectors.py

Writes cpi-bond-vectors.json next to itself. Each bond is an RBI-style inflation-indexed bond: a real coupon paid
semi-annually (or 1, 4, 12 a year) on the index-adjusted principal, the adjusted principal (floored at par) repaid
at maturity, the index ratio = reference index on a date / reference index on the issue date, and the reference
index of a date = the monthly index `lag` months earlier interpolated linearly through the month:
Ref(t) = Ref(M) + (day - 1) / days-in-month x (Ref(M+1) - Ref(M)) (RBI's IIB FAQ of 2013). QuantLib model: a
monthly ZeroInflationIndex 'CPI-IN' holding the series (the known months, then the projected months at a constant
annual inflation, stored as fixings with the evaluation date past maturity so QuantLib reads history only);
CPIBond(0 settlement days, face 100, growthOnly False, baseCPI = CPI.laggedFixing(index, issue, lag, Linear),
lag, index, CPI.Linear, the schedule, [real rate], ActualActual(ISMA) so a regular period pays exactly rate / f as
a G-sec does, Unadjusted, issue). QuantLib's CPI redemption is not floored: the vector floors it at 100 as RBI
does. The index ratio at settlement is CPI.laggedFixing(index, settlement, lag, Linear) / baseCPI. Real prices:
CashFlows on a leg of the real flows (rate / f a period, 100 at maturity) at a Thirty360(European) yield
compounded at f, accrued interest rate x 30E/360 days / 360, as generate_vectors.py does for G-secs.
"""
import os
import random
import sys

import QuantLib as ql

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate_vectors as base  # noqa: E402

random.seed(2026112402)
EU = base.EU


def month_iso(date):
    return '%04d-%02d' % (date.year(), date.month())


def cpi_vector(number):
    frequency = random.choice([2, 2, 2, 1, 4, 12])
    months = 12 // frequency
    maturity = ql.Date(random.randint(1, 28), random.randint(1, 12), random.randint(2027, 2036))
    periods = random.randint(2, 10 * frequency)
    issue = maturity - ql.Period(months * periods, ql.Months)
    schedule = ql.Schedule(issue, maturity, ql.Period(months, ql.Months), ql.NullCalendar(), ql.Unadjusted,
                           ql.Unadjusted, ql.DateGeneration.Backward, False)
    dates = list(schedule)
    lag = random.choice([4, 4, 3])
    settlement = issue + random.randint(0, maturity - issue - 1)
    index = ql.ZeroInflationIndex('CPI-IN-%d' % number, ql.CustomRegion('India', 'IN'), False, ql.Monthly,
                                  ql.Period(1, ql.Months), ql.INRCurrency())
    first_month = ql.Date(1, issue.month(), issue.year()) - ql.Period(lag + 1, ql.Months)
    # Known months: up to the one settlement's reference index needs (lag - 1 months before settlement's month),
    # sometimes a few more; the rest at a constant projected inflation.
    last_known = ql.Date(1, settlement.month(), settlement.year()) - ql.Period(lag - 1 - random.randint(0, 3), ql.Months)
    deflation = random.random() < 0.15
    projected = round(random.uniform(-3, 0) if deflation else random.uniform(2, 8), 2)
    value = round(random.uniform(100, 200), 1)
    series = []
    month = first_month
    end = ql.Date(1, maturity.month(), maturity.year()) + ql.Period(1, ql.Months)
    while month <= end:
        if month <= last_known:
            value = round(value * (1 + random.gauss(-0.004 if deflation else 0.004, 0.006)), 1)
            series.append({'month': month_iso(month), 'value': value})
            known_value = value
            index.addFixing(month, value)
        else:
            steps = (month.year() - last_known.year()) * 12 + month.month() - last_known.month()
            index.addFixing(month, known_value * (1 + projected / 100) ** (steps / 12))
        month = month + ql.Period(1, ql.Months)
    ql.Settings.instance().evaluationDate = maturity + 1
    observation_lag = ql.Period(lag, ql.Months)
    base_cpi = ql.CPI.laggedFixing(index, issue, observation_lag, ql.CPI.Linear)
    rate = round(random.uniform(0.5, 4), 2)
    bond = ql.CPIBond(0, 100.0, False, base_cpi, observation_lag, index, ql.CPI.Linear, schedule, [rate / 100],
                      base.ISMA, ql.Unadjusted, issue)
    nominal = []
    for flow in bond.cashflows():
        if flow.date() <= settlement:
            continue
        coupon = ql.as_coupon(flow)
        amount = flow.amount() if coupon is not None else max(100.0, flow.amount())
        nominal.append({'date': base.iso(flow.date()), 'coupon' if coupon is not None else 'principal': amount})
    ratio = ql.CPI.laggedFixing(index, settlement, observation_lag, ql.CPI.Linear) / base_cpi
    real_leg = ql.Leg([ql.SimpleCashFlow(100 * rate / 100 / frequency, d) for d in dates[1:]] +
                      [ql.SimpleCashFlow(100.0, maturity)])
    start, end_date = base.period_of(dates, settlement)
    accrued = rate * EU.dayCount(start, settlement) / 360
    y = round(random.uniform(0.5, 5), 4) / 100
    interest = ql.InterestRate(y, EU, ql.Compounded, base.FREQ[frequency])
    dirty = ql.CashFlows.npv(real_leg, interest, False, settlement, settlement)
    terms = {'couponRate': rate, 'frequency': frequency, 'maturityDate': base.iso(maturity),
             'issueDate': base.iso(issue), 'indexSeries': series, 'lagMonths': lag,
             'projectedInflation': projected}
    return {'id': number, 'bond': terms, 'settlementDate': base.iso(settlement), 'yield': y * 100,
            'cleanPrice': dirty - accrued, 'accruedInterest': accrued, 'baseIndex': base_cpi,
            'indexRatio': ratio, 'nominalDirtyPrice': dirty * ratio, 'nominalFlows': nominal}


def main():
    vectors = [cpi_vector(number) for number in range(80)]
    base.write_one_per_line(os.path.join(HERE, 'cpi-bond-vectors.json'), vectors)


if __name__ == '__main__':
    main()
