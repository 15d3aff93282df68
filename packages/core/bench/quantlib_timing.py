#!/usr/bin/python3
"""Times the benchmark's operations through QuantLib-Python, for packages/core/bench/pricing.bench.ts.

Prints one JSON object: median nanoseconds per priceFromYield / yieldFromPrice call on a 10-year semi-annual
G-sec (FixedRateBond, Thirty360 European, Compounded Semiannual, schedule backward without end-of-month roll) and
milliseconds to reprice 10,000 different bonds built up front (the pricing only, as in the TypeScript bench), and
milliseconds to build and price 10,000 new bonds (schedule, bond object and one price each: the cold row); and
the indexed kinds the TypeScript bench times: a MIBOR FRN's price at a yield (npv of an OvernightLeg less the
current coupon's accrued amount) and yield of a price (CashFlows.yieldRate), an inflation-indexed bond's real price
with its index ratio (npv of the real leg and CPI.laggedFixing) and real yield of a price.
"""
import json
import statistics
import time

import QuantLib as ql

EU = ql.Thirty360(ql.Thirty360.European)
SETTLEMENT = ql.Date(8, 4, 2024)


def gsec(coupon, maturity):
    schedule = ql.Schedule(maturity - ql.Period(20 * 6, ql.Months), maturity, ql.Period(6, ql.Months),
                           ql.NullCalendar(), ql.Unadjusted, ql.Unadjusted, ql.DateGeneration.Backward, False)
    return ql.FixedRateBond(0, 100.0, schedule, [coupon / 100], EU)


def median_ns(action, calls):
    samples = []
    for _ in range(7):
        start = time.perf_counter_ns()
        for _ in range(calls):
            action()
        samples.append((time.perf_counter_ns() - start) / calls)
    return statistics.median(samples)


def mibor_frn():
    """The bench's MIBOR FRN: 3-year quarterly, fixings 6.5% + 1 bp per weekday from 2024-01-15, 6.6% after."""
    calendar = ql.WeekendsOnly()
    index = ql.OvernightIndex('MIBOR-BENCH', 0, ql.INRCurrency(), calendar, ql.Actual365Fixed())
    day, count = ql.Date(15, 1, 2023), 0
    while day < ql.Date(15, 1, 2026):
        if calendar.isBusinessDay(day):
            published = ql.Date(15, 1, 2024) <= day <= SETTLEMENT
            index.addFixing(day, (6.5 + count / 100 if published else 6.6) / 100, True)
            count += 1 if published else 0
        day += 1
    schedule = ql.Schedule(ql.Date(15, 1, 2023), ql.Date(15, 1, 2026), ql.Period(3, ql.Months), ql.NullCalendar(),
                           ql.Unadjusted, ql.Unadjusted, ql.DateGeneration.Backward, False)
    leg = ql.OvernightLeg([100.0], schedule, index, ql.Actual365Fixed(), ql.Unadjusted, [1.0], [0.0075])
    leg = ql.Leg([c for c in leg if ql.as_coupon(c).accrualEndDate() > SETTLEMENT] +
                 [ql.SimpleCashFlow(100.0, ql.Date(15, 1, 2026))])
    return leg


