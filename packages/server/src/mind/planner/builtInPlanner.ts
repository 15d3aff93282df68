import type { MarketSnapshot } from '../analyst/marketSnapshot';
import type { BondSummary } from '../analyst/bondSummary';
import type { DetailsToolOutput } from '../analyst/detailsTool';
import type { PriceToolOutput } from '../analyst/priceTool';
import { ToolRefusal } from '../analyst/priceTool';
import type { ScreenToolInput, ScreenToolOutput } from '../analyst/screenTool';
import type { TradesToolOutput } from '../analyst/tradesTool';
import type { YieldCurve } from '../analyst/curveTool';
import type { AnalystPlanner, AnswerSink } from './analystAnswer';
import { cashflowChart, curveChart } from './charts';
import { bondLink, marketDate, percent, price, rupees, sourcesLine, table } from './answerFormat';
import { parseFaceValue, parsePriceOrYield, parseSettlement } from './parseNumbers';
import { parseScreenFilters } from './parseScreenFilters';
import { resolveBondReferences, unresolvedBondPhrase, type BondReference } from './resolveBonds';

/** What the built-in planner decided a question asks. */
type Intent =
  | 'refuse'
  | 'curve'
  | 'spread'
  | 'compare'
  | 'trades'
  | 'same-issuer'
  | 'cashflows'
  | 'price'
  | 'details'
  | 'screen'
  | 'help';

const capabilities =
  "I answer from this platform's own data: a bond's terms, price ↔ yield at a settlement, accrued and consideration, duration and PV01, cash flows; screens by type, rating, maturity, coupon, yield and liquidity; comparisons; the G-sec curve and spreads over it; recent trades and quotes; an issuer's other bonds.";

const adviceOrForecast =
  /\b(should i|shall i|would you|recommend|advice|advise|predict|prediction|forecast|will (?:rates|yields|the rbi|prices)|next (?:week|month|year)'?s? (?:yield|rate|price)|outlook|buy or sell|good investment|worth buying)\b/i;
const offTopic =
  /\b(weather|cricket|movie|recipe|stock price|share price|equity|bitcoin|crypto|nifty|sensex|gold price|football|poem|joke)\b/i;

/** Classifies a question (with bond references already found). Exported for the planner's test table. */
function classifyQuestion(question: string, bondCount: number, hasScreenFilters: boolean): Intent {
  const lower = question.toLowerCase();
  if (adviceOrForecast.test(lower) || offTopic.test(lower)) return 'refuse';
  if (/\bcompare\b|\bversus\b|\bvs\.?\b|\bdifference between\b/.test(lower)) return 'compare';
  if (/\bspreads?\b|\bbps over\b|\bbasis points over\b|\bover the (?:g-?sec )?curve\b/.test(lower))
    return 'spread';
  if (/\bcurve\b/.test(lower)) return 'curve';
  if (/\btrades?\b|\btraded\b|\bquotes?\b|\bprints?\b|\bdeals?\b/.test(lower) && bondCount > 0)
    return 'trades';
  if (/\bsame issuer\b|\bother bonds\b|\bsame company\b|\bsister bonds\b/.test(lower) && bondCount > 0)
    return 'same-issuer';
  if (
    /\bcash ?flows?\b|\bcoupon (?:dates|schedule)\b|\bpayment schedule\b|\bredemption schedule\b/.test(
      lower,
    ) &&
    bondCount > 0
  )
    return 'cashflows';
  if (
    bondCount > 0 &&
    /@|\bat\s+\d|\bt\s*\+\s*\d|\byield\b|\bytm\b|\bprice\b|\bpriced?\b|\baccrued\b|\bconsideration\b|\bsettle|\bduration\b|\bpv01\b|\bdv01\b|\bconvexity\b|\bcost\b|\bpay\b|\bworth\b/.test(
      lower,
    )
  )
    return 'price';
  if (bondCount > 0) return 'details';
  if (hasScreenFilters || /\b(which|list|show|find|screen)\b.*\bbonds?\b/.test(lower)) return 'screen';
  if (/\b(help|what can you do|how do i use)\b/.test(lower)) return 'help';
  return 'refuse';
}

function blankOut(question: string, spans: readonly { start: number; end: number }[]): string {
  let text = question;
  for (const span of spans)
    text = text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end);
  return text;
}

