// MIND's understanding of research tasks as analysts write or dictate them (issue 34): numbers spoken rather
// than typed ("seven point one eight GS twenty thirty three", "fifteen december", "if I pay ninety nine"),
// fillers and typos of dictation ("uh", "governmnet"), screens that leave things out ("excluding PSUs", "not rated
// AAA", "non-callable"), bounds that include their figure ("at least 7.3%"), a maturity year written after the
// word ("2030 maturity"), "just the top 3", aggregates over a screen (the share of matches, the average or median
// coupon), "why" questions about a term, "what traded yesterday", coupons between now and a month named, amounts
// restated in crore, follow-ups that say "their", "convexity?", "those trades", "then" or "on each", portfolios
// of holdings, questions relayed for clients ("should my client buy", "how much will he get"), amounts grouped in
// lakhs, rankings by the number of trades, and a tenor of the curve over a period.
import { describe, expect, it } from 'vitest';
import { isTradable, type MarketSnapshot } from '../../src/mind/analyst/marketSnapshot';
import { normaliseDeskLanguage } from '../../src/mind/planner/deskShorthand';
import { parseScreenFilters } from '../../src/mind/planner/parseScreenFilters';
import type { CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { ratingGrade } from '../../src/trading/instrumentView';
import { askPlanner, conversePlanner, isPricedBond, openPlannerMarket } from './plannerConversation';

let market: MarketSnapshot;
openPlannerMarket((opened) => (market = opened));

const ask = async (question: string) => askPlanner(market, question);
const tradable = (entry: CatalogueInstrument) => isPricedBond(market, entry, { withMarketYield: true });
const firstOf = (test: (entry: CatalogueInstrument) => boolean): CatalogueInstrument => {
  const entry = market.catalogue.all.find((candidate) => tradable(candidate) && test(candidate));
  if (!entry) throw new Error('the test market has no such bond');
  return entry;
};

const digitWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const teenWords = [
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
const tensWords = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** 0–99 as a speaker says it: "seven", "nineteen", "thirty three". */
const spokenWhole = (value: number): string =>
  value < 10
    ? (digitWords[value] ?? '')
    : value < 20
      ? (teenWords[value - 10] ?? '')
      : `${tensWords[Math.floor(value / 10)]}${value % 10 ? ` ${digitWords[value % 10]}` : ''}`;
/** "7.18" as "seven point one eight"; "2033" as "twenty thirty three". */
const spokenCoupon = (coupon: number) => {
  const [whole = '0', decimals = ''] = String(coupon).split('.');
  return `${spokenWhole(Number(whole))}${decimals ? ` point ${[...decimals].map((digit) => digitWords[Number(digit)]).join(' ')}` : ''}`;
};
const spokenYear = (year: number) => `twenty ${spokenWhole(year - 2000)}`;

describe('numbers spoken rather than typed', () => {
  it('reads coupons, years, prices, amounts and days said in words', () => {
    expect(normaliseDeskLanguage('price of seven point one eight gs twenty thirty three')).toBe(
      'price of 7.18 gs 2033',
    );
    expect(normaliseDeskLanguage('yield at ninety nine point five')).toBe('yield at 99.5');
    expect(normaliseDeskLanguage('at a hundred and one point two five')).toBe('at 101.25');
    expect(normaliseDeskLanguage('seven point two five percent coupon')).toBe('7.25% coupon');
    expect(normaliseDeskLanguage('two thousand and thirty two')).toBe('2032');
    expect(normaliseDeskLanguage('fifty basis points on two crore')).toBe('50 basis points on 2 crore');
    expect(normaliseDeskLanguage('settling the third of december')).toBe('settling 3 december');
    expect(normaliseDeskLanguage('for december twenty first')).toBe('for 21 december');
    // Words that only look like numbers stay words.
    expect(normaliseDeskLanguage('which one is the second one')).toBe('which one is the second one');
    expect(normaliseDeskLanguage('top five bonds')).toBe('top five bonds');
  });

  it('prices a G-sec dictated in words, settling on a day said in words', async () => {
    const bond = firstOf(
      (entry) =>
        entry.row.instrumentType === 'GSEC' &&
        entry.row.couponRate > 0 &&
        entry.row.displayName.includes(String(entry.row.couponRate)),
    );
    const year = Number(bond.row.maturityDate.slice(0, 4));
    const run = await ask(
      `what is the price of ${spokenCoupon(bond.row.couponRate)} gs ${spokenYear(year)} for settlement on fifteen december`,
    );
    expect(run.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: bond.row.id } });
    expect(run.calls[0]?.input.settlementDate).toMatch(/-12-15$/);
  });
});