def indexed_bond():
    """The bench's inflation-indexed bond: 10-year semi-annual 1.44%, index 100 x 1.005^month from January 2023."""
    index = ql.ZeroInflationIndex('CPI-BENCH', ql.CustomRegion('India', 'IN'), False, ql.Monthly,
                                  ql.Period(1, ql.Months), ql.INRCurrency())
    for month in range(140):
        index.addFixing(ql.Date(1, 1 + month % 12, 2023 + month // 12), 100 * 1.005 ** month)
    schedule = ql.Schedule(ql.Date(5, 6, 2023), ql.Date(5, 6, 2033), ql.Period(6, ql.Months), ql.NullCalendar(),
                           ql.Unadjusted, ql.Unadjusted, ql.DateGeneration.Backward, False)
    real_leg = ql.Leg([ql.SimpleCashFlow(0.72, d) for d in list(schedule)[1:]] +
                      [ql.SimpleCashFlow(100.0, ql.Date(5, 6, 2033))])
    return index, real_leg


def main():
    bond = gsec(7.26, ql.Date(22, 8, 2033))
    price = lambda: ql.BondFunctions.cleanPrice(bond, 0.071, EU, ql.Compounded, ql.Semiannual, SETTLEMENT)
    yield_ = lambda: ql.BondFunctions.bondYield(bond, 101.25, EU, ql.Compounded, ql.Semiannual, SETTLEMENT,
                                                1.0e-10, 100, 0.07)
    def terms(index):
        return 5 + (index % 700) / 100, ql.Date(1 + index % 28, 1 + index % 12, 2027 + index % 20)

    start = time.perf_counter()
    for index in range(10000):
        ql.BondFunctions.cleanPrice(gsec(*terms(index)), 0.06 + (index % 300) / 10000, EU, ql.Compounded,
                                    ql.Semiannual, SETTLEMENT)
    cold_ms = (time.perf_counter() - start) * 1000
    bonds = [gsec(*terms(index)) for index in range(10000)]
    start = time.perf_counter()
    for index, each in enumerate(bonds):
        ql.BondFunctions.cleanPrice(each, 0.06 + (index % 300) / 10000, EU, ql.Compounded, ql.Semiannual,
                                    SETTLEMENT)
    reprice_ms = (time.perf_counter() - start) * 1000
    # Evaluation date after the last fixing: every fixing comes from history, as the engine's flat projection.
    ql.Settings.instance().evaluationDate = ql.Date(16, 1, 2026)
    leg = mibor_frn()
    a365 = ql.Actual365Fixed()
    current = [ql.as_coupon(c) for c in leg if ql.as_coupon(c) is not None][0]
    mibor_price = lambda: (ql.CashFlows.npv(leg, ql.InterestRate(0.07, a365, ql.Compounded, ql.Annual), False,
                                            SETTLEMENT, SETTLEMENT) - current.accruedAmount(SETTLEMENT))
    mibor_solve = lambda: ql.CashFlows.yieldRate(leg, 100.0 + current.accruedAmount(SETTLEMENT), a365,
                                                 ql.Compounded, ql.Annual, False, SETTLEMENT, SETTLEMENT,
                                                 1.0e-10, 100, 0.07)
    index, real_leg = indexed_bond()
    lag = ql.Period(4, ql.Months)
    base = ql.CPI.laggedFixing(index, ql.Date(5, 6, 2023), lag, ql.CPI.Linear)
    indexed_price = lambda: (ql.CashFlows.npv(real_leg, ql.InterestRate(0.02, EU, ql.Compounded, ql.Semiannual),
                                              False, SETTLEMENT, SETTLEMENT),
                             ql.CPI.laggedFixing(index, SETTLEMENT, lag, ql.CPI.Linear) / base)
    indexed_solve = lambda: (ql.CashFlows.yieldRate(real_leg, 98.0, EU, ql.Compounded, ql.Semiannual, False,
                                                    SETTLEMENT, SETTLEMENT, 1.0e-10, 100, 0.02),
                             ql.CPI.laggedFixing(index, SETTLEMENT, lag, ql.CPI.Linear) / base)
    print(json.dumps({'quantlib': ql.__version__, 'priceFromYieldNs': median_ns(price, 2000),
                      'yieldFromPriceNs': median_ns(yield_, 500), 'reprice10kMs': reprice_ms,
                      'cold10kMs': cold_ms, 'miborPriceNs': median_ns(mibor_price, 500),
                      'miborSolveNs': median_ns(mibor_solve, 200), 'indexedPriceNs': median_ns(indexed_price, 500),
                      'indexedSolveNs': median_ns(indexed_solve, 200)}))


if __name__ == '__main__':
    main()