function describeFilters(filters: ScreenToolInput): string {
  const parts: string[] = [];
  if (filters.ratings?.length) parts.push(`rated ${filters.ratings.join('/')}`);
  if (filters.instrumentTypes?.length) parts.push(`type ${filters.instrumentTypes.join('/')}`);
  if (filters.issuerTypes?.length) parts.push(`issuer ${filters.issuerTypes.join('/')}`);
  if (filters.issuer) parts.push(`issuer name containing "${filters.issuer}"`);
  if (filters.maturityFrom || filters.maturityTo)
    parts.push(
      `maturing ${filters.maturityFrom ? `from ${marketDate(filters.maturityFrom)}` : ''}${filters.maturityFrom && filters.maturityTo ? ' ' : ''}${filters.maturityTo ? `to ${marketDate(filters.maturityTo)}` : ''}`,
    );
  if (filters.couponMinPercent !== undefined) parts.push(`coupon ≥ ${filters.couponMinPercent}%`);
  if (filters.couponMaxPercent !== undefined) parts.push(`coupon ≤ ${filters.couponMaxPercent}%`);
  if (filters.yieldMinPercent !== undefined) parts.push(`yield above ${filters.yieldMinPercent}%`);
  if (filters.yieldMaxPercent !== undefined) parts.push(`yield below ${filters.yieldMaxPercent}%`);
  if (filters.spreadMinBps !== undefined) parts.push(`spread ≥ ${filters.spreadMinBps} bps`);
  if (filters.liquidOnly) parts.push('liquid only');
  return parts.length ? parts.join(', ') : 'all tradable bonds';
}

function bondRows(
  bonds: readonly (BondSummary & { spreadBps?: number | null })[],
  withSpread: boolean,
): string {
  const header = ['Bond', 'ISIN', 'Rating', 'Coupon', 'Maturity', 'Yield', 'Price (T+1)'];
  if (withSpread) header.push('Spread (bps)');
  return table(
    header,
    bonds.map((bond) => {
      const row = [
        bondLink(bond),
        bond.isin,
        bond.rating ?? 'unrated',
        percent(bond.couponPercent, 2),
        marketDate(bond.maturityDate),
        percent(bond.marketYieldPercent),
        price(bond.marketCleanPrice),
      ];
      if (withSpread)
        row.push(bond.spreadBps === null || bond.spreadBps === undefined ? 'n/a' : bond.spreadBps.toFixed(1));
      return row;
    }),
  );
}

function pricingLines(result: PriceToolOutput): string {
  const { bond } = result;
  const lines: string[] = [];
  const given =
    result.solvedFrom === 'price'
      ? `At a clean price of **${price(result.cleanPrice)}**, the yield of ${bondLink(bond)} is **${percent(result.yieldPercent)}**`
      : result.solvedFrom === 'yield'
        ? `At a yield of **${percent(result.yieldPercent)}**, the clean price of ${bondLink(bond)} is **${price(result.cleanPrice)}**`
        : `At the market yield of **${percent(result.yieldPercent)}**, ${bondLink(bond)} is priced at **${price(result.cleanPrice)}**`;
  lines.push(`${given} for settlement on ${marketDate(result.settlementDate)}.`, '');
  const rows: string[][] = [
    ['Clean price (per 100)', price(result.cleanPrice)],
    ['Yield', percent(result.yieldPercent)],
    ['Accrued interest (per 100)', result.accruedInterest.toFixed(4)],
    ['Dirty price (per 100)', result.dirtyPrice.toFixed(4)],
    ['Accrued days', String(result.accruedDays)],
    ['Modified duration (years)', result.modifiedDuration.toFixed(4)],
    ['Macaulay duration (years)', result.macaulayDuration.toFixed(4)],
    ['PV01 (per 100, ₹)', result.pv01.toFixed(4)],
    ['Convexity', result.convexity.toFixed(4)],
  ];
  if (result.consideration) {
    rows.push(
      ['Face value', rupees(result.consideration.faceValueRupees)],
      ['Principal', rupees(result.consideration.principal)],
      ['Accrued', rupees(result.consideration.accrued)],
      ['Consideration', rupees(result.consideration.total)],
    );
  }
  lines.push(table(['Measure', 'Value'], rows));
  return lines.join('\n');
}

