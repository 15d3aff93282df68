/**
 * Numbers as speech-to-text writes them ("seven point one eight GS twenty thirty three", "at ninety nine point
 * five", "fifty basis points", "two thousand and thirty") turned into figures, so a dictated question reads like a
 * typed one. Only where the words are a number by their place: before "point", a unit (percent, bps, crore, lakh,
 * years, months, days) or a kind of bond, after "at", or as a year. "Which one", "the second one", "one bond" stay
 * words.
 */

const units: Readonly<Record<string, number>> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const tens: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

// "Oh" is a digit only after "point" ("seven point oh five"); alone it is a word.
const unitWord = Object.keys(units)
  .filter((word) => word !== 'oh')
  .join('|');
const tensWord = Object.keys(tens).join('|');
/** 0–99 in words: "seven", "nineteen", "ninety nine", "twenty-five". */
const belowHundred = String.raw`(?:(?:${tensWord})(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|${unitWord})`;
/** 0–999: "one hundred and two", "a hundred", "hundred one". */
const cardinal = String.raw`(?:(?:(?:a|one)\s+)?hundred(?:\s+(?:and\s+)?${belowHundred})?|${belowHundred})`;

/** A count of 1–99 written as one word or two ("five", "twelve", "twenty-five"), or null when it is no number. */
export function countInWords(word: string): number | null {
  if (!new RegExp(`^(?:${belowHundred})$`, 'i').test(word.trim())) return null;
  const value = valueOfBelowHundred(word);
  return value > 0 ? value : null;
}

function valueOfBelowHundred(words: string): number {
  const parts = words.toLowerCase().split(/[\s-]+/);
  let total = 0;
  for (const part of parts) total += tens[part] ?? units[part] ?? 0;
  return total;
}

function valueOfCardinal(words: string): number {
  const lower = words.toLowerCase().trim();
  const hundred = /^(?:(?:a|one)\s+)?hundred(?:\s+(?:and\s+)?(.+))?$/.exec(lower);
  if (hundred) return 100 + (hundred[1] ? valueOfBelowHundred(hundred[1]) : 0);
  return valueOfBelowHundred(lower);
}

/** The digits after "point": "one eight" is 18, "two five" 25, "twenty five" 25, "five" 5. */
function decimalsOf(words: string): string {
  const parts = words
    .toLowerCase()
    .trim()
    .split(/[\s-]+/);
  if (parts.length <= 2 && parts[0] !== undefined && tens[parts[0]] !== undefined)
    return String(valueOfBelowHundred(words));
  return parts.map((part) => String(units[part] ?? '')).join('');
}

const digitWord = 'zero|oh|one|two|three|four|five|six|seven|eight|nine';
const decimalWords = String.raw`(?:(?:${tensWord})(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|(?:${digitWord})(?:[\s-]+(?:${digitWord})){0,3})`;

const ordinals: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const ordinalOnly = String.raw`(?:(?:twenty|thirty)[\s-]+)?(?:${Object.keys(ordinals).join('|')})`;
const ordinalWord = String.raw`${ordinalOnly}|${belowHundred}`;
const monthName = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*`;

/** "Fifteenth", "twenty first", "fifteen": a day of the month, or null when the words are no day. */
function dayOf(words: string): number | null {
  const parts = words.toLowerCase().split(/[\s-]+/);
  const last = parts[parts.length - 1] ?? '';
  const day =
    ordinals[last] !== undefined
      ? (parts.length === 2 ? (tens[parts[0] ?? ''] ?? 0) : 0) + ordinals[last]
      : valueOfBelowHundred(words);
  return day >= 1 && day <= 31 ? day : null;
}

/** The question with spoken numbers written as figures. */
export function spellOutSpokenNumbers(question: string): string {
  return (
    question
      // "two thousand and thirty two", "two thousand thirty": a year.
      .replace(
        new RegExp(String.raw`\btwo thousand(?:\s+and)?(?:\s+(${belowHundred}))?\b`, 'gi'),
        (_, rest: string | undefined) => String(2000 + (rest ? valueOfBelowHundred(rest) : 0)),
      )
      // "twenty thirty three", "twenty forty": a year of this century, said in two halves.
      .replace(
        new RegExp(
          String.raw`\btwenty[\s-]+((?:twenty|thirty|forty|fifty|sixty|seventy)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?)\b`,
          'gi',
        ),
        (_, rest: string) => String(2000 + valueOfBelowHundred(rest)),
      )
      // "fifteen december", "the third of december", "december fifteenth": a day of a month.
      .replace(
        new RegExp(
          String.raw`\b(?:the\s+)?(?:(${ordinalOnly})(?:\s+of)?|(${belowHundred}))\s+(${monthName})\b`,
          'gi',
        ),
        (whole: string, ordinal: string | undefined, cardinal: string | undefined, month: string) => {
          const value = dayOf(ordinal ?? cardinal ?? '');
          return value === null ? whole : `${value} ${month}`;
        },
      )
      .replace(
        new RegExp(String.raw`\b(${monthName})\s+(?:the\s+)?(${ordinalWord})\b`, 'gi'),
        (whole: string, month: string, day: string) => {
          const value = dayOf(day);
          return value === null ? whole : `${value} ${month}`;
        },
      )
      // "seven point one eight", "ninety nine point five", "one hundred and one point two five".
      .replace(
        new RegExp(String.raw`\b(${cardinal})\s+point\s+(${decimalWords})\b`, 'gi'),
        (_, whole: string, decimals: string) => `${valueOfCardinal(whole)}.${decimalsOf(decimals)}`,
      )
      // "fifty basis points", "seven percent", "two crore", "ten years": a number before its unit.
      .replace(
        new RegExp(
          String.raw`\b(${cardinal})(?=[\s-]+(percent|per cent|%|bps|bp|basis points?|crores?|cr|lakhs?|lacs?|years?|yrs?|months?|days?|weeks?|gs|g-?secs?|sdls?)\b)`,
          'gi',
        ),
        // "One basis point" stays words: the desk's name for PV01 ("what do I lose for a one basis point rise").
        (words: string, _cardinal: string, unit: string) =>
          /^one$/i.test(words.trim()) && /^(?:bps?|basis)/i.test(unit)
            ? words
            : String(valueOfCardinal(words)),
      )
      // "priced at ninety nine", "at a hundred and one", "if I pay ninety nine": a price after its verb.
      .replace(
        new RegExp(
          String.raw`\b(at|of|to|pay|paying|paid|bid|bidding|offer|offering|priced)\s+(${cardinal})\b(?!\s+(?:of|the)\b)`,
          'gi',
        ),
        (whole: string, word: string, words: string) => {
          const value = valueOfCardinal(words);
          return value >= 20 ? `${word} ${value}` : whole;
        },
      )
  );
}