describe('bounds and counts as analysts write them', () => {
  it('keeps the figure itself in "at least" and "at most", and leaves it out of "above" and "below"', () => {
    expect(parseScreenFilters('SDLs yielding at least 7.3%', market.today).filters).toMatchObject({
      yieldMinPercent: 7.3,
      yieldMinInclusive: true,
    });
    expect(parseScreenFilters('SDLs above 7.3%', market.today).filters.yieldMinInclusive).toBeUndefined();
    expect(parseScreenFilters('G-secs with a yield up to 6.5%', market.today).filters).toMatchObject({
      yieldMaxPercent: 6.5,
      yieldMaxInclusive: true,
    });
  });

  it('counts a bond at exactly the bound of "at least"', async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'SDL');
    const level = market.yields.get(bond.row.id);
    if (level === undefined) throw new Error('the bond has no market yield');
    const atLeast = await ask(`which SDLs yield at least ${level}%`);
    const above = await ask(`which SDLs yield above ${level}%`);
    const isinsOf = (text: string) => new Set(text.match(/\bIN[A-Z0-9]{10}\b/g) ?? []);
    const atLeastCall = atLeast.calls.find((call) => call.toolName === 'screen');
    expect(atLeastCall?.input).toMatchObject({ yieldMinPercent: level, yieldMinInclusive: true });
    const listed = (run: typeof atLeast) =>
      (run.tables[0]?.rows ?? []).some((row) => row.cells.isin === bond.row.isin) ||
      isinsOf(run.text).has(bond.row.isin);
    expect(listed(atLeast)).toBe(true);
    expect(listed(above)).toBe(false);
  });

  it('reads a maturity year written after the word, and "just the top 3" after a list', async () => {
    expect(
      parseScreenFilters('AAA corporates 2030 maturity yield above 7.5', market.today).filters,
    ).toMatchObject({
      maturityFrom: '2030-01-01',
      maturityTo: '2030-12-31',
      yieldMinPercent: 7.5,
    });
    expect(parseScreenFilters('PSU bonds with a 2031 maturity', market.today).filters).toMatchObject({
      maturityFrom: '2031-01-01',
      maturityTo: '2031-12-31',
    });
    const [, top] = await conversePlanner(market, ['screen AAA PSU bonds', 'just the top 3']);
    const screen = top?.calls.find((call) => call.toolName === 'screen');
    expect(screen?.input).toMatchObject({ ratings: ['AAA'], instrumentTypes: ['PSU'], limit: 3 });
  });
});

describe('questions about terms and the market in other words', () => {
  it('defines a term asked with "why"', async () => {
    const run = await ask('why does a T-bill have no coupon');
    expect(run.calls.map((call) => call.toolName)).toEqual(['define']);
    expect(run.text).toContain('Treasury bill');
    const inverse = await ask('why do prices fall when yields rise');
    expect(inverse.text).toContain('Price–yield relationship');
  });

  it('reads "what traded yesterday" as the day\'s most traded bonds', async () => {
    const run = await ask('what traded yesterday');
    expect(run.calls[0]?.toolName).toBe('mostTraded');
  });
});

describe('follow-ups that say "their" or "and duration"', () => {
  it("finds the issuer's longest bond, then its yield and its duration", async () => {
    const issuer = firstOf((entry) => entry.row.instrumentType === 'PSU').issuerName;
    const [, longest, yieldRun, duration] = await conversePlanner(market, [
      `Tell me about ${issuer}`,
      "what's their longest bond",
      'its yield?',
      'and duration',
    ]);
    const screen = longest?.calls.find((call) => call.toolName === 'screen');
    expect(screen?.input).toMatchObject({ issuers: [issuer], sortBy: 'maturity-desc' });
    const latest = market.catalogue.all
      .filter((entry) => tradable(entry) && entry.issuerName === issuer)
      .sort((left, right) => right.row.maturityDate.localeCompare(left.row.maturityDate))[0];
    expect(yieldRun?.calls[0]?.input).toMatchObject({ bondId: latest?.row.id });
    expect(duration?.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: latest?.row.id } });
    expect(duration?.text).toMatch(/modified duration \*\*\d+\.\d{4}\*\* years/i);
  });
});

