import { cashflows } from '@bondkit/core/pricing';
import { instrumentStructure } from '../../trading/instrumentView';
import { isTradable, type MarketSnapshot } from './marketSnapshot';
import { summariseBond, type BondSummary } from './bondSummary';
import { priceBond, ToolRefusal, type PriceToolOutput } from './priceTool';
import { spreadOverCurve, yieldCurve } from './curveTool';

/** A bond's terms, market pricing, spread, next cash flows and its issuer's other bonds. */
export interface DetailsToolOutput {
  bond: BondSummary;
  terms: {
    issueDate: string;
    faceValue: number;
    couponFrequency: number;
    convention: string | null;
    structure: string;
    secured: boolean | null;
    ratingAgency: string | null;
    sector: string;
  };
  /** At the market yield for T+1; null when the engine cannot price the bond. */
  market: PriceToolOutput | null;
  spreadBps: number | null;
  /**
   * Every cash flow per `cashflowFaceValueRupees` of face value after settlement, to maturity: a 40-year G-sec
   * has 80, and an answer about its redemption or its coupons to maturity needs the last of them.
   */
  cashflows: { date: string; interest: number; principal: number; total: number }[];
  cashflowFaceValueRupees: number;
  /** The issuer's calls and the holder's puts still ahead of settlement (date, price per 100). */
  options: { calls: { date: string; price: number }[]; puts: { date: string; price: number }[] };
  sameIssuer: BondSummary[];
}

/** Everything the security page shows about one bond, from the same catalogue and engine. */
export function bondDetails(
  market: MarketSnapshot,
  input: { bondId: number; faceValueRupees?: number },
): DetailsToolOutput {
  const entry = market.catalogue.byId.get(input.bondId);
  if (!entry) throw new ToolRefusal(`There is no bond with id ${input.bondId}.`);
  const bond = summariseBond(entry, market);
  let pricing: PriceToolOutput | null = null;
  try {
    pricing = entry.terms && isTradable(entry, market.today) ? priceBond(market, { bondId: bond.id }) : null;
  } catch (error) {
    if (!(error instanceof ToolRefusal)) throw error;
  }
  const cashflowFaceValueRupees = input.faceValueRupees ?? entry.row.faceValue;
  const flows =
    entry.terms && entry.row.maturityDate > market.settlementDate
      ? cashflows(entry.terms, {
          settlementDate: market.settlementDate,
          quantity: cashflowFaceValueRupees / entry.row.faceValue,
        })
      : [];
  const sameIssuer = market.catalogue.all
    .filter(
      (other) =>
        other.row.issuerId === entry.row.issuerId &&
        other.row.id !== entry.row.id &&
        isTradable(other, market.today),
    )
    .sort((left, right) => left.row.maturityDate.localeCompare(right.row.maturityDate))
    .slice(0, 10)
    .map((other) => summariseBond(other, market));
  return {
    bond,
    terms: {
      issueDate: entry.row.issueDate,
      faceValue: entry.row.faceValue,
      couponFrequency: entry.row.frequency,
      convention: entry.row.convention,
      structure: instrumentStructure(entry),
      secured: entry.row.secured,
      ratingAgency: entry.row.ratingAgency,
      sector: entry.sector,
    },
    market: pricing,
    spreadBps:
      entry.row.instrumentType === 'GSEC'
        ? 0
        : spreadOverCurve(yieldCurve(market), bond, market.settlementDate),
    cashflows: flows.map((flow) => ({
      date: flow.paymentDate,
      interest: flow.coupon,
      principal: flow.principal,
      total: flow.total,
    })),
    cashflowFaceValueRupees,
    options: {
      calls: (entry.terms?.calls ?? [])
        .filter((call) => call.date > market.settlementDate)
        .map((call) => ({ date: call.date, price: call.price })),
      puts: (entry.terms?.puts ?? [])
        .filter((put) => put.date > market.settlementDate)
        .map((put) => ({ date: put.date, price: put.price })),
    },
    sameIssuer,
  };
}
