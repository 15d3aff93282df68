#!/usr/bin/python3
"""Times the benchmark's operations through QuantLib-Python, for packages/core/bench/pricing.bench.ts.

Prints one JSON object: median nanoseconds per priceFromYield / yieldFromPrice call on a 10-year semi-annual
G-sec (FixedRateBond, Thirty360 European, Compounded Semiannual, schedule backward without end-of-month roll) and
milliseconds to reprice 10,000 different bonds built up front (the pricing only, as in the TypeScript bench), and
milliseconds to build and price 10,000 new bonds (schedule, bond object and one price each: the cold row).
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
    print(json.dumps({'quantlib': ql.__version__, 'priceFromYieldNs': median_ns(price, 2000),
                      'yieldFromPriceNs': median_ns(yield_, 500), 'reprice10kMs': reprice_ms,
                      'cold10kMs': cold_ms}))


if __name__ == '__main__':
    main()
