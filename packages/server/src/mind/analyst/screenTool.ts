import { instrumentStructure, ratingGrade } from '../../trading/instrumentView';
import { isTradable, type MarketSnapshot } from './marketSnapshot';
import { summariseBond, type BondSummary } from './bondSummary';
import { spreadOverCurve, yieldCurve } from './curveTool';

/** The screen's filters; every one optional, all of them must hold. */
export interface ScreenToolInput {
  /** GSEC, SDL, TBILL, PSU, CORPORATE, FRB (the find page's instrument type). */
  instrumentTypes?: string[];
  /** GOI, STATE, PSU, BANK, NBFC, CORPORATE. */
  issuerTypes?: string[];
  /** Grades without agency: AAA, AA+, … */
  ratings?: string[];
  /** Agencies of the rating (CRISIL, ICRA, CARE, IND, …). */
  ratingAgencies?: string[];
  /** Issuer name contains this (case-insensitive). */
  issuer?: string;
  /** Exact issuer names (as the instrument master spells them). */
  issuers?: string[];
  /** Issuer sectors (Power, Housing Finance, Railways, …). */
  sectors?: string[];
  /** Structures as the find page names them: PLAIN, ZERO_COUPON, DISCOUNT, FLOATING_RATE, STEP_UP, CALLABLE, PUTABLE, AMORTISING, INDEXED. */
  structures?: string[];
  maturityFrom?: string;
  maturityTo?: string;
  couponMinPercent?: number;
  /** The coupon must be above `couponMinPercent`, not equal to it ("coupon above 9%"). Default false. */
  couponMinExclusive?: boolean;
  couponMaxPercent?: number;
  /** The market yield must be above this (strictly, unless `yieldMinInclusive`). */
  yieldMinPercent?: number;
  /** "At least 7.3%", "7.3% or more": a yield equal to `yieldMinPercent` matches too. Default false. */
  yieldMinInclusive?: boolean;
  /** The market yield must be below this (strictly, unless `yieldMaxInclusive`). */
  yieldMaxPercent?: number;
  /** "At most 7%", "up to 7%": a yield equal to `yieldMaxPercent` matches too. Default false. */
  yieldMaxInclusive?: boolean;
  spreadMinBps?: number;
  /** The clean price for T+1 strictly above / below (per 100): "below par" is `priceMax` 100. */
  priceMin?: number;
  priceMax?: number;
  liquidOnly?: boolean;
  /** Coupons a year: 12 monthly, 4 quarterly, 2 semi-annual, 1 annual. Default: any. */
  couponFrequency?: number;
  /**
   * Bonds to leave out ("excluding PSUs", "not rated AAA", "other than the power sector", "non-callable"): a bond
   * matching any of these is no match. Default: none left out.
   */
  exclude?: ScreenExclusions;
  /** Default `yield-desc`. */
  sortBy?:
    | 'yield-desc'
    | 'yield-asc'
    | 'maturity-asc'
    | 'maturity-desc'
    | 'coupon-desc'
    | 'coupon-asc'
    | 'spread-desc'
    | 'price-asc'
    | 'price-desc';
  /** Rows returned: default 10, at most 5000 (the total is counted either way). */
  limit?: number;
}

/** What a screen leaves out, in the same terms as its filters. */
export interface ScreenExclusions {
  instrumentTypes?: string[];
  issuerTypes?: string[];
  ratings?: string[];
  sectors?: string[];
  structures?: string[];
}

/** Whether the question's exclusions leave this bond out. */
function isExcluded(
  exclusions: ScreenExclusions | undefined,
  bond: { instrumentType: string; issuerType: string; rating: string; sector: string; structure: string },
): boolean {
  if (!exclusions) return false;
  return (
    (exclusions.instrumentTypes?.includes(bond.instrumentType) ?? false) ||
    (exclusions.issuerTypes?.includes(bond.issuerType) ?? false) ||
    (exclusions.ratings?.includes(bond.rating) ?? false) ||
    (exclusions.sectors?.some((sector) => sector.toLowerCase() === bond.sector.toLowerCase()) ?? false) ||
    (exclusions.structures?.includes(bond.structure) ?? false)
  );
}

export interface ScreenToolOutput {
  /** How many bonds match (before the limit). */
  total: number;
  bonds: (BondSummary & { spreadBps: number | null })[];
}

