// MIND's understanding of desk language and of conversations (issue 34): bare figures ("IN0020183433 99.40
// yield?"), the price for a target yield asked as "what should I pay", desk shorthand ("GS33", "7.26 2033",
// "px", "yld"), spreads between tenors in either order, exact coupons, "and below" ratings, singular
// superlatives, trailing periods, and follow-ups that name a row by its ordinal, compare "it" with another bond,
// or change only the settlement.
import { describe, expect, it } from 'vitest';
import { priceFromYield, roundCleanPrice, roundYieldPercent, yieldFromPrice } from '@bondkit/core/pricing';
import type { MarketSnapshot } from '../../src/mind/analyst/marketSnapshot';
import type { MostTradedOutput, TradeActivityOutput } from '../../src/mind/analyst/activityTool';
import { normaliseDeskLanguage } from '../../src/mind/planner/deskShorthand';
import { parsePriceOrYield } from '../../src/mind/planner/parseNumbers';
import { parseScreenFilters } from '../../src/mind/planner/parseScreenFilters';
import { recognizePeriod } from '../../src/mind/planner/recognizeEntities';
import type { CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { askPlanner, conversePlanner, isPricedBond, openPlannerMarket } from './plannerConversation';

let market: MarketSnapshot;
openPlannerMarket((opened) => (market = opened));

const converse = (questions: string[]) => conversePlanner(market, questions);
const ask = async (question: string) => askPlanner(market, question);
const tradable = (entry: CatalogueInstrument) => isPricedBond(market, entry, { withMarketYield: true });
const all = (test: (entry: CatalogueInstrument) => boolean) =>
  market.catalogue.all.filter((candidate) => tradable(candidate) && test(candidate));
const first = (test: (entry: CatalogueInstrument) => boolean) => {
  const entry = all(test)[0];
  if (!entry) throw new Error('the test market has no such bond');
  return entry;
};
const bold = (text: string) => [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]);

describe('figures written without a word for them', () => {
  it('reads a lone decimal as a clean price and a lone percentage as a yield', () => {
    expect(parsePriceOrYield('   99.40 yield?')).toEqual({ cleanPrice: 99.4 });
    expect(parsePriceOrYield('how much should I pay for    to earn 7.5%')).toEqual({ yieldPercent: 7.5 });
    // Dates, amounts and tenors are not figures to price at.
    expect(parsePriceOrYield('yield for 5 cr settling 02/12/2026')).toEqual({});
    expect(parsePriceOrYield('99.10 or 99.20, what yield?')).toEqual({});
  });

  it('solves the yield for a bare price, and prices a target yield asked as what to pay', async () => {
    const bond = first((entry) => entry.row.instrumentType === 'CORPORATE');
    const run = await ask(`${bond.row.isin} 99.40 yield?`);
    const expected = roundYieldPercent(
      yieldFromPrice(bond.terms!, { cleanPrice: 99.4, settlementDate: market.settlementDate }).yield,
    );
    expect(run.calls[0]).toMatchObject({ toolName: 'price', input: { cleanPrice: 99.4 } });
    expect(run.text).toContain(`**${expected.toFixed(4)}%**`);
    const pay = await ask(`how much should I pay for ${bond.row.isin} to earn 7.5%`);
    expect(pay.text).not.toContain('investment advice');
    const price = roundCleanPrice(
      priceFromYield(bond.terms!, { yield: 7.5, settlementDate: market.settlementDate }).cleanPrice,
    );
    expect(pay.text).toContain(`**${price.toFixed(4)}**`);
    // Advice stays declined.
    expect((await ask(`is ${bond.row.isin} a good bet?`)).calls).toEqual([]);
  });

  it('makes a headline only of the market figure asked for', async () => {
    const bond = first((entry) => entry.row.instrumentType === 'GSEC');
    const run = await ask(`${bond.row.isin} px?`);
    expect(bold(run.text)).toHaveLength(1);
    const both = await ask(`${bond.row.isin} price and yield`);
    expect(bold(both.text)).toHaveLength(2);
  });
});