describe('screens that leave things out', () => {
  const screenOf = async (question: string) =>
    (await ask(question)).calls.find((call) => call.toolName === 'screen')?.input;

  it('reads "excluding", "other than", "not rated" and "non-" as what the screen leaves out', async () => {
    const sector = firstOf((entry) => entry.row.instrumentType === 'PSU').sector;
    expect(
      await screenOf(
        `list AAA PSU bonds excluding the ${sector.toLowerCase()} sector maturing between 2029 and 2031`,
      ),
    ).toMatchObject({
      ratings: ['AAA'],
      instrumentTypes: ['PSU'],
      exclude: { sectors: [sector] },
      maturityFrom: '2029-01-01',
      maturityTo: '2031-12-31',
    });
    const otherThan = await screenOf('show bonds other than SDLs with a coupon above 8.5%');
    expect(otherThan).toMatchObject({ exclude: { instrumentTypes: ['SDL'] }, couponMinPercent: 8.5 });
    expect(otherThan?.instrumentTypes).toBeUndefined();
    const notRated = await screenOf('rank the top 5 corporate bonds by yield but not rated AAA');
    expect(notRated).toMatchObject({
      instrumentTypes: ['CORPORATE'],
      exclude: { ratings: ['AAA'] },
      limit: 5,
    });
    expect(notRated?.ratings).toBeUndefined();
    const nonCallable = await screenOf('non-callable AAA corporate bonds maturing 2029');
    expect(nonCallable).toMatchObject({ exclude: { structures: ['CALLABLE'] }, ratings: ['AAA'] });
    expect(nonCallable?.structures).toBeUndefined();
  });

  it('lists no bond of what it leaves out, and says what it left out', async () => {
    const run = await ask('which corporate and PSU bonds not rated AAA yield above 7%');
    const screen = run.calls.find((call) => call.toolName === 'screen');
    const output = screen?.output as { bonds: { isin: string }[]; total: number } | undefined;
    expect(output?.total).toBeGreaterThan(0);
    const gradeOf = (isin: string) =>
      ratingGrade(market.catalogue.all.find((entry) => entry.row.isin === isin)?.row.rating ?? null);
    expect(output?.bonds.map((bond) => gradeOf(bond.isin))).not.toContain('AAA');
    expect(run.text).toContain('excluding rated AAA');
  });

  it('leaves questions without a kind of bond after the negation alone', async () => {
    expect(await screenOf('G-secs not maturing before 2030')).not.toHaveProperty('exclude');
    expect(await screenOf('SDLs yielding not more than 7%')).toMatchObject({ yieldMaxPercent: 7 });
  });
});

describe('figures over a screen', () => {
  const tradableOf = (test: (entry: CatalogueInstrument) => boolean) =>
    market.catalogue.all.filter((entry) => tradable(entry) && test(entry));

  it("gives the average or median coupon of an issuer's bonds or of a kind of bond", async () => {
    const state = firstOf((entry) => entry.row.instrumentType === 'SDL').issuerName;
    const coupons = tradableOf(
      (entry) => entry.issuerName === state && entry.row.instrumentType === 'SDL',
    ).map((entry) => entry.row.couponRate);
    const mean = coupons.reduce((sum, value) => sum + value, 0) / coupons.length;
    const run = await ask(`average coupon of all ${state.replace('State Government of ', '')} SDLs`);
    expect(run.calls.find((call) => call.toolName === 'screen')?.input).toMatchObject({ issuers: [state] });
    expect(run.text).toContain(`the average coupon is **${mean.toFixed(2)}%**`);
    const median = await ask('what is the median coupon of G-secs');
    expect(median.text).toMatch(/the median coupon is \*\*\d+\.\d\d%\*\*/);
  });

  it('gives the share of a kind of bond that meets a condition, and the count when asked "how many of"', async () => {
    const corporates = tradableOf((entry) => entry.row.instrumentType === 'CORPORATE');
    const rated = corporates.filter((entry) => ratingGrade(entry.row.rating) === 'AAA');
    const share = await ask('what percentage of corporate bonds are rated AAA');
    expect(share.text).toContain(
      `**${((rated.length / corporates.length) * 100).toFixed(1)}%** of the ${corporates.length}`,
    );
    expect(share.text).toContain(`${rated.length} of ${corporates.length}`);
    const count = await ask('how many of the corporate bonds are rated AAA');
    expect(count.text).toContain(`**${rated.length}** also match rated AAA`);
  });
});

