// MIND's analyst-notes evaluation (issue 34): a fifth held-out set, written without reading MIND's code
// (`src/mind/`), its tests, the tuned set (`questionSet.ts`) or the questions of the held-out, researcher, treasury
// and desk-notes sets. The questions come in four voices the other sets do not cover: sell-side strategists and
// data analysts writing research tasks as commands ("pull up", "give me a table of", "rank", "top 5 by", "how many",
// "excluding PSUs", "not rated AAA", "between 2029 and 2031 inclusive", "vs."); economics students and new analysts
// learning the vocabulary ("what does it mean when…", "explain convexity like I'm new"); voice-dictated questions
// with speech-to-text artefacts (numbers in words such as "seven point two five percent" and "twenty thirty two",
// no punctuation, run-on sentences, "uh"); and fast typists' misspellings ("yeild", "matuirty", "cupon") and
// lower-case ISINs. Bonds and issuers are picked deterministically from the data with a scramble of its own
// (multiplier 173, offset 29), so the set survives reseeding. Every expected answer is computed from the platform's
// data API (through `PlatformData`) and `@bondkit/core/pricing`, never from MIND's answers: an expectation is
// changed only when it is wrong about the data. Definitions expect the key phrases of the pricing engine's own
// documentation (`packages/core/README.md`), not figures.
//
// Each case is tagged `dev` or `test`: within each category, conversations alternate between the halves (the
// turns of one conversation share a half). MIND is improved from the dev half's misses only; the test half
// measures once whether that generalises, so its misses are never read while tuning.
import { consideration, priceFromYield, yieldFromPrice } from '@bondkit/core/pricing';
import {
  addDays,
  average,
  type Conversation,
  crore,
  dateForms,
  declinePhrases,
  lakh,
  marketBasics,
  monthAfter,
  monthLong,
  notFoundPhrases,
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

/** The analyst-notes set's own scramble (multiplier 173, offset 29). */
const pick = scrambledPick('analyst-notes', 173, 29);

const figure = (label: string, value: number, decimals: number): ExpectedNumber => ({
  label,
  value,
  decimals,
});

const ones = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number below 200 as dictation software writes it: 'ninety nine', 'a hundred and one'. */
function wholeInWords(value: number): string {
  if (value >= 100) return value === 100 ? 'a hundred' : `a hundred and ${wholeInWords(value - 100)}`;
  if (value < 20) return ones[value]!;
  const unit = value % 10;
  return unit === 0 ? tens[Math.floor(value / 10)]! : `${tens[Math.floor(value / 10)]} ${ones[unit]}`;
}

/** 7.25 → 'seven point two five', 99.5 → 'ninety nine point five', 10 → 'ten'. */
function numberInWords(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const head = wholeInWords(Number(whole));
  return fraction ? `${head} point ${[...fraction].map((digit) => ones[Number(digit)]).join(' ')}` : head;
}

/** 2032 → 'twenty thirty two', 2030 → 'twenty thirty'. */
function yearInWords(year: number): string {
  return `twenty ${wholeInWords(year % 100)}`;
}

/** Every number a text states, as a figure the answer may restate without inventing it. */
function statedIn(text: string): ExpectedNumber[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) =>
    figure('stated', Number(match[0]), (match[0].split('.')[1] ?? '').length),
  );
}

const anyDate = (isoDate: string) => dateForms(isoDate);

/**
 * A holding's cash flow restated per 100 of face value and per bond (one unit of the bond's face value): true
 * figures of the data, which an answer may show beside (or instead of) the holding's amount.
 */
function perUnitFigures(bond: EvaluationBond, amount: number, face: number): ExpectedNumber[] {
  return [
    figure('per 100 face', (amount * 100) / face, 2),
    figure('per bond', (amount * (bond.terms?.faceValue ?? 100)) / face, 2),
  ];
}

