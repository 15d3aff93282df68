import type { BondSummary } from '../analyst/bondSummary';
import { yearsBetween } from '../analyst/bondSummary';
import type { DetailsToolOutput } from '../analyst/detailsTool';
import type { PriceToolOutput } from '../analyst/priceTool';
import type { ScreenToolOutput } from '../analyst/screenTool';
import type { TradesToolOutput } from '../analyst/tradesTool';
import type { MostTradedOutput, TradeActivityOutput } from '../analyst/activityTool';
import type { QuotesToolOutput, ToolCaller } from '../analyst/quotesTool';
import type { YieldCurve } from '../analyst/curveTool';
import { curvePoints } from '../analyst/curveTool';
import type { MarketSnapshot } from '../analyst/marketSnapshot';
import type { AnalystToolName } from '../analyst/toolRegistry';
import { marketDate, percent, price, rupees } from './answerFormat';

/**
 * Where one figure of an answer came from, for MindChat to link: the bond's page, a trade print, a level of the
 * quote book or a point of the G-sec curve.
 */
export interface FigureSource {
  kind: 'bond' | 'trade' | 'quote' | 'curve-point';
  /** What the source is ("7.18% GS 2033", "Trade of 12 Nov 2026"). */
  label: string;
  /** The source's own figures, as the answer read them. */
  detail: string;
  /**
   * The page that shows it, only when the caller may open that page: the bond page (public), its recent trades
   * (public), the dealing terminal's market depth (trade access only, the rule of `api/quote/depth/`).
   */
  href?: string;
}

/** The bond page's trade history (the section the security page scrolls to on this hash). */
function recentTradesHref(bond: Pick<BondSummary, 'link'>): string {
  return `${bond.link}#recent-trades`;
}

/** The dealing terminal, where a bond's market depth is shown: only for callers with trade access. */
const marketDepthHref = '/dart';

function bondSource(bond: BondSummary, detail: string): FigureSource {
  return { kind: 'bond', label: bond.name, detail: `${bond.isin}: ${detail}`, href: bond.link };
}

function curvePointSource(bond: BondSummary, tenorYears: number): FigureSource {
  return {
    kind: 'curve-point',
    label: bond.name,
    detail: `G-sec curve point: ${tenorYears.toFixed(2)} years at ${percent(bond.marketYieldPercent)}`,
    href: bond.link,
  };
}

/** The curve points a spread over the curve was read from: the G-secs either side of each bond's tenor. */
function spreadCurveSources(market: MarketSnapshot, bonds: readonly BondSummary[]): FigureSource[] {
  const tenors = bonds
    .filter((bond) => bond.instrumentType !== 'GSEC' && bond.marketYieldPercent !== null)
    .map((bond) => yearsBetween(market.settlementDate, bond.maturityDate))
    .filter((tenor) => tenor > 0);
  if (tenors.length === 0) return [];
  return curvePoints(market, { tenorsYears: tenors }).points.flatMap((point) =>
    point.from.map((bond) => curvePointSource(bond, yearsBetween(market.settlementDate, bond.maturityDate))),
  );
}

function tradeSource(
  bond: BondSummary,
  trade: {
    tradeDate: string;
    cleanPrice: number;
    yieldPercent: number;
    faceValueRupees?: number;
    exchange?: string;
  },
): FigureSource {
  const size = trade.faceValueRupees === undefined ? '' : `, ${rupees(trade.faceValueRupees)} face value`;
  return {
    kind: 'trade',
    label: `${bond.name}: trade of ${marketDate(trade.tradeDate)}`,
    detail: `clean price ${price(trade.cleanPrice)}, yield ${percent(trade.yieldPercent)}${size}${trade.exchange ? ` on ${trade.exchange}` : ''}`,
    href: recentTradesHref(bond),
  };
}

