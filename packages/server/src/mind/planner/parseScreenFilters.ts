import type { ScreenToolInput } from '../analyst/screenTool';
import { addMonths, countFrom } from './parseNumbers';

const ratingScale = ['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-'];

function addYears(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
}

/**
 * The kinds of bond a text names: instrument types ("G-secs", "SDLs", "T-bills", "PSU", "corporates"), issuer
 * types ("banks", "NBFCs") and rating grades ("AAA", "AA+"), as the screen filters them.
 */
export function recognizeBondKinds(text: string): {
  instrumentTypes: string[];
  issuerTypes: string[];
  ratings: string[];
} {
  const lower = text.toLowerCase();
  const instrumentTypes = new Set<string>();
  const issuerTypes = new Set<string>();
  if (
    /\b(g-?secs?|gilts?|government securit\w*|government bonds?|gs)\b/.test(lower) &&
    !/\bcurve\b/.test(lower)
  )
    instrumentTypes.add('GSEC');
  // "GOI securities", "govt bonds", "central government paper", "sovereign bonds": the dated G-secs, unless the
  // question names the Government of India's T-bills or floaters (a type and a structure of their own).
  if (
    /\b(goi|govt\.? of india|government of india|central (?:govt|government)|govt\.? (?:securit\w*|bonds?|paper)|sovereign (?:bonds?|paper|securit\w*))\b/.test(
      lower,
    ) &&
    !/\bcurve\b|\bt-?bills?\b|\btreasury bills?\b|\bfrbs?\b|\bfloat|\bstate (?:govt|government)\b/.test(lower)
  )
    instrumentTypes.add('GSEC');
  if (
    /\b(sdls?|state development loans?|state loans?|state (?:govt|government) (?:bonds?|securities|loans?|paper))\b/.test(
      lower,
    )
  )
    instrumentTypes.add('SDL');
  if (/\b(t-?bills?|treasury bills?)\b/.test(lower)) instrumentTypes.add('TBILL');
  if (/\bpsus?\b/.test(lower)) instrumentTypes.add('PSU');
  if (/\bcorporates?\b/.test(lower)) instrumentTypes.add('CORPORATE');
  // Floating-rate bonds are a structure (GOI FRBs and any corporate floater alike): see recognizeStructures.
  if (/\bbanks?\b/.test(lower)) issuerTypes.add('BANK');
  if (/\bnbfcs?\b/.test(lower)) issuerTypes.add('NBFC');

  const ratings: string[] = [];
  for (const match of text.matchAll(/(?<![A-Za-z])(AAA|AA\+|AA-|AA|A\+|A-|BBB\+|BBB-|BBB)(?![A-Za-z+-])/g))
    if (!ratings.includes(match[1]!)) ratings.push(match[1]!);
  return { instrumentTypes: [...instrumentTypes], issuerTypes: [...issuerTypes], ratings };
}

