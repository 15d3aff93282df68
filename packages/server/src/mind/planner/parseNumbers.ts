import { countInWords } from './spokenNumbers';
import { settlementDateFor } from '../analyst/settlementRule';

/** A month's number from its first three letters ('jan' → 1), for every date form the planner reads. */
export const monthNumbers: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/**
 * A day `months` months from `isoDate`, clamped to the month's last day: 29 Nov + 3 months is 28 Feb, not
 * 1 Mar (JavaScript's `setUTCMonth` rolls over).
 */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A count written as digits or a word ("two", "5"), or null. */
export function countFrom(text: string): number | null {
  if (/^\d{1,2}$/.test(text)) return Number(text);
  return countInWords(text);
}

function isoFrom(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The settlement a question asks for: today / T+0, tomorrow / T+1 (the next business day), T+n, an ISO
 * date or "30 Nov 2026". Null when it names none (the tool's default T+1 applies). Business days are counted by
 * the pricing endpoint's own rule from `now`; a T+n it refuses throws its refusal.
 */
export function parseSettlement(question: string, now: Date): string | null {
  const lower = question.toLowerCase();
  const iso = /\b(20\d\d)-(\d\d)-(\d\d)\b/.exec(lower);
  if (iso) return isoFrom(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // "2 Dec", "2nd December 2026", "11-Dec-26", "11 Dec '26".
  const spelled =
    /\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+|-)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?(?:(?:\s+|-)'?(20\d\d|\d\d)(?!\d))?/.exec(
      lower,
    );
  // "Dec 2, 2026" (month first, as US style writes it).
  const monthFirst =
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(20\d\d))?(?!\s*(?:%|\d))/.exec(
      lower,
    );
  const dayMonth = spelled
    ? { day: spelled[1]!, month: spelled[2]!, year: spelled[3] }
    : monthFirst
      ? { day: monthFirst[2]!, month: monthFirst[1]!, year: monthFirst[3] }
      : null;
  if (dayMonth) {
    // "settling 2 Dec" with no year: the next such day from today (a settlement is never in the past).
    const today = now.toISOString().slice(0, 10);
    let year = dayMonth.year
      ? Number(dayMonth.year.length === 2 ? `20${dayMonth.year}` : dayMonth.year)
      : Number(today.slice(0, 4));
    const month = monthNumbers[dayMonth.month]!;
    if (!dayMonth.year && (isoFrom(year, month, Number(dayMonth.day)) ?? '') < today) year += 1;
    return isoFrom(year, month, Number(dayMonth.day));
  }
  // "settlement 2/12", "value 02/12": a day and month after a settlement word, the next such day.
  const dayMonthOnly =
    /\b(?:settle(?:ment|ing|s)?|value(?: date)?|for value|on)\s*(?:date\s*)?(?:of\s*|on\s*|[:=]\s*)?(\d{1,2})[/-](\d{1,2})\b(?![/.-]\d|\s*%)/.exec(
      lower,
    );
  if (dayMonthOnly) {
    const today = now.toISOString().slice(0, 10);
    let year = Number(today.slice(0, 4));
    const candidate = isoFrom(year, Number(dayMonthOnly[2]), Number(dayMonthOnly[1]));
    if (candidate && candidate < today) year += 1;
    const date = isoFrom(year, Number(dayMonthOnly[2]), Number(dayMonthOnly[1]));
    if (date) return date;
  }
  // "02/12/2026", "2-12-2026", "02.12.26": day first, as dates are written in India.
  const numeric = /\b(\d{1,2})[/.-](\d{1,2})[/.-](20\d\d|\d\d)\b/.exec(lower);
  if (numeric) {
    const year = numeric[3]!.length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3]);
    return isoFrom(year, Number(numeric[2]), Number(numeric[1]));
  }
  const tPlus = /\bt\s*\+\s*(\d{1,2})\b/.exec(lower);
  if (tPlus) return settlementDateFor(now, { settlementDelta: Number(tPlus[1]) });
  if (/\btomorrow\b/.test(lower)) return settlementDateFor(now, { settlementDelta: 1 });
  if (/\b(today|same[- ]day)\b/.test(lower) && /settle/.test(lower))
    return settlementDateFor(now, { settlementDelta: 0 });
  return null;
}