function quoteSources(
  bond: BondSummary,
  levels: readonly {
    side: 'Bid' | 'Offer';
    cleanPrice: number | null;
    yieldPercent: number | null;
    quantity: number;
    quotes?: number;
  }[],
): FigureSource[] {
  return levels.map((level) => ({
    kind: 'quote',
    label: `${bond.name}: ${level.side.toLowerCase()} at ${price(level.cleanPrice)}`,
    detail: `yield ${percent(level.yieldPercent)}, ${rupees(level.quantity)}${level.quotes === undefined ? '' : ` in ${level.quotes} open quote${level.quotes === 1 ? '' : 's'}`}`,
    href: marketDepthHref,
  }));
}

/**
 * The sources of one tool's output, within the caller's rights: a caller without trade access gets no quote
 * source (its tools read an empty book, and the market depth page is not theirs to open). Screens and lists
 * link each row to its bond already (their result table); their spreads add the curve points used.
 */
export function figureSources(
  market: MarketSnapshot,
  toolName: AnalystToolName,
  output: unknown,
  caller: ToolCaller,
): FigureSource[] {
  switch (toolName) {
    case 'details': {
      const detail = output as DetailsToolOutput;
      return [
        bondSource(detail.bond, 'terms, market yield and price'),
        ...(detail.spreadBps !== null && detail.bond.instrumentType !== 'GSEC'
          ? spreadCurveSources(market, [detail.bond])
          : []),
      ];
    }
    case 'price': {
      const result = output as PriceToolOutput;
      return [
        bondSource(
          result.bond,
          `terms priced at ${percent(result.yieldPercent)} for ${marketDate(result.settlementDate)}`,
        ),
      ];
    }
    case 'compare':
      return (output as DetailsToolOutput[]).flatMap((detail) => [
        bondSource(detail.bond, 'terms, market yield and price'),
        ...spreadCurveSources(market, [detail.bond]),
      ]);
    case 'screen': {
      const result = output as ScreenToolOutput;
      const withSpread = result.bonds.filter(
        (bond) => bond.spreadBps !== null && bond.spreadBps !== undefined,
      );
      return spreadCurveSources(market, withSpread);
    }
    case 'curve':
      return (output as YieldCurve).points.map((point) => curvePointSource(point.bond, point.tenorYears));
    case 'curvePoints':
      return (output as { points: { from: BondSummary[] }[] }).points.flatMap((point) =>
        point.from.map((bond) =>
          curvePointSource(bond, yearsBetween(market.settlementDate, bond.maturityDate)),
        ),
      );
    case 'trades': {
      const result = output as TradesToolOutput;
      return [
        ...result.trades.map((trade) => tradeSource(result.bond, trade)),
        ...(caller.tradeAccess
          ? quoteSources(
              result.bond,
              result.openQuotes.map((quote) => ({ ...quote, side: quote.side === 'BID' ? 'Bid' : 'Offer' })),
            )
          : []),
      ];
    }
    case 'tradeActivity': {
      const result = output as TradeActivityOutput;
      return result.prints.length
        ? result.prints.map((print) => tradeSource(result.bond, print))
        : [
            bondSource(
              result.bond,
              `no trade prints from ${marketDate(result.from)} to ${marketDate(result.to)}`,
            ),
          ];
    }
    case 'mostTraded':
      return (output as MostTradedOutput).bonds.map((row) => ({
        kind: 'trade',
        label: `${row.bond.name}: trades of ${marketDate((output as MostTradedOutput).rankedDate)}`,
        detail: `${row.trades} trade prints, ${rupees(row.faceValueRupees)} face value`,
        href: recentTradesHref(row.bond),
      }));
    case 'quotes': {
      const result = output as QuotesToolOutput;
      if (!result.visible || !caller.tradeAccess) return [bondSource(result.bond, 'market yield and price')];
      return quoteSources(result.bond, [
        ...result.bids.map((level) => ({ ...level, side: 'Bid' as const })),
        ...result.asks.map((level) => ({ ...level, side: 'Offer' as const })),
      ]);
    }
    case 'issuer':
    case 'search':
    case 'define':
    case 'priceTerms':
      // A described bond's figures come from the terms the question states: no data of the platform to link.
      return [];
  }
}

/** The sources once each, in the order the answer met them. */
export function distinctSources(sources: readonly FigureSource[]): FigureSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.kind}|${source.label}|${source.detail}|${source.href ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
