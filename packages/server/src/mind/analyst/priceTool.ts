import {
  PricingError,
  consideration,
  priceFromYield,
  riskMeasures,
  roundCleanPrice,
  roundYieldPercent,
  yieldFromPrice,
  yieldToCall,
  yieldToPut,
} from '@bondkit/core/pricing';
import type { MarketSnapshot } from './marketSnapshot';
import { summariseBond, type BondSummary } from './bondSummary';
import { settlementDateFor } from './settlementRule';
import { ToolRefusal } from './toolRefusal';

/** The yield to each call or put date, earliest first, rounded as the platform states yields. */
function optionYields(options: readonly { date: string; price: number; yield: number }[]) {
  return options
    .map((option) => ({
      date: option.date,
      price: option.price,
      yieldPercent: roundYieldPercent(option.yield),
    }))
    .sort((left, right) => left.date.localeCompare(right.date));
}

/** What the price tool is asked: one bond, a clean price or a yield (or neither: the market), a settlement. */
export interface PriceToolInput {
  bondId: number;
  /** Per 100 face; give this or `yieldPercent`, or neither for the market yield. */
  cleanPrice?: number;
  yieldPercent?: number;
  /** `YYYY-MM-DD`; default T+1. */
  settlementDate?: string;
  /** Face value in rupees, for the consideration. */
  faceValueRupees?: number;
}

/** Every figure of a pricing, as the engine computed it (rounded only where the spec rounds). */
export interface PriceToolOutput {
  bond: BondSummary;
  settlementDate: string;
  /** Which side was given: `price`, `yield` or `market` (the market yield). */
  solvedFrom: 'price' | 'yield' | 'market';
  cleanPrice: number;
  yieldPercent: number;
  accruedInterest: number;
  dirtyPrice: number;
  /** Negative when settlement is inside the record-date window before a coupon (the bond trades ex-interest). */
  accruedDays: number;
  /** Settlement falls in the record-date window: the seller keeps the next coupon, and accrued is negative. */
  exInterest: boolean;
  /** The next coupon's scheduled date after settlement. */
  nextCouponDate: string;
  macaulayDuration: number;
  modifiedDuration: number;
  convexity: number;
  /** Rupees per 100 face for 1 bp. */
  pv01: number;
  /** The yield (percent, 4 decimals) if the bond is called on each call date still ahead, earliest first. */
  yieldToCall: { date: string; price: number; yieldPercent: number }[];
  /** The yield (percent, 4 decimals) if the holder puts the bond on each put date still ahead, earliest first. */
  yieldToPut: { date: string; price: number; yieldPercent: number }[];
  consideration: {
    faceValueRupees: number;
    units: number;
    /** Rupees the holding's value changes for 1 bp: PV01 per 100 × face value / 100. */
    pv01: number;
    principal: number;
    accrued: number;
    total: number;
  } | null;
}

export { ToolRefusal };

/** Price ↔ yield, accrued, duration, PV01 and consideration from `@bondkit/core/pricing`. */
export function priceBond(market: MarketSnapshot, input: PriceToolInput): PriceToolOutput {
  const entry = market.catalogue.byId.get(input.bondId);
  if (!entry) throw new ToolRefusal(`There is no bond with id ${input.bondId}.`);
  const bond = summariseBond(entry, market);
  if (!entry.terms)
    throw new ToolRefusal(
      `${bond.name} is a floating-rate bond: its coupons are not known in advance, so the platform cannot price it.`,
    );
  const settlementDate =
    input.settlementDate === undefined
      ? market.settlementDate
      : settlementDateFor(market.readAt, { settlementDate: input.settlementDate });
  if (settlementDate >= entry.row.maturityDate)
    throw new ToolRefusal(
      `${bond.name} matures on ${entry.row.maturityDate}, on or before settlement ${settlementDate}.`,
    );
  try {
    let cleanPrice: number;
    let yieldPercent: number;
    let solvedFrom: PriceToolOutput['solvedFrom'];
    if (input.cleanPrice !== undefined) {
      cleanPrice = roundCleanPrice(input.cleanPrice);
      yieldPercent = yieldFromPrice(entry.terms, { cleanPrice, settlementDate }).yield;
      solvedFrom = 'price';
    } else {
      const marketYield = market.yields.get(entry.row.id);
      if (input.yieldPercent === undefined && marketYield === undefined)
        throw new ToolRefusal(`There is no market yield for ${bond.name}.`);
      yieldPercent = input.yieldPercent ?? marketYield!;
      cleanPrice = roundCleanPrice(
        priceFromYield(entry.terms, { yield: yieldPercent, settlementDate }).cleanPrice,
      );
      solvedFrom = input.yieldPercent === undefined ? 'market' : 'yield';
    }
    const atPrice = yieldFromPrice(entry.terms, { cleanPrice, settlementDate });
    const risk = riskMeasures(entry.terms, { yield: atPrice.yield, settlementDate });
    let money: PriceToolOutput['consideration'] = null;
    if (input.faceValueRupees !== undefined) {
      const units = input.faceValueRupees / entry.row.faceValue;
      if (!Number.isInteger(units) || units <= 0)
        throw new ToolRefusal(
          `${bond.name} trades in units of ₹${entry.row.faceValue.toLocaleString('en-IN')} face value; ₹${input.faceValueRupees.toLocaleString('en-IN')} is not a whole number of units.`,
        );
      const amounts = consideration(entry.terms, { settlementDate, cleanPrice, quantity: units });
      money = {
        faceValueRupees: input.faceValueRupees,
        units,
        pv01: Math.round(((risk.pv01 * input.faceValueRupees) / 100) * 100) / 100,
        principal: amounts.principal,
        accrued: amounts.accrued,
        total: amounts.total,
      };
    }
    return {
      bond,
      settlementDate,
      solvedFrom,
      cleanPrice,
      yieldPercent: roundYieldPercent(yieldPercent),
      accruedInterest: atPrice.accruedInterest,
      dirtyPrice: atPrice.dirtyPrice,
      accruedDays: atPrice.accruedDays,
      exInterest: atPrice.exInterest,
      nextCouponDate: atPrice.nextCouponDate,
      macaulayDuration: risk.macaulayDuration,
      modifiedDuration: risk.modifiedDuration,
      convexity: risk.convexity,
      pv01: risk.pv01,
      yieldToCall: optionYields(yieldToCall(entry.terms, { cleanPrice, settlementDate })),
      yieldToPut: optionYields(yieldToPut(entry.terms, { cleanPrice, settlementDate })),
      consideration: money,
    };
  } catch (error) {
    if (PricingError.isInstance(error)) throw new ToolRefusal(`The pricing engine refused: ${error.message}`);
    throw error;
  }
}
