import { describe, expect, it } from 'vitest';
import {
  consideration,
  priceFromYield,
  roundCleanPrice,
  roundYieldPercent,
  yieldFromPrice,
} from '@bondkit/core/pricing';
import { validationMessages } from '@bondkit/core/validation';
import type { MarketSnapshot } from '../../src/mind/analyst/marketSnapshot';
import type { CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { ratingGrade } from '../../src/trading/instrumentView';
import { resolveSettlementDate } from '../../src/trading/instrumentPricing';
import { marketHoursNow } from '../trading/tradingServer';
import type { AnalystToolName } from '../../src/mind/analyst/toolRegistry';
import { askPlanner, openPlannerMarket, type PlannerRun } from './plannerConversation';

let market: MarketSnapshot;
const today = '2026-11-18';
// The pricing endpoint's settlement rule: MIND must settle exactly as it does.
const tPlus1 = resolveSettlementDate(marketHoursNow, {});

openPlannerMarket((opened) => (market = opened));

const ask = (question: string) => askPlanner(market, question);

const byName = (name: string): CatalogueInstrument => {
  const entry = market.catalogue.all.find((candidate) => candidate.row.displayName === name);
  if (!entry) throw new Error(`no ${name}`);
  return entry;
};
const tradable = (entry: CatalogueInstrument) =>
  entry.row.isListed && !entry.row.isDisabledIsin && entry.row.maturityDate > today && entry.terms !== null;
const firstOf = (type: string, test: (entry: CatalogueInstrument) => boolean = () => true) => {
  const entry = market.catalogue.all.find(
    (candidate) => candidate.row.instrumentType === type && tradable(candidate) && test(candidate),
  );
  if (!entry) throw new Error(`no ${type}`);
  return entry;
};
const link = (entry: CatalogueInstrument) => `](/security/${entry.row.id})`;
const yieldAt = (entry: CatalogueInstrument, cleanPrice: number, settlementDate = tPlus1) =>
  `${roundYieldPercent(yieldFromPrice(entry.terms!, { cleanPrice, settlementDate }).yield).toFixed(4)}%`;
const priceAt = (entry: CatalogueInstrument, yieldPercent: number, settlementDate = tPlus1) =>
  roundCleanPrice(priceFromYield(entry.terms!, { yield: yieldPercent, settlementDate }).cleanPrice).toFixed(
    4,
  );
const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

interface Row {
  question: () => string;
  /** The tools called, in order. */
  tools: AnalystToolName[];
  /** Fields the first call's input must have. */
  input?: () => Record<string, unknown>;
  /** Checks of the answer. */
  check?: (run: PlannerRun) => void;
}

const refuses =
  (pattern: RegExp): Row['check'] =>
  (run) => {
    expect(run.text).toMatch(pattern);
    expect(run.text).not.toMatch(/\d+\.\d{4}%/);
  };
const screened = (run: PlannerRun) =>
  run.calls[0]!.output as {
    total: number;
    bonds: {
      id: number;
      maturityDate: string;
      marketYieldPercent: number;
      rating: string;
      instrumentType: string;
      couponPercent: number;
      spreadBps: number | null;
    }[];
  };

const table: Row[] = [
  // Price <-> yield, accrued, consideration, duration: every figure equals the engine's.
  {
    question: () => 'What is the yield of 7.18% GS 2033 at 101.25 for settlement tomorrow?',
    tools: ['price'],
    input: () => ({ bondId: byName('7.18% GS 2033').row.id, cleanPrice: 101.25, settlementDate: tPlus1 }),
    check: (run) => {
      expect(run.text).toContain(`**${yieldAt(byName('7.18% GS 2033'), 101.25)}**`);
      expect(run.text).toContain(link(byName('7.18% GS 2033')));
    },
  },
  {
    question: () => '7.26 GS 2033 price at 7.05%',
    tools: ['price'],
    input: () => ({ bondId: byName('7.26% GS 2033').row.id, yieldPercent: 7.05 }),
    check: (run) => expect(run.text).toContain(`**${priceAt(byName('7.26% GS 2033'), 7.05)}**`),
  },
  {
    question: () => 'price of 7.26 GS 2033 at a yield of 7.1',
    tools: ['price'],
    input: () => ({ yieldPercent: 7.1 }),
    check: (run) => expect(run.text).toContain(priceAt(byName('7.26% GS 2033'), 7.1)),
  },
  {
    question: () => 'ytm of 7.10% GS 2034 at 99.5',
    tools: ['price'],
    input: () => ({ bondId: byName('7.10% GS 2034').row.id, cleanPrice: 99.5 }),
    check: (run) => expect(run.text).toContain(yieldAt(byName('7.10% GS 2034'), 99.5)),
  },
  {
    question: () => '7.18 GS 2033 @ 100.75 T+2',
    tools: ['price'],
    input: () => ({
      cleanPrice: 100.75,
      settlementDate: resolveSettlementDate(marketHoursNow, { settlementDelta: 2 }),
    }),
    check: (run) =>
      expect(run.text).toContain(
        yieldAt(
          byName('7.18% GS 2033'),
          100.75,
          resolveSettlementDate(marketHoursNow, { settlementDelta: 2 }),
        ),
      ),
  },
  {
    question: () => 'What is the accrued on 7.18% GS 2033 for settlement on 2026-11-25?',
    tools: ['price'],
    input: () => ({ settlementDate: '2026-11-25' }),
    check: (run) => {
      const entry = byName('7.18% GS 2033');
      const marketYield = market.yields.get(entry.row.id)!;
      const cleanPrice = roundCleanPrice(
        priceFromYield(entry.terms!, { yield: marketYield, settlementDate: '2026-11-25' }).cleanPrice,
      );
      const accrued = yieldFromPrice(entry.terms!, {
        cleanPrice,
        settlementDate: '2026-11-25',
      }).accruedInterest;
      expect(run.text).toContain(`Accrued interest (per 100) | ${accrued.toFixed(4)}`);
    },
  },
  {
    question: () => 'Consideration for 5 crore of 7.26% GS 2033 at 101',
    tools: ['price'],
    input: () => ({ cleanPrice: 101, faceValueRupees: 50_000_000 }),
    check: (run) => {
      const entry = byName('7.26% GS 2033');
      const amounts = consideration(entry.terms!, {
        settlementDate: tPlus1,
        cleanPrice: 101,
        quantity: 50_000_000 / entry.row.faceValue,
      });
      expect(run.text).toContain(`Consideration | ${rupees(amounts.total)}`);
    },
  },
  {
    question: () => 'duration of 6.79% GS 2034',
    tools: ['price'],
    check: (run) => expect(run.text).toMatch(/Modified duration \(years\) \| \d+\.\d{4}/),
  },
  {
    question: () => 'PV01 of 7.30% GS 2053 at 7.2%',
    tools: ['price'],
    input: () => ({ yieldPercent: 7.2 }),
    check: (run) => expect(run.text).toMatch(/PV01 \(per 100, ₹\) \| 0\.\d{4}/),
  },
  {
    question: () => 'Modified duration and convexity of 7.34% GS 2064',
    tools: ['price'],
    check: (run) => expect(run.text).toMatch(/Convexity \| \d+\.\d{4}/),
  },
  {
    question: () => 'What does 10 lakh of 7.06% GS 2028 cost at 100.5 settling 25 Nov 2026?',
    tools: ['price'],
    input: () => ({ cleanPrice: 100.5, faceValueRupees: 1_000_000, settlementDate: '2026-11-25' }),
  },
  {
    question: () => 'yield on 7.17% GS 2030 at 101.1 for T+0',
    tools: ['price'],
    input: () => ({ cleanPrice: 101.1, settlementDate: today }),
    check: (run) => expect(run.text).toContain(yieldAt(byName('7.17% GS 2030'), 101.1, today)),
  },
  {
    question: () => `What is the yield of ${byName('7.18% GS 2033').row.isin} at 101.25?`,
    tools: ['price'],
    input: () => ({ bondId: byName('7.18% GS 2033').row.id, cleanPrice: 101.25 }),
  },
  {
    question: () => '7.32 gsec 2030 price at 6.9%',
    tools: ['price'],
    input: () => ({ bondId: byName('7.32% GS 2030').row.id, yieldPercent: 6.9 }),
  },
  {
    question: () => 'what is 6.92 G-Sec 2039 worth at 7%',
    tools: ['price'],
    input: () => ({ bondId: byName('6.92% GS 2039').row.id, yieldPercent: 7 }),
  },
  {
    question: () => 'price of 7.18% GS 2033 at 101 for settlement on 2020-01-01',
    tools: ['price'],
    check: (run) => {
      expect(run.calls[0]!.error).toBe(validationMessages.settlementBeforeTrade);
      expect(run.text).toMatch(/I can't compute that/);
    },
  },
  {
    // Guru Nanak Jayanti: a market holiday, refused by the pricing endpoint's own rule and message.
    question: () => 'price of 7.18% GS 2033 at 101 for settlement on 2026-11-24',
    tools: ['price'],
    check: (run) => {
      expect(run.calls[0]!.error).toBe(validationMessages.settlementNotBusinessDay);
      expect(run.text).toMatch(/I can't compute that/);
    },
  },
  {
    // T+4 from Wednesday 18 November crosses the weekend and the holiday of the 24th: the endpoint's T+4.
    question: () => '7.18 GS 2033 @ 100.75 T+4',
    tools: ['price'],
    input: () => ({
      cleanPrice: 100.75,
      settlementDate: resolveSettlementDate(marketHoursNow, { settlementDelta: 4 }),
    }),
    check: (run) => {
      expect(resolveSettlementDate(marketHoursNow, { settlementDelta: 4 })).toBe('2026-11-25');
      expect(run.text).toContain(yieldAt(byName('7.18% GS 2033'), 100.75, '2026-11-25'));
    },
  },
  {
    question: () =>
      `What is the yield of ${market.catalogue.all.find((entry) => entry.row.instrumentType === 'FRB' && entry.row.maturityDate > today)!.row.displayName} at 100?`,
    tools: ['price'],
    // Issue 35: an FRB prices on its last reset (the engine's goiFrbTerms), as any G-sec.
    check: (run) => {
      expect(run.text).not.toMatch(/cannot price/);
      expect(run.text).toMatch(/GOI FRB \d{4}/);
      expect(run.text).toMatch(/\d+\.\d{4}/);
    },
  },
  // Terms and details.
  {
    question: () => 'Tell me about 7.18% GS 2033',
    tools: ['details'],
    input: () => ({ bondId: byName('7.18% GS 2033').row.id }),
    check: (run) => {
      expect(run.text).toContain(byName('7.18% GS 2033').row.isin);
      expect(run.text).toContain('| Maturity | 24 Jul 2033 |');
    },
  },
  { question: () => '7.26 GS 2033', tools: ['details'] },
  {
    question: () => `${firstOf('PSU').row.displayName}`,
    tools: ['details'],
    input: () => ({ bondId: firstOf('PSU').row.id }),
  },
  {
    question: () => `${firstOf('SDL').row.displayName} terms`,
    tools: ['details'],
    input: () => ({ bondId: firstOf('SDL').row.id }),
  },
  {
    question: () => `${firstOf('CORPORATE').row.isin}`,
    tools: ['details'],
    input: () => ({ bondId: firstOf('CORPORATE').row.id }),
  },
  { question: () => 'What is 6.54% GS 2032?', tools: ['details'] },
  // Cash flows, with the chart.
  {
    question: () => 'Cash flows of 7.26 GS 2033 for 5 crore',
    tools: ['details'],
    input: () => ({ faceValueRupees: 50_000_000 }),
    check: (run) => {
      expect(run.charts[0]?.kind).toBe('cashflows');
      // Semi-annual coupons of 7.26% on 5 crore: 18,15,000 each.
      expect(run.text).toContain(rupees(1_815_000));
    },
  },
  {
    question: () => 'coupon schedule of 7.18% GS 2033',
    tools: ['details'],
    check: (run) => expect(run.charts).toHaveLength(1),
  },
  { question: () => `cashflows of ${firstOf('CORPORATE').row.displayName}`, tools: ['details'] },
  {
    question: () => 'payment schedule of 7.06% GS 2028 for ₹10,00,000',
    tools: ['details'],
    input: () => ({ faceValueRupees: 1_000_000 }),
  },
  // The curve.
  {
    question: () => 'Show the G-sec curve',
    tools: ['curve'],
    check: (run) => {
      expect(run.charts[0]?.kind).toBe('curve');
      const gsecs = market.catalogue.all.filter(
        (entry) => entry.row.instrumentType === 'GSEC' && tradable(entry),
      );
      expect(run.charts[0]!.points).toHaveLength(gsecs.length);
      expect(run.text).toContain(`from ${gsecs.length} tradable dated G-secs`);
    },
  },
  { question: () => 'yield curve', tools: ['curve'] },
  { question: () => 'What does the gilt curve look like?', tools: ['curve'] },
  // Spreads over the curve.
  {
    question: () => 'AAA PSU 2030s, bps over the curve',
    tools: ['screen'],
    input: () => ({
      instrumentTypes: ['PSU'],
      ratings: ['AAA'],
      maturityFrom: '2030-01-01',
      maturityTo: '2039-12-31',
      sortBy: 'spread-desc',
    }),
    check: (run) => {
      const { bonds } = screened(run);
      for (const bond of bonds) expect(bond.maturityDate.slice(0, 3)).toBe('203');
      expect(run.text).toContain('Spread (bps)');
    },
  },
  {
    question: () => `spread of ${firstOf('CORPORATE').row.displayName}`,
    tools: ['details'],
    check: (run) => expect(run.text).toMatch(/bps\*\* over the G-sec curve/),
  },
  { question: () => `How many bps over the curve is ${firstOf('PSU').row.displayName}?`, tools: ['details'] },
  {
    question: () => 'widest spread AA corporates',
    tools: ['screen'],
    input: () => ({ ratings: ['AA'], instrumentTypes: ['CORPORATE'], sortBy: 'spread-desc' }),
  },
  {
    question: () => 'spread of 7.18% GS 2033',
    tools: ['details'],
    check: (run) => expect(run.text).toMatch(/on the curve/),
  },
  // Screens.
  {
    question: () => 'Which AAA corporate bonds mature between 2029 and 2031 yielding above 7.5%?',
    tools: ['screen'],
    input: () => ({
      instrumentTypes: ['CORPORATE'],
      ratings: ['AAA'],
      maturityFrom: '2029-01-01',
      maturityTo: '2031-12-31',
      yieldMinPercent: 7.5,
    }),
    check: (run) => {
      const expected = market.catalogue.all.filter(
        (entry) =>
          tradable(entry) &&
          entry.row.instrumentType === 'CORPORATE' &&
          ratingGrade(entry.row.rating) === 'AAA' &&
          entry.row.maturityDate >= '2029-01-01' &&
          entry.row.maturityDate <= '2031-12-31' &&
          market.yields.get(entry.row.id)! > 7.5,
      );
      expect(screened(run).total).toBe(expected.length);
    },
  },
  {
    question: () => 'List SDLs maturing in 2030',
    tools: ['screen'],
    input: () => ({ instrumentTypes: ['SDL'], maturityFrom: '2030-01-01', maturityTo: '2030-12-31' }),
  },
  {
    question: () => 'AAA PSU 2030s',
    tools: ['screen'],
    input: () => ({ instrumentTypes: ['PSU'], ratings: ['AAA'], maturityFrom: '2030-01-01' }),
  },
  {
    question: () => 'Show liquid G-secs',
    tools: ['screen'],
    input: () => ({ instrumentTypes: ['GSEC'], liquidOnly: true }),
  },
  {
    question: () => 'bank bonds rated AA+ and above',
    tools: ['screen'],
    input: () => ({ issuerTypes: ['BANK'], ratings: ['AAA', 'AA+'] }),
  },
  {
    question: () => 'NBFC bonds with coupon above 9%',
    tools: ['screen'],
    input: () => ({ issuerTypes: ['NBFC'], couponMinPercent: 9 }),
    check: (run) => {
      for (const bond of screened(run).bonds) expect(bond.couponPercent).toBeGreaterThanOrEqual(9);
    },
  },
  {
    question: () => 'Which T-bills are available?',
    tools: ['screen'],
    input: () => ({ instrumentTypes: ['TBILL'] }),
  },
  {
    question: () => 'top 5 highest yielding corporate bonds',
    tools: ['screen'],
    input: () => ({ instrumentTypes: ['CORPORATE'], sortBy: 'yield-desc', limit: 5 }),
    check: (run) => {
      const yields = screened(run).bonds.map((bond) => bond.marketYieldPercent);
      expect(yields).toHaveLength(5);
      expect([...yields].sort((left, right) => right - left)).toEqual(yields);
      expect(run.text).toContain('highest yield first');
    },
  },
  {
    question: () => 'PSU bonds maturing before 2028',
    tools: ['screen'],
    input: () => ({ instrumentTypes: ['PSU'], maturityTo: '2027-12-31' }),
  },
  {
    question: () => 'SDLs maturing after 2035',
    tools: ['screen'],
    input: () => ({ instrumentTypes: ['SDL'], maturityFrom: '2036-01-01' }),
  },
  {
    question: () => 'corporate bonds yielding between 8 and 9%',
    tools: ['screen'],
    input: () => ({ yieldMinPercent: 8, yieldMaxPercent: 9 }),
    check: (run) => {
      for (const bond of screened(run).bonds) expect(bond.marketYieldPercent).toBeGreaterThan(8);
    },
  },
  {
    question: () => 'G-secs maturing within 5 years',
    tools: ['screen'],
    input: () => ({ instrumentTypes: ['GSEC'], maturityTo: '2031-11-18' }),
  },
  {
    question: () => 'AA rated bonds yielding below 8%',
    tools: ['screen'],
    input: () => ({ ratings: ['AA'], yieldMaxPercent: 8 }),
  },
  {
    question: () => `Find bonds issued by ${firstOf('PSU').issuerName}`,
    tools: ['screen'],
    input: () => ({ issuers: [firstOf('PSU').issuerName] }),
    check: (run) => expect(screened(run).total).toBeGreaterThan(0),
  },
  {
    question: () => 'the three shortest SDLs',
    tools: ['screen'],
    input: () => ({ instrumentTypes: ['SDL'], sortBy: 'maturity-asc', limit: 3 }),
  },
  {
    question: () => 'floating rate bonds',
    tools: ['screen'],
    input: () => ({ structures: ['FLOATING_RATE'] }),
  },
  {
    question: () => 'Which AAA bonds yield above 99%?',
    tools: ['screen'],
    check: (run) => expect(run.text).toMatch(/No tradable bond matches/),
  },
  // Comparisons.
  {
    question: () => 'Compare the two longest SDLs',
    tools: ['screen', 'compare'],
    input: () => ({ instrumentTypes: ['SDL'], sortBy: 'maturity-desc', limit: 2 }),
    check: (run) => {
      const longest = market.catalogue.all
        .filter((entry) => entry.row.instrumentType === 'SDL' && tradable(entry))
        .sort(
          (left, right) =>
            right.row.maturityDate.localeCompare(left.row.maturityDate) || left.row.id - right.row.id,
        )
        .slice(0, 2);
      expect(run.calls[1]!.input).toEqual({ bondIds: longest.map((entry) => entry.row.id) });
      for (const entry of longest) expect(run.text).toContain(link(entry));
    },
  },
  {
    question: () => 'Compare 7.18% GS 2033 and 7.26% GS 2033',
    tools: ['compare'],
    input: () => ({ bondIds: [byName('7.18% GS 2033').row.id, byName('7.26% GS 2033').row.id] }),
  },
  { question: () => '7.18 GS 2033 vs 6.79 GS 2034', tools: ['compare'] },
  {
    question: () => 'compare the three highest yielding AAA PSU bonds',
    tools: ['screen', 'compare'],
    input: () => ({ instrumentTypes: ['PSU'], ratings: ['AAA'], sortBy: 'yield-desc', limit: 3 }),
  },
  {
    question: () => 'compare 7.18% GS 2033',
    tools: [],
    check: (run) => expect(run.text).toMatch(/needs two bonds/),
  },
  // Trades and quotes.
  {
    question: () => 'Recent trades in 7.18% GS 2033',
    tools: ['tradeActivity'],
    check: (run) => expect(run.text).toMatch(/traded \*\*\d+\*\* times|did not trade/),
  },
  { question: () => 'last traded price of 7.26 GS 2033', tools: ['tradeActivity'] },
  {
    question: () => `quotes for ${firstOf('CORPORATE', (entry) => entry.row.isLiquid).row.displayName}`,
    tools: ['quotes'],
  },
  // The same issuer.
  {
    question: () => `Other bonds of the same issuer as ${firstOf('SDL').row.displayName}`,
    tools: ['details'],
    check: (run) => expect(run.text).toMatch(/Other tradable bonds of|no other tradable bond/),
  },
  { question: () => 'same issuer bonds as 7.18% GS 2033', tools: ['details'] },
  // Honest refusals: no tool, no number.
  { question: () => 'Should I buy 7.18% GS 2033?', tools: [], check: refuses(/investment advice/) },
  {
    question: () => 'Will rates fall next month?',
    tools: [],
    check: refuses(/investment advice or forecast/),
  },
  {
    question: () => "What's the weather in Mumbai?",
    tools: [],
    check: refuses(/can't answer that from the platform's data/),
  },
  {
    question: () => 'What is the yield of 9.99% GS 2031?',
    tools: [],
    check: refuses(/could not find a bond matching "9\.99% GS 2031"/),
  },
  { question: () => 'hello', tools: [], check: refuses(/can't answer that/) },
  { question: () => 'Forecast the 10 year yield', tools: [], check: refuses(/forecast/) },
];

describe('built-in planner: the question table', () => {
  it('has at least 60 questions', () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
  });

  it.each(table.map((row, index) => [index, row] as const))('question %i', async (_index, row) => {
    const question = row.question();
    const run = await ask(question);
    expect(
      run.calls.map((call) => call.toolName),
      question,
    ).toEqual(row.tools);
    if (row.input) expect(run.calls[0]!.input, question).toMatchObject(row.input());
    if (row.tools.length > 0 && !run.calls.some((call) => call.error)) {
      // Every answer says what data it used and when.
      expect(run.text, question).toMatch(/_Data: .*Market as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST/);
    }
    // Dates read as the widgets write them ('24 Jul 2033'), never as ISO dates, in tables and sentences.
    expect(run.text, question).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    // A sort order is said in words ('highest yield first'), never as the tool's key ('yield-desc').
    expect(run.text, question).not.toMatch(/\b(yield|maturity|coupon|spread)-(asc|desc)\b/);
    // Every bond named in a table or sentence links to its security page.
    for (const match of run.text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g))
      expect(match[2]).toMatch(/^\/security\/\d+$/);
    row.check?.(run);
  });
});