describe('desk shorthand', () => {
  it('spells out GS33, glued coupons and desk abbreviations', () => {
    expect(normaliseDeskLanguage('gs33 px')).toBe('gs 2033 price');
    expect(normaliseDeskLanguage("7.26GS'33 yld")).toBe('7.26 GS 2033 yield');
    expect(normaliseDeskLanguage('GS2030 mod dur')).toBe('GS 2030 modified duration');
    expect(normaliseDeskLanguage('the 10 yr gsec')).toBe('the 10 yr gsec');
    expect(normaliseDeskLanguage('10 saal ka gsec yield batao')).toBe('10 year ka gsec yield show');
    expect(normaliseDeskLanguage('7.26 GS 2033 ka yield kya hai')).toBe('7.26 GS 2033 of yield what is');
    expect(normaliseDeskLanguage('RVFC bonds dikhao')).toBe('RVFC bonds show');
  });

  it('names a G-sec by coupon and year alone, and lists a year of G-secs when several mature in it', async () => {
    const gsec = first((entry) => entry.row.instrumentType === 'GSEC');
    const year = gsec.row.maturityDate.slice(0, 4);
    const sameCouponAndYear = all(
      (entry) =>
        entry.row.couponRate === gsec.row.couponRate &&
        entry.row.maturityDate.startsWith(year) &&
        entry.row.instrumentType === 'GSEC',
    );
    if (sameCouponAndYear.length === 1) {
      const run = await ask(`${gsec.row.couponRate.toFixed(2)} ${year} price`);
      expect(run.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: gsec.row.id } });
    }
    const gsecsOfTheYear = all(
      (entry) => entry.row.instrumentType === 'GSEC' && entry.row.maturityDate.startsWith(year),
    );
    const screen = await ask(`yield of GS${year.slice(2)}`);
    if (gsecsOfTheYear.length > 1)
      expect(screen.calls[0]).toMatchObject({
        toolName: 'screen',
        input: { instrumentTypes: ['GSEC'], maturityFrom: `${year}-01-01`, maturityTo: `${year}-12-31` },
      });
    else expect(screen.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: gsec.row.id } });
  });

  it('reads GOI securities as G-secs, exact coupons, "and below" ratings, and thresholds before the word', () => {
    const today = market.today;
    expect(parseScreenFilters('GOI securities maturing in 2033', today).filters).toMatchObject({
      instrumentTypes: ['GSEC'],
      maturityFrom: '2033-01-01',
    });
    expect(parseScreenFilters('GOI FRBs', today).filters.instrumentTypes).toBeUndefined();
    expect(parseScreenFilters('bonds with a 7.5% coupon maturing in 2030', today).filters).toMatchObject({
      couponMinPercent: 7.5,
      couponMaxPercent: 7.5,
    });
    expect(parseScreenFilters('bonds with over 8% coupon', today).filters).toMatchObject({
      couponMinPercent: 8,
      couponMinExclusive: true,
    });
    expect(parseScreenFilters('AA- and below corporates', today).filters.ratings).toEqual([
      'AA-',
      'A+',
      'A',
      'A-',
      'BBB+',
      'BBB',
      'BBB-',
    ]);
    expect(parseScreenFilters('sdls with 7.2%+ yield', today).filters.yieldMinPercent).toBe(7.2);
    expect(parseScreenFilters('psu bonds under 7%', today).filters.yieldMaxPercent).toBe(7);
    expect(parseScreenFilters('corporates yielding 8-9%', today).filters).toMatchObject({
      yieldMinPercent: 8,
      yieldMaxPercent: 9,
    });
  });

  it('reads a singular superlative as the one bond at the top of the order', () => {
    const today = market.today;
    expect(parseScreenFilters('which PSU bond has the lowest coupon', today).filters).toMatchObject({
      sortBy: 'coupon-asc',
      limit: 1,
    });
    expect(parseScreenFilters('the highest yielding AAA bond', today).filters).toMatchObject({
      sortBy: 'yield-desc',
      limit: 1,
    });
    expect(parseScreenFilters('highest yielding AAA bonds', today).filters.limit).toBeUndefined();
  });
});

