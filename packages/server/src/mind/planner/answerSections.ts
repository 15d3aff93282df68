// The parts of the built-in analyst's answers that several intents write: rows of bonds, a pricing's lines, a
// comparison's table and lead sentence, and the names of the bonds a question named.
import type { BondSummary } from '../analyst/bondSummary';
import type { curveShape } from '../analyst/curveTool';
import type { DetailsToolOutput } from '../analyst/detailsTool';
import type { PriceToolOutput } from '../analyst/priceTool';
import { bondLink, marketDate, percent, price, rupees, table } from './answerFormat';
import type { BondReference } from './resolveBonds';

export function bondRows(
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

/** A holding valued at the market rather than bought: "revalue", "mark-to-market", "what is it worth now". */
const valuationWords =
  /\brevalu|\bmark[- ]to[- ]market\b|\bmtm\b|\bmarket value\b|\bworth (?:today|now)\b|\bvalue of (?:my|our|the|this|that) (?:holding|position)\b/;

/**
 * What a pricing question asks for: the yield or the clean price (the other is stated, not made a headline), the
 * dirty price, what a holding costs or is worth in all, and the figures stated beside the headline.
 */
export interface MarketFigureAsked {
  yield: boolean;
  price: boolean;
  dirty: boolean;
  /** "What would I pay in total for 50 lakh", "revalue 25 crore": the holding's consideration is the headline. */
  consideration?: boolean;
  /** The consideration is a valuation ("is worth"), not a purchase ("costs"). */
  valuation?: boolean;
  /** "The current yield of …": the coupon over the clean price, beside the yield to maturity. */
  currentYield?: boolean;
  /** "Above or below par?": the clean price against 100, in words. */
  par?: boolean;
}

export function marketFigureAsked(question: string): MarketFigureAsked {
  const lower = question.toLowerCase();
  const yieldAsked = /\byield|\bytm\b|\brate\b/.test(lower);
  const priceAsked = /\bprice|\bworth\b|\bcost\b|\bvalued?\b|\bgoing for\b|\bquoted?\b/.test(lower);
  const valuation = valuationWords.test(lower);
  const stated = {
    dirty: /\bdirty\b|\bfull price\b|\binvoice price\b|\ball-in price\b/.test(lower),
    valuation,
    consideration:
      valuation ||
      /\bconsideration\b|\b(?:pay|cost|spend|outlay)\b[^?]{0,30}\b(?:in total|in all|altogether|overall)\b|\btotal (?:cost|amount|outlay|payable|to pay|settlement amount)\b|\bsettlement amount\b|\bamount payable\b|\bhow much (?:would|will|do|should|must) (?:i|we) (?:pay|need|spend)\b|\bwhat (?:would|will) (?:i|we) (?:pay|need to pay)\b|\bcost me\b|\bwhat (?:would|will|does) [^?]{0,40}\bcost\b/.test(
        lower,
      ),
    currentYield: /\bcurrent yield\b|\brunning yield\b|\bflat yield\b/.test(lower),
    par: /\b(?:above|below|under|over|at) par\b|\bpremium\b|\bdiscount\b/.test(lower),
  };
  return yieldAsked === priceAsked
    ? { yield: true, price: true, ...stated }
    : { yield: yieldAsked, price: priceAsked, ...stated };
}

/** The option yield a question asks for: "yield to call", "yield to put", "yield to worst". */
export type OptionYieldAsked = 'call' | 'put' | 'worst' | null;

export function optionYieldAsked(question: string): OptionYieldAsked {
  const lower = question.toLowerCase();
  if (/\byield to worst\b|\bytw\b/.test(lower)) return 'worst';
  if (/\byield to (?:first )?put\b|\bytp\b|\bto put\b/.test(lower)) return 'put';
  if (/\byield to (?:first )?call\b|\bytc\b|\bto call\b/.test(lower)) return 'call';
  return null;
}

export function pricingLines(
  result: PriceToolOutput,
  optionAsked: OptionYieldAsked = null,
  asked: MarketFigureAsked = { yield: true, price: true, dirty: false },
): string {
  const { bond } = result;
  const lines: string[] = [];
  const firstCall = result.yieldToCall[0];
  const firstPut = result.yieldToPut[0];
  const askedForCall = optionAsked === 'call';
  const askedForWorst = optionAsked === 'worst';
  const askedForPut = optionAsked === 'put';
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
  else if (askedForPut)
    lines.push(
      firstPut
        ? `At a clean price of ${price(result.cleanPrice)}, the yield to first put of ${bondLink(bond)} (put at ${price(firstPut.price)} on ${marketDate(firstPut.date)}) is **${percent(firstPut.yieldPercent)}** for settlement on ${marketDate(result.settlementDate)}; its yield to maturity is ${percent(result.yieldPercent)}.`
        : `${bondLink(bond)} has no put still ahead after settlement on ${marketDate(result.settlementDate)}, so it has no yield to put; its yield to maturity follows.`,
      '',
    );
  const optionAnswered =
    askedForWorst || (askedForCall && firstCall !== undefined) || (askedForPut && firstPut !== undefined);
  const given =
    result.solvedFrom === 'price'
      ? `At a clean price of **${price(result.cleanPrice)}**, the yield of ${bondLink(bond)} is **${percent(result.yieldPercent)}**`
      : result.solvedFrom === 'yield'
        ? `At a yield of **${percent(result.yieldPercent)}**, the clean price of ${bondLink(bond)} is **${price(result.cleanPrice)}**`
        : `At the market yield of ${asked.yield ? `**${percent(result.yieldPercent)}**` : percent(result.yieldPercent)}, ${bondLink(bond)} is priced at ${asked.price ? `**${price(result.cleanPrice)}**` : price(result.cleanPrice)}`;
  if (!optionAnswered && asked.consideration && result.consideration)
    // "What would I pay in total for 50 lakh?": the consideration is the answer, principal and accrued beside it.
    lines.push(
      `${result.solvedFrom === 'yield' ? `At a yield of ${percent(result.yieldPercent)}` : result.solvedFrom === 'price' ? `At a clean price of ${price(result.cleanPrice)}` : `At the market yield of ${percent(result.yieldPercent)} (clean price ${price(result.cleanPrice)})`}, ${rupees(result.consideration.faceValueRupees)} face value of ${bondLink(bond)} ${asked.valuation ? 'is worth' : 'costs'} **${rupees(result.consideration.total)}** for settlement on ${marketDate(result.settlementDate)}: principal ${rupees(result.consideration.principal)} plus accrued interest ${rupees(result.consideration.accrued)}.`,
      '',
    );
  else if (!optionAnswered && asked.dirty)
    // "What's the dirty price at 6.3%?": the full price (clean plus accrued) is the answer.
    lines.push(
      `${result.solvedFrom === 'yield' ? `At a yield of ${percent(result.yieldPercent)}` : result.solvedFrom === 'price' ? `At a clean price of ${price(result.cleanPrice)}` : `At the market yield of ${percent(result.yieldPercent)}`}, the dirty (full) price of ${bondLink(bond)} is **${result.dirtyPrice.toFixed(4)}** per 100 (clean ${price(result.cleanPrice)} plus accrued interest ${result.accruedInterest.toFixed(4)}) for settlement on ${marketDate(result.settlementDate)}.`,
      '',
    );
  else if (!optionAnswered)
    lines.push(`${given} for settlement on ${marketDate(result.settlementDate)}.`, '');
  // "Is it trading above or below par?": the clean price against 100, said in words.
  if (asked.par) {
    const difference = Math.round((result.cleanPrice - 100) * 10_000) / 10_000;
    lines.push(
      difference === 0
        ? `It is priced at par (clean price ${price(result.cleanPrice)}).`
        : `It is priced ${difference > 0 ? 'above par, at a premium' : 'below par, at a discount'} of ${Math.abs(difference).toFixed(4)} per 100 (clean price ${price(result.cleanPrice)}).`,
      '',
    );
  }
  // "The current yield of …": the coupon over the clean price, beside the yield to maturity (which a reader
  // asking for the yield now also means).
  if (asked.currentYield && result.cleanPrice > 0)
    lines.push(
      `Its current yield (annual coupon ${percent(bond.couponPercent, 2)} ÷ clean price ${price(result.cleanPrice)}) is ${percent((bond.couponPercent / result.cleanPrice) * 100)}.`,
      '',
    );
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
  for (const put of result.yieldToPut.slice(0, 3))
    rows.push([
      `Yield to put on ${marketDate(put.date)} (at ${price(put.price)})`,
      percent(put.yieldPercent),
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

export function compareTable(bonds: readonly DetailsToolOutput[]): string {
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
    ['Accrued interest (per 100)', ...value((detail) => detail.market?.accruedInterest.toFixed(4) ?? 'n/a')],
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
  /** How the sentence names the most and the least ("the latest maturity"); default "highest" and "lowest". */
  most?: string;
  least?: string;
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
    pattern:
      /\bspreads? (?:over|to)\b|\bover the (?:g-?sec )?curve\b|\bon (?:a |the )?spread(?: basis)?\b|\bspread[- ]wise\b|\bin spread terms\b|\b(?:wider|widest|tighter|tightest) spread\b/,
    name: 'spread over the G-sec curve',
    read: (detail) => detail.spreadBps,
    format: (value) => `${value.toFixed(1)} bps`,
  },
  {
    pattern: /\baccrued\b|\baccrual\b/,
    name: 'accrued interest (per 100)',
    read: (detail) => detail.market?.accruedInterest ?? null,
    format: (value) => value.toFixed(4),
  },
  {
    pattern: /\bconvexity\b/,
    name: 'convexity',
    read: (detail) => detail.market?.convexity ?? null,
    format: (value) => value.toFixed(4),
  },
  {
    // Last, so that "the longer duration" is a duration: "which of the two is longer?", "which matures first?": the maturity dates, not the yields.
    pattern:
      /\blonger\b|\bshorter\b|\blongest\b|\bshortest\b|\bmatures? (?:later|last|first|earlier|sooner)\b|\blonger[- ]dated\b/,
    name: 'maturity',
    read: (detail) => Date.parse(`${detail.bond.maturityDate}T00:00:00Z`),
    format: (value) => marketDate(new Date(value).toISOString().slice(0, 10)),
    most: 'latest',
    least: 'earliest',
  },
];

export function compareLead(details: readonly DetailsToolOutput[], question: string): string {
  // "Which one has the higher duration?": the measure asked for, ranked, before the yields.
  const lowerQuestion = question.toLowerCase();
  const measure = comparedMeasures.find((candidate) => candidate.pattern.test(lowerQuestion));
  if (measure) {
    const measured = details.flatMap((detail) => {
      const value = measure.read(detail);
      return value === null ? [] : [{ detail, value }];
    });
    if (measured.length >= 2) {
      const lowest =
        /\b(?:lower|lowest|less|least|smaller|smallest|shorter|shortest|first|earlier|sooner)\b/.test(
          lowerQuestion,
        );
      const ranked = [...measured].sort((left, right) =>
        lowest ? left.value - right.value : right.value - left.value,
      );
      const [top, ...others] = ranked;
      if (top)
        return `${bondLink(top.detail.bond)} has the ${lowest ? (measure.least ?? 'lowest') : (measure.most ?? 'highest')} ${measure.name}, **${measure.format(top.value)}**, against ${others.map((other) => `${measure.format(other.value)} for ${bondLink(other.detail.bond)}`).join(', ')}.\n\n`;
    }
  }
  const priced = details.flatMap((detail) =>
    detail.bond.marketYieldPercent === null ? [] : [{ detail, yieldPercent: detail.bond.marketYieldPercent }],
  );
  const ranked = [...priced]
    .sort((left, right) => right.yieldPercent - left.yieldPercent)
    .map(({ detail }) => detail);
  const top = ranked[0];
  const bottom = ranked[ranked.length - 1];
  if (ranked.length < 2 || !top || !bottom) return '';
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
export function bondNames(references: readonly BondReference[]): string {
  const links = references.map((reference) =>
    bondLink({ name: reference.entry.row.displayName, link: `/security/${reference.entry.row.id}` }),
  );
  return links.length > 1
    ? `${links.slice(0, -1).join(', ')} and ${links[links.length - 1]}`
    : (links[0] ?? '');
}

/** The curve's shape in a sentence: where it is inverted, if anywhere, and its slope end to end. */
export function curveShapeSentence(shape: NonNullable<ReturnType<typeof curveShape>>): string {
  const tenor = (years: number) => `${years}-year`;
  const ends = `from the ${tenor(shape.from.tenorYears)} (${percent(shape.from.yieldPercent)}) to the ${tenor(shape.to.tenorYears)} (${percent(shape.to.yieldPercent)})`;
  const slope = `${shape.slopeBps >= 0 ? 'rises' : 'falls'} ${Math.abs(shape.slopeBps).toFixed(1)} bps`;
  const read = 'Read at the standard tenors (linear between the neighbouring G-secs)';
  if (shape.inversions.length === 0)
    return `${read}, the curve ${shape.slopeBps >= 0 ? 'does not fall at any step' : 'never rises'} ${ends}, and ${slope} in all: it is ${shape.slopeBps >= 0 ? 'not inverted anywhere' : 'inverted end to end'}.`;
  const inverted = shape.inversions
    .map(
      (step) =>
        `between the ${tenor(step.shorterYears)} and the ${tenor(step.longerYears)} (the longer yields ${step.bps.toFixed(1)} bps less)`,
    )
    .join('; ');
  return `${read}, the curve is inverted ${inverted}. ${ends.charAt(0).toUpperCase()}${ends.slice(1)} it ${slope}.`;
}