/** A face value in rupees: "5 crore", "₹50 lakh", "Rs 10,00,000", "face value of 2 cr". */
export function parseFaceValue(question: string): number | null {
  const lower = question.toLowerCase();
  const scaled = /(?:₹|rs\.?|inr)?\s*(\d+(?:\.\d+)?)\s*(crores?|cr|lakhs?|lacs?|lac|l)\b/.exec(lower);
  if (scaled) {
    const unit = scaled[2]!;
    const factor = unit.startsWith('c') ? 10_000_000 : 100_000;
    return Math.round(Number(scaled[1]) * factor);
  }
  // "10mn", "INR 10 million", "1.5 bn": international units (a million is 10 lakh).
  const international = /(?:₹|rs\.?|inr)?\s*(\d+(?:\.\d+)?)\s*(mn|mio|million|bn|billion)\b/.exec(lower);
  if (international) {
    const factor = /^b/.test(international[2] ?? '') ? 1_000_000_000 : 1_000_000;
    return Math.round(Number(international[1]) * factor);
  }
  const rupees = /(?:₹|\brs\.?|\binr)\s*([\d,]{4,})/.exec(lower);
  if (rupees) return Number(rupees[1]!.replace(/,/g, ''));
  const faceValue = /face value (?:of )?([\d,]{4,})/.exec(lower);
  if (faceValue) return Number(faceValue[1]!.replace(/,/g, ''));
  // "1,00,00,000 of INE…", "50,00,000 face": a figure grouped in lakhs (or in thousands) of a lakh or more is an
  // amount even without the rupee sign; no price or yield is written that way.
  const grouped = /(?<![\d.,])(\d{1,3}(?:,\d\d)+,\d{3}|\d{1,3}(?:,\d{3}){2,})(?![\d.,]*\d)/.exec(lower);
  if (grouped) {
    const value = Number(grouped[1]!.replace(/,/g, ''));
    if (value >= 100_000) return value;
  }
  return null;
}

