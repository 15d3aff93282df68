import { isTradable, type MarketSnapshot } from './marketSnapshot';
import { summariseBond, yearsBetween, type BondSummary } from './bondSummary';

/** One point of the G-sec curve: a dated G-sec at its tenor and live yield. */
interface CurvePoint {
  tenorYears: number;
  yieldPercent: number;
  bond: BondSummary;
}

/** The G-sec yield curve: every tradable, priceable dated G-sec by tenor. */
export interface YieldCurve {
  points: CurvePoint[];
  asOf: string;
}

const curves = new WeakMap<MarketSnapshot, YieldCurve>();

/** The curve of the live market: dated G-secs (not T-bills or floaters) that trade, shortest first. */
export function yieldCurve(market: MarketSnapshot): YieldCurve {
  const cached = curves.get(market);
  if (cached) return cached;
  const points: CurvePoint[] = [];
  for (const entry of market.catalogue.all) {
    if (entry.row.instrumentType !== 'GSEC' || !entry.terms || !isTradable(entry, market.today)) continue;
    const bond = summariseBond(entry, market);
    if (bond.marketYieldPercent === null) continue;
    const tenorYears = yearsBetween(market.settlementDate, entry.row.maturityDate);
    if (tenorYears <= 0) continue;
    points.push({ tenorYears, yieldPercent: bond.marketYieldPercent, bond });
  }
  points.sort((left, right) => left.tenorYears - right.tenorYears);
  const curve = { points, asOf: market.asOf.toISOString() };
  curves.set(market, curve);
  return curve;
}

/** The curve's yield at a tenor: linear between the neighbouring G-secs, flat beyond the ends. */
function curveYieldAt(curve: YieldCurve, tenorYears: number): number | null {
  const { points } = curve;
  if (points.length === 0) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (tenorYears <= first.tenorYears) return first.yieldPercent;
  if (tenorYears >= last.tenorYears) return last.yieldPercent;
  for (let index = 1; index < points.length; index += 1) {
    const right = points[index]!;
    if (right.tenorYears < tenorYears) continue;
    const left = points[index - 1]!;
    const span = right.tenorYears - left.tenorYears;
    if (span === 0) return right.yieldPercent;
    return (
      left.yieldPercent + ((right.yieldPercent - left.yieldPercent) * (tenorYears - left.tenorYears)) / span
    );
  }
  return last.yieldPercent;
}

/** A bond's spread over the G-sec curve at its tenor, in basis points (1 decimal), or null. */
export function spreadOverCurve(curve: YieldCurve, bond: BondSummary, settlementDate: string): number | null {
  if (bond.marketYieldPercent === null) return null;
  const curveYield = curveYieldAt(curve, yearsBetween(settlementDate, bond.maturityDate));
  if (curveYield === null) return null;
  return Math.round((bond.marketYieldPercent - curveYield) * 1000) / 10;
}

/** The curve at some tenors: each tenor's interpolated yield and the G-secs either side it was read from. */
export function curvePoints(
  market: MarketSnapshot,
  input: { tenorsYears: number[] },
): { points: { tenorYears: number; yieldPercent: number | null; from: BondSummary[] }[] } {
  const curve = yieldCurve(market);
  return {
    points: input.tenorsYears.map((tenorYears) => {
      const found = curve.points.findIndex((point) => point.tenorYears >= tenorYears);
      const neighbours =
        found === -1
          ? curve.points.slice(-1)
          : found === 0
            ? curve.points.slice(0, 1)
            : curve.points.slice(found - 1, found + 1);
      const value = curveYieldAt(curve, tenorYears);
      return {
        tenorYears,
        yieldPercent: value === null ? null : Math.round(value * 10_000) / 10_000,
        from: neighbours.map((point) => point.bond),
      };
    }),
  };
}

/** The tenors the curve's shape is read at, in years. */
const shapeTenors = [1, 2, 3, 5, 7, 10, 15, 20, 30, 40];

/**
 * The curve's shape read at the standard tenors (interpolated as every tenor is): each step where a longer tenor
 * yields less than the shorter one before it (an inversion, to a tenth of a basis point), and the slope from the
 * shortest standard tenor to the longest, in basis points. Reading single bonds would call every off-the-run
 * G-sec that trades a little rich an inversion.
 */
export function curveShape(curve: YieldCurve): {
  from: { tenorYears: number; yieldPercent: number };
  to: { tenorYears: number; yieldPercent: number };
  slopeBps: number;
  inversions: { shorterYears: number; longerYears: number; bps: number }[];
} | null {
  const first = curve.points[0];
  const last = curve.points[curve.points.length - 1];
  if (first === undefined || last === undefined) return null;
  const tenors = shapeTenors.filter((tenor) => tenor >= first.tenorYears && tenor <= last.tenorYears);
  if (tenors.length < 2) return null;
  const read = tenors.map((tenorYears) => ({ tenorYears, yieldPercent: curveYieldAt(curve, tenorYears)! }));
  const inversions: { shorterYears: number; longerYears: number; bps: number }[] = [];
  for (let index = 1; index < read.length; index += 1) {
    const bps = Math.round((read[index]!.yieldPercent - read[index - 1]!.yieldPercent) * 1000) / 10;
    if (bps < 0)
      inversions.push({
        shorterYears: read[index - 1]!.tenorYears,
        longerYears: read[index]!.tenorYears,
        bps: -bps,
      });
  }
  const from = read[0]!;
  const to = read[read.length - 1]!;
  return {
    from,
    to,
    slopeBps: Math.round((to.yieldPercent - from.yieldPercent) * 1000) / 10,
    inversions,
  };
}
