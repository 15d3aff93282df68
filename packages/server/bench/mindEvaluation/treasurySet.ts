// MIND's treasury evaluation (issue 34): a third held-out set, written without reading MIND's code (`src/mind/`),
// its tests, the tuned set (`questionSet.ts`) or the questions of the held-out and researcher sets. The questions
// are phrased the way treasury and ALM desks of banks, mutual-fund and insurance portfolio managers, wealth
// relationship managers and corporate treasurers in India type them (desk shorthand, Hinglish, typos, lakh and
// crore, explicit dates in many forms), about bonds and issuers picked deterministically from the data with a
// scramble of its own (multiplier 97, offset 41), so the set survives reseeding. Every expected answer is computed
// from the platform's data API (through `PlatformData`) and `@bondkit/core/pricing`, never from MIND's answers: an
// expectation is changed only when it is wrong about the data.
//
// Each case is tagged `dev` or `test`: within each category, conversations alternate between the halves (the
// turns of one conversation share a half). MIND is improved from the dev half's misses only; the test half
// measures once whether that generalises, so its misses are never read while tuning.
import { priceFromYield, yieldFromPrice } from '@bondkit/core/pricing';
import {
  addDays,
  average,
  type Conversation,
  crore,
  dateForms,
  dateIn,
  declinePhrases,
  lakh,
  marketBasics,
  nextWeekday,
  notFoundPhrases,
  notVisiblePhrases,
  ratingGrade,
  round,
  scrambledPick,
  splitIntoHalves,
  type Turn,
  yearsBetween,
} from './caseHelpers';
import type { EvaluationCase, Expectation, ExpectedNumber } from './expectations';
import type { EvaluationBond, EvaluationRisk, PlatformData } from './platformData';

/** The treasury set's own scramble (multiplier 97, offset 41). */
const pick = scrambledPick('treasury', 97, 41);

/** `8 cr`, `50 lakh`: an amount of face value in rupees. */
function amountText(rupees: number): string {
  return rupees >= crore ? `${rupees / crore} cr` : `${rupees / lakh} lakh`;
}

/**
 * The next coupon's date as any answer may state it: the day the cash-flow API pays it, or its scheduled date
 * (the pricing engine's, which differs when it falls on a holiday or settlement is inside the record window).
 */
function nextCouponDates(bond: EvaluationBond, settlementDate: string, paymentDate: string): string[] {
  const scheduled = priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate }).nextCouponDate;
  return [...new Set([...dateForms(paymentDate), ...dateForms(scheduled)])];
}

const refusalPhrases = [
  ...notVisiblePhrases,
  'no quote',
  'no open quote',
  'no bid',
  'no offer',
  'not see',
  'not shown',
];