/** The clean price or yield a pricing question fixes: "at 101.25", "at a yield of 7.1%", "at 7.10". */
export function parsePriceOrYield(question: string): { cleanPrice?: number; yieldPercent?: number } {
  const lower = question.toLowerCase().replace(/(\d),(\d{3})/g, '$1$2');
  const yieldFirst = /\b(?:yield|ytm)\s+(?:of\s+|at\s+|=\s*)?(\d{1,2}(?:\.\d+)?)\s*%?/.exec(lower);
  const atValue =
    /(?:\bat|@|\bprice of|\bpriced at|\bfor a price of)\s*(?:a\s+)?(?:clean\s+)?(?:price\s+(?:of\s+)?)?(?:yield\s+(?:of\s+)?)?(?:rs\.?\s*|₹\s*)?(\d{1,3}(?:\.\d+)?)\s*(%|percent|bps)?(\s*(?:yield|ytm))?/.exec(
      lower,
    );
  const result: { cleanPrice?: number; yieldPercent?: number } = {};
  // "pay 96.84 clean", "for 101.80", "clean price is 98.44", "Rs 103.99": a price; "to yield 7.34%", "a 7.35% YTM": a yield.
  const toYield =
    /\b(?:to yield|for a|at a)\s+(\d{1,2}(?:\.\d+)?)\s*%\s*(?:ytm|yield)?|\bto yield\s+(\d{1,2}(?:\.\d+)?)/.exec(
      lower,
    );
  if (toYield) return { yieldPercent: Number(toYield[1] ?? toYield[2]) };
  // "if the yield goes to 7.31%", "yields rise to 7.5 percent": a yield the question moves the market to.
  const movedTo =
    /\b(?:yields?|ytm|rates?)\s+(?:goes|go|moves?|rises?|falls?|drops?|changes?|jumps?|climbs?|is|were|was)\s+(?:up\s+|down\s+)?to\s+(\d{1,2}(?:\.\d+)?)\s*(?:%|percent|pc)?/.exec(
      lower,
    );
  if (movedTo) return { yieldPercent: Number(movedTo[1]) };
  // "if the price drops to 95", "suppose the price rises to 102": a clean price the question moves the bond to.
  const priceMovedTo =
    /\b(?:price|it)(?:\s+of\s+[^,?]{0,60}?)?\s+(?:goes|go|moves?|rises?|falls?|drops?|changes?|jumps?|climbs?|slips?|declines?|increases?|decreases?|is|were|was)\s+(?:up\s+|down\s+)?to\s+(?:rs\.?\s*|₹\s*)?(\d{2,3}(?:\.\d{1,4})?)\b(?!\s*(?:%|percent|pc\b))/.exec(
      lower,
    );
  if (priceMovedTo && Number(priceMovedTo[1]) >= 30 && Number(priceMovedTo[1]) <= 250)
    return { cleanPrice: Number(priceMovedTo[1]) };
  const paid =
    /\b(?:pay(?:ing)?|for|buy(?:ing)?\s+\S+\s+(?:at|for)|price(?:\s+is|\s+of|\s*[=:])?|priced at|rs\.?|₹)\s*(?:rs\.?\s*|₹\s*)?(\d{2,3}\.\d{1,4})\b(?!\s*%)/.exec(
      lower,
    ) ??
    // A whole-rupee price ("for 103", "price is 99"): only where a price reads naturally and no unit follows.
    /\b(?:pay(?:ing)?|for|buy(?:ing)?(?:\s+\S+)?\s+(?:at|for)|price(?:\s+is|\s+of|\s*[=:])|priced at|rs\.?|₹)\s*(?:rs\.?\s*|₹\s*)?(\d{2,3})\b(?![.,]\d|\s*(?:%|percent|pc\b|bps?\b|cr\b|crores?|lakhs?|lacs?|l\b|years?|yrs?|y\b|days?|months?|mn|million|bn|billion))/.exec(
      lower,
    );
  if (paid && !atValue && Number(paid[1]) >= 30 && Number(paid[1]) <= 250)
    return { cleanPrice: Number(paid[1]) };
  // "clean price 99.85", "99.85 clean", "px 100.25", "at par" (100).
  const cleanStated =
    /\b(?:clean(?:\s+price)?|px)\s*(?:of|is|=|:)?\s*(?:rs\.?\s*|₹\s*)?(\d{2,3}(?:\.\d{1,4})?)\b(?!\s*%)/.exec(
      lower,
    ) ?? /\b(\d{2,3}(?:\.\d{1,4})?)\s+clean\b/.exec(lower);
  if (cleanStated && !atValue) return { cleanPrice: Number(cleanStated[1]) };
  if (/\bat par\b|\bpriced at par\b|\bpar price\b|\b(?:pay(?:ing)?|paid|for)\s+par\b/.test(lower) && !atValue)
    return { cleanPrice: 100 };
  if (atValue) {
    const value = Number(atValue[1]);
    const saysYield =
      atValue[2] === '%' || atValue[2] === 'percent' || /at\s+(?:a\s+)?yield/.test(atValue[0]);
    // "At 99 yields what?": a word "yield" after the figure is the question's verb when no bond could yield it;
    // a figure of 30 or more is then a price.
    const yieldWordAfter = Boolean(atValue[3]) && value < 30;
    if (saysYield || yieldWordAfter || value < 20) result.yieldPercent = value;
    else result.cleanPrice = value;
  }
  // "What price for a yield of 7.1%?": the yield is given even without "at".
  if (
    result.yieldPercent === undefined &&
    result.cleanPrice === undefined &&
    yieldFirst &&
    /\bprice\b/.test(lower)
  ) {
    const afterYield = lower.slice(yieldFirst.index);
    if (/yield\s+(?:of|at|=)/.test(afterYield)) result.yieldPercent = Number(yieldFirst[1]);
  }
  if (result.yieldPercent === undefined && result.cleanPrice === undefined) return bareFigure(lower);
  return result;
}

/**
 * A lower-case question with its dates (2 Dec, Dec 2, 02/12/2026, ISO, T+n) and amounts (5 cr, ₹50 lakh,
 * ₹2,00,00,000) blanked: what is left are the figures and words that are neither.
 */
export function withoutDatesAndAmounts(lower: string): string {
  return lower
    .replace(
      /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:,?\s+20\d\d)?/g,
      ' ',
    )
    .replace(
      /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+20\d\d)?/g,
      ' ',
    )
    .replace(/\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b20\d\d-\d\d-\d\d\b/g, ' ')
    .replace(/\bt\s*\+\s*\d+/g, ' ')
    .replace(
      /(?:₹|rs\.?|inr)?\s*\d+(?:\.\d+)?\s*(?:crores?|cr|lakhs?|lacs?|lac|l|mn|million|bn|billion)\b/g,
      ' ',
    )
    .replace(/(?:₹|\brs\.?|\binr)\s*[\d,]{4,}/g, ' ')
    .replace(/(?<![\d.,])(?:\d{1,3}(?:,\d\d)+,\d{3}|\d{1,3}(?:,\d{3}){2,})(?![\d.,]*\d)/g, ' ');
}