describe('curve spreads and periods', () => {
  it('gives a spread between tenors as the longer minus the shorter, whichever is named first', async () => {
    const forward = await ask('2s10s in bps');
    const backward = await ask('10y minus 2y spread');
    const unitless = await ask("what's the 2-10 spread");
    const spread = (text: string) => /\*\*(-?[\d.]+) bps\*\*/.exec(text)?.[1];
    expect(spread(forward.text)).toBeDefined();
    expect(spread(backward.text)).toBe(spread(forward.text));
    expect(spread(unitless.text)).toBe(spread(forward.text));
  });

  it('reads "over the last month" as the trailing month and "last month" as the calendar month', () => {
    const today = '2026-11-18';
    expect(recognizePeriod('trades over the last month', today)).toEqual({ from: '2026-10-18', to: today });
    expect(recognizePeriod('trades last month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});

describe('follow-ups', () => {
  it('asks the previous question again of the row an ordinal names', async () => {
    const [screen, second, third] = await converse([
      'AAA PSU bonds, highest yield first',
      "what's the yield on the second one",
      'and the third?',
    ]);
    const rows = (screen!.calls[0]!.output as { bonds: { id: number }[] }).bonds;
    expect(second!.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: rows[1]!.id } });
    expect(third!.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: rows[2]!.id } });
  });

  it('compares "it" with the bond named now, and keeps the intent when only the settlement changes', async () => {
    const [one, other] = all((entry) => entry.row.instrumentType === 'GSEC');
    const [, compared] = await converse([`price of ${one!.row.isin}`, `compare it with ${other!.row.isin}`]);
    expect(compared!.calls[0]).toMatchObject({
      toolName: 'compare',
      input: { bondIds: [one!.row.id, other!.row.id] },
    });
    const [, later] = await converse([`${one!.row.isin} accrued for 1 cr`, 'now for settlement on 15 Dec']);
    expect(later!.text).toContain('Accrued interest on ₹1,00,00,000.00');
    expect(later!.text).toContain('15 Dec');
  });
});

describe('definitions', () => {
  it('defines the terms researchers ask about, asked in any form, and each of two terms compared', async () => {
    const cases: [string, string][] = [
      ['what is STRIPS', 'STRIPS'],
      ['repo meaning', 'Repo'],
      ['what is current yield', 'Current yield'],
      ['what is a perpetual bond', 'Perpetual bond'],
      ['what is an NCD', 'Non-convertible debenture (NCD)'],
      ['T+1 settlement meaning', 'T+1 settlement'],
      ['explain the yield curve', 'The G-sec yield curve'],
      ['what is a bond', 'Bond'],
      ['day count convention for g-secs', 'Day count convention'],
      ['zero coupon bond meaning', 'Zero-coupon bond'],
      ['2s10s meaning', '2s10s (curve spreads between tenors)'],
      ['spread to curve?', 'Spread over the G-sec curve'],
      ['frn?', 'Floating rate bond (FRB)'],
      ['inverted yield curve', 'Curve steepening, flattening and inversion'],
      ['what is MIBOR', 'MIBOR and OIS'],
      ['what is duration', 'Duration'],
      ['what is IRR', 'Yield to maturity (YTM)'],
      ['what is a gilt', 'Government security (G-sec)'],
      ['what is reinvestment risk', 'Reinvestment risk'],
      ['what is the z-spread', 'Z-spread'],
    ];
    for (const [question, term] of cases) {
      const run = await ask(question);
      expect(
        run.calls.map((call) => call.toolName),
        question,
      ).toEqual(['define']);
      expect(run.text, question).toContain(`#### ${term}\n`);
    }
    // The term named first leads.
    expect((await ask('explain ytm vs coupon')).text.indexOf('#### Yield to maturity')).toBe(0);
    expect((await ask("what's the 2s10s now")).calls[0]?.toolName).toBe('curvePoints');
    expect((await ask('2s10s?')).calls[0]?.toolName).toBe('curvePoints');
    const both = await ask('difference between G-sec and SDL');
    expect(both.text).toContain('#### Government security (G-sec)');
    expect(both.text).toContain('#### State development loan (SDL)');
  });

  it('keeps a question about bonds a screen even when a word of it is a term', async () => {
    expect((await ask('AAA PSU')).calls[0]?.toolName).toBe('screen');
    expect((await ask('yield curve')).calls[0]?.toolName).toBe('curve');
    expect((await ask('What does the gilt curve look like?')).calls[0]?.toolName).toBe('curve');
    const unknown = await ask('what is a wibble');
    expect(unknown.text).toContain('I don\'t know the term "wibble"');
    expect((await ask('zero coupon bonds maturing in 2030')).calls[0]?.toolName).toBe('screen');
  });
});

describe('market activity, coupons, what-ifs and declines', () => {
  it("gives the VWAP and the range of a bond's prints, and reads one day as that day", async () => {
    const ranking = (await ask('most traded bonds this year')).calls[0]!.output as MostTradedOutput;
    const traded = ranking.bonds[0]!.bond;
    const vwap = await ask(`vwap of ${traded.isin} this year`);
    const output = vwap.calls[0]!.output as TradeActivityOutput;
    expect(output.weightedAverageCleanPrice).not.toBeNull();
    expect(vwap.text).toContain(`**${output.weightedAverageCleanPrice!.toFixed(4)}**`);
    const range = await ask(`highest and lowest traded yield of ${traded.isin} this year`);
    const extremes = (range.calls[0]!.output as TradeActivityOutput).range!;
    expect(range.text).toContain(`**${extremes.lowYieldPercent.toFixed(4)}%**`);
    expect(range.text).toContain(`**${extremes.highYieldPercent.toFixed(4)}%**`);
    expect(recognizePeriod('how much changed hands on 27 nov', '2026-11-29')).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    });
  });

  it('sums the coupons of a calendar year on a holding, and says how often a bond pays', async () => {
    const bond = first((entry) => entry.row.instrumentType === 'GSEC' && entry.row.maturityDate > '2029');
    const run = await ask(`how much interest in 2028 on 1 cr of ${bond.row.isin}`);
    const details = run.calls[0]!.output as { cashflows: { date: string; interest: number }[] };
    const expected = details.cashflows
      .filter((flow) => flow.date.startsWith('2028'))
      .reduce((sum, flow) => sum + flow.interest, 0);
    expect(expected).toBeGreaterThan(0);
    expect(run.text).toContain(
      `Coupons paid in 2028: **₹${expected.toLocaleString('en-IN', { minimumFractionDigits: 2 })}**`,
    );
    expect((await ask(`coupon frequency of ${bond.row.isin}`)).text).toContain(
      '2 times a year (semi-annually)',
    );
  });

  it('reprices a parallel move of the yield with the engine, and gives the dirty price when asked', async () => {
    const bond = first((entry) => entry.row.instrumentType === 'GSEC');
    const run = await ask(`price impact of a 25 bps rise on ${bond.row.isin}`);
    const [base, moved] = run.calls.map(
      (call) => call.output as { cleanPrice: number; yieldPercent: number },
    );
    expect(moved!.yieldPercent).toBeCloseTo(base!.yieldPercent + 0.25, 6);
    expect(run.text).toContain(`**-${(base!.cleanPrice - moved!.cleanPrice).toFixed(4)}**`);
    const dirty = await ask(`dirty price of ${bond.row.isin} at 6.9% yield`);
    const priced = dirty.calls[0]!.output as { dirtyPrice: number };
    expect(dirty.text).toContain(`dirty (full) price`);
    expect(dirty.text).toContain(`**${priced.dirtyPrice.toFixed(4)}**`);
  });

  it('names the one bond a singular superlative asks for, with the figure it was chosen by', async () => {
    const run = await ask('the highest yielding AAA PSU bond');
    const [top] = (run.calls[0]!.output as { bonds: { isin: string; marketYieldPercent: number }[] }).bonds;
    expect(run.text).toContain(
      `(${top!.isin}) has the highest yield: a yield of **${top!.marketYieldPercent.toFixed(4)}%**`,
    );
  });

  it('says a company is unknown, declines forecasts, and still computes on a stated condition', async () => {
    const unknown = await ask('sundarban hyperloop corporation highest yielding bond');
    expect(unknown.calls).toEqual([]);
    expect(unknown.text).toContain('I found no issuer named "sundarban hyperloop corporation"');
    expect((await ask('What will the 2s10s spread be by year end?')).calls).toEqual([]);
    expect((await ask('which SDL will outperform next quarter')).calls).toEqual([]);
    const bond = first((entry) => entry.row.instrumentType === 'GSEC');
    const conditional = await ask(`what will the price of ${bond.row.isin} be if the yield goes to 7%`);
    expect(conditional.calls[0]).toMatchObject({ toolName: 'price', input: { yieldPercent: 7 } });
  });

  it('reads typos and desk abbreviations', async () => {
    const bond = first((entry) => entry.row.instrumentType === 'CORPORATE');
    const run = await ask(`what's the accured on ${bond.row.isin}, value date 09.12.2026`);
    expect(run.calls[0]).toMatchObject({ toolName: 'price', input: { settlementDate: '2026-12-09' } });
    expect(run.text).toContain('Accrued interest');
    const hyphenated = await ask(`accrued interest for ${bond.row.isin} settling 11-Dec-26`);
    expect(hyphenated.calls[0]).toMatchObject({ input: { settlementDate: '2026-12-11' } });
    const flows = await ask(`final cf ${bond.row.isin} 3cr`);
    expect(flows.text).toContain('The last, on');
  });
});

