import type { MarketSnapshot } from '../analyst/marketSnapshot';
import {
  countFrom,
  parseFaceValue,
  parsePriceOrYield,
  parseSettlement,
  parseYieldShift,
  withoutDatesAndAmounts,
} from './parseNumbers';
import { normaliseDeskLanguage } from './deskShorthand';
import { resolveBondReferences } from './resolveBonds';
import { recognizePeriod } from './recognizeEntities';
import { recognizeBondKinds } from './parseScreenFilters';

/** What the conversation so far gives a follow-up to lean on. */
export interface ConversationContext {
  /** The previous question as it was understood (its own follow-ups already resolved), or null. */
  previousQuestion: string | null;
  /** Every earlier question as understood, oldest first: "same for 2030" goes back to the last one with a year. */
  questions: string[];
  /** The bonds of each earlier answer, in the order it named them (links to `/security/{id}`), oldest first. */
  answers: number[][];
  /** Whether each earlier answer was a list of bonds (a screen, an issuer's bonds), oldest first. */
  lists: boolean[];
}

/** "Which of them yields the most?" as the order a screen sorts by, in the words the screen reads. */
function superlativeAsked(text: string): string | null {
  const lower = text.toLowerCase();
  if (
    /\byields? the most\b|\b(?:highest|best|max(?:imum)?|top) (?:yield|ytm)\b|\bhighest[- ]yielding\b/.test(
      lower,
    )
  )
    return 'the highest yield';
  if (/\byields? the least\b|\blowest (?:yield|ytm)\b|\blowest[- ]yielding\b/.test(lower))
    return 'the lowest yield';
  if (/\b(?:highest|biggest|largest) coupon\b|\bpays the most\b/.test(lower)) return 'the highest coupon';
  if (/\b(?:lowest|smallest) coupon\b/.test(lower)) return 'the lowest coupon';
  if (/\blongest\b|\blatest maturity\b|\bmatures last\b/.test(lower)) return 'the longest maturity';
  if (/\bshortest\b|\bearliest maturity\b|\bmatures (?:first|soonest)\b/.test(lower))
    return 'the shortest maturity';
  if (/\b(?:widest|highest|biggest) spread\b/.test(lower)) return 'the widest spread';
  if (/\bcheapest\b|\blowest (?:clean )?price\b/.test(lower)) return 'the lowest clean price';
  if (/\b(?:dearest|most expensive)\b|\bhighest (?:clean )?price\b/.test(lower))
    return 'the highest clean price';
  return null;
}

/**
 * The settlement, and the yield or price when the follow-up says "at that yield", of the previous question, for
 * a follow-up about the same bond that states none of its own ("and the accrued?" after "… settling 15 Dec").
 */
function carriedTerms(text: string, previous: string, market: MarketSnapshot): string {
  const carried: string[] = [];
  // A period of trades ("from 1 Nov to 30 Nov") names dates that are no settlement.
  const period = recognizePeriod(previous, market.today);
  const settlement = period === null ? parseSettlement(previous, market.readAt) : null;
  if (settlement && !parseSettlement(text, market.readAt)) carried.push(`settling ${settlement}`);
  // "And the PV01 in rupees?" after "what if I hold 20 crore?": the holding stays the conversation's.
  const holding = parseFaceValue(previous);
  if (holding !== null && parseFaceValue(text) === null) carried.push(`for Rs ${holding} face value`);
  // "The simple average yield on those trades" after "… trades in November": the same period of prints.
  if (
    period !== null &&
    recognizePeriod(text, market.today) === null &&
    /\b(?:those|these|the same|that period's|the) (?:trades|prints|deals)\b|\bover (?:that|the same) period\b/i.test(
      text,
    )
  )
    carried.push(`from ${period.from} to ${period.to}`);
  // "What would 5 crore be worth then?" after "… if yields fall 100 bps": the same move of the yield.
  const shift = parseYieldShift(previous);
  if (
    shift !== null &&
    parseYieldShift(text) === null &&
    /\bthen\b|\bin that case\b|\bafter that\b|\bafter the (?:move|shift|rise|fall)\b/i.test(text)
  )
    carried.push(`if yields ${shift > 0 ? 'rise' : 'fall'} ${Math.abs(shift)} bps`);
  if (/\b(?:that|same|the same|this) (?:yield|price|level|rate|ytm)\b|\bat that\b/i.test(text)) {
    const level = parsePriceOrYield(previous);
    if (level.yieldPercent !== undefined) carried.push(`at a yield of ${level.yieldPercent}%`);
    else if (level.cleanPrice !== undefined) carried.push(`at a clean price of ${level.cleanPrice}`);
  }
  return carried.length ? ` ${carried.join(' ')}` : '';
}

