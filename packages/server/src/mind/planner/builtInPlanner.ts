import type { MarketSnapshot } from '../analyst/marketSnapshot';
import { yearsBetween, type BondSummary } from '../analyst/bondSummary';
import type { DetailsToolOutput } from '../analyst/detailsTool';
import type { PriceToolOutput } from '../analyst/priceTool';
import { ToolRefusal } from '../analyst/priceTool';
import type { ScreenToolInput, ScreenToolOutput } from '../analyst/screenTool';
import type { TradesToolOutput } from '../analyst/tradesTool';
import type { MostTradedOutput, TradeActivityOutput } from '../analyst/activityTool';
import type { QuotesToolOutput } from '../analyst/quotesTool';
import type { IssuerToolOutput } from '../analyst/issuerTool';
import { curveShape, type YieldCurve } from '../analyst/curveTool';
import type { AnalystPlanner, AnswerSink } from './analystAnswer';
import { cashflowChart, curveChart } from './charts';
import { ratingGrade } from '../../trading/instrumentView';
import type { TermsPriceOutput } from '../analyst/termsPriceTool';
import { describedBond, describedBondAnswer } from './hypotheticalBond';
import { tenorWindow } from './tenorWindow';
import { groupedScreenAnswer } from './screenGroups';
import { bondResultTable } from './resultTable';
import { describeFilters } from './describeFilters';
import { followUpSuggestions } from './followUpSuggestions';
import { bondLink, marketDate, percent, price, rupees, signed, sourcesLine, table } from './answerFormat';
import { normaliseDeskLanguage } from './deskShorthand';
import {
  addMonths,
  countFrom,
  parseFaceValue,
  parsePriceOrYield,
  parseSettlement,
  parseYieldShift,
} from './parseNumbers';
import { parseScreenFilters } from './parseScreenFilters';
import { sortOrderWords } from './sortOrderWords';
import { resolveBondReferences, unresolvedBondPhrase } from './resolveBonds';
import {
  issuerMaturityYear,
  recognizeIssuers,
  recognizeSectors,
  recognizeStructures,
  recognizeTenors,
  recognizePeriod,
  unknownCompanyIn,
  unknownFullCompanyName,
  unknownIssuerNamed,
  unknownStateIn,
} from './recognizeEntities';
import { conversationContext, resolveFollowUp } from './conversationContext';
import { findGlossaryEntry, type defineTerm } from '../analyst/glossary';
import {
  bondNames,
  bondRows,
  compareLead,
  compareTable,
  marketFigureAsked,
  curveShapeSentence,
  optionYieldAsked,
  pricingLines,
} from './answerSections';
import {
  asksAdviceOrForecast,
  asksMarketTotal,
  asksWhatARatingMeans,
  asksWhoHoldsOrTrades,
  classifyQuestion,
  type Recognised,
} from './questionIntent';

const capabilities =
  "I answer from this platform's own data: a bond's terms, price ↔ yield at a settlement, accrued and consideration, duration and PV01, cash flows; screens by type, rating, maturity, coupon, yield and liquidity; comparisons; the G-sec curve and spreads over it; recent trades and quotes; an issuer's other bonds.";

/** Instrument types as a reader says them. */
const instrumentTypeNames: Readonly<Record<string, string>> = {
  GSEC: 'G-sec',
  SDL: 'SDL',
  TBILL: 'T-bill',
  PSU: 'PSU bond',
  CORPORATE: 'corporate bond',
  FRB: 'floating-rate bond',
};

function blankOut(question: string, spans: readonly { start: number; end: number }[]): string {
  let text = question;
  for (const span of spans)
    text = text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end);
  return text;
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
 * An issuer-shaped name the question asks about that matches no issuer ("Bonds of Acme Widgets Corporation",
 * "What has Zenith Quantum Holdings issued?"), to say so rather than screen the whole market.
 */
function unknownIssuerPhrase(
  rest: string,
  recognisedIssuers: number,
  hasScreenFilters: boolean,
): string | null {
  if (recognisedIssuers > 0) return null;
  const name = String.raw`([A-Z][A-Za-z&.-]*(?:\s+[A-Z][A-Za-z&.-]*){1,4})`;
  const match =
    new RegExp(`\\b(?:[Bb]onds?\\s+(?:of|from|by)|issued by|has|does)\\s+${name}`).exec(rest) ??
    // "Tell me about Acme Steel bonds": a name before "bonds" when the question states no kind of bond.
    (hasScreenFilters
      ? null
      : new RegExp(`(?:about|for|on|any|show|list)\\s+${name}\\s+(?:bonds?|debentures|NCDs?)\\b`).exec(rest));
  if (!match?.[1]) return null;
  const phrase = match[1].trim();
  if (
    /^(?:The|A|An|It|Which|What|Show|List|Find|Government of India|GOI|PSU|AAA|SDL|G-?secs?|CRISIL|ICRA|CARE)\b/i.test(
      phrase,
    )
  )
    return null;
  return phrase;
}

/**
 * The deterministic analyst: reads plain English and desk shorthand, calls the tools, and writes the
 * answer from their outputs only. No network, no model; the same question on the same market gives the
 * same answer.
 */