describe('coupons, amounts and follow-ups as analysts ask them', () => {
  it('sums the coupons between now and a month named, and answers "when does it pay interest"', async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'GSEC' && entry.row.couponRate > 0);
    const endYear = Number(market.settlementDate.slice(0, 4)) + 2;
    const run = await ask(
      `what coupons will I receive on 1 crore of ${bond.row.isin} between now and December ${endYear}`,
    );
    expect(run.calls[0]?.toolName).toBe('details');
    const flows = (
      run.calls[0]?.output as { cashflows: { date: string; interest: number }[] }
    ).cashflows.filter((flow) => flow.interest > 0 && flow.date <= `${endYear}-12-31`);
    const sum = flows.reduce((total, flow) => total + flow.interest, 0);
    expect(run.text).toContain(
      `**₹${sum.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}** in ${flows.length} payments`,
    );
    const when = await ask(`When does ${bond.row.isin} pay interest`);
    expect(when.text).toContain('The next coupon of');
  });

  it('restates an amount in crore, gives a bare measure of the bond in the conversation, and keeps a period of trades', async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'CORPORATE');
    const [, inCrore] = await conversePlanner(market, [
      `how much do I pay all in for 5 crore of ${bond.row.isin}`,
      'and in crore?',
    ]);
    expect(inCrore?.text).toMatch(/\*\*₹[\d,]+\.\d\d\*\* \(₹\d+\.\d\d crore\)/);
    const [, convexity] = await conversePlanner(market, [
      `modified duration of ${bond.row.isin}`,
      'convexity?',
    ]);
    expect(convexity?.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: bond.row.id } });
    expect(convexity?.text).toMatch(/convexity \*\*\d+\.\d{4}\*\*/);
    const [, trades] = await conversePlanner(market, [
      `how many times did ${bond.row.isin} trade between 1 Nov and 20 Nov`,
      'whats the simple average yield on those trades',
    ]);
    expect(trades?.calls[0]?.input).toMatchObject({ from: `${market.today.slice(0, 4)}-11-01` });
  });

  it('carries a move of the yield to "what would it be worth then", and the accrued "on each" of a pair', async () => {
    const [first, second] = market.catalogue.all.filter(
      (entry) => tradable(entry) && entry.row.instrumentType === 'GSEC',
    );
    if (!first || !second) throw new Error('the test market has too few G-secs');
    const [, worth] = await conversePlanner(market, [
      `what if the yield of ${first.row.isin} falls 100 bps`,
      'what would 5 crore be worth then',
    ]);
    expect(worth?.text).toContain('100 bp fall');
    expect(worth?.text).toContain('On ₹5,00,00,000.00 face value');
    const [, accrued] = await conversePlanner(market, [
      `compare ${first.row.isin} and ${second.row.isin}`,
      'and the accrued on each',
    ]);
    expect(accrued?.text).toMatch(/has the highest accrued interest \(per 100\)/);
  });

  it('reads dictated fillers, typos and a price said as "pay ninety nine"', async () => {
    expect((await ask('uh what is yield to maturity')).text).toContain('Yield to maturity (YTM)');
    expect((await ask('what does ex interest mean')).text).toContain('record date');
    const gilts = await ask('how many governmnet securities mature in 2035');
    expect(gilts.calls.find((call) => call.toolName === 'screen')?.input).toMatchObject({
      instrumentTypes: ['GSEC'],
    });
    const bond = firstOf((entry) => entry.row.instrumentType === 'CORPORATE');
    const paid = await ask(`if i pay ninety nine for ${bond.row.isin.toLowerCase()} what yield do i get`);
    expect(paid.calls[0]?.input).toMatchObject({ cleanPrice: 99 });
    const excluded = await ask('corporate bonds excluding PSUs rated AAA maturing in 2030');
    expect(excluded.calls.find((call) => call.toolName === 'screen')?.input).toMatchObject({
      ratings: ['AAA'],
      exclude: { instrumentTypes: ['PSU'] },
    });
  });
});