describe('follow-ups over lists and settlements', () => {
  it('answers "which of them yields the most" over the whole list, and carries the settlement to "and the accrued?"', async () => {
    const issuer = first((entry) => entry.row.instrumentType === 'PSU').issuerName;
    const [, which] = await converse([`what has ${issuer} issued`, 'which of them yields the most?']);
    const screen = which!.calls[0]!;
    expect(screen).toMatchObject({
      toolName: 'screen',
      input: { issuers: [issuer], sortBy: 'yield-desc', limit: 1 },
    });
    const bond = first((entry) => entry.row.instrumentType === 'CORPORATE');
    const [, accrued] = await converse([`price ${bond.row.isin} settling 15 Dec`, 'and the accrued?']);
    expect(accrued!.calls[0]).toMatchObject({ toolName: 'price', input: { settlementDate: '2026-12-15' } });
  });
});

describe('cash flows to maturity', () => {
  it('schedules every flow of a long bond, leads with the redemption or the total asked, and shows the next N', async () => {
    const long = first((entry) => entry.row.instrumentType === 'GSEC' && entry.row.maturityDate > '2060');
    const run = await ask(`redemption value of 50L of ${long.row.isin}`);
    const detail = run.calls[0]!.output as { cashflows: { date: string; principal: number }[] };
    const last = detail.cashflows[detail.cashflows.length - 1]!;
    // The last flow is the maturity's, not the sixtieth.
    expect(last.date.slice(0, 4)).toBe(long.row.maturityDate.slice(0, 4));
    expect(run.text).toContain('principal **₹50,00,000.00**');
    expect(run.text).toContain('The first 12 of the');
    const next = await ask(`next 3 cash flows of ${long.row.isin}`);
    expect(next.text).toContain('The next 3:');
    const total = await ask(`total cash I get from ${long.row.isin} till maturity on 1 cr`);
    expect(total.calls[0]?.toolName).toBe('details');
    expect(total.text).toMatch(/\*\*₹[\d,.]+\*\* in all/);
  });
});

