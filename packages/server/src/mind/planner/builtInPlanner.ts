import type { MarketSnapshot } from '../analyst/marketSnapshot';
import type { BondSummary } from '../analyst/bondSummary';
import type { DetailsToolOutput } from '../analyst/detailsTool';
import type { PriceToolOutput } from '../analyst/priceTool';
import { ToolRefusal } from '../analyst/priceTool';
import type { ScreenToolInput, ScreenToolOutput } from '../analyst/screenTool';
import type { TradesToolOutput } from '../analyst/tradesTool';
import type { MostTradedOutput, TradeActivityOutput } from '../analyst/activityTool';
import type { QuotesToolOutput } from '../analyst/quotesTool';
import type { IssuerToolOutput } from '../analyst/issuerTool';
import type { YieldCurve } from '../analyst/curveTool';
import type { AnalystPlanner, AnswerSink } from './analystAnswer';
import { cashflowChart, curveChart } from './charts';
import { bondResultTable } from './resultTable';
import { describeFilters } from './describeFilters';
import { followUpSuggestions } from './followUpSuggestions';
import { bondLink, marketDate, percent, price, rupees, sourcesLine, table } from './answerFormat';
import { normaliseDeskLanguage } from './deskShorthand';
import {
  countFrom,
  parseFaceValue,
  parsePriceOrYield,
  parseSettlement,
  parseYieldShift,
} from './parseNumbers';
import { parseScreenFilters } from './parseScreenFilters';
import { sortOrderWords } from './sortOrderWords';
import { resolveBondReferences, unresolvedBondPhrase, type BondReference } from './resolveBonds';
import {
  recognizeIssuers,
  recognizeSectors,
  recognizeStructures,
  recognizeTenors,
  recognizePeriod,
  unknownCompanyIn,
  unknownIssuerNamed,
  unknownStateIn,
} from './recognizeEntities';
import { conversationContext, resolveFollowUp } from './conversationContext';
import { findGlossaryEntry, isOnlyAGlossaryTerm, type defineTerm } from '../analyst/glossary';

/** What the built-in planner decided a question asks. */
type Intent =
  | 'refuse'
  | 'define'
  | 'unknown-term'
  | 'curve-point'
  | 'most-traded'
  | 'activity'
  | 'quotes'
  | 'coupon'
  | 'issuer'
  | 'accrued'
  | 'risk'
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