describe('two questions in one', () => {
  it('prices at two levels, and gives the accrued with the total consideration at a price', async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'GSEC' && entry.row.couponRate > 0);
    const twoPrices = await ask(`yield of ${bond.row.isin} at 99 and at 101`);
    expect(twoPrices.calls.map((call) => call.input)).toEqual([
      expect.objectContaining({ bondId: bond.row.id, cleanPrice: 99 }),
      expect.objectContaining({ bondId: bond.row.id, cleanPrice: 101 }),
    ]);
    const twoYields = await ask(`price of ${bond.row.isin} at 7% and 7.5% yield`);
    expect(twoYields.calls.map((call) => call.input)).toEqual([
      expect.objectContaining({ yieldPercent: 7 }),
      expect.objectContaining({ yieldPercent: 7.5 }),
    ]);
    const compound = await ask(`accrued on 5 crore of ${bond.row.isin} and the total consideration at 99.25`);
    expect(compound.calls[0]?.input).toMatchObject({ cleanPrice: 99.25, faceValueRupees: 5_00_00_000 });
    const output = compound.calls[0]?.output as { consideration: { accrued: number; total: number } };
    const inRupees = (amount: number) =>
      `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(compound.text).toContain(inRupees(output.consideration.accrued));
    expect(compound.text).toContain(`**${inRupees(output.consideration.total)}**`);
    const million = await ask(`10mn face value of ${bond.row.isin} at 99.5, consideration?`);
    expect(million.calls[0]?.input).toMatchObject({ faceValueRupees: 1_00_00_000, cleanPrice: 99.5 });
  });

  it('answers the pickup of a kind of bond over the G-sec curve at a tenor with its average spread', async () => {
    const run = await ask("what's the yield pickup of AAA PSU 5 year over 5 year gsec");
    expect(run.calls[0]?.input).toMatchObject({ ratings: ['AAA'], instrumentTypes: ['PSU'] });
    expect(run.text).toMatch(/the average spread over the G-sec curve is \*\*-?\d+\.\d bps\*\*/);
  });
});

describe('the issuers and sectors themselves', () => {
  it('lists the issuers of a sector and counts the sectors', async () => {
    const sector = firstOf((entry) => entry.row.instrumentType === 'PSU').sector;
    const issuers = new Set(
      market.catalogue.all
        .filter((entry) => tradable(entry) && entry.sector === sector)
        .map((entry) => entry.issuerName),
    );
    const run = await ask(`issuers in the ${sector.toLowerCase()} sector`);
    expect(run.text).toContain(
      `**${issuers.size}** issuer${issuers.size === 1 ? ' has' : 's have'} tradable bonds`,
    );
    for (const issuer of issuers) expect(run.text).toContain(issuer);
    const sectors = new Set(
      market.catalogue.all.filter((entry) => isTradable(entry, market.today)).map((entry) => entry.sector),
    );
    expect((await ask('list all the sectors')).text).toContain(`**${sectors.size}** sectors have`);
  });
});

describe('a tenor of the curve over a period', () => {
  it('says the platform keeps no past curves and shows how the G-secs of that tenor traded', async () => {
    const run = await ask('WoW change in the 10y gsec yield');
    const calls = run.calls.map((call) => call.toolName);
    expect(calls[0]).toBe('curvePoints');
    expect(calls.slice(1).every((name) => name === 'tradeActivity')).toBe(true);
    expect(run.calls[1]?.input).toMatchObject({ to: market.today });
    expect(run.text).toContain('keeps no past curves');
    // No figure is presented as the past level it does not have.
    expect(run.text).not.toMatch(/\*\*/);
    const friday = await ask('what was the 10 year G-sec yield last friday');
    const fridayInput = friday.calls[1]?.input as { from: string; to: string } | undefined;
    expect(fridayInput?.from).toBe(fridayInput?.to);
    expect(new Date(`${fridayInput?.from ?? ''}T00:00:00Z`).getUTCDay()).toBe(5);
  });
});

describe('follow-ups on a list', () => {
  const screenInput = (run: { calls: { toolName: string; input: Record<string, unknown> }[] } | undefined) =>
    run?.calls.find((call) => call.toolName === 'screen')?.input;

  it('swaps the grade or kind of bond of the last screen, and compares its top two', async () => {
    const year = Number(market.settlementDate.slice(0, 4)) + 4;
    const [, grade, kind, top] = await conversePlanner(market, [
      `AAA PSU bonds maturing in ${year}`,
      'same but for AA+',
      'what about SDLs',
      'compare the top two',
    ]);
    expect(screenInput(grade)).toMatchObject({
      ratings: ['AA+'],
      instrumentTypes: ['PSU'],
      maturityFrom: `${year}-01-01`,
    });
    expect(screenInput(kind)).toMatchObject({ instrumentTypes: ['SDL'], maturityFrom: `${year}-01-01` });
    expect(screenInput(kind)?.ratings).toBeUndefined();
    const listed = (kind?.tables[0]?.rows ?? []).slice(0, 2).map((row) => row.cells.isin);
    expect(top?.calls.map((call) => call.toolName)).toEqual(['compare']);
    const compared = (top?.calls[0]?.output as { bond: { isin: string } }[]).map(
      (detail) => detail.bond.isin,
    );
    expect(compared).toEqual(listed);
  });

  it('keeps the bond of the conversation for "at what average price", and the issuer for "the longest"', async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'PSU');
    const [, , average] = await conversePlanner(market, [
      bond.row.isin,
      'how many times did it trade',
      'at what average price',
    ]);
    expect(average?.calls[0]).toMatchObject({ toolName: 'tradeActivity', input: { bondId: bond.row.id } });
    const [, others, longest] = await conversePlanner(market, [
      bond.row.isin,
      'what else do they have',
      'the longest',
    ]);
    expect(others?.text).toContain(`Other tradable bonds of ${bond.issuerName}`);
    expect(screenInput(longest)).toMatchObject({
      issuers: [bond.issuerName],
      sortBy: 'maturity-desc',
      limit: 1,
    });
  });
});

describe('a portfolio of holdings', () => {
  it('adds up the PV01 and value of the holdings, and weights duration and yield by market value', async () => {
    const [first, second] = market.catalogue.all.filter(
      (entry) => tradable(entry) && entry.row.instrumentType === 'GSEC' && entry.row.couponRate > 0,
    );
    if (!first || !second) throw new Error('the test market has too few G-secs');
    const run = await ask(
      `I hold 5 crore of ${first.row.isin} and 10 crore of ${second.row.isin}, what's my total PV01`,
    );
    expect(run.calls.map((call) => call.input)).toEqual([
      expect.objectContaining({ bondId: first.row.id, faceValueRupees: 5_00_00_000 }),
      expect.objectContaining({ bondId: second.row.id, faceValueRupees: 10_00_00_000 }),
    ]);
    const outputs = run.calls.map(
      (call) => call.output as { modifiedDuration: number; consideration: { pv01: number; total: number } },
    );
    const inRupees = (amount: number) =>
      `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const pv01 = outputs.reduce((sum, output) => sum + output.consideration.pv01, 0);
    expect(run.text).toContain(`Total PV01: **${inRupees(pv01)}**`);
    const value = outputs.reduce((sum, output) => sum + output.consideration.total, 0);
    const duration =
      outputs.reduce((sum, output) => sum + output.consideration.total * output.modifiedDuration, 0) / value;
    const durationRun = await ask(
      `portfolio duration of 5 cr ${first.row.isin} and 10 cr ${second.row.isin}`,
    );
    expect(durationRun.text).toContain(`Modified duration **${duration.toFixed(4)}** years`);
    const shifted = await ask(
      `how much would a portfolio of 5 cr ${first.row.isin} and 10 cr ${second.row.isin} lose if yields rise 25 bps`,
    );
    expect(shifted.calls).toHaveLength(4);
    expect(shifted.text).toMatch(/changes the portfolio's value by \*\*-₹[\d,]+\.\d\d\*\*/);
  });
});

describe('questions relayed for clients and checked by operations', () => {
  it("reads amounts grouped in lakhs, clients' questions, codes and coupons written after the name", async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'CORPORATE');
    const accrued = await ask(`accrued on 1,00,00,000 of ${bond.row.isin} for settlement 02-12-2026?`);
    expect(accrued.calls[0]?.input).toMatchObject({ faceValueRupees: 1_00_00_000 });
    const both = await ask(`ops check: consideration + accrued, ${bond.row.isin}, 50,00,000 face`);
    expect(both.calls[0]?.input).toMatchObject({ faceValueRupees: 50_00_000 });
    expect(both.text).toMatch(/costs \*\*₹[\d,]+\.\d\d\*\*.*plus accrued interest ₹/);
    expect((await ask('client asks what YTM means, pls explain simply')).text).toContain('Yield to maturity');
    expect((await ask(`should my client buy ${bond.row.isin}? yes or no pls`)).calls).toEqual([]);
    expect((await ask(`client asks if ${bond.row.isin} price will go up next month`)).calls).toEqual([]);
    const sdl = firstOf(
      (entry) =>
        entry.row.instrumentType === 'SDL' && /^\d+\.\d\d% [A-Z]{2} SDL \d{4}$/.test(entry.row.displayName),
    );
    const [coupon = '', code = '', , year = ''] = sdl.row.displayName.split(' ');
    const reordered = await ask(`what's ${code} SDL ${year} ${coupon} trading at? client asking`);
    expect(reordered.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: sdl.row.id } });
    const twoStates = await ask('GJ and WB SDLs maturing 2053');
    expect(twoStates.calls[0]?.input).toMatchObject({
      issuers: ['State Government of Gujarat', 'State Government of West Bengal'],
    });
    const gilts = await ask('G-secs between 2031 and 2035 maturity with yield above 6.00%');
    expect(gilts.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { instrumentTypes: ['GSEC'], maturityFrom: '2031-01-01', maturityTo: '2035-12-31' },
    });
  });

  it('ranks by the number of trades, counts since the 1st, and follows "those", "it" and "at maturity"', async () => {
    const ranked = await ask('MTD most traded corporate bond by number of trades');
    expect(ranked.calls[0]).toMatchObject({ toolName: 'mostTraded', input: { rankBy: 'trades' } });
    const bond = firstOf((entry) => entry.row.instrumentType === 'GSEC');
    const since = await ask(`${bond.row.isin} trades since the 1st? count pls`);
    expect(since.calls[0]?.input).toMatchObject({ from: `${market.today.slice(0, 8)}01` });
    const [, average] = await conversePlanner(market, [
      `no. of trades in ${bond.row.isin} in October?`,
      'avg yield of those?',
    ]);
    expect(average?.calls[0]).toMatchObject({
      toolName: 'tradeActivity',
      input: { bondId: bond.row.id, from: expect.stringMatching(/-10-01$/) },
    });
    const corporate = firstOf((entry) => entry.row.instrumentType === 'CORPORATE');
    const [, pv01] = await conversePlanner(market, [
      'what is PV01? quick one',
      `ok so what is it for my client's 25 lacs of ${corporate.row.isin}`,
    ]);
    expect(pv01?.text).toMatch(/PV01 of ₹25,00,000\.00 face value \*\*₹[\d,]+\.\d\d\*\*/);
    const [, , last] = await conversePlanner(market, [
      `client holds 2 crore of ${corporate.row.isin}, next coupon date?`,
      'how much will he get on that date?',
      'and at maturity, principal plus last coupon?',
    ]);
    expect(last?.text).toContain('Cash flows of');
  });
});