export function createBuiltInPlanner(readMarket: () => Promise<MarketSnapshot>): AnalystPlanner {
  return {
    kind: 'built-in',
    async answer({ question: asked, history, sink, signal }) {
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
      const understand = (asked: string) => {
        const text = normaliseDeskLanguage(asked);
        const named = resolveBondReferences(text, market);
        const afterBonds = blankOut(text, named);
        // A bond named twice ("… of INE514P08015? what if I hold 20 crore? (INE514P08015)") is one bond.
        const references = named.filter(
          (reference, index) => named.findIndex((other) => other.entry === reference.entry) === index,
        );
        const issuers = recognizeIssuers(afterBonds, market);
        const rest = blankOut(afterBonds, issuers);
        const screen = parseScreenFilters(rest, market.today);
        const sectors = recognizeSectors(rest, market);
        const structures = recognizeStructures(rest);
        if (issuers.length) {
          screen.filters.issuers = [...new Set(issuers.map((match) => match.issuer))];
          delete screen.filters.issuer;
          // "the Desh Petroleum 2038 bond", "the 2038 Desh Petroleum bonds": a year beside the issuer's name is
          // the maturity of the bonds meant (one bond of that year was already resolved as a reference).
          const year = issuerMaturityYear(afterBonds, issuers);
          if (
            year !== null &&
            screen.filters.maturityFrom === undefined &&
            screen.filters.maturityTo === undefined
          ) {
            screen.filters.maturityFrom = `${year}-01-01`;
            screen.filters.maturityTo = `${year}-12-31`;
            screen.found = true;
          }
        }
        if (sectors.length) screen.filters.sectors = sectors;
        if (structures.length) screen.filters.structures = structures;
        const tenors = recognizeTenors(rest);
        // "A 5-year AAA PSU bond", "the 3 month T-bill": a tenor of bonds other than the G-sec curve's is a
        // screen of those bonds maturing around it, not a point of the curve.
        if (
          references.length === 0 &&
          screen.filters.maturityFrom === undefined &&
          screen.filters.maturityTo === undefined
        ) {
          const window = tenorWindow(
            rest,
            tenors,
            screen.filters,
            issuers.length,
            sectors.length,
            market.today,
          );
          if (window !== null) {
            screen.filters.maturityFrom = window.from;
            screen.filters.maturityTo = window.to;
            screen.found = true;
            tenors.tenors = [];
            tenors.pairs = [];
          }
        }
        const unresolved = unresolvedBondPhrase(text, references);
        // "J&K SDLs", "NTPC bonds": a filter that only restates the kind of bonds the named issuers issue is no
        // screen; the question asks for the issuers' bonds.
        const issuerKinds = new Set(
          market.catalogue.all
            .filter((entry) => screen.filters.issuers?.includes(entry.issuerName))
            .map((entry) => entry.row.instrumentType),
        );
        const onlyRestatesIssuers =
          issuers.length > 0 &&
          (screen.filters.instrumentTypes?.length ?? 0) > 0 &&
          Object.keys(screen.filters).every((key) => key === 'issuers' || key === 'instrumentTypes') &&
          (screen.filters.instrumentTypes ?? []).every((type) => issuerKinds.has(type));
        const seen: Recognised = {
          bondCount: references.length,
          issuerCount: issuers.length,
          hasScreenFilters:
            !onlyRestatesIssuers && (screen.found || sectors.length > 0 || structures.length > 0),
          hasTenors: tenors.tenors.length > 0,
          hasTenorPairs: tenors.pairs.length > 0,
          glossaryHit: findGlossaryEntry(rest) !== null,
          unknownIsin: unresolved !== null,
        };
        if (seen.hasScreenFilters && !screen.found) screen.found = true;
        return {
          text,
          references,
          rest,
          issuers,
          screen,
          tenors,
          unresolved,
          intent: classifyQuestion(rest, seen),
        };
      };
      // A follow-up is read against the conversation: "it", "the second one", "same for 2030".
      const ownIntent = (text: string, options?: { specific: boolean }) => {
        const { intent, references } = understand(text);
        return (
          !['refuse', 'help', 'unknown-term'].includes(intent) &&
          !(intent === 'details' && (references.length === 0 || options?.specific === true))
        );
      };
      const context = conversationContext(await history(), market, ownIntent);
      const question = resolveFollowUp(asked, context, market, ownIntent);
      const { text, references, rest, screen, tenors, unresolved, intent } = understand(question);

      try {
        // "Who holds 7.26% GS 2033?", "which bonds did Meridian trade?": who owns or trades what is no data of
        // the analyst's (the trade prints are anonymous), said so rather than answered with something else.
        if (asksWhoHoldsOrTrades(question)) {
          streamText(
            sink,
            "I have no data on who holds, buys or sells which bonds: the platform's trade prints are anonymous, and other firms' positions and trades are not mine to read. I can give a bond's trades (how many, how much, at what yields), its quotes within your rights, and its terms and prices.",
          );
          return { tokensUsed: 0 };
        }
        // "The YTM of a bond with a 7% coupon, 5 years to maturity, at 98": a described bond, priced by the engine.
        const described = references.length === 0 ? describedBond(text) : null;
        if (described !== null) {
          announce(
            `Pricing the bond the question describes (a ${described.couponPercent}% coupon, ${described.yearsToMaturity} years to maturity) with the platform's pricing engine.`,
          );
          const result = await tool<TermsPriceOutput>(sink, 'priceTerms', described);
          write(describedBondAnswer(result));
          return { tokensUsed: 0 };
        }
        if (intent !== 'issuer' && references.length === 0 && !asksAdviceOrForecast(question)) {
          const unknownIssuer =
            unknownFullCompanyName(blankOut(text, references), market) ??
            unknownIssuerPhrase(rest, screen.filters.issuers?.length ?? 0, screen.found) ??
            // A state that issues nothing here, named in a question about bonds (not "the weather in Delhi").
            (screen.filters.issuers?.length || intent === 'refuse' || intent === 'help'
              ? null
              : unknownStateIn(rest, market)) ??
            // A company no issuer is ("Sundarban Hyperloop Corporation"), whatever else the question asks.
            (screen.filters.issuers?.length
              ? null
              : (unknownCompanyIn(rest, market) ?? unknownIssuerNamed(rest, market)));
          if (unknownIssuer) {
            streamText(
              sink,
              `I found no issuer named "${unknownIssuer}" in the platform's instrument master, so I have no bonds or figures for it. Check the spelling, or ask for an issuer's bonds by the issuer's full name.`,
            );
            return { tokensUsed: 0 };
          }
        }
        if (intent === 'refuse' || intent === 'help') {
          const lead =
            intent === 'help'
              ? ''
              : asksAdviceOrForecast(question)
                ? "I can't give investment advice or forecast rates and prices, nor tips: I only state what the platform's data and pricing engine compute today. "
                : "I can't answer that from the platform's data. ";
          streamText(sink, `${lead}${capabilities}`);
          return { tokensUsed: 0 };
        }
        if (intent === 'define' || intent === 'unknown-term') {
          const result = await tool<ReturnType<typeof defineTerm>>(sink, 'define', {
            term: asksWhatARatingMeans(question)
              ? 'credit rating'
              : rest.trim().slice(0, 100) || question.slice(0, 100),
          });
          if (!result.found) {
            const phrase =
              /(?:what\s+(?:is|are)(?:\s+an?|\s+the)?|what's|whats|define|explain|meaning of)\s+(.+?)[?.!]*$/i.exec(
                question,
              )?.[1] ?? question;
            streamText(
              sink,
              `I don't know the term "${phrase.trim()}": it is not in the platform's glossary, and I don't define terms I can't check. I can define yield to maturity, yield to call, modified and Macaulay duration, PV01, convexity, accrued interest, clean and dirty price, the spread over the G-sec curve, 2s10s and the bond structures (zero-coupon, FRB, step-up, callable, amortising).`,
            );
            return { tokensUsed: 0 };
          }
          // "Difference between a G-sec and an SDL", "YTM vs YTC": each term the question names, defined.
          const compared = /\bdifference\b|\bdiffer\b|\bvs\.?\b|\bversus\b|\bcompare|\band\b|\bor\b/i.test(
            question,
          )
            ? (result.alsoNamed ?? []).slice(0, 2)
            : [];
          streamText(
            sink,
            `${[result.found, ...compared].map((entry) => `#### ${entry.term}\n\n${entry.definition}`).join('\n\n')}\n\n_Source: the bondkit glossary, which describes the methods of the platform's pricing engine (@bondkit/core/pricing)._`,
          );
          return { tokensUsed: 0 };
        }
        if (unresolved && references.length === 0 && intent !== 'curve' && intent !== 'curve-point') {
          streamText(
            sink,
            /^IN[A-Z0-9]{10}$/i.test(unresolved)
              ? `I found no bond with ISIN ${unresolved.toUpperCase()} in the platform's instrument master, so I have no figures for it. Check the ISIN, or search by the bond's name.`
              : /^IN[A-Z0-9]+$/i.test(unresolved) && /\d/.test(unresolved)
                ? `I found no bond with ISIN ${unresolved.toUpperCase()}: it is not a valid ISIN (an Indian ISIN has 12 characters, IN and ten more; this one has ${unresolved.length}), so I have no figures for it. Check the ISIN, or search by the bond's name.`
                : `I found no bond: I could not find a bond matching "${unresolved}" in the platform's instrument master, so I have no figures for it. Check the coupon and maturity year, or search by ISIN.`,
          );
          return { tokensUsed: 0 };
        }
        sources.add('live market yields (reference server simulator)');

        if (intent === 'curve-point') {
          // A spread between tenors is the longer's yield minus the shorter's, whichever is named first ("10y
          // minus 2y", "2s10s", "between 30 and 5 years"): the market's convention for the slope.
          const pairs = (
            tenors.pairs.length
              ? tenors.pairs
              : tenors.tenors.length >= 2 &&
                  /\bspread\b|\bsteep|\bslope\b|\bbetween\b|\bminus\b|\bdifference\b|\bgap\b|\bover\b|\bvs\.?\b|\bversus\b/.test(
                    rest.toLowerCase(),
                  )
                ? [[tenors.tenors[0]!, tenors.tenors[1]!] as [number, number]]
                : []
          ).map(([one, other]) => [Math.min(one, other), Math.max(one, other)] as [number, number]);
          const asked = pairs.length ? [...new Set(pairs.flat())] : [...new Set(tenors.tenors)];
          announce(
            `Reading the G-sec curve at ${asked.map((tenor) => `${tenor} year${tenor === 1 ? '' : 's'}`).join(' and ')} (linear between the neighbouring tradable G-secs).`,
          );
          const result = await tool<{
            points: { tenorYears: number; yieldPercent: number | null; from: BondSummary[] }[];
          }>(sink, 'curvePoints', { tenorsYears: asked });
          const at = (tenor: number) => result.points.find((point) => point.tenorYears === tenor);
          const basis = (tenor: number) => {
            const point = at(tenor);
            return point
              ? `${tenor}-year: ${percent(point.yieldPercent)} (from ${point.from.map((bond) => bondLink(bond)).join(' and ')})`
              : '';
          };
          if (result.points.some((point) => point.yieldPercent === null)) {
            write('There are no tradable dated G-secs in the market data, so there is no curve to read.');
            return { tokensUsed: 0 };
          }
          if (pairs.length) {
            const lines = pairs.map(([short, long]) => {
              const spread = Math.round((at(long)!.yieldPercent! - at(short)!.yieldPercent!) * 1000) / 10;
              return `The ${short}s${long}s spread (the ${long}-year minus the ${short}-year G-sec yield) is **${spread.toFixed(1)} bps**.`;
            });
            write(`${lines.join('\n\n')}\n\n${asked.map((tenor) => `- ${basis(tenor)}`).join('\n')}`);
            return { tokensUsed: 0 };
          }
          write(
            asked
              .map(
                (tenor) =>
                  `The ${tenor}-year G-sec yield is **${percent(at(tenor)!.yieldPercent)}**, read from the curve between ${at(
                    tenor,
                  )!
                    .from.map((bond) => `${bondLink(bond)} (${percent(bond.marketYieldPercent)})`)
                    .join(' and ')}.`,
              )
              .join('\n\n'),
          );
          return { tokensUsed: 0 };
        }

        if (intent === 'most-traded') {
          // "today" is the default day; "in November", "last week" rank over a period; "G-sec" ranks G-secs only.
          const asked = /\btoday\b/i.test(rest) ? null : recognizePeriod(rest, market.today);
          // One day ("yesterday", "on 27 Nov") is ranked like today: a day without prints (a holiday, a weekend)
          // falls back to the latest day before it that has some, and says so.
          const day = asked && asked.from === asked.to ? asked.from : null;
          const period = day ? null : asked;
          const types = screen.filters.instrumentTypes;
          const kind = types?.length
            ? types.map((type) => instrumentTypeNames[type] ?? type).join(' or ')
            : 'bond';
          announce(
            period
              ? `Ranking the trade prints from ${marketDate(period.from)} to ${marketDate(period.to)} by face value traded${types?.length ? `, ${kind}s only` : ''}.`
              : `Ranking ${day ? `the trade prints of ${marketDate(day)}` : "today's trade prints"} by face value traded${types?.length ? `, ${kind}s only` : ''}.`,
          );
          sources.add('trade prints');
          const result = await tool<MostTradedOutput>(sink, 'mostTraded', {
            ...(period ?? {}),
            ...(day ? { date: day } : {}),
            ...(screen.filters.limit ? { limit: Math.min(screen.filters.limit, 20) } : {}),
            ...(types?.length ? { instrumentTypes: types } : {}),
          });
          const top = result.bonds[0];
          // "How many trades did the market see yesterday?": the market's count leads, the ranking follows.
          const marketTotalAsked = asksMarketTotal(rest.toLowerCase());
          const countAsked = /\bhow many\b|\bnumber of\b|\bcount\b/.test(rest.toLowerCase());
          const volumeAsked = /\bface value\b|\bvolume\b|\bturnover\b|\bvalue traded\b|\bhow much\b/.test(
            rest.toLowerCase(),
          );
          if (!top) {
            write(
              period
                ? `No ${kind} traded from ${marketDate(period.from)} to ${marketDate(period.to)}: there are no trade prints in that period.`
                : 'There are no trade prints in the market data, so nothing has traded.',
            );
            return { tokensUsed: 0 };
          }
          const lead = result.period
            ? `The most traded ${kind} from ${marketDate(result.period.from)} to ${marketDate(result.period.to)} is ${bondLink(top.bond)} (${top.bond.isin}): **${top.trades}** trade${top.trades === 1 ? '' : 's'}, ${rupees(top.faceValueRupees)} face value.`
            : result.rankedDate === result.date
              ? `The most traded ${kind} ${day ? `on ${marketDate(result.date)}` : `today (${marketDate(result.date)})`} is ${bondLink(top.bond)} (${top.bond.isin}): **${top.trades}** trade${top.trades === 1 ? '' : 's'}, ${rupees(top.faceValueRupees)} face value.`
              : `There are no trades printed ${day ? `on ${marketDate(result.date)}` : `today (${marketDate(result.date)})`}. On the latest day with prints, ${marketDate(result.rankedDate)}, the most traded ${kind} was ${bondLink(top.bond)} (${top.bond.isin}): **${top.trades}** trade${top.trades === 1 ? '' : 's'}, ${rupees(top.faceValueRupees)} face value.`;
          const where = result.period
            ? `From ${marketDate(result.period.from)} to ${marketDate(result.period.to)}`
            : `On ${marketDate(result.rankedDate ?? result.date)}${result.rankedDate !== result.date ? ` (the latest day with prints${day ? ` on or before ${marketDate(result.date)}` : ''})` : ''}`;
          const total = marketTotalAsked
            ? `${where}, the market printed ${volumeAsked && !countAsked ? result.totals.trades : `**${result.totals.trades}**`} ${types?.length ? `${kind} ` : ''}trade${result.totals.trades === 1 ? '' : 's'} in ${result.totals.bonds} bond${result.totals.bonds === 1 ? '' : 's'}, ${volumeAsked ? `**${rupees(result.totals.faceValueRupees)}**` : rupees(result.totals.faceValueRupees)} face value in all.\n\n`
            : '';
          write(
            `${total}${marketTotalAsked ? lead.replace(/\*\*/g, '') : lead}\n\n${table(
              ['Bond', 'ISIN', 'Trades', 'Face value traded', 'Yield now'],
              result.bonds.map((row) => [
                bondLink(row.bond),
                row.bond.isin,
                String(row.trades),
                rupees(row.faceValueRupees),
                percent(row.bond.marketYieldPercent),
              ]),
            )}`,
          );
          return { tokensUsed: 0 };
        }

        const firstReference = references[0];
        if (intent === 'activity' && firstReference) {
          const period = recognizePeriod(rest, market.today);
          const lastOnly =
            /\blast(?:ly)? trade|\blast traded|\blast print|\b(?:latest|most recent) (?:trade|deal|print)/.test(
              rest.toLowerCase(),
            ) && !period;
          announce(
            `Reading the trade prints of ${bondNames([firstReference])}${period ? ` from ${marketDate(period.from)} to ${marketDate(period.to)}` : ''}.`,
          );
          sources.add('trade prints');
          const result = await tool<TradeActivityOutput>(sink, 'tradeActivity', {
            bondId: firstReference.entry.row.id,
            ...(period ?? {}),
          });
          // The headline figure is the one asked for: the yield when the question asks for it, else the price.
          const asking = rest.toLowerCase();
          const yieldAsked = /\byield|\bytm\b/.test(asking);
          // Over a period, each figure asked for is bold (the count and the average yield when none is named).
          const asked = {
            count: /\bhow many\b|\bcount\b|\bnumber of\b|\bhow often\b|\btimes\b/.test(asking),
            // "How much did the price change" asks the change (below), not the volume.
            volume:
              /\bvolume|\bturnover\b|\bface value\b|\bamount\b|\bvalue traded\b/.test(asking) ||
              (/\bhow much\b/.test(asking) && !/\b(?:price|yield)\b/.test(asking)),
            yield: yieldAsked,
            price: /\bprice\b/.test(asking),
          };
          // "VWAP", "volume-weighted average": weighted by face value; "highest and lowest traded yield", "the
          // range": the extremes. Either is then the headline, not the simple averages.
          const vwapAsked = /\bvwap\b|\bvolume[- ]weighted\b|\bweighted average\b|\bwap\b/.test(asking);
          const rangeAsked =
            /\bhighest\b|\blowest\b|\bhigh(?:s)?\b|\blow(?:s)?\b|\brange\b|\bmax(?:imum)?\b|\bmin(?:imum)?\b|\bpeak\b/.test(
              asking,
            );
          // "How much did the price change over the last week": the first print of the period to the last.
          const changeAsked =
            /\b(?:change|changed|move|moved|rise|rose|fall|fell|drop|dropped|gain|gained|lose|lost)\b/.test(
              asking,
            ) && /\bprice|\byield/.test(asking);
          const special = vwapAsked || rangeAsked || changeAsked;
          const none = !Object.values(asked).some(Boolean) && !special;
          const bold = (on: boolean) => (text: string) => (on ? `**${text}**` : text);
          const headline = {
            count: bold(asked.count || none),
            volume: bold(asked.volume),
            yield: bold((asked.yield || none) && !special),
            price: bold(asked.price && !special),
          };
          // In the special figures, the yield and the price are both headlines unless one of them is asked for.
          const specialYield = bold(asked.yield || !asked.price);
          const specialPrice = bold(asked.price || !asked.yield);
          const extras = [
            vwapAsked && result.weightedAverageCleanPrice !== null
              ? `Weighted by face value (VWAP), the average clean price is ${specialPrice(price(result.weightedAverageCleanPrice))} and the average yield ${specialYield(percent(result.weightedAverageYieldPercent))}.`
              : '',
            rangeAsked && result.range
              ? `The prints ranged from a yield of ${specialYield(percent(result.range.lowYieldPercent))} to ${specialYield(percent(result.range.highYieldPercent))} (clean price ${specialPrice(price(result.range.lowCleanPrice))} to ${specialPrice(price(result.range.highCleanPrice))}).`
              : '',
            changeAsked && result.first && result.last && result.trades >= 2
              ? `From the first print of the period (${marketDate(result.first.tradeDate)}: clean price ${price(result.first.cleanPrice)}, yield ${percent(result.first.yieldPercent)}) to the last (${marketDate(result.last.tradeDate)}: ${price(result.last.cleanPrice)}, ${percent(result.last.yieldPercent)}), the clean price moved ${specialPrice(signed(result.last.cleanPrice - result.first.cleanPrice, 4))} and the yield ${specialYield(`${signed((result.last.yieldPercent - result.first.yieldPercent) * 100, 1)} bps`)}.`
              : changeAsked
                ? `With ${result.trades === 1 ? 'a single print' : 'no prints'} in the period, the prints show no change to measure.`
                : '',
          ].filter(Boolean);
          const last = result.last
            ? lastOnly
              ? yieldAsked
                ? `The last trade was on ${marketDate(result.last.tradeDate)} at a yield of **${percent(result.last.yieldPercent)}** (clean price ${price(result.last.cleanPrice)}).`
                : `The last trade was on ${marketDate(result.last.tradeDate)} at a clean price of **${price(result.last.cleanPrice)}** (yield ${percent(result.last.yieldPercent)}).`
              : `The last trade was on ${marketDate(result.last.tradeDate)} at a clean price of ${price(result.last.cleanPrice)} (yield ${percent(result.last.yieldPercent)}).`
            : 'It has no trade prints.';
          if (lastOnly) {
            write(`${bondLink(result.bond)} (${result.bond.isin}): ${last}`);
            return { tokensUsed: 0 };
          }
          // No period asked: every print on record, said so (not "from 01 Jan 1900").
          const over = period
            ? result.from === result.to
              ? `on ${marketDate(result.from)}`
              : `from ${marketDate(result.from)} to ${marketDate(result.to)}`
            : `in all its trade prints on record (to ${marketDate(result.to)})`;
          write(
            result.trades === 0
              ? `${bondLink(result.bond)} (${result.bond.isin}) has not traded ${over} (**0** trades).`
              : `${bondLink(result.bond)} (${result.bond.isin}) traded ${headline.count(String(result.trades))} time${result.trades === 1 ? '' : 's'} ${over}, ${headline.volume(rupees(result.faceValueRupees))} face value in all, at an average yield of ${headline.yield(percent(result.averageYieldPercent))} and an average clean price of ${headline.price(price(result.averageCleanPrice))} (simple averages over the prints). ${last}${extras.length ? `\n\n${extras.join(' ')}` : ''}`,
          );
          return { tokensUsed: 0 };
        }

        if (intent === 'quotes' && firstReference) {
          announce(
            `Reading the open quote book of ${bondNames([firstReference])}, best price first over the whole book.`,
          );
          const result = await tool<QuotesToolOutput>(sink, 'quotes', {
            bondId: firstReference.entry.row.id,
          });
          if (!result.visible) {
            write(
              `Quotes are not visible to your role: the quote book of ${bondLink(result.bond)} (${result.bond.isin}) is shown only to users with trade access, the same rule as the market depth page. I can give you its market yield and price, its trades or its cash flows instead.`,
            );
            return { tokensUsed: 0 };
          }
          sources.add('open public quotes');
          const best = (levels: QuotesToolOutput['bids'], side: string) =>
            levels[0]
              ? `best ${side} **${price(levels[0].cleanPrice)}** (yield ${percent(levels[0].yieldPercent)}, ${rupees(levels[0].quantity)} in ${levels[0].quotes} quote${levels[0].quotes === 1 ? '' : 's'})`
              : `no ${side}`;
          write(
            `${bondLink(result.bond)} (${result.bond.isin}): ${best(result.bids, 'bid')}; ${best(result.asks, 'offer')}.\n\n${table(
              ['Side', 'Clean price', 'Yield', 'Quantity', 'Quotes'],
              [
                ...result.bids.map((level) => ['Bid', level] as const),
                ...result.asks.map((level) => ['Offer', level] as const),
              ].map(([side, level]) => [
                side,
                price(level.cleanPrice),
                percent(level.yieldPercent),
                rupees(level.quantity),
                String(level.quotes),
              ]),
            )}`,
          );
          return { tokensUsed: 0 };
        }

        if (intent === 'coupon' && firstReference) {
          const holding = parseFaceValue(rest) ?? undefined;
          announce(
            `Scheduling the coupons of ${bondNames([firstReference])} after settlement on ${marketDate(market.settlementDate)}${holding ? ` for ${rupees(holding)} face value` : ''}.`,
          );
          const detail = await tool<DetailsToolOutput>(sink, 'details', {
            bondId: firstReference.entry.row.id,
            ...(holding ? { faceValueRupees: holding } : {}),
          });
          const coupons = detail.cashflows.filter((flow) => flow.interest > 0);
          const next = coupons[0];
          if (!next) {
            write(
              `${bondLink(detail.bond)} (${detail.bond.isin}) pays no coupon the engine can schedule after ${marketDate(market.settlementDate)} (a zero-coupon, a floater or matured).`,
            );
            return { tokensUsed: 0 };
          }
          const horizon = new Date(Date.parse(`${market.settlementDate}T00:00:00Z`) + 365 * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const year = coupons.filter((flow) => flow.date <= horizon);
          const income = year.reduce((sum, flow) => sum + flow.interest, 0);
          const incomeAsked =
            Boolean(holding) &&
            /\b(?:income|12 months|next year|a year|(?<!semi-?)annual|yearly|per year|per annum|p\.?a\.?|over the year|each year|every year|annually)\b/.test(
              rest.toLowerCase(),
            );
          // "How much interest in 2027 on 1 cr": the coupons paid in that calendar year.
          const calendarYear =
            /\b(?:in|during|for|over|through(?:out)?)\s+(?:calendar\s+(?:year\s+)?|the year\s+)?(20\d\d)\b/.exec(
              rest.toLowerCase(),
            )?.[1];
          const frequencyAsked =
            /\bfrequency\b|\bhow often\b|\btimes a year\b|\bhow many coupons a year\b|\bsemi-?annual(?:ly)?\b|\bquarterly\b|\bmonthly\b|\bannually\b|\bwhat coupon\b|\bcoupon rate\b/.test(
              rest.toLowerCase(),
            );
          // "And the one after that?": the coupon after the next.
          const afterNext =
            /\b(?:one|coupon|payment) after (?:that|the next)\b|\bfollowing (?:one|coupon|payment)\b|\bsecond coupon\b/.test(
              rest.toLowerCase(),
            );
          // "FY 2027-28", "FY28": an Indian financial year, 1 April to 31 March.
          const financialYear = /\bfy\s*'?(?:20)?(\d\d)(?:\s*-\s*(?:20)?(\d\d))?\b/.exec(rest.toLowerCase());
          const financialYearEnd = financialYear ? 2000 + Number(financialYear[2] ?? financialYear[1]) : null;
          const amountAsked = /\bhow much\b|\bamount\b|\bvalue\b/.test(rest.toLowerCase());
          const totalAsked =
            /\btill maturity|\buntil maturity|\bto maturity|\btotal (?:coupons?|interest)\b|\binterest in total\b|\b(?:until|till) (?:it )?matures?\b/.test(
              rest.toLowerCase(),
            );
          const following = coupons[1];
          const onlyAfterNext =
            afterNext &&
            following &&
            !totalAsked &&
            !incomeAsked &&
            !calendarYear &&
            financialYearEnd === null;
          const lines = [
            onlyAfterNext
              ? // "And the one after that?": the coupon after the next is the answer.
                `After the coupon of ${marketDate(next.date)}, ${bondLink(detail.bond)} (${detail.bond.isin}) pays its next on ${marketDate(following.date)}: **${rupees(following.interest)}** on ${rupees(detail.cashflowFaceValueRupees)} face value.`
              : holding && !incomeAsked && !totalAsked && !calendarYear && financialYearEnd === null
                ? `The next coupon of ${bondLink(detail.bond)} (${detail.bond.isin}) is paid on ${marketDate(next.date)}: **${rupees(next.interest)}** on ${rupees(holding)} face value.`
                : `The next coupon of ${bondLink(detail.bond)} (${detail.bond.isin}) is paid on ${marketDate(next.date)} (${!holding && amountAsked && !calendarYear ? `**${rupees(next.interest)}**` : rupees(next.interest)} per ${rupees(detail.cashflowFaceValueRupees)} face value).`,
          ];
          // The coupons paid between two dates, their sum bold when it is the figure asked.
          const paidBetween = (label: string, from: string, to: string, bold: boolean) => {
            const paid = coupons.filter((flow) => flow.date >= from && flow.date <= to);
            const sum = rupees(paid.reduce((total, flow) => total + flow.interest, 0));
            return `Coupons paid in ${label}: ${bold ? `**${sum}**` : sum} in ${paid.length} payment${paid.length === 1 ? '' : 's'} (${paid.map((flow) => marketDate(flow.date)).join(', ') || 'none'}) on ${rupees(detail.cashflowFaceValueRupees)} face value.`;
          };
          // "If I buy it today, will I get the February coupon?": the first coupon a buyer settling now receives.
          if (/\bwill (?:i|we) (?:get|receive)\b/.test(rest.toLowerCase()))
            lines.push(
              `A buyer settling on ${marketDate(market.settlementDate)} receives every coupon from the one of ${marketDate(next.date)} on; a coupon whose record date has passed goes to the seller.`,
            );
          if (frequencyAsked) {
            const perYear = detail.terms.couponFrequency;
            const words: Record<number, string> = {
              1: 'annually',
              2: 'semi-annually',
              4: 'quarterly',
              12: 'monthly',
            };
            lines.push(
              `It pays its ${percent(detail.bond.couponPercent, 2)} coupon ${perYear} time${perYear === 1 ? '' : 's'} a year${words[perYear] ? ` (${words[perYear]})` : ''}.`,
            );
          }
          // "Total coupon till maturity": every coupon still to come, not just a year's.
          if (totalAsked) {
            const total = coupons.reduce((sum, flow) => sum + flow.interest, 0);
            lines.push(
              `Coupons from settlement on ${marketDate(market.settlementDate)} to maturity on ${marketDate(detail.bond.maturityDate)}: **${rupees(total)}** in ${coupons.length} payment${coupons.length === 1 ? '' : 's'} on ${rupees(detail.cashflowFaceValueRupees)} face value.`,
            );
          } else if (financialYearEnd !== null) {
            const from = `${financialYearEnd - 1}-04-01`;
            const to = `${financialYearEnd}-03-31`;
            lines.push(
              paidBetween(
                `FY${financialYearEnd - 1}-${String(financialYearEnd).slice(2)} (${marketDate(from)} to ${marketDate(to)})`,
                from,
                to,
                true,
              ),
            );
          } else if (calendarYear) {
            // "Coupon dates in 2027", "how much interest in 2027 on 1 cr": the coupons paid in that calendar year.
            lines.push(
              paidBetween(
                `${calendarYear}${calendarYear === market.settlementDate.slice(0, 4) ? ` after settlement on ${marketDate(market.settlementDate)}` : ''}`,
                `${calendarYear}-01-01`,
                `${calendarYear}-12-31`,
                Boolean(holding),
              ),
            );
          } else if (incomeAsked)
            lines.push(
              `Coupon income over the next 12 months (to ${marketDate(horizon)}): **${rupees(income)}** in ${year.length} payment${year.length === 1 ? '' : 's'}.`,
            );
          write(
            `${lines.join('\n\n')}\n\n${table(
              ['Payment date', 'Interest', 'Principal'],
              coupons
                .slice(0, 4)
                .map((flow) => [marketDate(flow.date), rupees(flow.interest), rupees(flow.principal)]),
            )}`,
          );
          return { tokensUsed: 0 };
        }

        if (intent === 'issuer') {
          const issuerName = screen.filters.issuers?.[0] ?? '';
          announce(`Listing every outstanding (not matured) bond of ${issuerName} in the instrument master.`);
          const result = await tool<IssuerToolOutput>(sink, 'issuer', { issuer: issuerName });
          if (result.outstanding.length === 0) {
            write(`${result.issuer} has **0** outstanding bonds on the platform.`);
            return { tokensUsed: 0 };
          }
          const tradable = result.outstanding.filter((bond) => bond.tradable).length;
          write(
            `${result.issuer} (${result.issuerType}, ${result.sector}) has **${result.outstanding.length}** outstanding bond${result.outstanding.length === 1 ? '' : 's'} (not matured; ${tradable} tradable), earliest maturity first${result.outstanding.length > 10 ? ' (the first 10 here; all of them in the table below, to expand or export)' : ''}:\n\n${bondRows(result.outstanding.slice(0, 10), false)}`,
          );
          sink.table?.(bondResultTable(`Outstanding bonds of ${result.issuer}`, result.outstanding));
          return { tokensUsed: 0 };
        }

        if (intent === 'accrued' && firstReference) {
          const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
          const holding = parseFaceValue(rest) ?? undefined;
          announce(
            `Computing the accrued interest of ${bondNames([firstReference])} for settlement on ${marketDate(settlementDate ?? market.settlementDate)}.`,
          );
          const result = await tool<PriceToolOutput>(sink, 'price', {
            bondId: firstReference.entry.row.id,
            ...(settlementDate ? { settlementDate } : {}),
            ...(holding ? { faceValueRupees: holding } : {}),
          });
          // Inside the record-date window the seller keeps the coming coupon: the buyer is paid back the days
          // to it, a negative accrued a reader would otherwise take for an error.
          const days = result.exInterest
            ? `for the ${-result.accruedDays} days to the coupon of ${marketDate(result.nextCouponDate)}`
            : `over the ${result.accruedDays} days since the last coupon`;
          const exInterest = result.exInterest
            ? `\n\nSettlement falls in the record-date window before the coupon of ${marketDate(result.nextCouponDate)}, so the bond trades ex-interest: the seller keeps that coupon, and the accrued interest is negative (the buyer is credited the ${-result.accruedDays} days to it).`
            : '';
          write(
            result.consideration
              ? `Accrued interest on ${rupees(result.consideration.faceValueRupees)} face value of ${bondLink(result.bond)} (${result.bond.isin}) for settlement on ${marketDate(result.settlementDate)}: **${rupees(result.consideration.accrued)}** (${result.accruedInterest.toFixed(4)} per 100, ${days}).${exInterest}`
              : `Accrued interest on ${bondLink(result.bond)} (${result.bond.isin}) for settlement on ${marketDate(result.settlementDate)}: **${result.accruedInterest.toFixed(4)}** per 100 of face value, ${days}.${exInterest}\n\n${table(
                  ['Measure', 'Value'],
                  [
                    ['Accrued interest (per 100)', result.accruedInterest.toFixed(4)],
                    ['Accrued days', String(result.accruedDays)],
                  ],
                )}`,
          );
          return { tokensUsed: 0 };
        }

        // "Price impact of a 25 bp rise on X", "what if yields fall 50bp": the bond repriced at its market yield
        // moved in parallel, from the engine, beside the duration estimate.
        const shiftBps = parseYieldShift(rest);
        if (shiftBps !== null && firstReference && ['risk', 'price', 'details'].includes(intent)) {
          const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
          const holding = parseFaceValue(rest) ?? undefined;
          const direction = shiftBps > 0 ? 'rise' : 'fall';
          announce(
            `Repricing ${bondNames([firstReference])} at its market yield and after a ${Math.abs(shiftBps)} bp ${direction} in its yield, with the platform's pricing engine.`,
          );
          const base = await tool<PriceToolOutput>(sink, 'price', {
            bondId: firstReference.entry.row.id,
            ...(settlementDate ? { settlementDate } : {}),
            ...(holding ? { faceValueRupees: holding } : {}),
          });
          const moved = await tool<PriceToolOutput>(sink, 'price', {
            bondId: firstReference.entry.row.id,
            yieldPercent: Math.round((base.yieldPercent + shiftBps / 100) * 1e6) / 1e6,
            settlementDate: base.settlementDate,
            ...(holding ? { faceValueRupees: holding } : {}),
          });
          const change = moved.cleanPrice - base.cleanPrice;
          const signed = (value: number, digits: number) =>
            `${value >= 0 ? '+' : '-'}${Math.abs(value).toFixed(digits)}`;
          const holdingChange =
            base.consideration && moved.consideration
              ? ` On ${rupees(base.consideration.faceValueRupees)} face value the position's value changes by **${moved.consideration.total >= base.consideration.total ? '+' : '-'}${rupees(Math.abs(moved.consideration.total - base.consideration.total))}**.`
              : '';
          write(
            `A ${Math.abs(shiftBps)} bp ${direction} in the yield of ${bondLink(base.bond)} (${base.bond.isin}), from ${percent(base.yieldPercent)} to ${percent(moved.yieldPercent)}, moves its clean price from ${price(base.cleanPrice)} to ${price(moved.cleanPrice)}: a change of **${signed(change, 4)}** per 100 (${signed((100 * change) / base.cleanPrice, 2)}%), settling ${marketDate(base.settlementDate)}.${holdingChange}\n\nDuration's estimate of the same move: −modified duration × Δyield × price = ${signed(-base.modifiedDuration * (shiftBps / 10_000) * base.dirtyPrice, 4)} per 100 (modified duration ${base.modifiedDuration.toFixed(4)}); the engine's repricing above also carries the convexity (${base.convexity.toFixed(4)}).`,
          );
          return { tokensUsed: 0 };
        }

        if (intent === 'risk' && firstReference) {
          const lower = rest.toLowerCase();
          const askedFor = {
            modified:
              /\bmodified\b|\bmod(?:ified)? dur|\bduration\b(?!.*macaulay)/.test(lower) &&
              !/\bmacaulay\b/.test(lower),
            macaulay: /\bmacaulay\b/.test(lower),
            pv01: /\bpv01\b|\bdv01\b|\bbasis point\b/.test(lower),
            convexity: /\bconvexity\b/.test(lower),
          };
          const all = !Object.values(askedFor).some(Boolean);
          // "PV01 of 7.30% GS 2053 at 7.2%": the risk at the yield or price the question fixes, else the market's.
          const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
          const holding = parseFaceValue(rest) ?? undefined;
          const level = parsePriceOrYield(rest);
          announce(
            `Computing the risk measures of ${bondNames([firstReference])} ${level.yieldPercent !== undefined ? `at a yield of ${level.yieldPercent}%` : level.cleanPrice !== undefined ? `at a clean price of ${level.cleanPrice}` : 'at its market yield'} for ${settlementDate ? `settlement on ${marketDate(settlementDate)}` : 'T+1 settlement'}.`,
          );
          const result = await tool<PriceToolOutput>(sink, 'price', {
            bondId: firstReference.entry.row.id,
            ...level,
            ...(settlementDate ? { settlementDate } : {}),
            ...(holding ? { faceValueRupees: holding } : {}),
          });
          // "Our PV01 limit is ₹50,000: how much face value can we hold?": the limit over the PV01 per rupee of face.
          if (
            holding !== undefined &&
            // The amount is the limit ("a PV01 of ₹50,000", "PV01 limit of 1 lakh"), and the face value is asked.
            /\b(?:limit|cap|budget)\b[^?.]{0,20}\b(?:pv01|dv01)\b[^?.]{0,10}\bof\b|\b(?:pv01|dv01) (?:limit|cap|budget) (?:is |of )/i.test(
              rest,
            ) &&
            /\bhow much (?:face|notional|of it|can)\b|\bmaximum (?:face|holding|position|notional)\b|\bcan (?:we|i) (?:hold|buy|carry)\b/i.test(
              rest,
            ) &&
            result.pv01 > 0
          ) {
            const maximumFace = (holding / result.pv01) * 100;
            write(
              `A PV01 limit of ${rupees(holding)} allows at most **${rupees(maximumFace)}** face value of ${bondLink(result.bond)} (${result.bond.isin}): its PV01 is ${result.pv01.toFixed(4)} per 100 of face value at ${result.solvedFrom === 'market' ? 'its market yield of ' : 'a yield of '}${percent(result.yieldPercent)}, settling ${marketDate(result.settlementDate)}, so each rupee of PV01 carries ${rupees(100 / result.pv01)} of face value.`,
            );
            return { tokensUsed: 0 };
          }
          const figure = (_asked: boolean, value: string) => value;
          // "DV01 of 5 crore": the holding's rupees per basis point is the headline, the per-100 figure beside it.
          const holdingPv01 = askedFor.pv01 && result.consideration ? result.consideration : null;
          const asked = [
            askedFor.modified && !all
              ? `modified duration **${result.modifiedDuration.toFixed(4)}** years`
              : '',
            askedFor.macaulay ? `Macaulay duration **${result.macaulayDuration.toFixed(4)}** years` : '',
            holdingPv01
              ? `PV01 of ${rupees(holdingPv01.faceValueRupees)} face value **${rupees(holdingPv01.pv01)}** for 1 bp (${result.pv01.toFixed(4)} per 100 face)`
              : askedFor.pv01
                ? `PV01 **${result.pv01.toFixed(4)}** (₹ per 100 face for 1 bp)`
                : '',
            askedFor.convexity ? `convexity **${result.convexity.toFixed(4)}**` : '',
          ].filter(Boolean);
          const headline = asked.length ? [`${bondLink(result.bond)}: ${asked.join(', ')}.`] : [];
          write(
            [
              ...(headline.length ? [...headline, ''] : []),
              `Risk of ${bondLink(result.bond)} (${result.bond.isin}) at ${result.solvedFrom === 'market' ? 'its market yield of ' : 'a yield of '}${percent(result.yieldPercent)} (clean price ${price(result.cleanPrice)}), settling ${marketDate(result.settlementDate)}:`,
              '',
              table(
                ['Measure', 'Value'],
                [
                  [
                    'Modified duration (years)',
                    figure(askedFor.modified, result.modifiedDuration.toFixed(4)),
                  ],
                  [
                    'Macaulay duration (years)',
                    figure(askedFor.macaulay, result.macaulayDuration.toFixed(4)),
                  ],
                  ['PV01 (per 100, ₹)', figure(askedFor.pv01, result.pv01.toFixed(4))],
                  ['Convexity', figure(askedFor.convexity, result.convexity.toFixed(4))],
                  // "What if I hold 20 crore?": the holding's rupees per basis point and its value at the market.
                  ...(result.consideration
                    ? [
                        [
                          `PV01 of ${rupees(result.consideration.faceValueRupees)} face (₹ per bp)`,
                          rupees(result.consideration.pv01),
                        ],
                        [
                          `Value of ${rupees(result.consideration.faceValueRupees)} face (clean plus accrued)`,
                          rupees(result.consideration.total),
                        ],
                      ]
                    : []),
                ],
              ),
            ].join('\n'),
          );
          return { tokensUsed: 0 };
        }

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
          const shape = curveShape(curve);
          write(
            [
              `The G-sec curve from ${curve.points.length} tradable dated G-secs runs from **${percent(first.yieldPercent)}** at ${first.tenorYears.toFixed(1)} years (${bondLink(first.bond)}) to **${percent(last.yieldPercent)}** at ${last.tenorYears.toFixed(1)} years (${bondLink(last.bond)}).`,
              '',
              ...(shape ? [curveShapeSentence(shape), ''] : []),
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
          // "Compare all G-secs maturing in 2033": up to five of them; otherwise the first two.
          if (intent === 'compare')
            filters.limit = filters.limit ?? (/\ball\b|\bevery\b|\beach\b/i.test(rest) ? 5 : 2);
          if (intent === 'spread') filters.sortBy = filters.sortBy ?? 'spread-desc';
          // "The spread between AAA PSU bonds and G-secs": the G-secs are the curve the spread is over.
          const otherThanGsecs = filters.instrumentTypes?.filter((type) => type !== 'GSEC') ?? [];
          if (
            intent === 'spread' &&
            filters.instrumentTypes?.includes('GSEC') &&
            (otherThanGsecs.length > 0 ||
              (filters.issuerTypes?.length ?? 0) > 0 ||
              (filters.ratings?.length ?? 0) > 0)
          ) {
            if (otherThanGsecs.length > 0) filters.instrumentTypes = otherThanGsecs;
            else delete filters.instrumentTypes;
          }
          announce(
            intent === 'compare'
              ? `Finding the bonds to compare (${describeFilters(filters)}${filters.sortBy ? `, ${sortOrderWords[filters.sortBy]}` : ''}), then reading and pricing each.`
              : `Screening the tradable bonds: ${describeFilters(filters)}${intent === 'spread' ? ', with each spread over the G-sec curve' : ''}.`,
          );
          // A screen reads every match (the text shows the first rows; the result table holds them all for
          // MindChat to expand and export), unless the question asked for a number ("top 5"); a comparison reads
          // only the bonds it compares.
          const shownLimit = filters.limit ?? 10;
          const result = await tool<ScreenToolOutput>(
            sink,
            'screen',
            intent === 'compare' || filters.limit !== undefined ? filters : { ...filters, limit: 5000 },
          );
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
              `Comparing ${details.map((detail) => bondLink(detail.bond)).join(' and ')} (${describeFilters(filters)}${filters.sortBy ? `, ${sortOrderWords[filters.sortBy]}` : ''}):\n\n${compareTable(details)}`,
            );
            return { tokensUsed: 0 };
          }
          if (result.total === 0) {
            write(`No tradable bond matches ${describeFilters(filters)} (**0** bonds).`);
            return { tokensUsed: 0 };
          }
          // "Which state has the most of them?", "which state's SDLs carry the highest yields?": grouped by issuer.
          const grouped = groupedScreenAnswer(rest, result, describeFilters(filters), market);
          if (grouped !== null) {
            write(grouped);
            sink.table?.(bondResultTable(`Bonds that match ${describeFilters(filters)}`, result.bonds));
            return { tokensUsed: 0 };
          }
          // "The average yield of AAA PSU bonds maturing in 2030": the mean (and median) over every match.
          const averageAsked = /\b(?:average|mean|median)\s+(?:market\s+)?(?:yield|ytm)\b/i.test(rest);
          const yields = result.bonds
            .map((bond) => bond.marketYieldPercent)
            .filter((value): value is number => value !== null)
            .sort((left, right) => left - right);
          const [lowestYield] = yields;
          const highestYield = yields[yields.length - 1];
          if (
            averageAsked &&
            lowestYield !== undefined &&
            highestYield !== undefined &&
            filters.limit === undefined
          ) {
            const mean = yields.reduce((sum, value) => sum + value, 0) / yields.length;
            const middle = Math.floor(yields.length / 2);
            const median =
              yields.length % 2 === 1
                ? (yields[middle] ?? mean)
                : ((yields[middle - 1] ?? mean) + (yields[middle] ?? mean)) / 2;
            const medianAsked = /\bmedian\b/i.test(rest);
            write(
              `Over the ${yields.length} tradable bond${yields.length === 1 ? '' : 's'} that match ${describeFilters(filters)}, the average market yield is ${medianAsked ? percent(mean) : `**${percent(mean)}**`} (a simple average; the median is ${medianAsked ? `**${percent(median)}**` : percent(median)}, the range ${percent(lowestYield)} to ${percent(highestYield)}).\n\n${bondRows(result.bonds.slice(0, shownLimit), false)}`,
            );
            sink.table?.(bondResultTable(`Bonds that match ${describeFilters(filters)}`, result.bonds));
            return { tokensUsed: 0 };
          }
          const firstRows = result.bonds.slice(0, shownLimit);
          // "The highest-yielding bond of X", "which SDL has the lowest coupon": the one bond is the answer, and
          // the figure it was chosen by its headline.
          const [top] = result.bonds;
          if (filters.limit === 1 && filters.sortBy && top) {
            const chosenBy = {
              'yield-desc': ['the highest yield', `a yield of **${percent(top.marketYieldPercent)}**`],
              'yield-asc': ['the lowest yield', `a yield of **${percent(top.marketYieldPercent)}**`],
              'coupon-desc': ['the highest coupon', `a coupon of **${percent(top.couponPercent, 2)}**`],
              'coupon-asc': ['the lowest coupon', `a coupon of **${percent(top.couponPercent, 2)}**`],
              'maturity-desc': ['the latest maturity', `maturing on ${marketDate(top.maturityDate)}`],
              'maturity-asc': ['the nearest maturity', `maturing on ${marketDate(top.maturityDate)}`],
              'price-asc': ['the lowest clean price', `a clean price of **${price(top.marketCleanPrice)}**`],
              'price-desc': [
                'the highest clean price',
                `a clean price of **${price(top.marketCleanPrice)}**`,
              ],
              'spread-desc': [
                'the widest spread over the G-sec curve',
                `a spread of **${top.spreadBps === null || top.spreadBps === undefined ? 'n/a' : top.spreadBps.toFixed(1)} bps**`,
              ],
            }[filters.sortBy];
            const others = [
              filters.sortBy.startsWith('yield') ? null : `yield ${percent(top.marketYieldPercent)}`,
              filters.sortBy.startsWith('coupon') ? null : `coupon ${percent(top.couponPercent, 2)}`,
              filters.sortBy.startsWith('maturity') ? null : `maturity ${marketDate(top.maturityDate)}`,
            ].filter(Boolean);
            write(
              `Of the ${result.total} tradable bond${result.total === 1 ? '' : 's'} that match ${describeFilters(filters)}, ${bondLink(top)} (${top.isin}) has ${chosenBy[0]}: ${chosenBy[1]} (${others.join(', ')}; yields are live market yields).\n\n${bondRows(firstRows, filters.sortBy === 'spread-desc')}`,
            );
            return { tokensUsed: 0 };
          }
          const withSpread =
            intent === 'spread' || filters.spreadMinBps !== undefined || filters.sortBy === 'spread-desc';
          const shown =
            firstRows.length < result.total
              ? `the first ${firstRows.length}, ${sortOrderWords[filters.sortBy ?? 'yield-desc']} (all ${result.total} are in the table below, to expand or export)`
              : 'all of them';
          write(
            `**${result.total}** tradable bond${result.total === 1 ? ' matches' : 's match'} ${describeFilters(filters)}; here ${firstRows.length === 1 ? 'it is' : `are ${shown}`}. Yields are live market yields; prices are for T+1 settlement (${marketDate(market.settlementDate)}).\n\n${bondRows(firstRows, withSpread)}`,
          );
          sink.table?.(
            bondResultTable(`Bonds that match ${describeFilters(filters)}`, result.bonds, {
              total: result.total,
              withSpread,
            }),
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
          write(`${compareLead(details, rest)}${compareTable(details)}`);
          return { tokensUsed: 0 };
        }

        // "How many bps over the 2-year G-sec?", "pickup over the 5 year": over one point of the curve, not the
        // curve at the bond's own tenor.
        const [overTenor] = tenors.tenors;
        if (intent === 'spread' && overTenor !== undefined && tenors.tenors.length === 1) {
          announce(
            `Measuring the yield of ${bondNames(references.slice(0, 1))} over the ${overTenor}-year point of the G-sec curve.`,
          );
          const detail = await tool<DetailsToolOutput>(sink, 'details', { bondId: firstId });
          const curve = await tool<{
            points: { tenorYears: number; yieldPercent: number | null; from: BondSummary[] }[];
          }>(sink, 'curvePoints', { tenorsYears: [overTenor] });
          const point = curve.points[0];
          const bondYield = detail.bond.marketYieldPercent;
          if (!point || point.yieldPercent === null || bondYield === null) {
            write(
              `I can't measure that: ${bondLink(detail.bond)} has no market yield or there is no G-sec curve.`,
            );
            return { tokensUsed: 0 };
          }
          const spread = Math.round((bondYield - point.yieldPercent) * 1000) / 10;
          write(
            `${bondLink(detail.bond)} (${detail.bond.isin}) yields ${percent(bondYield)}, **${spread.toFixed(1)} bps** over the ${overTenor}-year G-sec yield of ${percent(point.yieldPercent)} (read from the curve between ${point.from.map((bond) => bondLink(bond)).join(' and ')}).${detail.spreadBps === null ? '' : ` Over the curve at its own tenor the spread is ${detail.spreadBps.toFixed(1)} bps.`}`,
          );
          return { tokensUsed: 0 };
        }

        if (intent === 'spread') {
          announce(`Measuring the spread of ${bondNames(references.slice(0, 5))} over the G-sec curve.`);
          // The spread is the figure asked for; the yield is a headline too only when the question asks it.
          const yieldAskedToo = /\b(?:yield|ytm)\b(?!\s+(?:over|above|pick-?up|spread))/.test(
            rest.toLowerCase().replace(/\byield (?:spread|pick-?up)\b/g, ''),
          );
          const lines: string[] = [];
          for (const id of bondIds.slice(0, 5)) {
            const detail = await tool<DetailsToolOutput>(sink, 'details', { bondId: id });
            lines.push(
              detail.spreadBps === null
                ? `${bondLink(detail.bond)} has no market yield to measure a spread from.`
                : detail.bond.instrumentType === 'GSEC'
                  ? `${bondLink(detail.bond)} is a G-sec: it is on the curve (spread 0 bps by definition); its yield is **${percent(detail.bond.marketYieldPercent)}**.`
                  : `${bondLink(detail.bond)} yields ${yieldAskedToo ? `**${percent(detail.bond.marketYieldPercent)}**` : percent(detail.bond.marketYieldPercent)}, **${detail.spreadBps.toFixed(1)} bps** over the G-sec curve at its tenor (linear between the neighbouring G-secs).`,
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

        if (intent === 'similar') {
          // The same kind of bond and rating grade, maturing within two years of it, other issuers included.
          const { entry } = firstReference ?? references[0]!;
          const maturity = entry.row.maturityDate;
          const filters: ScreenToolInput = {
            instrumentTypes: [entry.row.instrumentType],
            maturityFrom: addMonths(maturity, -24),
            maturityTo: addMonths(maturity, 24),
            limit: 5000,
          };
          const grade = entry.row.rating === 'SOVEREIGN' ? null : ratingGrade(entry.row.rating);
          if (grade !== null) filters.ratings = [grade];
          announce(
            `Screening for bonds like ${bondNames(references.slice(0, 1))}: ${describeFilters(filters)}.`,
          );
          const result = await tool<ScreenToolOutput>(sink, 'screen', filters);
          const others = result.bonds.filter((bond) => bond.id !== entry.row.id);
          write(
            others.length
              ? `**${others.length}** other tradable bond${others.length === 1 ? ' is' : 's are'} like ${bondNames(references.slice(0, 1))} (${describeFilters(filters)}); the ${Math.min(others.length, 10)} highest-yielding here (all of them in the table below, to expand or export):\n\n${bondRows(others.slice(0, 10), false)}`
              : `No other tradable bond is like ${bondNames(references.slice(0, 1))} (${describeFilters(filters)}).`,
          );
          sink.table?.(bondResultTable(`Bonds like ${entry.row.displayName}`, others));
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
          const coupons = detail.cashflows.filter((flow) => flow.interest > 0).length;
          const last = detail.cashflows[detail.cashflows.length - 1]!;
          const asking = rest.toLowerCase();
          // The figure asked for leads: how many payments are left, or the final one (the redemption).
          const countAsked = /\bhow many\b|\bnumber of\b|\bcount\b/.test(asking);
          const lastAsked =
            /\b(?:final|last|maturity) (?:payment|redemption|cash ?flow|amount|value|proceeds|date)\b|\bat maturity\b/.test(
              asking,
            );
          // "Redemption value": the principal repaid; "the final cash flow": the whole last payment.
          const redemptionAsked =
            /\bredemption (?:amount|value|proceeds)\b|\bredeem(?:ed)? (?:at|for)\b|\bprincipal back\b|\b(?:money|principal) (?:is )?(?:returned|repaid|back)\b/.test(
              asking,
            );
          // "How much interest in total until it matures": the coupons to maturity.
          const interestTotalAsked =
            /\binterest in total\b|\badd up to\b|\btotal (?:of (?:the |all )?)?(?:remaining |future |outstanding |pending )?(?:coupons?|interest)\b/.test(
              asking,
            );
          const interestTotal = detail.cashflows.reduce((sum, flow) => sum + flow.interest, 0);
          const totalAsked =
            /\btotal cash\b|\bcash (?:i|we) (?:get|receive)\b|\bin all\b|\bhow much\b[^?]*\b(?:till|until) (?:it )?matur/.test(
              asking,
            );
          const principalRepaid = detail.cashflows.reduce((sum, flow) => sum + flow.principal, 0);
          const lead = [
            `Cash flows of ${bondLink(detail.bond)} (${detail.bond.isin}) after settlement on ${marketDate(market.settlementDate)}, for ${rupees(detail.cashflowFaceValueRupees)} face value: ${countAsked ? `**${detail.cashflows.length}**` : detail.cashflows.length} payment${detail.cashflows.length === 1 ? '' : 's'} (${coupons} with a coupon), ${totalAsked ? `**${rupees(total)}**` : rupees(total)} in all.`,
            interestTotalAsked
              ? `Interest to maturity: **${rupees(interestTotal)}** in ${coupons} coupon${coupons === 1 ? '' : 's'}.`
              : '',
            `The last, on ${marketDate(last.date)}, pays ${lastAsked && !redemptionAsked ? `**${rupees(last.total)}**` : rupees(last.total)} (interest ${rupees(last.interest)}, principal ${redemptionAsked ? `**${rupees(last.principal)}**` : rupees(last.principal)}).${principalRepaid > last.principal + 0.005 ? ` Principal repaid before then: ${rupees(principalRepaid - last.principal)}.` : ''}`,
          ]
            .filter(Boolean)
            .join(' ');
          // "The next 3 cash flows": those rows; otherwise the first twelve and the last (the chart has them all).
          const nextCount = countFrom(
            /\bnext (\w+) (?:cash ?flows|payments|coupons)\b/.exec(asking)?.[1] ?? '',
          );
          const shownFlows =
            nextCount !== null
              ? detail.cashflows.slice(0, nextCount)
              : detail.cashflows.length > 13
                ? [...detail.cashflows.slice(0, 12), last]
                : detail.cashflows;
          const shownNote =
            shownFlows.length < detail.cashflows.length
              ? nextCount !== null
                ? `The next ${shownFlows.length}:`
                : `The first 12 of the ${detail.cashflows.length} payments and the last (the chart shows every one):`
              : '';
          write(
            `${lead}\n\n${shownNote ? `${shownNote}\n\n` : ''}${table(
              ['Payment date', 'Interest', 'Principal', 'Total'],
              shownFlows.map((flow) => [
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
          write(pricingLines(result, optionYieldAsked(rest), marketFigureAsked(rest)));
          return { tokensUsed: 0 };
        }

        announce(`Reading the terms and the live market of ${bondNames(references.slice(0, 1))}.`);
        const detail = await tool<DetailsToolOutput>(sink, 'details', { bondId: firstId });
        const { bond, terms } = detail;
        write(
          [
            `${bondLink(bond)} (${bond.isin}) is issued by ${bond.issuer} (${bond.issuerType}, ${terms.sector}), ${bond.rating ? `rated ${terms.ratingAgency ? `${terms.ratingAgency} ` : ''}${bond.rating}` : 'unrated'}, and matures on ${marketDate(bond.maturityDate)} (${yearsBetween(market.settlementDate, bond.maturityDate).toFixed(2)} years after settlement on ${marketDate(market.settlementDate)}).${
              detail.options.calls.length
                ? ` The issuer may call it on ${detail.options.calls
                    .slice(0, 3)
                    .map((call) => `${marketDate(call.date)} at ${price(call.price)}`)
                    .join(
                      ', ',
                    )}${detail.options.calls.length > 3 ? ` and ${detail.options.calls.length - 3} later date${detail.options.calls.length === 4 ? '' : 's'}` : ''}.`
                : /\bcall/i.test(rest)
                  ? ' It has no call ahead.'
                  : ''
            }${
              /\bliquid/i.test(rest)
                ? ` It is ${bond.isLiquid ? '' : 'not '}marked liquid on the platform (the market list's Liquid filter); ask for its trades to see how often it changes hands.`
                : ''
            }${
              detail.options.puts.length
                ? ` The holder may put it on ${detail.options.puts
                    .slice(0, 3)
                    .map((put) => `${marketDate(put.date)} at ${price(put.price)}`)
                    .join(', ')}.`
                : ''
            }`,
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
      } finally {
        // Every answer ends with questions to ask next: on the same bond, a related screen, the curve.
        if (!signal.aborted) {
          // "Same for 2031" only after a screen of one year (not a range, where it would be ambiguous).
          const years = rest.match(/\b(?:19|20)\d\d\b/g) ?? [];
          const year = years.length === 1 ? years[0] : undefined;
          sink.suggest?.(
            followUpSuggestions({
              intent,
              bond: references[0]?.entry.row.displayName,
              otherBond: references[1]?.entry.row.displayName,
              year: intent === 'screen' ? year : undefined,
            }),
          );
        }
      }
    },
  };
}