function compareTable(bonds: readonly DetailsToolOutput[]): string {
  const header = ['Measure', ...bonds.map((bond) => bondLink(bond.bond))];
  const value = (read: (detail: DetailsToolOutput) => string) => bonds.map(read);
  return table(header, [
    ['ISIN', ...value((detail) => detail.bond.isin)],
    ['Issuer', ...value((detail) => detail.bond.issuer)],
    ['Rating', ...value((detail) => detail.bond.rating ?? 'unrated')],
    ['Coupon', ...value((detail) => percent(detail.bond.couponPercent, 2))],
    ['Maturity', ...value((detail) => marketDate(detail.bond.maturityDate))],
    ['Yield', ...value((detail) => percent(detail.market?.yieldPercent ?? null))],
    ['Clean price (T+1)', ...value((detail) => price(detail.market?.cleanPrice ?? null))],
    ['Modified duration', ...value((detail) => detail.market?.modifiedDuration.toFixed(4) ?? 'n/a')],
    ['PV01 (per 100, ₹)', ...value((detail) => detail.market?.pv01.toFixed(4) ?? 'n/a')],
    [
      'Spread over G-sec curve (bps)',
      ...value((detail) => (detail.spreadBps === null ? 'n/a' : detail.spreadBps.toFixed(1))),
    ],
  ]);
}

/** The bonds a question named, as links to their security pages ("A", "A and B", "A, B and C"). */
function bondNames(references: readonly BondReference[]): string {
  const links = references.map((reference) =>
    bondLink({ name: reference.entry.row.displayName, link: `/security/${reference.entry.row.id}` }),
  );
  return links.length > 1
    ? `${links.slice(0, -1).join(', ')} and ${links[links.length - 1]}`
    : (links[0] ?? '');
}

/** Streams text in small pieces, as a model would, so the reader sees it arrive. */
function streamText(sink: AnswerSink, text: string): void {
  const pieces = text.match(/[^\s]+\s*|\s+/g) ?? [];
  let buffer = '';
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= 24 || piece.includes('\n')) {
      sink.text(buffer);
      buffer = '';
    }
  }
  if (buffer) sink.text(buffer);
}

async function tool<Output>(
  sink: AnswerSink,
  name: Parameters<AnswerSink['callTool']>[0],
  input: unknown,
): Promise<Output> {
  return (await sink.callTool(name, input)) as Output;
}

/**
 * The deterministic analyst: reads plain English and desk shorthand, calls the tools, and writes the
 * answer from their outputs only. No network, no model; the same question on the same market gives the
 * same answer.
 */