describe('coupons, full prices and measures the platform does not compute', () => {
  it("answers when a coupon is paid, the one after the next, and a calendar year's receipts", async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'GSEC' && entry.row.couponRate > 0);
    expect((await ask(`what's the coupon on ${bond.row.isin} and when is it paid`)).text).toContain(
      'The next coupon of',
    );
    const both = await ask(`what is my next coupon on 3 cr of ${bond.row.isin} and the one after`);
    expect(both.text).toContain('The one after it is paid on');
    const year = Number(market.settlementDate.slice(0, 4)) + 1;
    const receipts = await ask(`total coupon receipts in calendar ${year} for 2 crore ${bond.row.isin}`);
    expect(receipts.text).toContain(`Coupons paid in ${year}: **₹`);
  });

  it('solves the yield from a price given with its accrued interest', async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'GSEC' && entry.row.couponRate > 0);
    const run = await ask(`what is the yield on ${bond.row.isin} if I pay 99 including accrued`);
    const [market0, solved] = run.calls.map(
      (call) => call.output as { accruedInterest: number; cleanPrice: number },
    );
    expect(solved?.cleanPrice).toBeCloseTo(99 - (market0?.accruedInterest ?? 0), 4);
    expect(run.text).toMatch(/the yield of .* is \*\*\d+\.\d{4}%\*\*/);
    // A clean price named as such stays the clean price.
    const clean = await ask(`what's the dirty price of ${bond.row.isin} at a clean price of 99`);
    expect(clean.calls[0]?.input).toMatchObject({ cleanPrice: 99 });
  });

  it('says what it does not compute: a Z-spread, carry and roll-down', async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'CORPORATE');
    expect((await ask(`what's the z-spread of ${bond.row.isin}`)).text).toContain(
      'does not compute a Z-spread',
    );
    const carry = await ask(`what's the carry on ${bond.row.isin}`);
    expect(carry.text).toContain('Carry, roll-down and break-even');
    expect(carry.text).toContain('does not compute them');
    // The verb is not the measure.
    expect((await ask("which state's SDLs carry the highest yields")).calls[0]?.toolName).toBe('screen');
  });
});

