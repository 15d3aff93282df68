// MIND's researcher evaluation (issue 34): a second held-out set, larger than `heldOutSet.ts`, written without
// reading MIND's code (`src/mind/`), its tests, the tuned set (`questionSet.ts`) or the held-out set's questions.
// The questions are phrased the way researchers, dealers and treasury analysts in India type them (shorthand,
// typos, lower case, lakh and crore, dates in many forms) about bonds and issuers picked deterministically from
// the data (a scrambled order of their own, so the set survives reseeding). Every expected answer is computed
// from the platform's data API (through `PlatformData`) and `@bondkit/core/pricing`, never from MIND's answers:
// an expectation is changed only when it is wrong about the data.
//
// Each case is tagged `dev` or `test`: within each category, conversations alternate between the halves (the
// turns of one conversation share a half). Improve MIND from the dev half's misses only; the test half measures
// whether that generalises, so never read its misses while tuning.
import {
  cashflows,
  consideration,
  priceFromYield,
  riskMeasures,
  yieldFromPrice,
  yieldToCall,
} from '@bondkit/core/pricing';
import {
  addDays,
  average,
  type Conversation,
  dateForms,
  dateIn,
  declinePhrases,
  governmentCurve,
  monthLong,
  monthShort,
  nextWeekday,
  notFoundPhrases,
  notVisiblePhrases,
  parts,
  ratingGrade,
  round,
  splitIntoHalves,
  type Turn,
  yearsBetween,
} from './caseHelpers';
import type { EvaluationCase, ExpectedNumber } from './expectations';
import type { EvaluationBond, EvaluationRisk, EvaluationTrade, PlatformData } from './platformData';

/** The categories, in the order the tables print them. */
const categories = [
  'price',
  'yield at price',
  'accrued',
  'risk',
  'screen',
  'compare',
  'issuer',
  'curve',
  'bond spread',
  'activity',
  'quotes',
  'coupon',
  'cashflows',
  'definition',
  'follow-up',
  'unknown',
  'decline',
] as const;
type Category = (typeof categories)[number];

const figure = (label: string, value: number, decimals: number): ExpectedNumber => ({
  label,
  value,
  decimals,
});

/** This set's own bond order: another multiplier and seed than the held-out set's, so other bonds come first. */
function shuffled(key: number): number {
  return Math.imul((key ^ 0x5bd1e995) >>> 0, 2_246_822_519) >>> 0;
}

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619) >>> 0;
  return shuffled(hash);
}

/** More ways a question writes a date than the shared ones: '03.12.2026', '3-Dec-26', 'December 3'. */
const dateAlso = {
  dotted: (iso: string) => iso.split('-').reverse().join('.'),
  banker: (iso: string) =>
    `${parts(iso)[2]}-${monthShort[parts(iso)[1] - 1]}-${String(parts(iso)[0]).slice(2)}`,
  monthFirst: (iso: string) => `${monthLong[parts(iso)[1] - 1]} ${parts(iso)[2]}`,
  lowerShort: (iso: string) => `${parts(iso)[2]} ${monthShort[parts(iso)[1] - 1]!.toLowerCase()}`,
};

/** A date an answer may state as the payment date or the scheduled one (either counts). */
function eitherDate(...isoDates: string[]): string[] {
  return [...new Set(isoDates.flatMap((isoDate) => dateForms(isoDate)))];
}

/** Holidays a question's settlement date avoids (MM-DD): Christmas and Republic Day. */
const avoidedDays = new Set(['12-25', '01-26', '01-01']);

const noTradePhrases = [
  'no trade',
  'not trade',
  'no bond traded',
  'nothing traded',
  'no prints',
  'did not trade',
];
const quoteRefusalPhrases = [
  ...notVisiblePhrases,
  'trade access',
  'not entitled',
  'no open quote',
  'no quotes',
  'no live quote',
  'no visible',
  'not see',
  'no public quote',
];