export function createBuiltInPlanner(readMarket: () => Promise<MarketSnapshot>): AnalystPlanner {
  return {
    kind: 'built-in',
    async answer({ question, sink }) {
      const market = await readMarket();
      const sources = new Set<string>(['bondkit instrument master']);
      const write = (markdown: string) => {
        streamText(sink, `${markdown}\n\n${sourcesLine([...sources], market.asOf)}`);
      };
      // The plan, stated as soon as the question is understood and before any tool runs: the reader sees what
      // the analyst is about to compute (and from what) while the tools work. It stays the answer's first line.
      const announce = (plan: string) => {
        streamText(sink, `${plan}\n\n`);
      };
      const references = resolveBondReferences(question, market);
      const rest = blankOut(question, references);
      const screen = parseScreenFilters(rest, market.today);
      const intent = classifyQuestion(rest, references.length, screen.found);
      const unresolved = unresolvedBondPhrase(question, references);

      try {
        if (intent === 'refuse' || intent === 'help') {
          const lead =
            intent === 'help'
              ? ''
              : adviceOrForecast.test(question)
                ? "I can't give investment advice or forecast rates: I only state what the platform's data and pricing engine compute. "
                : "I can't answer that from the platform's data. ";
          streamText(
            sink,
            `${lead}${capabilities}\n\nTry: "What is the yield of 7.18% GS 2033 at 101.25 for settlement tomorrow?" or "Show the G-sec curve".`,
          );
          return { tokensUsed: 0 };
        }
        if (unresolved && references.length === 0 && intent !== 'curve') {
          streamText(
            sink,
            `I could not find a bond matching "${unresolved}" in the platform's instrument master, so I have no figures for it. Check the coupon and maturity year, or search by ISIN.\n\n${sourcesLine([...sources], market.asOf)}`,
          );
          return { tokensUsed: 0 };
        }
        sources.add('live market yields (reference server simulator)');

        if (intent === 'curve') {
          announce('Building the G-sec curve from the live market yields of the tradable dated G-secs.');
          const curve = await tool<YieldCurve>(sink, 'curve', {});
          if (curve.points.length === 0) {
            write('There are no tradable dated G-secs in the market data, so there is no curve to show.');
            return { tokensUsed: 0 };
          }
          sink.chart(curveChart(curve));
          const pick = (years: number) =>
            curve.points.reduce((best, point) =>
              Math.abs(point.tenorYears - years) < Math.abs(best.tenorYears - years) ? point : best,
            );
          const keys = [2, 5, 10, 30].map(pick).filter((point, index, list) => list.indexOf(point) === index);
          const first = curve.points[0]!;
          const last = curve.points[curve.points.length - 1]!;
          write(
            [
              `The G-sec curve from ${curve.points.length} tradable dated G-secs runs from **${percent(first.yieldPercent)}** at ${first.tenorYears.toFixed(1)} years (${bondLink(first.bond)}) to **${percent(last.yieldPercent)}** at ${last.tenorYears.toFixed(1)} years (${bondLink(last.bond)}).`,
              '',
              table(
                ['Tenor (years)', 'Bond', 'Yield'],
                keys.map((point) => [
                  point.tenorYears.toFixed(2),
                  bondLink(point.bond),
                  percent(point.yieldPercent),
                ]),
              ),
            ].join('\n'),
          );
          return { tokensUsed: 0 };
        }

        if (
          intent === 'screen' ||
          ((intent === 'compare' || intent === 'spread') && references.length === 0)
        ) {
          const filters: ScreenToolInput = { ...screen.filters };
          if (intent === 'compare') filters.limit = filters.limit ?? 2;
          if (intent === 'spread') filters.sortBy = filters.sortBy ?? 'spread-desc';
          announce(
            intent === 'compare'
              ? `Finding the bonds to compare (${describeFilters(filters)}${filters.sortBy ? `, sorted ${filters.sortBy}` : ''}), then reading and pricing each.`
              : `Screening the tradable bonds: ${describeFilters(filters)}${intent === 'spread' ? ', with each spread over the G-sec curve' : ''}.`,
          );
          const result = await tool<ScreenToolOutput>(sink, 'screen', filters);
          if (intent === 'compare') {
            if (result.bonds.length < 2) {
              write(
                `Only ${result.total} bond(s) match (${describeFilters(filters)}), so there is nothing to compare.`,
              );
              return { tokensUsed: 0 };
            }
            const details = await tool<DetailsToolOutput[]>(sink, 'compare', {
              bondIds: result.bonds.map((bond) => bond.id),
            });
            write(
              `Comparing ${details.map((detail) => bondLink(detail.bond)).join(' and ')} (${describeFilters(filters)}${filters.sortBy ? `, sorted ${filters.sortBy}` : ''}):\n\n${compareTable(details)}`,
            );
            return { tokensUsed: 0 };
          }
          if (result.total === 0) {
            write(`No tradable bond matches ${describeFilters(filters)}.`);
            return { tokensUsed: 0 };
          }
          const shown =
            result.bonds.length < result.total
              ? `the first ${result.bonds.length}, sorted by ${filters.sortBy ?? 'yield-desc'}`
              : 'all of them';
          write(
            `**${result.total}** tradable bond${result.total === 1 ? '' : 's'} match ${describeFilters(filters)}; here ${result.bonds.length === 1 ? 'it is' : `are ${shown}`}. Yields are live market yields; prices are for T+1 settlement (${marketDate(market.settlementDate)}).\n\n${bondRows(result.bonds, intent === 'spread' || filters.spreadMinBps !== undefined || filters.sortBy === 'spread-desc')}`,
          );
          return { tokensUsed: 0 };
        }

        const bondIds = references.map((reference) => reference.entry.row.id);
        const firstId = bondIds[0]!;

        if (intent === 'compare') {
          if (bondIds.length < 2) {
            write(
              'A comparison needs two bonds; I recognised only one. Name both, e.g. "Compare 7.18% GS 2033 and 7.26% GS 2033".',
            );
            return { tokensUsed: 0 };
          }
          announce(
            `Comparing ${bondNames(references.slice(0, 5))}: each one's terms, and its price, duration and spread at the market yield.`,
          );
          const details = await tool<DetailsToolOutput[]>(sink, 'compare', { bondIds: bondIds.slice(0, 5) });
          write(compareTable(details));
          return { tokensUsed: 0 };
        }

        if (intent === 'spread') {
          announce(`Measuring the spread of ${bondNames(references.slice(0, 5))} over the G-sec curve.`);
          const lines: string[] = [];
          for (const id of bondIds.slice(0, 5)) {
            const detail = await tool<DetailsToolOutput>(sink, 'details', { bondId: id });
            lines.push(
              detail.spreadBps === null
                ? `${bondLink(detail.bond)} has no market yield to measure a spread from.`
                : detail.bond.instrumentType === 'GSEC'
                  ? `${bondLink(detail.bond)} is a G-sec: it is on the curve (spread 0 bps by definition); its yield is **${percent(detail.bond.marketYieldPercent)}**.`
                  : `${bondLink(detail.bond)} yields **${percent(detail.bond.marketYieldPercent)}**, **${detail.spreadBps.toFixed(1)} bps** over the G-sec curve at its tenor (linear between the neighbouring G-secs).`,
            );
          }
          write(lines.join('\n\n'));
          return { tokensUsed: 0 };
        }

        if (intent === 'trades') {
          announce(
            `Reading the recent trades and open public quotes of ${bondNames(references.slice(0, 1))}.`,
          );
          const result = await tool<TradesToolOutput>(sink, 'trades', { bondId: firstId });
          sources.add('trade prints and open public quotes');
          const trades = result.trades.length
            ? table(
                ['Trade date', 'Clean price', 'Yield', 'Face value', 'Exchange'],
                result.trades.map((trade) => [
                  marketDate(trade.tradeDate),
                  price(trade.cleanPrice),
                  percent(trade.yieldPercent),
                  rupees(trade.faceValueRupees),
                  trade.exchange,
                ]),
              )
            : 'No trades are recorded for it.';
          const quotes = result.openQuotes.length
            ? table(
                ['Side', 'Clean price', 'Yield', 'Quantity'],
                result.openQuotes.map((quote) => [
                  quote.side,
                  price(quote.cleanPrice),
                  percent(quote.yieldPercent),
                  String(quote.quantity),
                ]),
              )
            : 'There are no open public quotes on the platform.';
          write(
            `Recent trades of ${bondLink(result.bond)}:\n\n${trades}\n\nOpen public quotes:\n\n${quotes}`,
          );
          return { tokensUsed: 0 };
        }

        if (intent === 'same-issuer') {
          announce(
            `Looking up the other tradable bonds of the issuer of ${bondNames(references.slice(0, 1))}.`,
          );
          const detail = await tool<DetailsToolOutput>(sink, 'details', { bondId: firstId });
          write(
            detail.sameIssuer.length
              ? `Other tradable bonds of ${detail.bond.issuer} (issuer of ${bondLink(detail.bond)}):\n\n${bondRows(detail.sameIssuer, false)}`
              : `${detail.bond.issuer} has no other tradable bond than ${bondLink(detail.bond)}.`,
          );
          return { tokensUsed: 0 };
        }

        const faceValueRupees = parseFaceValue(rest) ?? undefined;
        if (intent === 'cashflows') {
          announce(
            `Scheduling the cash flows of ${bondNames(references.slice(0, 1))} after settlement on ${marketDate(market.settlementDate)}.`,
          );
          const detail = await tool<DetailsToolOutput>(sink, 'details', { bondId: firstId, faceValueRupees });
          if (detail.cashflows.length === 0) {
            write(
              `${bondLink(detail.bond)} has no cash flows the engine can schedule after ${marketDate(market.settlementDate)} (floating-rate or matured).`,
            );
            return { tokensUsed: 0 };
          }
          sink.chart(cashflowChart(detail));
          const total = detail.cashflows.reduce((sum, flow) => sum + flow.total, 0);
          write(
            `Cash flows of ${bondLink(detail.bond)} after settlement on ${marketDate(market.settlementDate)}, for ${rupees(detail.cashflowFaceValueRupees)} face value (${detail.cashflows.length} payments, ${rupees(total)} in all):\n\n${table(
              ['Payment date', 'Interest', 'Principal', 'Total'],
              detail.cashflows.map((flow) => [
                marketDate(flow.date),
                rupees(flow.interest),
                rupees(flow.principal),
                rupees(flow.total),
              ]),
            )}`,
          );
          return { tokensUsed: 0 };
        }

        if (intent === 'price') {
          const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
          const fixed = parsePriceOrYield(rest);
          announce(
            `Pricing ${bondNames(references.slice(0, 1))} ${fixed.cleanPrice !== undefined ? `at a clean price of ${fixed.cleanPrice}` : fixed.yieldPercent !== undefined ? `at a yield of ${fixed.yieldPercent}%` : 'at its live market yield'}, settling ${marketDate(settlementDate ?? market.settlementDate)}, with the platform's pricing engine.`,
          );
          const result = await tool<PriceToolOutput>(sink, 'price', {
            bondId: firstId,
            ...fixed,
            ...(settlementDate ? { settlementDate } : {}),
            ...(faceValueRupees ? { faceValueRupees } : {}),
          });
          write(pricingLines(result));
          return { tokensUsed: 0 };
        }

        announce(`Reading the terms and the live market of ${bondNames(references.slice(0, 1))}.`);
        const detail = await tool<DetailsToolOutput>(sink, 'details', { bondId: firstId });
        const { bond, terms } = detail;
        write(
          [
            `${bondLink(bond)} (${bond.isin}) is issued by ${bond.issuer} (${bond.issuerType}, ${terms.sector}).`,
            '',
            table(
              ['Term', 'Value'],
              [
                [
                  'Coupon',
                  `${percent(bond.couponPercent, 2)} ${terms.couponFrequency === 0 ? '(no coupons)' : `paid ${terms.couponFrequency}× a year`}`,
                ],
                ['Issue date', marketDate(terms.issueDate)],
                ['Maturity', marketDate(bond.maturityDate)],
                ['Face value', rupees(terms.faceValue)],
                ['Structure', terms.structure],
                [
                  'Rating',
                  bond.rating
                    ? `${terms.ratingAgency ? `${terms.ratingAgency} ` : ''}${bond.rating}`
                    : 'unrated',
                ],
                ['Market yield', percent(bond.marketYieldPercent)],
                ['Clean price (T+1)', price(detail.market?.cleanPrice ?? null)],
                ['Modified duration', detail.market?.modifiedDuration.toFixed(4) ?? 'n/a'],
                ['PV01 (per 100, ₹)', detail.market?.pv01.toFixed(4) ?? 'n/a'],
                [
                  'Spread over G-sec curve (bps)',
                  detail.spreadBps === null ? 'n/a' : detail.spreadBps.toFixed(1),
                ],
              ],
            ),
          ].join('\n'),
        );
        return { tokensUsed: 0 };
      } catch (error) {
        if (error instanceof ToolRefusal) {
          write(`I can't compute that: ${error.message}`);
          return { tokensUsed: 0 };
        }
        throw error;
      }
    },
  };
}
