import { issuersOrSectorsListed } from './screenGroups';
import { shareAsked, statisticAsked } from './screenStatistics';
// What a question asks: its intent, from its words and the entities recognised in it (the built-in planner's
// classifier). Questions about advice or forecasts are told apart from calculations on a stated condition here.
import { isOnlyAGlossaryTerm } from '../analyst/glossary';

/** What the built-in planner decided a question asks. */
export type Intent =
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
  | 'similar'
  | 'cashflows'
  | 'price'
  | 'details'
  | 'portfolio'
  | 'screen'
  | 'help';

const adviceOrForecastWords =
  /\b(should i|shall i|should (?:he|she|they|we|(?:my|our|the) (?:client|customer|investor)s?)|would you|recommend|advice|advise|predict|prediction|forecast|will (?:the )?(?:rates|yields|rbi|prices|[a-z0-9-]+ (?:be|go|rise|fall))|where will|will give|next (?:week|month|year)'?s? (?:yield|rate|price)|best returns?|outlook|buy or sell|good (?:investment|bet|buy|pick)|worth (?:buying|it)|tips?|hot pick|undervalued|overvalued|cheap enough|safe to (?:buy|invest)|(?:sell|hold) or (?:buy|sell|hold)|buy or hold|outperform|underperform|downgraded?|upgraded?|rate cut|rate hike|policy outcome|good credit|bad credit|(?:good|right|best|bad) time to (?:buy|sell|invest|enter|exit|add)|credit-?worthy|(?:safe|risky|solid|sound) (?:credit|issuer|investment|bet|company)|likely to default|default risk of)\b/i;
/**
 * A question about the future ("what will the 2s10s be by year end?", "is it going to rally?"), unless it is a
 * calculation on a stated condition ("what will the price be if the yield is 7%", "what will I get on 2 cr").
 */
const forecastWords =
  /\bwill\b[^?.!]{0,40}\b(?:widen|narrow|steepen|flatten|outperform|underperform|rally|go up|go down)\b|\b(?:what will|will (?:it|they|this|that|the [a-z0-9-]+(?: [a-z0-9-]+)?|[a-z0-9-]+) (?:\w+ )?(?:be|go|rise|fall|move|trade|end|close|rally|widen|narrow|steepen|flatten|get|drop|climb)|going to (?:be|get|rise|fall|go|move|widen|narrow|steepen|flatten|rally|drop|climb|cut|hike)|by (?:the )?year[- ]end|next quarter|expected to|likely to|(?:do|would) you expect|you see (?:it|them|yields?|rates?|the [a-z0-9-]+(?: [a-z0-9-]+)?) (?:at|going|heading)|in (?:\w+ )?(?:six|three|nine|twelve|\d{1,2}) months(?:'s)? time|(?:six|three|nine|twelve|\d{1,2}) months from now|a year from now)\b/i;
// "If yields rise 50 bps": a condition; "client asks if the price will go up": a forecast asked. "How much will he
// get on that date?": a payment the schedule states.
const statedCondition =
  /(?<!\b(?:asks?|asking|asked|know|knowing|wonders?|wondering|tell me|check|see)\s+)\bif\b|\b(?:will|would) (?:he|she|they|(?:my |the |our )?(?:client|customer|holder|investor)s?) (?:\w+ )?(?:get|receive|earn|be paid|get back)\b|\bassuming\b|\bsuppose\b|\bat (?:a )?(?:clean )?(?:yield|price) of\b|\b(?:will|what will) (?:i|we|my|our)\b|\bwill (?:it|they) (?:pay|mature|redeem)\b/i;
/** "How much should I pay to earn 7.5%?", "what should I bid for a 7.2% yield": arithmetic, not advice. */
const solvesForATarget =
  /\b(?:should|shall|must|do|would|to) (?:i|we)? ?(?:pay|bid|offer|quote|price it)\b[^?]*?\b\d{1,2}(?:\.\d+)?\s*(?:%|percent|pc\b|ytm|yield)|\b(?:should|shall) (?:i|we) (?:pay|bid|offer|quote)\b[^?]*\b(?:to|for) (?:earn|get|make|yield|lock|a yield)/i;
/** Whether a question asks for advice or a forecast (which the analyst declines) rather than a calculation. */
export function asksAdviceOrForecast(text: string): boolean {
  return (
    (adviceOrForecastWords.test(text) && !solvesForATarget.test(text)) ||
    (forecastWords.test(text) && !statedCondition.test(text))
  );
}
const offTopic =
  /\b(weather|cricket|movie|recipe|stock price|share price|equity|bitcoin|crypto|nifty|sensex|gold price|football|poem|joke)\b/i;
// "NCD meaning", "what does step-up mean", "the ytm formula", "T+1 settlement in simple terms": asked anywhere.
const definitionalAnywhere =
  /\bwhat an? [a-z0-9+/ -]{2,40} (?:is|are|means?)\b(?=[^?]*(?:\?|$))(?![^?]*\b(?:of|for|on)\s+(?:IN|in[e0]))|\b(?:meaning|means|mean|definition|defined|stand for|stands for|formula|concept|in simple terms|in layman'?s? terms|in plain (?:english|words|language)|in simple (?:english|words|language)|for a (?:beginner|layman|layperson|lay reader|first-time investor)|explain(?: it)? simply|simply put|in simple words)\b(?:\s+of\b)?\s*[?.!]*\s*$|^\s*(?:meaning|definition|concept) of\b/i;
const definitional =
  /^\s*(?:what\s+(?:exactly\s+|precisely\s+|really\s+)?(?:is|are|does|do)\b|what's\b|whats\b|define\b|explain\b|meaning of\b|difference between\b|why (?:does|do|is|are|would|can|don't|doesn't|isn't)\b|how come\b|how (?:does|do|is|are|did)\b.*\b(?:comput|calculat|work|defin|measur|build|built|construct|deriv|interpolat|made|draw)|tell me about\b)/i;

/** What the classifier reads besides the words: the entities recognised in the question. */
export interface Recognised {
  bondCount: number;
  issuerCount: number;
  hasScreenFilters: boolean;
  hasTenors: boolean;
  hasTenorPairs: boolean;
  glossaryHit: boolean;
  unknownIsin: boolean;
}

/**
 * Whether a question asks who holds, buys or sells which bonds ("who is the largest holder of …", "which bonds
 * did Meridian trade?"): no data of the analyst's, the trade prints being anonymous.
 */
export function asksWhoHoldsOrTrades(question: string): boolean {
  return (
    /\bwho (?:holds|owns|bought|sold|is (?:buying|selling)|are the (?:holders|buyers|sellers))\b|\b(?:largest|biggest|top|main|major) (?:holders?|owners?|investors?|buyers?|sellers?)\b/i.test(
      question,
    ) ||
    /\b[Ww]hich (?:bonds|securities|papers) (?:did|does|has) [A-Z][\w&.-]*(?: [A-Z][\w&.-]*)* (?:trade|buy|sell|hold|own)\b/.test(
      question,
    )
  );
}

/** Whether a question asks for the whole market's trading: a count, the volume or the face value traded. */
export function asksMarketTotal(lower: string): boolean {
  return /\bhow many trades\b|\bnumber of trades\b|\btotal (?:number of )?(?:trades|volume|turnover|face value traded|value traded|traded)\b|\bhow much (?:was |got |has been )?traded\b|\b(?:face value|volume|value) traded (?:in|across|on|over|this|last|today|yesterday)\b/.test(
    lower,
  );
}

/** Whether a question asks what a rating grade means ("what does it mean when a bond is rated AA+?"). */
export function asksWhatARatingMeans(question: string): boolean {
  return (
    /\b(?:AAA|AA|A|BBB|BB|B|C|D)[+-]?(?=\s|[?.!,]|$)|\brat(?:ed|ings?)\b/.test(question) &&
    /\bwhat does (?:it|that|this) mean (?:when|if|that|for)\b|\bwhat is meant by\b|\bwhat do(?:es)? (?:an? |the )?(?:AAA|AA|A|BBB|BB|B|C|D)[+-]?(?: rating| rated)? (?:rating )?mean\b|\bmeaning of (?:an? |the )?(?:AAA|AA|A|BBB)[+-]?\b/i.test(
      question,
    )
  );
}

/** Classifies a question (with its entities already recognised). */
export function classifyQuestion(question: string, seen: Recognised): Intent {
  const lower = question.toLowerCase();
  const { bondCount } = seen;
  if (asksAdviceOrForecast(lower) || offTopic.test(lower)) return 'refuse';
  // Tax, how to buy, the minimum to invest: no data of the platform's, said so rather than screened.
  if (
    /\btax(?:es|ed|ation|able)?\b|\btds\b|\bhow (?:do|can|should) (?:i|we|one) (?:buy|invest|purchase|open|apply|subscribe)\b|\bminimum investment\b|\bdemat\b/.test(
      lower,
    )
  )
    return 'refuse';
  if (seen.unknownIsin && bondCount === 0) return 'details';
  // "The average coupon of Maharashtra SDLs", "what share of G-secs mature after 2040": a figure over a screen,
  // whether the bonds are named by kind or by issuer.
  // "The carry on 6.84% GS 2036": a measure the platform does not compute, defined with what it does compute.
  // ("Which SDLs carry the highest yields" uses the verb.)
  if (
    /\b(?:the|its|positive|negative|net)\s+carry\b(?!\s+(?:the|a|an|higher|more|less|lower|the most)\b)|\broll[- ]?down\b|\bbreak[- ]?even\b/.test(
      lower,
    ) &&
    !asksAdviceOrForecast(lower)
  )
    return 'define';
  // "Issuers in the power sector", "list all the sectors": the screen's matches grouped.
  if (bondCount === 0 && seen.issuerCount === 0 && issuersOrSectorsListed(question) !== null) return 'screen';
  // ("The average yield of G-sec trades yesterday" is the prints', below.)
  if (
    bondCount === 0 &&
    // Of bonds the question names by kind or issuer: "at what average price?" alone asks of the conversation.
    (seen.hasScreenFilters || seen.issuerCount > 0) &&
    ((statisticAsked(question) !== null && !/\btrad(?:e|es|ed|ing)\b|\bprints?\b|\bdeals?\b/.test(lower)) ||
      shareAsked(question) !== null)
  )
    return 'screen';
  // "How many trades did the market see yesterday?", "total face value traded in G-secs this month": the whole
  // market's prints (before the glossary: "face value" is also a term).
  if (bondCount === 0 && seen.issuerCount === 0 && asksMarketTotal(lower)) return 'most-traded';
  // "What does it mean when a bond is rated AA+?", "what does an A- rating mean": the rating scale defined.
  if (bondCount === 0 && asksWhatARatingMeans(question)) return 'define';
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
  // "How often does a G-sec pay coupons?", "the yield to call of a callable bond": a kind of bond in general,
  // asked of no bond in particular, is a definition.
  if (
    bondCount === 0 &&
    seen.issuerCount === 0 &&
    seen.glossaryHit &&
    /\b(?:does|do|is|of|for|on|in|with)\s+an?\s+(?:[a-z-]+\s+){0,2}?(?:g-?sec|sdl|t-?bill|bond|frb|ncd|debenture)\b(?!s)/.test(
      lower,
    ) &&
    !/\b(?:which|list|show|find|screen|top|highest|lowest|best|yielding|maturing|rated|cheapest|give me|any)\b/.test(
      lower,
    )
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
    /\byields?\b|\bg-?secs?\b|\bgilts?\b|\bgovernment\b|\bcurve\b|\bsteep|\bslope\b|\bspread\b|\bbenchmark\b|\bhow (?:did|has|have|was)\b|\bwow\b|\bweek[- ]on[- ]week\b|\bchanged?\b|\bmoved?\b/.test(
      lower,
    )
  )
    return 'curve-point';
  // "Duration?" alone asks what it is; "and duration?" continues the conversation about a bond.
  const bareTerm =
    lower.replace(/[?.!\s]+$/, '').split(/\s+/).length <= 2 &&
    !/^\s*(?:and|also|plus|what about|how about)\b/.test(lower);
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
    // "What's the lowest-priced G-sec?": a bond picked from a screen, not the term.
    !(
      seen.hasScreenFilters &&
      /\b(?:lowest|highest|cheapest|dearest|longest|shortest|most|least|top|largest|smallest)\b/.test(lower)
    ) &&
    // "What is the 3 month T-bill yield?", "what's the 10 year SDL yield": a figure of the bonds screened.
    !(
      seen.hasScreenFilters &&
      !isOnlyAGlossaryTerm(lower) &&
      /\bwhat(?:'s|s| is| are| was)\s+the\b/.test(lower) &&
      /\b(?:yields?|ytm|prices?|spreads?|rates?)\b/.test(lower)
    ) &&
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
    /\b(?:most|highest|top|heaviest|maximum)[- ](?:traded|active|actively traded|dealt|volume|turnover|trades)\b|\btraded (?:the )?most\b|\b(?:highest|biggest|largest|most|top) (?:trading )?(?:volumes?|turnover)\b|\bmost liquid today\b|\bbusiest\b|\btop \w+ (?:most )?(?:traded|active|actively traded)\b|\b(?:\w+ )?most (?:actively )?traded\b|\bsaw the most (?:trades|trading|volume)\b|\bmost (?:number of )?trades\b|\bwhat happened in the (?:bond )?markets?\b|\bhow did the (?:bond )?market (?:do|trade)\b|\bmarket (?:summary|wrap|round-?up)\b|^\s*(?:and\s+)?(?:what|which)(?: bonds?| securities| papers?| g-?secs?| sdls?)? (?:traded|were traded|was traded|got traded|have traded|has traded)\b/.test(
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
  // "What yield does it offer?", "offers a better return": offering as a verb is no quote.
  const quoteWords = lower
    .replace(/\b(?:does|do|did|will|would|can|could|might)\b[^?.]{0,60}?\boffer\b/g, ' ')
    .replace(
      /\boffers?\s+(?:a\s+|an\s+|the\s+)?(?:higher|lower|better|more|less|good|decent)?\s*(?:yield|return|coupon|ytm|spread|pick-?up|income)\b/g,
      ' ',
    );
  if (
    bondCount > 0 &&
    !solvesAPrice &&
    /\bbids?\b|\bbidding\b|\boffers?\b|\boffered\b|\bask(?:ing price)?\b|\bdepth\b|\bquoting\b|\bquoted\b|\bquotes?\b|\bbid-ask\b|\btwo-way\b|\border book\b|\b(?:any )?(?:buyers|sellers)\b|\bwho(?:'s| is) (?:buying|selling|showing)\b|\banyone (?:showing|buying|selling)\b|\btop of (?:the )?book\b|\bthe market in\b|\bmarket (?:depth|in it)\b/.test(
      quoteWords,
    )
  )
    return 'quotes';
  // "At what spread over G-secs does it trade?" is a spread question, not one about its trades.
  const asksSpread =
    /\bspreads?\b|\bover (?:the )?(?:g-?secs?|gilts?|(?:g-?sec )?curve)\b|\bbps over\b|\b(?:to|above|below|vs\.?|versus|against|off) (?:the )?(?:g-?sec |gilt )?curve\b|\bhow wide\b|\bpick-?up\b/.test(
      lower,
    );
  // "The average yield of the top one last week", "its VWAP": figures of the bond's trades.
  if (bondCount === 1 && /\baverage (?:traded |trading |trade )?(?:yield|price)\b/.test(lower))
    return 'activity';
  // "How much did the price change over the last week?": the prints of the period, first to last.
  if (
    bondCount === 1 &&
    /\b(?:how much )?(?:did|has|have)\b[^?]{0,40}\b(?:price|yield)s?\b[^?]{0,20}\b(?:change|changed|move|moved|rise|risen|fall|fallen|drop|dropped)\b|\b(?:price|yield) (?:change|move(?:ment)?)\b/.test(
      lower,
    ) &&
    /\b(?:over|in|during|since|this|last|past)\b[^?]*\b(?:week|month|days?|november|december|january|february|march|april|may|june|july|august|september|october)\b|\bfrom\b[^?]*\bto\b/.test(
      lower,
    )
  )
    return 'activity';
  // "A deal ticket", "a trade of 75 lakh", "what price would it trade at": one trade's figures or a price, not the
  // bond's trading activity.
  const tradeWords = lower
    .replace(/\bdeal tickets?\b|\b(?:a|the|this|my|our|that) (?:trade|deal) (?:of|for|in)\b/g, ' ')
    .replace(/\b(?:would|will|should|could|might|does|do|did)\b[^?.]{0,60}?\btrade (?:at|around)\b/g, ' ')
    .replace(/\btrad(?:es|ing) (?:at|around)\b/g, ' ');
  if (
    bondCount > 0 &&
    !asksSpread &&
    !solvesAPrice &&
    /\btrade[sd]?\b|\btrading (?:activity|history)\b|\btrade history\b|\bhow many times\b|\bvwap\b|\bvolume[- ]weighted\b|\bchanged hands\b|\bactively traded\b|\bprints?\b|\bdeals?\b|\bhow liquid\b|\bliquidity\b|\bturnover\b|\bvolumes?\b|\bchanged hands\b|\b(?:latest|most recent) (?:trade|deal|print)\b/.test(
      tradeWords,
    )
  )
    return 'activity';
  // "How many coupon payments are left, and what do they add up to?": the schedule's count and sum.
  if (
    bondCount > 0 &&
    /\bhow many (?:more )?(?:coupon |interest )?(?:coupons|payments)\b|\b(?:coupons|coupon payments|interest payments) (?:are )?(?:left|remaining|still due|to go)\b|\badd up to\b/.test(
      lower,
    )
  )
    return 'cashflows';
  // "And at maturity, principal plus last coupon?", "the redemption amount": the schedule's final flow.
  if (
    bondCount > 0 &&
    /\bprincipal (?:plus|and|\+|with) (?:the )?(?:last|final) (?:coupon|interest)\b|\bhow much (?:do|will|would) (?:i|we|he|she|they|the client|my client) get back\b|\b(?:last|final) (?:coupon|payment|cash ?flow) (?:plus|and|\+) (?:the )?principal\b|\bredemption (?:amount|value|proceeds)\b|\bat maturity\b[^?]*\bprincipal\b|\bprincipal\b[^?]*\bat maturity\b/.test(
      lower,
    )
  )
    return 'cashflows';
  // "Total remaining coupon payments on 2 cr": the sum of the coupons to maturity, the schedule's.
  if (
    bondCount > 0 &&
    /\btotal (?:of (?:the |all )?)?(?:remaining |future |outstanding |pending )?(?:coupons?|interest)(?: payments| income| receipts)?\b/.test(
      lower,
    ) &&
    !/\b(?:this|next|coming) (?:year|12 months|twelve months)\b|\bin (?:calendar (?:year )?)?(?:19|20)\d\d\b|\bcalendar (?:year )?(?:19|20)\d\d\b|\bfy\s*'?\d/.test(
      lower,
    )
  )
    return 'cashflows';
  if (
    bondCount > 0 &&
    /\bnext coupon\b|\bnext interest\b|\bcoupon income\b|\bcoupon\b[^?]*\bwhen (?:is it|are they|it is|is that) paid\b|\bwhen (?:is|are) (?:the )?coupons? paid\b|\binterest payment|\bcoupon (?:payment|date)\b|\bnext payment\b|\bcoupons? (?:on|of|for|from)\b.*\b(?:lakhs?|lac|crore|cr|next|year|months?)\b/.test(
      lower,
    )
  )
    return 'coupon';
  // Income on a holding, in the reader's words; interest already accrued is the accrued intent's.
  if (
    bondCount > 0 &&
    !/\baccru/.test(lower) &&
    /\binterest income\b|\bcoupon (?:amount|due|receipts?)\b|\bupcoming (?:coupon|interest|payment)s?\b|\btotal (?:coupons?|interest)\b|\b(?:coupons?|interest) (?:till|until|up to|to) maturity\b|\bhow much (?:interest|coupon)\b|\b(?:annual|yearly) (?:coupon|interest)\b|\binterest (?:will|would|do|does|can) i (?:get|receive|earn)\b|\bwhen (?:is|does) (?:it|the bond|its)? ?(?:pay|next pay)|\bwhen (?:does|do|will) \S*\s*(?:\S+\s+){0,3}?pay (?:interest|coupons?|its coupons?|out)\b|\bwhat coupons? (?:will|would|do|does|can) (?:i|we) (?:get|receive)\b|\bcoupons? (?:will|would) (?:i|we) (?:get|receive)\b/.test(
      lower,
    )
  )
    return 'coupon';
  // The schedule, or what a holding pays back: "all coupon payments", "amortisation schedule", "what will I
  // receive at maturity", "total cash till maturity".
  if (
    bondCount > 0 &&
    /\ball (?:the )?(?:coupon|interest) payments\b|\blist (?:all )?(?:the )?(?:coupons|coupon payments|payments)\b|\b(?:amorti[sz]ation|repayment|principal) schedule\b|\bprincipal (?:is |will be |gets )?repaid\b|\b(?:receive|get|paid|payout)\b[^?]*\bat maturity\b|\btotal cash\b|\bcash (?:i|we) (?:get|receive)\b|\bnext \w+ (?:cash ?flows|payments)\b|\bflows\b|\bprincipal back\b|\b(?:money|principal) (?:is )?(?:returned|repaid|back)\b|\binterest in total\b|\btotal interest\b[^?]*\b(?:until|till|to) (?:it )?matur/.test(
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
  // "What coupon does it pay and how often?", "does it pay semi-annually?", "will I get the February coupon?".
  if (
    bondCount > 0 &&
    /\bwhat coupon\b|\bcoupon rate\b|\bpays? (?:semi-?annually|annually|quarterly|monthly|half-?yearly)\b|\bwill (?:i|we) (?:get|receive) (?:the |its )?\w* ?coupon\b|\bcoupon (?:dates|payment dates)\b|\b(?:one|coupon|payment) after (?:that|the next)\b/.test(
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
  if (
    /\bsame issuer\b|\bother bonds\b|\bsame company\b|\bsister bonds\b|\bwhat else (?:do|does|did|have|has) (?:they|it|the issuer|its issuer|the company)\b|\b(?:the issuer's|its issuer's|their) (?:other )?(?:bonds|issues|papers)\b|\bwhat else (?:have|has) (?:they|it) issued\b/.test(
      lower,
    ) &&
    bondCount > 0
  )
    return 'same-issuer';
  // "Bonds similar to X", "alternatives to X", "peers of X": the same kind, grade and maturity, other issuers too.
  if (
    bondCount === 1 &&
    /\bsimilar\b|\balternatives?\b|\bcomparable (?:bonds|papers|issues)\b|\bpeers?\b|\b(?:bonds|papers) like (?:this|it|that|IN)/i.test(
      lower,
    )
  )
    return 'similar';
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
    /@|\bat\s+\d|\bt\s*\+\s*\d|\byield\b|\byielding\b|\bytm\b|\breturn\b|\bprice\b|\brevalu|\bmark[- ]to[- ]market\b|\bmtm\b|\bmarket value\b|\bpriced?\b|\bconsideration\b|\bsettle|\bcost\b|\bpay(?:ing)?\b|\bworth\b|\btrading\b|\bbuy(?:ing)?\b/.test(
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
