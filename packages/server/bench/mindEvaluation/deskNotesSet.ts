// MIND's desk-notes evaluation (issue 34): a fourth held-out set, written without reading MIND's code
// (`src/mind/`), its tests, the tuned set (`questionSet.ts`) or the questions of the held-out, researcher and
// treasury sets. The questions are phrased the way people outside the dealing room write to an analyst: credit
// analysts at rating agencies and research houses, risk managers and middle office (limits, PV01 of a position,
// revaluation), compliance officers checking trades and prices, financial journalists, and retail investors and
// first-time buyers. Plain English, often long, with context before the question and polite padding; bonds named by
// issuer, coupon and year rather than ISIN; amounts and rates written "Rs 2,50,00,000", "₹5cr", "25 basis points",
// "6 3/4 percent"; British and American spellings; and multi-turn conversations that say "it", "that one", "the
// second", "same for …". Bonds and issuers are picked deterministically from the data with a scramble of its own
// (multiplier 131, offset 17), so the set survives reseeding. Every expected answer is computed from the platform's
// data API (through `PlatformData`) and `@bondkit/core/pricing`, never from MIND's answers: an expectation is
// changed only when it is wrong about the data.
//
// Each case is tagged `dev` or `test`: within each category, conversations alternate between the halves (the
// turns of one conversation share a half). MIND is improved from the dev half's misses only; the test half
// measures once whether that generalises, so its misses are never read while tuning.
import { priceFromYield, riskMeasures, yieldFromPrice } from '@bondkit/core/pricing';
import {
  addDays,
  average,
  type Conversation,
  crore,
  dateForms,
  declinePhrases,
  lakh,
  marketBasics,
  monthLong,
  monthShort,
  nextWeekday,
  notFoundPhrases,
  parts,
  quoteRefusalPhrases,
  ratingGrade,
  round,
  scrambledPick,
  splitIntoHalves,
  type Turn,
  weekday,
  yearsBetween,
} from './caseHelpers';
import type { EvaluationCase, Expectation, ExpectedNumber } from './expectations';
import type { EvaluationBond, EvaluationRisk, EvaluationTrade, PlatformData } from './platformData';

/** The desk-notes set's own scramble (multiplier 131, offset 17). */
const pick = scrambledPick('desk-notes', 131, 17);

const figure = (label: string, value: number, decimals: number): ExpectedNumber => ({
  label,
  value,
  decimals,
});

/** Every number a text states, as a figure the answer may restate without inventing it. */
function statedIn(text: string): ExpectedNumber[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) =>
    figure('stated', Number(match[0]), (match[0].split('.')[1] ?? '').length),
  );
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** How these writers put a date: 'Thursday 3 December', 'December 3rd, 2026', '3rd of December 2026', '03.12.2026'. */
const dateWritten = [
  (iso: string) => `${weekdayNames[weekday(iso)]} ${parts(iso)[2]} ${monthLong[parts(iso)[1] - 1]}`,
  (iso: string) => `${monthLong[parts(iso)[1] - 1]} ${parts(iso)[2]}, ${parts(iso)[0]}`,
  (iso: string) => `${parts(iso)[2]} ${monthLong[parts(iso)[1] - 1]} ${parts(iso)[0]}`,
  (iso: string) => iso.split('-').reverse().join('/'),
  (iso: string) => `${parts(iso)[2]} ${monthShort[parts(iso)[1] - 1]} ${parts(iso)[0]}`,
  (iso: string) => iso,
];

/** Amounts of face value as these writers put them: 'Rs 2,50,00,000', '₹5cr', '75 lakh rupees', 'INR 1.5 crore'. */
const amountWritten = [
  (rupees: number) => `Rs ${rupees.toLocaleString('en-IN')}`,
  (rupees: number) => `₹${rupees / crore}cr`,
  (rupees: number) => (rupees >= crore ? `${rupees / crore} crore rupees` : `${rupees / lakh} lakh rupees`),
  (rupees: number) => (rupees >= crore ? `INR ${rupees / crore} crore` : `INR ${rupees / lakh} lakh`),
  (rupees: number) => `₹ ${rupees.toLocaleString('en-IN')}`,
  (rupees: number) => (rupees >= crore ? `Rs. ${rupees / crore} cr` : `Rs. ${rupees / lakh} lakh`),
];

/** '6 3/4' for 6.75: a rate written as a fraction. */
function fractionText(value: number): string {
  const whole = Math.floor(value);
  const fraction = { 0.25: '1/4', 0.5: '1/2', 0.75: '3/4' }[round(value - whole, 2)];
  return fraction ? `${whole} ${fraction}` : value.toFixed(2);
}

