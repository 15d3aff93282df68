import type { Bond } from '../client/schemas/bond';
import type { BondMarket } from '../client/schemas/securityPage';
import { priceAtYield, standardSettlementDate } from './fakeBondMaths';
import type { FakeState } from './fakeState';

/** A trade print of a bond on an exchange (the security page's trades, its last trade). */
export interface FakeTradePrint {
  id: number;
  finstrument_id: number;
  /** ISO date. */
  trade_date: string;
  unit_clean_price: number;
  /** A fraction. */
  bond_yield: number;
  quantity: number;
  exchange: 'NSE' | 'BSE';
}

/** One page of a list, as the server's page answers: `next` and `previous` name the neighbouring pages. */
export function pageOf<Item>(items: readonly Item[], page: number, pageSize: number) {
  return {
    count: items.length,
    next: page * pageSize < items.length ? `?page=${page + 1}` : null,
    previous: page > 1 ? `?page=${page - 1}` : null,
    results: items.slice((page - 1) * pageSize, page * pageSize),
  };
}

/**
 * Three prints for each priced demo bond on the three weekdays before `today`, around today's price: what
 * the trades list and the last trade show.
 */
export function createDemoTradePrints(
  state: Pick<FakeState, 'bonds' | 'priceInfos'>,
  today = new Date(),
): FakeTradePrint[] {
  const prints: FakeTradePrint[] = [];
  for (const bond of state.bonds) {
    const price = state.priceInfos.get(bond.id)?.price;
    if (price?.unit_clean_price == null || price.bond_yield == null) continue;
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
    for (let count = 0; count < 3;) {
      day.setUTCDate(day.getUTCDate() - 1);
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      count += 1;
      prints.push({
        id: bond.id * 100 + count,
        finstrument_id: bond.id,
        trade_date: day.toISOString().slice(0, 10),
        unit_clean_price: Number((price.unit_clean_price - 0.05 * count).toFixed(4)),
        bond_yield: Number((price.bond_yield + 0.0001 * count).toFixed(6)),
        quantity: 5_000_000 * count,
        exchange: count === 2 ? 'BSE' : 'NSE',
      });
    }
  }
  return prints;
}

/**
 * The live market yield of a bond (a fraction): its price info's yield, else (a bond the fake has no price
 * for) its coupon rate.
 */
export function marketYieldOf(state: FakeState, bond: Bond): { marketYield: number; priced: boolean } {
  const info = state.priceInfos.get(bond.id);
  const quoted = info?.can_be_priced === true ? info.price.bond_yield : null;
  return quoted === null || quoted === undefined
    ? { marketYield: (bond.coupon_rate ?? 0) / 100, priced: false }
    : { marketYield: quoted, priced: true };
}

/**
 * The market block of a security page at the live yield for T+1 settlement, with the fake's simplified
 * bond maths (fakeBondMaths.ts): price, accrued interest, risk, a ±2 % price band and the last print.
 */
export function bondMarket(state: FakeState, bond: Bond, now: Date = new Date()): BondMarket {
  const { marketYield, priced } = marketYieldOf(state, bond);
  const last = state.tradePrints
    .filter((print) => print.finstrument_id === bond.id)
    .sort((left, right) => right.trade_date.localeCompare(left.trade_date) || right.id - left.id)[0];
  const base = {
    market_yield: marketYield,
    market_updated_at: now.toISOString(),
    last_trade:
      last === undefined
        ? null
        : {
            trade_date: last.trade_date,
            unit_clean_price: last.unit_clean_price,
            bond_yield: last.bond_yield,
            quantity: last.quantity,
            exchange: last.exchange,
          },
  };
  const settlementDate = standardSettlementDate(now);
  const pricing = priced && !bond.is_matured ? priceAtYield(bond, marketYield, settlementDate) : undefined;
  if (pricing === undefined) return { ...base, price_band: { low: null, high: null }, can_be_priced: false };
  return {
    ...base,
    price_band: {
      low: Number((pricing.cleanPrice * 0.98).toFixed(4)),
      high: Number((pricing.cleanPrice * 1.02).toFixed(4)),
    },
    can_be_priced: true,
    price: { unit_clean_price: pricing.cleanPrice, bond_yield: marketYield, settlement_date: settlementDate },
    accrued_interest: pricing.accruedInterest,
    dirty_price: pricing.dirtyPrice,
    risk: {
      macaulay_duration: pricing.macaulayDuration,
      modified_duration: pricing.modifiedDuration,
      convexity: pricing.convexity,
      pv01: pricing.pv01,
    },
  };
}