/** The screen filters a question states; `found` is false when it states none. */
export function parseScreenFilters(
  question: string,
  today: string,
): { filters: ScreenToolInput; found: boolean } {
  // "AAA-rated" is the grade AAA (not AA- and a word): the hyphen before "rated" is a joint, not a grade.
  // "8 pc", "8 per cent", "8 percent" are 8%.
  const text = question
    .replace(/\s+/g, ' ')
    .replace(/-rated\b/gi, ' rated')
    .replace(/(\d)\s*(?:pc|per ?cent|pct)\b/gi, '$1%');
  const lower = text.toLowerCase();
  const filters: ScreenToolInput = {};
  let found = false;

  const kinds = recognizeBondKinds(text);
  const instrumentTypes = new Set(kinds.instrumentTypes);
  const issuerTypes = new Set(kinds.issuerTypes);
  if (instrumentTypes.size) filters.instrumentTypes = [...instrumentTypes];
  if (issuerTypes.size) filters.issuerTypes = [...issuerTypes];
  const ratings = new Set(kinds.ratings);
  const orBetter =
    /\b(and above|or above|or better|and better|\+? ?rated and above|or higher|and higher)\b/.test(lower);
  const orWorse = /\b(and below|or below|or worse|and worse|or lower|and lower|and under)\b/.test(lower);
  if (ratings.size === 1 && orBetter) {
    const floor = ratingScale.indexOf([...ratings][0]!);
    for (const grade of ratingScale.slice(0, floor + 1)) ratings.add(grade);
  } else if (ratings.size === 1 && orWorse) {
    const ceiling = ratingScale.indexOf([...ratings][0]!);
    for (const grade of ratingScale.slice(ceiling)) ratings.add(grade);
  } else if (ratings.size === 0 && /\b(?:investment grade|investment-grade)\b/.test(lower)) {
    // Investment grade: BBB- and better, as the Indian agencies' scales define it.
    for (const grade of ratingScale) ratings.add(grade);
  }
  if (ratings.size) filters.ratings = ratingScale.filter((grade) => ratings.has(grade));
  // "CRISIL AAA", "ACUITE rated", "rated AAA by CARE": CARE and IND only in capitals (they are also words).
  const agencyForms = (name: string) => [
    String.raw`\b${name}\s+(?:AAA|AA|A|BBB)`,
    String.raw`\b${name}\s+rated\b`,
    String.raw`\b(?:rated|rating)\b[^.?]*?\bby\s+${name}\b`,
  ];
  const agency =
    agencyForms('(CRISIL|ICRA|India Ratings|Brickwork|ACUITE|Acuit[eé]|Infomerics)')
      .map((form) => new RegExp(form, 'i').exec(text))
      .find(Boolean) ??
    agencyForms('(CARE|IND|BWR)')
      .map((form) => new RegExp(form).exec(text))
      .find(Boolean);
  if (agency) {
    const name = agency[1]!.toUpperCase();
    filters.ratingAgencies = [
      name === 'INDIA RATINGS'
        ? 'IND'
        : name === 'BRICKWORK'
          ? 'BWR'
          : name.startsWith('ACUIT')
            ? 'ACUITE'
            : name === 'INFOMERICS'
              ? 'INFOMERICS'
              : name,
    ];
  }

  const between = /\b((?:19|20)\d\d)\s*(?:and|to|-|–|till|until)\s*((?:19|20)\d\d)\b/.exec(lower);
  const month = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+((?:19|20)\d\d)`;
  const monthRange = new RegExp(
    `\\b(?:between|from)?\\s*${month}\\s+(?:and|to|-|–|till|until)\\s+${month}`,
  ).exec(lower);
  const monthNumber = (name: string) =>
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(name) + 1;
  const nextYears = /\b(?:next|coming)\s+(\w+)\s+years?\b/.exec(lower);
  const decade = /\b((?:19|20)\d)0s\b/.exec(lower);
  // "maturing in 2033", and "GS 2033", "2033 G-secs", "SDLs 2030": a year beside the kind of bond is its maturity.
  const inYear =
    /\b(?:in|during|maturing|mature|matures|due)\s+(?:in\s+)?((?:19|20)\d\d)\b(?!s)/.exec(lower) ??
    /\b(?:gs|g-?secs?|gilts?|sdls?|psus?|t-?bills?)\s+((?:19|20)\d\d)\b(?!s)|\b((?:19|20)\d\d)\s+(?:gs|g-?secs?|gilts?|sdls?|maturit(?:y|ies)|matures|maturing|paper|expiry|redemption)\b/.exec(
      lower,
    ) ??
    // "maturity 2030", "with a 2031 maturity", "maturity year 2029".
    /\bmaturity(?:\s+year)?(?:\s+(?:of|in|=|:))?\s+((?:19|20)\d\d)\b(?!\s*(?:-|–|to|and)\s*(?:19|20)\d\d)/.exec(
      lower,
    );
  const after = /\b(?:after|beyond|post|later than)\s+((?:19|20)\d\d)\b/.exec(lower);
  const before = /\b(?:before|by|until|earlier than)\s+((?:19|20)\d\d)\b/.exec(lower);
  const within =
    /\bwithin\s+(\w+)\s+years?\b/.exec(lower) ??
    /\b(?:residual maturity|maturity|maturing|tenor|term|tenure)\s+(?:of\s+)?(?:under|below|less than|up to|upto|within|<=?)\s+(\w+)\s+years?\b/.exec(
      lower,
    );
  // "in the next 3 months", "within 6 months", "next 90 days".
  const nextMonths = /\b(?:next|coming|within)\s+(\w+)\s+months?\b/.exec(lower);
  const nextDays = /\b(?:next|coming|within)\s+(\d{1,3})\s+days\b/.exec(lower);
  // "Q1 2027" (calendar), "Q1 FY28" (April to June 2027).
  const quarter = /\bq([1-4])\s*(fy)?\s*'?((?:20)?\d\d)\b/.exec(lower);
  const overYears =
    /\b(?:over|more than|longer than|beyond)\s+(\w+)\s+years?\b/.exec(lower) ??
    /\b(?:residual maturity|maturity|tenor|term|tenure)\s+(?:of\s+)?(?:above|over|more than|at least|>=?)\s+(\w+)\s+years?\b/.exec(
      lower,
    );
  if (monthRange) {
    const fromMonth = monthNumber(monthRange[1]!);
    const toMonth = monthNumber(monthRange[3]!);
    filters.maturityFrom = `${monthRange[2]}-${String(fromMonth).padStart(2, '0')}-01`;
    filters.maturityTo = new Date(Date.UTC(Number(monthRange[4]), toMonth, 0)).toISOString().slice(0, 10);
  } else if (between) {
    filters.maturityFrom = `${between[1]}-01-01`;
    filters.maturityTo = `${between[2]}-12-31`;
  } else if (decade) {
    filters.maturityFrom = `${decade[1]}0-01-01`;
    filters.maturityTo = `${decade[1]}9-12-31`;
  } else {
    const year = inYear?.[1] ?? inYear?.[2];
    if (year && !after && !before) {
      filters.maturityFrom = `${year}-01-01`;
      filters.maturityTo = `${year}-12-31`;
    }
    if (after) filters.maturityFrom = `${Number(after[1]) + 1}-01-01`;
    if (before)
      filters.maturityTo = /\bby\b/.test(before[0]) ? `${before[1]}-12-31` : `${Number(before[1]) - 1}-12-31`;
  }
  // "Maturing next month", "due this year": the calendar month or year from today.
  const relative =
    /\b(?:matur\w*|due|redeem\w*|expir\w*)\b[^?.]{0,20}?\b(this|next|coming)\s+(month|year|calendar year|week)\b/.exec(
      lower,
    );
  if (relative && filters.maturityFrom === undefined && filters.maturityTo === undefined) {
    const [year, monthOfToday] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const ahead = relative[1] === 'this' ? 0 : 1;
    if (relative[2] === 'week') {
      // A week runs Monday to Sunday: "this week" from today to Sunday, "next week" the seven days after it.
      const day = (offset: number) =>
        new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const toSunday = (7 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7;
      filters.maturityFrom = ahead === 0 ? today : day(toSunday + 1);
      filters.maturityTo = ahead === 0 ? day(toSunday) : day(toSunday + 7);
    } else if (relative[2] === 'month') {
      const first = new Date(Date.UTC(year, monthOfToday - 1 + ahead, 1));
      filters.maturityFrom = ahead === 0 ? today : first.toISOString().slice(0, 10);
      filters.maturityTo = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
        .toISOString()
        .slice(0, 10);
    } else {
      filters.maturityFrom = ahead === 0 ? today : `${year + 1}-01-01`;
      filters.maturityTo = `${year + ahead}-12-31`;
    }
  }
  // "Maturing in February 2027", "T-bills due Mar 2027": the one month.
  const inMonth = new RegExp(
    String.raw`\b(?:in|during|maturing|mature|matures|maturity|due|redeeming|expiring)\s+(?:in\s+|on\s+)?${month}\b`,
  ).exec(lower);
  if (inMonth && !monthRange) {
    const monthOf = monthNumber(inMonth[1]!);
    const year = Number(inMonth[2]);
    filters.maturityFrom = `${year}-${String(monthOf).padStart(2, '0')}-01`;
    filters.maturityTo = new Date(Date.UTC(year, monthOf, 0)).toISOString().slice(0, 10);
  }
  // Bounds finer than a year: "before march 2027", "31/12/2031 or earlier", "after 15 Jun 2030", "in FY28".
  const isoDay = (year: number, month: number, day: number) =>
    new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
  const lastDayOf = (year: number, month: number) => isoDay(year, month + 1, 0);
  const monthBound = new RegExp(
    String.raw`\b(before|by|until|till|up to|earlier than|after|post|later than|beyond|from)\s+${month}\b`,
  ).exec(lower);
  if (monthBound && !monthRange) {
    const monthOf = monthNumber(monthBound[2]!);
    const year = Number(monthBound[3]);
    const word = monthBound[1]!;
    if (['before', 'earlier than'].includes(word)) filters.maturityTo = lastDayOf(year, monthOf - 1);
    else if (['by', 'until', 'till', 'up to'].includes(word)) filters.maturityTo = lastDayOf(year, monthOf);
    else if (word === 'from') filters.maturityFrom = isoDay(year, monthOf, 1);
    else filters.maturityFrom = isoDay(year, monthOf + 1, 1);
  }
  // "before 31 Jan 2027", "after 15th March 2030", "by 30 June 2028": a spelled day.
  const spelledBound = new RegExp(
    String.raw`\b(on or before|on or after|before|by|until|till|up to|earlier than|after|post|later than|beyond|from)\s+(\d{1,2})(?:st|nd|rd|th)?\s+${month}\b`,
  ).exec(lower);
  if (spelledBound) {
    const [, word = '', day = '', monthName = '', year = ''] = spelledBound;
    const monthOf = monthNumber(monthName.slice(0, 3));
    if (['before', 'earlier than'].includes(word))
      filters.maturityTo = isoDay(Number(year), monthOf, Number(day) - 1);
    else if (['by', 'until', 'till', 'up to', 'on or before'].includes(word))
      filters.maturityTo = isoDay(Number(year), monthOf, Number(day));
    else if (['from', 'on or after'].includes(word))
      filters.maturityFrom = isoDay(Number(year), monthOf, Number(day));
    else filters.maturityFrom = isoDay(Number(year), monthOf, Number(day) + 1);
  }
  const dayPattern = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d\d)`;
  const dayBefore = new RegExp(
    String.raw`\b(?:(on or before|before|by|until|till|up to|earlier than)\s+${dayPattern}|${dayPattern}\s+(or earlier|or before|and earlier))`,
  ).exec(lower);
  if (dayBefore) {
    const [day, monthOf, year] = dayBefore[1]
      ? [dayBefore[2], dayBefore[3], dayBefore[4]]
      : [dayBefore[5], dayBefore[6], dayBefore[7]];
    const bound = isoDay(Number(year), Number(monthOf), Number(day));
    filters.maturityTo =
      dayBefore[1] === 'before' || dayBefore[1] === 'earlier than'
        ? isoDay(Number(year), Number(monthOf), Number(day) - 1)
        : bound;
  }
  const dayAfter = new RegExp(
    String.raw`\b(?:(on or after|after|from|later than|beyond)\s+${dayPattern}|${dayPattern}\s+(or later|or after|and later|onwards))`,
  ).exec(lower);
  if (dayAfter) {
    const [day, monthOf, year] = dayAfter[1]
      ? [dayAfter[2], dayAfter[3], dayAfter[4]]
      : [dayAfter[5], dayAfter[6], dayAfter[7]];
    filters.maturityFrom =
      dayAfter[1] === 'after' || dayAfter[1] === 'later than' || dayAfter[1] === 'beyond'
        ? isoDay(Number(year), Number(monthOf), Number(day) + 1)
        : isoDay(Number(year), Number(monthOf), Number(day));
  }
  // An Indian financial year runs from 1 April to 31 March: FY28 and FY2027-28 end on 31 Mar 2028.
  const financialYear = /\bfy\s*'?((?:20)?\d\d)(?:\s*[-–/]\s*((?:20)?\d\d))?\b/.exec(lower);
  if (financialYear) {
    const year = (value: string) => (value.length === 2 ? 2000 + Number(value) : Number(value));
    const endYear = financialYear[2] ? year(financialYear[2]) : year(financialYear[1]!);
    filters.maturityFrom = `${endYear - 1}-04-01`;
    filters.maturityTo = `${endYear}-03-31`;
  }
  if (nextYears) {
    const years = countFrom(nextYears[1]!);
    if (years !== null) filters.maturityTo = addYears(today, years);
  }
  if (within) {
    const years = countFrom(within[1]!);
    if (years !== null) filters.maturityTo = addYears(today, years);
  }
  if (nextMonths) {
    const months = countFrom(nextMonths[1]!);
    if (months !== null) filters.maturityTo = addMonths(today, months);
  }
  if (nextDays)
    filters.maturityTo = new Date(Date.parse(`${today}T00:00:00Z`) + Number(nextDays[1]) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  if (quarter) {
    const year = quarter[3]!.length === 2 ? 2000 + Number(quarter[3]) : Number(quarter[3]);
    const index = Number(quarter[1]);
    // A financial year's first quarter is April to June of the year before the one it is named by.
    const startMonth = quarter[2] ? ((index - 1) * 3 + 3) % 12 : (index - 1) * 3;
    const startYear = quarter[2] ? (index === 4 ? year : year - 1) : year;
    filters.maturityFrom = isoDay(startYear, startMonth + 1, 1);
    filters.maturityTo = lastDayOf(startYear, startMonth + 3);
  }
  if (overYears) {
    const years = countFrom(overYears[1]!);
    if (years !== null) filters.maturityFrom = addYears(today, years);
  }

  const number = String.raw`(\d{1,2}(?:\.\d+)?)\s*%?`;
  const yieldContext = String.raw`(?:yield(?:ing|s)?|ytm)`;
  const yieldBetween = new RegExp(
    `${yieldContext}\\s+(?:between|from)\\s+${number}\\s+(?:and|to|-)\\s+${number}`,
  ).exec(lower);
  const above = String.raw`(?:above|over|more than|greater than|higher than|at least|in excess of|north of|>=?)`;
  const below = String.raw`(?:below|under|less than|lower than|at most|up to|upto|not more than|south of|<=?)`;
  const yieldAbove =
    new RegExp(`${yieldContext}\\s+(?:of\\s+)?(?:is\\s+)?${above}\\s*${number}`).exec(lower) ??
    // "7%+ yield", "7% or more ytm", "at least 7.5% ytm": the threshold before the word.
    new RegExp(
      `(\\d{1,2}(?:\\.\\d+)?)\\s*%\\s*(?:\\+|plus|or more|and above|or above)\\s*${yieldContext}`,
    ).exec(lower) ??
    new RegExp(`${above}\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*%?\\s*${yieldContext}`).exec(lower);
  const yieldBelow =
    new RegExp(`${yieldContext}\\s+(?:of\\s+)?(?:is\\s+)?${below}\\s*${number}`).exec(lower) ??
    new RegExp(`${below}\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*%?\\s*${yieldContext}`).exec(lower);
  // "between 8 and 9 percent yield": the range before the word.
  const yieldRangeBefore = new RegExp(
    `\\b(?:between|from)\\s+${number}\\s*(?:and|to|-|–)\\s*${number}\\s*(?:percent|pc)?\\s*${yieldContext}`,
  ).exec(lower);
  // "yielding 7-8%", "ytm 7.2 to 7.6".
  const yieldRange = new RegExp(`${yieldContext}\\s+(?:of\\s+)?${number}\\s*(?:-|–|to)\\s*${number}`).exec(
    lower,
  );
  const yieldInterval = yieldBetween ?? yieldRange ?? yieldRangeBefore;
  if (yieldInterval) {
    // "Between 7 and 8%": both ends belong to the range.
    filters.yieldMinPercent = Number(yieldInterval[1]);
    filters.yieldMinInclusive = true;
    filters.yieldMaxPercent = Number(yieldInterval[2]);
    filters.yieldMaxInclusive = true;
  }
  // "At least 7.3%", "7% or more", "up to 7%": the bound itself matches (yields are quoted to the basis point,
  // so a bond at exactly 7.30% is common); "above", "over", "below" leave it out.
  const inclusiveBound =
    /at least|not less than|>=|\+|plus|or more|and above|or above|at most|up to|upto|not more than|<=/;
  if (yieldAbove) {
    filters.yieldMinPercent = Number(yieldAbove[1]);
    if (inclusiveBound.test(yieldAbove[0])) filters.yieldMinInclusive = true;
  }
  // "Maharashtra SDLs above 7.2%": a bare threshold in percent is a yield, unless it is said of the coupon.
  const bareAbove = new RegExp(`\\b${above}\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*%`).exec(lower);
  const bareBelow = new RegExp(`\\b${below}\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*%`).exec(lower);
  // "coupon above 9%": the threshold is the coupon's, not a yield.
  const saidOfCoupon = (threshold: RegExpExecArray) =>
    /coupons?\s*(?:rate\s*)?(?:of\s*)?(?:is\s*)?$/.test(lower.slice(0, threshold.index)) ||
    /^\s*coupons?\b/.test(lower.slice(threshold.index + threshold[0].length));
  if (bareAbove && !yieldAbove && !yieldInterval && !saidOfCoupon(bareAbove)) {
    filters.yieldMinPercent = Number(bareAbove[1]);
    if (inclusiveBound.test(bareAbove[0])) filters.yieldMinInclusive = true;
  }
  const belowBound =
    yieldBelow ?? (bareBelow && !yieldInterval && !saidOfCoupon(bareBelow) ? bareBelow : null);
  if (belowBound) {
    filters.yieldMaxPercent = Number(belowBound[1]);
    if (inclusiveBound.test(belowBound[0])) filters.yieldMaxInclusive = true;
  }

  const couponAbove =
    new RegExp(`${above}\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*%\\s*coupons?\\b`).exec(lower) ??
    new RegExp(`coupons?\\s+(?:rate\\s+)?(?:of\\s+)?(?:is\\s+)?${above}\\s*${number}`).exec(lower);
  const couponBelow =
    new RegExp(`${below}\\s*(\\d{1,2}(?:\\.\\d+)?)\\s*%\\s*coupons?\\b`).exec(lower) ??
    new RegExp(`coupons?\\s+(?:rate\\s+)?(?:of\\s+)?(?:is\\s+)?${below}\\s*${number}`).exec(lower);
  // "a 7.5% coupon", "coupon of 7.5%", "coupon 7.50": that coupon exactly.
  const couponExactly =
    /(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)\s*%\s+coupons?\b/.exec(lower) ??
    /\bcoupons?\s+(?:rate\s+)?(?:of\s+|=\s*|is\s+)?(\d{1,2}(?:\.\d{1,2})?)\s*%?(?!\s*(?:-|–|to|and)\s*\d)/.exec(
      lower,
    );
  const couponBetween = new RegExp(
    `coupons?\\s+(?:of\\s+)?(?:between|from)\\s+${number}\\s+(?:and|to|-)\\s+${number}`,
  ).exec(lower);
  if (couponBetween) {
    filters.couponMinPercent = Number(couponBetween[1]);
    filters.couponMaxPercent = Number(couponBetween[2]);
  }
  if (couponAbove) {
    filters.couponMinPercent = Number(couponAbove[1]);
    // "above 9%" leaves 9% out; "at least 9%" keeps it.
    if (!/at least|>=/.test(couponAbove[0])) filters.couponMinExclusive = true;
  }
  if (couponBelow) filters.couponMaxPercent = Number(couponBelow[1]);
  if (couponExactly && !couponAbove && !couponBelow && !couponBetween) {
    filters.couponMinPercent = Number(couponExactly[1]);
    filters.couponMaxPercent = Number(couponExactly[1]);
  }

  const spreadAbove =
    /\b(?:spreads?|bps over the curve)\s+(?:of\s+)?(?:above|over|more than|at least)\s+(\d{1,4})\s*(?:bps|bp|basis points)?/.exec(
      lower,
    ) ??
    /\b(?:more than|over|above|at least)\s+(\d{1,4})\s*(?:bps|bp|basis points)\s+(?:over|above)\b/.exec(
      lower,
    );
  if (spreadAbove) filters.spreadMinBps = Number(spreadAbove[1]);

  // "below par", "cheaper than 95", "price under 98", "at a premium".
  const priceBelow =
    /\b(?:price[ds]?|priced|trading|cheaper)\s+(?:below|under|less than|lower than|than)\s+(\d{2,3}(?:\.\d+)?)\b(?!\s*%)/.exec(
      lower,
    );
  const priceAbove =
    /\b(?:price[ds]?|priced|trading|dearer|costlier)\s+(?:above|over|more than|higher than|than)\s+(\d{2,3}(?:\.\d+)?)\b(?!\s*%)/.exec(
      lower,
    );
  if (priceBelow) filters.priceMax = Number(priceBelow[1]);
  else if (/\bbelow par\b|\bunder par\b|\bat a discount\b|\bdiscount bonds\b/.test(lower))
    filters.priceMax = 100;
  if (priceAbove) filters.priceMin = Number(priceAbove[1]);
  else if (/\babove par\b|\bover par\b|\bat a premium\b|\bpremium bonds\b/.test(lower))
    filters.priceMin = 100;
  // "Bonds that pay interest every month", "quarterly coupon bonds": how often the coupon is paid.
  const frequency =
    /\b(?:monthly (?:coupons?|interest|pay\w*)|(?:coupons?|interest) (?:paid )?(?:every|each) month|pay\w* (?:interest |coupons? )?(?:every|each) month|pay\w* monthly)\b/.test(
      lower,
    )
      ? 12
      : /\b(?:quarterly (?:coupons?|interest|pay\w*)|(?:coupons?|interest) (?:paid )?(?:every|each) quarter|pay\w* (?:interest |coupons? )?quarterly)\b/.test(
            lower,
          )
        ? 4
        : /\b(?:semi-?annual|half-?yearly) (?:coupons?|interest|pay\w*)|\bpay\w* (?:interest |coupons? )?(?:semi-?annually|half-?yearly|twice a year)\b/.test(
              lower,
            )
          ? 2
          : /\b(?:annual|yearly) (?:coupons?|interest|pay\w*)|\bpay\w* (?:interest |coupons? )?(?:annually|once a year|yearly|every year)\b/.test(
                lower,
              )
            ? 1
            : null;
  if (frequency !== null) filters.couponFrequency = frequency;
  if (/\bliquid\b|\bmost traded\b|\bactively traded\b/.test(lower) && !/\billiquid\b/.test(lower))
    filters.liquidOnly = true;

  const issuer =
    /\b(?:issued by|bonds? (?:of|from|by))\s+([A-Z][A-Za-z&.]*(?:\s+[A-Z][A-Za-z&.]*){0,4})/.exec(text);
  // "bonds from PSUs", "issued by banks": a kind of issuer (read above), not an issuer's name.
  const issuerKinds =
    /^(The|A|An|PSUs?|Banks?|NBFCs?|States?|SDLs?|G-?secs?|Corporates?|Companies|Government)$/i;
  if (issuer && !issuerKinds.test(issuer[1]!.trim())) filters.issuer = issuer[1]!.trim();

  // "Sorted by coupon", "order them by maturity", "rank by yield, lowest first": the order named.
  const sortedBy =
    /\b(?:sort(?:ed)?|order(?:ed)?|rank(?:ed)?|arrange(?:d)?)\s+(?:them\s+|these\s+|those\s+|it\s+|the list\s+)?by\s+(?:the\s+)?(?:(highest|lowest|longest|shortest|largest|smallest)\s+)?(coupon|yield|ytm|maturity|price|spread)s?\b(?:[^?]*\b(lowest|smallest|shortest|ascending|highest|largest|longest|descending)\b)?/.exec(
      lower,
    );
  if (sortedBy) {
    const measure = sortedBy[2] === 'ytm' ? 'yield' : sortedBy[2]!;
    const direction = sortedBy[1] ?? sortedBy[3];
    const ascending = direction
      ? /lowest|smallest|shortest|ascending/.test(direction)
      : measure === 'maturity' || measure === 'price';
    filters.sortBy =
      measure === 'spread'
        ? 'spread-desc'
        : (`${measure}-${ascending ? 'asc' : 'desc'}` as NonNullable<ScreenToolInput['sortBy']>);
  } else if (/\blongest\b|\blatest maturing\b|\bfarthest\b/.test(lower)) filters.sortBy = 'maturity-desc';
  else if (/\bshortest\b|\bearliest maturing\b|\bnearest\b/.test(lower)) filters.sortBy = 'maturity-asc';
  else if (/\blowest[- ]yield/.test(lower) || /\bcheapest to hold\b/.test(lower))
    filters.sortBy = 'yield-asc';
  // "The cheapest AAA bonds by price", "lowest priced SDLs": the clean price, not the yield.
  else if (
    /\b(?:cheapest|lowest[- ]priced?)\b[^?]*\bby (?:clean )?price\b|\blowest[- ](?:clean[- ])?price[ds]?\b|\bcheapest (?:clean )?price\b/.test(
      lower,
    )
  )
    filters.sortBy = 'price-asc';
  else if (/\b(?:dearest|most expensive|highest[- ]priced?)\b|\bhighest (?:clean )?price\b/.test(lower))
    filters.sortBy = 'price-desc';
  else if (/\b(?:highest|biggest|largest|top|best) coupons?\b/.test(lower)) filters.sortBy = 'coupon-desc';
  else if (/\b(?:lowest|smallest|least) coupons?\b/.test(lower)) filters.sortBy = 'coupon-asc';
  else if (
    /\b(widest|highest|biggest|most)\s+(spreads?|bps)\b|\bspread\b|\bbps over\b|\bover the curve\b/.test(
      lower,
    )
  )
    filters.sortBy = 'spread-desc';
  else if (
    /\b(?:highest|best|top|max(?:imum)?|most)[- ](?:yield|ytm)|\byields? (?:the )?most\b|\b(?:highest|best|maximum) (?:return|ytm)\b/.test(
      lower,
    )
  )
    filters.sortBy = 'yield-desc';
  else if (/\b(?:lowest|least|min(?:imum)?)[- ](?:yield|ytm)|\byields? (?:the )?least\b/.test(lower))
    filters.sortBy = 'yield-asc';
  // "the bond with the highest yield", "which SDL has the lowest coupon", "the longest-dated G-sec": one bond.
  if (
    filters.sortBy &&
    filters.limit === undefined &&
    /\b(?:which|what)\s+(?:\w+\s+){0,4}?(?:bond|sdl|g-?sec|gilt|psu|ncd|t-?bill|one|issue|paper)\b(?!s)|\b(?:highest|lowest|best|maximum|minimum)\s+(?:yield|ytm|coupon|return|price)\b[^?]*\b(?:on|from|in|of)\s+an?\s+(?:\w+\s+){0,2}?(?:bond|sdl|g-?sec|gilt|psu|t-?bill|paper)\b(?!s)|\b(?:the|a)\s+(?:single\s+)?(?:\w+\s+){0,4}?(?:bond|sdl|g-?sec|gilt|ncd|t-?bill|issue|paper)\s+(?:with|that|which|having|offering|paying)\b|\b(?:the\s+)?(?:highest|lowest|longest|shortest|widest)[- ]\w+\s+(?:\w+\s+){0,3}?(?:bond|sdl|g-?sec|gilt|psu|ncd|t-?bill|paper)\b(?!s)/.test(
      lower,
    )
  )
    filters.limit = 1;

  const limit =
    /\b(?:top|the|first|show|list|give me|get me|find|any)\s+(\w+)\s+(?:longest|shortest|highest|lowest|widest|best|most|bonds?|sdls?|g-?secs?|psus?|corporates?|liquid|aaa|traded|active)/.exec(
      lower,
    ) ??
    /\b(\w+)\s+(?:longest|shortest|highest|lowest|widest)\b/.exec(lower) ??
    // "Just the top 3", "top 5 by yield", "first ten only": a count of rows, not of years or crores.
    /\b(?:top|first)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\b(?!\s*(?:%|bps?|basis|years?|yrs?|months?|days?|weeks?|crores?|cr|lakhs?|percent|per cent|coupon))/.exec(
      lower,
    );
  if (limit) {
    const count = countFrom(limit[1]!);
    if (count !== null && count > 0 && count <= 50) filters.limit = count;
  }

  found =
    (filters.ratingAgencies?.length ?? 0) > 0 ||
    instrumentTypes.size > 0 ||
    issuerTypes.size > 0 ||
    ratings.size > 0 ||
    filters.maturityFrom !== undefined ||
    filters.maturityTo !== undefined ||
    filters.yieldMinPercent !== undefined ||
    filters.yieldMaxPercent !== undefined ||
    filters.couponMinPercent !== undefined ||
    filters.couponMaxPercent !== undefined ||
    filters.couponMaxPercent !== undefined ||
    filters.spreadMinBps !== undefined ||
    filters.priceMin !== undefined ||
    filters.priceMax !== undefined ||
    filters.liquidOnly === true ||
    filters.couponFrequency !== undefined ||
    filters.issuer !== undefined ||
    // "RVFC's bond with the highest yield": an order is a screen of the issuer's bonds.
    filters.sortBy !== undefined;
  return { filters, found };
}