describe('names the data does not have', () => {
  it('says which issuer or ISIN it does not know, and still screens bonds described in words', async () => {
    for (const [question, named] of [
      ['show Reliance bonds', 'Reliance'],
      ['bonds of acme steels', 'acme steels'],
      ['what has zeta infra issued', 'zeta infra'],
      ['spread of Kaveri Fertilisers 2029 bond', 'Kaveri Fertilisers'],
    ] as const) {
      const run = await ask(question);
      expect(run.calls, question).toEqual([]);
      expect(run.text, question).toContain(`I found no issuer named "${named}"`);
    }
    const short = await ask('IN00201806 price');
    expect(short.calls).toEqual([]);
    expect(short.text).toContain('it is not a valid ISIN');
    for (const question of [
      'show me AAA psu bonds',
      'CRISIL AAA bonds maturing in 2031',
      'any bonds by banks?',
    ])
      expect((await ask(question)).calls[0]?.toolName, question).toBe('screen');
  });
});

describe('more screen words', () => {
  it('reads price bounds, quarters, months ahead, residual maturity, state government bonds and a range before "yield"', () => {
    const today = '2026-11-29';
    const read = (question: string) => parseScreenFilters(question, today).filters;
    expect(read('bonds cheaper than 95')).toMatchObject({ priceMax: 95 });
    expect(read('corporates trading below par')).toMatchObject({ priceMax: 100 });
    expect(read('bonds maturing in Q1 2027')).toMatchObject({
      maturityFrom: '2027-01-01',
      maturityTo: '2027-03-31',
    });
    expect(read('bonds maturing in Q1 FY28')).toMatchObject({
      maturityFrom: '2027-04-01',
      maturityTo: '2027-06-30',
    });
    expect(read('t-bills maturing in the next 3 months')).toMatchObject({ maturityTo: '2027-02-28' });
    expect(read('corporate bonds with residual maturity under 3 years')).toMatchObject({
      maturityTo: '2029-11-29',
    });
    expect(read('state govt bonds with coupon above 7.5').instrumentTypes).toEqual(['SDL']);
    expect(read('AAA NBFC bonds between 8 and 9 percent yield')).toMatchObject({
      yieldMinPercent: 8,
      yieldMaxPercent: 9,
    });
  });

  it("screens by the clean price with the engine's prices", async () => {
    const run = await ask('bonds cheaper than 95');
    const output = run.calls[0]!.output as { bonds: { marketCleanPrice: number | null }[] };
    expect(output.bonds.length).toBeGreaterThan(0);
    for (const bond of output.bonds) expect(bond.marketCleanPrice!).toBeLessThan(95);
  });
});

