import { spellOutSpokenNumbers } from './spokenNumbers';

/**
 * Desk shorthand spelt out before a question is read: "GS33" and "gs'33" are "GS 2033", "7.26GS2033" is
 * "7.26 GS 2033", "SDL30" is "SDL 2030". Every reader after this one (bond names, screens, tenors) then sees one
 * form. The lengths change, so the spelt-out text is what the planner reads from then on.
 */
function spellOutDeskShorthand(question: string): string {
  return (
    question
      // "7.26GS2033", "7.26gs33": a coupon glued to the kind.
      .replace(/(\d(?:\.\d{1,2})?)(?=(?:gs|sdl)\s*'?\d{2}(?:\d\d)?\b)/gi, '$1 ')
      // "GS33", "GS'33", "gs 33", "SDL30": a two-digit maturity year after the kind of bond.
      .replace(
        /\b(gs|sdl)\s*'?(\d{2})\b(?!\s*(?:%|\.\d|years?|yrs?|y\b|bps))/gi,
        (_, kind: string, year: string) => `${kind} 20${year}`,
      )
      // "GS2033": the four digits glued on.
      .replace(/\b(gs|sdl)((?:19|20)\d\d)\b/gi, '$1 $2')
  );
}

const tenorWords: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  'twenty-five': '25',
  thirty: '30',
  forty: '40',
  fifty: '50',
};

/** Desk abbreviations and common misspellings, each folded to the word the planner reads. */
const deskWords: readonly [RegExp, string | ((substring: string, ...parts: string[]) => string)][] = [
  [/\b(?:yld|yeild|yiled|yeilds|ylds)\b/gi, 'yield'],
  [/\b(?:px|prc|pric)\b/gi, 'price'],
  [/\bcpn\b/gi, 'coupon'],
  [/\b(?:accured|acrued|accrud|accurred|acrrued)\b/gi, 'accrued'],
  [/\b(?:intrest|intersest|interst)\b/gi, 'interest'],
  [/\b(?:coupan|cupon|copuon)\b/gi, 'coupon'],
  [/\b(?:maturty|maturiy|matuirty)\b/gi, 'maturity'],
  [/\b(?:duraton|durration)\b/gi, 'duration'],
  [/\b(?:governmnet|goverment|govermnet|governemnt|govenment|gouvernment)\b/gi, 'government'],
  [/\b(?:securites|secuirties|securitie)\b/gi, 'securities'],
  // Speech-to-text homophone: "the to year and the ten year" is the two-year.
  [/\bthe to([- ])(years?|yrs?)\b/gi, 'the 2$1$2'],
  [/\bnext (?:one|1) year\b/gi, 'next year'],
  // Fillers of dictated questions: "uh what is yield to maturity", "um, ok so the 10 year".
  [/^\s*(?:(?:uh+|um+|er+m?|hmm+|ah+|okay|ok|so|well)\b[,.]?\s*)+/i, ''],
  [/\b(?:convextiy|convexty)\b/gi, 'convexity'],
  [/\b(?:setlement|settelment|settlment)\b/gi, 'settlement'],
  [/\b(?:one[- ])?basis[- ]point value\b|\bbpv\b|\bvalue of (?:a|one) (?:basis point|bp)\b/gi, 'PV01'],
  // "How much is 1 bp worth on 50 crore": the holding's PV01.
  [/\b(?:a|one|1)\s*(?:bp|bps|basis point)\s+(?:is\s+)?worth\b/gi, 'PV01'],
  // "spread over gilts", "pickup over g-secs": over the G-sec curve (not a screen of G-secs).
  [
    /\b(?:over|above) (?:the )?(?:(?:comparable|equivalent|matching|same-maturity|interpolated) )?(?:gilts?|g-?secs?|gsecs?|govt(?: securities| bonds)?|government (?:securities|bonds|paper|yields?|curve)|sovereign(?: curve| bonds?| yields?| paper)?)(?: (?:yield|curve))?\b/gi,
    'over the G-sec curve',
  ],
  // "exceed the interpolated G-sec yield", "premium over the sovereign curve": the spread over the curve.
  [
    /\bexceeds? (?:the )?(?:(?:interpolated|comparable|equivalent) )?(?:g-?sec|gilt|government|sovereign)(?: bond)? (?:yield|curve)s?\b/gi,
    'spread over the G-sec curve',
  ],
  [/\bpremium over the G-sec curve\b/gi, 'spread over the G-sec curve'],
  // "the ten-year", "a five year G-sec": tenors in words, as figures.
  [
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|twenty-five|thirty|forty|fifty)([- ])(years?|yrs?)\b/gi,
    (_: string, word: string, joiner: string, unit: string) =>
      `${tenorWords[word.toLowerCase()] ?? word}${joiner}${unit}`,
  ],
  // "Monday 2 November", "Thu, 3 Dec": the weekday before a date says nothing the date does not.
  [
    /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+[a-z])/gi,
    '',
  ],
  [
    /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)/gi,
    '',
  ],
  // Polite openings: "could you please tell me", "can you let me know".
  [
    /^\s*(?:(?:hi|hello|hey)[,!.]?\s+)?(?:(?:could|can|would|will) you(?: please| kindly)?|please|kindly|i(?:'d| would) like (?:you )?to)\s+(?:tell me|let me know|help me (?:understand|know)|show me|give me|find(?: me)?|check)\s+/i,
    '',
  ],
  [
    /^\s*(?:(?:could|can|would|will) you(?: please| kindly)?)\s+(?=explain\b|define\b|describe\b|list\b|show\b|compare\b|price\b|calculate\b|compute\b|work out\b)/i,
    '',
  ],
  // "The yield pickup of AAA PSU 5 year over 5 year gsec": the spread between the two.
  [
    /\b(?:the\s+)?(?:yield\s+)?pick-?up\s+(?:of|on|for|in)\s+(.+?)\s+(?:over|vs\.?|versus|against)\s+(?:the\s+)?(.+?)(?=\s*[?.!]|$)/gi,
    'the spread between $1 and $2',
  ],
  // "MH SDL 2041 6.92%", "GS 2033 7.18%": the coupon written after the name, put before it as names have it.
  [/\b((?:[A-Z]{2}|[A-Z]&[A-Z])\s+SDL|GS)\s+((?:19|20)\d\d)\s+(\d{1,2}(?:\.\d{1,2})?)\s*%/g, '$3% $1 $2'],
  // "Client asks what YTM means", "my client wants to know …", "HNI asking": who asks is not the question.
  [
    /^\s*(?:(?:my|our|the|a)\s+)?(?:client|customer|hni|investor|rm|boss|treasurer|cfo)\s+(?:asks|asked|is asking|asking|wants to know|want to know|wants|would like to know|enquires|enquiring)(?:\s+about)?(?:\s*[:,-])?\s+(?!\s|if\b|whether\b)/i,
    '',
  ],
  // "By no. of trades", "by number of trades": a ranking by the count of prints (not an issuer named "number").
  [/\bby (?:the )?(?:number|no\.?|#) of (trades|prints|deals)\b/gi, 'by count of $1'],
  [/\bcfs\b/gi, 'cash flows'],
  [/\bcf\b/gi, 'cash flow'],
  // "Modified and Macaulay duration": each named in full, so both are defined.
  [
    /\b(modified|macaulay|effective)\s+(and|vs\.?|versus|or)\s+(modified|macaulay|effective)\s+duration\b/gi,
    '$1 duration $2 $3 duration',
  ],
  [/\bmod(?:ified)?\.?\s+dur(?:ation)?\b|\bmdur\b/gi, 'modified duration'],
  [/\bmac(?:aulay)?\.?\s+dur(?:ation)?\b/gi, 'Macaulay duration'],
  [/\bdur\b/gi, 'duration'],
  [/\b(?:mty|mat)\b(?=\s|$|\?)/gi, 'maturity'],
  [/\baccr(?:ued)?\.?\s+int(?:erest)?\b/gi, 'accrued interest'],
  [/\bsettl(?:ing|ement|e)?\s+dt\b/gi, 'settlement date'],
  [/\bpls\b|\bplz\b|\bkindly\b/gi, ''],
  // Hinglish as desks type it: "7.26 GS 2033 ka yield kya hai", "RVFC bonds dikhao", "kitna accrued".
  [/\bmatlab(?:\s+kya)?(?:\s+(?:hai|hota hai))?\b/gi, 'meaning'],
  [/\bkya hai\b/gi, 'what is'],
  // "11/11/2026 se 23/11/2026 tak": from … to.
  [/\b(\S+)\s+se\s+(\S+)\s+tak\b/gi, 'from $1 to $2'],
  [/\b(?:sell|buy|hold)\s+karu\b|\bkharid(?:u|e|un)\b|\bbech(?:u|e|un)\b/gi, 'should I buy or sell'],
  [/\bkitne\b/gi, 'how many'],
  [/\bdono(?:n)?\b/gi, 'the two'],
  [/\baur\b/gi, 'and'],
  [/\b(?:kitna|kitni)\b/gi, 'how much'],
  [/\b(?:batao|bata do|bataiye|dikhao|dikha do|dikhaiye)\b/gi, 'show'],
  [/\b(?:ka|ki|ke)\b(?=\s+(?:yield|price|ytm|duration|coupon|accrued|spread|cash|rate))/gi, 'of'],
  [/\b(?:abhi|aaj)\b/gi, 'today'],
  [/(\d)\s*(?:saal|sal|varsh)\b/gi, '$1 year'],
  // "7.5 percent", "7.5 per cent", "7.5 pc": the sign every reader knows.
  [/(\d)\s*(?:per\s?cent|pc)\b/gi, '$1%'],
  // "@ 99.50", "@par": "at".
  [/@\s*/g, 'at '],
];

/** "99 and a half", "6 3/4 percent", "7½%": a fraction written in words or as a vulgar fraction, as decimals. */
function spellOutFractions(question: string): string {
  const words: Readonly<Record<string, string>> = {
    'a half': '.5',
    'a quarter': '.25',
    'three quarters': '.75',
    'three-quarters': '.75',
  };
  const glyphs: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };
  return (
    question
      .replace(
        /\b(\d{1,3}) and (a half|a quarter|three[- ]quarters)\b/gi,
        (_, whole: string, fraction: string) => `${whole}${words[fraction.toLowerCase()]}`,
      )
      // Only halves, quarters and eighths with the numerator below the denominator: "settlement 2/12" stays a date.
      .replace(
        /\b(\d{1,3})[\s-]+([1-7])\/([248])\b(?!\/)/g,
        (whole, units: string, top: string, bottom: string) =>
          Number(top) < Number(bottom) ? String(Number(units) + Number(top) / Number(bottom)) : whole,
      )
      .replace(/(\d{1,3})\s*([½¼¾])/g, (_, units: string, glyph: string) =>
        String(Number(units) + (glyphs[glyph] ?? 0)),
      )
  );
}

/** The question with desk shorthand spelt out and desk abbreviations folded to whole words. */
export function normaliseDeskLanguage(question: string): string {
  let text = spellOutDeskShorthand(spellOutFractions(spellOutSpokenNumbers(question)));
  for (const [pattern, word] of deskWords)
    text = typeof word === 'string' ? text.replace(pattern, word) : text.replace(pattern, word);
  return text;
}