/** Builds the treasury cases from the data API's answers, each tagged with its half. */
export async function buildTreasurySet(
  data: PlatformData,
  bonds: readonly EvaluationBond[],
  today: string,
): Promise<EvaluationCase[]> {
  const conversations: Conversation[] = [];
  const add = (category: string, ...turns: Turn[]) => conversations.push({ category, turns });
  const { sorted, universe, settlement, curve } = marketBasics(bonds, today);

  // Plain, tradable, priced bonds with a convention, more than a year to run: what a desk prices and risks.
  const plain = sorted.filter(
    (bond) =>
      bond.available &&
      bond.terms !== null &&
      bond.yieldPercent !== null &&
      bond.cleanPrice !== null &&
      bond.structure === 'PLAIN' &&
      ['CORPORATE', 'PSU', 'SDL', 'GSEC'].includes(bond.instrumentType) &&
      yearsBetween(today, bond.maturityDate) > 1,
  );
  const credit = plain.filter((bond) => bond.instrumentType !== 'GSEC');
  const gilts = plain.filter((bond) => bond.instrumentType === 'GSEC');

  const riskCache = new Map<number, EvaluationRisk>();
  async function riskOf(bond: EvaluationBond): Promise<EvaluationRisk> {
    const cached = riskCache.get(bond.id);
    if (cached) return cached;
    const risk = await data.risk(bond.id);
    riskCache.set(bond.id, risk);
    return risk;
  }
  /** Every true figure of a bond an answer may state unasked (its risk figures, accrued, price and yield). */
  async function factsOf(bond: EvaluationBond): Promise<ExpectedNumber[]> {
    const risk = await riskOf(bond);
    return [
      { label: 'modified duration', value: risk.modifiedDuration, decimals: 2 },
      { label: 'Macaulay duration', value: risk.macaulayDuration, decimals: 2 },
      { label: 'convexity', value: risk.convexity, decimals: 2 },
      { label: 'PV01', value: risk.pv01, decimals: 4 },
      { label: 'accrued', value: risk.accruedInterest, decimals: 4 },
      { label: 'clean price', value: risk.cleanPrice, decimals: 4 },
      { label: 'yield', value: risk.yieldPercent, decimals: 4 },
      { label: 'dirty price', value: risk.cleanPrice + risk.accruedInterest, decimals: 4 },
      { label: 'coupon', value: bond.couponPercent, decimals: 4 },
    ];
  }

  // Settlement dates a question names: the next business days after T+1 (early December has no holiday).
  const settlements: string[] = [];
  for (let date = settlement; settlements.length < 8;) {
    date = nextWeekday(date);
    settlements.push(date);
  }
  const forms = [dateIn.short, dateIn.ordinal, dateIn.dashes, dateIn.slashes, dateIn.american, dateIn.iso];

  // ── price ───────────────────────────────────────────────────────────────────────────────────────────────
  const marketPriceForms = [
    (b: EvaluationBond) => `what's the price on ${b.isin}?`,
    (b: EvaluationBond) => `${b.name} ka clean price kitna hai? batao`,
    (b: EvaluationBond) => `px on ${b.isin} pls`,
    (b: EvaluationBond) => `Could you tell me the clean price of ${b.isin}, please?`,
    (b: EvaluationBond) => `wat is the market price for ${b.isin}`,
    (b: EvaluationBond) => `Price check: ${b.name}`,
    (b: EvaluationBond) => `where is ${b.isin} priced today`,
  ];
  for (const [index, form] of marketPriceForms.entries()) {
    const bond = pick(index % 2 ? gilts : credit, index + 1);
    add('price', {
      question: form(bond),
      expect: {
        numbers: [{ label: 'clean price', value: bond.cleanPrice!, decimals: 2 }],
        mayState: await factsOf(bond),
      },
    });
  }
  const priceAtYieldForms = [
    (b: EvaluationBond, y: string, d: string) => `what price for ${b.isin} at ${y}% yield, settlement ${d}?`,
    (b: EvaluationBond, y: string, d: string) => `${b.isin} at ${y} ytm for value date ${d} - clean price?`,
    (b: EvaluationBond, y: string, d: string) =>
      `If I want a ${y}% yield on ${b.name} settling ${d}, what do I pay clean?`,
    (b: EvaluationBond, y: string, d: string) => `price ${b.isin} @ ${y}, settle ${d}`,
    (b: EvaluationBond, y: string, d: string) =>
      `Kindly work out the clean price of ${b.isin} at a yield of ${y} percent for settlement on ${d}.`,
    (b: EvaluationBond, y: string, d: string) => `${y}% pe ${b.isin} ka price kya aayega, settlement ${d}?`,
  ];
  const yieldShifts = [0.15, -0.2, 0.35, -0.1, 0.25, -0.3];
  for (const [index, form] of priceAtYieldForms.entries()) {
    const bond = pick(index % 2 ? credit : plain, index + 11);
    const yieldPercent = round(bond.yieldPercent! + yieldShifts[index]!, 2);
    const date = settlements[index % settlements.length]!;
    const priced = priceFromYield(bond.terms!, { yield: yieldPercent, settlementDate: date });
    add('price', {
      question: form(bond, yieldPercent.toFixed(2), forms[index % forms.length]!(date)),
      expect: {
        numbers: [{ label: 'clean price', value: priced.cleanPrice, decimals: 2 }],
        mayState: [
          { label: 'dirty price', value: priced.dirtyPrice, decimals: 2 },
          { label: 'accrued', value: priced.accruedInterest, decimals: 2 },
          { label: 'accrued days', value: priced.accruedDays, decimals: 0 },
          ...(await factsOf(bond)),
        ],
      },
    });
  }

  // ── yield at price ──────────────────────────────────────────────────────────────────────────────────────
  const yieldAtPriceForms = [
    (b: EvaluationBond, p: string, d: string) =>
      `If I buy ${b.isin} at ${p} clean for settlement ${d}, what's my yield?`,
    (b: EvaluationBond, p: string, d: string) => `ytm on ${b.name} at ${p}, value ${d}`,
    (b: EvaluationBond, p: string, d: string) => `${b.isin} @ ${p} settling ${d} - yield kitna?`,
    (b: EvaluationBond, p: string, d: string) =>
      `What yield does ${p} on ${b.isin} work out to, settlement ${d}?`,
    (b: EvaluationBond, p: string, d: string) =>
      `RM here - client wants to buy ${b.isin} at Rs ${p}, settlement ${d}. What's the YTM?`,
    (b: EvaluationBond, p: string, d: string) => `yeild at ${p} for ${b.isin} (settle ${d})`,
    (b: EvaluationBond, p: string, d: string) =>
      `Paying ${p} clean on ${b.name} for ${d} value - what does that yield?`,
    (b: EvaluationBond, p: string, d: string) => `${b.isin} ${p} ka yield batao, settlement ${d}`,
    (b: EvaluationBond, p: string, d: string) =>
      `Need the YTM for ${b.isin} at a clean price of ${p} settling on ${d}.`,
    (b: EvaluationBond, p: string, d: string) => `what would ${b.isin} yield if we pay ${p}? value date ${d}`,
    (b: EvaluationBond, p: string, d: string) => `yield on ${b.isin} at px ${p}, settlement ${d} pls`,
    (b: EvaluationBond, p: string, d: string) =>
      `Our ALM desk is offered ${b.name} at ${p}. Yield for settlement ${d}?`,
    (b: EvaluationBond, p: string, d: string) => `${b.isin}: price ${p}, settle ${d}, ytm?`,
  ];
  const priceShifts = [-0.5, 0.35, -1.2, 0.8, -0.25, 1.1, -0.75, 0.6, -0.9, 0.2, -1.5, 0.45, -0.15];
  for (const [index, form] of yieldAtPriceForms.entries()) {
    const bond = pick(index % 3 === 1 ? gilts : credit, index + 23);
    const price = round(bond.cleanPrice! + priceShifts[index]!, 2);
    const date = settlements[(index + 2) % settlements.length]!;
    const solved = yieldFromPrice(bond.terms!, { cleanPrice: price, settlementDate: date });
    add('yield at price', {
      question: form(bond, price.toFixed(2), forms[(index + 1) % forms.length]!(date)),
      expect: {
        numbers: [{ label: 'yield', value: solved.yield, decimals: 2 }],
        mayState: [
          { label: 'dirty price', value: solved.dirtyPrice, decimals: 2 },
          { label: 'accrued', value: solved.accruedInterest, decimals: 2 },
          { label: 'accrued days', value: solved.accruedDays, decimals: 0 },
          ...(await factsOf(bond)),
        ],
      },
    });
  }

  // ── accrued ─────────────────────────────────────────────────────────────────────────────────────────────
  const accruedForms = [
    (b: EvaluationBond, d: string) => `accrued on ${b.isin} for ${d} settlement?`,
    (b: EvaluationBond, d: string) => `How much accrued interest on ${b.name} if we settle on ${d}?`,
    (b: EvaluationBond, d: string) => `${b.isin} accrued int, value date ${d}`,
    (b: EvaluationBond, d: string) => `accured interest ${b.isin} settling ${d} per 100`,
    (b: EvaluationBond, d: string) => `${b.isin} ka accrued kitna hoga ${d} ko?`,
    (b: EvaluationBond, d: string) =>
      `What is the accrued interest per 100 face on ${b.isin} for settlement ${d}?`,
    (b: EvaluationBond, d: string) => `AI on ${b.name}, ${d} settlement`,
  ];
  for (const [index, form] of accruedForms.entries()) {
    const bond = pick(index % 2 ? gilts : credit, index + 37);
    const date = settlements[(index + 1) % settlements.length]!;
    const priced = priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date });
    add('accrued', {
      question: form(bond, forms[(index + 3) % forms.length]!(date)),
      expect: {
        numbers: [{ label: 'accrued per 100', value: priced.accruedInterest, decimals: 2 }],
        mayState: [
          { label: 'accrued days', value: priced.accruedDays, decimals: 0 },
          { label: 'dirty price', value: priced.dirtyPrice, decimals: 2 },
          ...(await factsOf(bond)),
        ],
      },
    });
  }
  const accruedAmounts = [5 * crore, 50 * lakh, 10 * crore, 2 * crore, 25 * lakh];
  const accruedAmountForms = [
    (b: EvaluationBond, a: string, d: string) => `accrued on ${a} face of ${b.isin} settling ${d}?`,
    (b: EvaluationBond, a: string, d: string) =>
      `We're selling ${a} of ${b.isin} for value ${d}. How much accrued do we get in rupees?`,
    (b: EvaluationBond, a: string, d: string) =>
      `${a} ${b.isin} - accrued interest amount for ${d} settlement`,
    (b: EvaluationBond, a: string, d: string) => `rupee accrued on ${a} of ${b.name}, settle ${d}`,
    (b: EvaluationBond, a: string, d: string) => `${b.isin} me ${a} ka accrued kitna banega? settlement ${d}`,
  ];
  for (const [index, form] of accruedAmountForms.entries()) {
    const bond = pick(index % 2 ? credit : gilts, index + 43);
    const date = settlements[(index + 4) % settlements.length]!;
    const priced = priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date });
    const amount = accruedAmounts[index]!;
    add('accrued', {
      question: form(bond, amountText(amount), forms[index % forms.length]!(date)),
      expect: {
        numbers: [{ label: 'accrued rupees', value: (priced.accruedInterest * amount) / 100, decimals: 0 }],
        mayState: [
          { label: 'accrued per 100', value: priced.accruedInterest, decimals: 4 },
          { label: 'accrued days', value: priced.accruedDays, decimals: 0 },
          ...(await factsOf(bond)),
        ],
      },
    });
  }

  // ── risk ────────────────────────────────────────────────────────────────────────────────────────────────
  type RiskKey = 'modifiedDuration' | 'macaulayDuration' | 'convexity' | 'pv01';
  const riskForms: [RiskKey, number, (b: EvaluationBond) => string][] = [
    ['modifiedDuration', 2, (b) => `what's the mod dur on ${b.isin}?`],
    ['modifiedDuration', 2, (b) => `modified duration of ${b.name} pls`],
    ['pv01', 4, (b) => `PV01 of ${b.isin} per 100 face?`],
    ['macaulayDuration', 2, (b) => `Macaulay duration for ${b.isin}?`],
    ['convexity', 2, (b) => `convexity on ${b.isin} kitni hai`],
    ['modifiedDuration', 2, (b) => `MD of ${b.isin}`],
    ['pv01', 4, (b) => `What is the DV01 / PV01 on ${b.name} per 100 of face value?`],
    ['modifiedDuration', 2, (b) => `Could you share the modified duration of ${b.isin}?`],
    ['macaulayDuration', 2, (b) => `mac dur ${b.isin}?`],
  ];
  for (const [index, [key, decimals, form]] of riskForms.entries()) {
    const bond = pick(index % 3 === 2 ? gilts : credit, index + 53);
    const risk = await riskOf(bond);
    add('risk', {
      question: form(bond),
      expect: { numbers: [{ label: key, value: risk[key], decimals }], mayState: await factsOf(bond) },
    });
  }
  const bookSizes = [25 * crore, 10 * crore, 50 * crore, 5 * crore];
  const bookForms = [
    (b: EvaluationBond, a: string) => `PV01 for my ${a} book in ${b.isin}?`,
    (b: EvaluationBond, a: string) => `If I hold ${a} face of ${b.name}, what's my PV01 in rupees?`,
    (b: EvaluationBond, a: string) => `${a} position in ${b.isin} - rupee PV01 kitna hai?`,
    (b: EvaluationBond, a: string) => `What's the one-basis-point value of ${a} of ${b.isin}?`,
  ];
  for (const [index, form] of bookForms.entries()) {
    const bond = pick(index % 2 ? gilts : credit, index + 61);
    const risk = await riskOf(bond);
    const amount = bookSizes[index]!;
    add('risk', {
      question: form(bond, amountText(amount)),
      expect: {
        numbers: [{ label: 'rupee PV01', value: (risk.pv01 * amount) / 100, decimals: 0 }],
        mayState: await factsOf(bond),
      },
    });
  }

  // ── screen ──────────────────────────────────────────────────────────────────────────────────────────────
  const tradable = sorted.filter((bond) => bond.available);
  const grade = (bond: EvaluationBond) => ratingGrade(bond.rating);
  const year = (bond: EvaluationBond) => Number(bond.maturityDate.slice(0, 4));
  const yieldIn = (bond: EvaluationBond, low: number, high: number) =>
    bond.yieldPercent !== null && bond.yieldPercent >= low && bond.yieldPercent <= high;
  /**
   * A screen's expectation: its count of tradable matches and no other bond. "Above 6.85%" read inclusively is as
   * right as read strictly, so a bond sitting exactly on a yield threshold may be counted or not.
   */
  function screenExpectation(question: string, matches: (bond: EvaluationBond) => boolean): Expectation {
    const strict = tradable.filter(matches);
    const threshold = /(?:above|over|more than)\s+(\d+(?:\.\d+)?)%/i.exec(question);
    const onThreshold = threshold
      ? tradable.filter(
          (bond) =>
            !matches(bond) &&
            bond.yieldPercent === Number(threshold[1]) &&
            matches({ ...bond, yieldPercent: bond.yieldPercent + 1e-6 }),
        )
      : [];
    const all = [...strict, ...onThreshold];
    if (all.length === 0) return { texts: [notFoundPhrases], noFigures: true };
    return {
      ...(onThreshold.length === 0
        ? { numbers: [{ label: 'matches', value: strict.length, decimals: 0 }] }
        : { texts: [[`${strict.length} `, `${all.length} `, `**${strict.length}**`, `**${all.length}**`]] }),
      allowedIsins: new Set(all.map((bond) => bond.isin)),
      mayState: all.flatMap((bond) => [
        ...(bond.yieldPercent === null ? [] : [{ label: 'yield', value: bond.yieldPercent, decimals: 4 }]),
        ...(bond.cleanPrice === null ? [] : [{ label: 'price', value: bond.cleanPrice, decimals: 4 }]),
        { label: 'coupon', value: bond.couponPercent, decimals: 4 },
        { label: 'count', value: strict.length, decimals: 0 },
        { label: 'count', value: all.length, decimals: 0 },
      ]),
    };
  }
  const screens: [string, (bond: EvaluationBond) => boolean][] = [
    [
      'AAA PSU paper maturing 2029 to 2031?',
      (b) => b.issuerType === 'PSU' && grade(b) === 'AAA' && year(b) >= 2029 && year(b) <= 2031,
    ],
    [
      'any AAA corporate bonds yielding between 7.40 and 7.60?',
      (b) => b.issuerType === 'CORPORATE' && grade(b) === 'AAA' && yieldIn(b, 7.4, 7.6),
    ],
    ['zero coupon bonds maturing before 2029', (b) => b.structure === 'ZERO_COUPON' && year(b) < 2029],
    [
      'SDLs maturing in 2033 yielding above 6.85%',
      (b) =>
        b.instrumentType === 'SDL' && year(b) === 2033 && b.yieldPercent !== null && b.yieldPercent > 6.85,
    ],
    ['callable bonds issued by banks', (b) => b.issuerType === 'BANK' && b.structure === 'CALLABLE'],
    [
      'show me AAA power sector paper maturing in 2028',
      (b) => b.sector === 'Power' && grade(b) === 'AAA' && year(b) === 2028,
    ],
    [
      'step-up bonds rated AA or above',
      (b) => b.structure === 'STEP_UP' && ['AAA', 'AA+', 'AA'].includes(grade(b) ?? ''),
    ],
    [
      'housing finance paper yielding over 8.5%',
      (b) => b.sector === 'Housing Finance' && b.yieldPercent !== null && b.yieldPercent > 8.5,
    ],
    [
      'G-secs maturing between 2035 and 2040',
      (b) => b.instrumentType === 'GSEC' && year(b) >= 2035 && year(b) <= 2040,
    ],
    ['list the floating rate bonds pls', (b) => b.structure === 'FLOATING_RATE'],
    [
      'NBFC bonds rated AA+ maturing 2027-2028 kaun kaun se hain?',
      (b) => b.issuerType === 'NBFC' && grade(b) === 'AA+' && year(b) >= 2027 && year(b) <= 2028,
    ],
    [
      'Any putable bonds yielding more than 7.5%?',
      (b) => b.structure === 'PUTABLE' && b.yieldPercent !== null && b.yieldPercent > 7.5,
    ],
    [
      'amortising bonds in the infrastructure sector',
      (b) => b.structure === 'AMORTISING' && b.sector === 'Infrastructure',
    ],
  ];
  for (const [question, matches] of screens)
    add('screen', { question, expect: screenExpectation(question, matches) });

  // ── compare ─────────────────────────────────────────────────────────────────────────────────────────────
  const compareForms = [
    (a: EvaluationBond, b: EvaluationBond) => `${a.isin} vs ${b.isin} - which yields more?`,
    (a: EvaluationBond, b: EvaluationBond) => `compare ${a.name} and ${b.name} on yield`,
    (a: EvaluationBond, b: EvaluationBond) => `${a.isin} or ${b.isin}, kaunsa zyada yield de raha hai?`,
    (a: EvaluationBond, b: EvaluationBond) => `Between ${a.isin} and ${b.isin}, which has the higher YTM?`,
    (a: EvaluationBond, b: EvaluationBond) => `yield comparison ${a.isin} / ${b.isin}`,
    (a: EvaluationBond, b: EvaluationBond) => `which is cheaper on yield, ${a.isin} or ${b.isin}?`,
  ];
  for (const [index, form] of compareForms.entries()) {
    const first = pick(credit, index + 71);
    const second = pick(index % 2 ? gilts : credit, index + 79);
    add('compare', {
      question: form(first, second),
      expect: {
        numbers: [
          { label: `${first.isin} yield`, value: first.yieldPercent!, decimals: 2 },
          { label: `${second.isin} yield`, value: second.yieldPercent!, decimals: 2 },
        ],
        isins: [first.isin, second.isin],
        mayState: [...(await factsOf(first)), ...(await factsOf(second))],
      },
    });
  }
  const durationCompareForms = [
    (a: EvaluationBond, b: EvaluationBond) => `compare mod dur of ${a.isin} and ${b.isin}`,
    (a: EvaluationBond, b: EvaluationBond) =>
      `which has more duration risk, ${a.isin} or ${b.isin}? give modified durations`,
    (a: EvaluationBond, b: EvaluationBond) => `${a.isin} v ${b.isin} modified duration`,
  ];
  for (const [index, form] of durationCompareForms.entries()) {
    const first = pick(credit, index + 83);
    const second = pick(gilts, index + 89);
    const [firstRisk, secondRisk] = [await riskOf(first), await riskOf(second)];
    add('compare', {
      question: form(first, second),
      expect: {
        numbers: [
          { label: `${first.isin} modified duration`, value: firstRisk.modifiedDuration, decimals: 2 },
          { label: `${second.isin} modified duration`, value: secondRisk.modifiedDuration, decimals: 2 },
        ],
        isins: [first.isin, second.isin],
        mayState: [...(await factsOf(first)), ...(await factsOf(second))],
      },
    });
  }
  const threeForms = [
    (a: EvaluationBond, b: EvaluationBond, c: EvaluationBond) => `compare ${a.isin}, ${b.isin} and ${c.isin}`,
    (a: EvaluationBond, b: EvaluationBond, c: EvaluationBond) =>
      `yields of ${a.isin}, ${b.isin}, ${c.isin} side by side pls`,
    (a: EvaluationBond, b: EvaluationBond, c: EvaluationBond) =>
      `Put ${a.isin}, ${b.isin} and ${c.isin} next to each other - yield and price`,
  ];
  for (const [index, form] of threeForms.entries()) {
    const trio = [pick(credit, index + 101), pick(gilts, index + 103), pick(credit, index + 107)];
    add('compare', {
      question: form(trio[0]!, trio[1]!, trio[2]!),
      expect: {
        numbers: trio.map((bond) => ({
          label: `${bond.isin} yield`,
          value: bond.yieldPercent!,
          decimals: 2,
        })),
        isins: trio.map((bond) => bond.isin),
        mayState: (await Promise.all(trio.map(factsOf))).flat(),
      },
    });
  }

  // ── issuer ──────────────────────────────────────────────────────────────────────────────────────────────
  const issuers = [...new Set(sorted.map((bond) => bond.issuer))]
    .filter((issuer) => issuer !== 'Government of India')
    .sort();
  const issuerForms = [
    (i: string) => `what's outstanding from ${i}?`,
    (i: string) => `${i} ke kaunse bonds abhi outstanding hain?`,
    (i: string) => `List the bonds of ${i} that haven't matured`,
    (i: string) => `show me all paper issued by ${i}`,
    (i: string) => `${i} - outstanding issues?`,
    (i: string) => `How many bonds does ${i} have outstanding?`,
    (i: string) => `issuer lookup: ${i}`,
    (i: string) => `what has ${i} got outstanding in the market`,
    (i: string) => `Kindly list outstanding bonds of ${i}.`,
    (i: string) => `bonds by ${i}?`,
    (i: string) => `${i} outstanding paper pls`,
    (i: string) => `any bonds from ${i} still running?`,
  ];
  for (const [index, form] of issuerForms.entries()) {
    const issuer = pick(issuers, index + 113);
    const outstanding = sorted.filter((bond) => bond.issuer === issuer && bond.maturityDate > today);
    const sameCount = outstanding.every((bond) => bond.available);
    // The question drops "Limited" half the time, as a desk types it.
    const written = index % 2 ? issuer.replace(/ Limited$/, '') : issuer;
    add('issuer', {
      question: form(written),
      expect: {
        ...(sameCount
          ? { numbers: [{ label: 'outstanding bonds', value: outstanding.length, decimals: 0 }] }
          : { texts: [issuer.replace(/ Limited$/, '')] }),
        allowedIsins: new Set(sorted.filter((bond) => bond.issuer === issuer).map((bond) => bond.isin)),
        mayState: outstanding.flatMap((bond) => [
          ...(bond.yieldPercent === null ? [] : [{ label: 'yield', value: bond.yieldPercent, decimals: 4 }]),
          ...(bond.cleanPrice === null ? [] : [{ label: 'price', value: bond.cleanPrice, decimals: 4 }]),
          { label: 'coupon', value: bond.couponPercent, decimals: 4 },
          { label: 'available', value: outstanding.filter((other) => other.available).length, decimals: 0 },
        ]),
      },
    });
  }

  // ── curve ───────────────────────────────────────────────────────────────────────────────────────────────
  const point = (tenor: number): ExpectedNumber => ({
    label: `${tenor}y G-sec`,
    value: curve(tenor),
    decimals: 2,
  });
  const spread = (short: number, long: number): ExpectedNumber => ({
    label: `${short}s${long}s`,
    value: (curve(long) - curve(short)) * 100,
    decimals: 0,
  });
  const curveCases: [string, ExpectedNumber[], ExpectedNumber[]][] = [
    ['10y gilt kitna hai?', [point(10)], []],
    ['give me the gilt curve points at 2, 5 and 10 years', [point(2), point(5), point(10)], []],
    ['2s10s?', [spread(2, 10)], [point(2), point(10)]],
    ["what's the 5 year G-sec yield", [point(5)], []],
    ['where is the 30y on the govt curve?', [point(30)], []],
    ['5s10s spread pls', [spread(5, 10)], [point(5), point(10)]],
    ['3-year gilt yield?', [point(3)], []],
    ['What is the 7-year point on the G-sec curve?', [point(7)], []],
    ['1s5s on the gilt curve', [spread(1, 5)], [point(1), point(5)]],
    ['15y gsec yld', [point(15)], []],
    ['10s30s kitna hai', [spread(10, 30)], [point(10), point(30)]],
    ['Could you give me the 20-year government bond yield?', [point(20)], []],
  ];
  for (const [question, numbers, mayState] of curveCases)
    add('curve', { question, expect: { numbers, mayState: [...mayState, ...numbers] } });

  // ── bond spread ─────────────────────────────────────────────────────────────────────────────────────────
  const spreadForms = [
    (b: EvaluationBond) => `spread of ${b.isin} over the gilt curve?`,
    (b: EvaluationBond) => `${b.isin} pick-up over G-secs of the same tenor?`,
    (b: EvaluationBond) => `how many bps over govt is ${b.name}`,
    (b: EvaluationBond) => `${b.isin} ka spread over gsec kitna hai`,
    (b: EvaluationBond) => `What's the credit spread on ${b.isin} versus the G-sec curve?`,
    (b: EvaluationBond) => `spread vs gilts for ${b.isin} in bps`,
    (b: EvaluationBond) => `${b.name}: spread over the government curve?`,
    (b: EvaluationBond) => `How much does ${b.isin} pay over the sovereign curve?`,
    (b: EvaluationBond) => `g-spread ${b.isin}`,
    (b: EvaluationBond) => `Pick-up of ${b.isin} over the interpolated G-sec yield?`,
    (b: EvaluationBond) => `spread ovr gsec curve for ${b.isin}?`,
    (b: EvaluationBond) => `RM query: what's the spread of ${b.isin} over government bonds?`,
  ];
  for (const [index, form] of spreadForms.entries()) {
    const bond = pick(credit, index + 127);
    const curveYield = curve(yearsBetween(settlement, bond.maturityDate));
    add('bond spread', {
      question: form(bond),
      expect: {
        numbers: [{ label: 'spread bps', value: (bond.yieldPercent! - curveYield) * 100, decimals: 0 }],
        mayState: [{ label: 'curve yield', value: curveYield, decimals: 2 }, ...(await factsOf(bond))],
      },
    });
  }

  // ── activity ────────────────────────────────────────────────────────────────────────────────────────────
  const windowStart = addDays(today, -21);
  const traded: { bond: EvaluationBond; trades: Awaited<ReturnType<PlatformData['trades']>> }[] = [];
  for (const bond of sorted.filter((candidate) => candidate.isLiquid)) {
    const trades = await data.trades(bond.id, { from: windowStart, to: today });
    if (trades.filter((trade) => trade.yieldPercent !== null).length >= 2) traded.push({ bond, trades });
    if (traded.length >= 40) break;
  }
  const activityForms = [
    (b: EvaluationBond, f: string, t: string) =>
      `how did ${b.isin} trade between ${f} and ${t}? no. of trades and avg yield`,
    (b: EvaluationBond, f: string, t: string) =>
      `${b.name} trades from ${f} to ${t} - count and average yield?`,
    (b: EvaluationBond, f: string, t: string) =>
      `${b.isin} me ${f} se ${t} tak kitne trades hue, avg yield kya tha?`,
    (b: EvaluationBond, f: string, t: string) =>
      `How many times did ${b.isin} trade from ${f} to ${t}, and at what average yield?`,
    (b: EvaluationBond, f: string, t: string) =>
      `trade summary ${b.isin} ${f} - ${t}: number of trades, average yield`,
    (b: EvaluationBond, f: string, t: string) =>
      `Could you give me the trade count and average traded yield of ${b.isin} between ${f} and ${t}?`,
  ];
  for (let index = 0; index < 12; index += 1) {
    const entry = pick(traded, index + 131);
    const dated = entry.trades.map((trade) => trade.tradeDate).sort();
    const from = dated[0]!;
    const to = dated[dated.length - 1]!;
    const inRange = entry.trades.filter((trade) => trade.tradeDate >= from && trade.tradeDate <= to);
    const yields = inRange.flatMap((trade) => (trade.yieldPercent === null ? [] : [trade.yieldPercent]));
    const form = activityForms[index % activityForms.length]!;
    const [fromText, toText] =
      index % 2
        ? [dateIn.ordinal(from), `${dateIn.ordinal(to)} ${to.slice(0, 4)}`]
        : [dateIn.slashes(from), dateIn.slashes(to)];
    add('activity', {
      question: form(entry.bond, fromText, toText),
      expect: {
        numbers: [
          { label: 'trades', value: inRange.length, decimals: 0 },
          { label: 'average yield', value: average(yields), decimals: 2 },
        ],
        mayState: [
          ...inRange.flatMap((trade) => [
            ...(trade.yieldPercent === null
              ? []
              : [{ label: 'yield', value: trade.yieldPercent, decimals: 4 }]),
            ...(trade.cleanPrice === null ? [] : [{ label: 'price', value: trade.cleanPrice, decimals: 4 }]),
          ]),
          ...(await factsOf(entry.bond)),
        ],
      },
    });
  }

  // ── quotes (the researcher sees no quote: a clear refusal, no figures) ─────────────────────────────────
  const quoteForms = [
    (b: EvaluationBond) => `best bid on ${b.isin}?`,
    (b: EvaluationBond) => `what's the offer looking like for ${b.name}`,
    (b: EvaluationBond) => `depth for ${b.isin} pls`,
    (b: EvaluationBond) => `two-way on ${b.isin} kya hai?`,
    (b: EvaluationBond) => `Who is bidding for ${b.isin} and at what price?`,
    (b: EvaluationBond) => `best offer ${b.isin}`,
    (b: EvaluationBond) => `Can you show me the order book for ${b.isin}?`,
    (b: EvaluationBond) => `bid-ask on ${b.name}?`,
    (b: EvaluationBond) => `any quotes in ${b.isin} right now?`,
    (b: EvaluationBond) => `top bid and ask for ${b.isin}`,
    (b: EvaluationBond) => `${b.isin} ka best bid batao`,
    (b: EvaluationBond) => `What's the best offer price on ${b.isin} at the moment?`,
  ];
  for (const [index, form] of quoteForms.entries()) {
    const bond = pick(plain, index + 137);
    const depth = await data.depth(bond.id);
    const bids = depth.bids.flatMap((bid) => (bid.unit_clean_price === null ? [] : [bid.unit_clean_price]));
    const asks = depth.asks.flatMap((ask) => (ask.unit_clean_price === null ? [] : [ask.unit_clean_price]));
    add(
      'quotes',
      bids.length || asks.length
        ? {
            question: form(bond),
            expect: {
              numbers: [
                ...(bids.length ? [{ label: 'best bid', value: Math.max(...bids), decimals: 2 }] : []),
                ...(asks.length ? [{ label: 'best ask', value: Math.min(...asks), decimals: 2 }] : []),
              ],
            },
          }
        : { question: form(bond), expect: { texts: [refusalPhrases], noFigures: true } },
    );
  }

  // ── coupon ──────────────────────────────────────────────────────────────────────────────────────────────
  const couponBearing = plain.filter((bond) => bond.couponPercent > 0);
  const nextCouponForms = [
    (b: EvaluationBond) => `next coupon date on ${b.isin}?`,
    (b: EvaluationBond) => `${b.name} ka agla coupon kab hai?`,
    (b: EvaluationBond) => `When does ${b.isin} pay its next coupon?`,
    (b: EvaluationBond) => `nxt coupon ${b.isin}`,
    (b: EvaluationBond) => `What's the next interest payment date for ${b.isin}?`,
    (b: EvaluationBond) => `upcoming coupon on ${b.isin} - date pls`,
  ];
  for (const [index, form] of nextCouponForms.entries()) {
    const bond = pick(couponBearing, index + 149);
    const flows = await data.cashflows(bond.id, 1, settlement);
    const next = flows.find((flow) => flow.interest > 0)!;
    add('coupon', {
      question: form(bond),
      expect: {
        texts: [nextCouponDates(bond, settlement, next.date)],
        mayState: [{ label: 'coupon per unit', value: next.interest, decimals: 2 }, ...(await factsOf(bond))],
      },
    });
  }
  const inflowAmounts = [10 * crore, 5 * crore, 50 * lakh, 25 * crore, 2 * crore, 75 * lakh];
  const quarterStart = '2027-01-01';
  const quarterEnd = '2027-03-31';
  const inflowForms = [
    (b: EvaluationBond, a: string) =>
      `coupon inflow between 1 Jan 2027 and 31 Mar 2027 on ${a} of ${b.isin}?`,
    (b: EvaluationBond, a: string) =>
      `${a} of ${b.name}: how much coupon do I receive from 01/01/2027 to 31/03/2027?`,
    (b: EvaluationBond, a: string) =>
      `Jan 1, 2027 se Mar 31, 2027 tak ${a} ${b.isin} pe kitna coupon aayega?`,
    (b: EvaluationBond, a: string) => `Coupon income on ${a} face of ${b.isin} for 2027-01-01 to 2027-03-31?`,
    (b: EvaluationBond, a: string) =>
      `treasury q: interest receivable on ${a} ${b.isin} between 1st January 2027 and 31st March 2027`,
    (b: EvaluationBond, a: string) =>
      `how much interest will ${a} of ${b.isin} pay between 01-01-2027 and 31-03-2027?`,
  ];
  for (const [index, form] of inflowForms.entries()) {
    const amount = inflowAmounts[index]!;
    // A bond that pays a coupon in the quarter, so the figure asked for is not zero.
    let bond = pick(couponBearing, index + 157);
    let flows = await data.cashflows(bond.id, amount, settlement);
    for (
      let step = 1;
      !flows.some((flow) => flow.date >= quarterStart && flow.date <= quarterEnd && flow.interest > 0);
      step += 1
    ) {
      bond = pick(couponBearing, index + 157 + step * 11);
      flows = await data.cashflows(bond.id, amount, settlement);
    }
    const inQuarter = flows.filter((flow) => flow.date >= quarterStart && flow.date <= quarterEnd);
    add('coupon', {
      question: form(bond, amountText(amount)),
      expect: {
        numbers: [
          {
            label: 'coupon income',
            value: inQuarter.reduce((sum, flow) => sum + flow.interest, 0),
            decimals: 0,
          },
        ],
        mayState: [
          ...inQuarter.map((flow) => ({ label: 'coupon', value: flow.interest, decimals: 2 })),
          ...(await factsOf(bond)),
        ],
      },
    });
  }

  // ── cashflows ───────────────────────────────────────────────────────────────────────────────────────────
  const cashflowAmounts = [50 * lakh, crore, 5 * crore, 20 * lakh, 2 * crore, 10 * crore];
  const firstFlowForms = [
    (b: EvaluationBond, a: string) => `cash flows on ${a} of ${b.isin}`,
    (b: EvaluationBond, a: string) => `${b.name} ${a} ka cashflow schedule dikhao`,
    (b: EvaluationBond, a: string) => `Please show the cashflows I receive on ${a} face of ${b.isin}.`,
    (b: EvaluationBond, a: string) => `cashflow schedule ${b.isin}, ${a} holding`,
    (b: EvaluationBond, a: string) => `what flows do I get on ${a} of ${b.isin} till maturity?`,
    (b: EvaluationBond, a: string) => `cash flow projection for ${a} ${b.isin}`,
  ];
  for (const [index, form] of firstFlowForms.entries()) {
    const bond = pick(couponBearing, index + 163);
    const amount = cashflowAmounts[index]!;
    const flows = await data.cashflows(bond.id, amount, settlement);
    const first = flows[0]!;
    add('cashflows', {
      question: form(bond, amountText(amount)),
      expect: {
        numbers: [{ label: 'first cash flow', value: first.total, decimals: 0 }],
        texts: [dateForms(first.date)],
        mayState: [
          ...flows.flatMap((flow) => [
            { label: 'interest', value: flow.interest, decimals: 2 },
            { label: 'total', value: flow.total, decimals: 2 },
            { label: 'principal', value: flow.principal, decimals: 2 },
          ]),
          { label: 'flows', value: flows.length, decimals: 0 },
          ...(await factsOf(bond)),
        ],
      },
    });
  }
  const totalForms = [
    (b: EvaluationBond, a: string) => `total coupon till maturity on ${a} of ${b.isin}?`,
    (b: EvaluationBond, a: string) => `${a} ${b.isin} - sum of all remaining interest payments?`,
    (b: EvaluationBond, a: string) =>
      `How much interest in total will ${a} of ${b.name} pay until it matures?`,
  ];
  for (const [index, form] of totalForms.entries()) {
    const bond = pick(couponBearing, index + 173);
    const amount = cashflowAmounts[index + 2]!;
    const flows = await data.cashflows(bond.id, amount, settlement);
    add('cashflows', {
      question: form(bond, amountText(amount)),
      expect: {
        numbers: [
          {
            label: 'total interest',
            value: flows.reduce((sum, flow) => sum + flow.interest, 0),
            decimals: 0,
          },
        ],
        mayState: [
          ...flows.flatMap((flow) => [
            { label: 'interest', value: flow.interest, decimals: 2 },
            { label: 'total', value: flow.total, decimals: 2 },
            { label: 'principal', value: flow.principal, decimals: 2 },
          ]),
          { label: 'all flows', value: flows.reduce((sum, flow) => sum + flow.total, 0), decimals: 2 },
          { label: 'flows', value: flows.length, decimals: 0 },
          ...(await factsOf(bond)),
        ],
      },
    });
  }
  const redemptionForms = [
    (b: EvaluationBond, a: string) => `redemption date and amount on ${a} of ${b.isin}?`,
    (b: EvaluationBond, a: string) => `When do I get my principal back on ${a} ${b.isin}, and how much?`,
    (b: EvaluationBond, a: string) => `${b.isin} maturity proceeds for ${a} face`,
  ];
  for (const [index, form] of redemptionForms.entries()) {
    const bond = pick(couponBearing, index + 179);
    const amount = cashflowAmounts[(index + 3) % cashflowAmounts.length]!;
    const flows = await data.cashflows(bond.id, amount, settlement);
    const last = flows[flows.length - 1]!;
    add('cashflows', {
      question: form(bond, amountText(amount)),
      expect: {
        numbers: [{ label: 'principal at maturity', value: last.principal, decimals: 0 }],
        texts: [dateForms(last.date)],
        mayState: [
          ...flows.flatMap((flow) => [
            { label: 'interest', value: flow.interest, decimals: 2 },
            { label: 'total', value: flow.total, decimals: 2 },
            { label: 'principal', value: flow.principal, decimals: 2 },
          ]),
          ...(await factsOf(bond)),
        ],
      },
    });
  }

  // ── definition ──────────────────────────────────────────────────────────────────────────────────────────
  const definitions: [string, (string | string[])[], ExpectedNumber[]][] = [
    ["what's mod dur?", [['price', 'yield']], [{ label: '1%', value: 1, decimals: 0 }]],
    [
      'explain PV01',
      [['basis point', '0.01%', '1 bp', 'one bp']],
      [{ label: '0.01', value: 0.01, decimals: 2 }],
    ],
    ['YTC matlab kya?', [['call']], []],
    ['What is a step-up bond?', [['coupon']], []],
    ['what does accrued interest mean', [['coupon']], []],
    ['convexity kya hota hai?', [['duration', 'curvature']], []],
    ['What is an SDL?', [['state']], []],
    ['Explain Macaulay duration in simple terms', [['weighted', 'average']], []],
    ['clean vs dirty price?', [['accrued']], []],
    ["what's a floating rate bond", [['reset', 'benchmark', 'floating', 'variable']], []],
    ['What is yield to maturity?', [['return', 'discount', 'rate']], []],
    ['what is a zero coupon bond', [['discount']], []],
  ];
  for (const [question, texts, mayState] of definitions)
    add('definition', { question, expect: { texts, noFigures: true, mayState } });

  // ── follow-up ───────────────────────────────────────────────────────────────────────────────────────────
  {
    const bond = pick(credit, 191);
    const risk = await riskOf(bond);
    const facts = await factsOf(bond);
    const date = settlements[3]!;
    const priced = priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date });
    add(
      'follow-up',
      {
        question: `price of ${bond.isin}?`,
        expect: {
          numbers: [{ label: 'clean price', value: bond.cleanPrice!, decimals: 2 }],
          mayState: facts,
        },
      },
      {
        question: 'and its mod dur?',
        expect: {
          numbers: [{ label: 'modified duration', value: risk.modifiedDuration, decimals: 2 }],
          mayState: facts,
        },
      },
      {
        question: `accrued on it for ${dateIn.short(date)} settlement?`,
        expect: {
          numbers: [{ label: 'accrued', value: priced.accruedInterest, decimals: 2 }],
          mayState: [{ label: 'accrued days', value: priced.accruedDays, decimals: 0 }, ...facts],
        },
      },
    );
  }
  {
    const matched = tradable.filter(
      (bond) =>
        bond.issuerType === 'PSU' &&
        grade(bond) === 'AAA' &&
        year(bond) >= 2030 &&
        year(bond) <= 2032 &&
        bond.yieldPercent !== null,
    );
    const best = [...matched].sort((left, right) => right.yieldPercent! - left.yieldPercent!)[0]!;
    const allowed = new Set(matched.map((bond) => bond.isin));
    const mayState = matched.flatMap((bond) => [
      { label: 'yield', value: bond.yieldPercent!, decimals: 4 },
      ...(bond.cleanPrice === null ? [] : [{ label: 'price', value: bond.cleanPrice, decimals: 4 }]),
      { label: 'coupon', value: bond.couponPercent, decimals: 4 },
    ]);
    add(
      'follow-up',
      {
        question: 'AAA PSU bonds maturing 2030-2032',
        expect: {
          numbers: [{ label: 'matches', value: matched.length, decimals: 0 }],
          allowedIsins: allowed,
          mayState,
        },
      },
      {
        question: 'which of these yields the most?',
        expect: {
          numbers: [{ label: 'highest yield', value: best.yieldPercent!, decimals: 2 }],
          // Any bond tied at the highest yield is a right answer.
          texts: [matched.filter((bond) => bond.yieldPercent === best.yieldPercent).map((bond) => bond.isin)],
          allowedIsins: allowed,
          mayState,
        },
      },
    );
  }
  {
    const bond = pick(credit, 197);
    const curveYield = curve(yearsBetween(settlement, bond.maturityDate));
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `${bond.isin} ka YTM?`,
        expect: { numbers: [{ label: 'yield', value: bond.yieldPercent!, decimals: 2 }], mayState: facts },
      },
      {
        question: 'and the spread over gilts?',
        expect: {
          numbers: [{ label: 'spread bps', value: (bond.yieldPercent! - curveYield) * 100, decimals: 0 }],
          mayState: [{ label: 'curve yield', value: curveYield, decimals: 2 }, ...facts],
        },
      },
    );
  }
  {
    const first = pick(credit, 199);
    const second = pick(gilts, 211);
    const [firstRisk, secondRisk] = [await riskOf(first), await riskOf(second)];
    const longer = firstRisk.modifiedDuration >= secondRisk.modifiedDuration ? first : second;
    const mayState = [...(await factsOf(first)), ...(await factsOf(second))];
    add(
      'follow-up',
      {
        question: `compare ${first.isin} and ${second.isin}`,
        expect: {
          numbers: [
            { label: 'first yield', value: first.yieldPercent!, decimals: 2 },
            { label: 'second yield', value: second.yieldPercent!, decimals: 2 },
          ],
          isins: [first.isin, second.isin],
          mayState,
        },
      },
      {
        question: 'which one has the longer mod dur?',
        expect: {
          numbers: [
            {
              label: 'longer modified duration',
              value: (await riskOf(longer)).modifiedDuration,
              decimals: 2,
            },
          ],
          isins: [longer.isin],
          mayState,
        },
      },
    );
  }
  {
    const bond = pick(couponBearing, 223);
    const amount = 5 * crore;
    const flows = await data.cashflows(bond.id, amount, settlement);
    const next = flows.find((flow) => flow.interest > 0)!;
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `next coupon on ${bond.isin}?`,
        expect: { texts: [nextCouponDates(bond, settlement, next.date)], mayState: facts },
      },
      {
        question: 'how much is that on 5 cr face?',
        expect: { numbers: [{ label: 'coupon amount', value: next.interest, decimals: 0 }], mayState: facts },
      },
    );
  }
  {
    add(
      'follow-up',
      { question: '10y gilt?', expect: { numbers: [point(10)] } },
      { question: 'and the 5y?', expect: { numbers: [point(5)], mayState: [point(10)] } },
      { question: 'so 5s10s kitna?', expect: { numbers: [spread(5, 10)], mayState: [point(5), point(10)] } },
    );
  }
  {
    const bond = pick(gilts, 227);
    const date = settlements[5]!;
    const price = round(bond.cleanPrice! - 0.4, 2);
    const solved = yieldFromPrice(bond.terms!, { cleanPrice: price, settlementDate: date });
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `${bond.isin} at ${price.toFixed(2)}, settle ${dateIn.slashes(date)} - yield?`,
        expect: {
          numbers: [{ label: 'yield', value: solved.yield, decimals: 2 }],
          mayState: [
            { label: 'accrued', value: solved.accruedInterest, decimals: 2 },
            { label: 'dirty', value: solved.dirtyPrice, decimals: 2 },
            ...facts,
          ],
        },
      },
      {
        question: 'and PV01 on that bond per 100?',
        expect: {
          numbers: [{ label: 'PV01', value: (await riskOf(bond)).pv01, decimals: 4 }],
          mayState: facts,
        },
      },
    );
  }

  {
    const sdlsOf = (maturityYear: number) => (bond: EvaluationBond) =>
      bond.instrumentType === 'SDL' &&
      year(bond) === maturityYear &&
      bond.yieldPercent !== null &&
      bond.yieldPercent > 6.6;
    add(
      'follow-up',
      {
        question: 'SDLs maturing in 2031 yielding above 6.6%?',
        expect: screenExpectation('SDLs maturing in 2031 yielding above 6.6%?', sdlsOf(2031)),
      },
      { question: 'same for 2032', expect: screenExpectation('above 6.6%', sdlsOf(2032)) },
    );
  }
  {
    const trio = [pick(credit, 233), pick(gilts, 239), pick(credit, 241)];
    const mayState = (await Promise.all(trio.map(factsOf))).flat();
    add(
      'follow-up',
      {
        question: `compare ${trio[0]!.isin}, ${trio[1]!.isin} and ${trio[2]!.isin}`,
        expect: {
          numbers: trio.map((bond) => ({
            label: `${bond.isin} yield`,
            value: bond.yieldPercent!,
            decimals: 2,
          })),
          isins: trio.map((bond) => bond.isin),
          mayState,
        },
      },
      {
        question: 'mod dur of the second one I mentioned?',
        expect: {
          numbers: [
            { label: 'modified duration', value: (await riskOf(trio[1]!)).modifiedDuration, decimals: 2 },
          ],
          mayState,
        },
      },
    );
  }

  // ── unknown ─────────────────────────────────────────────────────────────────────────────────────────────
  const fakeIsins: string[] = [];
  for (let seed = 7; fakeIsins.length < 6; seed += 1) {
    const candidate =
      `INE${String((seed * 7919) % 1000).padStart(3, '0')}Z${String((seed * 104729) % 100000).padStart(5, '0')}Q`.slice(
        0,
        12,
      );
    if (!universe.has(candidate)) fakeIsins.push(candidate);
  }
  const unknownQuestions = [
    `what's the mod dur on ${fakeIsins[0]}?`,
    `price of ${fakeIsins[1]} pls`,
    `${fakeIsins[2]} ka yield batao`,
    `Next coupon on ${fakeIsins[3]}?`,
    `accrued on ${fakeIsins[4]} for settlement ${dateIn.short(settlements[0]!)}`,
    `cash flows on 1 cr of ${fakeIsins[5]}`,
    "what's outstanding from Vasundhara Infra Finance Limited?",
    'spread of Kaveri Tidal Power 2031 bonds over gilts?',
    'show me bonds of Narmada Coastal Housing Finance',
    'Price of 9.37% Zenith Ports 2032?',
    'how did Trimurti Agro Credit paper trade from 16 Nov to 20 Nov 2026?',
    'PV01 of the Godavari Tidal Energy 2029 NCD?',
  ];
  for (const question of unknownQuestions)
    add('unknown', {
      question,
      // Restating the question's own figures ("no bond named 9.37% Zenith Ports 2032") invents nothing.
      expect: {
        texts: [notFoundPhrases],
        noFigures: true,
        mayState: [...question.matchAll(/\d+(?:\.\d+)?/g)].map((match) => ({
          label: 'stated',
          value: Number(match[0]),
          decimals: (match[0].split('.')[1] ?? '').length,
        })),
      },
    });

  // ── decline ─────────────────────────────────────────────────────────────────────────────────────────────
  const tipBond = pick(credit, 229);
  const declines = [
    'will RBI cut repo in the February 2027 policy? batao',
    `should I buy ${tipBond.isin} for my client?`,
    'where will the 10y gilt be by March 2027?',
    'Which bond will give the best returns next year?',
    'is it a good time to go long duration?',
    'predict the 5 year G-sec yield for next quarter',
    `sell karu ya hold karu ${tipBond.isin}?`,
    'Can you recommend 3 bonds for an insurance portfolio?',
    'Will spreads on AAA PSU paper widen in 2027?',
    'give me a hot tip for this week pls',
    'What will inflation be next year and how will bonds react?',
    'Should our treasury switch from SDLs to corporate bonds now?',
  ];
  for (const question of declines)
    add('decline', { question, expect: { texts: [declinePhrases], noFigures: true } });

  return splitIntoHalves(conversations);
}
