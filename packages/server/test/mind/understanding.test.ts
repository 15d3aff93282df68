// MIND's built-in analyst, intent by intent and entity by entity (issue 34): each question is built from the
// test market's own catalogue, and each expected figure comes from the pricing engine or the data itself.
import { describe, expect, it } from 'vitest';
import { priceFromYield, roundYieldPercent, yieldFromPrice } from '@bondkit/core/pricing';
import type { MarketSnapshot } from '../../src/mind/analyst/marketSnapshot';
import { bondQuotes } from '../../src/mind/analyst/quotesTool';
import type { CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { instrumentStructure } from '../../src/trading/instrumentView';
import { quoteDepthOf } from '../../src/trading/quoteBook';
import {
  askPlanner,
  conversePlanner,
  isPricedBond,
  openPlannerMarket,
  type PlannerRun,
} from './plannerConversation';

let market: MarketSnapshot;
openPlannerMarket((opened) => (market = opened));

type Run = PlannerRun;
const ask = (question: string, history: string[] = []) => askPlanner(market, question, history);
const converse = (questions: string[]) => conversePlanner(market, questions);
const tradable = (entry: CatalogueInstrument) => isPricedBond(market, entry);
const first = (test: (entry: CatalogueInstrument) => boolean, skip = 0) => {
  const entry = market.catalogue.all.filter((candidate) => tradable(candidate) && test(candidate))[skip];
  if (!entry) throw new Error('the test market has no such bond');
  return entry;
};
const corporate = (skip = 0) =>
  first((entry) => entry.row.instrumentType === 'CORPORATE' && instrumentStructure(entry) === 'PLAIN', skip);
const gsec = (skip = 0) => first((entry) => entry.row.instrumentType === 'GSEC', skip);
const yieldOf = (entry: CatalogueInstrument) => `${market.yields.get(entry.row.id)!.toFixed(4)}%`;
const toolsOf = (run: Run) => run.calls.map((call) => call.toolName);

describe('entities', () => {
  it('finds a bond by ISIN, and says so specifically when no bond has the ISIN', async () => {
    const bond = corporate();
    const run = await ask(`What's the yield on ${bond.row.isin}?`);
    expect(run.calls[0]!.input).toMatchObject({ bondId: bond.row.id });
    expect(run.text).toContain(yieldOf(bond));
    const unknown = await ask('Price of IN9876543210');
    expect(unknown.calls).toEqual([]);
    expect(unknown.text).toContain('I found no bond with ISIN IN9876543210');
    expect(unknown.text).not.toMatch(/\d+\.\d{4}/);
  });

  it('finds an issuer by full, short and misspelt name, and names an unknown one', async () => {
    const entry = first((candidate) => candidate.issuerType === 'PSU');
    const full = entry.issuerName.replace(/ Limited$/, '');
    const words = full.split(' ');
    const misspelt = words
      .map((word, index) => (index === 1 && word.length >= 5 ? word.slice(0, -2) + word.slice(-1) : word))
      .join(' ');
    const outstanding = market.catalogue.all.filter(
      (candidate) => candidate.issuerName === entry.issuerName && candidate.row.maturityDate > market.today,
    ).length;
    for (const question of [
      `What has ${full} issued that is still outstanding?`,
      `${misspelt} outstanding bonds`,
    ]) {
      const run = await ask(question);
      expect(toolsOf(run), question).toEqual(['issuer']);
      expect(run.calls[0]!.input).toEqual({ issuer: entry.issuerName });
      expect(run.text).toContain(`**${outstanding}**`);
    }
    const corporateIssuer = first((candidate) => / Corporation Limited$/.test(candidate.issuerName));
    const short = corporateIssuer.issuerName.replace(/ Corporation Limited$/, ' Corp');
    expect((await ask(`Show me ${short} bonds`)).calls[0]!.input).toEqual({
      issuer: corporateIssuer.issuerName,
    });
    const unknown = await ask('Bonds of Acme Widgets Corporation');
    expect(unknown.calls).toEqual([]);
    expect(unknown.text).toContain('I found no issuer named "Acme Widgets Corporation"');
  });

  it('reads sectors, issuer types, ratings with and without agencies, ranges and yield thresholds', async () => {
    const psu = await ask('Which AAA-rated PSU bonds maturing 2028 to 2030 yield more than 7%?');
    expect(psu.calls[0]!.input).toMatchObject({
      instrumentTypes: ['PSU'],
      ratings: ['AAA'],
      maturityFrom: '2028-01-01',
      maturityTo: '2030-12-31',
      yieldMinPercent: 7,
    });
    const agency = await ask('CRISIL AAA bonds maturing in 2031');
    expect(agency.calls[0]!.input).toMatchObject({ ratings: ['AAA'], ratingAgencies: ['CRISIL'] });
    const sector = await ask('Power sector bonds yielding over 7.5%');
    expect(sector.calls[0]!.input).toMatchObject({ sectors: ['Power'], yieldMinPercent: 7.5 });
    const months = await ask('SDLs maturing from Jan 2028 to Jun 2029');
    expect(months.calls[0]!.input).toMatchObject({ maturityFrom: '2028-01-01', maturityTo: '2029-06-30' });
    const before = await ask('Find zero-coupon bonds that mature before 2028');
    expect(before.calls[0]!.input).toMatchObject({ structures: ['ZERO_COUPON'], maturityTo: '2027-12-31' });
  });

  it('reads every structure', async () => {
    for (const [question, structure] of [
      ['Show step-up bonds', 'STEP_UP'],
      ['callable bonds', 'CALLABLE'],
      ['amortising bonds', 'AMORTISING'],
      ['List the floating rate bonds', 'FLOATING_RATE'],
      ['Are there any inflation-indexed bonds?', 'INDEXED'],
    ] as const) {
      const run = await ask(question);
      expect(run.calls[0]!.input, question).toMatchObject({ structures: [structure] });
      const matching = market.catalogue.all.filter(
        (entry) =>
          tradable(entry) ||
          (entry.row.convention === null && entry.row.isListed && entry.row.maturityDate > market.today),
      );
      const expected = matching.filter(
        (entry) =>
          instrumentStructure(entry) === structure &&
          entry.row.isListed &&
          !entry.row.isDisabledIsin &&
          entry.row.maturityDate > market.today,
      ).length;
      expect(run.text, question).toContain(`**${expected}**`);
    }
  });

  it('reads settlement days without a year and amounts in lakh and crore', async () => {
    const bond = corporate(1);
    const terms = bond.terms!;
    const run = await ask(`If I pay 99.50 clean for ${bond.row.isin} settling 2 Dec, what yield do I get?`);
    const settlementDate = run.calls[0]!.input.settlementDate as string;
    expect(settlementDate.slice(5)).toBe('12-02');
    expect(run.text).toContain(
      `**${roundYieldPercent(yieldFromPrice(terms, { cleanPrice: 99.5, settlementDate }).yield).toFixed(4)}%**`,
    );
    expect((await ask(`Cash flows of ${bond.row.displayName} for 50 lakh`)).calls[0]!.input).toMatchObject({
      faceValueRupees: 5_000_000,
    });
    expect(
      (await ask(`Accrued interest on 2 crore of ${bond.row.displayName}`)).calls[0]!.input,
    ).toMatchObject({ faceValueRupees: 20_000_000 });
  });
});

describe('intents', () => {
  it('compares any number of bonds without the word "compare" and names the higher yield', async () => {
    const [one, two, three] = [gsec(), corporate(2), corporate(3)];
    const run = await ask(`Which yields more, ${one.row.isin} or ${two.row.isin}?`);
    expect(toolsOf(run)).toEqual(['compare']);
    const higher = market.yields.get(one.row.id)! >= market.yields.get(two.row.id)! ? one : two;
    expect(run.text).toMatch(
      new RegExp(
        `^[^\\n]*\\n\\n\\[${higher.row.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\][^\\n]*yields the most`,
      ),
    );
    const three_ = await ask(`${one.row.isin} vs ${two.row.isin} vs ${three.row.isin}`);
    expect(three_.calls[0]!.input).toEqual({ bondIds: [one.row.id, two.row.id, three.row.id] });
  });

  it('reads the curve at a tenor and spreads between tenors', async () => {
    const point = await ask('What is the 10-year G-sec yield?');
    expect(point.calls[0]).toMatchObject({ toolName: 'curvePoints', input: { tenorsYears: [10] } });
    const output = point.calls[0]!.output as { points: { yieldPercent: number }[] };
    expect(point.text).toContain(`**${output.points[0]!.yieldPercent.toFixed(4)}%**`);
    const spread = await ask('2s10s spread?');
    const points = (spread.calls[0]!.output as { points: { yieldPercent: number }[] }).points;
    expect(spread.text).toContain(
      `**${(Math.round((points[1]!.yieldPercent - points[0]!.yieldPercent) * 1000) / 10).toFixed(1)} bps**`,
    );
  });

  it('answers accrued interest and risk with the engine figure asked for', async () => {
    const bond = gsec(1);
    const accrued = await ask(`Accrued interest on ${bond.row.isin}?`);
    const output = accrued.calls[0]!.output as { accruedInterest: number; settlementDate: string };
    expect(output.accruedInterest).toBeCloseTo(
      priceFromYield(bond.terms!, {
        yield: market.yields.get(bond.row.id)!,
        settlementDate: output.settlementDate,
      }).accruedInterest,
      8,
    );
    expect(accrued.text).toContain(`**${output.accruedInterest.toFixed(4)}**`);
    const risk = await ask(`PV01 of ${bond.row.displayName}`);
    const pv01 = (risk.calls[0]!.output as { pv01: number }).pv01;
    expect(risk.text).toContain(`PV01 **${pv01.toFixed(4)}**`);
  });

  it('reports market activity: the most traded bonds and one bond over a period', async () => {
    const most = await ask('What traded the most today?');
    expect(toolsOf(most)).toEqual(['mostTraded']);
    const liquid = first((entry) => entry.row.isLiquid && entry.row.instrumentType === 'GSEC');
    const run = await ask(
      `How many times did ${liquid.row.isin} trade in November, and at what average yield?`,
    );
    expect(run.calls[0]).toMatchObject({
      toolName: 'tradeActivity',
      input: { from: '2026-11-01', to: '2026-11-30' },
    });
    const activity = run.calls[0]!.output as { trades: number };
    expect(run.text).toMatch(new RegExp(`\\*\\*${activity.trades}\\*\\*`));
  });

  it('shows quotes exactly as api/quote/depth/ would, best price over the whole book', async () => {
    const withQuotes = first((entry) => entry.row.isLiquid);
    const researcher = await ask(`Best bid for ${withQuotes.row.isin}?`);
    expect(toolsOf(researcher)).toEqual(['quotes']);
    expect(researcher.text).toContain('not visible to your role');
    expect(researcher.text).not.toMatch(/\d+\.\d{4}/);
    for (const tradeAccess of [false, true]) {
      const quotes = await bondQuotes(market, { bondId: withQuotes.row.id }, { tradeAccess });
      const depth = await quoteDepthOf(market.db, market.readAt, { id: withQuotes.row.id }, tradeAccess);
      expect(quotes.bids.map((level) => level.cleanPrice)).toEqual(
        depth.bids.map((level) => level.unit_clean_price),
      );
      const prices = quotes.bids.flatMap((level) => (level.cleanPrice === null ? [] : [level.cleanPrice]));
      if (prices.length) expect(quotes.bids[0]!.cleanPrice).toBe(Math.max(...prices));
    }
  });

  it('gives the next coupon and the coupon income on a holding', async () => {
    const bond = corporate(4);
    const run = await ask(`Coupon income over the next 12 months on 1 crore of ${bond.row.isin}`);
    expect(toolsOf(run)).toEqual(['details']);
    expect(run.calls[0]!.input).toMatchObject({ faceValueRupees: 10_000_000 });
    expect(run.text).toMatch(/Coupon income over the next 12 months/);
  });

  it('defines terms from the glossary and says which terms it does not know', async () => {
    for (const [question, phrase] of [
      ['What is YTC?', 'Yield to call'],
      ['Explain modified duration', '1% (100 basis points)'],
      ['PV01?', 'one basis point'],
    ] as const) {
      const run = await ask(question);
      expect(toolsOf(run), question).toEqual(['define']);
      expect(run.text, question).toContain(phrase);
    }
    expect((await ask('What is a flux capacitor bond?')).text).toContain(
      `I don't know the term "flux capacitor bond"`,
    );
  });

  it('declines forecasts and tips without a figure', async () => {
    for (const question of [
      'Will the RBI cut rates next month?',
      'Give me a hot tip for this week',
      `Should I buy ${gsec().row.displayName}?`,
    ]) {
      const run = await ask(question);
      expect(run.calls, question).toEqual([]);
      expect(run.text, question).toMatch(/can't give investment advice/);
      expect(run.text, question).not.toMatch(/\d+\.\d{2}/);
    }
  });

  it('hands every screen result to the table and suggests questions after every answer', async () => {
    const run = await ask('G-secs maturing between 2030 and 2045');
    const output = run.calls[0]!.output as { total: number };
    expect(run.tables).toHaveLength(1);
    expect(run.tables[0]!.total).toBe(output.total);
    expect(run.tables[0]!.rows).toHaveLength(output.total);
    expect(run.text).toContain(`**${output.total}**`);
    expect(run.suggestions.length).toBeGreaterThan(0);
    expect((await ask('What is YTC?')).suggestions.length).toBeGreaterThan(0);
  });
});

describe('follow-ups', () => {
  it('resolves "its", "what about", "the second one", "same for 2030" and "the other one"', async () => {
    const bond = gsec(2);
    const [, duration, pv01] = await converse([
      `What is the price of ${bond.row.displayName}?`,
      'And its modified duration?',
      'What about PV01?',
    ]);
    expect(duration!.calls[0]!.input).toMatchObject({ bondId: bond.row.id });
    expect(duration!.text).toMatch(/modified duration \*\*\d+\.\d{4}\*\*/);
    expect(pv01!.text).toMatch(/PV01 \*\*\d+\.\d{4}\*\*/);

    const [screen, second, sameFor] = await converse([
      'Which AAA bonds mature in 2029?',
      'Tell me more about the second one',
      'Same for 2030',
    ]);
    const listed = (screen!.calls[0]!.output as { bonds: { id: number }[] }).bonds;
    expect(second!.calls[0]!.input).toMatchObject({ bondId: listed[1]!.id });
    expect(sameFor!.calls[0]!.input).toMatchObject({
      maturityFrom: '2030-01-01',
      maturityTo: '2030-12-31',
      ratings: ['AAA'],
    });

    const [a, b] = [corporate(5), corporate(6)];
    const [, firstOne, other] = await converse([
      `Compare ${a.row.isin} and ${b.row.isin}`,
      'What is the yield of the first one at 100?',
      'And the cash flows of the other one for 1 crore?',
    ]);
    expect(firstOne!.calls[0]!.input).toMatchObject({ bondId: a.row.id, cleanPrice: 100 });
    expect(other!.calls[0]!.input).toMatchObject({ bondId: b.row.id, faceValueRupees: 10_000_000 });

    const [, fiveYear] = await converse(['What is the 10-year G-sec yield?', 'and the 5-year?']);
    expect(fiveYear!.calls[0]!.input).toEqual({ tenorsYears: [5] });
  });
});
