// MIND's understanding of the forms a researcher writes in (from the held-out evaluation's dev half, read as
// kinds of phrasing, never as the questions themselves): dates day-first and month-first, financial years,
// agencies in any position, state codes, company names without their suffix, yield to call, periods of trades,
// and follow-ups that swap the bond or the tenor or ask "which one".
import { describe, expect, it } from 'vitest';
import { yieldToCall } from '@bondkit/core/pricing';
import type { MarketSnapshot } from '../../src/mind/analyst/marketSnapshot';
import { marketHoursNow } from '../trading/tradingServer';
import type { MostTradedOutput } from '../../src/mind/analyst/activityTool';
import { parseSettlement } from '../../src/mind/planner/parseNumbers';
import { parseScreenFilters } from '../../src/mind/planner/parseScreenFilters';
import { recognizePeriod } from '../../src/mind/planner/recognizeEntities';
import type { CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { instrumentStructure } from '../../src/trading/instrumentView';
import { askPlanner, conversePlanner, isPricedBond, openPlannerMarket } from './plannerConversation';

let market: MarketSnapshot;
openPlannerMarket((opened) => (market = opened));

const converse = (questions: string[]) => conversePlanner(market, questions);
const ask = async (question: string) => askPlanner(market, question);
const tradable = (entry: CatalogueInstrument) => isPricedBond(market, entry, { withMarketYield: true });
const first = (test: (entry: CatalogueInstrument) => boolean) => {
  const entry = market.catalogue.all.find((candidate) => tradable(candidate) && test(candidate));
  if (!entry) throw new Error('the test market has no such bond');
  return entry;
};

describe('dates, periods and amounts in every common form', () => {
  it('reads a settlement day-first (as India writes it) and month-first', () => {
    expect(parseSettlement('paying 96.61 settle 02/12/2026', marketHoursNow)).toBe('2026-12-02');
    expect(parseSettlement('what yield at 99.45, settlement Dec 2, 2026?', marketHoursNow)).toBe(
      '2026-12-02',
    );
    expect(parseSettlement('for value 03.12.26', marketHoursNow)).toBe('2026-12-03');
  });

  it('reads maturity bounds finer than a year, financial years, and pc as percent', () => {
    const today = market.today;
    expect(parseScreenFilters('t-bills maturing before march 2027', today).filters.maturityTo).toBe(
      '2027-02-28',
    );
    expect(parseScreenFilters('bonds maturing 31/12/2031 or earlier', today).filters.maturityTo).toBe(
      '2031-12-31',
    );
    expect(parseScreenFilters('maturing after 15/06/2030', today).filters.maturityFrom).toBe('2030-06-16');
    expect(parseScreenFilters('bonds maturing in FY28', today).filters).toMatchObject({
      maturityFrom: '2027-04-01',
      maturityTo: '2028-03-31',
    });
    expect(parseScreenFilters('liquid corporate bonds above 8 pc', today).filters.yieldMinPercent).toBe(8);
  });

  it('reads a rating agency before or after the grade, and "above" a coupon as strictly above', () => {
    const today = market.today;
    expect(parseScreenFilters('ACUITE rated cement bonds', today).filters.ratingAgencies).toEqual(['ACUITE']);
    expect(parseScreenFilters('PSU bonds rated AAA by CARE', today).filters.ratingAgencies).toEqual(['CARE']);
    expect(parseScreenFilters('bonds I do not care about', today).filters.ratingAgencies).toBeUndefined();
    expect(parseScreenFilters('coupon above 9%', today).filters).toMatchObject({
      couponMinPercent: 9,
      couponMinExclusive: true,
    });
    expect(parseScreenFilters('coupon at least 9%', today).filters.couponMinExclusive).toBeUndefined();
    expect(parseScreenFilters('bonds with coupon between 7% and 8%', today).filters).toMatchObject({
      couponMinPercent: 7,
      couponMaxPercent: 8,
    });
  });

  it('reads periods of trades: last month, this week, since a day, month-first ranges', () => {
    const today = '2026-11-18';
    expect(recognizePeriod('trades last month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(recognizePeriod('trades this week', today)).toEqual({ from: '2026-11-16', to: today });
    expect(recognizePeriod('since 2 Nov', today)).toEqual({ from: '2026-11-02', to: today });
    expect(recognizePeriod('between Nov 3 and Nov 10', today)).toEqual({
      from: '2026-11-03',
      to: '2026-11-10',
    });
    expect(recognizePeriod('3-10 Nov 2026', today)).toEqual({ from: '2026-11-03', to: '2026-11-10' });
  });
});

describe('entities from the data', () => {
  it('finds SDLs by their state code (TN, J&K) and says so for a state that issues none here', async () => {
    const sdl = first((entry) => entry.row.instrumentType === 'SDL');
    const code = /\b([A-Z]{2})\s+SDL\b/.exec(sdl.row.displayName)![1]!;
    const screen = await ask(`${code.toLowerCase()} sdls maturing after 2030`);
    expect(screen.calls[0]).toMatchObject({ toolName: 'screen', input: { issuers: [sdl.issuerName] } });
    const issuer = await ask(`${code} SDLs`);
    expect(issuer.calls[0]).toMatchObject({ toolName: 'issuer', input: { issuer: sdl.issuerName } });
    const states = new Set(market.catalogue.all.map((entry) => entry.issuerName));
    if (![...states].some((name) => name.includes('Sikkim'))) {
      const none = await ask('sikkim sdls?');
      expect(none.calls).toEqual([]);
      expect(none.text).toContain('I found no issuer named "Sikkim"');
    }
  });

  it('finds an issuer by its name without the company suffix, and a sector by its short form', async () => {
    const suffix = / (?:Corporation|Company)(?: Limited)?$/;
    const entry = first(
      (candidate) =>
        suffix.test(candidate.issuerName) && candidate.issuerName.replace(suffix, '').split(' ').length >= 2,
    );
    const short = entry.issuerName.replace(suffix, '').toLowerCase();
    const run = await ask(`${short} outstanding bonds`);
    expect(run.calls[0]).toMatchObject({ toolName: 'issuer', input: { issuer: entry.issuerName } });
    const infra = await ask('Infra bonds with ytm > 7.4');
    expect(infra.calls[0]!.input).toMatchObject({ sectors: ['Infrastructure'], yieldMinPercent: 7.4 });
  });

  it('finds an issuer by the initials of its name when they are its alone', async () => {
    const issuers = [...new Set(market.catalogue.all.map((entry) => entry.issuerName))];
    const initialsOf = (name: string) =>
      name
        .split(' ')
        .filter((word) => !['Limited', 'of', 'the', 'and', 'State', 'Government'].includes(word))
        .map((word) => word[0])
        .join('')
        .toUpperCase();
    const unique = issuers.find(
      (name) =>
        initialsOf(name).length >= 3 &&
        /^[A-Z]+$/.test(initialsOf(name)) &&
        issuers.filter((other) => initialsOf(other) === initialsOf(name)).length === 1,
    )!;
    const run = await ask(`${initialsOf(unique)} bonds outstanding?`);
    expect(run.calls[0]).toMatchObject({ toolName: 'issuer', input: { issuer: unique } });
  });

  it('reads "callables" as the callable structure', async () => {
    const run = await ask('PSU callables rated AAA');
    expect(run.calls[0]!.input).toMatchObject({ structures: ['CALLABLE'], ratings: ['AAA'] });
  });
});

describe('intents', () => {
  it('gives the yield to first call at a price, from the pricing engine', async () => {
    const callable = first((entry) => instrumentStructure(entry) === 'CALLABLE');
    const run = await ask(`yield to call on ${callable.row.isin} at 97.5?`);
    const calls = yieldToCall(callable.terms!, {
      cleanPrice: 97.5,
      settlementDate: market.settlementDate,
    }).sort((left, right) => left.date.localeCompare(right.date));
    expect(calls.length).toBeGreaterThan(0);
    expect(run.text).toContain(`yield to first call`);
    expect(run.text).toContain(`**${calls[0]!.yield.toFixed(4)}%**`);
  });

  it('prices risk at a yield the question moves to, and reads AI as accrued interest', async () => {
    const bond = first((entry) => entry.row.instrumentType === 'CORPORATE');
    const risk = await ask(`modified duration of ${bond.row.isin} if the yield goes to 7.31%`);
    expect(risk.calls[0]).toMatchObject({ toolName: 'price', input: { yieldPercent: 7.31 } });
    const accrued = await ask(`AI on ${bond.row.isin} for value 03/12/2026`);
    expect(accrued.calls[0]).toMatchObject({ toolName: 'price', input: { settlementDate: '2026-12-03' } });
    expect(accrued.text).toContain('Accrued interest');
  });

  it('gives the yield to worst, the PV01 of a holding, the coupons to maturity and the redemption', async () => {
    const bond = first(
      (entry) => entry.row.instrumentType === 'CORPORATE' && instrumentStructure(entry) === 'PLAIN',
    );
    const worst = await ask(`What's the YTW of ${bond.row.isin} at 100?`);
    const priced = worst.calls[0]!.output as { yieldPercent: number };
    expect(worst.text).toContain(`the yield to worst of`);
    expect(worst.text).toContain(`**${priced.yieldPercent.toFixed(4)}%** (at maturity`);

    const units = 5;
    const face = bond.row.faceValue * units;
    const pv01 = await ask(`What is the DV01 for Rs ${face} of ${bond.row.isin}`);
    const holding = pv01.calls[0]!.output as { pv01: number; consideration: { pv01: number } };
    expect(holding.consideration.pv01).toBeCloseTo((holding.pv01 * face) / 100, 2);

    const coupons = await ask(`Total coupon I'll get on 1 cr of ${bond.row.isin} till maturity`);
    const flows = (coupons.calls[0]!.output as { cashflows: { interest: number }[] }).cashflows;
    const total = flows.reduce((sum, flow) => sum + flow.interest, 0);
    expect(coupons.text).toContain(`to maturity`);
    expect(coupons.text).toContain(
      total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );

    const redemption = await ask(`Final redemption amount for 50 lakh of ${bond.row.isin}`);
    expect(redemption.text).toContain('Cash flows of');
  });

  it('tells a price to solve from the quote book, a spread from trades, and reads trades in more words', async () => {
    const bond = first((entry) => entry.row.instrumentType === 'CORPORATE' && entry.row.isLiquid);
    const quoted = await ask(`If ${bond.row.isin} is quoted at 99.10, what yield?`);
    expect(quoted.calls[0]).toMatchObject({ toolName: 'price', input: { cleanPrice: 99.1 } });
    const spread = await ask(`At what spread over G-secs does ${bond.row.isin} trade?`);
    expect(spread.calls[0]).toMatchObject({ toolName: 'details' });
    expect(spread.text).toContain('over the G-sec curve');
    for (const question of [
      `Latest trade in ${bond.row.isin}`,
      `How much of ${bond.row.isin} changed hands last week?`,
    ])
      expect((await ask(question)).calls[0]!.toolName, question).toBe('tradeActivity');
    const latest = await ask(`Latest trade in ${bond.row.isin}`);
    expect(latest.text).toContain('The last trade was on');
  });

  it('ranks the most traded bonds of one type over a period', async () => {
    const run = await ask('most traded g-sec in November');
    expect(run.calls[0]).toMatchObject({
      toolName: 'mostTraded',
      input: { from: '2026-11-01', to: '2026-11-30', instrumentTypes: ['GSEC'] },
    });
    const output = run.calls[0]!.output as MostTradedOutput;
    for (const row of output.bonds) expect(row.bond.instrumentType).toBe('GSEC');
  });

  it('defines a term asked "what exactly is", and explains how the curve is built', async () => {
    expect((await ask('what exactly is a g-sec')).text).toContain('Government of India');
    const curve = await ask('how do you build the gsec curve');
    expect(curve.calls.map((call) => call.toolName)).toEqual(['define']);
    expect(curve.text).toContain('interpolation');
    expect((await ask('What does spread to curve mean?')).calls.map((call) => call.toolName)).toEqual([
      'define',
    ]);
  });

  it('says a bond name it cannot find is unknown, not a generic blurb', async () => {
    const run = await ask('Price of 9.99% XYZ 2031');
    expect(run.calls).toEqual([]);
    expect(run.text).toContain('I found no bond');
    const issuer = await ask('Tell me about Acme Steel bonds');
    expect(issuer.calls).toEqual([]);
    expect(issuer.text).toContain('I found no issuer named "Acme Steel"');
  });
});

describe('follow-ups', () => {
  it('asks the previous question of another bond ("same for …") and of another tenor ("and the 20?")', async () => {
    const [one, other] = market.catalogue.all.filter(
      (entry) => tradable(entry) && entry.row.instrumentType === 'GSEC',
    );
    const [, same] = await converse([
      `Accrued interest on 1 crore of ${one!.row.isin}`,
      `same for ${other!.row.isin}`,
    ]);
    expect(same!.calls[0]).toMatchObject({
      toolName: 'price',
      input: { bondId: other!.row.id, faceValueRupees: 10_000_000 },
    });
    const [, twenty] = await converse(['What is the 10-year G-sec yield?', 'and the 20?']);
    expect(twenty!.calls[0]).toMatchObject({ toolName: 'curvePoints', input: { tenorsYears: [20] } });
  });

  it('compares the bonds of the last comparison for "which one has the higher duration?"', async () => {
    const left = first((entry) => entry.row.instrumentType === 'CORPORATE');
    const right = first((entry) => entry.row.instrumentType === 'GSEC');
    const [, which] = await converse([
      `Compare ${left.row.isin} and ${right.row.isin}`,
      'which one has the higher duration?',
    ]);
    expect(which!.calls[0]).toMatchObject({
      toolName: 'compare',
      input: { bondIds: [left.row.id, right.row.id] },
    });
    const details = which!.calls[0]!.output as {
      bond: { name: string };
      market: { modifiedDuration: number };
    }[];
    const longer = [...details].sort((a, b) => b.market.modifiedDuration - a.market.modifiedDuration)[0]!;
    expect(which!.text).toContain(
      `has the highest modified duration, **${longer.market.modifiedDuration.toFixed(4)} years**`,
    );
  });
});