describe('follow-ups that narrow a list or name the other side', () => {
  it('compares with the bond last answered about, narrows the last list, and reads a term asked "on that" as its figure', async () => {
    const [one, other] = all((entry) => entry.row.instrumentType === 'GSEC');
    const [, compared] = await converse([`${one!.row.isin} yield`, `compare with ${other!.row.isin}`]);
    expect(compared!.calls[0]).toMatchObject({
      toolName: 'compare',
      input: { bondIds: [one!.row.id, other!.row.id] },
    });
    const issuer = first((entry) => entry.row.instrumentType === 'SDL').issuerName;
    const [, longest] = await converse([`${issuer} bonds`, 'the longest one?']);
    expect(longest!.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { issuers: [issuer], sortBy: 'maturity-desc', limit: 1 },
    });
    const [, fresh] = await converse([`${issuer} bonds`, 'highest yielding AAA PSU bonds']);
    expect((fresh!.calls[0]!.input as { issuers?: string[] }).issuers).toBeUndefined();
    const [, within] = await converse([`${issuer} bonds`, 'any maturing in 2035?']);
    expect(within!.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { issuers: [issuer], maturityFrom: '2035-01-01' },
    });
    const bond = first((entry) => entry.row.instrumentType === 'CORPORATE');
    const [, accrued] = await converse([`${bond.row.isin} details`, "what's the accrued on that for 15 Dec"]);
    expect(accrued!.calls[0]).toMatchObject({
      toolName: 'price',
      input: { bondId: bond.row.id, settlementDate: '2026-12-15' },
    });
  });
});

describe("a bond's details", () => {
  it('states its rating and the calls ahead', async () => {
    const callable = market.catalogue.all.find(
      (entry) =>
        tradable(entry) && (entry.terms?.calls ?? []).some((call) => call.date > market.settlementDate),
    );
    if (!callable) throw new Error('the test market has no callable bond');
    const run = await ask(`is ${callable.row.isin} callable? when is the call`);
    const [call] = (callable.terms?.calls ?? []).filter((option) => option.date > market.settlementDate);
    expect(run.text).toContain('The issuer may call it on');
    expect(run.text).toContain(call!.price.toFixed(4));
    if (callable.row.rating) expect(run.text).toContain(`rated `);
  });
});

describe("a treasury desk's words", () => {
  it('reads Hinglish ranges and advice, the basis-point value, forecasts of spreads, and totals to maturity', async () => {
    expect(normaliseDeskLanguage('IN0020137843 me 11/11/2026 se 23/11/2026 tak kitne trades hue')).toContain(
      'from 11/11/2026 to 23/11/2026',
    );
    expect(recognizePeriod('trade summary 11/11/2026 - 26/11/2026', '2026-11-29')).toEqual({
      from: '2026-11-11',
      to: '2026-11-26',
    });
    const bond = first((entry) => entry.row.instrumentType === 'GSEC');
    const bpv = await ask(`What's the one-basis-point value of 5 cr of ${bond.row.isin}?`);
    expect(bpv.text).toContain('PV01 of ₹5,00,00,000.00 face value');
    expect((await ask(`sell karu ya hold karu ${bond.row.isin}?`)).calls).toEqual([]);
    expect((await ask('Will spreads on AAA PSU paper widen in 2027?')).calls).toEqual([]);
    const corporate = first((entry) => entry.row.instrumentType === 'CORPORATE' && entry.row.couponRate > 0);
    const total = await ask(
      `How much interest in total will 2 cr of ${corporate.row.isin} pay until it matures?`,
    );
    expect(total.text).toMatch(/to maturity on .*: \*\*₹[\d,.]+\*\*/);
    const principal = await ask(
      `When do I get my principal back on 2 cr ${corporate.row.isin}, and how much?`,
    );
    expect(principal.text).toContain('principal **₹2,00,00,000.00**');
    const [, spread] = await converse([`ytm of ${corporate.row.isin}`, 'and the spread over gilts?']);
    expect(spread!.calls[0]).toMatchObject({ toolName: 'details', input: { bondId: corporate.row.id } });
  });
});