/**
 * A figure written with no word to say what it is ("IN0020183433 99.40 yield?", "to earn 7.5%", "px for 7.25
 * pc"): after the dates, amounts and tenors are set aside, a lone number with decimals between 20 and 250 can
 * only be a clean price, and a lone percentage under 20 only a yield. Two candidates of one kind are ambiguous:
 * nothing is fixed then.
 */
function bareFigure(lower: string): { cleanPrice?: number; yieldPercent?: number } {
  const figures = withoutDatesAndAmounts(lower)
    .replace(/\b\d+(?:\.\d+)?\s*(?:-|\s)?(?:y|yr|yrs|years?|months?|days?|bps|bp)\b/g, ' ')
    .replace(/\b(?:19|20)\d\d\b/g, ' ');
  const prices = [...figures.matchAll(/(?<![\d.%])(\d{2,3}\.\d{1,4})(?![\d.]|\s*(?:%|percent|pc\b))/g)]
    .map((match) => Number(match[1]))
    .filter((value) => value >= 20 && value <= 250);
  const yields = [...figures.matchAll(/(?<![\d.])(\d{1,2}(?:\.\d{1,4})?)\s*(?:%|percent\b|pc\b)/g)]
    .map((match) => Number(match[1]))
    .filter((value) => value > 0 && value < 20);
  if (prices.length === 1 && yields.length === 0) return { cleanPrice: prices[0]! };
  if (yields.length === 1 && prices.length === 0) return { yieldPercent: yields[0]! };
  return {};
}

/**
 * A parallel move of the yield a question asks about, in basis points: "for a 25 bps rise" → +25, "if yields
 * fall 50bp" → -50, "a 1% increase in rates" → +100. Null when the question moves the yield to a level ("goes
 * to 7.3%", read by `parsePriceOrYield`) or not at all.
 */
export function parseYieldShift(question: string): number | null {
  const lower = question.toLowerCase();
  const up = String.raw`rises?|rising|up|increases?|increasing|higher|hikes?|jumps?|climbs?|goes up|moves? up|widens?|sell-?off`;
  const down = String.raw`falls?|falling|down|decreases?|decreasing|lower|drops?|cuts?|declines?|goes down|moves? down|rally|rallies|tightens?`;
  const size = String.raw`(\d{1,3}(?:\.\d+)?)\s*(bps?|basis points?|%|percent|pc)`;
  // The last move named wins: "… if the yield rises 50 bps? and falls 50?" asks the fall.
  const moves: { index: number; amount?: string; unit?: string; rise?: string; fall?: string }[] = [];
  for (const match of lower.matchAll(
    new RegExp(`${size}\\s*(?:parallel\\s+)?(?:(${up})|(${down})|move|shift|change|shock)`, 'g'),
  ))
    moves.push({ index: match.index, amount: match[1], unit: match[2], rise: match[3], fall: match[4] });
  for (const match of lower.matchAll(
    new RegExp(
      `(?:(${up})|(${down})|move|shift|change|shock)\\s+(?:of\\s+|by\\s+|in (?:the )?(?:yields?|rates?) (?:of|by)\\s+)?${size}`,
      'g',
    ),
  ))
    moves.push({ index: match.index, amount: match[3], unit: match[4], rise: match[1], fall: match[2] });
  // "And falls 50?": a whole number of basis points written without the unit, after a direction.
  for (const match of lower.matchAll(
    new RegExp(
      `(?:(${up})|(${down}))\\s+(?:by\\s+)?(\\d{1,3})(?![\\d.%])(?!\\s*(?:%|percent|pc\\b|bps?\\b|basis|to\\b))`,
      'g',
    ),
  ))
    moves.push({ index: match.index, amount: match[3], unit: 'bps', rise: match[1], fall: match[2] });
  const latest = moves.reduce<(typeof moves)[number] | null>(
    (chosen, move) => (chosen === null || move.index > chosen.index ? move : chosen),
    null,
  );
  if (latest === null) return null;
  const { amount, unit, rise, fall } = latest;
  const magnitude = Number(amount) * (unit && /bp|basis/.test(unit) ? 1 : 100);
  if (!Number.isFinite(magnitude) || magnitude <= 0 || magnitude > 1000) return null;
  // "a 25 bp move" with no direction: a rise, the reader's usual risk question.
  return fall && !rise ? -magnitude : magnitude;
}
