// MIND's client-desk evaluation (issue 34): a sixth held-out set, written without reading MIND's code
// (`src/mind/`), its tests, the tuned set (`questionSet.ts`) or the questions of the other five held-out sets. The
// questions are phrased the way people around a wealth and operations desk write to an analyst: wealth relationship
// managers relaying their clients' questions on a messaging app ("client asks …", "my client holds …", "HNI wants
// to know", "pls", "thx", "asap", "fyi", short or run-on), back-office and operations staff checking figures
// (settlement amounts, accrued for a settlement date, consideration for a face value, "confirm the yield at
// 98.40", the next coupon date, the redemption amount), market-data and index people writing in codes (issuer
// acronyms made from the issuer's initials, state codes as in SDL names, MTD/YTD/"since the 1st"/"past
// fortnight", amounts as "1,00,00,000", "10mn", "INR 10 million", "Rs 1cr", "5 lacs"), and compound two-part
// questions that expect both figures. Bonds and issuers are picked deterministically from the data with a scramble
// of its own (multiplier 211, offset 53), so the set survives reseeding. Every expected answer is computed from
// the platform's data API (through `PlatformData`) and `@bondkit/core/pricing`, never from MIND's answers: an
// expectation is changed only when it is wrong about the data.
//
// Activity questions stay answerable on any day: a period is a whole past month, the year to date or a past
// fortnight whose count does not depend on whether its first or last day is counted; "month to date" and "since
// the 1st" cases are always emitted, expecting "no trades" when the month has none yet, so no case changes half.
//
// Each case is tagged `dev` or `test`: within each category, conversations alternate between the halves (the
// turns of one conversation share a half). MIND is improved from the dev half's misses only; the test half
// measures once whether that generalises, so its misses are never read while tuning.
import {
  cashflows as engineCashflows,
  consideration,
  priceFromYield,
  yieldFromPrice,
} from '@bondkit/core/pricing';
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
  yearsBetween,
} from './caseHelpers';
import type { EvaluationCase, ExpectedNumber } from './expectations';
import type { EvaluationBond, EvaluationRisk, EvaluationTrade, PlatformData } from './platformData';

/** The client-desk set's own scramble (multiplier 211, offset 53). */
const pick = scrambledPick('client-desk', 211, 53);

const figure = (label: string, value: number, decimals: number): ExpectedNumber => ({
  label,
  value,
  decimals,
});

/** Amounts of face value as these writers put them: '1,00,00,000', '10mn', 'INR 10 million', 'Rs 1cr', '5 lacs'. */
const amountWritten = [
  (rupees: number) => rupees.toLocaleString('en-IN'),
  (rupees: number) => (rupees >= 1e6 ? `${rupees / 1e6}mn` : `${rupees / lakh} lacs`),
  (rupees: number) => (rupees >= 1e6 ? `INR ${rupees / 1e6} million` : `INR ${rupees / lakh} lakh`),
  (rupees: number) => (rupees >= crore ? `Rs ${rupees / crore}cr` : `Rs ${rupees / lakh} lakh`),
  (rupees: number) => (rupees >= crore ? `${rupees / crore} cr` : `${rupees / lakh} lacs`),
  (rupees: number) => `Rs ${rupees.toLocaleString('en-IN')}`,
];

/** How operations write a settlement date: '02-12-2026', '2 Dec', '2nd December', '02/12/2026', ISO. */
const dateWritten = [
  dateIn.dashes,
  dateIn.short,
  dateIn.ordinal,
  dateIn.slashes,
  dateIn.iso,
  dateIn.american,
];

const noTradePhrases = [
  'no trade',
  'not trade',
  'did not trade',
  "didn't trade",
  'no prints',
  '0 trades',
  'none',
];