const adviceOrForecastWords =
  /\b(should i|shall i|would you|recommend|advice|advise|predict|prediction|forecast|will (?:the )?(?:rates|yields|rbi|prices|[a-z0-9-]+ (?:be|go|rise|fall))|where will|will give|next (?:week|month|year)'?s? (?:yield|rate|price)|best returns?|outlook|buy or sell|good (?:investment|bet|buy|pick)|worth (?:buying|it)|tips?|hot pick|undervalued|overvalued|cheap enough|safe to (?:buy|invest)|outperform|underperform|downgraded?|upgraded?|rate cut|rate hike|policy outcome)\b/i;
/**
 * A question about the future ("what will the 2s10s be by year end?", "is it going to rally?"), unless it is a
 * calculation on a stated condition ("what will the price be if the yield is 7%", "what will I get on 2 cr").
 */
const forecastWords =
  /\b(?:what will|will (?:it|they|this|that|the [a-z0-9-]+(?: [a-z0-9-]+)?|[a-z0-9-]+) (?:\w+ )?(?:be|go|rise|fall|move|trade|end|close|rally|widen|narrow|steepen|flatten|get|drop|climb)|going to (?:be|get|rise|fall|go|move|widen|narrow|steepen|flatten|rally|drop|climb|cut|hike)|by (?:the )?year[- ]end|next quarter|expected to|likely to)\b/i;
const statedCondition =
  /\bif\b|\bassuming\b|\bsuppose\b|\bat (?:a )?(?:clean )?(?:yield|price) of\b|\b(?:will|what will) (?:i|we|my|our)\b|\bwill (?:it|they) (?:pay|mature|redeem)\b/i;
/** "How much should I pay to earn 7.5%?", "what should I bid for a 7.2% yield": arithmetic, not advice. */
const solvesForATarget =
  /\b(?:should|shall|must|do|would|to) (?:i|we)? ?(?:pay|bid|offer|quote|price it)\b[^?]*?\b\d{1,2}(?:\.\d+)?\s*(?:%|percent|pc\b|ytm|yield)|\b(?:should|shall) (?:i|we) (?:pay|bid|offer|quote)\b[^?]*\b(?:to|for) (?:earn|get|make|yield|lock|a yield)/i;
const adviceOrForecast = {
  test: (text: string) =>
    (adviceOrForecastWords.test(text) && !solvesForATarget.test(text)) ||
    (forecastWords.test(text) && !statedCondition.test(text)),
};
const offTopic =
  /\b(weather|cricket|movie|recipe|stock price|share price|equity|bitcoin|crypto|nifty|sensex|gold price|football|poem|joke)\b/i;
// "NCD meaning", "what does step-up mean", "the ytm formula", "T+1 settlement in simple terms": asked anywhere.
const definitionalAnywhere =
  /\b(?:meaning|means|mean|definition|defined|stand for|stands for|formula|concept|in simple terms|in layman'?s? terms)\b(?:\s+of\b)?\s*[?.!]*\s*$|^\s*(?:meaning|definition|concept) of\b/i;
const definitional =
  /^\s*(?:what\s+(?:exactly\s+|precisely\s+|really\s+)?(?:is|are|does|do)\b|what's\b|whats\b|define\b|explain\b|meaning of\b|difference between\b|how (?:does|do|is|are|did)\b.*\b(?:comput|calculat|work|defin|measur|build|built|construct|deriv|interpolat|made|draw)|tell me about\b)/i;

/** Instrument types as a reader says them. */
const instrumentTypeNames: Readonly<Record<string, string>> = {
  GSEC: 'G-sec',
  SDL: 'SDL',
  TBILL: 'T-bill',
  PSU: 'PSU bond',
  CORPORATE: 'corporate bond',
  FRB: 'floating-rate bond',
};

/** What the classifier reads besides the words: the entities recognised in the question. */
interface Recognised {
  bondCount: number;
  issuerCount: number;
  hasScreenFilters: boolean;
  hasTenors: boolean;
  hasTenorPairs: boolean;
  glossaryHit: boolean;
  unknownIsin: boolean;
}

/** Classifies a question (with its entities already recognised). */
function classifyQuestion(question: string, seen: Recognised): Intent {
  const lower = question.toLowerCase();
  const { bondCount } = seen;
  if (adviceOrForecast.test(lower) || offTopic.test(lower)) return 'refuse';
  if (seen.unknownIsin && bondCount === 0) return 'details';
  // "2s10s meaning", "spread to curve?", "what is 2s10s": nothing but a term, or a term asked what it means, is a
  // definition, even when the term is also a figure ("what's the 2s10s now?" asks the figure).
  if (
    bondCount === 0 &&
    seen.issuerCount === 0 &&
    seen.glossaryHit &&
    // A spread between tenors named bare ("2s10s?") is asked for its figure; "2s10s meaning" for its definition.
    ((isOnlyAGlossaryTerm(lower) &&
      (!seen.hasTenorPairs || /^\s*(?:what\s+(?:is|are|does)|what's|whats|define|explain)\b/.test(lower))) ||
      definitionalAnywhere.test(lower)) &&
    // "Yield curve" asked bare is the curve itself (below).
    !/^\s*(?:the\s+)?(?:g-?sec\s+|gilt\s+|govt\s+|yield\s+|g-?sec\s+yield\s+)?curve\s*[?.!]*\s*$/.test(
      lower,
    ) &&
    !/\bwhat(?:'s|s| is| are| was)\s+the\b|\bcurrent\b|\btoday\b|\bnow\b|\blevel\b|\blatest\b/.test(lower)
  )
    return 'define';
  if (seen.hasTenorPairs && bondCount === 0) return 'curve-point';
  // "Where's the 40 year?", "10y?": a tenor alone, asked short, is a point of the curve.
  if (
    seen.hasTenors &&
    bondCount === 0 &&
    !seen.hasScreenFilters &&
    lower
      .replace(/[?.!]+/g, ' ')
      .trim()
      .split(/\s+/).length <= 5 &&
    !/\bbonds?\b|\bsdls?\b|\bpsus?\b|\bcorporates?\b/.test(lower)
  )
    return 'curve-point';
  if (
    seen.hasTenors &&
    bondCount === 0 &&
    /\byields?\b|\bg-?secs?\b|\bgilts?\b|\bgovernment\b|\bcurve\b|\bsteep|\bslope\b|\bspread\b/.test(lower)
  )
    return 'curve-point';
  const bareTerm = lower.replace(/[?.!\s]+$/, '').split(/\s+/).length <= 2;
  // "Yield curve", "the G-sec curve": asked bare, the curve itself; "what is a yield curve?" defines it.
  if (
    /^\s*(?:the\s+)?(?:g-?sec\s+|gilt\s+|govt\s+|yield\s+|g-?sec\s+yield\s+)?curve\s*[?.!]*\s*$/.test(lower)
  )
    return 'curve';
  if (
    bondCount === 0 &&
    seen.issuerCount === 0 &&
    (definitional.test(lower) ||
      definitionalAnywhere.test(lower) ||
      (seen.glossaryHit && /\bconventions?\b|\bmethodology\b/.test(lower)) ||
      bareTerm) &&
    !(seen.hasScreenFilters && /\bwhich\b|\bbonds\b/.test(lower) && !/\bwhat (?:is|are) an?\b/.test(lower)) &&
    // "What does the gilt curve look like?", "show the curve now": the curve itself, not its definition.
    !(
      /\bcurve\b/.test(lower) &&
      /\blooks? like\b|\bshape\b|\bshow\b|\bplot\b|\bchart\b|\bgraph\b|\btoday\b|\bnow\b|\bcurrent(?:ly)?\b|\blatest\b/.test(
        lower,
      )
    )
  ) {
    // "What's the accrued on that for 5 Dec?": a term asked of the bond in the conversation is its figure.
    if (
      seen.glossaryHit &&
      !/\b(?:on|of|for|in) (?:that|it|this)\b|\bits\b|\b(?:that|this|the same) (?:bond|one)\b/.test(lower)
    )
      return 'define';
    if (
      (/^\s*(?:what\s+is\s+an?|what\s+are|define|explain|meaning of)\b/.test(lower) ||
        // "What is reinvestment?": a bare "what is" of a few words that name nothing of the data.
        /^\s*(?:what\s+is|what's|whats)\s+(?:the\s+)?[a-z][a-z -]{1,40}\??\s*$/.test(lower) ||
        definitionalAnywhere.test(lower)) &&
      !seen.hasScreenFilters &&
      !seen.hasTenors
    )
      return 'unknown-term';
  }
  if (
    /\b(?:most|highest|top|heaviest|maximum)[- ](?:traded|active|actively traded|dealt|volume|turnover|trades)\b|\btraded (?:the )?most\b|\b(?:highest|biggest|largest|most|top) (?:trading )?(?:volumes?|turnover)\b|\bmost liquid today\b|\bbusiest\b|\btop \w+ (?:most )?(?:traded|active|actively traded)\b|\b(?:\w+ )?most (?:actively )?traded\b|\bsaw the most (?:trades|trading|volume)\b|\bmost (?:number of )?trades\b/.test(
      lower,
    ) &&
    (bondCount === 0 || /\bwhich\b|\bamong\b/.test(lower))
  )
    return 'most-traded';
  // "If it is quoted at 99.10, what yield?": a price to solve, not the quote book.
  const solvesAPrice =
    /\byield|\bytm\b|\breturn\b/.test(lower) &&
    (/\b\d{2,3}\.\d{1,4}\b/.test(lower) ||
      /\b(?:at|for|price is|pay|paying)\s+(?:rs\.?\s*|₹\s*)?\d{2,3}\b(?!\s*(?:%|cr\b|lakh|years?|bps))/.test(
        lower,
      ));
  if (
    bondCount > 0 &&
    !solvesAPrice &&
    /\bbids?\b|\bbidding\b|\boffers?\b|\boffered\b|\bask(?:ing price)?\b|\bdepth\b|\bquoting\b|\bquoted\b|\bquotes?\b|\bbid-ask\b|\btwo-way\b|\border book\b|\b(?:any )?(?:buyers|sellers)\b|\bwho(?:'s| is) (?:buying|selling|showing)\b|\banyone (?:showing|buying|selling)\b|\btop of (?:the )?book\b|\bthe market in\b|\bmarket (?:depth|in it)\b/.test(
      lower,
    )
  )
    return 'quotes';
  // "At what spread over G-secs does it trade?" is a spread question, not one about its trades.
  const asksSpread =
    /\bspreads?\b|\bover (?:the )?(?:g-?secs?|gilts?|(?:g-?sec )?curve)\b|\bbps over\b|\b(?:to|above|below|vs\.?|versus|against|off) (?:the )?(?:g-?sec |gilt )?curve\b|\bhow wide\b|\bpick-?up\b/.test(
      lower,
    );
  if (
    bondCount > 0 &&
    !asksSpread &&
    !solvesAPrice &&
    /\btrade[sd]?\b|\btrading (?:activity|history)\b|\btrade history\b|\bhow many times\b|\bvwap\b|\bvolume[- ]weighted\b|\bchanged hands\b|\bactively traded\b|\bprints?\b|\bdeals?\b|\bhow liquid\b|\bliquidity\b|\bturnover\b|\bvolumes?\b|\bchanged hands\b|\b(?:latest|most recent) (?:trade|deal|print)\b/.test(
      lower,
    )
  )
    return 'activity';
  if (
    bondCount > 0 &&
    /\bnext coupon\b|\bnext interest\b|\bcoupon income\b|\binterest payment|\bcoupon (?:payment|date)\b|\bnext payment\b|\bcoupons? (?:on|of|for|from)\b.*\b(?:lakhs?|lac|crore|cr|next|year|months?)\b/.test(
      lower,
    )
  )
    return 'coupon';
  // Income on a holding, in the reader's words; interest already accrued is the accrued intent's.
  if (
    bondCount > 0 &&
    !/\baccru/.test(lower) &&
    /\binterest income\b|\bcoupon (?:amount|due|receipts?)\b|\bupcoming (?:coupon|interest|payment)s?\b|\btotal (?:coupons?|interest)\b|\b(?:coupons?|interest) (?:till|until|up to|to) maturity\b|\bhow much (?:interest|coupon)\b|\b(?:annual|yearly) (?:coupon|interest)\b|\binterest (?:will|would|do|does|can) i (?:get|receive|earn)\b|\bwhen (?:is|does) (?:it|the bond|its)? ?(?:pay|next pay)/.test(
      lower,
    )
  )
    return 'coupon';
  // The schedule, or what a holding pays back: "all coupon payments", "amortisation schedule", "what will I
  // receive at maturity", "total cash till maturity".
  if (
    bondCount > 0 &&
    /\ball (?:the )?(?:coupon|interest) payments\b|\blist (?:all )?(?:the )?(?:coupons|coupon payments|payments)\b|\b(?:amorti[sz]ation|repayment|principal) schedule\b|\bprincipal (?:is |will be |gets )?repaid\b|\b(?:receive|get|paid|payout)\b[^?]*\bat maturity\b|\btotal cash\b|\bcash (?:i|we) (?:get|receive)\b|\bnext \w+ (?:cash ?flows|payments)\b/.test(
      lower,
    )
  )
    return 'cashflows';
  if (
    bondCount > 0 &&
    /\bget paid\b|\bnext pay(?:ment|out)\b|\bpays? next\b|\bnext interest (?:date|payment)\b|\bcoupon frequency\b|\bhow often (?:does it|is|are)\b.*\b(?:pay|coupon|interest)/.test(
      lower,
    )
  )
    return 'coupon';
  // "Coupon per payment on a 10 cr holding", "interest on 50 lakh of X": a coupon asked of an amount held.
  if (
    bondCount > 0 &&
    !/\baccru/.test(lower) &&
    (/\bcoupon per (?:payment|period|instalment)\b|\bper coupon\b|\beach coupon\b|\bcoupon amount\b|\b(?:semi-?annual|half[- ]yearly|quarterly|annual) (?:coupon|interest)\b|\bevery (?:half[- ]year|six months|year)\b/.test(
      lower,
    ) ||
      (/\bcoupons?\b|\binterest\b/.test(lower) &&
        /\b\d+(?:\.\d+)?\s*(?:crores?|cr|lakhs?|lacs?|lac|l)\b|₹\s*[\d,]{5,}|\bholding\b|\bposition\b/.test(
          lower,
        )))
  )
    return 'coupon';
  if (/\bsame issuer\b|\bother bonds\b|\bsame company\b|\bsister bonds\b/.test(lower) && bondCount > 0)
    return 'same-issuer';
  if (
    /\bcash ?flows?\b|\bhow many (?:more )?(?:coupons|payments|interest payments|cash ?flows)\b|\b(?:coupons|payments) (?:are )?(?:left|remaining|remain|still due|to go)\b|\bremaining (?:coupons|payments)\b|\bfinal (?:redemption|maturity)\b|\bredemption date\b|\bwhen (?:does|will) (?:it|the bond) (?:redeem|mature|repay)\b|\bcoupon (?:dates|schedule)\b|\bpayment schedule\b|\bredemption schedule\b|\b(?:remaining|future|all|outstanding|pending) (?:payments|cash)\b|\bpayments (?:left|remaining|due)\b|\bredemption (?:amount|value|proceeds)\b|\b(?:payment|interest) dates\b|\bprincipal repayments?\b|\bfinal (?:payment|redemption|cash ?flow)\b|\bmaturity (?:amount|value|proceeds)\b/.test(
      lower,
    ) &&
    bondCount > 0
  )
    return 'cashflows';
  if (seen.issuerCount > 0 && bondCount === 0 && !seen.hasScreenFilters) return 'issuer';
  if (bondCount >= 2) return 'compare';
  // "X spread vs the G-sec curve": one bond against the curve is its spread, not a comparison.
  if (bondCount === 1 && asksSpread) return 'spread';
  if (bondCount === 1 && /\bcompare\b|\bversus\b|\bvs\.?\b/.test(lower)) return 'compare';
  if (/\bcompare\b|\bversus\b|\bvs\.?\b|\bdifference between\b/.test(lower) && bondCount === 0)
    // "PV01 vs DV01", "YTM versus current yield": terms compared are defined, not bonds screened.
    return seen.glossaryHit && !seen.hasScreenFilters ? 'define' : 'compare';
  // "AI" is desk shorthand for accrued interest (in capitals only: "ai" is also a word).
  if (bondCount > 0 && (/\baccrued\b|\baccrual\b/.test(lower) || /\bAI\b/.test(question))) return 'accrued';
  if (
    bondCount > 0 &&
    (asksSpread ||
      /\bspreads?\b|\bbps over\b|\bbasis points over\b|\bover (?:the )?(?:g-?secs?|gilts?|government|curve)|\bover the (?:g-?sec )?curve\b|\bover the \d{1,2}[- ]?(?:year|yr|y)\b/.test(
        lower,
      ))
  )
    return 'spread';
  if (
    bondCount === 0 &&
    /\bspreads?\b|\bbps over\b|\bbasis points over\b|\bover the (?:g-?sec )?curve\b/.test(lower)
  )
    return 'spread';
  if (/\bcurve\b/.test(lower) && bondCount === 0) return 'curve';
  if (
    bondCount > 0 &&
    /\bduration\b|\bpv01\b|\bdv01\b|\bconvexity\b|\bbasis point\b|\bsensitiv|\brisk\b/.test(lower)
  )
    return 'risk';
  if (
    bondCount > 0 &&
    /@|\bat\s+\d|\bt\s*\+\s*\d|\byield\b|\bytm\b|\breturn\b|\bprice\b|\bpriced?\b|\bconsideration\b|\bsettle|\bcost\b|\bpay(?:ing)?\b|\bworth\b|\btrading\b|\bbuy(?:ing)?\b/.test(
      lower,
    )
  )
    return 'price';
  if (bondCount > 0) return 'details';
  if (seen.hasScreenFilters || /\b(which|list|show|find|screen|any)\b.*\bbonds?\b/.test(lower))
    return 'screen';
  if (/\b(help|what can you do|how do i use)\b/.test(lower)) return 'help';
  return 'refuse';
}

function blankOut(question: string, spans: readonly { start: number; end: number }[]): string {
  let text = question;
  for (const span of spans)
    text = text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end);
  return text;
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

/** Which market figure a pricing question asks for: the other is stated, not made a headline. */
function marketFigureAsked(question: string): { yield: boolean; price: boolean; dirty: boolean } {
  const lower = question.toLowerCase();
  const yieldAsked = /\byield|\bytm\b|\brate\b/.test(lower);
  const priceAsked = /\bprice|\bworth\b|\bcost\b|\bvalued?\b|\bgoing for\b|\bquoted?\b/.test(lower);
  const dirty = /\bdirty\b|\bfull price\b|\binvoice price\b|\ball-in price\b/.test(lower);
  return yieldAsked === priceAsked
    ? { yield: true, price: true, dirty }
    : { yield: yieldAsked, price: priceAsked, dirty };
}

function pricingLines(
  result: PriceToolOutput,
  askedForCall = false,
  askedForWorst = false,
  asked: { yield: boolean; price: boolean; dirty: boolean } = { yield: true, price: true, dirty: false },
): string {
  const { bond } = result;
  const lines: string[] = [];
  const firstCall = result.yieldToCall[0];
  if (askedForWorst) {
    const worst = [
      { yieldPercent: result.yieldPercent, label: `at maturity, ${marketDate(bond.maturityDate)}` },
      ...result.yieldToCall.map((call) => ({
        yieldPercent: call.yieldPercent,
        label: `if called on ${marketDate(call.date)} at ${price(call.price)}`,
      })),
    ].reduce((lowest, candidate) => (candidate.yieldPercent < lowest.yieldPercent ? candidate : lowest));
    lines.push(
      `At a clean price of ${price(result.cleanPrice)}, the yield to worst of ${bondLink(bond)} is **${percent(worst.yieldPercent)}** (${worst.label}) for settlement on ${marketDate(result.settlementDate)}.`,
      '',
    );
  } else if (askedForCall)
    lines.push(
      firstCall
        ? `At a clean price of ${price(result.cleanPrice)}, the yield to first call of ${bondLink(bond)} (called at ${price(firstCall.price)} on ${marketDate(firstCall.date)}) is **${percent(firstCall.yieldPercent)}** for settlement on ${marketDate(result.settlementDate)}; its yield to maturity is ${percent(result.yieldPercent)}.`
        : `${bondLink(bond)} has no call still ahead after settlement on ${marketDate(result.settlementDate)}, so it has no yield to call; its yield to maturity follows.`,
      '',
    );
  const given =
    result.solvedFrom === 'price'
      ? `At a clean price of **${price(result.cleanPrice)}**, the yield of ${bondLink(bond)} is **${percent(result.yieldPercent)}**`
      : result.solvedFrom === 'yield'
        ? `At a yield of **${percent(result.yieldPercent)}**, the clean price of ${bondLink(bond)} is **${price(result.cleanPrice)}**`
        : `At the market yield of ${asked.yield ? `**${percent(result.yieldPercent)}**` : percent(result.yieldPercent)}, ${bondLink(bond)} is priced at ${asked.price ? `**${price(result.cleanPrice)}**` : price(result.cleanPrice)}`;
  if (!askedForCall && !askedForWorst && asked.dirty)
    // "What's the dirty price at 6.3%?": the full price (clean plus accrued) is the answer.
    lines.push(
      `${result.solvedFrom === 'yield' ? `At a yield of ${percent(result.yieldPercent)}` : result.solvedFrom === 'price' ? `At a clean price of ${price(result.cleanPrice)}` : `At the market yield of ${percent(result.yieldPercent)}`}, the dirty (full) price of ${bondLink(bond)} is **${result.dirtyPrice.toFixed(4)}** per 100 (clean ${price(result.cleanPrice)} plus accrued interest ${result.accruedInterest.toFixed(4)}) for settlement on ${marketDate(result.settlementDate)}.`,
      '',
    );
  else if (!askedForCall && !askedForWorst)
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
  for (const call of result.yieldToCall.slice(0, 3))
    rows.push([
      `Yield to call on ${marketDate(call.date)} (at ${price(call.price)})`,
      percent(call.yieldPercent),
    ]);
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

/** The comparison's answer in a sentence: which yields most, and the yield difference of a pair. */
/** Measures a comparison can rank by, as a reader names them. */
const comparedMeasures: readonly {
  pattern: RegExp;
  name: string;
  read: (detail: DetailsToolOutput) => number | null;
  format: (value: number) => string;
}[] = [
  {
    pattern: /\bduration\b/,
    name: 'modified duration',
    read: (detail) => detail.market?.modifiedDuration ?? null,
    format: (value) => `${value.toFixed(4)} years`,
  },
  {
    pattern: /\bpv01\b|\bdv01\b/,
    name: 'PV01',
    read: (detail) => detail.market?.pv01 ?? null,
    format: (value) => value.toFixed(4),
  },
  {
    // "Spread" alone between two bonds is their yield difference (below); over the curve it is each one's.
    pattern: /\bspreads? (?:over|to)\b|\bover the (?:g-?sec )?curve\b/,
    name: 'spread over the G-sec curve',
    read: (detail) => detail.spreadBps,
    format: (value) => `${value.toFixed(1)} bps`,
  },
  {
    pattern: /\bconvexity\b/,
    name: 'convexity',
    read: (detail) => detail.market?.convexity ?? null,
    format: (value) => value.toFixed(4),
  },
];

function compareLead(details: readonly DetailsToolOutput[], question: string): string {
  // "Which one has the higher duration?": the measure asked for, ranked, before the yields.
  const lowerQuestion = question.toLowerCase();
  const measure = comparedMeasures.find((candidate) => candidate.pattern.test(lowerQuestion));
  if (measure) {
    const measured = details.flatMap((detail) => {
      const value = measure.read(detail);
      return value === null ? [] : [{ detail, value }];
    });
    if (measured.length >= 2) {
      const lowest = /\b(?:lower|lowest|less|least|smaller|smallest|shorter|shortest)\b/.test(lowerQuestion);
      const ranked = [...measured].sort((left, right) =>
        lowest ? left.value - right.value : right.value - left.value,
      );
      const [top, ...others] = ranked;
      return `${bondLink(top!.detail.bond)} has the ${lowest ? 'lowest' : 'highest'} ${measure.name}, **${measure.format(top!.value)}**, against ${others.map((other) => `${measure.format(other.value)} for ${bondLink(other.detail.bond)}`).join(', ')}.\n\n`;
    }
  }
  const priced = details.filter((detail) => detail.bond.marketYieldPercent !== null);
  if (priced.length < 2) return '';
  const ranked = [...priced].sort(
    (left, right) => right.bond.marketYieldPercent! - left.bond.marketYieldPercent!,
  );
  const top = ranked[0]!;
  const bottom = ranked[ranked.length - 1]!;
  const lines = [
    `${bondLink(top.bond)} yields the most, ${percent(top.bond.marketYieldPercent)}${ranked.length === 2 ? `, against ${percent(bottom.bond.marketYieldPercent)} for ${bondLink(bottom.bond)}` : ''}.`,
  ];
  if (
    details.length === 2 &&
    /\bdifference\b|\bbps\b|\bbasis points\b|\bspread between\b|\bpick-?up\b/i.test(question)
  ) {
    const [first, second] = details as [DetailsToolOutput, DetailsToolOutput];
    if (first.bond.marketYieldPercent !== null && second.bond.marketYieldPercent !== null) {
      const difference =
        Math.round((first.bond.marketYieldPercent - second.bond.marketYieldPercent) * 1000) / 10;
      lines.push(
        `The yield difference (${first.bond.name} minus ${second.bond.name}) is **${difference.toFixed(1)} bps**.`,
      );
    }
  }
  return `${lines.join(' ')}\n\n`;
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
        const references = resolveBondReferences(text, market);
        const afterBonds = blankOut(text, references);
        const issuers = recognizeIssuers(afterBonds, market);
        const rest = blankOut(afterBonds, issuers);
        const screen = parseScreenFilters(rest, market.today);
        const sectors = recognizeSectors(rest, market);
        const structures = recognizeStructures(rest);
        if (issuers.length) {
          screen.filters.issuers = [...new Set(issuers.map((match) => match.issuer))];
          delete screen.filters.issuer;
        }
        if (sectors.length) screen.filters.sectors = sectors;
        if (structures.length) screen.filters.structures = structures;
        const tenors = recognizeTenors(rest);
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
      const { references, rest, screen, tenors, unresolved, intent } = understand(question);

      try {
        if (intent !== 'issuer' && references.length === 0 && !adviceOrForecast.test(question)) {
          const unknownIssuer =
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
              : adviceOrForecast.test(question)
                ? "I can't give investment advice or forecast rates and prices, nor tips: I only state what the platform's data and pricing engine compute today. "
                : "I can't answer that from the platform's data. ";
          streamText(sink, `${lead}${capabilities}`);
          return { tokensUsed: 0 };
        }
        if (intent === 'define' || intent === 'unknown-term') {
          const result = await tool<ReturnType<typeof defineTerm>>(sink, 'define', {
            term: rest.trim().slice(0, 100) || question.slice(0, 100),
          });
          if (!result.found) {
            const phrase =
              /(?:what\s+is\s+an?|what\s+are|define|explain|meaning of)\s+(.+?)[?.!]*$/i.exec(
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
          write(
            `${lead}\n\n${table(
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
            volume: /\bvolume|\bturnover\b|\bhow much\b|\bface value\b|\bamount\b|\bvalue traded\b/.test(
              asking,
            ),
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
          const special = vwapAsked || rangeAsked;
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
            /\b(?:income|12 months|next year|a year|(?<!semi-?)annual|yearly|per year|per annum|p\.?a\.?|over the year)\b/.test(
              rest.toLowerCase(),
            );
          // "How much interest in 2027 on 1 cr": the coupons paid in that calendar year.
          const calendarYear =
            /\b(?:in|during|for|over|through(?:out)?)\s+(?:calendar\s+(?:year\s+)?|the year\s+)?(20\d\d)\b/.exec(
              rest.toLowerCase(),
            )?.[1];
          const frequencyAsked =
            /\bfrequency\b|\bhow often\b|\btimes a year\b|\bhow many coupons a year\b/.test(
              rest.toLowerCase(),
            );
          const amountAsked = /\bhow much\b|\bamount\b|\bvalue\b/.test(rest.toLowerCase());
          const totalAsked =
            /\btill maturity|\buntil maturity|\bto maturity|\btotal (?:coupons?|interest)\b/.test(
              rest.toLowerCase(),
            );
          const lines = [
            holding && !incomeAsked && !totalAsked && !calendarYear
              ? `The next coupon of ${bondLink(detail.bond)} (${detail.bond.isin}) is paid on ${marketDate(next.date)}: **${rupees(next.interest)}** on ${rupees(holding)} face value.`
              : `The next coupon of ${bondLink(detail.bond)} (${detail.bond.isin}) is paid on ${marketDate(next.date)} (${!holding && amountAsked && !calendarYear ? `**${rupees(next.interest)}**` : rupees(next.interest)} per ${rupees(detail.cashflowFaceValueRupees)} face value).`,
          ];
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
          } else if (calendarYear && holding) {
            const inYear = coupons.filter((flow) => flow.date.startsWith(calendarYear));
            lines.push(
              `Coupons paid in ${calendarYear}${calendarYear === market.settlementDate.slice(0, 4) ? ` after settlement on ${marketDate(market.settlementDate)}` : ''}: **${rupees(inYear.reduce((sum, flow) => sum + flow.interest, 0))}** in ${inYear.length} payment${inYear.length === 1 ? '' : 's'} on ${rupees(holding)} face value.`,
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
          write(
            result.consideration
              ? `Accrued interest on ${rupees(result.consideration.faceValueRupees)} face value of ${bondLink(result.bond)} (${result.bond.isin}) for settlement on ${marketDate(result.settlementDate)}: **${rupees(result.consideration.accrued)}** (${result.accruedInterest.toFixed(4)} per 100 over ${result.accruedDays} days).`
              : `Accrued interest on ${bondLink(result.bond)} (${result.bond.isin}) for settlement on ${marketDate(result.settlementDate)}: **${result.accruedInterest.toFixed(4)}** per 100 of face value, over ${result.accruedDays} days since the last coupon.\n\n${table(
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
          announce(
            `Computing the risk measures of ${bondNames([firstReference])} at its market yield for T+1 settlement.`,
          );
          // "PV01 of 7.30% GS 2053 at 7.2%": the risk at the yield or price the question fixes, else the market's.
          const settlementDate = parseSettlement(rest, market.readAt) ?? undefined;
          const holding = parseFaceValue(rest) ?? undefined;
          const result = await tool<PriceToolOutput>(sink, 'price', {
            bondId: firstReference.entry.row.id,
            ...parsePriceOrYield(rest),
            ...(settlementDate ? { settlementDate } : {}),
            ...(holding ? { faceValueRupees: holding } : {}),
          });
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
            /\bredemption (?:amount|value|proceeds)\b|\bredeem(?:ed)? (?:at|for)\b/.test(asking);
          const totalAsked =
            /\btotal cash\b|\bcash (?:i|we) (?:get|receive)\b|\bin all\b|\btill maturity\b|\buntil maturity\b/.test(
              asking,
            );
          const principalRepaid = detail.cashflows.reduce((sum, flow) => sum + flow.principal, 0);
          const lead = [
            `Cash flows of ${bondLink(detail.bond)} (${detail.bond.isin}) after settlement on ${marketDate(market.settlementDate)}, for ${rupees(detail.cashflowFaceValueRupees)} face value: ${countAsked ? `**${detail.cashflows.length}**` : detail.cashflows.length} payment${detail.cashflows.length === 1 ? '' : 's'} (${coupons} with a coupon), ${totalAsked ? `**${rupees(total)}**` : rupees(total)} in all.`,
            `The last, on ${marketDate(last.date)}, pays ${lastAsked && !redemptionAsked ? `**${rupees(last.total)}**` : rupees(last.total)} (interest ${rupees(last.interest)}, principal ${redemptionAsked ? `**${rupees(last.principal)}**` : rupees(last.principal)}).${principalRepaid > last.principal + 0.005 ? ` Principal repaid before then: ${rupees(principalRepaid - last.principal)}.` : ''}`,
          ].join(' ');
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
          write(
            pricingLines(
              result,
              /\byield to (?:first )?call\b|\bytc\b|\bto call\b/.test(rest.toLowerCase()),
              /\byield to worst\b|\bytw\b/.test(rest.toLowerCase()),
              marketFigureAsked(rest),
            ),
          );
          return { tokensUsed: 0 };
        }

        announce(`Reading the terms and the live market of ${bondNames(references.slice(0, 1))}.`);
        const detail = await tool<DetailsToolOutput>(sink, 'details', { bondId: firstId });
        const { bond, terms } = detail;
        write(
          [
            `${bondLink(bond)} (${bond.isin}) is issued by ${bond.issuer} (${bond.issuerType}, ${terms.sector}), ${bond.rating ? `rated ${terms.ratingAgency ? `${terms.ratingAgency} ` : ''}${bond.rating}` : 'unrated'}, and matures on ${marketDate(bond.maturityDate)}.${
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