/** Builds the analyst-notes cases from the data API's answers, each tagged with its half. */
export async function buildAnalystNotesSet(
  data: PlatformData,
  bonds: readonly EvaluationBond[],
  today: string,
): Promise<EvaluationCase[]> {
  const conversations: Conversation[] = [];
  const add = (category: string, ...turns: Turn[]) => conversations.push({ category, turns });
  const { sorted, universe, settlement, curve } = marketBasics(bonds, today);
  const tradable = sorted.filter((bond) => bond.available);
  const priced = tradable.filter((bond) => bond.yieldPercent !== null);

  const plain = priced.filter(
    (bond) =>
      bond.terms !== null &&
      bond.cleanPrice !== null &&
      bond.structure === 'PLAIN' &&
      ['CORPORATE', 'PSU', 'SDL', 'GSEC'].includes(bond.instrumentType) &&
      yearsBetween(today, bond.maturityDate) > 1.5,
  );
  const corporates = plain.filter((bond) => ['CORPORATE', 'PSU'].includes(bond.instrumentType));
  const states = plain.filter((bond) => bond.instrumentType === 'SDL');
  const gilts = plain.filter((bond) => bond.instrumentType === 'GSEC');
  const year = (bond: EvaluationBond) => Number(bond.maturityDate.slice(0, 4));
  const issuerShort = (issuer: string) =>
    issuer.replace(/ Limited$/, '').replace(/^State Government of /, '');
  const yieldOf = (bond: EvaluationBond) => bond.yieldPercent!;
  const priceOf = (bond: EvaluationBond) => bond.cleanPrice!;

  const risks = new Map<number, EvaluationRisk>();
  const riskOf = async (bond: EvaluationBond) => {
    const known = risks.get(bond.id);
    if (known) return known;
    const risk = await data.risk(bond.id);
    risks.set(bond.id, risk);
    return risk;
  };
  /** The bond's true market figures, which an answer may state as headlines without being asked for them. */
  const marketFigures = async (bond: EvaluationBond): Promise<ExpectedNumber[]> => {
    const risk = await riskOf(bond);
    return [
      figure('market yield', yieldOf(bond), 2),
      figure('market price', priceOf(bond), 2),
      figure('coupon', bond.couponPercent, 2),
      figure('accrued', risk.accruedInterest, 2),
      figure('dirty price', risk.cleanPrice + risk.accruedInterest, 2),
      figure('modified duration', risk.modifiedDuration, 2),
      figure('Macaulay duration', risk.macaulayDuration, 2),
      figure('convexity', risk.convexity, 1),
      figure('PV01', risk.pv01, 4),
    ];
  };

  // ─── price: the market's clean price and yield ───
  const priceAsks = [
    (bond: EvaluationBond) => `pull up the clean price and yield for ${bond.isin}`,
    (bond: EvaluationBond) => `whats the yeild on ${bond.isin.toLowerCase()} right now`,
    (bond: EvaluationBond) => `uh what is the price of ${bond.isin} today`,
    (bond: EvaluationBond) => `Give me price + YTM, ${bond.isin}.`,
    (bond: EvaluationBond) => `${bond.name} price and yeild pls`,
    (bond: EvaluationBond) => `where is ${bond.isin.toLowerCase()} trading, price and yield`,
    (bond: EvaluationBond) => `tell me the current price of ${bond.isin} and its yield to maturity`,
  ];
  for (let index = 0; index < 14; index += 1) {
    const pool = index % 3 === 0 ? gilts : index % 3 === 1 ? corporates : states;
    const bond = pick(pool, index);
    add('price', {
      question: priceAsks[index % priceAsks.length]!(bond),
      expect: {
        numbers: [figure('clean price', priceOf(bond), 2), figure('yield', yieldOf(bond), 2)],
        mayState: await marketFigures(bond),
      },
    });
  }

  // Dictated: a G-sec named by its coupon and year in words ("the seven point one eight percent twenty thirty three
  // gsec"), only where no other G-sec has that coupon and year.
  const spokenGilts = gilts.filter(
    (bond) =>
      gilts.filter((other) => other.couponPercent === bond.couponPercent && year(other) === year(bond))
        .length === 1,
  );
  const spokenAsks = [
    (bond: EvaluationBond) =>
      `uh what is the price of the ${numberInWords(bond.couponPercent)} percent ${yearInWords(year(bond))} gsec and its yield`,
    (bond: EvaluationBond) =>
      `price and yield for the ${numberInWords(bond.couponPercent)} percent government bond maturing ${yearInWords(year(bond))}`,
  ];
  for (let index = 0; index < 2; index += 1) {
    const bond = pick(spokenGilts, index + 20);
    add('price', {
      question: spokenAsks[index]!(bond),
      expect: {
        numbers: [figure('clean price', priceOf(bond), 2), figure('yield', yieldOf(bond), 2)],
        texts: [[bond.isin, bond.name]],
        mayState: [...(await marketFigures(bond)), figure('year', year(bond), 0)],
      },
    });
  }

  // ─── yield at price / price at yield ───
  for (let index = 0; index < 14; index += 1) {
    const bond = pick(index % 2 === 0 ? corporates : gilts, index + 40);
    const terms = bond.terms!;
    const spoken = index % 4 === 2;
    if (index % 3 === 2) {
      // Price at a given yield (a round quarter point above or below the market).
      const given = round(Math.round(yieldOf(bond) * 4) / 4 + (index % 2 === 0 ? 0.25 : -0.25), 2);
      const price = priceFromYield(terms, { settlementDate: settlement, yield: given }).cleanPrice;
      const question = spoken
        ? `what price would ${bond.isin.toLowerCase()} be at a yield of ${numberInWords(given)} percent`
        : `If ${bond.isin} yields ${given.toFixed(2)}%, what's the clean price?`;
      add('yield at price', {
        question,
        expect: {
          numbers: [figure('clean price at the yield', price, 2)],
          mayState: [figure('stated yield', given, 2), ...(await marketFigures(bond))],
        },
      });
      continue;
    }
    const given = round(Math.round(priceOf(bond) * 2) / 2 + (index % 2 === 0 ? -0.5 : 0.5), 2);
    const solved = yieldFromPrice(terms, { settlementDate: settlement, cleanPrice: given }).yield;
    const asks = [
      `yield on ${bond.isin} at a clean price of ${given.toFixed(2)}`,
      `if i pay ${numberInWords(given)} for ${bond.isin.toLowerCase()} what yield do i get`,
      `Compute YTM for ${bond.isin} @ ${given}`,
      `whats the yeild if I buy ${bond.isin} at ${given.toFixed(2)} clean`,
      `what yield does a price of ${given.toFixed(2)} imply for ${bond.name}`,
    ];
    add('yield at price', {
      question: asks[index % asks.length]!,
      expect: {
        numbers: [figure('yield at the price', solved, 2)],
        mayState: [figure('stated price', given, 2), ...(await marketFigures(bond))],
      },
    });
  }

  // ─── accrued and consideration ───
  const faces = [crore, 5 * crore, 25 * lakh, 2 * crore, 50 * lakh, 10 * crore, 3 * crore];
  const faceText = (rupees: number, form: number) =>
    form % 3 === 0
      ? rupees >= crore
        ? `${rupees / crore} crore`
        : `${rupees / lakh} lakh`
      : form % 3 === 1
        ? `Rs ${rupees.toLocaleString('en-IN')}`
        : rupees >= crore
          ? `${numberInWords(rupees / crore)} crore`
          : `${numberInWords(rupees / lakh)} lakh`;
  // The first fourteen alternate accrued per 100 (dev) and consideration (test); the next six the other way round,
  // so that each half asks both.
  for (let index = 0; index < 20; index += 1) {
    const bond = pick(index % 2 === 0 ? states : corporates, index + 80);
    const risk = await riskOf(bond);
    const terms = bond.terms!;
    if (index < 14 ? index % 2 === 0 : index % 2 === 1) {
      const asks = [
        `what's the accrued interest on ${bond.isin} per 100 face`,
        `accured interest for ${bond.isin.toLowerCase()}?`,
        `how much accrued interest is there on ${bond.name} per hundred for normal settlement`,
        `Pull up accrued int. per 100 for ${bond.isin}`,
      ];
      add('accrued', {
        question: asks[Math.floor(index / 2) % asks.length]!,
        expect: {
          numbers: [figure('accrued interest', risk.accruedInterest, 2)],
          mayState: await marketFigures(bond),
        },
      });
      continue;
    }
    const face = faces[index % faces.length]!;
    const money = consideration(terms, {
      settlementDate: settlement,
      cleanPrice: priceOf(bond),
      quantity: face / (terms.faceValue ?? 100),
    });
    const asks = [
      `consideration for ${faceText(face, 0)} face of ${bond.isin} at the market price`,
      `how much do i pay all in for ${faceText(face, 2)} of ${bond.isin.toLowerCase()} at todays price`,
      `Give me the settlement amount incl. accrued for ${faceText(face, 1)} FV of ${bond.isin} at market`,
      `total considaration buying ${faceText(face, 0)} of ${bond.isin} at the current price, in rupees`,
    ];
    add('accrued', {
      question: asks[Math.floor(index / 2) % asks.length]!,
      expect: {
        numbers: [figure('consideration', money.total, 0)],
        mayState: [
          figure('principal', money.principal, 0),
          figure('accrued amount', money.accrued, 0),
          ...(await marketFigures(bond)),
        ],
      },
    });
  }

  // ─── risk: duration, PV01, convexity ───
  const riskAsks: [string, (risk: EvaluationRisk) => ExpectedNumber, (bond: EvaluationBond) => string][] = [
    [
      'modified duration',
      (risk) => figure('modified duration', risk.modifiedDuration, 2),
      (bond) => `modified duraton of ${bond.isin}`,
    ],
    [
      'PV01',
      (risk) => figure('PV01', risk.pv01, 4),
      (bond) => `pull up the PV01 per 100 face for ${bond.isin}`,
    ],
    [
      'convexity',
      (risk) => figure('convexity', risk.convexity, 1),
      (bond) => `what is the convexity of ${bond.isin.toLowerCase()}`,
    ],
    [
      'Macaulay duration',
      (risk) => figure('Macaulay duration', risk.macaulayDuration, 2),
      (bond) => `uh whats the macaulay duration on ${bond.name}`,
    ],
    [
      'modified duration',
      (risk) => figure('modified duration', risk.modifiedDuration, 2),
      (bond) => `Give me mod dur for ${bond.isin}`,
    ],
    [
      'PV01',
      (risk) => figure('PV01', risk.pv01, 4),
      (bond) => `pv01 of ${bond.isin} per hundred rupees face`,
    ],
    [
      'convexity',
      (risk) => figure('convexity', risk.convexity, 1),
      (bond) => `how convex is ${bond.isin}, give me the convexty number`,
    ],
  ];
  for (let index = 0; index < 14; index += 1) {
    const bond = pick(index % 2 === 0 ? gilts : corporates, index + 120);
    const risk = await riskOf(bond);
    const [, expected, ask] = riskAsks[index % riskAsks.length]!;
    add('risk', {
      question: ask(bond),
      expect: { numbers: [expected(risk)], mayState: await marketFigures(bond) },
    });
  }

  // ─── screen: combinations of filters, negations, inclusive ranges, aggregates ───
  const isAaa = (bond: EvaluationBond) => ratingGrade(bond.rating) === 'AAA';
  const atLeastAaPlus = (bond: EvaluationBond) => ['AAA', 'AA+'].includes(ratingGrade(bond.rating) ?? '');
  const screens: {
    question: string;
    match: (bond: EvaluationBond) => boolean;
    of?: readonly EvaluationBond[];
    aggregate?: (matches: EvaluationBond[]) => ExpectedNumber[];
    top?: number;
  }[] = [
    {
      question: 'list PSU bonds rated AAA maturing between 2029 and 2031 inclusive with yield at least 7%',
      match: (bond) =>
        bond.instrumentType === 'PSU' &&
        isAaa(bond) &&
        year(bond) >= 2029 &&
        year(bond) <= 2031 &&
        yieldOf(bond) >= 7,
    },
    {
      question: 'how many SDLs mature in 2030',
      of: tradable,
      match: (bond) => bond.instrumentType === 'SDL' && year(bond) === 2030,
    },
    {
      question: 'give me a table of zero coupon bonds that mature before 2029',
      of: tradable,
      match: (bond) => bond.structure === 'ZERO_COUPON' && year(bond) < 2029,
    },
    {
      question: 'Power sector bonds not rated AAA yielding over 7.75%',
      match: (bond) =>
        bond.sector === 'Power' && bond.rating !== null && !isAaa(bond) && yieldOf(bond) > 7.75,
    },
    {
      question: 'corporate bonds excluding PSUs rated AAA maturing in 2030 with a yield above 7 percent',
      match: (bond) =>
        bond.instrumentType === 'CORPORATE' && isAaa(bond) && year(bond) === 2030 && yieldOf(bond) > 7,
    },
    {
      question:
        'list state govt bonds other than maharashtra maturing twenty thirty two yielding over six point seven five percent',
      match: (bond) =>
        bond.instrumentType === 'SDL' &&
        bond.issuer !== 'State Government of Maharashtra' &&
        year(bond) === 2032 &&
        yieldOf(bond) > 6.75,
    },
    {
      question: 'what is the average coupon of SDLs maturing in 2035',
      of: tradable,
      match: (bond) => bond.instrumentType === 'SDL' && year(bond) === 2035,
      aggregate: (matches) => [
        figure('average coupon', average(matches.map((bond) => bond.couponPercent)), 2),
      ],
    },
    {
      question: 'how many callable bonds rated AA+ or better mature between 2031 and 2033 inclusive',
      of: tradable,
      match: (bond) =>
        bond.structure === 'CALLABLE' && atLeastAaPlus(bond) && year(bond) >= 2031 && year(bond) <= 2033,
    },
    {
      question: 'Housing Finance bonds with cupon at least 8% and matuirty before 2030',
      of: tradable,
      match: (bond) => bond.sector === 'Housing Finance' && bond.couponPercent >= 8 && year(bond) < 2030,
    },
    {
      question: 'rank the top 5 NBFC bonds by yield, excluding anything rated below A',
      top: 5,
      match: (bond) =>
        bond.issuerType === 'NBFC' &&
        ['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A'].includes(ratingGrade(bond.rating) ?? ''),
    },
    {
      question: 'what is the median yield of treasury bills',
      match: (bond) => bond.instrumentType === 'TBILL',
      aggregate: (matches) => {
        const yields = matches.map(yieldOf).sort((left, right) => left - right);
        const middle = Math.floor(yields.length / 2);
        const median = yields.length % 2 ? yields[middle]! : (yields[middle - 1]! + yields[middle]!) / 2;
        return [figure('median yield', median, 2)];
      },
    },
    {
      question: 'step up bonds in the housing finance sector maturing between 2031 and 2034 inclusive',
      of: tradable,
      match: (bond) =>
        bond.structure === 'STEP_UP' &&
        bond.sector === 'Housing Finance' &&
        year(bond) >= 2030 &&
        year(bond) <= 2034,
    },
    {
      question: `uh how many governmnet securities mature in ${yearInWords(2035)}`,
      of: tradable,
      match: (bond) => bond.instrumentType === 'GSEC' && year(bond) === 2035,
    },
    {
      question: 'Top 5 by yield: AAA bonds in the Infrastructure sector, PSUs excluded',
      top: 5,
      match: (bond) => bond.sector === 'Infrastructure' && isAaa(bond) && bond.instrumentType !== 'PSU',
    },
    {
      question: 'amortising bonds rated AA or AA- with a coupon between 8 and 9 percent inclusive',
      of: tradable,
      match: (bond) =>
        bond.structure === 'AMORTISING' &&
        ['AA', 'AA-'].includes(ratingGrade(bond.rating) ?? '') &&
        bond.couponPercent >= 8 &&
        bond.couponPercent <= 9,
    },
    {
      question: 'how many bonds other than SDLs mature in 2027 and yield at least 7.5%',
      match: (bond) => bond.instrumentType !== 'SDL' && year(bond) === 2027 && yieldOf(bond) >= 7.5,
    },
    {
      question: 'median cupon of PSU bonds maturing 2030 to 2032 inclusive',
      of: tradable,
      match: (bond) => bond.instrumentType === 'PSU' && year(bond) >= 2030 && year(bond) <= 2032,
      aggregate: (matches) => {
        const coupons = matches.map((bond) => bond.couponPercent).sort((left, right) => left - right);
        const middle = Math.floor(coupons.length / 2);
        const median = coupons.length % 2 ? coupons[middle]! : (coupons[middle - 1]! + coupons[middle]!) / 2;
        return [figure('median coupon', median, 2)];
      },
    },
    {
      question: 'what share of G-secs yield more than 7%',
      match: (bond) => bond.instrumentType === 'GSEC',
      aggregate: (matches) => [
        figure(
          'share above 7%',
          (100 * matches.filter((bond) => yieldOf(bond) > 7).length) / matches.length,
          0,
        ),
      ],
    },
    {
      question: 'top 5 SDLs by yield maturing between 2033 and 2035 inclusive',
      top: 5,
      match: (bond) => bond.instrumentType === 'SDL' && year(bond) >= 2033 && year(bond) <= 2035,
    },
    {
      question: 'rank the top 3 banking sector bonds by yeild, not rated AAA',
      top: 3,
      match: (bond) => bond.sector === 'Banking' && bond.rating !== null && !isAaa(bond),
    },
  ];
  for (const screen of screens) {
    const matches = (screen.of ?? priced).filter(screen.match);
    if (screen.aggregate) {
      add('screen', {
        question: screen.question,
        expect: {
          numbers: screen.aggregate(matches),
          allowedIsins: new Set(matches.map((bond) => bond.isin)),
          // The counts behind an aggregate (how many match, how many of those pass its test) are true figures.
          mayState: [
            figure('matches', matches.length, 0),
            figure('G-secs above 7%', matches.filter((bond) => yieldOf(bond) > 7).length, 0),
            ...matches.flatMap((bond) => [
              figure('yield', bond.yieldPercent ?? 0, 2),
              figure('coupon', bond.couponPercent, 2),
            ]),
          ],
        },
      });
      continue;
    }
    if (screen.top) {
      const ranked = [...matches].sort((left, right) => yieldOf(right) - yieldOf(left));
      const top = ranked.slice(0, screen.top);
      // A bond tied on yield with the first one left out may be ranked either side of the cut.
      const cut = ranked[screen.top]?.yieldPercent ?? Number.NEGATIVE_INFINITY;
      add('screen', {
        question: screen.question,
        expect: {
          isins: top.filter((bond) => yieldOf(bond) > cut).map((bond) => bond.isin),
          numbers: top.map((bond) => figure('yield', yieldOf(bond), 2)),
          // The screen's total (every screen states it) is a true figure too.
          mayState: [
            figure('matches', matches.length, 0),
            ...top.flatMap((bond) => [
              figure('coupon', bond.couponPercent, 2),
              figure('price', priceOf(bond), 2),
            ]),
          ],
          allowedIsins: new Set(top.map((bond) => bond.isin)),
        },
      });
      continue;
    }
    add('screen', {
      question: screen.question,
      expect: {
        numbers: [figure('matches', matches.length, 0)],
        ...(matches.length > 0 && matches.length <= 5 ? { isins: matches.map((bond) => bond.isin) } : {}),
        ...(matches.length === 0 ? { texts: [['no ', 'none', 'nothing', '0 ']] } : {}),
        allowedIsins: new Set(matches.map((bond) => bond.isin)),
        mayState: matches.flatMap((bond) => [
          figure('yield', bond.yieldPercent ?? 0, 2),
          figure('coupon', bond.couponPercent, 2),
          figure('price', bond.cleanPrice ?? 0, 2),
        ]),
      },
    });
  }

  // ─── compare: 2–4 bonds ───
  const compareAsks = [
    (list: EvaluationBond[]) => `${list[0]!.isin} vs. ${list[1]!.isin}: which yields more?`,
    (list: EvaluationBond[]) => `compair ${list.map((bond) => bond.isin.toLowerCase()).join(' and ')}`,
    (list: EvaluationBond[]) =>
      `give me a table of yield and price for ${list.map((bond) => bond.isin).join(', ')}`,
    (list: EvaluationBond[]) =>
      `uh compare ${list[0]!.isin} versus ${list[1]!.isin} versus ${list[2]!.isin} on yield`,
    (list: EvaluationBond[]) =>
      `${list.map((bond) => bond.name).join(' versus ')} which one has the higher yield`,
  ];
  for (let index = 0; index < 10; index += 1) {
    const size = 2 + (index % 3);
    const pool = index % 2 === 0 ? corporates : [...gilts, ...states];
    const list = Array.from({ length: size }, (_, offset) => pick(pool, index * 5 + offset + 160));
    if (new Set(list.map((bond) => bond.isin)).size < size) continue;
    // The three-way "versus" form needs three bonds; the "vs." form two.
    const forms = size === 2 ? [0, 1, 2, 4] : size === 3 ? [3, 1, 2, 4] : [1, 2, 4];
    const ask = compareAsks[forms[Math.floor(index / 3) % forms.length]!]!;
    add('compare', {
      question: ask(list),
      expect: {
        isins: list.map((bond) => bond.isin),
        numbers: list.map((bond) => figure(`yield of ${bond.isin}`, yieldOf(bond), 2)),
        allowedIsins: new Set(list.map((bond) => bond.isin)),
        mayState: (await Promise.all(list.map(marketFigures))).flat(),
      },
    });
  }

  // ─── issuer: a corporate issuer's outstanding bonds ───
  const byIssuer = new Map<string, EvaluationBond[]>();
  for (const bond of tradable)
    if (['CORPORATE', 'PSU'].includes(bond.instrumentType) && bond.maturityDate > today)
      byIssuer.set(bond.issuer, [...(byIssuer.get(bond.issuer) ?? []), bond]);
  // Issuers whose every bond still to mature is tradable, so that "outstanding" has one reading.
  const issuers = [...byIssuer.keys()]
    .filter((issuer) =>
      bonds.every((bond) => bond.issuer !== issuer || bond.available || bond.maturityDate <= today),
    )
    .sort();
  const issuerAsks = [
    (issuer: string) => `list everything ${issuer} has outstanding`,
    (issuer: string) => `how many bonds does ${issuerShort(issuer)} have outstanding`,
    (issuer: string) => `pull up all ${issuerShort(issuer).toLowerCase()} bonds`,
    (issuer: string) => `what has ${issuerShort(issuer)} issued that is still outstanding`,
    (issuer: string) => `uh show me the bonds of ${issuerShort(issuer).toLowerCase()} that are still live`,
  ];
  for (let index = 0; index < 10; index += 1) {
    const issuer = pick(issuers, index + 7);
    const own = byIssuer.get(issuer)!;
    add('issuer', {
      question: issuerAsks[index % issuerAsks.length]!(issuer),
      expect: {
        numbers: [figure('outstanding bonds', own.length, 0)],
        ...(own.length <= 5 ? { isins: own.map((bond) => bond.isin) } : {}),
        allowedIsins: new Set(bonds.filter((bond) => bond.issuer === issuer).map((bond) => bond.isin)),
        mayState: own.flatMap((bond) => [
          figure('yield', bond.yieldPercent ?? 0, 2),
          figure('coupon', bond.couponPercent, 2),
          figure('price', bond.cleanPrice ?? 0, 2),
        ]),
      },
    });
  }

  // ─── curve: points and spreads between tenors ───
  const point = (tenor: number) => figure(`${tenor}-year G-sec yield`, curve(tenor), 2);
  const spread = (short: number, long: number) =>
    figure(`${short}s${long}s`, (curve(long) - curve(short)) * 100, 0);
  const curveCases: [string, ExpectedNumber[], ExpectedNumber[]][] = [
    ['what is the ten year gsec yield', [point(10)], []],
    ['pull up the 5-year G-sec yield', [point(5)], []],
    ['2s10s?', [spread(2, 10)], [point(2), point(10)]],
    ['uh whats the thirty year government bond yield right now', [point(30)], []],
    ['give me the 5s30s spread in bps', [spread(5, 30)], [point(5), point(30)]],
    ['G-sec curve: 2y, 5y, 10y yields', [point(2), point(5), point(10)], []],
    [
      'what is the two year versus ten year spread on the government curve',
      [spread(2, 10)],
      [point(2), point(10)],
    ],
    ['10y gsec yeild?', [point(10)], []],
    ['what is the 3 year gilt yield', [point(3)], []],
    [
      'Spread between the 10-year and the 30-year G-sec, in basis points',
      [spread(10, 30)],
      [point(10), point(30)],
    ],
    ['fifteen year government securities yield', [point(15)], []],
    ['what does the 1s5s look like', [spread(1, 5)], [point(1), point(5)]],
  ];
  // Dictation homophones, only where the sense is plain: "to year" for two-year, "for year" for four-year.
  curveCases.push(
    [
      'uh what is the spread between the to year and the ten year gsec in basis points',
      [spread(2, 10)],
      [point(2), point(10)],
    ],
    ['ok so uh what is the yield on the for year government bond', [point(4)], []],
  );
  for (const [question, numbers, mayState] of curveCases)
    add('curve', { question, expect: { numbers, mayState } });

  // ─── bond spread: a bond's spread over the G-sec curve at its tenor ───
  const spreadAsks = [
    (bond: EvaluationBond) => `spread of ${bond.isin} over the g-sec curve in bps`,
    (bond: EvaluationBond) => `how many basis points over gsecs is ${bond.isin.toLowerCase()}`,
    (bond: EvaluationBond) => `what's the spread on ${bond.name} versus the government curve`,
    (bond: EvaluationBond) => `uh spread over government for ${bond.isin} in basis points`,
    (bond: EvaluationBond) => `G-sec spread, ${bond.isin}?`,
  ];
  for (let index = 0; index < 10; index += 1) {
    const bond = pick(index % 3 === 2 ? states : corporates, index + 200);
    const tenor = yearsBetween(settlement, bond.maturityDate);
    add('bond spread', {
      question: spreadAsks[index % spreadAsks.length]!(bond),
      expect: {
        numbers: [figure('spread over the curve (bp)', (yieldOf(bond) - curve(tenor)) * 100, 0)],
        mayState: [
          figure('curve yield at the tenor', curve(tenor), 2),
          figure('tenor', tenor, 1),
          ...(await marketFigures(bond)),
        ],
      },
    });
  }

  // ─── activity: most traded, a bond's trades over a period ───
  const trades = new Map<number, EvaluationTrade[]>();
  for (const bond of sorted) trades.set(bond.id, await data.trades(bond.id));
  const within = (bond: EvaluationBond, from: string, to: string) =>
    (trades.get(bond.id) ?? []).filter((trade) => trade.tradeDate >= from && trade.tradeDate <= to);
  const traded = sorted.filter((bond) => (trades.get(bond.id) ?? []).length >= 4);
  /** The month `back` months before today's, as [name, first day, last day (today at most)]. */
  const monthBack = (back: number): [string, string, string] => {
    const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
    const index = todayYear * 12 + todayMonth - 1 - back;
    const monthYear = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const from = `${monthYear}-${String(month).padStart(2, '0')}-01`;
    const last = addDays(monthAfter(`${monthYear}-${String(month).padStart(2, '0')}`), -1);
    const name = monthYear === todayYear ? monthLong[month - 1]! : `${monthLong[month - 1]} ${monthYear}`;
    return [name, from, last < today ? last : today];
  };
  const months = [monthBack(0), monthBack(1), monthBack(2)];
  const activityAsks = [
    (bond: EvaluationBond, month: string) =>
      `how many times did ${bond.isin} trade in ${month}, and the average yield`,
    (bond: EvaluationBond, month: string) =>
      `pull up ${bond.isin.toLowerCase()} trades in ${month}: count and simple average yield`,
    (bond: EvaluationBond, month: string) =>
      `uh how many trades in ${bond.name} during ${month} and what was the average yeild`,
    (bond: EvaluationBond, month: string) => `Number of prints in ${bond.isin} in ${month}? Avg yield?`,
  ];
  let activityCount = 0;
  for (let index = 0; activityCount < 8 && index < 60; index += 1) {
    const bond = pick(traded, index + 230);
    const [month, from, to] = months[index % months.length]!;
    const prints = within(bond, from, to).filter((trade) => trade.yieldPercent !== null);
    if (prints.length < 2) continue;
    add('activity', {
      question: activityAsks[activityCount % activityAsks.length]!(bond, month),
      expect: {
        numbers: [
          figure('trades', prints.length, 0),
          figure('average yield', average(prints.map((trade) => trade.yieldPercent!)), 2),
        ],
        mayState: [
          ...prints.flatMap((trade) => [
            figure('print yield', trade.yieldPercent!, 2),
            figure('print price', trade.cleanPrice ?? 0, 2),
          ]),
          figure(
            'average price',
            average(prints.filter((trade) => trade.cleanPrice !== null).map((trade) => trade.cleanPrice!)),
            2,
          ),
          ...(await marketFigures(bond)),
        ],
      },
    });
    activityCount += 1;
  }
  const [thisMonth, thisFrom, thisTo] = months[0]!;
  const [lastMonth, lastFrom, lastTo] = months[1]!;
  const mostTradedAsks: [string, string, string, 'count' | 'volume', (bond: EvaluationBond) => boolean][] = [
    [`which bond had the most trades in ${thisMonth}`, thisFrom, thisTo, 'count', () => true],
    [
      `rank the most traded G-secs in ${lastMonth} by number of trades`,
      lastFrom,
      lastTo,
      'count',
      (bond) => bond.instrumentType === 'GSEC',
    ],
    [`what traded the most by volume in ${thisMonth}`, thisFrom, thisTo, 'volume', () => true],
    [
      `uh which sdl traded the most times in ${thisMonth.toLowerCase()}`,
      thisFrom,
      thisTo,
      'count',
      (bond) => bond.instrumentType === 'SDL',
    ],
  ];
  for (const [question, from, to, measure, kind] of mostTradedAsks) {
    const scored = sorted
      .filter(kind)
      .map((bond) => {
        const prints = within(bond, from, to);
        return {
          bond,
          score: measure === 'count' ? prints.length : prints.reduce((sum, trade) => sum + trade.quantity, 0),
        };
      })
      .filter((entry) => entry.score > 0)
      .sort((left, right) => right.score - left.score);
    if (scored.length === 0) continue;
    const best = scored.filter((entry) => entry.score === scored[0]!.score).map((entry) => entry.bond.isin);
    add('activity', {
      question,
      expect: {
        texts: [best],
        allowedIsins: new Set(scored.map((entry) => entry.bond.isin)),
        ...(measure === 'count' ? { numbers: [figure('trades', scored[0]!.score, 0)] } : {}),
        mayState: scored.flatMap((entry) => [
          figure('yield', entry.bond.yieldPercent ?? 0, 2),
          figure('price', entry.bond.cleanPrice ?? 0, 2),
          figure('trades', within(entry.bond, from, to).length, 0),
        ]),
      },
    });
  }

  // ─── quotes: best bid / offer and depth, as far as a researcher may see them ───
  const quoteAsks = [
    (bond: EvaluationBond) => `best bid and offer for ${bond.isin}`,
    (bond: EvaluationBond) => `pull up the order book depth on ${bond.isin.toLowerCase()}`,
    (bond: EvaluationBond) => `uh what is the best offer on ${bond.name} right now`,
    (bond: EvaluationBond) => `Top of book for ${bond.isin}? bid/ask`,
  ];
  for (let index = 0; index < 8; index += 1) {
    const bond = pick(index % 2 === 0 ? gilts : corporates, index + 260);
    const depth = await data.depth(bond.id);
    const bids = depth.bids.flatMap((quote) =>
      quote.unit_clean_price === null ? [] : [quote.unit_clean_price],
    );
    const asks = depth.asks.flatMap((quote) =>
      quote.unit_clean_price === null ? [] : [quote.unit_clean_price],
    );
    const question = quoteAsks[index % quoteAsks.length]!(bond);
    if (bids.length === 0 && asks.length === 0) {
      add('quotes', {
        question,
        expect: {
          texts: [quoteRefusalPhrases],
          noFigures: true,
          mayState: await marketFigures(bond),
        },
      });
      continue;
    }
    add('quotes', {
      question,
      expect: {
        numbers: [
          ...(bids.length ? [figure('best bid', Math.max(...bids), 2)] : []),
          ...(asks.length ? [figure('best offer', Math.min(...asks), 2)] : []),
        ],
        mayState: [
          ...[...bids, ...asks].map((price) => figure('quote', price, 2)),
          ...(await marketFigures(bond)),
        ],
      },
    });
  }

  // ─── coupon: next coupon and coupon income on a holding ───
  const couponBearing = plain.filter((bond) => bond.couponPercent > 0);
  const couponHoldings = [crore, 5 * crore, 50 * lakh, 2 * crore, 10 * crore, 25 * lakh];
  // The first twelve alternate next coupon (dev) and a year's coupon income (test); the next six the other way round.
  for (let index = 0; index < 18; index += 1) {
    const bond = pick(couponBearing, index + 300);
    const face = couponHoldings[index % couponHoldings.length]!;
    const flows = (await data.cashflows(bond.id, face, today)).filter((flow) => flow.date > today);
    const next = flows.find((flow) => flow.interest > 0);
    if (!next) continue;
    if (index < 12 ? index % 2 === 0 : index % 2 === 1) {
      const asks = [
        `when is the next cupon on ${bond.isin} and how much on ${faceText(face, 0)}`,
        `next coupon date and amount for ${faceText(face, 1)} face of ${bond.isin.toLowerCase()}`,
        `uh i hold ${faceText(face, 2)} of ${bond.isin} when do i get the next coupon and how much`,
      ];
      add('coupon', {
        question: asks[Math.floor(index / 2) % asks.length]!,
        expect: {
          texts: [anyDate(next.date)],
          numbers: [figure('next coupon amount', next.interest, 0)],
          mayState: [
            figure('coupon rate', bond.couponPercent, 2),
            ...perUnitFigures(bond, next.interest, face),
            ...statedIn(faceText(face, 1)),
          ],
        },
      });
      continue;
    }
    const yearEnd = flows.filter((flow) => yearsBetween(today, flow.date) <= 1);
    const income = yearEnd.reduce((sum, flow) => sum + flow.interest, 0);
    const asks = [
      `coupon income over the next 12 months on ${faceText(face, 0)} of ${bond.isin}`,
      `how much interest will ${faceText(face, 1)} of ${bond.isin} pay in the next twelve months`,
      `total cupon income next one year for ${faceText(face, 2)} face ${bond.isin.toLowerCase()}`,
    ];
    add('coupon', {
      question: asks[Math.floor(index / 2) % asks.length]!,
      expect: {
        numbers: [figure('coupon income over 12 months', income, 0)],
        mayState: [
          ...yearEnd.map((flow) => figure('coupon', flow.interest, 0)),
          figure('coupon rate', bond.couponPercent, 2),
          ...yearEnd.flatMap((flow) => perUnitFigures(bond, flow.interest, face)),
          ...perUnitFigures(bond, income, face),
          // Interest to maturity, per 100 face or per bond: true, though not what was asked.
          ...perUnitFigures(
            bond,
            flows.reduce((sum, flow) => sum + flow.interest, 0),
            face,
          ),
          ...statedIn(faceText(face, 1)),
        ],
      },
    });
  }

  // ─── cashflows ───
  for (let index = 0; index < 10; index += 1) {
    const bond = pick(plain, index + 340);
    // The last two give the dev half the "how many payments left" form too.
    const form = index >= 8 ? [3, 1][index - 8]! : index % 4;
    const face = couponHoldings[(index + 2) % couponHoldings.length]!;
    const flows = (await data.cashflows(bond.id, face, today)).filter((flow) => flow.date > today);
    const last = flows[flows.length - 1]!;
    const totalInterest = flows.reduce((sum, flow) => sum + flow.interest, 0);
    const asks = [
      `list the remaining cash flows on ${faceText(face, 0)} of ${bond.isin}`,
      `pull up the cashflow schedule for ${faceText(face, 1)} face of ${bond.isin.toLowerCase()}`,
      `uh what cash flows do i get on ${faceText(face, 2)} of ${bond.isin} till maturity`,
      `Cash flows, ${bond.isin}, ${faceText(face, 0)} FV: how many payments left and total interest`,
    ];
    add('cashflows', {
      question: asks[form]!,
      expect: {
        texts: [anyDate(flows[0]!.date), anyDate(last.date)],
        numbers: [
          figure('final payment', last.total, 0),
          ...(form === 3
            ? [figure('payments left', flows.length, 0), figure('total interest', totalInterest, 0)]
            : []),
        ],
        mayState: [
          ...flows.flatMap((flow) => [
            figure('interest', flow.interest, 0),
            figure('principal', flow.principal, 0),
            figure('total', flow.total, 0),
          ]),
          figure('payments left', flows.length, 0),
          figure('total interest', totalInterest, 0),
          figure('coupon rate', bond.couponPercent, 2),
          ...flows.flatMap((flow) => [
            ...perUnitFigures(bond, flow.interest, face),
            ...perUnitFigures(bond, flow.total, face),
          ]),
          ...perUnitFigures(bond, totalInterest, face),
          ...statedIn(faceText(face, 1)),
        ],
      },
    });
  }

  // ─── definition: key phrases the engine's documentation agrees with ───
  const definitions: [string, (string | string[])[]][] = [
    ['how is accrued interest calculated', [['coupon'], ['since', 'last coupon', 'previous coupon', 'days']]],
    [
      'why does a T-bill have no coupon',
      [['discount'], ['face value', 'par', 'redeem', 'redemption', 'maturity']],
    ],
    ["what's the difference between clean and dirty price", [['accrued'], ['dirty', 'full', 'invoice']]],
    [
      "explain convexity like I'm new",
      [
        ['curv', 'second', 'convex'],
        ['duration', 'yield'],
      ],
    ],
    ['what does it mean when a bond has a modified duration of 5', [['percent', '%', 'per cent'], ['yield']]],
    ['what is PV01', [['basis point', '0.01%', 'one bp', '1 bp', '1bp']]],
    [
      'uh what is yield to maturity',
      [['maturity'], ['discount', 'internal rate', 'return', 'irr', 'present value']],
    ],
    ['what does ytc mean', [['call']]],
    [
      'explain macaulay duraton',
      [
        ['weighted', 'average'],
        ['time', 'years'],
      ],
    ],
    ['what is a step up bond', [['coupon'], ['step', 'increase', 'rise', 'higher']]],
    [
      'what does it mean when a bond is callable',
      [['call'], ['issuer', 'redeem', 'early', 'before maturity']],
    ],
    ['what is an SDL', [['state']]],
    ['what is the 2s10s spread', [['2'], ['10'], ['difference', 'spread', 'minus']]],
    ['what is a basis point', [['0.01', 'hundredth', '1/100']]],
    ['what does ex interest mean', [['record'], ['coupon']]],
    [
      'what is an amortising bond',
      [['principal', 'redemption', 'redeem', 'repaid', 'instalment', 'installment']],
    ],
  ];
  for (const [question, texts] of definitions)
    add('definition', {
      question,
      expect: { texts },
    });

  // ─── decline: forecasts, tips, "should I buy" ───
  const declineBond = pick(corporates, 400);
  const declineGilt = pick(gilts, 401);
  const declines = [
    `should I buy ${declineBond.isin}`,
    'where will the ten year gsec yield be in march',
    'give me your top 3 bond picks for next quarter',
    `is ${declineGilt.name} a good buy right now`,
    'will RBI cut rates in the next policy, and what does that do to 10y yields',
    'uh which bond will give me the best return next year',
    `predict the price of ${declineBond.isin.toLowerCase()} in six months`,
    'forecast the 2s10s spread for end of next year',
    'what bonds should my dad put his retirement money in',
    'tell me a bond that will definately go up',
  ];
  const declineFigures = [...(await marketFigures(declineBond)), ...(await marketFigures(declineGilt))];
  for (const question of declines)
    add('decline', {
      question,
      expect: {
        texts: [declinePhrases],
        noFigures: true,
        mayState: [...declineFigures, ...statedIn(question)],
      },
    });

  // ─── unknown: an ISIN or issuer the platform does not have ───
  const unknownIsins = [
    'IN9876543210',
    'INE999Z01019',
    'IN0020999999',
    'INE000X07123',
    'IN4120999904',
  ].filter((isin) => !universe.has(isin));
  const unknownIsinAsks = [
    (isin: string) => `pull up price and yield for ${isin}`,
    (isin: string) => `what is the modified duraton of ${isin}`,
    (isin: string) => `next coupon on ${isin}`,
    (isin: string) => `compare ${isin} cash flows for 1 crore`,
    (isin: string) => `accrued interest on ${isin} per 100`,
  ];
  for (const [index, isin] of unknownIsins.entries())
    add('unknown', {
      question: unknownIsinAsks[index % unknownIsinAsks.length]!(isin),
      expect: { texts: [notFoundPhrases, isin], noFigures: true, mayState: statedIn('1 100') },
    });
  const unknownIssuers = [
    'Zorvex Fintech Limited',
    'Quillmark Infra Projects',
    'Bharat Lunar Mining Corporation',
    'State Government of Atlantis',
    'Pemberly Housing Finance',
  ];
  const knownIssuers = new Set(bonds.map((bond) => bond.issuer.toLowerCase()));
  const unknownIssuerAsks = [
    (issuer: string) => `list everything ${issuer} has outstanding`,
    (issuer: string) => `how many bonds has ${issuer} issued`,
    (issuer: string) => `uh show me ${issuer.toLowerCase()} bonds`,
    (issuer: string) => `what's the yield on the ${issuer} bonds`,
    (issuer: string) => `pull up all SDLs of ${issuer.replace('State Government of ', '')}`,
  ];
  for (const [index, issuer] of unknownIssuers.entries())
    if (!knownIssuers.has(issuer.toLowerCase()))
      add('unknown', {
        question: unknownIssuerAsks[index % unknownIssuerAsks.length]!(issuer),
        expect: { texts: [notFoundPhrases], noFigures: true },
      });

  // ─── follow-up: multi-turn conversations ───
  const followUpsBefore = conversations.length;
  for (let index = 0; conversations.length - followUpsBefore < 27 && index < 60; index += 1) {
    const shape = index % 9;
    const bond = pick(index % 2 === 0 ? corporates : gilts, index + 500);
    const risk = await riskOf(bond);
    const facts = await marketFigures(bond);
    if (shape === 0) {
      add(
        'follow-up',
        {
          question: `pull up ${bond.isin} price`,
          expect: { numbers: [figure('clean price', priceOf(bond), 2)], mayState: facts },
        },
        {
          question: 'what about its PV01',
          expect: { numbers: [figure('PV01', risk.pv01, 4)], mayState: facts },
        },
        {
          question: 'and the modified duration',
          expect: { numbers: [figure('modified duration', risk.modifiedDuration, 2)], mayState: facts },
        },
      );
    } else if (shape === 1) {
      const face = 5 * crore;
      const money = consideration(bond.terms!, {
        settlementDate: settlement,
        cleanPrice: priceOf(bond),
        quantity: face / (bond.terms!.faceValue ?? 100),
      });
      add(
        'follow-up',
        {
          question: `whats the consideration for 5 crore face of ${bond.isin.toLowerCase()} at market in rupees`,
          expect: {
            numbers: [figure('consideration', money.total, 0)],
            mayState: [
              figure('principal', money.principal, 0),
              figure('accrued', money.accrued, 0),
              ...facts,
            ],
          },
        },
        {
          question: 'and in crore?',
          expect: {
            numbers: [figure('consideration in crore', money.total / crore, 2)],
            mayState: [figure('consideration', money.total, 0), ...facts],
          },
        },
      );
    } else if (shape === 2) {
      const list = [bond, pick(corporates, index + 520), pick(gilts, index + 540)];
      const second = list[1]!;
      const secondRisk = await riskOf(second);
      const allFacts = (await Promise.all(list.map(marketFigures))).flat();
      add(
        'follow-up',
        {
          question: `compare ${list.map((item) => item.isin).join(', ')} on yield`,
          expect: {
            isins: list.map((item) => item.isin),
            numbers: list.map((item) => figure('yield', yieldOf(item), 2)),
            allowedIsins: new Set(list.map((item) => item.isin)),
            mayState: allFacts,
          },
        },
        {
          question: 'what is the accrued interest on the second one',
          expect: {
            numbers: [figure('accrued interest', secondRisk.accruedInterest, 2)],
            mayState: await marketFigures(second),
          },
        },
      );
    } else if (shape === 3) {
      const occurrence = Math.floor(index / 9);
      const [kind, kindWord, sdlYear] = (
        [
          ['PSU', 'PSU bonds', 2031],
          ['GSEC', 'gsecs', 2036],
          ['CORPORATE', 'non-PSU corporate bonds', 2028],
        ] as const
      )[occurrence % 3]!;
      const count = (yearWanted: number) =>
        tradable.filter((item) => item.instrumentType === kind && year(item) === yearWanted);
      const first = count(sdlYear);
      const next = count(sdlYear + 1);
      add(
        'follow-up',
        {
          question: `how many ${kindWord} mature in ${sdlYear}`,
          expect: {
            numbers: [figure('matches', first.length, 0)],
            allowedIsins: new Set(first.map((item) => item.isin)),
            mayState: first.flatMap((item) => [
              figure('yield', item.yieldPercent ?? 0, 2),
              figure('coupon', item.couponPercent, 2),
              figure('price', item.cleanPrice ?? 0, 2),
            ]),
          },
        },
        {
          question: `same for ${sdlYear + 1}`,
          expect: {
            numbers: [figure('matches', next.length, 0)],
            allowedIsins: new Set(next.map((item) => item.isin)),
            mayState: next.flatMap((item) => [
              figure('yield', item.yieldPercent ?? 0, 2),
              figure('coupon', item.couponPercent, 2),
              figure('price', item.cleanPrice ?? 0, 2),
            ]),
          },
        },
      );
    } else if (shape === 4) {
      const [long, short, longWords, shortWords] = (
        [
          [10, 5, 'ten year', 'five year'],
          [30, 10, '30y', '10y'],
          [7, 2, 'seven year', 'two year'],
        ] as const
      )[Math.floor(index / 9) % 3]!;
      add(
        'follow-up',
        { question: `gsec ${longWords} yeild pls`, expect: { numbers: [point(long)] } },
        { question: `and the ${shortWords}`, expect: { numbers: [point(short)], mayState: [point(long)] } },
        {
          question: `so whats the ${short}s${long}s in bps`,
          expect: { numbers: [spread(short, long)], mayState: [point(short), point(long)] },
        },
      );
    } else if (shape === 5) {
      const flows = (await data.cashflows(bond.id, crore, today)).filter((flow) => flow.date > today);
      const next = flows.find((flow) => flow.interest > 0);
      add(
        'follow-up',
        {
          question: `duraton of ${bond.isin.toLowerCase()}`,
          expect: { numbers: [figure('modified duration', risk.modifiedDuration, 2)], mayState: facts },
        },
        {
          question: 'convexity?',
          expect: { numbers: [figure('convexity', risk.convexity, 1)], mayState: facts },
        },
        ...(next
          ? [
              {
                question: 'when is its next coupon and how much on 1 crore',
                expect: {
                  texts: [anyDate(next.date)],
                  numbers: [figure('next coupon on 1 crore', next.interest, 0)],
                  mayState: [...facts, ...perUnitFigures(bond, next.interest, crore), figure('stated', 1, 0)],
                },
              },
            ]
          : []),
      );
    } else if (shape === 6) {
      const [month, from, to] = months[0]!;
      const prints = within(bond, from, to).filter((trade) => trade.yieldPercent !== null);
      const tradedBond = prints.length >= 2 ? bond : pick(traded, index + 560);
      const tradedPrints = within(tradedBond, from, to).filter((trade) => trade.yieldPercent !== null);
      if (tradedPrints.length < 2) continue;
      const tradedFacts = await marketFigures(tradedBond);
      const printFigures = tradedPrints.flatMap((trade) => [
        figure('print yield', trade.yieldPercent!, 2),
        figure('print price', trade.cleanPrice ?? 0, 2),
      ]);
      add(
        'follow-up',
        {
          question: `how many times did ${tradedBond.isin} trade in ${month.toLowerCase()}`,
          expect: {
            numbers: [figure('trades', tradedPrints.length, 0)],
            mayState: [...printFigures, ...tradedFacts],
          },
        },
        {
          question: 'whats the simple average yield on those trades',
          expect: {
            numbers: [figure('average yield', average(tradedPrints.map((trade) => trade.yieldPercent!)), 2)],
            mayState: [...printFigures, ...tradedFacts, figure('trades', tradedPrints.length, 0)],
          },
        },
        {
          question: 'and its current yield in the market',
          expect: { numbers: [figure('market yield', yieldOf(tradedBond), 2)], mayState: tradedFacts },
        },
      );
    } else if (shape === 7) {
      const issuer = pick(issuers, index + 11);
      const own = byIssuer.get(issuer)!.filter((item) => item.yieldPercent !== null);
      if (own.length < 2) continue;
      const highest = [...own].sort((left, right) => yieldOf(right) - yieldOf(left))[0]!;
      const ownFacts = own.flatMap((item) => [
        figure('yield', yieldOf(item), 2),
        figure('coupon', item.couponPercent, 2),
        figure('price', priceOf(item), 2),
      ]);
      const highestRisk = await riskOf(highest);
      add(
        'follow-up',
        {
          question: `list ${issuerShort(issuer)} bonds outstanding`,
          expect: {
            numbers: [figure('outstanding bonds', byIssuer.get(issuer)!.length, 0)],
            allowedIsins: new Set(bonds.filter((item) => item.issuer === issuer).map((item) => item.isin)),
            mayState: ownFacts,
          },
        },
        {
          question: 'which of them yields the most',
          expect: {
            isins: [highest.isin],
            numbers: [figure('highest yield', yieldOf(highest), 2)],
            allowedIsins: new Set(bonds.filter((item) => item.issuer === issuer).map((item) => item.isin)),
            mayState: ownFacts,
          },
        },
        {
          question: 'whats the modified duration of that one',
          expect: {
            numbers: [figure('modified duration', highestRisk.modifiedDuration, 2)],
            mayState: await marketFigures(highest),
          },
        },
      );
    } else {
      // A spread over the G-sec curve is asked of a corporate bond or an SDL, never of a G-sec itself.
      const spreadBond = index % 2 === 0 ? bond : pick(states, index + 580);
      const spreadFacts = await marketFigures(spreadBond);
      const tenor = yearsBetween(settlement, spreadBond.maturityDate);
      add(
        'follow-up',
        {
          question: `uh what is the yield on ${spreadBond.isin}`,
          expect: { numbers: [figure('yield', yieldOf(spreadBond), 2)], mayState: spreadFacts },
        },
        {
          question: 'and its spread over the gsec curve in basis points',
          expect: {
            numbers: [figure('spread (bp)', (yieldOf(spreadBond) - curve(tenor)) * 100, 0)],
            mayState: [...spreadFacts, figure('curve yield', curve(tenor), 2), figure('tenor', tenor, 1)],
          },
        },
      );
    }
  }

  return splitIntoHalves(conversations);
}