describe('kinds of bond in general, and prices and coupons in more words', () => {
  it('defines a kind of bond asked in the plural or in general', async () => {
    expect((await ask('what are SDLs')).text).toContain('State development loan (SDL)');
    expect((await ask('how often does a G-sec pay coupons')).text).toContain('Government security (G-sec)');
    expect((await ask('what is the yield to call of a callable bond at 101')).text).toContain(
      'Yield to call (YTC)',
    );
    // A list asked for stays a screen.
    expect((await ask('list a callable bond')).calls[0]?.toolName).toBe('screen');
  });

  it('moves the price to a level named after "the price of", and counts the days to the next coupon', async () => {
    const bond = firstOf((entry) => entry.row.instrumentType === 'GSEC' && entry.row.couponRate > 0);
    const moved = await ask(`if the price of ${bond.row.isin} falls to 97 what is the new yield`);
    expect(moved.calls[0]?.input).toMatchObject({ cleanPrice: 97 });
    const days = await ask(`what is the next coupon date of ${bond.row.isin} and how many days to it`);
    expect(days.text).toMatch(/That is \*\*\d+\*\* days from today/);
    const financialYear = await ask(`my 50 lakh in ${bond.row.isin}: coupons this financial year?`);
    expect(financialYear.text).toMatch(/Coupons paid in FY\d{4}-\d\d/);
  });
});