/** Screens tradable bonds by type, rating, maturity, coupon, yield, spread and liquidity. */
export function screenBonds(market: MarketSnapshot, input: ScreenToolInput): ScreenToolOutput {
  const curve = yieldCurve(market);
  const issuer = input.issuer?.toLowerCase();
  const matches: (BondSummary & { spreadBps: number | null })[] = [];
  for (const entry of market.catalogue.all) {
    const { row } = entry;
    if (!isTradable(entry, market.today)) continue;
    if (input.instrumentTypes?.length && !input.instrumentTypes.includes(row.instrumentType)) continue;
    if (input.issuerTypes?.length && !input.issuerTypes.includes(entry.issuerType)) continue;
    if (input.ratings?.length && !input.ratings.includes(ratingGrade(row.rating) ?? '')) continue;
    if (issuer && !entry.issuerName.toLowerCase().includes(issuer)) continue;
    if (input.issuers?.length && !input.issuers.includes(entry.issuerName)) continue;
    if (
      input.sectors?.length &&
      !input.sectors.some((sector) => sector.toLowerCase() === entry.sector.toLowerCase())
    )
      continue;
    if (input.ratingAgencies?.length && !input.ratingAgencies.includes(row.ratingAgency ?? '')) continue;
    if (input.structures?.length && !input.structures.includes(instrumentStructure(entry))) continue;
    if (input.maturityFrom && row.maturityDate < input.maturityFrom) continue;
    if (input.maturityTo && row.maturityDate > input.maturityTo) continue;
    if (input.couponMinPercent !== undefined && row.couponRate < input.couponMinPercent) continue;
    if (input.couponMinExclusive && row.couponRate === input.couponMinPercent) continue;
    if (input.couponMaxPercent !== undefined && row.couponRate > input.couponMaxPercent) continue;
    if (input.liquidOnly && !row.isLiquid) continue;
    if (
      input.couponFrequency !== undefined &&
      (row.couponRate === 0 || row.frequency !== input.couponFrequency)
    )
      continue;
    if (
      isExcluded(input.exclude, {
        instrumentType: row.instrumentType,
        issuerType: entry.issuerType,
        rating: ratingGrade(row.rating) ?? '',
        sector: entry.sector,
        structure: instrumentStructure(entry),
      })
    )
      continue;
    const bond = summariseBond(entry, market);
    const marketYield = bond.marketYieldPercent;
    if ((input.yieldMinPercent !== undefined || input.yieldMaxPercent !== undefined) && marketYield === null)
      continue;
    if (
      input.yieldMinPercent !== undefined &&
      (input.yieldMinInclusive ? marketYield! < input.yieldMinPercent : marketYield! <= input.yieldMinPercent)
    )
      continue;
    if (
      input.yieldMaxPercent !== undefined &&
      (input.yieldMaxInclusive ? marketYield! > input.yieldMaxPercent : marketYield! >= input.yieldMaxPercent)
    )
      continue;
    const cleanPrice = bond.marketCleanPrice;
    if ((input.priceMin !== undefined || input.priceMax !== undefined) && cleanPrice === null) continue;
    if (input.priceMin !== undefined && cleanPrice! <= input.priceMin) continue;
    if (input.priceMax !== undefined && cleanPrice! >= input.priceMax) continue;
    const spreadBps = row.instrumentType === 'GSEC' ? 0 : spreadOverCurve(curve, bond, market.settlementDate);
    if (input.spreadMinBps !== undefined && (spreadBps === null || spreadBps < input.spreadMinBps)) continue;
    matches.push({ ...bond, spreadBps });
  }
  const sortBy = input.sortBy ?? 'yield-desc';
  const byYield = (bond: BondSummary) => bond.marketYieldPercent ?? -Infinity;
  matches.sort((left, right) => {
    switch (sortBy) {
      case 'yield-asc':
        return byYield(left) - byYield(right) || left.id - right.id;
      case 'maturity-asc':
        return left.maturityDate.localeCompare(right.maturityDate) || left.id - right.id;
      case 'maturity-desc':
        return right.maturityDate.localeCompare(left.maturityDate) || left.id - right.id;
      case 'coupon-desc':
        return right.couponPercent - left.couponPercent || left.id - right.id;
      case 'coupon-asc':
        return left.couponPercent - right.couponPercent || left.id - right.id;
      case 'spread-desc':
        return (right.spreadBps ?? -Infinity) - (left.spreadBps ?? -Infinity) || left.id - right.id;
      case 'price-asc':
        return (
          (left.marketCleanPrice ?? Infinity) - (right.marketCleanPrice ?? Infinity) || left.id - right.id
        );
      case 'price-desc':
        return (
          (right.marketCleanPrice ?? -Infinity) - (left.marketCleanPrice ?? -Infinity) || left.id - right.id
        );
      default:
        return byYield(right) - byYield(left) || left.id - right.id;
    }
  });
  const limit = Math.min(Math.max(input.limit ?? 10, 1), 5000);
  return { total: matches.length, bonds: matches.slice(0, limit) };
}
