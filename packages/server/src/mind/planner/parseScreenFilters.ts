import type { ScreenToolInput } from '../analyst/screenTool';
import { countFrom } from './parseNumbers';

const ratingScale = ['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-'];

function addYears(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
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

  const instrumentTypes = new Set<string>();
  const issuerTypes = new Set<string>();
  if (/\b(g-?secs?|gilts?|government securit|government bonds?|gs)\b/.test(lower) && !/\bcurve\b/.test(lower))
    instrumentTypes.add('GSEC');
  if (/\b(sdls?|state development loans?|state loans?)\b/.test(lower)) instrumentTypes.add('SDL');
  if (/\b(t-?bills?|treasury bills?)\b/.test(lower)) instrumentTypes.add('TBILL');
  if (/\bpsus?\b/.test(lower)) instrumentTypes.add('PSU');
  if (/\bcorporates?\b/.test(lower)) instrumentTypes.add('CORPORATE');
  // Floating-rate bonds are a structure (GOI FRBs and any corporate floater alike): see recognizeStructures.
  if (/\bbanks?\b/.test(lower)) issuerTypes.add('BANK');
  if (/\bnbfcs?\b/.test(lower)) issuerTypes.add('NBFC');
  if (instrumentTypes.size) filters.instrumentTypes = [...instrumentTypes];
  if (issuerTypes.size) filters.issuerTypes = [...issuerTypes];

  const ratings = new Set<string>();
  for (const match of text.matchAll(/(?<![A-Za-z])(AAA|AA\+|AA-|AA|A\+|A-|BBB\+|BBB-|BBB)(?![A-Za-z+-])/g))
    ratings.add(match[1]!);
  const orBetter = /\b(and above|or above|or better|and better|\+? ?rated and above)\b/.test(lower);
  if (ratings.size === 1 && orBetter) {
    const floor = ratingScale.indexOf([...ratings][0]!);
    for (const grade of ratingScale.slice(0, floor + 1)) ratings.add(grade);
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
  const inYear = /\b(?:in|during|maturing|mature|matures|due)\s+(?:in\s+)?((?:19|20)\d\d)\b(?!s)/.exec(lower);
  const after = /\b(?:after|beyond|post|later than)\s+((?:19|20)\d\d)\b/.exec(lower);
  const before = /\b(?:before|by|until|earlier than)\s+((?:19|20)\d\d)\b/.exec(lower);
  const within = /\bwithin\s+(\w+)\s+years?\b/.exec(lower);
  const overYears = /\b(?:over|more than|longer than|beyond)\s+(\w+)\s+years?\b/.exec(lower);
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
    if (inYear && !after && !before) {
      filters.maturityFrom = `${inYear[1]}-01-01`;
      filters.maturityTo = `${inYear[1]}-12-31`;
    }
    if (after) filters.maturityFrom = `${Number(after[1]) + 1}-01-01`;
    if (before)
      filters.maturityTo = /\bby\b/.test(before[0]) ? `${before[1]}-12-31` : `${Number(before[1]) - 1}-12-31`;
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
  if (overYears) {
    const years = countFrom(overYears[1]!);
    if (years !== null) filters.maturityFrom = addYears(today, years);
  }

  const number = String.raw`(\d{1,2}(?:\.\d+)?)\s*%?`;
  const yieldContext = String.raw`(?:yield(?:ing|s)?|ytm)`;
  const yieldBetween = new RegExp(
    `${yieldContext}\\s+(?:between|from)\\s+${number}\\s+(?:and|to|-)\\s+${number}`,
  ).exec(lower);
  const yieldAbove = new RegExp(
    `${yieldContext}\\s+(?:of\\s+)?(?:above|over|more than|greater than|at least|>=?)\\s+${number}`,
  ).exec(lower);
  const yieldBelow = new RegExp(
    `${yieldContext}\\s+(?:of\\s+)?(?:below|under|less than|at most|<=?)\\s+${number}`,
  ).exec(lower);
  if (yieldBetween) {
    filters.yieldMinPercent = Number(yieldBetween[1]);
    filters.yieldMaxPercent = Number(yieldBetween[2]);
  }
  if (yieldAbove) filters.yieldMinPercent = Number(yieldAbove[1]);
  // "Maharashtra SDLs above 7.2%": a bare threshold in percent is a yield, unless it is said of the coupon.
  const bareAbove = /\b(?:above|over|more than|greater than|at least)\s+(\d{1,2}(?:\.\d+)?)\s*%/.exec(lower);
  if (
    bareAbove &&
    !yieldAbove &&
    !yieldBetween &&
    !/coupons?\s+(?:of\s+)?(?:above|over|more than|greater than|at least)/.test(lower)
  )
    filters.yieldMinPercent = Number(bareAbove[1]);
  if (yieldBelow) filters.yieldMaxPercent = Number(yieldBelow[1]);

  const couponAbove = new RegExp(
    `coupons?\\s+(?:of\\s+)?(?:above|over|more than|greater than|at least)\\s+${number}`,
  ).exec(lower);
  const couponBelow = new RegExp(
    `coupons?\\s+(?:of\\s+)?(?:below|under|less than|at most)\\s+${number}`,
  ).exec(lower);
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

  const spreadAbove =
    /\b(?:spreads?|bps over the curve)\s+(?:of\s+)?(?:above|over|more than|at least)\s+(\d{1,4})\s*(?:bps|bp|basis points)?/.exec(
      lower,
    ) ??
    /\b(?:more than|over|above|at least)\s+(\d{1,4})\s*(?:bps|bp|basis points)\s+(?:over|above)\b/.exec(
      lower,
    );
  if (spreadAbove) filters.spreadMinBps = Number(spreadAbove[1]);

  if (/\bliquid\b|\bmost traded\b|\bactively traded\b/.test(lower) && !/\billiquid\b/.test(lower))
    filters.liquidOnly = true;

  const issuer =
    /\b(?:issued by|bonds? (?:of|from|by))\s+([A-Z][A-Za-z&.]*(?:\s+[A-Z][A-Za-z&.]*){0,4})/.exec(text);
  // "bonds from PSUs", "issued by banks": a kind of issuer (read above), not an issuer's name.
  const issuerKinds =
    /^(The|A|An|PSUs?|Banks?|NBFCs?|States?|SDLs?|G-?secs?|Corporates?|Companies|Government)$/i;
  if (issuer && !issuerKinds.test(issuer[1]!.trim())) filters.issuer = issuer[1]!.trim();

  if (/\blongest\b|\blatest maturing\b|\bfarthest\b/.test(lower)) filters.sortBy = 'maturity-desc';
  else if (/\bshortest\b|\bearliest maturing\b|\bnearest\b/.test(lower)) filters.sortBy = 'maturity-asc';
  else if (/\blowest[- ]yield/.test(lower) || /\bcheapest to hold\b/.test(lower))
    filters.sortBy = 'yield-asc';
  else if (/\bhighest coupons?\b/.test(lower)) filters.sortBy = 'coupon-desc';
  else if (
    /\b(widest|highest|biggest|most)\s+(spreads?|bps)\b|\bspread\b|\bbps over\b|\bover the curve\b/.test(
      lower,
    )
  )
    filters.sortBy = 'spread-desc';
  else if (/\bhighest[- ]yield|\bbest[- ]yield|\btop[- ]yield/.test(lower)) filters.sortBy = 'yield-desc';

  const limit =
    /\b(?:top|the|first|show|list)\s+(\w+)\s+(?:longest|shortest|highest|lowest|widest|best|most|bonds?|sdls?|g-?secs?|psus?|corporates?|liquid|aaa)/.exec(
      lower,
    ) ?? /\b(\w+)\s+(?:longest|shortest|highest|lowest|widest)\b/.exec(lower);
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
    filters.liquidOnly === true ||
    filters.issuer !== undefined;
  return { filters, found };
}