describe("a retail investor's questions", () => {
  it('screens by how often a bond pays and by the week it matures, and picks the one bond asked for', async () => {
    const monthly = await ask('Can you show me bonds that pay interest every month?');
    const screen = monthly.calls.find((call) => call.toolName === 'screen');
    expect(screen?.input).toMatchObject({ couponFrequency: 12 });
    const matches = market.catalogue.all.filter(
      (entry) => tradable(entry) && entry.row.couponRate > 0 && entry.row.frequency === 12,
    );
    expect((screen?.output as { total: number }).total).toBe(matches.length);
    const week = await ask('List the bonds maturing this week');
    expect(week.calls[0]?.input).toMatchObject({ maturityFrom: market.today });
    const highest = await ask('What is the highest yield I can get on a government bond today?');
    expect(highest.calls[0]?.input).toMatchObject({
      instrumentTypes: ['GSEC'],
      sortBy: 'yield-desc',
      limit: 1,
    });
    const cheapest = await ask("What's the lowest-priced G-sec?");
    expect(cheapest.calls[0]?.input).toMatchObject({ sortBy: 'price-asc', limit: 1 });
  });

  it('says tax and how to buy are not its data, and sums up the market', async () => {
    for (const question of ['How much tax do I pay on G-sec interest?', 'How do I buy a G-sec?']) {
      const run = await ask(question);
      expect(run.calls, question).toEqual([]);
      expect(run.text, question).toContain("I can't answer that from the platform's data");
    }
    expect((await ask('what happened in the bond market today')).calls[0]?.toolName).toBe('mostTraded');
  });
});

describe('a conversation about one bond, then a list', () => {
  it('compares "that" with another bond, and answers "which has more duration" after a declined turn', async () => {
    const [first, second] = market.catalogue.all.filter(
      (entry) => tradable(entry) && entry.row.instrumentType === 'GSEC',
    );
    if (!first || !second) throw new Error('the test market has too few G-secs');
    const [, yielding, compared, , duration] = await conversePlanner(market, [
      `Tell me about ${first.row.isin}`,
      "What's it yielding?",
      `How does that compare with ${second.row.isin}?`,
      'Which one should I hold?',
      'OK, which has more duration?',
    ]);
    expect(yielding?.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: first.row.id } });
    expect(compared?.calls[0]).toMatchObject({
      toolName: 'compare',
      input: { bondIds: [first.row.id, second.row.id] },
    });
    expect(duration?.text).toContain('has the highest modified duration');
  });

  it('narrows the last list by "how many are", shows "only those" again, and costs a holding at a yield', async () => {
    const year = Number(market.settlementDate.slice(0, 4)) + 5;
    const [list, narrowed, again] = await conversePlanner(market, [
      `List PSU bonds maturing in ${year}`,
      'How many are AAA?',
      'Show only those',
    ]);
    const input = (run: typeof list) => run?.calls.find((call) => call.toolName === 'screen')?.input;
    expect(input(narrowed)).toMatchObject({ ...input(list), ratings: ['AAA'] });
    expect(input(again)).toEqual(input(narrowed));
    const bond = firstOf((entry) => entry.row.instrumentType === 'CORPORATE');
    const [, , cost] = await conversePlanner(market, [
      `${bond.row.isin} price`,
      'and at 7.5% yield?',
      'what would 3 crore cost at that yield?',
    ]);
    expect(cost?.calls[0]?.input).toMatchObject({ yieldPercent: 7.5, faceValueRupees: 3_00_00_000 });
    expect(cost?.text).toMatch(/costs \*\*₹[\d,]+\.\d\d\*\*/);
  });
});