/**
 * The trading period of the previous question ("last week", "in November"), for a follow-up about a row's trades
 * that names none ("what was the average yield of the top one?" after "top 3 most traded bonds last week").
 */
function carriedPeriod(text: string, previous: string): string {
  if (!/\baverage\b|\btrade[sd]?\b|\btrading\b|\bvwap\b|\bprints?\b|\bvolume\b/i.test(text)) return '';
  const month = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
  const period = new RegExp(
    `\\b(?:today|yesterday|(?:this|last|past) (?:week|month|fortnight)|(?:last|past) \\d+ days|(?:in|during) ${month}(?: 20\\d\\d)?|(?:from|between) [^?]+? (?:to|and|till|until) [^?]+?(?=[?.!]|$))`,
    'i',
  );
  if (period.test(text)) return '';
  const found = period.exec(previous);
  return found ? ` ${found[0]}` : '';
}

/** The bonds an answer names, in order, by its links to their security pages. */
function bondsOfAnswer(text: string): number[] {
  const ids = [...text.matchAll(/\]\(\/security\/(\d+)\)/g)].map((match) => Number(match[1]));
  return [...new Set(ids)];
}

const ordinals: Readonly<Record<string, number>> = {
  first: 0,
  top: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
};

const elliptical = /^\s*(?:and|aur|what about|how about|what if|same for|same|also|now|then)\b/i;
const pronoun = /\b(?:its|it|it's|that bond|this bond|the bond|that one|this one|same bond|that|this)\b/i;

/**
 * A follow-up made whole against the conversation: "the second one" becomes the second bond of the last list,
 * "it" / "that bond" the bond last answered about, "the other one" the other bond of the last pair, "same for
 * 2030" the previous question with its year replaced, "and the 5-year?" with its tenor replaced, and a question
 * with nothing of its own ("How much would I get on 2 crore?") is read with the previous one.
 */
export function resolveFollowUp(
  question: string,
  context: ConversationContext,
  market: MarketSnapshot,
  ownIntent: (question: string, options?: { specific: boolean }) => boolean,
): string {
  if (context.previousQuestion === null) return question;
  const isinOf = (id: number | undefined) =>
    id === undefined ? undefined : market.catalogue.byId.get(id)?.row.isin;
  const lastAnswer = context.answers[context.answers.length - 1] ?? [];
  const lastList = [...context.answers].reverse().find((bonds) => bonds.length >= 2) ?? lastAnswer;
  let text = question;
  let named = resolveBondReferences(question, market).length > 0;

  // "the second one", "the 3rd bond", "and the third?", "no. 4": a row of the last list. A bare ordinal counts
  // only at the end of the question or before "one"/"bond", so "the first call" and "the last trade" stay as
  // they are.
  const ordinal =
    /\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th|last|top)\s+(?:one|bond|of them|of those|in the list|on the list|row|result)\b|\bthe\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th|last)\s*(?=[?.!]*\s*$)|(?:\bno\.?|\bnumber|#)\s*(\d{1,2})\b(?!\s*%)/i.exec(
      text,
    );
  if (ordinal && !named) {
    const word = (ordinal[1] ?? ordinal[2] ?? '').toLowerCase();
    const position = ordinal[3] ? Number(ordinal[3]) - 1 : (ordinals[word] ?? 0);
    const id = word === 'last' ? lastList[lastList.length - 1] : lastList[position];
    const isin = isinOf(id);
    if (isin) {
      text = `${text.replace(ordinal[0], isin)}${carriedPeriod(text, context.previousQuestion)}`;
      named = true;
      // "The second one?" alone, "and the third?": the previous question asked again of that bond (below).
      if (ownIntent(text, { specific: true })) return text;
    }
  }
  // "So what is the spread between the two?" after the 10-year and then the 5-year: the two tenors asked last.
  if (
    !named &&
    (/\b(?:between|of) (?:the|these|those) two\b|\bbetween them\b|\bhow far apart\b|\bthe (?:difference|gap)\b(?! between)/i.test(
      text,
    ) ||
      (/\bthe two\b|\bboth\b|\bdono\b/i.test(text) &&
        /\bspread|\bdifference\b|\bgap\b|\bfarak\b|\bfark\b/i.test(text))) &&
    !/\b\d{1,2}\s*-?\s*(?:years?|yrs?|y)\b/i.test(text)
  ) {
    const tenors = [...context.questions]
      .reverse()
      .map((earlier) => normaliseDeskLanguage(earlier))
      .flatMap((earlier) =>
        [...earlier.matchAll(/\b(\d{1,2}(?:\.\d)?)\s*-?\s*(?:years?|yrs?|y)\b/gi)].map((match) =>
          Number(match[1]),
        ),
      )
      .filter((tenor, index, all) => all.indexOf(tenor) === index)
      .slice(0, 2)
      .sort((left, right) => left - right);
    const [shorter, longer] = tenors;
    if (shorter !== undefined && longer !== undefined)
      return `What is the spread between the ${shorter}-year and the ${longer}-year G-sec yields?`;
  }
  // "And what are their spreads over the G-sec curve?", "durations of both?": the bonds of the last answer.
  if (
    !named &&
    lastAnswer.length >= 2 &&
    lastAnswer.length <= 5 &&
    /\btheir\b|\b(?:for|of|on|in) (?:both|each|them|the two)\b|\bboth (?:of them|bonds)\b|\beach of them\b/i.test(
      text,
    )
  ) {
    const isins = lastAnswer.flatMap((id) => isinOf(id) ?? []);
    if (isins.length >= 2) return `Compare ${isins.join(' and ')}: ${text}`;
  }
  const listBefore = context.lists[context.lists.length - 1] === true && context.previousQuestion !== null;
  // "Compare the top two", "compare the first 3": the leading bonds of the last list.
  const compareTop =
    /\bcompare (?:the )?(?:top|first) (two|three|four|five|2|3|4|5)\b(?: (?:bonds|ones|of them))?/i.exec(
      text,
    );
  if (!named && compareTop && lastList.length >= 2) {
    const count = countFrom(compareTop[1] ?? '') ?? 2;
    const isins = lastList.slice(0, count).flatMap((id) => isinOf(id) ?? []);
    if (isins.length >= 2) return `Compare ${isins.join(' and ')}`;
  }
  // "Avg yield of those?" after "no. of trades in X in October": the same prints, their average.
  if (
    !named &&
    context.previousQuestion !== null &&
    /\btrades?\b|\btraded\b|\bprints?\b/i.test(context.previousQuestion) &&
    /\b(?:of|on|for|across|in) (?:those|these|them)\b|^\s*(?:and\s+)?(?:their|the) (?:avg|average|mean)\b/i.test(
      text,
    )
  )
    return `${context.previousQuestion} ${text.replace(/\b(?:of|on|for|across|in) (?:those|these|them)\b/i, 'of those trades')}`;
  // "How many are AAA?", "how many of them pay quarterly?": the last list, narrowed and counted.
  if (
    !named &&
    listBefore &&
    /^\s*(?:and\s+|so\s+)?how many (?:of (?:them|these|those) )?(?:are|have|pay|mature|yield|carry)\b/i.test(
      text,
    )
  )
    return `${context.previousQuestion} ${text.replace(/^\s*(?:and\s+|so\s+)?how many (?:of (?:them|these|those) )?(?:are|have)\b/i, '')}`;
  // "Show only those", "list them": the last list again.
  if (
    !named &&
    listBefore &&
    /^\s*(?:ok\s+|now\s+)?(?:show|list|give)(?: me)? (?:only )?(?:those|them|these)(?: ones| bonds)?(?: only)?\s*[?.!]*\s*$/i.test(
      text,
    )
  )
    return context.previousQuestion ?? text;
  // "Sort them by coupon", "order by maturity": the last list again, in that order.
  if (
    !named &&
    listBefore &&
    /^\s*(?:and\s+|now\s+|please\s+|can you\s+)?(?:sort|order|rank|arrange)\b/i.test(text)
  )
    return `${context.previousQuestion} ${text.replace(/\b(?:them|these|those|the list)\b/gi, '')}`;
  // "How many are there?", "how many of them?": the last list's count (its answer's headline).
  if (
    !named &&
    listBefore &&
    context.previousQuestion !== null &&
    /^\s*(?:and\s+|so\s+)?(?:how many(?: (?:are there|of them|of those|such bonds|bonds is that|in total|in all))?|count them|what(?:'s| is) the (?:count|total number))\s*[?.!]*\s*$/i.test(
      text,
    )
  )
    return context.previousQuestion;
  // "Which state has the most of them?": the last list, grouped by issuer.
  if (
    !named &&
    listBefore &&
    /\bwhich (?:\w+ )?(?:issuer|state|sector|company|bank|psu|nbfc)s? (?:has|have|issued|holds?) the most\b/i.test(
      text,
    )
  )
    return `${context.previousQuestion} ${text.replace(/\b(?:of|among|from) (?:these|those|them)\b/gi, '')}`;
  // "What is PV01?" then "ok so what is it for my client's 25 lacs of INE…": "it" is the measure just defined.
  const measureDefined =
    /\b(pv01|dv01|modified duration|macaulay duration|duration|convexity|accrued interest|accrued|yield to maturity|ytm|current yield|yield to call|ytc)\b/i.exec(
      context.previousQuestion ?? '',
    );
  const itOfABond =
    /\bwhat(?:'s| is| would be| will be)\s+(?:it|that|this)\b(?=[^?]*\b(?:for|of|on)\b)/i.exec(text);
  if (
    named &&
    measureDefined?.[1] &&
    itOfABond &&
    /\b(?:what|define|explain|meaning|means|mean)\b/i.test(context.previousQuestion ?? '')
  )
    return text.replace(itOfABond[0], `what is the ${measureDefined[1]}`);
  // "Compare it with IN0020241199", "how does it stack up against …": "it" is the bond last answered about.
  const comparedWithIt =
    (/\b(?:compare|versus|vs\.?|against|with|and)\b/i.test(text) &&
      /\b(?:it|this bond|that bond|this one|that one|the same bond)\b|\b(?<=(?:does|did|is|would)\s+)(?:that|this)\b/i.exec(
        text,
      )) ||
    // "Compare with 6.60% GS 2039", "vs IN0020241199": the bond last answered about is the other side.
    /^\s*(?:and\s+)?(?:compare(?:d)?|vs\.?|versus|against)(?=\s+(?:with|to|against)?\s*\S)/i.exec(text);
  const subjectIsin = isinOf(lastAnswer[0]);
  if (named && comparedWithIt && subjectIsin && !text.includes(subjectIsin)) {
    const [only, ...more] = resolveBondReferences(text, market);
    if (only && more.length === 0 && only.entry.row.isin !== subjectIsin)
      return comparedWithIt[0].trim().toLowerCase().startsWith('compare') ||
        /^(?:and\s+)?(?:vs|versus|against)/i.test(comparedWithIt[0].trim())
        ? `Compare ${subjectIsin} and ${only.entry.row.isin}`
        : text.replace(comparedWithIt[0], subjectIsin);
  }
  // "Which one has the higher duration?" after a comparison or a list: the bonds it was about, compared.
  const whichOne =
    /\bwhich\s+(?:one|bond|of (?:them|the two|these|those|the bonds))\b|^\s*(?:(?:and|ok|okay|so|then|but)[,\s]+)*which\s+(?:has|is|yields?|pays?|offers?|gives?|carries)\b/i.exec(
      text,
    );
  // "Which of them yields the most?" after a screen or an issuer's list: the one bond at the top of that list
  // in that order, over all its matches (not only the rows shown).
  const listAnswered = context.lists[context.lists.length - 1] === true;
  const superlative = superlativeAsked(text);
  if (
    !named &&
    listAnswered &&
    superlative &&
    context.previousQuestion &&
    // "The longest one?", "highest of them": words that point back at the list, not a new screen's subject
    // ("highest yielding AAA PSU bonds" after a list is a question of its own).
    (whichOne ||
      (/\b(?:one|ones|them|those|these|their|its)\b/i.test(text) && text.trim().split(/\s+/).length <= 8) ||
      // "The longest?", "cheapest": a superlative alone.
      /^\s*(?:and\s+)?(?:the\s+)?[a-z-]+\s*[?.!]*\s*$/i.test(text))
  )
    return `${context.previousQuestion}, the single bond with ${superlative}`;
  // "Any maturing in 2030?", "only the AAA ones", "those above 7%": the last list narrowed.
  if (
    !named &&
    listAnswered &&
    context.previousQuestion &&
    /^\s*(?:and\s+)?(?:any|only|just|those|which|of (?:these|those|them)|among (?:these|those|them)|from (?:these|those))\b|\b(?:of|among|from) (?:these|those|them)\b/i.test(
      text,
    ) &&
    ownIntent(`${context.previousQuestion} ${text}`)
  )
    return `${context.previousQuestion} ${text.replace(/\b(?:of|among|from) (?:these|those|them)\b/gi, '')}`;
  // "Which of the two is longer?" after two questions of one bond each: those two bonds.
  const lastTwo = [...new Set(context.answers.slice(-2).flatMap((bonds) => bonds.slice(0, 1)))];
  if (whichOne && !named && lastList.length < 2 && lastTwo.length === 2) {
    const isins = lastTwo.flatMap((id) => isinOf(id) ?? []);
    if (isins.length === 2) return `Compare ${isins.join(' and ')}: ${text}`;
  }
  if (whichOne && !named && lastList.length >= 2) {
    const isins = lastList.slice(0, 5).flatMap((id) => isinOf(id) ?? []);
    if (isins.length >= 2) return `Compare ${isins.join(' and ')}: ${text}`;
  }
  const other = /\b(?:the\s+)?other\s+(?:one|bond)\b/i.exec(text);
  if (other && !named) {
    const subject = lastAnswer[0];
    const isin = isinOf(lastList.find((id) => id !== subject));
    if (isin) return text.replace(other[0], isin);
  }

  const previous = context.previousQuestion;
  // "And the week before?" after "last week": the seven days before those.
  const before = /\b(?:the )?(week|month) before\b|\bprevious (week|month)\b|\bweek before that\b/i.exec(
    text,
  );
  if (
    !named &&
    before &&
    /\blast week\b|\bpast week\b|\bthis week\b/i.test(previous) &&
    !/month/i.test(before[0])
  ) {
    const day = (offset: number) =>
      new Date(Date.parse(`${market.today}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
    return previous.replace(/\b(?:last|past|this) week\b/i, `from ${day(14)} to ${day(7)}`);
  }
  // "And in crore?", "in lakh please": the previous answer again, its amounts in that unit.
  if (
    !named &&
    /^\s*(?:and\s+|now\s+|ok\s+)?(?:in|as)\s+(?:crores?|cr|lakhs?|lacs?)\b(?:\s+please)?\s*[?.!]*\s*$/i.test(
      text,
    )
  )
    return `${previous} (${text.replace(/^\s*(?:and|now|ok)\s+/i, '').replace(/[?.!\s]+$/, '')})`;
  // "Now for settlement on 15 Dec", "and for 5 cr?", "what about T+2": only the settlement, amount or level
  // changes; the previous question is asked again with it.
  if (!named && elliptical.test(text) && onlyModifiers(text)) return `${previous} ${text}`;
  // "Same for IN0020263573", "and for 7.26% GS 2033?": the previous question asked again of the bond named now.
  const references = named ? resolveBondReferences(text, market) : [];
  const [swapped] = references;
  if (swapped && references.length === 1 && elliptical.test(text)) {
    const rest = (text.slice(0, swapped.start) + text.slice(swapped.end))
      .replace(/^\s*(?:and|what about|how about|same|also|now|then)\b/i, '')
      .replace(/\b(?:same|for|with|on|of|the|too|please)\b|[?.!,\s]/gi, '');
    const previousReferences = resolveBondReferences(previous, market);
    const replaced = previousReferences[0];
    if (rest === '' && replaced)
      return `${previous.slice(0, replaced.start)}${swapped.entry.row.isin}${previous.slice(replaced.end)}`;
  }
  // "Same but for AA+", "what about SDLs?" after a screen: the last list again with that grade or kind of bond
  // in place of its own (a grade means nothing for G-secs, SDLs and T-bills, so it goes with them).
  // (A screen that matched nothing is still the screen the follow-up changes.)
  const previousKinds = recognizeBondKinds(previous);
  const swappedKind =
    !named &&
    (listBefore ||
      (previousKinds.ratings.length + previousKinds.instrumentTypes.length > 0 &&
        resolveBondReferences(previous, market).length === 0))
      ? swapBondKind(previous, text)
      : null;
  if (swappedKind !== null) return swappedKind;
  // "And the 20?" after the 10-year: a bare number is the tenor of the previous question's curve point.
  const bareTenor = /^\s*(?:and|what about|how about|same for)\s+(?:the\s+)?(\d{1,2})\s*[?.!]*\s*$/i.exec(
    text,
  );
  if (bareTenor && /\b\d{1,2}\s*-?\s*(?:years?|yrs?|y)\b/i.test(previous))
    return previous.replace(/\b\d{1,2}\s*-?\s*(?:years?|yrs?|y)\b/i, `${bareTenor[1]}-year`);
  const yearPattern = /\b(?:19|20)\d\d\b/g;
  const tenorPattern = /\b\d{1,2}\s*-?\s*(?:years?|yrs?|y)\b/i;
  if (elliptical.test(text) || !ownIntent(text)) {
    const years = text.match(yearPattern);
    const withYear = [...context.questions].reverse().find((earlier) => earlier.match(yearPattern));
    if (years && withYear && !named) {
      let index = 0;
      return withYear.replace(yearPattern, (year) => years[Math.min(index++, years.length - 1)] ?? year);
    }
    const tenor = /\b(\d{1,2})\s*-?\s*(?:years?|yrs?|y)\b/i.exec(text);
    const withTenor = [...context.questions].reverse().find((earlier) => tenorPattern.test(earlier));
    if (tenor && withTenor && !named) return withTenor.replace(tenorPattern, `${tenor[1]}-year`);
  }
  // "And its modified duration?", "What about PV01?": the bond last answered about, when the question has no
  // subject of its own; a question that stands on its own ("What about 2s10s?") is left as asked.
  const subject = isinOf(lastAnswer[0]);
  // "And the spread over gilts?", "what about its duration?": a figure of the bond last answered about, even
  // when its words alone would read as a screen (a spread sorts one).
  const figureOfTheSubject =
    (/^\s*(?:and|what about|how about|also)\s+(?:the|its)\s+(?:spread|yield|ytm|ytc|price|duration|modified duration|pv01|dv01|convexity|accrued|coupon|cash ?flows?|rating|maturity)\b/i.test(
      text,
    ) ||
      /\bits\s+(?:spread|yield|ytm|ytc|price|duration|modified duration|pv01|dv01|convexity|accrued|coupon|cash ?flows?|rating|maturity)\b/i.test(
        text,
      )) &&
    !/\bbonds\b/i.test(text);
  // "How does that compare to the 10-year G-sec?": the bond last answered about, over that tenor of the curve.
  const againstTenor =
    /\b(?:compare|compared|versus|vs\.?|against|relative to)\b[^?]*?\b(\d{1,2})[- ]?(?:years?|yrs?|y)\b/i.exec(
      text,
    );
  if (!named && subject && againstTenor && pronoun.test(text))
    return `What is the pickup of ${subject} over the ${againstTenor[1]} year G-sec?`;
  if (
    !named &&
    subject &&
    (!ownIntent(text) || figureOfTheSubject) &&
    (pronoun.test(text) || elliptical.test(text) || text.length < 60)
  ) {
    text = `${text} (${subject})${carriedTerms(text, previous, market)}`;
    // Only the bond was added and the question still asks nothing specific ("How much would I get on 2
    // crore?"): it continues the previous question.
    if (!ownIntent(text, { specific: true })) return `${previous} ${text}`;
  }
  if (!ownIntent(text)) return `${previous} ${text}`;
  return text;
}

/** Whether a follow-up only changes a settlement, an amount or a level ("now for 15 Dec", "and for 5 cr?"). */
function onlyModifiers(text: string): boolean {
  const leftover = withoutDatesAndAmounts(text.toLowerCase()).replace(
    /\b(?:and|what|about|how|same|also|now|then|for|on|at|of|the|a|an|settlement|settling|settle|settles|value|date|dated|instead|please|pls|with|face|amount|holding|notional|quantity|if|it|that|bond|tomorrow|today|same-day|rs|inr|rupees|is|was|be|we|i|say|hold|own|have|had|held|bought|buy|invest|invested|position|my|our|in|lakhs?|lacs?|crores?|cr|terms)\b|[₹?.!,:;'"()\s-]/g,
    '',
  );
  return leftover === '' && /\d|tomorrow|today/i.test(text);
}

/** Reads the conversation before the question: each question as understood and each answer's bonds. */
export function conversationContext(
  history: readonly { role: string; text: string }[],
  market: MarketSnapshot,
  ownIntent: (question: string, options?: { specific: boolean }) => boolean,
): ConversationContext {
  const context: ConversationContext = { previousQuestion: null, questions: [], answers: [], lists: [] };
  for (const message of history) {
    if (message.role === 'user') {
      context.previousQuestion = resolveFollowUp(message.text, context, market, ownIntent);
      context.questions.push(context.previousQuestion);
    } else if (message.role === 'assistant') {
      context.answers.push(bondsOfAnswer(message.text));
      context.lists.push(/\| Bond \| ISIN \| Rating \|/.test(message.text));
    }
  }
  return context;
}

const gradeWords = /(?<![A-Za-z])(?:AAA|AA\+|AA-|AA|A\+|A-|BBB\+|BBB-|BBB)(?![A-Za-z+-])(?:\s*[- ]?rated)?/g;
const kindWords =
  /\b(?:g-?secs?|gilts?|government securities|sdls?|state development loans?|t-?bills?|treasury bills?|psus?(?: bonds?)?|corporates?(?: bonds?)?)\b/gi;

/**
 * The previous screen asked again with the grade or kind of bond a follow-up names ("same but for AA+", "what
 * about SDLs?", "and for corporates"), or null when the follow-up names neither or more than that.
 */
function swapBondKind(previous: string, text: string): string | null {
  const ask =
    /^\s*(?:and\s+)?(?:same(?:\s+but)?\s+for|what about|how about|and for|now for|same with|same but)\s+(?:the\s+)?(.+?)\s*[?.!]*\s*$/i.exec(
      text,
    );
  const named = ask?.[1];
  if (!named) return null;
  const kinds = recognizeBondKinds(named);
  const leftover = named
    .replace(gradeWords, '')
    .replace(kindWords, '')
    .replace(/\b(?:bonds?|ones|rated|paper)\b|[\s,]/gi, '');
  if (leftover !== '' || kinds.ratings.length + kinds.instrumentTypes.length === 0) return null;
  let asked = previous;
  if (kinds.ratings.length) asked = asked.replace(gradeWords, ' ');
  if (kinds.instrumentTypes.length) {
    asked = asked.replace(kindWords, ' ');
    if (kinds.instrumentTypes.every((type) => ['GSEC', 'SDL', 'TBILL'].includes(type)))
      asked = asked.replace(gradeWords, ' ');
  }
  return `${asked.replace(/\s+/g, ' ').trim()} ${named}`;
}