/** Builds the researcher cases from the data API's answers, each tagged with its half. */
export async function buildResearcherSet(
  data: PlatformData,
  bonds: readonly EvaluationBond[],
  today: string,
): Promise<EvaluationCase[]> {
  const conversations: Conversation<Category>[] = [];
  const add = (category: Category, ...turns: Turn[]) => conversations.push({ category, turns });

  const settlement =
    bonds.find((bond) => bond.settlementDate !== null)?.settlementDate ?? nextWeekday(nextWeekday(today));
  const universe = new Set(bonds.map((bond) => bond.isin));
  const order = [...bonds].sort(
    (left, right) => shuffled(left.id) - shuffled(right.id) || left.id - right.id,
  );
  const nameCounts = new Map<string, number>();
  for (const bond of bonds)
    nameCounts.set(bond.name.toLowerCase(), (nameCounts.get(bond.name.toLowerCase()) ?? 0) + 1);
  const used = new Set<string>();
  // Issuers the issuer category asks about; the follow-up conversations ask about another.
  const askedIssuers = new Set<string>();
  const outstanding = (bond: EvaluationBond) => bond.available && bond.maturityDate > today;
  const priceable = (bond: EvaluationBond) =>
    outstanding(bond) &&
    bond.terms !== null &&
    bond.yieldPercent !== null &&
    bond.cleanPrice !== null &&
    bond.maturityDate > addDays(today, 400);

  /** The next `count` bonds of this set's order that pass, preferring bonds no other case has asked about. */
  function pick(count: number, predicate: (bond: EvaluationBond) => boolean): EvaluationBond[] {
    const chosen = order.filter((bond) => predicate(bond) && !used.has(bond.isin)).slice(0, count);
    if (chosen.length < count)
      chosen.push(
        ...order.filter((bond) => predicate(bond) && !chosen.includes(bond)).slice(0, count - chosen.length),
      );
    if (chosen.length < count)
      throw new Error(`The researcher set needs ${count} bonds of a kind; the data has ${chosen.length}.`);
    for (const bond of chosen) used.add(bond.isin);
    return chosen;
  }

  /** How a question names a bond: its ISIN, or its name (as listed or lower case) when the name is unique. */
  function refer(bond: EvaluationBond, style: 'isin' | 'name' | 'lower'): string {
    if (style === 'isin' || nameCounts.get(bond.name.toLowerCase()) !== 1) return bond.isin;
    return style === 'name' ? bond.name : bond.name.toLowerCase();
  }

  // Settlement dates a question asks for: weekdays after the market's own settlement date, no holidays.
  const settlementDays: string[] = [];
  for (let day = settlement; settlementDays.length < 14;) {
    day = nextWeekday(day);
    if (!avoidedDays.has(day.slice(5))) settlementDays.push(day);
  }
  const settleOn = (index: number) => settlementDays[index % settlementDays.length]!;

  const isPlainCoupon = (bond: EvaluationBond) => bond.structure === 'PLAIN' && bond.couponPercent > 0;
  const nonGovernment = (bond: EvaluationBond) =>
    !['GSEC', 'SDL', 'TBILL', 'FRB'].includes(bond.instrumentType);

  // ── price: the clean (or dirty) price at a yield for a settlement date ──
  {
    const chosen = [
      ...pick(8, (bond) => priceable(bond) && isPlainCoupon(bond) && nonGovernment(bond)),
      ...pick(2, (bond) => priceable(bond) && bond.instrumentType === 'GSEC' && bond.structure === 'PLAIN'),
      ...pick(2, (bond) => priceable(bond) && bond.instrumentType === 'SDL'),
      ...pick(1, (bond) => priceable(bond) && bond.structure === 'ZERO_COUPON'),
      ...pick(1, (bond) => priceable(bond) && bond.structure === 'STEP_UP'),
    ];
    const offsets = [0.25, -0.15, 0.1, -0.3, 0.05, 0.4, -0.2, 0.15, -0.05, 0.35, -0.1, 0.2, 0.3, -0.25];
    const templates: ((bond: EvaluationBond, yieldPercent: number, date: string) => string)[] = [
      (bond, y, date) => `px for ${refer(bond, 'isin')} at ${y}% ytm, settle ${dateIn.short(date)}?`,
      (bond, y, date) =>
        `What is the clean price of ${refer(bond, 'name')} at a yield of ${y}% for settlement on ${dateIn.ordinal(date)}?`,
      (bond, y, date) =>
        `${refer(bond, 'isin')} @ ${y} yld, value date ${dateIn.slashes(date)} - clean px pls`,
      (bond, y, date) =>
        `price of ${refer(bond, 'lower')} if yield is ${y}% (settlement ${dateIn.dashes(date)})`,
      (bond, y, date) =>
        `Could you please tell me the price of ISIN ${refer(bond, 'isin')} at ${y} percent yield, settling ${dateIn.american(date)}?`,
      (bond, y, date) => `clean price ${refer(bond, 'isin')} ${y}% ${dateIn.iso(date)}`,
      (bond, y, date) =>
        `at ${y}% what's the price on ${refer(bond, 'name')}? settlement ${dateAlso.banker(date)}`,
      (bond, y, date) =>
        `pls price ${refer(bond, 'isin')} at ${y} ytm for ${dateAlso.monthFirst(date)} settlement`,
      (bond, y, date) =>
        `G-sec ${refer(bond, 'name')}: price for ${y}% yield, T+ settlement on ${dateAlso.dotted(date)}`,
      (bond, y, date) =>
        `wat is the prise of ${refer(bond, 'isin')} at ${y}% yeild settling ${dateAlso.lowerShort(date)}`,
      (bond, y, date) => `SDL ${refer(bond, 'isin')} - price at ${y}% for ${dateIn.short(date)} value`,
      (bond, y, date) => `${refer(bond, 'name')} price @ ${y}%, settlement date ${dateIn.ordinal(date)}`,
      (bond, y, date) =>
        `zero coupon ${refer(bond, 'isin')}: what px gives ${y}% on ${dateIn.slashes(date)}?`,
      (bond, y, date) =>
        `price the step-up ${refer(bond, 'isin')} at a ${y}% yield, settling ${dateIn.american(date)}`,
    ];
    chosen.forEach((bond, index) => {
      const yieldPercent = round(Math.max(bond.yieldPercent! + offsets[index]!, 0.5), 2);
      const date = settleOn(index);
      const price = priceFromYield(bond.terms!, { settlementDate: date, yield: yieldPercent });
      const dirty = index === 5 || index === 10;
      const question = dirty
        ? `dirty price of ${refer(bond, 'isin')} at ${yieldPercent}% for settlement ${dateIn.short(date)}?`
        : templates[index]!(bond, yieldPercent, date);
      add('price', {
        question,
        expect: {
          numbers: [
            dirty ? figure('dirty price', price.dirtyPrice, 2) : figure('clean price', price.cleanPrice, 2),
          ],
          mayState: [
            figure('clean price', price.cleanPrice, 4),
            figure('dirty price', price.dirtyPrice, 4),
            figure('accrued', price.accruedInterest, 4),
          ],
        },
      });
    });
  }

  // ── yield at price: the yield a clean price gives (YTM, and YTC for callables), and the price a yield needs ──
  {
    const plain = pick(7, (bond) => priceable(bond) && bond.structure === 'PLAIN');
    const callable = pick(
      4,
      (bond) => priceable(bond) && bond.structure === 'CALLABLE' && (bond.terms?.calls?.length ?? 0) > 0,
    );
    const targets = pick(5, (bond) => priceable(bond) && isPlainCoupon(bond));
    const priceOffsets = [-0.75, 0.5, -0.25, 1.1, -1.35, 0.3, -0.6];
    const templates: ((bond: EvaluationBond, price: number, date: string) => string)[] = [
      (bond, price, date) =>
        `If I pay ${price} clean for ${refer(bond, 'isin')} settling ${dateIn.short(date)}, what yield do I get?`,
      (bond, price, date) =>
        `ytm of ${refer(bond, 'name')} at px ${price}, settlement ${dateIn.slashes(date)}`,
      (bond, price, date) => `${refer(bond, 'isin')} at ${price} -> yld? (${dateIn.ordinal(date)} settle)`,
      (bond, price, date) =>
        `What yield to maturity does a clean price of ₹${price} imply for ${refer(bond, 'lower')} on ${dateIn.american(date)}?`,
      (bond, price, date) =>
        `bought ${refer(bond, 'isin')} @ ${price}. whats my yield? value dt ${dateAlso.dotted(date)}`,
      (bond, price, date) =>
        `yield for ${refer(bond, 'name')} priced at ${price} for settlement on ${dateIn.dashes(date)}`,
      (bond, price, date) =>
        `calc yeild on ${refer(bond, 'isin')} if clean px is ${price}, T ${dateAlso.banker(date)}`,
    ];
    plain.forEach((bond, index) => {
      const price = round(bond.cleanPrice! + priceOffsets[index]!, 2);
      const date = settleOn(index + 3);
      const solved = yieldFromPrice(bond.terms!, { settlementDate: date, cleanPrice: price });
      add('yield at price', {
        question: templates[index]!(bond, price, date),
        expect: {
          numbers: [figure('yield', solved.yield, 2)],
          mayState: [
            figure('dirty price', solved.dirtyPrice, 4),
            figure('accrued', solved.accruedInterest, 4),
          ],
        },
      });
    });
    const callTemplates: ((bond: EvaluationBond, price: number, date: string) => string)[] = [
      (bond, price, date) => `ytc on ${refer(bond, 'isin')} at ${price} clean, settle ${dateIn.short(date)}?`,
      (bond, price, date) =>
        `What is the yield to call of ${refer(bond, 'name')} if I buy at ${price} for settlement on ${dateIn.ordinal(date)}?`,
      (bond, price, date) =>
        `callable ${refer(bond, 'isin')} px ${price} - yield to first call? T ${dateIn.slashes(date)}`,
      (bond, price, date) => `yield-to-call ${refer(bond, 'isin')} @${price}, ${dateIn.iso(date)}`,
    ];
    callable.forEach((bond, index) => {
      const price = round(bond.cleanPrice! + [0.4, -0.5, 0.85, -0.2][index]!, 2);
      const date = settleOn(index + 5);
      const toCall = yieldToCall(bond.terms!, { settlementDate: date, cleanPrice: price })[0];
      const toMaturity = yieldFromPrice(bond.terms!, { settlementDate: date, cleanPrice: price });
      const calls = bond.terms!.calls ?? [];
      add('yield at price', {
        question: callTemplates[index]!(bond, price, date),
        expect: toCall
          ? {
              numbers: [figure('yield to call', toCall.yield, 2)],
              mayState: [
                figure('yield to maturity', toMaturity.yield, 4),
                figure('call price', toCall.price, 2),
                ...calls.map((call) => figure('call price', call.price, 2)),
                figure('accrued', toMaturity.accruedInterest, 4),
                figure('dirty price', toMaturity.dirtyPrice, 4),
              ],
            }
          : // Every call has passed its notice: only the yield to maturity is left.
            { numbers: [figure('yield to maturity', toMaturity.yield, 2)] },
      });
    });
    const targetTemplates: ((bond: EvaluationBond, y: number, date: string) => string)[] = [
      (bond, y, date) =>
        `what price do I need to pay for ${refer(bond, 'isin')} to earn ${y}% ytm, settling ${dateIn.short(date)}?`,
      (bond, y, date) => `px for a ${y}% yield on ${refer(bond, 'name')}? value date ${dateIn.dashes(date)}`,
      (bond, y, date) =>
        `To get ${y} yld on ${refer(bond, 'isin')} what's the max clean price (${dateAlso.monthFirst(date)} settlement)?`,
      (bond, y, date) =>
        `${refer(bond, 'isin')} - target yield ${y}%, what clean px? T ${dateIn.ordinal(date)}`,
      (bond, y, date) =>
        `At what price does ${refer(bond, 'lower')} yield ${y}% for settlement ${dateIn.american(date)}?`,
    ];
    targets.forEach((bond, index) => {
      const yieldPercent = round(bond.yieldPercent! + [0.12, -0.18, 0.27, -0.08, 0.33][index]!, 2);
      const date = settleOn(index + 7);
      const price = priceFromYield(bond.terms!, { settlementDate: date, yield: yieldPercent });
      add('yield at price', {
        question: targetTemplates[index]!(bond, yieldPercent, date),
        expect: {
          numbers: [figure('clean price', price.cleanPrice, 2)],
          mayState: [figure('dirty price', price.dirtyPrice, 4), figure('accrued', price.accruedInterest, 4)],
        },
      });
    });
  }

  // ── accrued: per 100 of face value, and on a holding in crore ──
  {
    const chosen = pick(14, (bond) => priceable(bond) && isPlainCoupon(bond));
    const templates: ((bond: EvaluationBond, date: string) => string)[] = [
      (bond, date) => `accrued interest on ${refer(bond, 'isin')} for settlement ${dateIn.short(date)}`,
      (bond, date) =>
        `How much accrued interest is there on ${refer(bond, 'name')} if I settle on ${dateIn.ordinal(date)}?`,
      (bond, date) => `AI on ${refer(bond, 'isin')} T ${dateIn.slashes(date)}?`,
      (bond, date) => `${refer(bond, 'lower')} accrued as of ${dateIn.american(date)} settlement`,
      (bond, date) => `what's the accured on ${refer(bond, 'isin')}, value date ${dateAlso.dotted(date)}`,
      (bond, date) => `accrued int per 100 face, ${refer(bond, 'isin')}, ${dateIn.iso(date)}`,
      (bond, date) =>
        `Please compute the accrued interest for ${refer(bond, 'name')} settling ${dateAlso.banker(date)}.`,
      (bond, date) => `interest accrued on ${refer(bond, 'isin')} till ${dateIn.dashes(date)} settlement?`,
      (bond, date) => `${refer(bond, 'isin')} accrued? settle ${dateAlso.monthFirst(date)}`,
      (bond, date) => `accrued for ${refer(bond, 'name')} on ${dateAlso.lowerShort(date)}`,
    ];
    const holdingTemplates: ((bond: EvaluationBond, date: string, crore: number) => string)[] = [
      (bond, date, crore) =>
        `accrued interest on ${crore} cr face of ${refer(bond, 'isin')} settling ${dateIn.short(date)}, in rupees`,
      (bond, date, crore) =>
        `If I buy ₹${crore} crore of ${refer(bond, 'name')} for settlement on ${dateIn.ordinal(date)}, how much accrued do I pay (₹)?`,
      (bond, date, crore) =>
        `${refer(bond, 'isin')} - ${crore * 100} lakh FV, T ${dateIn.slashes(date)}: accrued amt in Rs?`,
      (bond, date, crore) =>
        `Rs ${(crore * 1e7).toLocaleString('en-IN')} face value of ${refer(bond, 'isin')}, settlement ${dateIn.american(date)}: accrued interest in rupees?`,
    ];
    chosen.forEach((bond, index) => {
      const date = settleOn(index + 1);
      const price = priceFromYield(bond.terms!, { settlementDate: date, yield: bond.yieldPercent! });
      if (index < templates.length) {
        add('accrued', {
          question: templates[index]!(bond, date),
          expect: {
            numbers: [figure('accrued interest', price.accruedInterest, 2)],
            mayState: [figure('accrued days', price.accruedDays, 0)],
          },
        });
        return;
      }
      const crore = [2, 5, 1, 3][index - templates.length]!;
      const units = (crore * 1e7) / (bond.terms!.faceValue ?? 100);
      const money = consideration(bond.terms!, {
        settlementDate: date,
        cleanPrice: bond.cleanPrice!,
        quantity: units,
      });
      add('accrued', {
        question: holdingTemplates[index - templates.length]!(bond, date, crore),
        expect: {
          numbers: [figure('accrued amount', money.accrued, 0)],
          mayState: [
            figure('accrued per 100', price.accruedInterest, 4),
            figure('accrued days', price.accruedDays, 0),
          ],
        },
      });
    });
  }

  // ── risk: durations, convexity, PV01 as the security page states them, and at a given yield ──
  {
    const chosen = pick(
      14,
      (bond) => priceable(bond) && ['PLAIN', 'AMORTISING', 'ZERO_COUPON', 'STEP_UP'].includes(bond.structure),
    );
    const risks = await Promise.all(chosen.map((bond) => data.risk(bond.id)));
    const everyFigure = (risk: EvaluationRisk) => [
      figure('modified duration', risk.modifiedDuration, 4),
      figure('Macaulay duration', risk.macaulayDuration, 4),
      figure('convexity', risk.convexity, 4),
      figure('PV01', risk.pv01, 6),
      figure('clean price', risk.cleanPrice, 4),
      figure('yield', risk.yieldPercent, 4),
      figure('accrued', risk.accruedInterest, 4),
    ];
    const kinds: {
      question: (bond: EvaluationBond) => string;
      numbers: (risk: EvaluationRisk, bond: EvaluationBond) => ExpectedNumber[];
    }[] = [
      {
        question: (bond) => `mod dur of ${refer(bond, 'isin')}?`,
        numbers: (risk) => [figure('modified duration', risk.modifiedDuration, 2)],
      },
      {
        question: (bond) => `What is the modified duration of ${refer(bond, 'name')}?`,
        numbers: (risk) => [figure('modified duration', risk.modifiedDuration, 2)],
      },
      {
        question: (bond) => `macaulay duration ${refer(bond, 'isin')}`,
        numbers: (risk) => [figure('Macaulay duration', risk.macaulayDuration, 2)],
      },
      {
        question: (bond) => `convexity of ${refer(bond, 'lower')} pls`,
        numbers: (risk) => [figure('convexity', risk.convexity, 1)],
      },
      {
        question: (bond) => `PV01 for ${refer(bond, 'isin')} (per 100 face)?`,
        numbers: (risk) => [figure('PV01', risk.pv01, 4)],
      },
      {
        question: (bond) => `${refer(bond, 'isin')} duration and convexity`,
        numbers: (risk) => [
          figure('modified duration', risk.modifiedDuration, 2),
          figure('convexity', risk.convexity, 1),
        ],
      },
      {
        question: (bond) => `how rate sensitive is ${refer(bond, 'isin')} - modified duration?`,
        numbers: (risk) => [figure('modified duration', risk.modifiedDuration, 2)],
      },
      {
        question: (bond) => `Macaulay and modified duration of ${refer(bond, 'name')}`,
        numbers: (risk) => [
          figure('Macaulay duration', risk.macaulayDuration, 2),
          figure('modified duration', risk.modifiedDuration, 2),
        ],
      },
      {
        question: (bond) => `dv01 on ₹5 cr of ${refer(bond, 'isin')} in rupees`,
        numbers: (risk) => [figure('DV01 on 5 cr', (risk.pv01 * 5e7) / 100, 0)],
      },
      {
        question: (bond) => `pv01 ${refer(bond, 'isin')}`,
        numbers: (risk) => [figure('PV01', risk.pv01, 4)],
      },
      {
        question: (bond) => `what's the mac duration on ${refer(bond, 'isin')}`,
        numbers: (risk) => [figure('Macaulay duration', risk.macaulayDuration, 2)],
      },
      {
        question: (bond) => `Please share the convexity and PV01 of ${refer(bond, 'isin')}.`,
        numbers: (risk) => [figure('convexity', risk.convexity, 1), figure('PV01', risk.pv01, 4)],
      },
    ];
    chosen.forEach((bond, index) => {
      const risk = risks[index]!;
      if (index < kinds.length) {
        add('risk', {
          question: kinds[index]!.question(bond),
          expect: {
            numbers: kinds[index]!.numbers(risk, bond),
            mayState: [...everyFigure(risk), figure('DV01 on 5 cr', (risk.pv01 * 5e7) / 100, 2)],
          },
        });
        return;
      }
      // At a yield the question gives, for the market's settlement date.
      const yieldPercent = round(risk.yieldPercent + (index % 2 ? 0.5 : -0.4), 2);
      const measures = riskMeasures(bond.terms!, {
        settlementDate: risk.settlementDate,
        yield: yieldPercent,
      });
      add('risk', {
        question:
          index % 2
            ? `modified duration of ${refer(bond, 'isin')} if yield goes to ${yieldPercent}%?`
            : `at ${yieldPercent}% yld what is the mod duration of ${refer(bond, 'name')}`,
        expect: {
          numbers: [figure('modified duration', measures.modifiedDuration, 2)],
          mayState: [
            figure('Macaulay duration', measures.macaulayDuration, 4),
            figure('convexity', measures.convexity, 4),
            figure('PV01', measures.pv01, 6),
            figure('dirty price', measures.dirtyPrice, 4),
            ...everyFigure(risk),
          ],
        },
      });
    });
  }

  // ── screen: combinations of filters over outstanding, tradable bonds ──
  {
    const yearOf = (bond: EvaluationBond) => Number(bond.maturityDate.slice(0, 4));
    const grade = (bond: EvaluationBond) => ratingGrade(bond.rating);
    const above = (bond: EvaluationBond, threshold: number) =>
      bond.yieldPercent !== null && bond.yieldPercent > threshold;
    const below = (bond: EvaluationBond, threshold: number) =>
      bond.yieldPercent !== null && bond.yieldPercent < threshold;
    interface Screen {
      question: string;
      filter: (bond: EvaluationBond) => boolean;
      top?: number;
    }
    const screens: Screen[] = [
      {
        question: 'Which AAA rated PSU bonds maturing 2028-2030 yield above 7%?',
        filter: (bond) =>
          bond.issuerType === 'PSU' &&
          grade(bond) === 'AAA' &&
          yearOf(bond) >= 2028 &&
          yearOf(bond) <= 2030 &&
          above(bond, 7),
      },
      {
        question: 'zero-coupon bonds maturing before Jul 2027',
        filter: (bond) => bond.structure === 'ZERO_COUPON' && bond.maturityDate < '2027-07-01',
      },
      {
        question: 'top 5 AAA NBFC bonds by yield, maturity between 2029 and 2031',
        filter: (bond) =>
          bond.issuerType === 'NBFC' &&
          grade(bond) === 'AAA' &&
          yearOf(bond) >= 2029 &&
          yearOf(bond) <= 2031 &&
          bond.yieldPercent !== null,
        top: 5,
      },
      {
        question: 'callable bonds rated AA+ yielding more than 8%',
        filter: (bond) => bond.structure === 'CALLABLE' && grade(bond) === 'AA+' && above(bond, 8),
      },
      {
        question: 'power sector bonds with ytm > 7.95%',
        filter: (bond) => bond.sector === 'Power' && above(bond, 7.95),
      },
      {
        question: 'NBFC paper with coupon above 11.5% maturing after Mar 2030',
        filter: (bond) =>
          bond.issuerType === 'NBFC' && bond.couponPercent > 11.5 && bond.maturityDate >= '2030-04-01',
      },
      {
        question: 'how many T-bills mature before 31 Jan 2027?',
        filter: (bond) => bond.instrumentType === 'TBILL' && bond.maturityDate < '2027-01-31',
      },
      {
        question: 'AAA step up bonds yielding below 7.2 pc',
        filter: (bond) => bond.structure === 'STEP_UP' && grade(bond) === 'AAA' && below(bond, 7.2),
      },
      {
        question: 'Show me CARE AAA housing finance bonds maturing after 2034',
        filter: (bond) =>
          bond.rating === 'CARE AAA' && bond.sector === 'Housing Finance' && yearOf(bond) > 2034,
      },
      {
        question: 'G-secs maturing between 2030 and 2032',
        filter: (bond) => bond.instrumentType === 'GSEC' && yearOf(bond) >= 2030 && yearOf(bond) <= 2032,
      },
      {
        question: 'SDLs above 7.2% yield maturing 2036-2040',
        filter: (bond) =>
          bond.instrumentType === 'SDL' && above(bond, 7.2) && yearOf(bond) >= 2036 && yearOf(bond) <= 2040,
      },
      {
        question: 'top 5 psu bonds by yld',
        filter: (bond) => bond.issuerType === 'PSU' && bond.yieldPercent !== null,
        top: 5,
      },
      {
        question: 'bank bonds rated AA- with yield over 8.4%',
        filter: (bond) => bond.issuerType === 'BANK' && grade(bond) === 'AA-' && above(bond, 8.4),
      },
      {
        question: 'gsecs with coupon above 7.5% maturing after 2040',
        filter: (bond) => bond.instrumentType === 'GSEC' && bond.couponPercent > 7.5 && yearOf(bond) > 2040,
      },
    ];
    for (const screen of screens) {
      const matches = bonds.filter((bond) => outstanding(bond) && screen.filter(bond));
      // A bond that is not tradable today but has not matured: an answer may count it or leave it out.
      const untradable = bonds.filter(
        (bond) => !bond.available && bond.maturityDate > today && screen.filter(bond),
      );
      const allowed = new Set([...matches, ...untradable].map((bond) => bond.isin));
      if (screen.top) {
        const ranked = [...matches].sort((left, right) => right.yieldPercent! - left.yieldPercent!);
        const top = ranked.slice(0, screen.top);
        add('screen', {
          question: screen.question,
          expect: {
            isins: top.map((bond) => bond.isin),
            allowedIsins: allowed,
            mayState: ranked.slice(0, screen.top + 5).map((bond) => figure('yield', bond.yieldPercent!, 2)),
          },
        });
        continue;
      }
      if (matches.length === 0) {
        add('screen', {
          question: screen.question,
          expect: {
            texts: [['no bond', 'no match', 'none', '0 bonds', 'no tradable']],
            noFigures: true,
            allowedIsins: allowed,
          },
        });
        continue;
      }
      add('screen', {
        question: screen.question,
        expect: {
          ...(untradable.length === 0 ? { numbers: [figure('matches', matches.length, 0)] } : {}),
          ...(matches.length <= 10 ? { isins: matches.map((bond) => bond.isin) } : {}),
          allowedIsins: allowed,
          mayState: matches.flatMap((bond) => [
            figure('yield', bond.yieldPercent ?? 0, 2),
            figure('coupon', bond.couponPercent, 2),
          ]),
        },
      });
    }
  }

  // ── compare: two to four bonds, which yields more (or has the longer duration) ──
  {
    const pool = pick(44, (bond) => priceable(bond));
    const groups: EvaluationBond[][] = [];
    let cursor = 0;
    for (const size of [2, 2, 3, 2, 4, 2, 2, 3, 2, 2, 3, 2, 2, 3]) {
      const group: EvaluationBond[] = [];
      while (group.length < size && cursor < pool.length) {
        const candidate = pool[cursor++]!;
        // Yields at least 5 bps apart, so "which yields more" has one answer.
        if (group.every((member) => Math.abs(member.yieldPercent! - candidate.yieldPercent!) >= 0.05))
          group.push(candidate);
      }
      if (group.length === size) groups.push(group);
    }
    const risks = new Map<number, EvaluationRisk>();
    for (const group of groups) for (const bond of group) risks.set(bond.id, await data.risk(bond.id));
    const phrasings: ((group: EvaluationBond[]) => string)[] = [
      (group) => `Which yields more, ${refer(group[0]!, 'isin')} or ${refer(group[1]!, 'isin')}?`,
      (group) => `${refer(group[0]!, 'name')} vs ${refer(group[1]!, 'isin')} - better yield?`,
      (group) => `compare ytm: ${group.map((bond) => refer(bond, 'isin')).join(', ')}`,
      (group) =>
        `between ${refer(group[0]!, 'lower')} and ${refer(group[1]!, 'isin')} which one has higher yield`,
      (group) => `rank these by yield: ${group.map((bond) => refer(bond, 'isin')).join(' / ')}`,
      (group) =>
        `${refer(group[0]!, 'isin')} or ${refer(group[1]!, 'isin')}, which has the longer modified duration?`,
      (group) => `Can you compare ${refer(group[0]!, 'name')} and ${refer(group[1]!, 'name')} on yield?`,
      (group) => `yld comparison ${group.map((bond) => refer(bond, 'isin')).join(' vs ')}`,
      (group) => `which is higher yielding - ${refer(group[0]!, 'isin')} or ${refer(group[1]!, 'lower')}?`,
      (group) => `compare duration of ${refer(group[0]!, 'isin')} and ${refer(group[1]!, 'isin')}`,
      (group) => `Of ${group.map((bond) => refer(bond, 'isin')).join(', ')} which gives the best ytm?`,
      (group) => `${refer(group[0]!, 'isin')} v/s ${refer(group[1]!, 'isin')} yields`,
      (group) => `which yields more ${refer(group[0]!, 'isin')} ${refer(group[1]!, 'isin')}`,
      (group) => `compare ${group.map((bond) => refer(bond, 'name')).join(' and ')}`,
    ];
    groups.forEach((group, index) => {
      const byDuration = index === 5 || index === 9;
      const mayState = group.flatMap((bond) => {
        const risk = risks.get(bond.id)!;
        return [
          figure('clean price', bond.cleanPrice!, 4),
          figure('coupon', bond.couponPercent, 2),
          figure('yield', bond.yieldPercent!, 4),
          figure('modified duration', risk.modifiedDuration, 4),
          figure('Macaulay duration', risk.macaulayDuration, 4),
          figure('convexity', risk.convexity, 4),
          figure('PV01', risk.pv01, 6),
        ];
      });
      add('compare', {
        question: phrasings[index % phrasings.length]!(group),
        expect: {
          isins: group.map((bond) => bond.isin),
          numbers: group.map((bond) =>
            byDuration
              ? figure(`${bond.isin} modified duration`, risks.get(bond.id)!.modifiedDuration, 2)
              : figure(`${bond.isin} yield`, bond.yieldPercent!, 2),
          ),
          mayState,
        },
      });
    });
  }

  // ── issuer: an issuer's outstanding bonds, its highest yielding and its longest ──
  {
    const byIssuer = new Map<string, EvaluationBond[]>();
    for (const bond of bonds) byIssuer.set(bond.issuer, [...(byIssuer.get(bond.issuer) ?? []), bond]);
    // Issuers whose every bond not yet matured is tradable: "outstanding" then has one count.
    const issuers = [...byIssuer.entries()]
      .filter(
        ([issuer, of]) =>
          issuer !== 'Government of India' &&
          of.every((bond) => bond.available || bond.maturityDate <= today),
      )
      .sort(([left], [right]) => hashOf(left) - hashOf(right));
    const shortName = (issuer: string) => issuer.replace(/ Limited$/, '');
    const stateOf = (issuer: string) => issuer.replace(/^State Government of /, '');
    const typo = (text: string) => {
      const words = text.split(' ');
      const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
      return text.replace(longest, longest.slice(0, 3) + longest.slice(4));
    };
    const listPhrasings: ((issuer: string) => string)[] = [
      (issuer) => `What has ${issuer} issued that is still outstanding?`,
      (issuer) => `${shortName(issuer).toLowerCase()} bonds outstanding`,
      (issuer) => `list all live bonds of ${shortName(issuer).replace(/Corporation/, 'Corp')}`,
      (issuer) => `how many bonds does ${shortName(issuer)} have outstanding?`,
      (issuer) => `show ${typo(shortName(issuer))} bonds`,
      (issuer) =>
        `Could you list the outstanding securities of ${issuer.replace(/Limited$/, 'Ltd')}, please?`,
      (issuer) => `${shortName(issuer)} - all ISINs`,
      (issuer) => `bonds issued by ${shortName(issuer).toLowerCase()}`,
    ];
    const statePhrasings: ((issuer: string) => string)[] = [
      (issuer) => `${stateOf(issuer)} SDLs outstanding`,
      (issuer) => `list the state development loans of govt of ${stateOf(issuer).toLowerCase()}`,
    ];
    const corporates = issuers.filter(([issuer]) => !issuer.startsWith('State Government of'));
    const states = issuers.filter(([issuer]) => issuer.startsWith('State Government of'));
    const cases: {
      issuer: string;
      of: EvaluationBond[];
      question: string;
      kind: 'list' | 'highest' | 'longest';
    }[] = [];
    corporates
      .slice(0, listPhrasings.length)
      .forEach(([issuer, of], index) =>
        cases.push({ issuer, of, question: listPhrasings[index]!(issuer), kind: 'list' }),
      );
    states
      .slice(0, statePhrasings.length)
      .forEach(([issuer, of], index) =>
        cases.push({ issuer, of, question: statePhrasings[index]!(issuer), kind: 'list' }),
      );
    const more = corporates.slice(listPhrasings.length);
    const extraPhrasings: [(issuer: string) => string, 'highest' | 'longest'][] = [
      [(issuer) => `highest yielding bond of ${shortName(issuer)}?`, 'highest'],
      [(issuer) => `Which ${shortName(issuer)} bond has the best yield right now?`, 'highest'],
      [(issuer) => `${shortName(issuer).toLowerCase()} - longest dated bond?`, 'longest'],
      [(issuer) => `Which bond of ${issuer} matures last?`, 'longest'],
    ];
    extraPhrasings.forEach(([phrase, kind], index) => {
      const entry = more[index];
      if (entry) cases.push({ issuer: entry[0], of: entry[1], question: phrase(entry[0]), kind });
    });
    for (const { issuer, of, question, kind } of cases) {
      askedIssuers.add(issuer);
      const live = of.filter(outstanding);
      const allowedIsins = new Set(of.map((bond) => bond.isin));
      const mayState = live.flatMap((bond) => [
        figure('yield', bond.yieldPercent ?? 0, 2),
        figure('coupon', bond.couponPercent, 2),
        figure('price', bond.cleanPrice ?? 0, 4),
      ]);
      if (kind === 'list') {
        add('issuer', {
          question,
          expect: {
            numbers: [figure('outstanding bonds', live.length, 0)],
            ...(live.length <= 10 ? { isins: live.map((bond) => bond.isin) } : {}),
            allowedIsins,
            mayState,
          },
        });
      } else if (kind === 'highest') {
        const best = [...live]
          .filter((bond) => bond.yieldPercent !== null)
          .sort((left, right) => right.yieldPercent! - left.yieldPercent!)[0]!;
        add('issuer', {
          question,
          expect: {
            isins: [best.isin],
            numbers: [figure('yield', best.yieldPercent!, 2)],
            allowedIsins,
            mayState,
          },
        });
      } else {
        const last = [...live].sort((left, right) => right.maturityDate.localeCompare(left.maturityDate))[0]!;
        add('issuer', {
          question,
          expect: { isins: [last.isin], texts: [dateForms(last.maturityDate)], allowedIsins, mayState },
        });
      }
    }
  }

  // ── curve: the G-sec curve at a tenor and spreads between tenors ──
  const curve = governmentCurve(bonds, settlement);
  const curvePoints = bonds
    .filter(
      (bond) => bond.instrumentType === 'GSEC' && bond.available && bond.terms && bond.yieldPercent !== null,
    )
    .map((bond) => figure('curve point', bond.yieldPercent!, 2));
  {
    const points: [string, number][] = [
      ['10y gsec yld?', 10],
      ['Where is the 5-year G-sec trading?', 5],
      ['g-sec curve - 7 yr point', 7],
      ["What's the 15 year government bond yield?", 15],
      ['30-yr GS yield', 30],
      ['1y g-sec yield pls', 1],
      ['yield on 20 year gilts', 20],
      ['3 yr gsec', 3],
    ];
    for (const [question, tenor] of points)
      add('curve', {
        question,
        expect: { numbers: [figure(`${tenor}y yield`, curve(tenor), 2)], mayState: curvePoints },
      });
    const spreads: [string, number, number][] = [
      ['2s10s?', 2, 10],
      ['5s10s spread in bps', 5, 10],
      ['10s30s on the G-sec curve', 10, 30],
      ['How steep is the curve between 1 year and 10 years (bps)?', 1, 10],
      ['3y vs 7y gsec spread', 3, 7],
      ['what is the 2-year to 5-year G-sec spread in basis points', 2, 5],
    ];
    for (const [question, short, long] of spreads)
      add('curve', {
        question,
        expect: {
          numbers: [figure(`${short}s${long}s bps`, (curve(long) - curve(short)) * 100, 0)],
          mayState: [
            ...curvePoints,
            figure(`${short}y`, curve(short), 4),
            figure(`${long}y`, curve(long), 4),
          ],
        },
      });
  }

  // ── bond spread: a bond's yield over the G-sec curve at its tenor, in bps ──
  {
    const chosen = [
      ...pick(10, (bond) => priceable(bond) && nonGovernment(bond) && bond.structure === 'PLAIN'),
      ...pick(4, (bond) => priceable(bond) && bond.instrumentType === 'SDL'),
    ];
    const phrasings: ((bond: EvaluationBond) => string)[] = [
      (bond) => `spread of ${refer(bond, 'isin')} over gsec`,
      (bond) => `How many bps over the G-sec curve is ${refer(bond, 'name')} trading?`,
      (bond) => `${refer(bond, 'isin')} g-spread?`,
      (bond) => `what's the credit spread on ${refer(bond, 'lower')} vs government curve`,
      (bond) => `spread over G-Sec for ${refer(bond, 'isin')} in bps`,
      (bond) => `${refer(bond, 'isin')} - spread to the gilt curve at its tenor`,
      (bond) => `Please tell me the spread of ${refer(bond, 'name')} over the govt curve.`,
      (bond) => `sprd vs gsec ${refer(bond, 'isin')}`,
      (bond) => `how much does ${refer(bond, 'isin')} pay over G-secs (bps)?`,
      (bond) => `bps over gsec curve: ${refer(bond, 'isin')}`,
      (bond) => `SDL spread: ${refer(bond, 'isin')} over the G-sec curve`,
      (bond) => `${refer(bond, 'name')} spread over gsec?`,
      (bond) => `state loan ${refer(bond, 'isin')} - how many basis points above G-sec?`,
      (bond) => `spread of sdl ${refer(bond, 'lower')} to g-sec curve`,
    ];
    chosen.forEach((bond, index) => {
      const tenor = yearsBetween(settlement, bond.maturityDate);
      const atTenor = curve(tenor);
      add('bond spread', {
        question: phrasings[index]!(bond),
        expect: {
          numbers: [figure('spread bps', (bond.yieldPercent! - atTenor) * 100, 0)],
          mayState: [
            figure('bond yield', bond.yieldPercent!, 4),
            figure('curve yield', atTenor, 4),
            figure('tenor', tenor, 2),
            ...curvePoints,
          ],
        },
      });
    });
  }

  // ── activity: the market's most traded bonds and a bond's trades over a period ──
  {
    const tradesOf = new Map<number, EvaluationTrade[]>();
    const everyBond = [...bonds];
    for (let start = 0; start < everyBond.length; start += 25)
      await Promise.all(
        everyBond.slice(start, start + 25).map(async (bond) => {
          const trades = await data.trades(bond.id);
          if (trades.length) tradesOf.set(bond.id, trades);
        }),
      );
    const dayOf = (trade: EvaluationTrade) => trade.tradeDate.slice(0, 10);
    const tradeDays = [...new Set([...tradesOf.values()].flat().map(dayOf))]
      .filter((day) => day <= today)
      .sort();
    const lastDay = tradeDays[tradeDays.length - 1]!;
    const between = (from: string, to: string) => (trade: EvaluationTrade) =>
      dayOf(trade) >= from && dayOf(trade) <= to;

    /** The bonds traded in a range, the most face value traded first. */
    function mostTraded(from: string, to: string) {
      const volumes = [...tradesOf.entries()]
        .map(([id, trades]) => {
          const inRange = trades.filter(between(from, to));
          return {
            bond: bonds.find((bond) => bond.id === id)!,
            volume: inRange.reduce((sum, trade) => sum + trade.quantity, 0),
            count: inRange.length,
          };
        })
        .filter((entry) => entry.count > 0)
        .sort((left, right) => right.volume - left.volume);
      return volumes;
    }
    const describe = (ranked: ReturnType<typeof mostTraded>) =>
      ranked
        .slice(0, 10)
        .flatMap((entry) => [
          figure('volume cr', entry.volume / 1e7, 2),
          figure('volume', entry.volume, 0),
          figure('volume lakh', entry.volume / 1e5, 2),
          figure('trades', entry.count, 0),
          figure('yield', entry.bond.yieldPercent ?? 0, 2),
          figure('price', entry.bond.cleanPrice ?? 0, 4),
        ]);
    const volumeCase = (question: string, from: string, to: string) => {
      const ranked = mostTraded(from, to);
      if (ranked.length === 0) {
        // No prints in the range: the answer says so; it may go on to the latest day with prints (true figures).
        add('activity', {
          question,
          expect: {
            texts: [noTradePhrases],
            noFigures: true,
            mayState: describe(mostTraded(lastDay, lastDay)),
          },
        });
        return;
      }
      // Bonds tied for the most face value traded: naming any one of them answers the question.
      const leaders = ranked.filter((entry) => entry.volume === ranked[0]!.volume);
      add('activity', {
        question,
        expect: { texts: [leaders.map((entry) => entry.bond.isin)], mayState: describe(ranked) },
      });
    };
    const weekStart = (() => {
      let day = today;
      while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, -1);
      return day;
    })();
    const priorWeekStart = addDays(weekStart, -7);
    volumeCase(`what traded the most today?`, today, today);
    volumeCase(`Which bond had the highest traded volume on ${dateIn.ordinal(lastDay)}?`, lastDay, lastDay);
    volumeCase(`most traded bond so far this week`, weekStart, today);
    volumeCase(
      `top traded bond by volume between ${dateIn.slashes(priorWeekStart)} and ${dateIn.slashes(addDays(priorWeekStart, 4))}`,
      priorWeekStart,
      addDays(priorWeekStart, 4),
    );

    // A bond's trades over a period: count and average yield or price.
    const month = lastDay.slice(0, 7);
    const monthStart = `${month}-01`;
    const [, monthNumber] = parts(monthStart);
    const periods: { from: string; to: string; words: string }[] = [
      { from: monthStart, to: today, words: `in ${monthLong[monthNumber - 1]}` },
      {
        from: addDays(lastDay, -20),
        to: lastDay,
        words: `between ${dateIn.short(addDays(lastDay, -20))} and ${dateIn.short(lastDay)}`,
      },
      {
        from: addDays(lastDay, -45),
        to: addDays(lastDay, -15),
        words: `from ${dateIn.dashes(addDays(lastDay, -45))} to ${dateIn.dashes(addDays(lastDay, -15))}`,
      },
    ];
    const clean = (trades: EvaluationTrade[]) =>
      trades.every((trade) => trade.yieldPercent !== null && trade.cleanPrice !== null);
    const candidates = order.filter((bond) => {
      const trades = tradesOf.get(bond.id) ?? [];
      return periods.every((period) => {
        const inRange = trades.filter(between(period.from, period.to));
        return inRange.length >= 2 && clean(inRange);
      });
    });
    const templates: ((bond: EvaluationBond, words: string) => string)[] = [
      (bond, words) => `How many times did ${refer(bond, 'isin')} trade ${words}, and at what average yield?`,
      (bond, words) => `${refer(bond, 'name')} trades ${words}: count and avg yld`,
      (bond, words) => `avg traded price of ${refer(bond, 'isin')} ${words}?`,
      (bond, words) => `no. of trades in ${refer(bond, 'isin')} ${words} with average price`,
      (bond, words) => `What was the average traded yield of ${refer(bond, 'lower')} ${words}?`,
      (bond, words) => `trade count ${refer(bond, 'isin')} ${words}`,
      (bond, words) =>
        `how actively did ${refer(bond, 'isin')} trade ${words} - number of trades and avg yield`,
      (bond, words) => `${refer(bond, 'isin')} ${words} - trades, avg px`,
    ];
    templates.forEach((template, index) => {
      const bond = candidates[index];
      if (!bond) return;
      const period = periods[index % periods.length]!;
      const inRange = tradesOf.get(bond.id)!.filter(between(period.from, period.to));
      const count = figure('trades', inRange.length, 0);
      const averageYield = figure('average yield', average(inRange.map((trade) => trade.yieldPercent!)), 2);
      const averagePrice = figure('average price', average(inRange.map((trade) => trade.cleanPrice!)), 2);
      const wants = [
        [count, averageYield],
        [count, averageYield],
        [averagePrice],
        [count, averagePrice],
        [averageYield],
        [count],
        [count, averageYield],
        [count, averagePrice],
      ][index]!;
      add('activity', {
        question: template(bond, period.words),
        expect: {
          numbers: wants,
          mayState: [
            count,
            averageYield,
            averagePrice,
            ...inRange.flatMap((trade) => [
              figure('print yield', trade.yieldPercent!, 4),
              figure('print price', trade.cleanPrice!, 4),
            ]),
            figure('market yield', bond.yieldPercent ?? 0, 4),
            figure('market price', bond.cleanPrice ?? 0, 4),
          ],
        },
      });
    });
    // The last trade of a bond: its date and yield.
    const lastTraded = order
      .filter((bond) => (tradesOf.get(bond.id) ?? []).some((trade) => trade.yieldPercent !== null))
      .slice(10, 12);
    lastTraded.forEach((bond, index) => {
      const trades = [...tradesOf.get(bond.id)!].sort((left, right) =>
        dayOf(right).localeCompare(dayOf(left)),
      );
      const lastDate = dayOf(trades[0]!);
      const sameDay = trades.filter((trade) => dayOf(trade) === lastDate);
      add('activity', {
        question: index
          ? `When did ${refer(bond, 'name')} last trade?`
          : `last trade in ${refer(bond, 'isin')}?`,
        expect: {
          texts: [dateForms(lastDate)],
          mayState: sameDay.flatMap((trade) => [
            figure('print yield', trade.yieldPercent ?? 0, 4),
            figure('print price', trade.cleanPrice ?? 0, 4),
            figure('quantity cr', trade.quantity / 1e7, 2),
            figure('quantity', trade.quantity, 0),
          ]),
        },
      });
    });
  }

  // ── quotes: best bid/offer and depth as the researcher may see them ──
  {
    const chosen = [
      ...pick(10, (bond) => outstanding(bond) && bond.isLiquid),
      ...pick(4, (bond) => priceable(bond) && !bond.isLiquid),
    ];
    const phrasings: ((bond: EvaluationBond) => string)[] = [
      (bond) => `Best bid for ${refer(bond, 'isin')}?`,
      (bond) => `what's the offer on ${refer(bond, 'name')}`,
      (bond) => `bid/ask ${refer(bond, 'isin')}`,
      (bond) => `market depth for ${refer(bond, 'isin')} pls`,
      (bond) => `Who is bidding for ${refer(bond, 'lower')} and at what price?`,
      (bond) => `best offer ${refer(bond, 'isin')}`,
      (bond) => `show me the quotes on ${refer(bond, 'isin')}`,
      (bond) => `${refer(bond, 'name')} - best bid and best offer?`,
      (bond) => `any live offers in ${refer(bond, 'isin')}?`,
      (bond) => `top of book for ${refer(bond, 'isin')}`,
      (bond) => `depth ${refer(bond, 'isin')}`,
      (bond) => `What is the highest bid on ${refer(bond, 'isin')} right now?`,
      (bond) => `ask price ${refer(bond, 'lower')}`,
      (bond) => `bid offer spread on ${refer(bond, 'isin')}?`,
    ];
    for (const [index, bond] of chosen.entries()) {
      const depth = await data.depth(bond.id);
      const bids = depth.bids.flatMap((level) =>
        level.unit_clean_price === null ? [] : [level.unit_clean_price],
      );
      const asks = depth.asks.flatMap((level) =>
        level.unit_clean_price === null ? [] : [level.unit_clean_price],
      );
      const question = phrasings[index]!(bond);
      if (bids.length === 0 && asks.length === 0) {
        // The data API shows this researcher no quotes: MIND may not show any either.
        add('quotes', { question, expect: { texts: [quoteRefusalPhrases], noFigures: true } });
        continue;
      }
      add('quotes', {
        question,
        expect: {
          numbers: [
            ...(bids.length ? [figure('best bid', Math.max(...bids), 2)] : []),
            ...(asks.length ? [figure('best offer', Math.min(...asks), 2)] : []),
          ],
          mayState: [...bids, ...asks].map((price) => figure('level', price, 4)),
        },
      });
    }
  }

  // ── coupon: next coupon date and amount, and coupon income on a holding ──
  {
    const chosen = pick(
      20,
      (bond) => priceable(bond) && isPlainCoupon(bond) && bond.maturityDate > addDays(today, 800),
    );
    const flowsOf = async (bond: EvaluationBond, quantity: number) => {
      const flows = await data.cashflows(bond.id, quantity, today);
      const scheduled = cashflows(bond.terms!, { settlementDate: today });
      return {
        flows: flows.filter((flow) => flow.interest > 0),
        scheduled: scheduled.filter((flow) => flow.coupon > 0),
      };
    };
    const datePhrasings: ((bond: EvaluationBond) => string)[] = [
      (bond) => `Next coupon on ${refer(bond, 'isin')}?`,
      (bond) => `when is the next interest payment date for ${refer(bond, 'name')}`,
      (bond) => `${refer(bond, 'isin')} next cpn date`,
      (bond) => `When does ${refer(bond, 'lower')} pay its next coupon?`,
      (bond) => `upcoming coupon date ${refer(bond, 'isin')}?`,
    ];
    const amountPhrasings: ((bond: EvaluationBond, crore: number) => string)[] = [
      (bond, crore) => `how much is the next coupon on ${crore} cr of ${refer(bond, 'isin')}?`,
      (bond, crore) => `I hold ₹${crore} crore face of ${refer(bond, 'name')}: next coupon amount in rupees?`,
      (bond, crore) =>
        `next interest payment on ${crore * 100} lakh of ${refer(bond, 'isin')} - amount and date`,
      (bond, crore) => `coupon per payment on a ${crore} cr holding of ${refer(bond, 'isin')}`,
    ];
    const incomePhrasings: ((bond: EvaluationBond, crore: number) => string)[] = [
      (bond, crore) => `annual coupon income on ${crore} cr of ${refer(bond, 'isin')}?`,
      (bond, crore) =>
        `How much interest will I earn over the next 12 months on ₹${crore} crore of ${refer(bond, 'name')}?`,
      (bond, crore) => `yearly coupon on ${crore * 100}L FV ${refer(bond, 'isin')} in Rs`,
      (bond, crore) => `${refer(bond, 'isin')} - coupon income for one year on ${crore} cr holding`,
      (bond, crore) => `what does ${crore} cr of ${refer(bond, 'lower')} pay in coupons a year?`,
    ];
    let bondIndex = 0;
    for (const phrasing of datePhrasings) {
      const bond = chosen[bondIndex++]!;
      const { flows, scheduled } = await flowsOf(bond, 1e7);
      add('coupon', {
        question: phrasing(bond),
        expect: {
          texts: [eitherDate(flows[0]!.date, scheduled[0]!.date)],
          mayState: [
            figure('coupon', bond.couponPercent, 2),
            figure('coupon per 100', scheduled[0]!.coupon, 4),
          ],
        },
      });
    }
    for (const [index, phrasing] of amountPhrasings.entries()) {
      const bond = chosen[bondIndex++]!;
      const crore = [5, 2, 1, 10][index]!;
      const { flows, scheduled } = await flowsOf(bond, crore * 1e7);
      add('coupon', {
        question: phrasing(bond, crore),
        expect: {
          numbers: [figure('next coupon amount', flows[0]!.interest, 0)],
          ...(index === 2 ? { texts: [eitherDate(flows[0]!.date, scheduled[0]!.date)] } : {}),
          mayState: [
            figure('coupon', bond.couponPercent, 2),
            figure('coupon per 100', scheduled[0]!.coupon, 4),
          ],
        },
      });
    }
    // Coupon income over a year: only bonds whose next twelve months pay exactly coupon x face, so that the
    // annual coupon and the next year's payments are one figure.
    let incomeIndex = 0;
    while (incomeIndex < incomePhrasings.length && bondIndex < chosen.length) {
      const bond = chosen[bondIndex++]!;
      const crore = [3, 10, 2, 5, 1][incomeIndex]!;
      const { flows } = await flowsOf(bond, crore * 1e7);
      const yearEnd = addDays(today, 365);
      const inYear = flows.filter((flow) => flow.date > today && flow.date <= yearEnd);
      const income = inYear.reduce((sum, flow) => sum + flow.interest, 0);
      const annual = (crore * 1e7 * bond.couponPercent) / 100;
      if (Math.abs(income - annual) > 1 || inYear.length !== bond.terms!.frequency) continue;
      add('coupon', {
        question: incomePhrasings[incomeIndex]!(bond, crore),
        expect: {
          numbers: [figure('coupon income', annual, 0)],
          mayState: [
            figure('coupon', bond.couponPercent, 2),
            ...inYear.map((flow) => figure('payment', flow.interest, 0)),
          ],
        },
      });
      incomeIndex += 1;
    }
  }

  // ── cashflows: how many flows remain, the last one, the whole schedule of a short bond ──
  {
    const withFlows = pick(
      9,
      (bond) => priceable(bond) && bond.couponPercent > 0 && ['PLAIN', 'AMORTISING'].includes(bond.structure),
    );
    const short = pick(
      5,
      (bond) =>
        outstanding(bond) &&
        bond.terms !== null &&
        bond.couponPercent > 0 &&
        bond.maturityDate < addDays(today, 900) &&
        bond.maturityDate > addDays(today, 60),
    );
    const countPhrasings: ((bond: EvaluationBond) => string)[] = [
      (bond) => `how many cash flows are left on ${refer(bond, 'isin')}?`,
      (bond) => `No. of remaining coupons + redemption for ${refer(bond, 'name')}`,
      (bond) => `${refer(bond, 'isin')} - count of pending cashflows`,
      (bond) => `How many payments remain on ${refer(bond, 'lower')}?`,
      (bond) => `remaining cash flow count ${refer(bond, 'isin')}`,
    ];
    const lastPhrasings: ((bond: EvaluationBond, crore: number) => string)[] = [
      (bond, crore) => `last cash flow of ${refer(bond, 'isin')} for ${crore} cr holding - date and amount`,
      (bond, crore) => `What is the final payment on ₹${crore} crore of ${refer(bond, 'name')}, and when?`,
      (bond, crore) =>
        `${refer(bond, 'isin')}: redemption cashflow on ${crore * 100} lakh FV (date, total Rs)`,
      (bond, crore) => `final cf ${refer(bond, 'isin')} ${crore}cr`,
    ];
    for (const [index, phrasing] of countPhrasings.entries()) {
      const bond = withFlows[index]!;
      const flows = await data.cashflows(bond.id, 1e7, today);
      add('cashflows', {
        question: phrasing(bond),
        expect: {
          numbers: [figure('remaining flows', flows.length, 0)],
          mayState: [figure('coupon', bond.couponPercent, 2)],
        },
      });
    }
    for (const [index, phrasing] of lastPhrasings.entries()) {
      const bond = withFlows[countPhrasings.length + index]!;
      const crore = [1, 5, 2, 3][index]!;
      const flows = await data.cashflows(bond.id, crore * 1e7, today);
      const last = flows[flows.length - 1]!;
      const scheduled = cashflows(bond.terms!, { settlementDate: today });
      add('cashflows', {
        question: phrasing(bond, crore),
        expect: {
          numbers: [figure('last flow total', last.total, 0)],
          texts: [eitherDate(last.date, scheduled[scheduled.length - 1]!.date, bond.maturityDate)],
          mayState: [
            figure('interest', last.interest, 0),
            figure('principal', last.principal, 0),
            figure('coupon', bond.couponPercent, 2),
          ],
        },
      });
    }
    const schedulePhrasings: ((bond: EvaluationBond) => string)[] = [
      (bond) => `cash flow schedule for ${refer(bond, 'isin')} on 1 cr`,
      (bond) => `Show me the remaining cashflows of ${refer(bond, 'name')} for a ₹1 crore holding`,
      (bond) => `${refer(bond, 'isin')} cf schedule, 100 L FV`,
      (bond) => `list all future payment dates of ${refer(bond, 'lower')}`,
      (bond) => `pending coupons and redemption of ${refer(bond, 'isin')} (dates)`,
    ];
    for (const [index, phrasing] of schedulePhrasings.entries()) {
      const bond = short[index]!;
      const flows = await data.cashflows(bond.id, 1e7, today);
      const scheduled = cashflows(bond.terms!, { settlementDate: today });
      add('cashflows', {
        question: phrasing(bond),
        expect: {
          texts: flows.map((flow, flowIndex) =>
            eitherDate(flow.date, scheduled[flowIndex]?.date ?? flow.date),
          ),
          mayState: flows.flatMap((flow) => [
            figure('interest', flow.interest, 0),
            figure('principal', flow.principal, 0),
            figure('total', flow.total, 0),
          ]),
        },
      });
    }
  }

  // ── definition: key phrases any correct definition contains, and no figures ──
  {
    const definitions: [string, (string | string[])[]][] = [
      [
        'What is YTM?',
        [['internal rate of return', 'irr', 'discount rate', 'rate that', 'single rate'], ['maturity']],
      ],
      ['ytc meaning', [['call'], ['yield', 'return']]],
      [
        'Explain modified duration',
        [
          ['price', 'value'],
          ['yield', 'rate'],
          ['change', 'sensitiv'],
        ],
      ],
      [
        'PV01?',
        [
          ['basis point', 'bp', '0.01%'],
          ['price', 'value'],
        ],
      ],
      [
        'what is accrued interest',
        [
          ['interest'],
          ['last coupon', 'previous coupon', 'since the last', 'coupon date'],
          ['buyer', 'seller', 'settlement'],
        ],
      ],
      ['clean vs dirty price - difference?', [['accrued'], ['dirty', 'full price', 'invoice']]],
      [
        'define convexity',
        [
          ['curvature', 'second derivative', 'second-order', 'second order', 'non-linear', 'nonlinear'],
          ['duration', 'yield'],
        ],
      ],
      [
        'What does spread over G-sec mean?',
        [
          ['basis point', 'bps', 'bp', 'difference', 'extra yield', 'additional yield', 'excess'],
          ['g-sec', 'government', 'sovereign', 'benchmark', 'gilt'],
        ],
      ],
      ['what is an SDL', [['state development loan'], ['state']]],
      [
        'T-bill kya hai? explain treasury bills',
        [
          ['treasury bill'],
          ['discount'],
          ['91', '182', '364', 'one year', 'a year', 'short-term', 'short term', 'money market'],
        ],
      ],
      [
        'what is a FRB (floating rate bond)?',
        [['floating'], ['reset', 'benchmark', 'reference', 'varies', 'variable', 'periodically']],
      ],
      [
        'STRIPS in G-secs - what are they?',
        [
          ['separate trading', 'stripping', 'stripped'],
          ['zero-coupon', 'zero coupon'],
        ],
      ],
      [
        'explain repo',
        [
          ['repurchase', 'repo rate', 'buy back', 'buy it back'],
          ['collateral', 'securities', 'security'],
          ['borrow', 'lend', 'funding', 'loan'],
        ],
      ],
      [
        'Macaulay duration - definition pls',
        [
          ['weighted average', 'weighted-average', 'weighted mean', 'weighted time'],
          ['cash flow', 'cashflow', 'payment'],
        ],
      ],
      // Terse desk shorthand for terms asked above in full, so that both halves hold both styles.
      [
        'ytm meaning',
        [['internal rate of return', 'irr', 'discount rate', 'rate that', 'single rate'], ['maturity']],
      ],
      [
        'convexity?',
        [
          ['curvature', 'second derivative', 'second-order', 'second order', 'non-linear', 'nonlinear'],
          ['duration', 'yield'],
        ],
      ],
      [
        'mod duration - definition pls',
        [
          ['price', 'value'],
          ['yield', 'rate'],
          ['change', 'sensitiv'],
        ],
      ],
      ['dirty price kya hota hai', [['accrued'], ['clean']]],
      [
        'accrued int meaning',
        [
          ['interest'],
          ['last coupon', 'previous coupon', 'since the last', 'coupon date'],
          ['buyer', 'seller', 'settlement'],
        ],
      ],
      [
        'g-spread?',
        [
          ['basis point', 'bps', 'bp', 'difference', 'extra yield', 'additional yield', 'excess'],
          ['g-sec', 'government', 'sovereign', 'benchmark', 'gilt'],
        ],
      ],
    ];
    // A definition states no market figure; it may write a basis point as 0.01%.
    const basisPoint = figure('one basis point, in percent', 0.01, 2);
    for (const [question, texts] of definitions)
      add('definition', { question, expect: { texts, noFigures: true, mayState: [basisPoint] } });
  }

  // ── follow-up: conversations whose later turns lean on the earlier ones ──
  {
    const [first, second, third, fourth] = pick(
      4,
      (bond) => priceable(bond) && isPlainCoupon(bond) && nonGovernment(bond),
    );
    // 1. price, then duration at that yield, then the price at another yield.
    {
      const bond = first!;
      const date = settleOn(2);
      const yieldPercent = round(bond.yieldPercent! + 0.2, 2);
      const other = round(yieldPercent - 0.35, 2);
      const price = priceFromYield(bond.terms!, { settlementDate: date, yield: yieldPercent });
      const measures = riskMeasures(bond.terms!, { settlementDate: date, yield: yieldPercent });
      const otherPrice = priceFromYield(bond.terms!, { settlementDate: date, yield: other });
      add(
        'follow-up',
        {
          question: `px of ${refer(bond, 'isin')} at ${yieldPercent}% settling ${dateIn.short(date)}?`,
          expect: {
            numbers: [figure('clean price', price.cleanPrice, 2)],
            mayState: [figure('dirty', price.dirtyPrice, 4), figure('accrued', price.accruedInterest, 4)],
          },
        },
        {
          question: 'and its mod duration at that yield?',
          expect: {
            numbers: [figure('modified duration', measures.modifiedDuration, 2)],
            mayState: [
              figure('Macaulay', measures.macaulayDuration, 4),
              figure('convexity', measures.convexity, 4),
              figure('PV01', measures.pv01, 6),
              figure('price', price.cleanPrice, 4),
              figure('dirty', price.dirtyPrice, 4),
            ],
          },
        },
        {
          question: `and the price at ${other}%?`,
          expect: {
            numbers: [figure('clean price', otherPrice.cleanPrice, 2)],
            mayState: [
              figure('dirty', otherPrice.dirtyPrice, 4),
              figure('accrued', otherPrice.accruedInterest, 4),
            ],
          },
        },
      );
    }
    // 2. the 10-year G-sec, then the 5-year, then 5s10s.
    add(
      'follow-up',
      {
        question: 'where is the 10 yr gsec?',
        expect: { numbers: [figure('10y', curve(10), 2)], mayState: curvePoints },
      },
      { question: 'same for 5y', expect: { numbers: [figure('5y', curve(5), 2)], mayState: curvePoints } },
      {
        question: 'so the spread between them in bps?',
        expect: {
          numbers: [figure('5s10s', (curve(10) - curve(5)) * 100, 0)],
          mayState: [...curvePoints, figure('10y', curve(10), 4), figure('5y', curve(5), 4)],
        },
      },
    );
    // 3. yield at a price, then the accrued for that settlement.
    {
      const bond = second!;
      const date = settleOn(4);
      const price = round(bond.cleanPrice! - 0.45, 2);
      const solved = yieldFromPrice(bond.terms!, { settlementDate: date, cleanPrice: price });
      add(
        'follow-up',
        {
          question: `ytm on ${refer(bond, 'name')} if I buy at ${price} for ${dateIn.slashes(date)} settlement`,
          expect: {
            numbers: [figure('yield', solved.yield, 2)],
            mayState: [figure('dirty', solved.dirtyPrice, 4), figure('accrued', solved.accruedInterest, 4)],
          },
        },
        {
          question: 'and the accrued?',
          expect: {
            numbers: [figure('accrued', solved.accruedInterest, 2)],
            mayState: [
              figure('dirty', solved.dirtyPrice, 4),
              figure('yield', solved.yield, 4),
              figure('accrued days', solved.accruedDays, 0),
            ],
          },
        },
      );
    }
    // 4. a top-5 screen, then the second one's modified duration.
    {
      const matches = bonds
        .filter(
          (bond) =>
            outstanding(bond) &&
            bond.issuerType === 'PSU' &&
            ratingGrade(bond.rating) === 'AAA' &&
            bond.yieldPercent !== null &&
            bond.terms !== null,
        )
        .sort((left, right) => right.yieldPercent! - left.yieldPercent!);
      const secondBest = matches[1]!;
      const risk = await data.risk(secondBest.id);
      add(
        'follow-up',
        {
          question: 'top 5 AAA PSU bonds by yield',
          expect: {
            isins: matches.slice(0, 5).map((bond) => bond.isin),
            allowedIsins: new Set(matches.map((bond) => bond.isin)),
            mayState: matches.slice(0, 10).map((bond) => figure('yield', bond.yieldPercent!, 2)),
          },
        },
        {
          question: "what's the modified duration of the second one?",
          expect: {
            numbers: [figure('modified duration', risk.modifiedDuration, 2)],
            allowedIsins: new Set(matches.map((bond) => bond.isin)),
            mayState: [
              figure('Macaulay', risk.macaulayDuration, 4),
              figure('convexity', risk.convexity, 4),
              figure('PV01', risk.pv01, 6),
              figure('price', risk.cleanPrice, 4),
              figure('yield', risk.yieldPercent, 4),
            ],
          },
        },
      );
    }
    // 5. an issuer's bonds, then which of them yields the most.
    {
      const byIssuer = new Map<string, EvaluationBond[]>();
      for (const bond of bonds) byIssuer.set(bond.issuer, [...(byIssuer.get(bond.issuer) ?? []), bond]);
      const [issuer, of] = [...byIssuer.entries()]
        .filter(
          ([name, list]) =>
            name !== 'Government of India' &&
            !name.startsWith('State') &&
            !askedIssuers.has(name) &&
            list.every((bond) => bond.available || bond.maturityDate <= today),
        )
        .sort(([left], [right]) => hashOf(`${right}!`) - hashOf(`${left}!`))[0]!;
      const live = of.filter(outstanding);
      const best = [...live]
        .filter((bond) => bond.yieldPercent !== null)
        .sort((left, right) => right.yieldPercent! - left.yieldPercent!)[0]!;
      const allowedIsins = new Set(of.map((bond) => bond.isin));
      const mayState = live.flatMap((bond) => [
        figure('yield', bond.yieldPercent ?? 0, 2),
        figure('coupon', bond.couponPercent, 2),
        figure('price', bond.cleanPrice ?? 0, 4),
      ]);
      add(
        'follow-up',
        {
          question: `${issuer.replace(/ Limited$/, '')} bonds outstanding?`,
          expect: { numbers: [figure('outstanding', live.length, 0)], allowedIsins, mayState },
        },
        {
          question: 'which of them yields the most?',
          expect: {
            isins: [best.isin],
            numbers: [figure('yield', best.yieldPercent!, 2)],
            allowedIsins,
            mayState,
          },
        },
      );
    }
    // 6. next coupon, then its amount on a holding, then the cash flow count.
    {
      const bond = third!;
      const flows = (await data.cashflows(bond.id, 2e7, today)).filter((flow) => flow.interest > 0);
      const every = await data.cashflows(bond.id, 2e7, today);
      const scheduled = cashflows(bond.terms!, { settlementDate: today }).filter((flow) => flow.coupon > 0);
      add(
        'follow-up',
        {
          question: `next coupon date on ${refer(bond, 'isin')}?`,
          expect: {
            texts: [eitherDate(flows[0]!.date, scheduled[0]!.date)],
            mayState: [
              figure('coupon', bond.couponPercent, 2),
              figure('coupon per 100', scheduled[0]!.coupon, 4),
            ],
          },
        },
        {
          question: 'how much would that be on a 2 cr holding?',
          expect: {
            numbers: [figure('coupon amount', flows[0]!.interest, 0)],
            mayState: [figure('coupon', bond.couponPercent, 2)],
          },
        },
        {
          question: 'and how many cash flows are left in total?',
          expect: {
            numbers: [figure('remaining flows', every.length, 0)],
            mayState: [
              figure('coupon', bond.couponPercent, 2),
              figure('coupon amount', flows[0]!.interest, 0),
            ],
          },
        },
      );
    }
    // 7. a bond's spread, then the same for another bond.
    {
      const bond = fourth!;
      const [other] = pick(1, (candidate) => priceable(candidate) && candidate.instrumentType === 'SDL');
      const spreadOf = (of: EvaluationBond) =>
        (of.yieldPercent! - curve(yearsBetween(settlement, of.maturityDate))) * 100;
      add(
        'follow-up',
        {
          question: `spread of ${refer(bond, 'isin')} over the gsec curve?`,
          expect: {
            numbers: [figure('spread', spreadOf(bond), 0)],
            mayState: [
              ...curvePoints,
              figure('yield', bond.yieldPercent!, 4),
              figure('curve', curve(yearsBetween(settlement, bond.maturityDate)), 4),
            ],
          },
        },
        {
          question: `same for ${refer(other!, 'isin')}`,
          expect: {
            numbers: [figure('spread', spreadOf(other!), 0)],
            mayState: [
              ...curvePoints,
              figure('yield', other!.yieldPercent!, 4),
              figure('curve', curve(yearsBetween(settlement, other!.maturityDate)), 4),
            ],
          },
        },
      );
    }
    // 8. compare two bonds, then which has the longer duration.
    {
      const [left, right] = pick(2, (bond) => priceable(bond) && bond.structure === 'PLAIN');
      const [leftRisk, rightRisk] = await Promise.all([data.risk(left!.id), data.risk(right!.id)]);
      const mayState = [left!, right!].flatMap((bond) => [
        figure('yield', bond.yieldPercent!, 4),
        figure('price', bond.cleanPrice!, 4),
        figure('coupon', bond.couponPercent, 2),
      ]);
      const riskFigures = [leftRisk, rightRisk].flatMap((risk) => [
        figure('modified', risk.modifiedDuration, 4),
        figure('Macaulay', risk.macaulayDuration, 4),
        figure('convexity', risk.convexity, 4),
        figure('PV01', risk.pv01, 6),
      ]);
      add(
        'follow-up',
        {
          question: `compare ${refer(left!, 'isin')} with ${refer(right!, 'isin')}`,
          expect: { isins: [left!.isin, right!.isin], mayState: [...mayState, ...riskFigures] },
        },
        {
          question: 'which of the two has the higher modified duration?',
          expect: {
            numbers: [
              figure('modified duration', leftRisk.modifiedDuration, 2),
              figure('modified duration', rightRisk.modifiedDuration, 2),
            ],
            mayState: [...mayState, ...riskFigures],
          },
        },
      );
    }
  }

  // ── unknown: made-up ISINs and issuers ──
  {
    const madeUp = [
      'IN9876543210',
      'INE999Z07AB1',
      'IN0099887766',
      'INE000X08ZZ9',
      'IN4499000017',
      'INE777Q01010',
      'IN1234567890',
      'INE555K07999',
    ].filter((isin) => !universe.has(isin));
    const isinPhrasings: ((isin: string) => string)[] = [
      (isin) => `price of ${isin} at 7% yield`,
      (isin) => `ytm ${isin}?`,
      (isin) => `What is the modified duration of ${isin}?`,
      (isin) => `next coupon on ${isin}`,
      (isin) => `cash flows of ${isin} for 1 cr`,
      (isin) => `compare ${isin} with IN0000000001`,
      (isin) => `accrued on ${isin} for settlement 15 Dec`,
      (isin) => `how many times did ${isin} trade in November?`,
    ];
    madeUp.forEach((isin, index) =>
      add('unknown', {
        question: isinPhrasings[index % isinPhrasings.length]!(isin),
        expect: { texts: [notFoundPhrases], noFigures: true },
      }),
    );
    const issuers = [
      'Himalayan Lunar Power Limited',
      'Zorvex Quantum Finance',
      'Sundarban Hyperloop Corporation',
      'Chandrayaan Mining Ltd',
      'Thar Desert Shipping Finance',
      'Kaziranga Spacetech Limited',
    ];
    const bondNames = new Set(bonds.map((bond) => bond.issuer.toLowerCase()));
    const issuerPhrasings: ((issuer: string) => string)[] = [
      (issuer) => `bonds issued by ${issuer}`,
      (issuer) => `What has ${issuer} issued that is still outstanding?`,
      (issuer) => `${issuer.toLowerCase()} highest yielding bond`,
      (issuer) => `list ${issuer} NCDs`,
      (issuer) => `yield on ${issuer} 2030 bond?`,
      (issuer) => `How many bonds does ${issuer} have outstanding?`,
    ];
    issuers
      .filter((issuer) => !bondNames.has(issuer.toLowerCase()))
      .forEach((issuer, index) =>
        add('unknown', {
          question: issuerPhrasings[index]!(issuer),
          expect: { texts: [notFoundPhrases], noFigures: true },
        }),
      );
  }

  // ── decline: forecasts and tips ──
  {
    const [tipBond, otherTip] = pick(2, (bond) => priceable(bond) && nonGovernment(bond));
    const questions = [
      'where will the 10y gsec be next month?',
      `should I buy ${refer(tipBond!, 'isin')}?`,
      'Will RBI cut the repo rate in February?',
      'best bond to buy now for max returns?',
      `is ${refer(otherTip!, 'name')} going to get downgraded?`,
      'predict the 5 year G-sec yield for March 2027',
      'which SDL will outperform next quarter',
      'buy or sell PSU bonds this week? give me a tip',
      'What will the 2s10s spread be by year end?',
      'tell me which NCD will double my money',
      'Forecast AAA corporate bond yields for 2027 please',
      'should i switch from gsecs to sdls now?',
      'will bond prices go up after the next MPC?',
      'recommend 3 bonds I should definitely buy today',
    ];
    for (const question of questions)
      add('decline', { question, expect: { texts: [declinePhrases], noFigures: true } });
  }

  // The cases in the order the tables print the categories.
  return splitIntoHalves(
    categories.flatMap((category) => conversations.filter((candidate) => candidate.category === category)),
  );
}