/** Builds the desk-notes cases from the data API's answers, each tagged with its half. */
export async function buildDeskNotesSet(
  data: PlatformData,
  bonds: readonly EvaluationBond[],
  today: string,
): Promise<EvaluationCase[]> {
  const conversations: Conversation[] = [];
  const add = (category: string, ...turns: Turn[]) => conversations.push({ category, turns });
  const { sorted, universe, settlement, curve } = marketBasics(bonds, today);

  const plain = sorted.filter(
    (bond) =>
      bond.available &&
      bond.terms !== null &&
      bond.yieldPercent !== null &&
      bond.cleanPrice !== null &&
      bond.structure === 'PLAIN' &&
      ['CORPORATE', 'PSU', 'SDL', 'GSEC'].includes(bond.instrumentType) &&
      yearsBetween(today, bond.maturityDate) > 1.5,
  );
  const corporates = plain.filter((bond) => ['CORPORATE', 'PSU'].includes(bond.instrumentType));
  const states = plain.filter((bond) => bond.instrumentType === 'SDL');
  const gilts = plain.filter((bond) => bond.instrumentType === 'GSEC');
  const quarterCoupons = plain.filter((bond) => bond.couponPercent > 0 && (bond.couponPercent * 4) % 1 === 0);

  /** The issuer as people say it: 'Vindhya Chemicals', 'Goa' for a state, 'Government of India'. */
  const issuerShort = (issuer: string) =>
    issuer.replace(/ Limited$/, '').replace(/^State Government of /, '');
  const year = (bond: EvaluationBond) => Number(bond.maturityDate.slice(0, 4));
  const kindWord = (bond: EvaluationBond) =>
    bond.instrumentType === 'GSEC' ? 'G-sec' : bond.instrumentType === 'SDL' ? 'SDL' : 'bond';
  /**
   * A bond by issuer, coupon and year ('the Vindhya Chemicals 7.46% 2031 bond'), as a journalist or investor
   * names it; its name when another bond of the issuer has the same coupon and year.
   */
  function byIssuer(bond: EvaluationBond, coupon = `${bond.couponPercent.toFixed(2)}%`): string {
    const twins = bonds.filter(
      (other) =>
        other.issuer === bond.issuer &&
        other.couponPercent === bond.couponPercent &&
        year(other) === year(bond),
    );
    if (twins.length > 1) return bond.name;
    return `the ${issuerShort(bond.issuer)} ${coupon} ${year(bond)} ${kindWord(bond)}`;
  }

  const riskCache = new Map<number, EvaluationRisk>();
  async function riskOf(bond: EvaluationBond): Promise<EvaluationRisk> {
    const cached = riskCache.get(bond.id);
    if (cached) return cached;
    const risk = await data.risk(bond.id);
    riskCache.set(bond.id, risk);
    return risk;
  }
  /** Every true figure of a bond an answer may state unasked. */
  async function factsOf(bond: EvaluationBond): Promise<ExpectedNumber[]> {
    const risk = await riskOf(bond);
    return [
      figure('modified duration', risk.modifiedDuration, 2),
      figure('Macaulay duration', risk.macaulayDuration, 2),
      figure('convexity', risk.convexity, 2),
      figure('PV01', risk.pv01, 4),
      figure('accrued', risk.accruedInterest, 4),
      figure('clean price', risk.cleanPrice, 4),
      figure('yield', risk.yieldPercent, 4),
      figure('dirty price', risk.cleanPrice + risk.accruedInterest, 4),
      figure('coupon', bond.couponPercent, 4),
      ...(bond.yieldPercent === null ? [] : [figure('market yield', bond.yieldPercent, 4)]),
      ...(bond.cleanPrice === null ? [] : [figure('market price', bond.cleanPrice, 4)]),
    ];
  }
  /**
   * The PV01 of a position in rupees, from the pricing engine at the market yield and the risk API's settlement:
   * the API's PV01 per 100 is rounded to 6 decimals, which a 40-crore position would magnify to rupees.
   */
  async function rupeePv01(bond: EvaluationBond, amount: number): Promise<number> {
    const risk = await riskOf(bond);
    const measures = riskMeasures(bond.terms!, {
      yield: risk.yieldPercent,
      settlementDate: risk.settlementDate,
    });
    return (measures.pv01 * amount) / 100;
  }
  const curveSpread = (bond: EvaluationBond) =>
    (bond.yieldPercent! - curve(yearsBetween(settlement, bond.maturityDate))) * 100;

  // Settlement dates a question names: business days from T+2 to about three weeks out, Christmas avoided.
  const settlements: string[] = [];
  for (let date = settlement; settlements.length < 12;) {
    date = nextWeekday(date);
    if (!['12-25', '01-01', '01-26'].includes(date.slice(5))) settlements.push(date);
  }
  const dated = (index: number) => settlements[(index * 5 + 3) % settlements.length]!;
  const written = (iso: string, index: number) => dateWritten[index % dateWritten.length]!(iso);

  // ── price ───────────────────────────────────────────────────────────────────────────────────────────────
  const marketPriceForms = [
    (b: EvaluationBond) => `Could you please tell me the current clean price of ${b.isin}?`,
    (b: EvaluationBond) =>
      `I'm writing a piece on state borrowing costs for tomorrow's paper. What is ${b.name} trading at today?`,
    (b: EvaluationBond) =>
      `Hello, I'm new to bonds. My bank suggested ${byIssuer(b)}. What does it cost right now, per 100 of face value?`,
    (b: EvaluationBond) =>
      `For our month-end revaluation I need the platform's market price for ${b.isin}. What is it, please?`,
    (b: EvaluationBond) =>
      `Compliance check on a deal ticket: what clean price does the market show for ${byIssuer(b)}?`,
    (b: EvaluationBond) => `What is the market price of ${b.name}?`,
  ];
  for (const [index, form] of marketPriceForms.entries()) {
    const pool = [corporates, states, corporates, gilts, corporates, corporates][index]!;
    const bond = pick(pool, index + 3);
    add('price', {
      question: form(bond),
      expect: { numbers: [figure('clean price', bond.cleanPrice!, 2)], mayState: await factsOf(bond) },
    });
  }
  const priceAtYieldForms: ((b: EvaluationBond, y: string, d: string) => string)[] = [
    (b, y, d) =>
      `Our model has ${b.isin} at a yield of ${y}%. Could you work out the clean price for settlement on ${d}?`,
    (b, y, d) => `What would ${byIssuer(b)} be worth, clean, at a yield of ${y} percent, settling ${d}?`,
    (b, y, d) =>
      `Kindly compute the clean price of ${b.name} if it were to yield ${y}% for value ${d}. Thank you.`,
    (b, y, d) =>
      `If the yield on ${b.isin} moved to ${y}%, what would the clean price be for settlement ${d}?`,
  ];
  for (const [index, form] of priceAtYieldForms.entries()) {
    const bond = pick(index % 2 ? corporates : plain, index + 9);
    const yieldPercent = round(bond.yieldPercent! + [0.12, -0.18, 0.3, -0.07][index]!, 2);
    const date = dated(index);
    const priced = priceFromYield(bond.terms!, { yield: yieldPercent, settlementDate: date });
    add('price', {
      question: form(bond, yieldPercent.toFixed(2), written(date, index)),
      expect: {
        numbers: [figure('clean price', priced.cleanPrice, 2)],
        mayState: [
          figure('dirty price', priced.dirtyPrice, 2),
          figure('accrued', priced.accruedInterest, 2),
          figure('accrued days', priced.accruedDays, 0),
          ...(await factsOf(bond)),
        ],
      },
    });
  }
  {
    // A yield written as a fraction, and a yield written as a shift in basis points from the market's.
    const bond = pick(corporates, 14);
    const yieldPercent = round(Math.round(bond.yieldPercent! * 4) / 4 + 0.25, 2);
    const date = dated(7);
    const priced = priceFromYield(bond.terms!, { yield: yieldPercent, settlementDate: date });
    add('price', {
      question: `At ${fractionText(yieldPercent)} percent, what clean price would ${bond.isin} trade at for settlement on ${written(date, 2)}?`,
      expect: {
        numbers: [figure('clean price', priced.cleanPrice, 2)],
        mayState: [
          figure('dirty price', priced.dirtyPrice, 2),
          figure('accrued', priced.accruedInterest, 2),
          figure('yield', yieldPercent, 2),
          ...(await factsOf(bond)),
        ],
      },
    });
    const shifted = pick(gilts, 15);
    const shiftedYield = round(shifted.yieldPercent! + 0.25, 4);
    const shiftedDate = dated(8);
    const shiftedPrice = priceFromYield(shifted.terms!, { yield: shiftedYield, settlementDate: shiftedDate });
    add('price', {
      question: `Stress scenario for our risk report: ${shifted.name} currently yields ${shifted.yieldPercent!.toFixed(2)}%. What is its clean price at ${shiftedYield.toFixed(2)}% (25 basis points higher), settlement ${written(shiftedDate, 4)}?`,
      expect: {
        numbers: [figure('clean price', shiftedPrice.cleanPrice, 2)],
        mayState: [
          figure('dirty price', shiftedPrice.dirtyPrice, 2),
          figure('accrued', shiftedPrice.accruedInterest, 2),
          ...(await factsOf(shifted)),
        ],
      },
    });
  }

  {
    // A coupon written as a fraction ("6 3/4 percent"), as a retail investor reads it off a term sheet.
    const bond = pick(
      quarterCoupons.filter((candidate) => ['CORPORATE', 'PSU'].includes(candidate.instrumentType)),
      16,
    );
    add('price', {
      question: `What is the current price of ${byIssuer(bond, `${fractionText(bond.couponPercent)} percent`)}?`,
      expect: { numbers: [figure('clean price', bond.cleanPrice!, 2)], mayState: await factsOf(bond) },
    });
  }

  // ── yield at price ──────────────────────────────────────────────────────────────────────────────────────
  const yieldAtPriceForms: ((b: EvaluationBond, p: string, d: string) => string)[] = [
    (b, p, d) =>
      `A client bought ${b.isin} at a clean price of ${p} for settlement on ${d}. Could you confirm the yield that works out to?`,
    (b, p, d) => `If I pay Rs ${p} per 100 for ${byIssuer(b)}, settling ${d}, what yield do I actually earn?`,
    (b, p, d) =>
      `We are checking an off-market trade report: ${b.name} dealt at ${p}, value date ${d}. What yield does that price imply?`,
    (b, p, d) => `What is the yield to maturity of ${b.isin} at ${p}, settlement ${d}?`,
    (b, p, d) =>
      `I'm a first-time investor. The app shows ${byIssuer(b)} at ${p}. If I buy it for settlement on ${d}, what is my annual return (YTM)?`,
    (b, p, d) =>
      `For the valuation committee, please compute the yield of ${b.isin} at a clean price of ${p} with settlement ${d}.`,
    (b, p, d) => `Could you kindly tell me what yield ${p} on ${b.name} corresponds to, for ${d} settlement?`,
    (b, p, d) => `Trade surveillance question: ${b.isin} printed at ${p} for settlement ${d}. Implied yield?`,
    (b, p, d) =>
      `Suppose I purchase ${byIssuer(b)} at ${p} clean with settlement on ${d}. What is the resulting yield?`,
    (b, p, d) => `What yield does a price of ${p} give on ${b.isin} (settling ${d})?`,
    (b, p, d) =>
      `Our rating committee note quotes ${b.name} at ${p}. At that price, and settlement ${d}, what is the YTM?`,
    (b, p, d) => `Please calculate the YTM for ${b.isin} priced at ${p}, value ${d}.`,
  ];
  const priceShifts = [-0.65, 0.4, -1.05, 0.7, -0.3, 1.25, -0.85, 0.15, -1.4, 0.55, -0.2, 0.95];
  for (const [index, form] of yieldAtPriceForms.entries()) {
    const bond = pick([corporates, gilts, states][index % 3]!, index + 21);
    const price = round(bond.cleanPrice! + priceShifts[index]!, 2);
    const date = dated(index + 2);
    const solved = yieldFromPrice(bond.terms!, { cleanPrice: price, settlementDate: date });
    add('yield at price', {
      question: form(bond, price.toFixed(2), written(date, index + 1)),
      expect: {
        numbers: [figure('yield', solved.yield, 2)],
        mayState: [
          figure('dirty price', solved.dirtyPrice, 2),
          figure('accrued', solved.accruedInterest, 2),
          figure('accrued days', solved.accruedDays, 0),
          ...(await factsOf(bond)),
        ],
      },
    });
  }

  // ── accrued ─────────────────────────────────────────────────────────────────────────────────────────────
  const accruedForms: ((b: EvaluationBond, d: string) => string)[] = [
    (b, d) => `Could you tell me the accrued interest per 100 face on ${b.isin} for settlement on ${d}?`,
    (b, d) => `How much interest has accrued on ${byIssuer(b)} as of a ${d} settlement?`,
    (b, d) =>
      `Middle office here, reconciling a ticket: what accrued interest per 100 should ${b.name} carry for value ${d}?`,
    (b, d) =>
      `When I buy ${b.isin} settling ${d}, I'm told I must pay the seller some interest. How much is that per 100?`,
    (b, d) => `Accrued interest on ${byIssuer(b)}, settlement ${d}, please.`,
    (b, d) => `What is the accrued interest on ${b.isin} for ${d} settlement?`,
  ];
  for (const [index, form] of accruedForms.entries()) {
    const bond = pick(index % 2 ? gilts : corporates, index + 33);
    const date = dated(index + 4);
    const priced = priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date });
    add('accrued', {
      question: form(bond, written(date, index + 2)),
      expect: {
        numbers: [figure('accrued per 100', priced.accruedInterest, 2)],
        mayState: [
          figure('accrued days', priced.accruedDays, 0),
          figure('dirty price', priced.dirtyPrice, 2),
          ...(await factsOf(bond)),
        ],
      },
    });
  }
  const accruedAmounts = [2.5 * crore, 5 * crore, 75 * lakh, 15 * crore, 40 * lakh, 1 * crore];
  const accruedAmountForms: ((b: EvaluationBond, a: string, d: string) => string)[] = [
    (b, a, d) =>
      `We are settling a sale of ${a} face of ${b.isin} on ${d}. What is the accrued interest amount in rupees?`,
    (b, a, d) => `How much accrued interest would a buyer pay on ${a} of ${byIssuer(b)} for settlement ${d}?`,
    (b, a, d) =>
      `Compliance is checking the consideration on a trade of ${a} face value in ${b.name}, value date ${d}. What should the accrued interest come to?`,
    (b, a, d) => `Accrued interest on a ${a} holding of ${b.isin}, settling ${d}?`,
    (b, a, d) =>
      `I plan to buy ${a} of ${byIssuer(b)} with settlement on ${d}. How many rupees of accrued interest will be added?`,
    (b, a, d) =>
      `Please work out the rupee accrued interest on ${a} face of ${b.isin} for settlement on ${d}.`,
  ];
  for (const [index, form] of accruedAmountForms.entries()) {
    const bond = pick(index % 2 ? states : corporates, index + 39);
    const date = dated(index + 6);
    const amount = accruedAmounts[index]!;
    const priced = priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date });
    add('accrued', {
      question: form(bond, amountWritten[index % amountWritten.length]!(amount), written(date, index + 3)),
      expect: {
        numbers: [figure('accrued rupees', (priced.accruedInterest * amount) / 100, 0)],
        mayState: [
          figure('accrued per 100', priced.accruedInterest, 4),
          figure('accrued days', priced.accruedDays, 0),
          ...(await factsOf(bond)),
        ],
      },
    });
  }

  // ── risk ────────────────────────────────────────────────────────────────────────────────────────────────
  type RiskKey = 'modifiedDuration' | 'macaulayDuration' | 'convexity' | 'pv01';
  const riskForms: [RiskKey, number, (b: EvaluationBond) => string][] = [
    ['modifiedDuration', 2, (b) => `Could you please tell me the modified duration of ${b.isin}?`],
    ['pv01', 4, (b) => `What is the PV01 per 100 face of ${byIssuer(b)}?`],
    [
      'macaulayDuration',
      2,
      (b) => `For a rating report I need the Macaulay duration of ${b.name}. What is it?`,
    ],
    ['convexity', 2, (b) => `What is the convexity of ${b.isin}?`],
    [
      'modifiedDuration',
      2,
      (b) => `How sensitive is ${byIssuer(b)} to interest rates? Its modified duration, please.`,
    ],
    ['pv01', 4, (b) => `Price value of a basis point for ${b.isin}, per 100 of face value?`],
    ['macaulayDuration', 2, (b) => `What's the Macaulay duration on ${b.isin}?`],
    [
      'modifiedDuration',
      2,
      (b) => `I keep reading about "duration". What is the modified duration of ${b.name}?`,
    ],
  ];
  for (const [index, [key, decimals, form]] of riskForms.entries()) {
    const bond = pick([corporates, gilts, states, corporates][index % 4]!, index + 51);
    const risk = await riskOf(bond);
    add('risk', {
      question: form(bond),
      expect: { numbers: [figure(key, risk[key], decimals)], mayState: await factsOf(bond) },
    });
  }
  const positionSizes = [2.5 * crore, 5 * crore, 40 * crore, 12 * crore];
  const positionForms: ((b: EvaluationBond, a: string) => string)[] = [
    (b, a) =>
      `Market risk limits check: we hold ${a} face of ${b.isin}. What is the PV01 of that position in rupees?`,
    (b, a) => `What is the rupee PV01 of a ${a} position in ${byIssuer(b)}?`,
    (b, a) =>
      `Our desk's PV01 limit is tight. How much would a ${a} holding of ${b.name} lose, in rupees, for a one basis point rise in yield?`,
    (b, a) => `Please compute the position PV01 for ${a} face value of ${b.isin}.`,
  ];
  for (const [index, form] of positionForms.entries()) {
    const bond = pick(index % 2 ? gilts : corporates, index + 61);
    const amount = positionSizes[index]!;
    add('risk', {
      question: form(bond, amountWritten[(index + 1) % amountWritten.length]!(amount)),
      expect: {
        numbers: [figure('rupee PV01', await rupeePv01(bond, amount), 0)],
        mayState: await factsOf(bond),
      },
    });
  }

  // ── screen ──────────────────────────────────────────────────────────────────────────────────────────────
  const tradable = sorted.filter((bond) => bond.available);
  const gradeOf = (bond: EvaluationBond) => ratingGrade(bond.rating);
  const yieldAbove = (bond: EvaluationBond, floor: number) =>
    bond.yieldPercent !== null && bond.yieldPercent > floor;
  /**
   * A screen's expectation: its count of tradable matches and no other bond. A bond exactly on a yield threshold
   * ("above 7.5%") may be counted or not.
   */
  function screenExpectation(question: string, matches: (bond: EvaluationBond) => boolean): Expectation {
    const strict = tradable.filter(matches);
    const threshold =
      /(?:above|over|more than|greater than|at least)\s+(\d+(?:\.\d+)?)\s*(?:%|percent|per cent)/i.exec(
        question,
      );
    const onThreshold = threshold
      ? tradable.filter(
          (bond) =>
            !matches(bond) &&
            bond.yieldPercent === Number(threshold[1]) &&
            matches({ ...bond, yieldPercent: bond.yieldPercent + 1e-6 }),
        )
      : [];
    const all = [...strict, ...onThreshold];
    if (all.length === 0) return { texts: [notFoundPhrases], noFigures: true, mayState: statedIn(question) };
    return {
      ...(onThreshold.length === 0
        ? { numbers: [figure('matches', strict.length, 0)] }
        : { texts: [[`${strict.length} `, `${all.length} `, `**${strict.length}**`, `**${all.length}**`]] }),
      allowedIsins: new Set(all.map((bond) => bond.isin)),
      mayState: [
        ...statedIn(question),
        figure('count', strict.length, 0),
        figure('count', all.length, 0),
        ...all.flatMap((bond) => [
          ...(bond.yieldPercent === null ? [] : [figure('yield', bond.yieldPercent, 4)]),
          ...(bond.cleanPrice === null ? [] : [figure('price', bond.cleanPrice, 4)]),
          figure('coupon', bond.couponPercent, 4),
        ]),
      ],
    };
  }
  const screens: [string, (bond: EvaluationBond) => boolean][] = [
    [
      'For a sector report, could you list the AAA-rated telecom bonds that mature between 2030 and 2033?',
      (b) => b.sector === 'Telecom' && gradeOf(b) === 'AAA' && year(b) >= 2030 && year(b) <= 2033,
    ],
    ['Which bonds rated CARE AA- are available on the platform?', (b) => b.rating === 'CARE AA-'],
    [
      'I would like a list of microfinance bonds yielding more than 10 percent, please.',
      (b) => b.sector === 'Microfinance' && yieldAbove(b, 10),
    ],
    [
      'Show me the amortising bonds issued by PSUs.',
      (b) => b.structure === 'AMORTISING' && b.issuerType === 'PSU',
    ],
    [
      'Are there any zero-coupon bonds from NBFCs maturing after 2030?',
      (b) => b.structure === 'ZERO_COUPON' && b.issuerType === 'NBFC' && year(b) > 2030,
    ],
    [
      'We are reviewing our exposure to cement companies. Which cement bonds rated AA or AA+ mature in 2029 or 2030?',
      (b) =>
        b.sector === 'Cement' &&
        ['AA', 'AA+'].includes(gradeOf(b) ?? '') &&
        year(b) >= 2029 &&
        year(b) <= 2030,
    ],
    ['Which railway sector bonds are there?', (b) => b.sector === 'Railways'],
    [
      'Please find the step-up bonds in the real estate sector.',
      (b) => b.structure === 'STEP_UP' && b.sector === 'Real Estate',
    ],
    [
      'List the state development loans of Kerala maturing between 2035 and 2040.',
      (b) => b.issuer === 'State Government of Kerala' && year(b) >= 2035 && year(b) <= 2040,
    ],
    ['Which bonds rated A+ (any agency) yield above 9.5%?', (b) => gradeOf(b) === 'A+' && yieldAbove(b, 9.5)],
    [
      'Could you screen for callable bonds from the power sector maturing before 2032?',
      (b) => b.structure === 'CALLABLE' && b.sector === 'Power' && year(b) < 2032,
    ],
    [
      'What pharmaceutical company bonds rated BWR A- or IND A- can I buy?',
      (b) => b.sector === 'Pharmaceuticals' && ['BWR A-', 'IND A-'].includes(b.rating ?? ''),
    ],
    [
      'Which treasury bills mature in February 2027?',
      (b) => b.instrumentType === 'TBILL' && b.maturityDate.slice(0, 7) === '2027-02',
    ],
  ];
  for (const [question, matches] of screens)
    add('screen', { question, expect: screenExpectation(question, matches) });

  // ── compare ─────────────────────────────────────────────────────────────────────────────────────────────
  const compareForms: ((a: EvaluationBond, b: EvaluationBond) => string)[] = [
    (a, b) => `Could you compare the yields of ${a.isin} and ${b.isin} for me?`,
    (a, b) => `Which pays the higher yield: ${byIssuer(a)} or ${byIssuer(b)}?`,
    (a, b) =>
      `For a client note I'm weighing ${a.name} against ${b.name}. Which one yields more at today's prices?`,
    (a, b) => `Is ${a.isin} cheaper or dearer than ${b.isin} on yield?`,
    (a, b) => `How do ${a.isin} and ${b.name} compare on yield to maturity?`,
    (a, b) =>
      `I'm deciding where to put my savings and want to understand the numbers: how does ${byIssuer(a)} compare with ${byIssuer(b)} on yield?`,
  ];
  for (const [index, form] of compareForms.entries()) {
    const first = pick(corporates, index + 71);
    const second = pick(index % 2 ? gilts : states, index + 77);
    add('compare', {
      question: form(first, second),
      expect: {
        numbers: [
          figure(`${first.isin} yield`, first.yieldPercent!, 2),
          figure(`${second.isin} yield`, second.yieldPercent!, 2),
        ],
        mayState: [...(await factsOf(first)), ...(await factsOf(second))],
      },
    });
  }
  const durationCompareForms: ((a: EvaluationBond, b: EvaluationBond) => string)[] = [
    (a, b) =>
      `Which carries more interest-rate risk, ${a.isin} or ${b.isin}? Please give both modified durations.`,
    (a, b) => `Compare the modified duration of ${byIssuer(a)} with that of ${byIssuer(b)}.`,
    (a, b) => `Modified durations of ${a.isin} and ${b.isin} side by side, please.`,
  ];
  for (const [index, form] of durationCompareForms.entries()) {
    const first = pick(corporates, index + 83);
    const second = pick(gilts, index + 87);
    add('compare', {
      question: form(first, second),
      expect: {
        numbers: [
          figure(`${first.isin} modified duration`, (await riskOf(first)).modifiedDuration, 2),
          figure(`${second.isin} modified duration`, (await riskOf(second)).modifiedDuration, 2),
        ],
        mayState: [...(await factsOf(first)), ...(await factsOf(second))],
      },
    });
  }
  const manyForms: ((group: EvaluationBond[]) => string)[] = [
    (g) => `Please compare ${g[0]!.isin}, ${g[1]!.isin} and ${g[2]!.isin} on yield.`,
    (g) => `Could you line up ${g.map((b) => b.isin).join(', ')} and tell me their yields?`,
    (g) => `How do ${byIssuer(g[0]!)}, ${byIssuer(g[1]!)} and ${byIssuer(g[2]!)} compare?`,
  ];
  for (const [index, form] of manyForms.entries()) {
    const group = [pick(corporates, index + 91), pick(states, index + 93), pick(gilts, index + 97)];
    if (index === 1) group.push(pick(corporates, index + 99));
    add('compare', {
      question: form(group),
      expect: {
        numbers: group.map((bond) => figure(`${bond.isin} yield`, bond.yieldPercent!, 2)),
        mayState: (await Promise.all(group.map(factsOf))).flat(),
      },
    });
  }

  // ── issuer ──────────────────────────────────────────────────────────────────────────────────────────────
  const issuers = [...new Set(sorted.map((bond) => bond.issuer))]
    .filter((issuer) => issuer !== 'Government of India')
    .sort();
  const issuerForms: ((issuer: string) => string)[] = [
    (i) => `Could you list the bonds ${i} has outstanding?`,
    (i) => `As part of our annual surveillance, which bonds of ${i} are still outstanding?`,
    (i) => `What debt has ${i} issued that has not yet matured?`,
    (i) => `I'm writing about ${i}. How many bonds does it have in the market?`,
    (i) => `Show me everything issued by ${i}, please.`,
    (i) => `Which ${i} bonds can I find on this platform?`,
    (i) => `Outstanding securities of ${i}?`,
    (i) => `Please give me the list of outstanding issues from ${i}.`,
    (i) => `Does ${i} have any bonds outstanding? Which ones?`,
    (i) => `What bonds from ${i} are still running?`,
    (i) => `Could you pull up the outstanding paper of ${i}?`,
    (i) => `Our credit committee meets tomorrow on ${i}. What are its outstanding bonds?`,
  ];
  for (const [index, form] of issuerForms.entries()) {
    const issuer = pick(issuers, index + 107);
    const outstanding = sorted.filter((bond) => bond.issuer === issuer && bond.maturityDate > today);
    const allAvailable = outstanding.every((bond) => bond.available);
    // Half the time the name is written as people say it: without "Limited", or a state by its name.
    const name =
      index % 2
        ? issuer.startsWith('State Government of ')
          ? `the ${issuer.replace('State Government of ', '')} state government`
          : issuerShort(issuer)
        : issuer;
    add('issuer', {
      question: form(name),
      expect: {
        ...(allAvailable
          ? { numbers: [figure('outstanding bonds', outstanding.length, 0)] }
          : { texts: [issuerShort(issuer)] }),
        allowedIsins: new Set(sorted.filter((bond) => bond.issuer === issuer).map((bond) => bond.isin)),
        mayState: [
          figure('available', outstanding.filter((bond) => bond.available).length, 0),
          figure('outstanding', outstanding.length, 0),
          ...outstanding.flatMap((bond) => [
            ...(bond.yieldPercent === null ? [] : [figure('yield', bond.yieldPercent, 4)]),
            ...(bond.cleanPrice === null ? [] : [figure('price', bond.cleanPrice, 4)]),
            figure('coupon', bond.couponPercent, 4),
          ]),
        ],
      },
    });
  }

  // ── curve ───────────────────────────────────────────────────────────────────────────────────────────────
  const point = (tenor: number) => figure(`${tenor}y G-sec`, curve(tenor), 2);
  const spread = (short: number, long: number) =>
    figure(`${short}s${long}s`, (curve(long) - curve(short)) * 100, 0);
  const curveCases: [string, ExpectedNumber[], ExpectedNumber[]][] = [
    ['What is the ten-year government bond yield today?', [point(10)], []],
    [
      'For my article on the yield curve, what are the 2-year, 10-year and 30-year G-sec yields?',
      [point(2), point(10), point(30)],
      [],
    ],
    [
      'How steep is the curve? What is the 2s10s spread in basis points?',
      [spread(2, 10)],
      [point(2), point(10)],
    ],
    ['Could you please tell me the 5-year G-sec yield?', [point(5)], []],
    [
      'What is the spread between the 10-year and the 30-year government bond, in basis points?',
      [spread(10, 30)],
      [point(10), point(30)],
    ],
    ['What does a 4-year government security yield at the moment?', [point(4)], []],
    ['Where is the 1-year point on the gilt curve?', [point(1)], []],
    ['What is the 3s10s spread on the G-sec curve?', [spread(3, 10)], [point(3), point(10)]],
    ['What is the yield on the 15-year government bond?', [point(15)], []],
    ['I need the 6-year G-sec yield for a discounting exercise. Could you provide it?', [point(6)], []],
    [
      'How many basis points separate the 5-year and the 20-year G-sec yields?',
      [spread(5, 20)],
      [point(5), point(20)],
    ],
    ['What is the 12-year point of the government yield curve?', [point(12)], []],
  ];
  for (const [question, numbers, alsoTrue] of curveCases)
    add('curve', {
      question,
      expect: { numbers, mayState: [...alsoTrue, ...numbers, ...statedIn(question)] },
    });

  // ── bond spread ─────────────────────────────────────────────────────────────────────────────────────────
  const spreadForms: ((b: EvaluationBond) => string)[] = [
    (b) => `What is the spread of ${b.isin} over the G-sec curve, in basis points?`,
    (b) => `How much extra yield does ${byIssuer(b)} offer over a government bond of the same maturity?`,
    (b) => `For our credit review, what is the spread of ${b.name} over the government curve?`,
    (b) => `Could you tell me the credit spread of ${b.isin} against G-secs?`,
    (b) => `What premium over the sovereign curve does ${byIssuer(b)} pay?`,
    (b) => `Spread over gilts for ${b.isin}?`,
    (b) =>
      `I'm comparing a bank FD with ${b.name}. How many basis points above government bonds does it yield?`,
    (b) => `G-spread of ${b.isin}, please.`,
    (b) => `By how much does the yield on ${byIssuer(b)} exceed the interpolated G-sec yield?`,
    (b) => `Please state the spread over the government securities curve for ${b.isin}.`,
    (b) => `What is ${b.name}'s spread versus the G-sec curve?`,
    (b) => `How wide is ${b.isin} trading over the government curve?`,
  ];
  for (const [index, form] of spreadForms.entries()) {
    const bond = pick(index % 3 === 2 ? states : corporates, index + 113);
    add('bond spread', {
      question: form(bond),
      expect: {
        numbers: [figure('spread bps', curveSpread(bond), 0)],
        mayState: [
          figure('curve yield', curve(yearsBetween(settlement, bond.maturityDate)), 2),
          ...(await factsOf(bond)),
        ],
      },
    });
  }

  // ── activity ────────────────────────────────────────────────────────────────────────────────────────────
  const windowStart = addDays(today, -28);
  const traded: { bond: EvaluationBond; trades: EvaluationTrade[] }[] = [];
  // Liquid bonds in this set's scrambled order (not by ISIN, which would put only G-secs first).
  const liquid = sorted.filter((candidate) => candidate.isLiquid);
  for (let index = 0; index < liquid.length; index += 1) {
    const bond = pick(liquid, index);
    if (traded.some((entry) => entry.bond.id === bond.id)) continue;
    // A week before the window too: a question's range may start a few days before the first print it counts.
    const trades = await data.trades(bond.id, { from: addDays(windowStart, -7), to: today });
    if (trades.filter((trade) => trade.tradeDate >= windowStart && trade.yieldPercent !== null).length >= 3)
      traded.push({ bond, trades });
    if (traded.length >= 36) break;
  }
  /** The expectation of a trade summary over a period: how many prints and their average yield. */
  function activityExpectation(
    entry: { bond: EvaluationBond; trades: EvaluationTrade[] },
    from: string,
    to: string,
    facts: ExpectedNumber[],
  ): Expectation {
    const inRange = entry.trades.filter((trade) => trade.tradeDate >= from && trade.tradeDate <= to);
    const yields = inRange.flatMap((trade) => (trade.yieldPercent === null ? [] : [trade.yieldPercent]));
    const prices = inRange.flatMap((trade) => (trade.cleanPrice === null ? [] : [trade.cleanPrice]));
    if (inRange.length === 0)
      return { texts: [['no trade', 'not trade', 'did not trade', 'no prints']], noFigures: true };
    return {
      numbers: [
        figure('trades', inRange.length, 0),
        ...(yields.length ? [figure('average yield', average(yields), 2)] : []),
      ],
      mayState: [
        ...inRange.flatMap((trade) => [
          ...(trade.yieldPercent === null ? [] : [figure('yield', trade.yieldPercent, 4)]),
          ...(trade.cleanPrice === null ? [] : [figure('price', trade.cleanPrice, 4)]),
          figure('quantity', trade.quantity, 0),
        ]),
        ...(prices.length ? [figure('average price', average(prices), 2)] : []),
        figure(
          'volume',
          inRange.reduce((sum, trade) => sum + trade.quantity, 0),
          0,
        ),
        ...facts,
      ],
    };
  }
  const activityForms: ((b: EvaluationBond, f: string, t: string) => string)[] = [
    (b, f, t) => `How many times did ${b.isin} trade between ${f} and ${t}, and at what average yield?`,
    (b, f, t) =>
      `For a compliance review I need the number of trades in ${b.name} from ${f} to ${t}, with the average traded yield.`,
    (b, f, t) =>
      `Could you summarise trading in ${byIssuer(b)} between ${f} and ${t}: number of trades and average yield?`,
    (b, f, t) => `What was the trade count and mean yield for ${b.isin} over ${f} to ${t}?`,
    (b, f, t) =>
      `I'm writing about secondary-market liquidity. How often was ${b.name} traded from ${f} through ${t}, and at what yield on average?`,
    (b, f, t) => `Trades in ${b.isin} between ${f} and ${t}: how many, and what average yield?`,
  ];
  for (let index = 0; index < 12; index += 1) {
    const entry = pick(traded, index + 127);
    const days = [
      ...new Set(entry.trades.map((trade) => trade.tradeDate).filter((date) => date >= windowStart)),
    ].sort();
    // A window that starts a few days before the first print it counts and ends on a print day.
    const from = addDays(days[index % 2 ? 0 : Math.min(1, days.length - 1)]!, -(index % 3));
    const to = days[Math.max(days.length - 1 - (index % 2), 0)]!;
    const form = activityForms[index % activityForms.length]!;
    const [fromText, toText] = [written(from, index + 2), written(to, index + 2)];
    add('activity', {
      question: form(entry.bond, fromText, toText),
      expect: activityExpectation(entry, from, to, await factsOf(entry.bond)),
    });
  }

  // ── quotes ──────────────────────────────────────────────────────────────────────────────────────────────
  const quoteForms: ((b: EvaluationBond) => string)[] = [
    (b) => `Could you tell me the best bid for ${b.isin} right now?`,
    (b) => `What is the best offer on ${byIssuer(b)} at the moment?`,
    (b) => `Is anyone bidding for ${b.name}? If so, at what price?`,
    (b) => `Please show me the order book depth for ${b.isin}.`,
    (b) => `What are the current bid and ask prices for ${b.isin}?`,
    (b) => `I want to buy ${byIssuer(b)}. What is the lowest price someone is offering it at?`,
    (b) => `Best bid and best offer for ${b.name}, please.`,
    (b) => `Compliance check: what quotes are currently open on ${b.isin}?`,
    (b) => `Where is the bid on ${b.isin}?`,
    (b) => `What is the highest bid in the market for ${byIssuer(b)}?`,
    (b) => `Are there any live quotes in ${b.isin}?`,
    (b) => `Could you show me the bid/offer spread on ${b.name}?`,
  ];
  for (const [index, form] of quoteForms.entries()) {
    const bond = pick(plain, index + 137);
    const depth = await data.depth(bond.id);
    const bids = depth.bids.flatMap((level) =>
      level.unit_clean_price === null ? [] : [level.unit_clean_price],
    );
    const asks = depth.asks.flatMap((level) =>
      level.unit_clean_price === null ? [] : [level.unit_clean_price],
    );
    add('quotes', {
      question: form(bond),
      expect:
        bids.length || asks.length
          ? {
              numbers: [
                ...(bids.length ? [figure('best bid', Math.max(...bids), 2)] : []),
                ...(asks.length ? [figure('best ask', Math.min(...asks), 2)] : []),
              ],
              mayState: [...bids, ...asks].map((price) => figure('quote', price, 4)),
            }
          : { texts: [quoteRefusalPhrases], noFigures: true },
    });
  }

  // ── coupon ──────────────────────────────────────────────────────────────────────────────────────────────
  const couponBearing = plain.filter((bond) => bond.couponPercent > 0);
  /** The next coupon's date as an answer may state it: the day the cash-flow API pays it, or its scheduled date. */
  function nextCouponDates(bond: EvaluationBond, paymentDate: string): string[] {
    const scheduled = priceFromYield(bond.terms!, {
      yield: bond.yieldPercent!,
      settlementDate: settlement,
    }).nextCouponDate;
    return [...new Set([...dateForms(paymentDate), ...dateForms(scheduled)])];
  }
  const nextCouponForms: ((b: EvaluationBond) => string)[] = [
    (b) => `When is the next coupon payment on ${b.isin}?`,
    (b) => `Could you tell me when ${byIssuer(b)} next pays interest?`,
    (b) => `I hold some ${b.name}. When will I receive my next interest payment?`,
    (b) => `Next coupon date for ${b.isin}, please.`,
    (b) => `On what date is the next coupon of ${byIssuer(b)} due?`,
    (b) => `When does ${b.isin} pay its next coupon?`,
  ];
  for (const [index, form] of nextCouponForms.entries()) {
    const bond = pick(couponBearing, index + 149);
    const flows = await data.cashflows(bond.id, 100, settlement);
    const next = flows.find((flow) => flow.interest > 0)!;
    add('coupon', {
      question: form(bond),
      expect: {
        texts: [nextCouponDates(bond, next.date)],
        mayState: [figure('coupon per 100', next.interest, 2), ...(await factsOf(bond))],
      },
    });
  }
  const incomeAmounts = [5 * lakh, 2.5 * crore, 10 * lakh, 1 * crore, 20 * lakh, 50 * crore];
  const incomeYear = Number(today.slice(0, 4)) + 1;
  const incomeForms: ((b: EvaluationBond, a: string) => string)[] = [
    (b, a) =>
      `I own ${a} face value of ${b.isin}. How much interest will it pay me during calendar year ${incomeYear}?`,
    (b, a) =>
      `What coupon income will a holding of ${a} of ${byIssuer(b)} earn between 1 January ${incomeYear} and 31 December ${incomeYear}?`,
    (b, a) => `If I buy ${a} of ${b.name}, how much interest do I receive in ${incomeYear}?`,
    (b, a) => `Total coupons received in ${incomeYear} on ${a} face of ${b.isin}?`,
    (b, a) =>
      `For budgeting, how much coupon income will ${a} of ${byIssuer(b)} generate over January–December ${incomeYear}?`,
    (b, a) => `How much interest does ${a} in ${b.isin} pay from 01/01/${incomeYear} to 31/12/${incomeYear}?`,
  ];
  for (const [index, form] of incomeForms.entries()) {
    const bond = pick(couponBearing, index + 157);
    const amount = incomeAmounts[index]!;
    const flows = await data.cashflows(bond.id, amount, settlement);
    const inYear = flows.filter((flow) => flow.date.startsWith(String(incomeYear)));
    add('coupon', {
      question: form(bond, amountWritten[(index + 2) % amountWritten.length]!(amount)),
      expect: {
        numbers: [
          figure(
            'coupon income',
            inYear.reduce((sum, flow) => sum + flow.interest, 0),
            0,
          ),
        ],
        mayState: [
          ...inYear.map((flow) => figure('coupon', flow.interest, 2)),
          ...inYear.map((flow) => figure('total', flow.total, 2)),
          ...(await factsOf(bond)),
        ],
      },
    });
  }

  // ── cashflows ───────────────────────────────────────────────────────────────────────────────────────────
  const flowFacts = (flows: Awaited<ReturnType<PlatformData['cashflows']>>) => [
    ...flows.flatMap((flow) => [
      figure('interest', flow.interest, 2),
      figure('total', flow.total, 2),
      figure('principal', flow.principal, 2),
    ]),
    figure('flows', flows.length, 0),
    figure(
      'all interest',
      flows.reduce((sum, flow) => sum + flow.interest, 0),
      2,
    ),
    figure(
      'all flows',
      flows.reduce((sum, flow) => sum + flow.total, 0),
      2,
    ),
  ];
  const cashflowAmounts = [1 * crore, 30 * lakh, 7.5 * crore, 2 * crore];
  const firstFlowForms: ((b: EvaluationBond, a: string) => string)[] = [
    (b, a) =>
      `Could you show me the cash flows on ${a} face of ${b.isin}? When is the first payment and how much is it?`,
    (b, a) => `What is the first cash flow I will receive on ${a} of ${byIssuer(b)}, and on what date?`,
    (b, a) => `For our ALM ladder, what is the next cash flow on a ${a} holding of ${b.name}, and when?`,
    (b, a) => `Cash flow schedule for ${a} of ${b.isin}: date and amount of the first flow?`,
  ];
  for (const [index, form] of firstFlowForms.entries()) {
    const bond = pick(couponBearing, index + 163);
    const amount = cashflowAmounts[index]!;
    const flows = await data.cashflows(bond.id, amount, settlement);
    add('cashflows', {
      question: form(bond, amountWritten[(index + 3) % amountWritten.length]!(amount)),
      expect: {
        numbers: [figure('first cash flow', flows[0]!.total, 0)],
        texts: [dateForms(flows[0]!.date)],
        mayState: [...flowFacts(flows), ...(await factsOf(bond))],
      },
    });
  }
  const totalForms: ((b: EvaluationBond, a: string) => string)[] = [
    (b, a) => `How much interest in total will ${a} of ${b.isin} pay from now until maturity?`,
    (b, a) => `If I hold ${a} of ${byIssuer(b)} to maturity, what is the sum of all the coupons I receive?`,
    (b, a) => `Total remaining coupon payments on ${a} face of ${b.name}?`,
    (b, a) => `Please add up the interest cash flows left on ${a} of ${b.isin}.`,
  ];
  for (const [index, form] of totalForms.entries()) {
    const bond = pick(couponBearing, index + 167);
    const amount = cashflowAmounts[(index + 1) % cashflowAmounts.length]!;
    const flows = await data.cashflows(bond.id, amount, settlement);
    add('cashflows', {
      question: form(bond, amountWritten[index % amountWritten.length]!(amount)),
      expect: {
        numbers: [
          figure(
            'total interest',
            flows.reduce((sum, flow) => sum + flow.interest, 0),
            0,
          ),
        ],
        mayState: [...flowFacts(flows), ...(await factsOf(bond))],
      },
    });
  }
  const redemptionForms: ((b: EvaluationBond, a: string) => string)[] = [
    (b, a) => `On what date and how much principal will be repaid on ${a} of ${b.isin}?`,
    (b, a) => `When does ${byIssuer(b)} redeem, and what principal comes back on ${a} face?`,
    (b, a) => `Final redemption on ${a} of ${b.name}: date and principal amount?`,
    (b, a) => `How much principal would I get back at maturity on ${a} of ${b.isin}, and when?`,
  ];
  for (const [index, form] of redemptionForms.entries()) {
    const bond = pick(couponBearing, index + 173);
    const amount = cashflowAmounts[(index + 2) % cashflowAmounts.length]!;
    const flows = await data.cashflows(bond.id, amount, settlement);
    const last = flows[flows.length - 1]!;
    add('cashflows', {
      question: form(bond, amountWritten[(index + 4) % amountWritten.length]!(amount)),
      expect: {
        numbers: [figure('principal at maturity', last.principal, 0)],
        texts: [dateForms(last.date)],
        mayState: [...flowFacts(flows), ...(await factsOf(bond))],
      },
    });
  }

  // ── definition ──────────────────────────────────────────────────────────────────────────────────────────
  const basisPoint = [figure('0.01', 0.01, 2), figure('1', 1, 0), figure('100', 100, 0)];
  const definitions: [string, (string | string[])[], ExpectedNumber[]][] = [
    [
      'Could you explain what yield to maturity means, in plain English?',
      [['return', 'discount', 'rate']],
      [],
    ],
    ['What is modified duration and how is it used?', [['price', 'yield']], basisPoint],
    ['What does PV01 measure?', [['basis point', '0.01%', 'one bp', '1 bp']], basisPoint],
    [
      'I am new to bonds. What is the difference between the clean price and the dirty price?',
      [['accrued']],
      [],
    ],
    ['What is a callable bond?', [['call', 'redeem']], []],
    ['Please define convexity.', [['duration', 'curvature', 'second']], []],
    ['What is a basis point?', [['0.01', 'hundredth']], basisPoint],
    ['What does "yield to call" mean?', [['call']], []],
    ['What is a state development loan?', [['state']], []],
    ['What is accrued interest, and why do I pay it when I buy a bond?', [['coupon', 'interest']], []],
    ['What is a Treasury bill?', [['discount', 'short', 'government']], []],
    ['Explain Macaulay duration, please.', [['weighted', 'average']], []],
    ['What is an amortising bond?', [['principal', 'instalment', 'installment', 'repaid']], []],
  ];
  for (const [question, texts, alsoTrue] of definitions)
    add('definition', { question, expect: { texts, noFigures: true, mayState: alsoTrue } });

  // ── follow-up ───────────────────────────────────────────────────────────────────────────────────────────
  {
    const bond = pick(corporates, 181);
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `What is ${byIssuer(bond)} trading at?`,
        expect: { numbers: [figure('clean price', bond.cleanPrice!, 2)], mayState: facts },
      },
      {
        question: 'What about its duration?',
        expect: {
          texts: [
            [
              (await riskOf(bond)).modifiedDuration.toFixed(2),
              (await riskOf(bond)).macaulayDuration.toFixed(2),
            ],
          ],
          mayState: facts,
        },
      },
    );
  }
  {
    const bond = pick(gilts, 183);
    const facts = await factsOf(bond);
    const date = dated(9);
    const priced = priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date });
    const amount = 10 * crore;
    add(
      'follow-up',
      {
        question: `Could you tell me the price of ${bond.isin}?`,
        expect: { numbers: [figure('clean price', bond.cleanPrice!, 2)], mayState: facts },
      },
      {
        question: `And the accrued interest on it for settlement on ${written(date, 1)}?`,
        expect: {
          numbers: [figure('accrued', priced.accruedInterest, 2)],
          mayState: [
            figure('accrued days', priced.accruedDays, 0),
            figure('dirty', priced.dirtyPrice, 2),
            ...facts,
          ],
        },
      },
      {
        question: `What would the PV01 be on ${amountWritten[0]!(amount)} of it?`,
        expect: {
          numbers: [figure('rupee PV01', await rupeePv01(bond, amount), 0)],
          mayState: facts,
        },
      },
    );
  }
  {
    const first = pick(corporates, 187);
    const second = pick(states, 189);
    const mayState = [...(await factsOf(first)), ...(await factsOf(second))];
    add(
      'follow-up',
      {
        question: `Please compare ${first.isin} with ${second.isin}.`,
        expect: {
          numbers: [
            figure('first yield', first.yieldPercent!, 2),
            figure('second yield', second.yieldPercent!, 2),
          ],
          mayState,
        },
      },
      {
        question: 'What is the modified duration of the second?',
        expect: {
          numbers: [figure('modified duration', (await riskOf(second)).modifiedDuration, 2)],
          mayState,
        },
      },
    );
  }
  {
    const trio = [pick(corporates, 191), pick(corporates, 193), pick(states, 197)];
    const best = [...trio].sort((left, right) => right.yieldPercent! - left.yieldPercent!)[0]!;
    const mayState = (await Promise.all(trio.map(factsOf))).flat();
    add(
      'follow-up',
      {
        question: `How do ${trio[0]!.name}, ${trio[1]!.isin} and ${trio[2]!.isin} compare?`,
        expect: {
          numbers: trio.map((bond) => figure(`${bond.isin} yield`, bond.yieldPercent!, 2)),
          mayState,
        },
      },
      {
        question: 'Which of them has the highest yield?',
        expect: {
          numbers: [figure('highest yield', best.yieldPercent!, 2)],
          texts: [
            trio
              .filter((bond) => bond.yieldPercent === best.yieldPercent)
              .flatMap((bond) => [bond.isin, bond.name]),
          ],
          mayState,
        },
      },
    );
  }
  add(
    'follow-up',
    { question: 'What is the 10-year G-sec yielding?', expect: { numbers: [point(10)] } },
    { question: 'And the 5-year?', expect: { numbers: [point(5)], mayState: [point(10)] } },
    {
      question: 'So what is the spread between the two in basis points?',
      expect: { numbers: [spread(5, 10)], mayState: [point(5), point(10)] },
    },
  );
  {
    const screenOf = (maturityYear: number) => (bond: EvaluationBond) =>
      bond.instrumentType === 'SDL' && year(bond) === maturityYear && yieldAbove(bond, 7);
    add(
      'follow-up',
      {
        question: 'Which state development loans maturing in 2036 yield more than 7%?',
        expect: screenExpectation('more than 7%', screenOf(2036)),
      },
      { question: 'And for 2037?', expect: screenExpectation('more than 7%', screenOf(2037)) },
    );
  }
  {
    const bond = pick(corporates, 199);
    const date = dated(10);
    const price = round(bond.cleanPrice! - 0.6, 2);
    const solved = yieldFromPrice(bond.terms!, { cleanPrice: price, settlementDate: date });
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `If I buy ${bond.isin} at ${price.toFixed(2)} for settlement on ${written(date, 3)}, what is my yield?`,
        expect: {
          numbers: [figure('yield', solved.yield, 2)],
          mayState: [
            figure('accrued', solved.accruedInterest, 2),
            figure('dirty', solved.dirtyPrice, 2),
            ...facts,
          ],
        },
      },
      {
        question: 'And what is its convexity?',
        // "Its" is the bond as bought in the turn before: its convexity for that settlement (at the yield paid or
        // at the market yield) is as right as the market's T+1 figure.
        expect: {
          texts: [
            [
              (await riskOf(bond)).convexity,
              riskMeasures(bond.terms!, { yield: solved.yield, settlementDate: date }).convexity,
              riskMeasures(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date }).convexity,
            ].map((value) => value.toFixed(2)),
          ],
          mayState: facts,
        },
      },
    );
  }
  {
    const bond = pick(couponBearing, 211);
    const amount = 50 * lakh;
    const flows = await data.cashflows(bond.id, amount, settlement);
    const next = flows.find((flow) => flow.interest > 0)!;
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `When is the next coupon on ${byIssuer(bond)}?`,
        expect: { texts: [nextCouponDates(bond, next.date)], mayState: facts },
      },
      {
        question: 'How much would that be on Rs 50 lakh face value?',
        expect: { numbers: [figure('coupon amount', next.interest, 0)], mayState: facts },
      },
    );
  }
  {
    const first = pick(corporates, 213);
    const second = pick(corporates, 217);
    add(
      'follow-up',
      {
        question: `What is the spread of ${first.isin} over the government curve?`,
        expect: { numbers: [figure('spread', curveSpread(first), 0)], mayState: await factsOf(first) },
      },
      {
        question: `Same for ${second.isin}, please.`,
        expect: { numbers: [figure('spread', curveSpread(second), 0)], mayState: await factsOf(second) },
      },
    );
  }
  {
    const bond = pick(gilts, 219);
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: 'What is modified duration?',
        expect: { texts: [['price', 'yield']], noFigures: true, mayState: basisPoint },
      },
      {
        question: `And what is it for ${bond.name}?`,
        expect: {
          numbers: [figure('modified duration', (await riskOf(bond)).modifiedDuration, 2)],
          mayState: facts,
        },
      },
    );
  }
  {
    const bond = pick(states, 223);
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `Could you give me the yield on ${bond.name}?`,
        expect: { numbers: [figure('yield', bond.yieldPercent!, 2)], mayState: facts },
      },
      {
        question: "What is that one's Macaulay duration?",
        expect: { numbers: [figure('Macaulay', (await riskOf(bond)).macaulayDuration, 2)], mayState: facts },
      },
    );
  }
  {
    const entry = pick(traded, 227);
    const days = [
      ...new Set(entry.trades.map((trade) => trade.tradeDate).filter((date) => date >= windowStart)),
    ].sort();
    const from = days[0]!;
    const to = days[days.length - 1]!;
    const inRange = entry.trades.filter((trade) => trade.tradeDate >= from && trade.tradeDate <= to);
    const prices = inRange.flatMap((trade) => (trade.cleanPrice === null ? [] : [trade.cleanPrice]));
    const first = activityExpectation(entry, from, to, await factsOf(entry.bond));
    add(
      'follow-up',
      {
        question: `How many trades were there in ${entry.bond.isin} between ${written(from, 2)} and ${written(to, 2)}, and at what average yield?`,
        expect: first,
      },
      {
        question: 'And what was the average price of those trades?',
        expect: { numbers: [figure('average price', average(prices), 2)], mayState: first.mayState ?? [] },
      },
    );
  }
  {
    const first = pick(corporates, 229);
    const second = pick(gilts, 233);
    const date = dated(11);
    const [one, two] = [first, second].map((bond) =>
      priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date }),
    );
    add(
      'follow-up',
      {
        question: `What is the accrued interest per 100 on ${first.isin} for settlement ${written(date, 4)}?`,
        expect: {
          numbers: [figure('accrued', one!.accruedInterest, 2)],
          mayState: [figure('days', one!.accruedDays, 0), ...(await factsOf(first))],
        },
      },
      {
        question: `Same for ${second.isin}?`,
        expect: {
          numbers: [figure('accrued', two!.accruedInterest, 2)],
          mayState: [figure('days', two!.accruedDays, 0), ...(await factsOf(second))],
        },
      },
    );
  }
  {
    const bond = pick(couponBearing, 239);
    const amount = crore;
    const flows = await data.cashflows(bond.id, amount, settlement);
    const last = flows[flows.length - 1]!;
    const facts = [...flowFacts(flows), ...(await factsOf(bond))];
    add(
      'follow-up',
      {
        question: `What cash flows will Rs 1 crore of ${bond.isin} pay? When is the first one?`,
        expect: {
          numbers: [figure('first flow', flows[0]!.total, 0)],
          texts: [dateForms(flows[0]!.date)],
          mayState: facts,
        },
      },
      {
        question: 'And when is the last payment, and how much is it?',
        expect: {
          numbers: [figure('last flow', last.total, 0)],
          texts: [dateForms(last.date)],
          mayState: facts,
        },
      },
    );
  }
  add(
    'follow-up',
    { question: 'Could you tell me the 2-year government bond yield?', expect: { numbers: [point(2)] } },
    { question: 'What about the 30-year?', expect: { numbers: [point(30)], mayState: [point(2)] } },
  );
  {
    const bond = pick(gilts, 241);
    const price = round(bond.cleanPrice! + 0.5, 2);
    const solved = yieldFromPrice(bond.terms!, { cleanPrice: price, settlementDate: settlement });
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `What is ${bond.name} priced at today?`,
        expect: { numbers: [figure('clean price', bond.cleanPrice!, 2)], mayState: facts },
      },
      {
        question: `What yield would I get if I paid ${price.toFixed(2)} for it, settling ${written(settlement, 2)}?`,
        expect: {
          numbers: [figure('yield', solved.yield, 2)],
          mayState: [
            figure('accrued', solved.accruedInterest, 2),
            figure('dirty', solved.dirtyPrice, 2),
            ...facts,
          ],
        },
      },
    );
  }
  {
    const first = pick(corporates, 251);
    const second = pick(corporates, 257);
    const mayState = [...(await factsOf(first)), ...(await factsOf(second))];
    add(
      'follow-up',
      {
        question: `Which yields more, ${byIssuer(first)} or ${byIssuer(second)}?`,
        expect: {
          numbers: [figure('first', first.yieldPercent!, 2), figure('second', second.yieldPercent!, 2)],
          mayState,
        },
      },
      {
        question: 'And what are their spreads over the G-sec curve?',
        expect: {
          numbers: [
            figure('first spread', curveSpread(first), 0),
            figure('second spread', curveSpread(second), 0),
          ],
          mayState,
        },
      },
    );
  }
  {
    const matches = (bond: EvaluationBond) =>
      bond.structure === 'ZERO_COUPON' && bond.issuerType === 'PSU' && year(bond) <= 2032;
    const matched = tradable.filter(matches).filter((bond) => bond.yieldPercent !== null);
    const best = [...matched].sort((left, right) => right.yieldPercent! - left.yieldPercent!)[0];
    const screen = screenExpectation('', matches);
    add(
      'follow-up',
      { question: 'Which PSU zero-coupon bonds mature in 2032 or earlier?', expect: screen },
      {
        question: 'Which of these has the highest yield?',
        expect: best
          ? {
              numbers: [figure('highest yield', best.yieldPercent!, 2)],
              texts: [
                matched.filter((bond) => bond.yieldPercent === best.yieldPercent).map((bond) => bond.isin),
              ],
              allowedIsins: screen.allowedIsins!,
              mayState: screen.mayState ?? [],
            }
          : { texts: [notFoundPhrases], noFigures: true },
      },
    );
  }
  {
    const bond = pick(corporates, 263);
    const risk = await riskOf(bond);
    const facts = await factsOf(bond);
    const amount = 2 * crore;
    add(
      'follow-up',
      {
        question: `What is the YTM of ${bond.isin}?`,
        expect: { numbers: [figure('yield', bond.yieldPercent!, 2)], mayState: facts },
      },
      {
        question: 'What about its modified duration?',
        expect: { numbers: [figure('modified duration', risk.modifiedDuration, 2)], mayState: facts },
      },
      {
        question: `And the PV01 for ₹2cr of that bond?`,
        expect: { numbers: [figure('rupee PV01', await rupeePv01(bond, amount), 0)], mayState: facts },
      },
    );
  }
  {
    const bond = pick(corporates, 269);
    const first = dated(1);
    const second = dated(6) > first ? dated(6) : dated(2);
    const [one, two] = [first, second].map((date) =>
      priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date }),
    );
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `Accrued interest on ${byIssuer(bond)} for settlement on ${written(first, 5)}?`,
        expect: {
          numbers: [figure('accrued', one!.accruedInterest, 2)],
          mayState: [figure('days', one!.accruedDays, 0), ...facts],
        },
      },
      {
        question: `And if we settle on ${written(second, 5)} instead?`,
        expect: {
          numbers: [figure('accrued', two!.accruedInterest, 2)],
          mayState: [figure('days', two!.accruedDays, 0), ...facts],
        },
      },
    );
  }
  {
    const bond = pick(plain, 271);
    add(
      'follow-up',
      {
        question: `What is the best bid on ${bond.isin}?`,
        expect: { texts: [quoteRefusalPhrases], noFigures: true },
      },
      { question: 'And the best offer on it?', expect: { texts: [quoteRefusalPhrases], noFigures: true } },
    );
    // Only a refusal is expected above: the researcher's depth must show nothing for this bond.
    const depth = await data.depth(bond.id);
    if (depth.bids.length || depth.asks.length) conversations.pop();
  }
  {
    const bond = pick(couponBearing, 277);
    const flows = await data.cashflows(bond.id, 100, settlement);
    const next = flows.find((flow) => flow.interest > 0)!;
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `When does ${bond.name} pay its next coupon?`,
        expect: { texts: [nextCouponDates(bond, next.date)], mayState: facts },
      },
      {
        question: 'And what is its coupon rate?',
        expect: { numbers: [figure('coupon', bond.couponPercent, 2)], mayState: facts },
      },
    );
  }
  add(
    'follow-up',
    { question: 'Will interest rates fall next year?', expect: { texts: [declinePhrases], noFigures: true } },
    {
      question: 'Fair enough. Then what is the 10-year G-sec yield today?',
      expect: { numbers: [point(10)] },
    },
  );
  {
    const bond = pick(corporates, 281);
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `How much does ${byIssuer(bond)} yield over government bonds?`,
        expect: { numbers: [figure('spread', curveSpread(bond), 0)], mayState: facts },
      },
      {
        question: "What's its modified duration?",
        expect: {
          numbers: [figure('modified duration', (await riskOf(bond)).modifiedDuration, 2)],
          mayState: facts,
        },
      },
    );
  }
  {
    const bond = pick(gilts, 283);
    const date = dated(3);
    const [low, high] = [round(bond.yieldPercent! - 0.1, 2), round(bond.yieldPercent! + 0.15, 2)];
    const [one, two] = [low, high].map((yieldPercent) =>
      priceFromYield(bond.terms!, { yield: yieldPercent, settlementDate: date }),
    );
    const facts = await factsOf(bond);
    add(
      'follow-up',
      {
        question: `What is the clean price of ${bond.isin} at a ${low.toFixed(2)}% yield for settlement ${written(date, 0)}?`,
        expect: {
          numbers: [figure('clean price', one!.cleanPrice, 2)],
          mayState: [figure('accrued', one!.accruedInterest, 2), ...facts],
        },
      },
      {
        question: `And at ${high.toFixed(2)}%?`,
        expect: {
          numbers: [figure('clean price', two!.cleanPrice, 2)],
          mayState: [figure('accrued', two!.accruedInterest, 2), ...facts],
        },
      },
    );
  }
  {
    const issuer = pick(
      issuers.filter((name) => !name.startsWith('State Government')),
      287,
    );
    const outstanding = sorted.filter((bond) => bond.issuer === issuer && bond.maturityDate > today);
    const allowed = new Set(sorted.filter((bond) => bond.issuer === issuer).map((bond) => bond.isin));
    const withYield = outstanding.filter((bond) => bond.available && bond.yieldPercent !== null);
    const best = [...withYield].sort((left, right) => right.yieldPercent! - left.yieldPercent!)[0]!;
    const mayState = outstanding.flatMap((bond) => [
      ...(bond.yieldPercent === null ? [] : [figure('yield', bond.yieldPercent, 4)]),
      ...(bond.cleanPrice === null ? [] : [figure('price', bond.cleanPrice, 4)]),
      figure('coupon', bond.couponPercent, 4),
    ]);
    add(
      'follow-up',
      {
        question: `What bonds does ${issuerShort(issuer)} have outstanding?`,
        expect: {
          ...(outstanding.every((bond) => bond.available)
            ? { numbers: [figure('outstanding', outstanding.length, 0)] }
            : { texts: [issuerShort(issuer)] }),
          allowedIsins: allowed,
          mayState: [...mayState, figure('available', withYield.length, 0)],
        },
      },
      {
        question: 'Which one of them yields the most?',
        expect: {
          numbers: [figure('highest yield', best.yieldPercent!, 2)],
          texts: [
            withYield.filter((bond) => bond.yieldPercent === best.yieldPercent).map((bond) => bond.isin),
          ],
          allowedIsins: allowed,
          mayState,
        },
      },
    );
  }
  {
    const bond = pick(gilts, 293);
    const other = pick(gilts, 297);
    add(
      'follow-up',
      {
        question: `Could you tell me the PV01 of ${bond.isin} per 100 face?`,
        expect: { numbers: [figure('PV01', (await riskOf(bond)).pv01, 4)], mayState: await factsOf(bond) },
      },
      {
        question: `Same for ${other.name}?`,
        expect: { numbers: [figure('PV01', (await riskOf(other)).pv01, 4)], mayState: await factsOf(other) },
      },
    );
  }

  // ── unknown ─────────────────────────────────────────────────────────────────────────────────────────────
  const fakeIsins: string[] = [];
  for (let seed = 3; fakeIsins.length < 5; seed += 1) {
    const candidate =
      `INE${String((seed * 6151) % 1000).padStart(3, '0')}X${String((seed * 48611) % 100000).padStart(5, '0')}`.slice(
        0,
        11,
      ) + 'K';
    if (!universe.has(candidate)) fakeIsins.push(candidate);
  }
  const realIssuer = pick(
    issuers.filter((name) => !name.startsWith('State Government')),
    301,
  );
  const missingCoupon = 11.85;
  const missingYear = 2047;
  if (
    bonds.some(
      (bond) =>
        bond.issuer === realIssuer && (bond.couponPercent === missingCoupon || year(bond) === missingYear),
    )
  )
    throw new Error('The desk-notes set needs an issuer without an 11.85% or 2047 bond.');
  const absentIssuers = [
    'Reliance Industries',
    'Tata Capital',
    'Bajaj Finance',
    'Indian Railway Finance Corporation',
    'Zephyr Maritime Holdings',
  ];
  for (const absent of absentIssuers)
    if (bonds.some((bond) => bond.issuer.toLowerCase().includes(absent.toLowerCase())))
      throw new Error(`The desk-notes set expects no issuer named ${absent}.`);
  const unknownQuestions = [
    `Could you please tell me the price of ${fakeIsins[0]}?`,
    `What is the modified duration of ${fakeIsins[1]}?`,
    `A client has asked about ${fakeIsins[2]}. When is its next coupon?`,
    `Accrued interest on ${fakeIsins[3]} for settlement on ${written(dated(0), 2)}?`,
    `What is the spread of ${fakeIsins[4]} over the G-sec curve?`,
    'Does Reliance Industries have any bonds outstanding on the platform?',
    'What is the yield on the Tata Capital 8.10% 2030 bond?',
    "I'm writing about Bajaj Finance's borrowing. Which of its bonds are listed here?",
    'How did Indian Railway Finance Corporation bonds trade last week?',
    'What is the price of the Zephyr Maritime Holdings 9.25% 2031 debenture?',
    `What is the yield on the ${issuerShort(realIssuer)} ${missingCoupon}% ${missingYear} bond?`,
    `Could you give me the modified duration of the ${issuerShort(realIssuer)} ${missingCoupon}% ${missingYear} NCD?`,
  ];
  for (const question of unknownQuestions)
    add('unknown', {
      question,
      expect: { texts: [notFoundPhrases], noFigures: true, mayState: statedIn(question) },
    });

  // ── decline ─────────────────────────────────────────────────────────────────────────────────────────────
  const tipBond = pick(corporates, 307);
  const declines = [
    'Will the RBI cut the repo rate at its next meeting?',
    `Should I buy ${tipBond.isin}? I'm a first-time investor with some savings.`,
    'Where do you expect the 10-year G-sec yield to be in six months?',
    'Which bond would you recommend for my retirement savings?',
    'Will rates fall next year?',
    'For my column: do you think corporate bond spreads will widen in 2027?',
    `Is ${byIssuer(tipBond)} a good investment right now?`,
    'Could you forecast the 5-year G-sec yield for the end of the financial year?',
    'Is it a good time to buy long-dated gilts, or should I wait?',
    'Give me your top three bond picks for next year, please.',
    'Will inflation come down enough for bond prices to rally?',
    `Should I sell my ${tipBond.name} holding before rates go up?`,
  ];
  for (const question of declines)
    add('decline', {
      question,
      expect: { texts: [declinePhrases], noFigures: true, mayState: statedIn(question) },
    });

  return splitIntoHalves(conversations);
}