/** Builds the client-desk cases from the data API's answers, each tagged with its half. */
export async function buildClientDeskSet(
  data: PlatformData,
  bonds: readonly EvaluationBond[],
  today: string,
): Promise<EvaluationCase[]> {
  const conversations: Conversation[] = [];
  const add = (category: string, ...turns: Turn[]) => conversations.push({ category, turns });
  const { sorted, universe, settlement, curve } = marketBasics(bonds, today);
  const [thisYear, thisMonth] = parts(today);

  const tradable = sorted.filter(
    (bond) => bond.available && bond.terms !== null && bond.yieldPercent !== null && bond.cleanPrice !== null,
  );
  const plain = tradable.filter(
    (bond) =>
      bond.structure === 'PLAIN' &&
      ['CORPORATE', 'PSU', 'SDL', 'GSEC'].includes(bond.instrumentType) &&
      bond.couponPercent > 0 &&
      yearsBetween(today, bond.maturityDate) > 1.5,
  );
  const corporates = plain.filter((bond) => ['CORPORATE', 'PSU'].includes(bond.instrumentType));
  const states = plain.filter((bond) => bond.instrumentType === 'SDL');
  const gilts = plain.filter((bond) => bond.instrumentType === 'GSEC');
  const faceOf = (bond: EvaluationBond) => bond.terms!.faceValue ?? 100;
  const year = (bond: EvaluationBond) => Number(bond.maturityDate.slice(0, 4));
  const stateCode = (bond: EvaluationBond) => bond.name.split(' ')[1] ?? '';

  /** A holding amount (rupees of face value) the bond's face value divides: 1 cr, 50 lakh, 2 cr, 5 cr, 10 lakh. */
  const holding = (bond: EvaluationBond, index: number) => {
    const amounts = [crore, 50 * lakh, 2 * crore, 5 * crore, 10 * lakh, 25 * lakh];
    const fitting = amounts.filter((amount) => amount % faceOf(bond) === 0);
    return fitting[index % fitting.length] ?? 10 * faceOf(bond);
  };
  const amountText = (rupees: number, index: number) => amountWritten[index % amountWritten.length]!(rupees);
  /** A settlement date a few weekdays after the market's. */
  const settleAfter = (weekdays: number) => {
    let date = settlement;
    for (let step = 0; step < weekdays; step += 1) date = nextWeekday(date);
    return date;
  };

  const risks = new Map<number, EvaluationRisk>();
  const riskOf = async (bond: EvaluationBond) => {
    const known = risks.get(bond.id);
    if (known) return known;
    const risk = await data.risk(bond.id);
    risks.set(bond.id, risk);
    return risk;
  };
  const priceAt = (bond: EvaluationBond, yieldPercent: number, on = settlement) =>
    priceFromYield(bond.terms!, { settlementDate: on, yield: yieldPercent });
  const yieldAt = (bond: EvaluationBond, cleanPrice: number, on = settlement) =>
    yieldFromPrice(bond.terms!, { settlementDate: on, cleanPrice });
  const money = (bond: EvaluationBond, rupees: number, on: string, cleanPrice = bond.cleanPrice!) =>
    consideration(bond.terms!, { settlementDate: on, cleanPrice, quantity: rupees / faceOf(bond) });
  /** A bond whose accrued on `on` is positive (not inside a record-date window). */
  const accruing = (pool: readonly EvaluationBond[], index: number, on: string) => {
    for (let offset = 0; offset < pool.length; offset += 1) {
      const bond = pick(pool, index + offset * 7);
      if (priceAt(bond, bond.yieldPercent!, on).accruedInterest > 0 && !priceAt(bond, 7, on).exInterest)
        return bond;
    }
    throw new Error('The client-desk set found no accruing bond.');
  };
  const marketFigures = (bond: EvaluationBond) => [
    ...(bond.yieldPercent === null ? [] : [figure('market yield', bond.yieldPercent, 2)]),
    ...(bond.cleanPrice === null ? [] : [figure('market price', bond.cleanPrice, 2)]),
    figure('coupon', bond.couponPercent, 2),
  ];

  // ── price: at a yield, the market price, and compound price-and-risk questions ──
  const priceQuestions: ((bond: EvaluationBond, yieldText: string) => string)[] = [
    (bond, y) => `client asks px of ${bond.isin} at ${y}% pls`,
    (bond, y) => `HNI wants to know the price of ${bond.name} if yield is ${y}`,
    (bond, y) => `pls price ${bond.isin} @ ${y} yld, client waiting`,
    (bond, y) => `what clean price does ${y}% give on ${bond.name}? thx`,
    (bond, y) => `client asking: at ${y} ytm what would ${bond.isin} be priced`,
    (bond, y) => `need px for ${bond.name} at a ${y} yield asap`,
  ];
  for (let index = 0; index < 6; index += 1) {
    const bond = pick([corporates, states, gilts][index % 3]!, index);
    const yieldPercent = round(bond.yieldPercent! + [-0.2, 0.15, 0.3, -0.1, 0.25, -0.35][index]!, 2);
    const price = priceAt(bond, yieldPercent);
    add('price', {
      question: priceQuestions[index]!(bond, yieldPercent.toFixed(2)),
      expect: {
        numbers: [figure('clean price', price.cleanPrice, 2)],
        mayState: [
          figure('dirty price', price.dirtyPrice, 2),
          figure('accrued per 100', price.accruedInterest, 4),
          ...marketFigures(bond),
        ],
      },
    });
  }
  for (let index = 0; index < 4; index += 1) {
    const bond = pick(corporates, 20 + index);
    const risk = await riskOf(bond);
    const questions = [
      `client wants price and modified duration of ${bond.isin}`,
      `px + mod dur for ${bond.name} pls`,
      `HNI asks current price & duration (modified) on ${bond.isin}, thx`,
      `fyi client needs both: market price and mod duration of ${bond.name}`,
    ];
    add('price', {
      question: questions[index]!,
      expect: {
        numbers: [
          figure('market price', bond.cleanPrice!, 2),
          figure('modified duration', risk.modifiedDuration, 2),
        ],
        mayState: [
          ...marketFigures(bond),
          figure('macaulay', risk.macaulayDuration, 2),
          figure('accrued', risk.accruedInterest, 4),
          figure('convexity', risk.convexity, 2),
          figure('pv01', risk.pv01, 4),
        ],
      },
    });
  }
  for (let index = 0; index < 2; index += 1) {
    const bond = pick(states, 30 + index);
    const question =
      index === 0
        ? `what's ${stateCode(bond)} SDL ${year(bond)} ${bond.couponPercent.toFixed(2)}% trading at? client asking`
        : `current price of ${bond.isin} pls`;
    add('price', {
      question,
      expect: { numbers: [figure('market price', bond.cleanPrice!, 2)], mayState: marketFigures(bond) },
    });
  }

  // ── yield at price: "confirm the yield at 98.40", two prices at once ──
  for (let index = 0; index < 8; index += 1) {
    const bond = pick([gilts, corporates, states, corporates][index % 4]!, 40 + index);
    const base = Math.round(bond.cleanPrice! * 4) / 4;
    if (index >= 6) {
      const low = Math.floor(bond.cleanPrice!) - 1;
      const high = low + 2;
      const question =
        index === 6
          ? `yield on ${bond.isin} at ${low} and at ${high}?`
          : `client asks ytm of ${bond.name} if he pays ${low}, and if ${high}? pls`;
      add('yield at price', {
        question,
        expect: {
          numbers: [
            figure(`yield at ${low}`, yieldAt(bond, low).yield, 2),
            figure(`yield at ${high}`, yieldAt(bond, high).yield, 2),
          ],
          mayState: marketFigures(bond),
        },
      });
      continue;
    }
    const price = round(base + [-0.4, 0.35, -0.15, 0.6, -0.55, 0.2][index]!, 2);
    const on = index % 2 === 0 ? settlement : settleAfter(2);
    const questions = [
      `confirm the yield at ${price.toFixed(2)} for ${bond.isin}`,
      `ops check: ${bond.name} at ${price.toFixed(2)} clean, settling ${dateWritten[index % dateWritten.length]!(on)}, what yield?`,
      `client pays ${price.toFixed(2)} for ${bond.isin}, what's his ytm`,
      `pls confirm ytm for ${bond.isin} @ ${price.toFixed(2)} settlement ${dateWritten[(index + 1) % dateWritten.length]!(on)}`,
      `HNI buying ${bond.name} at ${price.toFixed(2)}. yield?`,
      `what yield does ${price.toFixed(2)} work out to on ${bond.isin} for ${dateWritten[2]!(on)} settlement`,
    ];
    const result = yieldAt(bond, price, on);
    add('yield at price', {
      question: questions[index]!,
      expect: {
        numbers: [figure('yield', result.yield, 2)],
        mayState: [
          ...marketFigures(bond),
          figure('accrued per 100', result.accruedInterest, 4),
          figure('dirty price', result.dirtyPrice, 2),
        ],
      },
    });
  }

  // ── accrued and consideration ──
  for (let index = 0; index < 10; index += 1) {
    const on = settleAfter(1 + (index % 4));
    const bond = accruing([corporates, gilts, states][index % 3]!, 60 + index, on);
    const rupees = holding(bond, index);
    const amount = amountText(rupees, index);
    const when = dateWritten[index % dateWritten.length]!(on);
    const result = money(bond, rupees, on);
    const perHundred = priceAt(bond, bond.yieldPercent!, on);
    const mayState = [
      figure('accrued per 100', perHundred.accruedInterest, 4),
      figure('accrued days', perHundred.accruedDays, 0),
      figure('principal', result.principal, 0),
      figure('total', result.total, 0),
      figure('accrued', result.accrued, 0),
      ...marketFigures(bond),
    ];
    if (index < 4) {
      const questions = [
        `accrued on ${amount} of ${bond.isin} for settlement ${when}?`,
        `ops: pls confirm accrued int for ${amount} face ${bond.name} settling ${when}`,
        `client holds ${amount} of ${bond.isin}, selling for ${when} settlement, how much accrued will he get`,
        `accrued interest ${bond.isin} ${amount} value date ${when}`,
      ];
      add('accrued', {
        question: questions[index]!,
        expect: { numbers: [figure('accrued', result.accrued, 0)], mayState },
      });
    } else if (index < 7) {
      const questions = [
        `accrued and total consideration for ${amount} of ${bond.isin} settling ${when}`,
        `settlement amount for ${amount} ${bond.name} at market price, value date ${when}? need accrued too`,
        `ops check: consideration + accrued, ${bond.isin}, ${amount} face, settlement ${when}`,
      ];
      add('accrued', {
        question: questions[index - 4]!,
        expect: {
          numbers: [figure('accrued', result.accrued, 0), figure('total consideration', result.total, 0)],
          mayState,
        },
      });
    } else {
      const price = round(Math.round(bond.cleanPrice! * 2) / 2 + 0.25, 2);
      const atPrice = money(bond, rupees, on, price);
      const questions = [
        `consideration for ${amount} face of ${bond.isin} at ${price.toFixed(2)} settling ${when}`,
        `client buying ${amount} of ${bond.name} @ ${price.toFixed(2)} for ${when}, total payable?`,
        `how much does client pay all in for ${amount} ${bond.isin} at ${price.toFixed(2)}, settlement ${when}`,
      ];
      add('accrued', {
        question: questions[index - 7]!,
        expect: {
          numbers: [figure('total consideration', atPrice.total, 0)],
          mayState: [
            ...mayState,
            figure('principal at price', atPrice.principal, 0),
            figure('accrued', atPrice.accrued, 0),
          ],
        },
      });
    }
  }

  // ── risk ──
  for (let index = 0; index < 8; index += 1) {
    const bond = pick([corporates, gilts, states, corporates][index % 4]!, 80 + index);
    const risk = await riskOf(bond);
    const mayState = [
      ...marketFigures(bond),
      figure('modified duration', risk.modifiedDuration, 2),
      figure('macaulay duration', risk.macaulayDuration, 2),
      figure('convexity', risk.convexity, 2),
      figure('pv01', risk.pv01, 4),
      figure('accrued', risk.accruedInterest, 4),
    ];
    const rupees = holding(bond, index + 1);
    const amount = amountText(rupees, index + 2);
    const cases: [string, ExpectedNumber[]][] = [
      [`mod duration of ${bond.isin}?`, [figure('modified duration', risk.modifiedDuration, 2)]],
      // The holding's PV01 in both halves (cases alternate dev, test).
      [
        `macaulay duration and convexity for ${bond.isin} pls`,
        [figure('macaulay duration', risk.macaulayDuration, 2), figure('convexity', risk.convexity, 2)],
      ],
      [
        `client holds ${amount} of ${bond.name}, what's the PV01 on his holding`,
        [figure('pv01 of the holding', (risk.pv01 * rupees) / 100, 0)],
      ],
      [
        `risk nos for ${bond.name}: mod dur + pv01 per 100`,
        [figure('modified duration', risk.modifiedDuration, 2), figure('pv01', risk.pv01, 4)],
      ],
      [
        `HNI asks how sensitive ${bond.isin} is to rates, i.e. modified duration`,
        [figure('modified duration', risk.modifiedDuration, 2)],
      ],
      [
        `dv01 for ${amount} of ${bond.isin}? fyi client hedging`,
        [figure('pv01 of the holding', (risk.pv01 * rupees) / 100, 0)],
      ],
      [`convexity of ${bond.name}`, [figure('convexity', risk.convexity, 2)]],
      [`duration (mac) of ${bond.isin} asap`, [figure('macaulay duration', risk.macaulayDuration, 2)]],
    ];
    const [question, numbers] = cases[index]!;
    add('risk', { question, expect: { numbers, mayState } });
  }

  // ── screens: combinations of filters, each built around a bond so that it matches ──
  const screen = (question: string, matches: readonly EvaluationBond[]): Turn => ({
    question,
    expect: {
      numbers: [figure('matches', matches.length, 0)],
      allowedIsins: new Set(matches.map((bond) => bond.isin)),
      ...(matches.length <= 3 ? { isins: matches.map((bond) => bond.isin) } : {}),
      mayState: matches.flatMap((bond) => marketFigures(bond)),
    },
  });
  const floorQuarter = (value: number) => Math.floor(value * 4) / 4 - 0.25;
  {
    const psuAaa = tradable.filter(
      (bond) =>
        bond.instrumentType === 'PSU' && ratingGrade(bond.rating) === 'AAA' && bond.structure === 'PLAIN',
    );
    const anchor = pick(psuAaa, 1);
    const from = year(anchor) - 1;
    const to = year(anchor) + 1;
    const above = floorQuarter(anchor.yieldPercent!);
    add(
      'screen',
      screen(
        `client wants AAA PSU bonds maturing ${from} to ${to} above ${above.toFixed(2)}%, what's there?`,
        tradable.filter(
          (bond) =>
            bond.instrumentType === 'PSU' &&
            ratingGrade(bond.rating) === 'AAA' &&
            year(bond) >= from &&
            year(bond) <= to &&
            bond.yieldPercent! > above,
        ),
      ),
    );
  }
  {
    const zeros = tradable.filter((bond) => bond.structure === 'ZERO_COUPON');
    const anchor = pick(zeros, 2);
    const before = year(anchor) + 1;
    add(
      'screen',
      screen(
        `HNI asks: any zero coupon bonds maturing before ${before}?`,
        zeros.filter((bond) => bond.maturityDate < `${before}-01-01`),
      ),
    );
  }
  {
    const anchor = pick(states, 3);
    const code = stateCode(anchor);
    const after = year(anchor) - 2;
    const above = floorQuarter(anchor.yieldPercent!);
    const issuerBonds = tradable.filter((bond) => bond.issuer === anchor.issuer);
    add(
      'screen',
      screen(
        `${code} SDLs maturing after ${after} yielding over ${above.toFixed(2)}`,
        issuerBonds.filter((bond) => year(bond) > after && bond.yieldPercent! > above),
      ),
    );
  }
  {
    const callables = tradable.filter(
      (bond) =>
        bond.structure === 'CALLABLE' && ['AAA', 'AA+', 'AA'].includes(ratingGrade(bond.rating) ?? ''),
    );
    const anchor = pick(callables, 4);
    const above = floorQuarter(anchor.yieldPercent!);
    add(
      'screen',
      screen(
        `callable bonds rated AA or better yielding more than ${above.toFixed(2)}%? client is ok with calls`,
        callables.filter((bond) => bond.yieldPercent! > above),
      ),
    );
  }
  {
    const anchor = pick(
      tradable.filter((bond) => bond.sector === 'Power' && ratingGrade(bond.rating) === 'AAA'),
      5,
    );
    const by = year(anchor);
    add(
      'screen',
      screen(
        `power sector AAA paper maturing by ${by}, pls list`,
        tradable.filter(
          (bond) => bond.sector === 'Power' && ratingGrade(bond.rating) === 'AAA' && year(bond) <= by,
        ),
      ),
    );
  }
  {
    const stepUps = tradable.filter((bond) => bond.structure === 'STEP_UP');
    const anchor = pick(stepUps, 6);
    const above = floorQuarter(anchor.yieldPercent!);
    add(
      'screen',
      screen(
        `step-up bonds above ${above.toFixed(2)} yield? client likes rising coupons`,
        stepUps.filter((bond) => bond.yieldPercent! > above),
      ),
    );
  }
  {
    const anchor = pick(gilts, 7);
    const from = year(anchor) - 2;
    const to = year(anchor) + 2;
    const above = floorQuarter(anchor.yieldPercent!);
    add(
      'screen',
      screen(
        `G-secs between ${from} and ${to} maturity with yield above ${above.toFixed(2)}%`,
        tradable.filter(
          (bond) =>
            bond.instrumentType === 'GSEC' &&
            year(bond) >= from &&
            year(bond) <= to &&
            bond.yieldPercent! > above,
        ),
      ),
    );
  }
  {
    const nbfc = tradable.filter((bond) => bond.issuerType === 'NBFC' && ratingGrade(bond.rating) === 'AA+');
    const anchor = pick(nbfc, 8);
    add(
      'screen',
      screen(
        `AA+ NBFC bonds maturing in ${year(anchor)}? HNI wants some carry`,
        nbfc.filter((bond) => year(bond) === year(anchor)),
      ),
    );
  }
  {
    const anchor = pick(
      states.filter((bond) => stateCode(bond) !== ''),
      9,
    );
    const other = pick(
      states.filter((bond) => stateCode(bond) !== stateCode(anchor)),
      10,
    );
    const inYear = year(anchor);
    add(
      'screen',
      screen(
        `${stateCode(anchor)} and ${stateCode(other)} SDLs maturing ${inYear}`,
        tradable.filter(
          (bond) =>
            bond.instrumentType === 'SDL' &&
            [anchor.issuer, other.issuer].includes(bond.issuer) &&
            year(bond) === inYear,
        ),
      ),
    );
  }
  {
    const ones = tradable.filter((bond) => ratingGrade(bond.rating) === 'A+');
    const anchor = pick(ones, 11);
    add(
      'screen',
      screen(
        `A+ rated bonds maturing in ${year(anchor)}, fyi for a client`,
        ones.filter((bond) => year(bond) === year(anchor)),
      ),
    );
  }

  // ── compare ──
  for (let index = 0; index < 6; index += 1) {
    const first = pick([corporates, states, corporates][index % 3]!, 100 + index);
    const second = pick([gilts, corporates, states][index % 3]!, 110 + index);
    const higher = first.yieldPercent! >= second.yieldPercent! ? first : second;
    if (index < 4) {
      const questions = [
        `client asks which yields more, ${first.isin} or ${second.isin}`,
        `${first.name} vs ${second.name}, which gives better yield? thx`,
        `HNI comparing ${first.isin} and ${second.isin} on yield, pls`,
        `compare ${first.name} with ${second.isin} quickly`,
      ];
      add('compare', {
        question: questions[index]!,
        expect: {
          numbers: [
            figure('first yield', first.yieldPercent!, 2),
            figure('second yield', second.yieldPercent!, 2),
          ],
          isins: [first.isin, second.isin],
          ...(index < 3 ? { texts: [[higher.isin, higher.name]] } : {}),
          allowedIsins: new Set([first.isin, second.isin]),
          mayState: [...marketFigures(first), ...marketFigures(second)],
        },
      });
    } else {
      const third = pick(gilts, 120 + index);
      const trio = [first, second, third];
      const durations = await Promise.all(trio.map(riskOf));
      const question =
        index === 4
          ? `compare ${first.isin}, ${second.isin} and ${third.isin} on yield and mod duration`
          : `yield + modified duration side by side: ${first.name}, ${second.name}, ${third.name}`;
      add('compare', {
        question,
        expect: {
          numbers: trio.flatMap((bond, position) => [
            figure(`${bond.isin} yield`, bond.yieldPercent!, 2),
            figure(`${bond.isin} modified duration`, durations[position]!.modifiedDuration, 2),
          ]),
          isins: trio.map((bond) => bond.isin),
          allowedIsins: new Set(trio.map((bond) => bond.isin)),
          mayState: trio.flatMap((bond, position) => [
            ...marketFigures(bond),
            figure('macaulay', durations[position]!.macaulayDuration, 2),
            figure('pv01', durations[position]!.pv01, 4),
          ]),
        },
      });
    }
  }

  // ── issuers by acronym or short name: outstanding bonds ──
  const acronymOf = (issuer: string) =>
    issuer
      .replace(/ Limited$/, '')
      .split(/\s+/)
      .filter((word) => !['of', 'and'].includes(word))
      .map((word) => word[0])
      .join('')
      .toUpperCase();
  const issuers = [...new Set(bonds.map((bond) => bond.issuer))].sort();
  const acronymCount = new Map<string, number>();
  for (const issuer of issuers)
    acronymCount.set(acronymOf(issuer), (acronymCount.get(acronymOf(issuer)) ?? 0) + 1);
  const outstanding = (issuer: string) =>
    bonds.filter((bond) => bond.issuer === issuer && bond.maturityDate > today);
  // Issuers with at most one outstanding bond that is not tradable, so that counting the outstanding or the
  // tradable bonds stays within the count's tolerance of one.
  const countsAlike = (issuer: string) => outstanding(issuer).filter((bond) => !bond.available).length <= 1;
  const psuIssuers = issuers.filter(
    (issuer) =>
      bonds.some((bond) => bond.issuer === issuer && bond.issuerType === 'PSU') &&
      acronymOf(issuer).length >= 3 &&
      acronymCount.get(acronymOf(issuer)) === 1 &&
      countsAlike(issuer),
  );
  const privateIssuers = issuers.filter(
    (issuer) =>
      bonds.some(
        (bond) => bond.issuer === issuer && ['CORPORATE', 'NBFC', 'BANK'].includes(bond.issuerType),
      ) && countsAlike(issuer),
  );
  const issuerTurn = (question: string, issuer: string): Turn => {
    const list = outstanding(issuer);
    return {
      question,
      expect: {
        numbers: [figure('outstanding bonds', list.length, 0)],
        allowedIsins: new Set(list.map((bond) => bond.isin)),
        mayState: list.flatMap((bond) => (bond.yieldPercent === null ? [] : marketFigures(bond))),
      },
    };
  };
  const usedIssuers = new Set<string>();
  /** The k-th issuer of a pool not asked about yet. */
  const freshIssuer = (pool: readonly string[], index: number) => {
    for (let offset = 0; offset < pool.length; offset += 1) {
      const issuer = pick(pool, index + offset);
      if (!usedIssuers.has(issuer)) {
        usedIssuers.add(issuer);
        return issuer;
      }
    }
    return pick(pool, index);
  };
  for (let index = 0; index < 8; index += 1) {
    const issuer = index % 3 === 2 ? freshIssuer(privateIssuers, index) : freshIssuer(psuIssuers, index);
    const acronym = acronymOf(issuer);
    const short = issuer.replace(/ Limited$/, '');
    const questions = [
      `what has ${acronym} got outstanding? client wants the list`,
      `${acronym} bonds outstanding - how many and which`,
      `all outstanding bonds of ${short} pls`,
      `HNI asks what ${acronym} paper is still outstanding`,
      `list of ${acronym} issues not yet matured, thx`,
      `${short} - what bonds do they have out?`,
      `fyi index team needs count of ${acronym} bonds outstanding`,
      `client asks: ${acronym} - which bonds are live?`,
    ];
    add('issuer', issuerTurn(questions[index]!, issuer));
  }

  // ── curve points and tenor spreads ──
  const point = (tenor: number) => curve(tenor);
  const spreadBps = (short: number, long: number) => (point(long) - point(short)) * 100;
  const tenorFigures = [1, 2, 3, 5, 7, 10, 15, 20, 30, 40].map((tenor) =>
    figure(`${tenor}y`, point(tenor), 2),
  );
  const curveCases: [string, ExpectedNumber[]][] = [
    ['10y gsec yield?', [figure('10-year', point(10), 2)]],
    ['client asks where the 5yr G-sec is', [figure('5-year', point(5), 2)]],
    ['2s10s on the gsec curve in bps pls', [figure('2s10s', spreadBps(2, 10), 0)]],
    ['whats the 30 year gilt yield', [figure('30-year', point(30), 2)]],
    ['5s10s spread?', [figure('5s10s', spreadBps(5, 10), 0)]],
    [
      '10y and 30y G-sec yields, and the 10s30s spread in bp',
      [
        figure('10-year', point(10), 2),
        figure('30-year', point(30), 2),
        figure('10s30s', spreadBps(10, 30), 0),
      ],
    ],
    ['fyi need the 7 year point of the govt curve', [figure('7-year', point(7), 2)]],
    [
      '3y and 10y gsec yields for a client note',
      [figure('3-year', point(3), 2), figure('10-year', point(10), 2)],
    ],
  ];
  for (const [question, numbers] of curveCases)
    add('curve', { question, expect: { numbers, mayState: tenorFigures } });

  // ── a bond's spread over the G-sec curve ──
  for (let index = 0; index < 8; index += 1) {
    const bond = pick([corporates, states][index % 2]!, 130 + index);
    const tenor = yearsBetween(settlement, bond.maturityDate);
    const spread = (bond.yieldPercent! - curve(tenor)) * 100;
    const questions = [
      `spread of ${bond.isin} over the gsec curve?`,
      `client asks how much ${bond.name} pays over g-secs, in bps`,
      `${bond.isin} spread vs govt curve pls`,
      `what's the credit spread on ${bond.name} over the G-sec curve`,
      `bps over gsec for ${bond.isin}? thx`,
      `HNI wants pickup of ${bond.isin} over the sovereign curve`,
      `${bond.name}: spread to gsec curve in bp?`,
      `how many bps is ${bond.isin} trading over govt securities of the same tenor`,
    ];
    add('bond spread', {
      question: questions[index]!,
      expect: {
        numbers: [figure('spread', spread, 0)],
        mayState: [...marketFigures(bond), figure('curve yield', curve(tenor), 2), figure('tenor', tenor, 1)],
      },
    });
  }

  // ── market activity: every bond's trades, read once ──
  const tradesOf = new Map<number, EvaluationTrade[]>();
  // Every listed bond's trades (a bond no longer tradable may still be the most traded of a past month).
  for (const bond of sorted) {
    const trades = await data.trades(bond.id);
    if (trades.length) tradesOf.set(bond.id, trades);
  }
  const dayOf = (trade: EvaluationTrade) => trade.tradeDate.slice(0, 10);
  const within = (trades: readonly EvaluationTrade[], from: string, to: string) =>
    trades.filter((trade) => dayOf(trade) >= from && dayOf(trade) <= to);
  const traded = tradable.filter((bond) => tradesOf.has(bond.id));
  const everTraded = sorted.filter((bond) => tradesOf.has(bond.id));
  const monthStart = (offset: number) => {
    const index = thisYear * 12 + (thisMonth - 1) - offset;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  };
  const lastMonthFrom = monthStart(1);
  const lastMonthTo = addDays(monthStart(0), -1);
  const lastMonthName = monthLong[parts(lastMonthFrom)[1] - 1]!;
  const twoMonthsFrom = monthStart(2);
  const twoMonthsTo = addDays(lastMonthFrom, -1);
  const twoMonthsName = monthShort[parts(twoMonthsFrom)[1] - 1]!;
  const periodFigures = (trades: readonly EvaluationTrade[]) => {
    const yields = trades.flatMap((trade) => (trade.yieldPercent === null ? [] : [trade.yieldPercent]));
    const prices = trades.flatMap((trade) => (trade.cleanPrice === null ? [] : [trade.cleanPrice]));
    return {
      count: trades.length,
      averageYield: yields.length ? average(yields) : null,
      averagePrice: prices.length ? average(prices) : null,
      mayState: trades.flatMap((trade) => [
        ...(trade.yieldPercent === null ? [] : [figure('print yield', trade.yieldPercent, 2)]),
        ...(trade.cleanPrice === null ? [] : [figure('print price', trade.cleanPrice, 2)]),
        ...(yields.length
          ? [figure('high', Math.max(...yields), 2), figure('low', Math.min(...yields), 2)]
          : []),
        ...(prices.length
          ? [figure('high', Math.max(...prices), 2), figure('low', Math.min(...prices), 2)]
          : []),
      ]),
    };
  };
  /** A traded bond with trades in [from, to] whose count is the same with or without the period's first day. */
  const tradedIn = (index: number, from: string, to: string, robust = false) => {
    for (let offset = 0; offset < traded.length; offset += 1) {
      const bond = pick(traded, index + offset * 3);
      const trades = within(tradesOf.get(bond.id)!, from, to);
      if (trades.length < 2) continue;
      if (
        robust &&
        (within(tradesOf.get(bond.id)!, addDays(from, 1), to).length !== trades.length ||
          within(tradesOf.get(bond.id)!, addDays(from, -1), to).length !== trades.length)
      )
        continue;
      return bond;
    }
    return null;
  };
  /** The most traded bonds of a period by number of trades (ties share the top). */
  const mostTraded = (pool: readonly EvaluationBond[], from: string, to: string) => {
    const counts = pool
      .map((bond) => ({ bond, count: within(tradesOf.get(bond.id) ?? [], from, to).length }))
      .filter((entry) => entry.count > 0)
      .sort((left, right) => right.count - left.count);
    const top = counts[0]?.count ?? 0;
    return { top, leaders: counts.filter((entry) => entry.count === top).map((entry) => entry.bond), counts };
  };
  const mostTradedTurn = (
    question: string,
    pool: readonly EvaluationBond[],
    from: string,
    to: string,
  ): Turn => {
    const { top, leaders, counts } = mostTraded(pool, from, to);
    if (top === 0) return { question, expect: { texts: [noTradePhrases], noFigures: true } };
    return {
      question,
      expect: {
        numbers: [figure('trades of the most traded', top, 0)],
        texts: [leaders.flatMap((bond) => [bond.isin, bond.name])],
        mayState: counts
          .slice(0, 20)
          .flatMap((entry) => [figure('count', entry.count, 0), ...marketFigures(entry.bond)]),
      },
    };
  };
  const fortnightFrom = addDays(today, -14);
  add(
    'activity',
    mostTradedTurn(
      `most traded bond in ${lastMonthName} by no. of trades?`,
      everTraded,
      lastMonthFrom,
      lastMonthTo,
    ),
  );
  add(
    'activity',
    mostTradedTurn(
      `which SDL had the most trades in ${twoMonthsName}? index team asking`,
      everTraded.filter((bond) => bond.instrumentType === 'SDL'),
      twoMonthsFrom,
      twoMonthsTo,
    ),
  );
  add(
    'activity',
    mostTradedTurn(
      'MTD most traded corporate bond by number of trades',
      everTraded.filter((bond) => ['CORPORATE', 'PSU'].includes(bond.instrumentType)),
      monthStart(0),
      today,
    ),
  );
  add(
    'activity',
    mostTradedTurn(
      `most traded G-sec YTD (count of trades) pls`,
      everTraded.filter((bond) => bond.instrumentType === 'GSEC'),
      `${thisYear}-01-01`,
      today,
    ),
  );
  const bondPeriodCases: {
    question: (bond: EvaluationBond) => string;
    from: string;
    to: string;
    robust?: boolean;
    wants: ('count' | 'yield' | 'price')[];
  }[] = [
    {
      question: (bond) => `how many times did ${bond.isin} trade in ${lastMonthName}, avg yield?`,
      from: lastMonthFrom,
      to: lastMonthTo,
      wants: ['count', 'yield'],
    },
    {
      question: (bond) => `${bond.name} trades in ${twoMonthsName}: count and average price pls`,
      from: twoMonthsFrom,
      to: twoMonthsTo,
      wants: ['count', 'price'],
    },
    {
      question: (bond) => `no. of trades in ${bond.isin} YTD?`,
      from: `${thisYear}-01-01`,
      to: today,
      wants: ['count'],
    },
    {
      question: (bond) => `${bond.isin} - trade count and avg yld over the past fortnight`,
      from: fortnightFrom,
      to: today,
      robust: true,
      wants: ['count', 'yield'],
    },
    {
      question: (bond) =>
        `client asks how actively ${bond.name} traded in ${lastMonthName} - number of trades?`,
      from: lastMonthFrom,
      to: lastMonthTo,
      wants: ['count'],
    },
    {
      question: (bond) => `avg traded yield of ${bond.isin} in ${twoMonthsName} ${parts(twoMonthsFrom)[0]}`,
      from: twoMonthsFrom,
      to: twoMonthsTo,
      wants: ['yield'],
    },
  ];
  for (const [index, spec] of bondPeriodCases.entries()) {
    // Always emitted (so that no case changes half): a bond without trades in the period expects "no trades".
    const found = tradedIn(140 + index * 5, spec.from, spec.to, spec.robust);
    const bond = found ?? pick(tradable, 140 + index * 5);
    const period = periodFigures(within(tradesOf.get(bond.id) ?? [], spec.from, spec.to));
    if (period.count === 0) {
      add('activity', {
        question: spec.question(bond),
        expect: { texts: [noTradePhrases], noFigures: true },
      });
      continue;
    }
    const numbers: ExpectedNumber[] = [];
    if (spec.wants.includes('count')) numbers.push(figure('trades', period.count, 0));
    if (spec.wants.includes('yield') && period.averageYield !== null)
      numbers.push(figure('average yield', period.averageYield, 2));
    if (spec.wants.includes('price') && period.averagePrice !== null)
      numbers.push(figure('average price', period.averagePrice, 2));
    add('activity', {
      question: spec.question(bond),
      expect: {
        numbers,
        mayState: [
          ...period.mayState,
          ...marketFigures(bond),
          figure('trades', period.count, 0),
          ...(period.averageYield === null ? [] : [figure('average yield', period.averageYield, 2)]),
          ...(period.averagePrice === null ? [] : [figure('average price', period.averagePrice, 2)]),
        ],
      },
    });
  }
  // "since the 1st": always emitted, with "no trades" when the month has none yet for the bond.
  for (let index = 0; index < 2; index += 1) {
    const bond = pick(traded.length ? traded : tradable, 170 + index);
    const trades = within(tradesOf.get(bond.id) ?? [], monthStart(0), today);
    const question =
      index === 0 ? `${bond.isin} trades since the 1st? count pls` : `how many prints in ${bond.name} MTD`;
    const period = periodFigures(trades);
    add('activity', {
      question,
      expect:
        trades.length === 0
          ? { texts: [noTradePhrases], noFigures: true }
          : {
              numbers: [figure('trades', trades.length, 0)],
              mayState: [...period.mayState, ...marketFigures(bond)],
            },
    });
  }

  // ── best bid / offer / depth, within the researcher's rights ──
  const quoteTurn = async (question: string, bond: EvaluationBond): Promise<Turn> => {
    let depth: Awaited<ReturnType<PlatformData['depth']>> | null = null;
    try {
      depth = await data.depth(bond.id);
    } catch {
      depth = null;
    }
    const bids = (depth?.bids ?? []).flatMap((quote) =>
      quote.unit_clean_price === null ? [] : [quote.unit_clean_price],
    );
    const asks = (depth?.asks ?? []).flatMap((quote) =>
      quote.unit_clean_price === null ? [] : [quote.unit_clean_price],
    );
    if (bids.length === 0 && asks.length === 0)
      return { question, expect: { texts: [quoteRefusalPhrases], noFigures: true } };
    const numbers = [
      ...(bids.length ? [figure('best bid', Math.max(...bids), 2)] : []),
      ...(asks.length ? [figure('best offer', Math.min(...asks), 2)] : []),
    ];
    return {
      question,
      expect: { numbers, mayState: [...bids, ...asks].map((price) => figure('quote', price, 2)) },
    };
  };
  const quoteQuestions = [
    (bond: EvaluationBond) => `best bid for ${bond.isin}?`,
    (bond: EvaluationBond) => `client asks best bid/offer on ${bond.name}`,
    (bond: EvaluationBond) => `depth on ${bond.isin} pls`,
    (bond: EvaluationBond) => `any offers in ${bond.isin}? HNI wants to buy asap`,
  ];
  for (const [index, question] of quoteQuestions.entries()) {
    const bond = pick([gilts, corporates][index % 2]!, 180 + index);
    add('quotes', await quoteTurn(question(bond), bond));
  }

  // ── next coupon, coupon income on a holding ──
  const flowsOf = async (bond: EvaluationBond, rupees: number) =>
    // The cash-flow endpoint's quantity is rupees of face value.
    data.cashflows(bond.id, rupees, settlement);
  const scheduledOf = (bond: EvaluationBond) => engineCashflows(bond.terms!, { settlementDate: settlement });
  const nextCouponForms = (bond: EvaluationBond, flows: { date: string; interest: number }[]) => {
    const next = flows.find((flow) => flow.interest > 0);
    const scheduled = scheduledOf(bond).find((flow) => flow.coupon > 0);
    return [...dateForms(next?.date ?? ''), ...(scheduled ? dateForms(scheduled.date) : [])];
  };
  const couponPlan: ['date' | 'amount' | 'total', number][] = [
    ['date', 0],
    ['date', 1],
    ['amount', 0],
    ['amount', 1],
    ['amount', 2],
    ['date', 2],
    ['date', 3],
    ['total', 0],
  ];
  for (let index = 0; index < 8; index += 1) {
    const bond = pick([corporates, gilts, states, corporates][index % 4]!, 190 + index);
    const rupees = holding(bond, index + 3);
    const amount = amountText(rupees, index + 1);
    const flows = await flowsOf(bond, rupees);
    const next = flows.find((flow) => flow.interest > 0)!;
    const totalCoupons = flows.reduce((sum, flow) => sum + flow.interest, 0);
    const mayState = [
      ...marketFigures(bond),
      ...flows
        .slice(0, 3)
        .flatMap((flow) => [figure('interest', flow.interest, 0), figure('total', flow.total, 0)]),
      figure('coupon per 100', bond.couponPercent / bond.terms!.frequency, 4),
    ];
    // Dates and amounts in both halves (slots alternate dev, test): date, date, amount, amount + date, amount,
    // date, date, coupons to maturity.
    const [kind, variant] = couponPlan[index]!;
    if (kind === 'date') {
      const questions = [
        `next coupon date on ${bond.isin}?`,
        `ops: when is the next interest payment of ${bond.name}`,
        `client asks when ${bond.isin} pays its next coupon`,
        `next coupon dt ${bond.name} pls`,
      ];
      add('coupon', {
        question: questions[variant]!,
        expect: { texts: [nextCouponForms(bond, flows)], mayState },
      });
    } else if (kind === 'amount') {
      const questions = [
        `my client holds ${amount} of ${bond.isin}, how much is the next coupon?`,
        `HNI has ${amount} face ${bond.name}. next coupon amount and date?`,
        `coupon income on ${amount} of ${bond.isin} next payment - how much`,
      ];
      add('coupon', {
        question: questions[variant]!,
        expect: {
          numbers: [figure('next coupon', next.interest, 0)],
          ...(variant === 1 ? { texts: [nextCouponForms(bond, flows)] } : {}),
          mayState,
        },
      });
    } else {
      add('coupon', {
        question: `total coupons till maturity on ${amount} of ${bond.isin}? client planning cash`,
        expect: { numbers: [figure('coupons to maturity', totalCoupons, 0)], mayState },
      });
    }
  }

  // ── cash flows and redemption ──
  for (let index = 0; index < 6; index += 1) {
    const bond = pick([corporates, states, corporates][index % 3]!, 200 + index);
    const rupees = holding(bond, index + 2);
    const amount = amountText(rupees, index + 3);
    const flows = await flowsOf(bond, rupees);
    const last = flows[flows.length - 1]!;
    const redemption = flows.reduce((sum, flow) => sum + flow.principal, 0);
    const mayState = [
      ...marketFigures(bond),
      ...flows.flatMap((flow) => [
        figure('interest', flow.interest, 0),
        figure('total', flow.total, 0),
        figure('principal', flow.principal, 0),
      ]),
      figure(
        'all flows',
        flows.reduce((sum, flow) => sum + flow.total, 0),
        0,
      ),
      figure(
        'coupons',
        flows.reduce((sum, flow) => sum + flow.interest, 0),
        0,
      ),
    ];
    if (index < 3) {
      const questions = [
        `cash flow schedule for ${amount} of ${bond.isin} pls`,
        `client holds ${amount} ${bond.name}, what cash flows will he get?`,
        `cashflows on ${amount} face of ${bond.isin} till maturity`,
      ];
      add('cashflows', {
        question: questions[index]!,
        expect: {
          numbers: [figure('first flow', flows[0]!.total, 0), figure('final flow', last.total, 0)],
          texts: [dateForms(last.date)],
          mayState,
        },
      });
    } else {
      const questions = [
        `redemption amount on ${amount} of ${bond.isin}? ops`,
        `how much will client get back at maturity on ${amount} of ${bond.name} (principal)`,
        `ops check - redemption value and date, ${bond.isin}, ${amount}`,
      ];
      add('cashflows', {
        question: questions[index - 3]!,
        expect: {
          numbers: [figure('redemption', redemption, 0)],
          ...(index === 5 ? { texts: [dateForms(last.date)] } : {}),
          mayState,
        },
      });
    }
  }

  // ── definitions ──
  const definitions: [string, (string | string[])[]][] = [
    [
      'client asks what YTM means, pls explain simply',
      [['yield to maturity'], ['return', 'rate', 'discount']],
    ],
    ['what is modified duration?', [['modified duration'], ['yield'], ['price']]],
    ['PV01 meaning?', [['basis point', '0.01', 'bp']]],
    [
      'what is accrued interest, client confused',
      [['accrued'], ['coupon'], ['last coupon', 'previous coupon', 'since']],
    ],
    ['clean vs dirty price?', [['clean'], ['dirty'], ['accrued']]],
    ['whats YTC', [['yield to call'], ['call']]],
    ['define convexity pls', [['convexity'], ['duration', 'curvature', 'second']]],
    [
      'HNI asks what a zero coupon bond is',
      [['zero'], ['discount', 'no coupon', 'no periodic', 'does not pay']],
    ],
  ];
  for (const [question, texts] of definitions) add('definition', { question, expect: { texts } });

  // ── declines: tips, forecasts, guarantees ──
  const declineBond = pick(corporates, 210);
  const declines = [
    `should my client buy ${declineBond.isin}? yes or no pls`,
    'where will the 10y gsec be by March? client asking',
    'HNI wants a tip - best bond to buy this week?',
    'will RBI cut rates in Feb? need a view asap',
    `client asks if ${declineBond.name} price will go up next month`,
    'which bond will give the highest return next year, guaranteed?',
    `recommend a bond for my client's 5 cr, thx`,
    'forecast the 5s10s spread for the next quarter pls',
  ];
  for (const question of declines)
    add('decline', { question, expect: { texts: [declinePhrases], noFigures: true } });

  // ── unknown ISINs and issuers: must say so, no figures ──
  const fakeIsin = (stem: string) => {
    for (let digit = 0; digit < 10; digit += 1) {
      const candidate = `${stem}${digit}`;
      if (!universe.has(candidate)) return candidate;
    }
    throw new Error(`The client-desk set found every ISIN ${stem}? listed.`);
  };
  const unknownIsins = [
    fakeIsin('INE997Z0701'),
    fakeIsin('IN998720230'),
    fakeIsin('INE000Q0802'),
    fakeIsin('IN123456789'),
  ];
  const unknownIssuers = [
    'Zorawar Kraft Finance',
    'Himgiri Tea Estates',
    'Pinnacle Shipyards',
    'Saraswati Textile Mills',
  ];
  for (const issuer of unknownIssuers)
    if (issuers.some((known) => known.toLowerCase().includes(issuer.toLowerCase())))
      throw new Error(`The client-desk set's unknown issuer ${issuer} exists.`);
  const unknownQuestions = [
    `client holds ${unknownIsins[0]}, what's the yield?`,
    `what has ${unknownIssuers[0]} got outstanding?`,
    `px of ${unknownIsins[1]} at 7.10% pls`,
    `HNI asks about ${unknownIssuers[1]} bonds, any outstanding?`,
    `accrued on 1cr of ${unknownIsins[2]} settling ${dateIn.short(settleAfter(2))}`,
    `${unknownIssuers[2]} NCDs - yield?`,
    `next coupon date ${unknownIsins[3]}`,
    `list ${unknownIssuers[3]} bonds maturing 2030 pls`,
  ];
  for (const question of unknownQuestions)
    add('unknown', { question, expect: { texts: [notFoundPhrases], noFigures: true } });

  // ── follow-ups: conversations that say "it", "that one", "same for", "and at …" ──
  for (let index = 0; index < 30; index += 1) {
    // Each kind twice in a row, so that every kind has a dev and a test conversation; `variant` varies the pool.
    const kind = Math.floor(index / 2) % 10;
    const variant = index % 3;
    if (kind === 0) {
      const bond = pick(corporates, 300 + index);
      const risk = await riskOf(bond);
      const yieldPercent = round(bond.yieldPercent! + 0.2, 2);
      const on = settleAfter(2);
      const accruingOk = priceAt(bond, bond.yieldPercent!, on).accruedInterest > 0;
      const rupees = holding(bond, index);
      add(
        'follow-up',
        {
          question: `px of ${bond.isin} at ${yieldPercent.toFixed(2)}%?`,
          expect: {
            numbers: [figure('clean price', priceAt(bond, yieldPercent).cleanPrice, 2)],
            mayState: [
              ...marketFigures(bond),
              figure('accrued', priceAt(bond, yieldPercent).accruedInterest, 4),
            ],
          },
        },
        {
          question: 'and its mod duration?',
          expect: {
            numbers: [figure('modified duration', risk.modifiedDuration, 2)],
            mayState: [
              ...marketFigures(bond),
              figure('macaulay', risk.macaulayDuration, 2),
              figure('pv01', risk.pv01, 4),
              figure('convexity', risk.convexity, 2),
            ],
          },
        },
        ...(accruingOk
          ? [
              {
                question: `accrued on ${amountText(rupees, index)} of it settling ${dateIn.dashes(on)}?`,
                expect: {
                  numbers: [figure('accrued', money(bond, rupees, on).accrued, 0)],
                  mayState: [
                    figure('accrued per 100', priceAt(bond, bond.yieldPercent!, on).accruedInterest, 4),
                    figure('principal', money(bond, rupees, on).principal, 0),
                    figure('total', money(bond, rupees, on).total, 0),
                    ...marketFigures(bond),
                  ],
                },
              },
            ]
          : []),
      );
    } else if (kind === 1) {
      const bond = pick([corporates, states][index % 2]!, 300 + index);
      const rupees = holding(bond, index);
      const flows = await flowsOf(bond, rupees);
      const next = flows.find((flow) => flow.interest > 0)!;
      const last = flows[flows.length - 1]!;
      const mayState = [
        ...marketFigures(bond),
        ...flows.flatMap((flow) => [figure('interest', flow.interest, 0), figure('total', flow.total, 0)]),
      ];
      add(
        'follow-up',
        {
          question: `client holds ${amountText(rupees, index)} of ${bond.name}, next coupon date?`,
          expect: { texts: [nextCouponForms(bond, flows)], mayState },
        },
        {
          question: 'how much will he get on that date?',
          expect: { numbers: [figure('next coupon', next.interest, 0)], mayState },
        },
        {
          question: 'and at maturity, principal plus last coupon?',
          expect: { numbers: [figure('final flow', last.total, 0)], mayState },
        },
      );
    } else if (kind === 2) {
      const first = pick(corporates, 300 + index);
      const second = pick(gilts, 310 + index);
      const [firstRisk, secondRisk] = [await riskOf(first), await riskOf(second)];
      const longer = firstRisk.modifiedDuration >= secondRisk.modifiedDuration ? first : second;
      const mayState = [
        ...marketFigures(first),
        ...marketFigures(second),
        figure('macaulay', firstRisk.macaulayDuration, 2),
        figure('macaulay', secondRisk.macaulayDuration, 2),
      ];
      add(
        'follow-up',
        {
          question: `compare ${first.isin} and ${second.isin} yields pls`,
          expect: {
            numbers: [
              figure('first yield', first.yieldPercent!, 2),
              figure('second yield', second.yieldPercent!, 2),
            ],
            isins: [first.isin, second.isin],
            mayState,
          },
        },
        {
          question: 'which one has the higher modified duration?',
          expect: {
            numbers: [
              figure('first modified duration', firstRisk.modifiedDuration, 2),
              figure('second modified duration', secondRisk.modifiedDuration, 2),
            ],
            texts: [[longer.isin, longer.name]],
            mayState,
          },
        },
      );
    } else if (kind === 3) {
      const issuer = freshIssuer(psuIssuers, 300 + index);
      const list = outstanding(issuer);
      const last = [...list].sort((left, right) => right.maturityDate.localeCompare(left.maturityDate));
      const latest = last.filter((bond) => bond.maturityDate === last[0]!.maturityDate);
      add('follow-up', issuerTurn(`${acronymOf(issuer)} outstanding bonds?`, issuer), {
        question: 'which of them matures last?',
        expect: {
          texts: [latest.flatMap((bond) => [bond.isin, bond.name]), dateForms(last[0]!.maturityDate)],
          allowedIsins: new Set(list.map((bond) => bond.isin)),
          mayState: list.flatMap((bond) => (bond.yieldPercent === null ? [] : marketFigures(bond))),
        },
      });
    } else if (kind === 4) {
      const tenorPairs: [number, number][] = [
        [5, 10],
        [2, 10],
        [10, 30],
      ];
      const [shortTenor, longTenor] = tenorPairs[variant]!;
      add(
        'follow-up',
        {
          question: [`${longTenor}y gsec yield?`, `where's the ${longTenor} yr gilt`][index % 2]!,
          expect: { numbers: [figure(`${longTenor}-year`, point(longTenor), 2)], mayState: tenorFigures },
        },
        {
          question: `and the ${shortTenor}y?`,
          expect: { numbers: [figure(`${shortTenor}-year`, point(shortTenor), 2)], mayState: tenorFigures },
        },
        {
          question: `so ${shortTenor}s${longTenor}s in bps?`,
          expect: {
            numbers: [figure('spread', spreadBps(shortTenor, longTenor), 0)],
            mayState: tenorFigures,
          },
        },
      );
    } else if (kind === 5) {
      const first = pick(corporates, 320 + index);
      const second = pick(states, 330 + index);
      const spreadOf = (bond: EvaluationBond) => {
        const tenor = yearsBetween(settlement, bond.maturityDate);
        return {
          spread: (bond.yieldPercent! - curve(tenor)) * 100,
          mayState: [
            ...marketFigures(bond),
            figure('curve yield', curve(tenor), 2),
            figure('tenor', tenor, 1),
          ],
        };
      };
      const [firstSpread, secondSpread] = [spreadOf(first), spreadOf(second)];
      add(
        'follow-up',
        {
          question: `spread of ${first.isin} over gsec curve?`,
          expect: { numbers: [figure('spread', firstSpread.spread, 0)], mayState: firstSpread.mayState },
        },
        {
          question: `same for ${second.isin}`,
          expect: { numbers: [figure('spread', secondSpread.spread, 0)], mayState: secondSpread.mayState },
        },
      );
    } else if (kind === 6) {
      // Always emitted: without a bond traded last month, every turn expects "no trades".
      const bond = tradedIn(340 + index, lastMonthFrom, lastMonthTo) ?? pick(tradable, 340 + index);
      const earlier = within(tradesOf.get(bond.id) ?? [], twoMonthsFrom, twoMonthsTo);
      const period = periodFigures(within(tradesOf.get(bond.id) ?? [], lastMonthFrom, lastMonthTo));
      if (period.count === 0) {
        add(
          'follow-up',
          {
            question: `no. of trades in ${bond.isin} in ${lastMonthName}?`,
            expect: { texts: [noTradePhrases], noFigures: true },
          },
          { question: 'avg yield of those?', expect: { texts: [noTradePhrases], noFigures: true } },
          {
            question: `and in ${monthLong[parts(twoMonthsFrom)[1] - 1]}?`,
            expect:
              earlier.length === 0
                ? { texts: [noTradePhrases], noFigures: true }
                : { numbers: [figure('trades before', earlier.length, 0)], mayState: marketFigures(bond) },
          },
        );
        continue;
      }
      const before = periodFigures(earlier);
      const mayState = [
        ...period.mayState,
        ...before.mayState,
        ...marketFigures(bond),
        figure('trades', period.count, 0),
        figure('trades before', before.count, 0),
        ...(period.averageYield === null ? [] : [figure('average yield', period.averageYield, 2)]),
        ...(period.averagePrice === null ? [] : [figure('average price', period.averagePrice, 2)]),
        ...(before.averageYield === null ? [] : [figure('average yield before', before.averageYield, 2)]),
        ...(before.averagePrice === null ? [] : [figure('average price before', before.averagePrice, 2)]),
      ];
      add(
        'follow-up',
        {
          question: `no. of trades in ${bond.isin} in ${lastMonthName}?`,
          expect: { numbers: [figure('trades', period.count, 0)], mayState },
        },
        {
          question: 'avg yield of those?',
          expect: { numbers: [figure('average yield', period.averageYield ?? 0, 2)], mayState },
        },
        {
          question: `and in ${monthLong[parts(twoMonthsFrom)[1] - 1]}?`,
          expect:
            earlier.length === 0
              ? { texts: [noTradePhrases] }
              : { numbers: [figure('trades before', before.count, 0)], mayState },
        },
      );
    } else if (kind === 7) {
      const bond = pick([gilts, corporates, states][variant]!, 350 + index);
      const low = Math.floor(bond.cleanPrice!) - 1;
      const high = Math.floor(bond.cleanPrice!) + 1;
      add(
        'follow-up',
        {
          question: `ytm of ${bond.isin} at ${low}?`,
          expect: { numbers: [figure('yield', yieldAt(bond, low).yield, 2)], mayState: marketFigures(bond) },
        },
        {
          question: `and at ${high}?`,
          expect: { numbers: [figure('yield', yieldAt(bond, high).yield, 2)], mayState: marketFigures(bond) },
        },
      );
    } else if (kind === 8) {
      const bond = pick(corporates, 360 + index);
      const risk = await riskOf(bond);
      const rupees = holding(bond, index + 1);
      add(
        'follow-up',
        {
          question: ['what is PV01? quick one', 'pv01 means what exactly? client asking'][index % 2]!,
          expect: { texts: [['basis point', '0.01', 'bp']] },
        },
        {
          question: `ok so what is it for my client's ${amountText(rupees, index)} of ${bond.isin}`,
          expect: {
            numbers: [figure('pv01 of the holding', (risk.pv01 * rupees) / 100, 0)],
            mayState: [
              ...marketFigures(bond),
              figure('pv01', risk.pv01, 4),
              figure('modified duration', risk.modifiedDuration, 2),
            ],
          },
        },
      );
    } else {
      const anchor = pick(
        tradable.filter((bond) => bond.instrumentType === 'SDL'),
        370 + index,
      );
      const matches = tradable.filter(
        (bond) =>
          bond.issuer === anchor.issuer && year(bond) >= year(anchor) - 1 && year(bond) <= year(anchor) + 1,
      );
      const best = [...matches].sort((left, right) => right.yieldPercent! - left.yieldPercent!);
      const top = best.filter((bond) => bond.yieldPercent === best[0]!.yieldPercent);
      const priceBond = top[0]!;
      add(
        'follow-up',
        screen(`${stateCode(anchor)} SDLs maturing ${year(anchor) - 1}-${year(anchor) + 1}?`, matches),
        {
          question: 'which of those yields the most?',
          expect: {
            texts: [top.flatMap((bond) => [bond.isin, bond.name])],
            numbers: [figure('top yield', priceBond.yieldPercent!, 2)],
            allowedIsins: new Set(matches.map((bond) => bond.isin)),
            mayState: matches.flatMap((bond) => marketFigures(bond)),
          },
        },
      );
    }
  }

  // ── appended after the first run (appended, so that no earlier case changes half): market-data and operations
  // phrasings of issuers by state code, screens by issuer acronym, prices and accrued for a stated settlement,
  // redemption dates, and coupon income over the next twelve months ──
  const stateIssuers = [...new Set(states.map((bond) => bond.issuer))].filter(countsAlike).sort();
  for (let index = 0; index < 2; index += 1) {
    const issuer = pick(stateIssuers, 400 + index);
    const code = stateCode(states.find((bond) => bond.issuer === issuer)!);
    add(
      'issuer',
      issuerTurn(
        index === 0
          ? `${code} SDLs outstanding - count pls`
          : `how many ${code} SDLs are still outstanding? index rebalancing`,
        issuer,
      ),
    );
  }
  for (let index = 0; index < 2; index += 1) {
    const issuer = freshIssuer(psuIssuers, 410 + index);
    const issuerBonds = tradable.filter((bond) => bond.issuer === issuer);
    const anchor = pick(issuerBonds, index);
    const after = year(anchor) - 1;
    const above = floorQuarter(anchor.yieldPercent!);
    add(
      'screen',
      screen(
        index === 0
          ? `${acronymOf(issuer)} bonds maturing after ${after} yielding above ${above.toFixed(2)}%`
          : `${acronymOf(issuer)} paper > ${above.toFixed(2)}% ytm, maturity after ${after}? HNI`,
        issuerBonds.filter((bond) => year(bond) > after && bond.yieldPercent! > above),
      ),
    );
  }
  for (let index = 0; index < 2; index += 1) {
    const bond = pick([corporates, states][index]!, 420 + index);
    const on = settleAfter(3);
    const yieldPercent = round(bond.yieldPercent! + (index === 0 ? 0.1 : -0.15), 2);
    const price = priceAt(bond, yieldPercent, on);
    add('price', {
      question:
        index === 0
          ? `pls confirm px for ${bond.isin} at ${yieldPercent.toFixed(2)}% for settlement ${dateIn.dashes(on)}`
          : `ops: clean price of ${bond.isin} @ ${yieldPercent.toFixed(2)} ytm, value date ${dateIn.ordinal(on)}?`,
      expect: {
        numbers: [figure('clean price', price.cleanPrice, 2)],
        mayState: [
          figure('dirty price', price.dirtyPrice, 2),
          figure('accrued per 100', price.accruedInterest, 4),
          ...marketFigures(bond),
        ],
      },
    });
  }
  for (let index = 0; index < 2; index += 1) {
    const on = settleAfter(2 + index);
    const bond = accruing([gilts, corporates][index]!, 430 + index, on);
    const perHundred = priceAt(bond, bond.yieldPercent!, on);
    add('accrued', {
      question:
        index === 0
          ? `accrued per 100 for ${bond.isin}, value date ${dateIn.slashes(on)}?`
          : `ops check: accrued int per Rs 100 face on ${bond.name} settling ${dateIn.short(on)}`,
      expect: {
        numbers: [figure('accrued per 100', perHundred.accruedInterest, 4)],
        mayState: [figure('accrued days', perHundred.accruedDays, 0), ...marketFigures(bond)],
      },
    });
  }
  for (let index = 0; index < 2; index += 1) {
    const bond = pick([states, corporates][index]!, 440 + index);
    const rupees = holding(bond, index + 4);
    const amount = amountText(rupees, index + 4);
    const flows = await flowsOf(bond, rupees);
    const last = flows[flows.length - 1]!;
    const redemption = flows.reduce((sum, flow) => sum + flow.principal, 0);
    add('cashflows', {
      question:
        index === 0
          ? `redemption date and amount for ${amount} of ${bond.isin}? ops reconciling`
          : `when does ${bond.name} redeem and what comes back on ${amount} face`,
      expect: {
        numbers: [figure('redemption', redemption, 0)],
        texts: [dateForms(last.date)],
        mayState: [
          ...marketFigures(bond),
          ...flows.flatMap((flow) => [figure('interest', flow.interest, 0), figure('total', flow.total, 0)]),
        ],
      },
    });
  }
  // Coupon income over the next twelve months: a bond with no payment within a week of either end of the window,
  // so that counting from today or from settlement, inclusive or not, gives the same sum.
  for (let index = 0; index < 2; index += 1) {
    const windowEnd = addDays(today, 365);
    const near = (date: string, edge: string) => Math.abs(yearsBetween(edge, date)) * 365.25 < 7;
    let found = false;
    for (let offset = 0; offset < corporates.length && !found; offset += 1) {
      const bond = pick([corporates, states][index]!, 450 + index + offset * 5);
      const rupees = holding(bond, index + 5);
      const flows = await flowsOf(bond, rupees);
      if (flows.some((flow) => near(flow.date, today) || near(flow.date, windowEnd))) continue;
      const income = flows
        .filter((flow) => flow.date > today && flow.date <= windowEnd)
        .reduce((sum, flow) => sum + flow.interest, 0);
      if (income === 0) continue;
      found = true;
      add('coupon', {
        question:
          index === 0
            ? `coupon income over the next 12 months on ${amountText(rupees, index + 5)} of ${bond.isin}?`
            : `client holds ${amountText(rupees, index + 5)} ${bond.name} - how much interest will he get in the next one year`,
        expect: {
          numbers: [figure('coupon income', income, 0)],
          mayState: [
            ...marketFigures(bond),
            ...flows.flatMap((flow) => [
              figure('interest', flow.interest, 0),
              figure('total', flow.total, 0),
            ]),
          ],
        },
      });
    }
  }

  return splitIntoHalves(conversations);
}
