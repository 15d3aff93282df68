// MIND's understanding of plain-English questions (issue 34): a bond named by its issuer before its coupon
// ("Vindhya Telecom 9.45% 2036") or by its issuer and year alone, prices the question moves the bond to ("if the
// price drops to 95"), fractions ("99 and a half", "6 3/4 percent"), paying par, yield to put, whether the curve
// is inverted, and accrued interest inside the record-date window (ex-interest) explained rather than shown as
// a bare negative.
import { describe, expect, it } from 'vitest';
import { priceFromYield, roundYieldPercent, yieldFromPrice, yieldToPut } from '@bondkit/core/pricing';
import type { MarketSnapshot } from '../../src/mind/analyst/marketSnapshot';
import { normaliseDeskLanguage } from '../../src/mind/planner/deskShorthand';
import { parsePriceOrYield } from '../../src/mind/planner/parseNumbers';
import type { CatalogueInstrument } from '../../src/trading/instrumentCatalogue';
import { askPlanner, conversePlanner, isPricedBond, openPlannerMarket } from './plannerConversation';

let market: MarketSnapshot;
openPlannerMarket((opened) => (market = opened));

const ask = async (question: string) => askPlanner(market, question);
const tradable = (entry: CatalogueInstrument) => isPricedBond(market, entry, { withMarketYield: true });
/**
 * The first priced bond of a kind that pays a coupon and matures more than `yearsAhead` calendar years after
 * settlement (past the shut period before redemption, which would refuse a later settlement).
 */
const bondOf = (instrumentType: string, yearsAhead = 0): CatalogueInstrument => {
  const entry = market.catalogue.all.find(
    (candidate) =>
      tradable(candidate) &&
      candidate.row.instrumentType === instrumentType &&
      candidate.row.couponRate > 0 &&
      Number(candidate.row.maturityDate.slice(0, 4)) > Number(market.settlementDate.slice(0, 4)) + yearsAhead,
  );
  if (!entry)
    throw new Error(`the test market has no ${instrumentType} bond maturing ${yearsAhead} years out`);
  return entry;
};
const titleCase = (words: string) =>
  words
    .toLowerCase()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
/** The words of a corporate bond's name between its coupon and its year: "VINDHYA TELECOM". */
const nameWords = (entry: CatalogueInstrument) =>
  entry.row.displayName.replace(/^[\d.]+%\s+/, '').replace(/\s+\d{4}$/, '');

describe('a bond named by its issuer', () => {
  it('resolves the issuer written before the coupon, even when other bonds share the coupon and year', async () => {
    const bond = market.catalogue.all.find(
      (entry) =>
        tradable(entry) &&
        entry.row.instrumentType === 'CORPORATE' &&
        entry.row.couponRate > 0 &&
        /^[\d.]+% [A-Z ]+ \d{4}$/.test(entry.row.displayName),
    )!;
    const coupon = `${bond.row.couponRate.toFixed(2)}%`;
    const year = bond.row.maturityDate.slice(0, 4);
    const run = await ask(
      `When is the next interest payment on ${titleCase(nameWords(bond))} ${coupon} ${year}?`,
    );
    expect(run.calls[0]).toMatchObject({ toolName: 'details', input: { bondId: bond.row.id } });
    expect(run.text).toContain(bond.row.isin);
  });

  it('reads an issuer and a year as that issuer’s bonds maturing in the year', async () => {
    const byIssuerAndYear = new Map<string, CatalogueInstrument[]>();
    for (const entry of market.catalogue.all.filter(tradable)) {
      const key = `${entry.issuerName}|${entry.row.maturityDate.slice(0, 4)}`;
      byIssuerAndYear.set(key, [...(byIssuerAndYear.get(key) ?? []), entry]);
    }
    const [key, bonds] = [...byIssuerAndYear].find(
      ([name, list]) => list.length > 1 && /^[A-Za-z ]+ Limited\|/.test(name),
    )!;
    const [issuer, year] = key.split('|') as [string, string];
    const run = await ask(`What's the yield of the ${issuer.replace(/ Limited$/, '')} ${year} bond?`);
    expect(run.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { issuers: [issuer], maturityFrom: `${year}-01-01`, maturityTo: `${year}-12-31` },
    });
    for (const bond of bonds) expect(run.text).toContain(bond.row.isin);
  });
});

describe('prices and fractions written in words', () => {
  it('reads a price the question moves the bond to, paying par, and fractions', () => {
    expect(parsePriceOrYield('if the price drops to 95, what would the ytm be')).toEqual({ cleanPrice: 95 });
    expect(parsePriceOrYield('suppose the price rises to 102.5, yield?')).toEqual({ cleanPrice: 102.5 });
    expect(parsePriceOrYield('what is my yield if i pay par')).toEqual({ cleanPrice: 100 });
    expect(normaliseDeskLanguage('at a price of 99 and a half')).toBe('at a price of 99.5');
    expect(normaliseDeskLanguage('at 6 3/4 percent, settlement 2/12')).toBe('at 6.75%, settlement 2/12');
    expect(normaliseDeskLanguage('at 7½%')).toBe('at 7.5%');
  });

  it('solves the yield at the price the question moves the bond to', async () => {
    const bond = market.catalogue.all.find(
      (entry) => tradable(entry) && entry.row.instrumentType === 'CORPORATE',
    )!;
    const run = await ask(`If the price drops to 95, what would the YTM of ${bond.row.isin} be?`);
    const expected = roundYieldPercent(
      yieldFromPrice(bond.terms!, { cleanPrice: 95, settlementDate: market.settlementDate }).yield,
    );
    expect(run.calls[0]).toMatchObject({ toolName: 'price', input: { cleanPrice: 95 } });
    expect(run.text).toContain(`**${expected.toFixed(4)}%**`);
  });
});

describe('yield to put', () => {
  it('defines it, and answers a putable bond’s yield to its first put', async () => {
    const definition = await ask('What is yield to put?');
    expect(definition.text).toContain('Yield to put (YTP)');
    const putable = market.catalogue.all.find(
      (entry) =>
        tradable(entry) && (entry.terms?.puts?.some((put) => put.date > market.settlementDate) ?? false),
    );
    if (putable === undefined) throw new Error('the test market has no putable bond');
    const run = await ask(`What is the yield to put of ${putable.row.isin}?`);
    const cleanPrice = Number((run.calls[0]!.output as { cleanPrice: number }).cleanPrice);
    const [firstPut] = yieldToPut(putable.terms!, { cleanPrice, settlementDate: market.settlementDate });
    expect(run.text).toContain(`yield to first put`);
    expect(run.text).toContain(`**${roundYieldPercent(firstPut!.yield).toFixed(4)}%**`);
  });
});

describe('the curve', () => {
  it('says whether the curve is inverted, read at the standard tenors', async () => {
    const run = await ask('Is the yield curve inverted anywhere?');
    expect(run.text).toMatch(/Read at the standard tenors.*(?:not inverted anywhere|is inverted between)/);
  });
});

describe('accrued interest inside the record-date window', () => {
  it('explains a negative accrued as ex-interest, with the coupon the seller keeps', async () => {
    // A settlement a few days before a corporate bond's coupon falls in its record-date window.
    const found = market.catalogue.all
      .filter(
        (entry) =>
          tradable(entry) &&
          entry.row.instrumentType === 'CORPORATE' &&
          entry.row.couponRate > 0 &&
          // Not in its last year: the shut period before redemption would refuse the settlement.
          entry.row.maturityDate.slice(0, 4) > String(Number(market.settlementDate.slice(0, 4)) + 1),
      )
      .flatMap((entry) => {
        const { nextCouponDate } = priceFromYield(entry.terms!, {
          yield: 7,
          settlementDate: market.settlementDate,
        });
        const settlementDate = new Date(Date.parse(`${nextCouponDate}T00:00:00Z`) - 3 * 86_400_000)
          .toISOString()
          .slice(0, 10);
        if (settlementDate <= market.settlementDate) return [];
        const priced = priceFromYield(entry.terms!, { yield: 7, settlementDate });
        return priced.exInterest ? [{ entry, settlementDate, priced }] : [];
      })[0];
    if (found === undefined) throw new Error('the test market has no bond with a coupon ahead');
    const run = await ask(
      `accrued interest on ${found.entry.row.isin} for settlement ${found.settlementDate}`,
    );
    expect(run.text).toContain(`**${found.priced.accruedInterest.toFixed(4)}**`);
    expect(run.text).toContain('trades ex-interest');
    expect(run.text).not.toMatch(/over -\d+ days/);
  });
});

describe('questions written the way compliance, risk and the press write them', () => {
  const corporate = () => bondOf('CORPORATE', 1);

  it('reads a deal ticket, a trade of an amount and "would trade at" as the figures asked, not trading activity', async () => {
    const bond = corporate();
    const ticket = await ask(
      `Compliance check on a deal ticket: what clean price does the market show for ${bond.row.isin}?`,
    );
    expect(ticket.calls[0]).toMatchObject({ toolName: 'price', input: { bondId: bond.row.id } });
    const trade = await ask(
      `Compliance is checking the consideration on a trade of 75 lakh rupees face value in ${bond.row.isin}. What should the accrued interest come to?`,
    );
    expect(trade.calls[0]).toMatchObject({ toolName: 'price', input: { faceValueRupees: 7_500_000 } });
    expect(trade.text).toContain('Accrued interest on ₹75,00,000.00 face value');
    const hypothetical = await ask(`At 9 1/4 percent, what clean price would ${bond.row.isin} trade at?`);
    expect(hypothetical.calls[0]).toMatchObject({ toolName: 'price', input: { yieldPercent: 9.25 } });
  });

  it('reads tenors in words, two tenors "separated", and spreads over the sovereign curve in many wordings', async () => {
    const tenYear = await ask('What is the ten-year government bond yield today?');
    expect(tenYear.calls[0]).toMatchObject({ toolName: 'curvePoints', input: { tenorsYears: [10] } });
    const pair = await ask('How many basis points separate the 5-year and the 20-year G-sec yields?');
    expect(pair.text).toMatch(
      /The 5s20s spread \(the 20-year minus the 5-year G-sec yield\) is \*\*-?\d+\.\d bps\*\*/,
    );
    const bond = corporate();
    for (const wording of [
      `What premium over the sovereign curve does ${bond.row.isin} pay?`,
      `How many basis points above government bonds does ${bond.row.isin} yield?`,
      `By how much does the yield on ${bond.row.isin} exceed the interpolated G-sec yield?`,
    ]) {
      const run = await ask(wording);
      expect(run.text, wording).toMatch(/bps\*\* over the G-sec curve at its tenor/);
    }
  });

  it('reads a month of maturity, and a period written with weekdays and "through"', async () => {
    const bills = await ask('Which treasury bills mature in February 2027?');
    expect(bills.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { instrumentTypes: ['TBILL'], maturityFrom: '2027-02-01', maturityTo: '2027-02-28' },
    });
    const bond = corporate();
    const period = await ask(
      `How often was ${bond.row.isin} traded from Tuesday 3 November through Friday 27 November, and at what yield on average?`,
    );
    expect(period.calls[0]).toMatchObject({ toolName: 'tradeActivity' });
    expect(period.text).toMatch(
      /from 03 Nov 2026 to 27 Nov 2026|has not traded from 03 Nov 2026 to 27 Nov 2026/,
    );
  });

  it('totals the remaining coupons of a holding, and defines a term asked politely in plain English', async () => {
    const bond = corporate();
    const run = await ask(`Total remaining coupon payments on 2 crore rupees face of ${bond.row.isin}?`);
    const details = run.calls[0]!.output as { cashflows: { interest: number }[] };
    const interest = details.cashflows.reduce((sum, flow) => sum + flow.interest, 0);
    expect(run.text).toContain('Interest to maturity: **₹');
    expect(run.text).toContain(
      `**₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(interest)}**`,
    );
    const definition = await ask('Could you explain what yield to maturity means, in plain English?');
    expect(definition.text).toContain('#### Yield to maturity (YTM)');
  });

  it('declines a question about where yields will be, however politely it asks', async () => {
    const run = await ask('Where do you expect the 10-year G-sec yield to be in six months?');
    expect(run.calls).toEqual([]);
    expect(run.text).toContain("I can't give investment advice or forecast");
  });

  it('names a company the data has no issuer for, though each of its words is in some issuer’s name', async () => {
    const words = new Set(market.catalogue.all.flatMap((entry) => entry.issuerName.split(' ')));
    expect(words.has('Finance')).toBe(true);
    const run = await ask('How did Indian Railway Finance Corporation bonds trade last week?');
    expect(run.text).toContain('I found no issuer named "Indian Railway Finance Corporation"');
  });

  it('says no bond matches an issuer, coupon and year that name none', async () => {
    const issuer = corporate().issuerName.replace(/ Limited$/, '');
    const run = await ask(`What is the yield on the ${issuer} 11.85% 2047 bond?`);
    expect(run.text).toContain(`I could not find a bond matching "${issuer} 11.85% 2047"`);
    expect(run.text).not.toMatch(/\*\*\d/);
  });
});

describe('follow-ups about the two things just asked', () => {
  it('reads "the spread between the two" after two tenors, and "their spreads" after two bonds', async () => {
    const [, , spread] = await conversePlanner(market, [
      'What is the 10-year G-sec yielding?',
      'And the 5-year?',
      'So what is the spread between the two in basis points?',
    ]);
    expect(spread!.text).toContain('The 5s10s spread (the 10-year minus the 5-year G-sec yield)');
    const [first, second] = market.catalogue.all.filter(
      (entry) => tradable(entry) && entry.row.instrumentType === 'CORPORATE',
    );
    const [, theirs] = await conversePlanner(market, [
      `Which yields more, ${first!.row.isin} or ${second!.row.isin}?`,
      'And what are their spreads over the G-sec curve?',
    ]);
    expect(theirs!.calls[0]).toMatchObject({ toolName: 'compare' });
    expect(theirs!.text).toContain('Spread over G-sec curve (bps)');
  });
});

describe('questions a first-time investor or a reporter asks', () => {
  it('defines a rating grade asked what it means, and declines a credit opinion', async () => {
    const rating = await ask("I'm a first-time investor. What does it mean when a bond is rated AA+?");
    expect(rating.text).toContain('#### Credit rating');
    const issuer = market.catalogue.all.find((entry) => entry.row.instrumentType === 'CORPORATE')!;
    const opinion = await ask(`Is ${issuer.issuerName.replace(/ Limited$/, '')} a good credit?`);
    expect(opinion.calls).toEqual([]);
    expect(opinion.text).toContain("I can't give investment advice");
  });

  it('sorts a screen by clean price when asked for the cheapest by price', async () => {
    const run = await ask('What are the cheapest AAA bonds by price?');
    expect(run.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { ratings: ['AAA'], sortBy: 'price-asc' },
    });
    const prices = (run.calls[0]!.output as { bonds: { marketCleanPrice: number }[] }).bonds.map(
      (bond) => bond.marketCleanPrice,
    );
    expect(prices).toEqual([...prices].sort((left, right) => left - right));
  });

  it('counts the whole market’s trades on a day', async () => {
    const run = await ask('How many trades did the market see yesterday?');
    expect(run.calls[0]).toMatchObject({ toolName: 'mostTraded' });
    const { totals } = run.calls[0]!.output as { totals: { trades: number } };
    expect(run.text).toMatch(new RegExp(`the market printed \\*\\*${totals.trades}\\*\\* trade`));
  });

  it('reads a tenor of bonds other than G-secs as a screen of those maturing around it', async () => {
    const psu = await ask("What's a reasonable yield for a 5-year AAA PSU bond?");
    expect(psu.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { ratings: ['AAA'], instrumentTypes: ['PSU'] },
    });
    const input = psu.calls[0]!.input as { maturityFrom: string; maturityTo: string };
    const year = Number(market.today.slice(0, 4));
    expect(Number(input.maturityFrom.slice(0, 4))).toBe(year + 4);
    expect(Number(input.maturityTo.slice(0, 4))).toBe(year + 6);
    const bills = await ask('What is the 3 month T-bill yield?');
    expect(bills.calls[0]).toMatchObject({ toolName: 'screen', input: { instrumentTypes: ['TBILL'] } });
    const spread = await ask("What's the spread between AAA PSU bonds and G-secs at 10 years?");
    expect(spread.calls[0]).toMatchObject({ toolName: 'screen', input: { sortBy: 'spread-desc' } });
    expect((spread.calls[0]!.input as { instrumentTypes?: string[] }).instrumentTypes ?? []).not.toContain(
      'GSEC',
    );
    // The G-sec's own tenor is still a point of the curve.
    const curve = await ask('What is the 10-year G-sec yield?');
    expect(curve.calls[0]).toMatchObject({ toolName: 'curvePoints', input: { tenorsYears: [10] } });
  });
});

describe('what a holding costs, what a bond offers, and the market’s turnover', () => {
  const bond = () => bondOf('CORPORATE', 1);

  it('answers what a holding costs in all with the consideration', async () => {
    const run = await ask(`If I bought 50 lakh of ${bond().row.isin}, what would I pay in total?`);
    const { consideration } = run.calls[0]!.output as { consideration: { total: number } };
    const total = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(consideration.total);
    expect(run.text).toContain(`costs **₹${total}**`);
    expect([...run.text.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1])).toEqual([`₹${total}`]);
  });

  it('reads "what yield does it offer" as its yield, not the quote book', async () => {
    const run = await ask(`What yield does ${bond().row.isin} offer?`);
    expect(run.calls[0]).toMatchObject({ toolName: 'price' });
  });

  it('states the years to maturity with the maturity date', async () => {
    const run = await ask(`How long until ${bond().row.isin} matures?`);
    expect(run.text).toMatch(/matures on \d{2} \w{3} \d{4} \(\d+\.\d{2} years after settlement/);
  });

  it('totals the face value the market traded, with that figure the headline', async () => {
    const run = await ask('What is the total face value traded in G-secs this month?');
    expect(run.calls[0]).toMatchObject({ toolName: 'mostTraded', input: { instrumentTypes: ['GSEC'] } });
    expect(run.text).toMatch(
      /the market printed \d+ G-sec trades? in \d+ bonds?, \*\*₹[\d,.]+\*\* face value in all/,
    );
  });

  it('declines asking whether it is a good time to buy', async () => {
    const run = await ask('Is now a good time to buy long bonds?');
    expect(run.text).toContain("I can't give investment advice");
  });
});

describe('a risk desk’s valuations and a researcher’s look-alikes', () => {
  const bond = () => bondOf('PSU', 3);

  it('revalues a holding at the market: what it is worth, principal and accrued', async () => {
    const run = await ask(
      `What is the mark-to-market value of my holding of 15 cr face in ${bond().row.isin}?`,
    );
    expect(run.calls[0]).toMatchObject({ toolName: 'price', input: { faceValueRupees: 150_000_000 } });
    expect(run.text).toMatch(/face value of .* is worth \*\*₹[\d,.]+\*\*/);
  });

  it('states the current yield (coupon over clean price) beside the yield to maturity', async () => {
    const entry = bond();
    const run = await ask(`What is the current yield of ${entry.row.isin}?`);
    const { cleanPrice } = run.calls[0]!.output as { cleanPrice: number };
    expect(run.text).toContain(`is ${((entry.row.couponRate / cleanPrice) * 100).toFixed(4)}%`);
  });

  it('compares two bonds on a spread basis by their spreads over the curve', async () => {
    const [first, second] = market.catalogue.all.filter(
      (entry) => tradable(entry) && entry.row.instrumentType === 'CORPORATE',
    );
    const run = await ask(`Which is cheaper on a spread basis, ${first!.row.isin} or ${second!.row.isin}?`);
    expect(run.text).toMatch(/has the highest spread over the G-sec curve, \*\*-?\d+\.\d bps\*\*/);
  });

  it('screens bonds like one: its kind, grade and maturity within two years, itself left out', async () => {
    const entry = bond();
    const run = await ask(`Show me bonds similar to ${entry.row.isin}`);
    expect(run.calls[0]).toMatchObject({ toolName: 'screen', input: { instrumentTypes: ['PSU'] } });
    const { bonds } = run.calls[0]!.output as { bonds: { id: number }[] };
    expect(run.tables[0]!.rows.length).toBe(bonds.filter((row) => row.id !== entry.row.id).length);
  });

  it('reads maturities next month as the calendar month after this one', async () => {
    const run = await ask('List all bonds maturing next month');
    const next = new Date(Date.UTC(Number(market.today.slice(0, 4)), Number(market.today.slice(5, 7)), 1));
    expect(run.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { maturityFrom: next.toISOString().slice(0, 10) },
    });
  });
});

describe('a bond described by its terms, and figures out of any bond’s range', () => {
  it('prices a described bond with the engine: the yield at a price, the price at a yield', async () => {
    const run = await ask('Compute the YTM of a bond with 7% coupon, 5 years to maturity, price 98');
    expect(run.calls[0]).toMatchObject({
      toolName: 'priceTerms',
      input: { couponPercent: 7, yearsToMaturity: 5, frequency: 2, cleanPrice: 98 },
    });
    const { maturityDate } = run.calls[0]!.output as { maturityDate: string };
    const expected = yieldFromPrice(
      { couponRate: 7, frequency: 2, maturityDate, convention: 'GSEC' },
      { cleanPrice: 98, settlementDate: market.settlementDate },
    );
    expect(run.text).toContain(
      `the yield to maturity is **${roundYieldPercent(expected.yield).toFixed(4)}%**`,
    );
    expect(run.text).toContain("not one of the platform's");
    const annual = await ask('What would a 10-year 7.5% annual coupon bond be priced at to yield 8%?');
    expect(annual.calls[0]).toMatchObject({
      toolName: 'priceTerms',
      input: { couponPercent: 7.5, yearsToMaturity: 10, frequency: 1, yieldPercent: 8 },
    });
  });

  it('reads "at 99 yields what" as a price, and refuses a yield no bond has in words, not a schema dump', async () => {
    const bond = market.catalogue.all.find(
      (entry) => tradable(entry) && entry.row.instrumentType === 'GSEC',
    )!;
    const run = await ask(`${bond.row.isin} at 99 yields what?`);
    expect(run.calls[0]).toMatchObject({ toolName: 'price', input: { cleanPrice: 99 } });
    const refused = await ask(`Price of ${bond.row.isin} at a yield of 75%`);
    expect(refused.text).toContain(
      "I can't compute that: the figures asked are out of range (yieldPercent: must be <=50)",
    );
    expect(refused.text).not.toContain('"code"');
  });
});

describe('conversations that work on the last answer', () => {
  it('sorts the last list, counts it, and groups it by issuer', async () => {
    const [, sorted, counted, grouped] = await conversePlanner(market, [
      'Which SDLs yield above 6%?',
      'sort them by coupon',
      'how many are there?',
      'which state has the most of them?',
    ]);
    expect(sorted!.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { instrumentTypes: ['SDL'], yieldMinPercent: 6, sortBy: 'coupon-desc' },
    });
    const { total } = counted!.calls[0]!.output as { total: number };
    expect(counted!.text).toContain(`**${total}**`);
    const { bonds } = grouped!.calls[0]!.output as { bonds: { issuer: string }[] };
    const counts = new Map<string, number>();
    for (const bond of bonds) counts.set(bond.issuer, (counts.get(bond.issuer) ?? 0) + 1);
    const most = Math.max(...counts.values());
    expect(grouped!.text).toMatch(new RegExp(`has the most: \\*\\*${most}\\*\\*`));
  });

  it('carries the period to the top row of a ranking, and the holding to a later risk question', async () => {
    const [ranking, average] = await conversePlanner(market, [
      'top 3 most traded bonds last week',
      'what was the average yield of the top one?',
    ]);
    const { bonds } = ranking!.calls[0]!.output as { bonds: { bond: { id: number } }[] };
    if (bonds.length > 0) {
      expect(average!.calls[0]).toMatchObject({
        toolName: 'tradeActivity',
        input: { bondId: bonds[0]!.bond.id },
      });
      expect((average!.calls[0]!.input as { from?: string }).from).toBeDefined();
    }
    const bond = market.catalogue.all.find((entry) => tradable(entry) && entry.row.instrumentType === 'PSU')!;
    const [, holding, rupeesPv01] = await conversePlanner(market, [
      `What's the duration of ${bond.row.isin}?`,
      'what if I hold 20 crore?',
      'and the PV01 in rupees?',
    ]);
    expect(holding!.calls[0]).toMatchObject({ toolName: 'price', input: { faceValueRupees: 200_000_000 } });
    expect(rupeesPv01!.text).toMatch(/PV01 of ₹20,00,00,000\.00 face value \*\*₹[\d,.]+\*\*/);
  });

  it('reads "dono ka spread" after two tenors as the spread between them', async () => {
    const [, , spread] = await conversePlanner(market, [
      '10 saal ka gsec yield kya hai',
      'aur 5 saal ka?',
      'dono ka spread batao',
    ]);
    expect(spread!.text).toContain('The 5s10s spread');
  });
});

describe('figures over a screen', () => {
  it('averages the yields of every match, and names the issuer with the most', async () => {
    const run = await ask('What is the average yield of AAA PSU bonds maturing in 2030?');
    const { bonds } = run.calls[0]!.output as { bonds: { marketYieldPercent: number | null }[] };
    const yields = bonds.flatMap((bond) =>
      bond.marketYieldPercent === null ? [] : [bond.marketYieldPercent],
    );
    if (yields.length > 0) {
      const mean = yields.reduce((sum, value) => sum + value, 0) / yields.length;
      expect(run.text).toContain(`the average market yield is **${mean.toFixed(4)}%**`);
    }
    const issuer = await ask('Which PSU issuer has the most bonds outstanding?');
    expect(issuer.text).toMatch(/ has the most: \*\*\d+\*\*/);
  });

  it('reads "how much is 1 bp worth on 50 crore" as the holding’s PV01', async () => {
    const bond = market.catalogue.all.find(
      (entry) => tradable(entry) && entry.row.instrumentType === 'GSEC',
    )!;
    const run = await ask(`How much is 1 bp worth on 50 crore of ${bond.row.isin}?`);
    expect(run.text).toMatch(/PV01 of ₹50,00,00,000\.00 face value \*\*₹[\d,.]+\*\* for 1 bp/);
  });
});

describe('what the analyst has no data for, and comparing a whole set', () => {
  it('says it has no data on who holds or trades which bonds', async () => {
    for (const question of [
      'Who is the largest holder of 7.26% GS 2033?',
      'Which bonds did Meridian trade?',
    ]) {
      const run = await ask(question);
      expect(run.calls, question).toEqual([]);
      expect(run.text, question).toContain('I have no data on who holds, buys or sells which bonds');
    }
  });

  it('compares up to five bonds when asked to compare all of a set, and reads a benchmark tenor on the curve', async () => {
    const year = market.catalogue.all
      .find((entry) => tradable(entry) && entry.row.instrumentType === 'GSEC')!
      .row.maturityDate.slice(0, 4);
    const run = await ask(`Compare all G-secs maturing in ${year}`);
    expect(run.calls[0]).toMatchObject({ toolName: 'screen', input: { limit: 5 } });
    const benchmark = await ask('which bond is the 10 year benchmark?');
    expect(benchmark.calls[0]).toMatchObject({ toolName: 'curvePoints', input: { tenorsYears: [10] } });
  });
});

describe('a journalist’s, a retail investor’s and a risk desk’s questions', () => {
  it('ranks states by the average yield of their SDLs, but keeps "which PSU bond" the single bond', async () => {
    const run = await ask(
      "For a story on state borrowing: which state's SDLs carry the highest yields right now?",
    );
    expect(run.text).toMatch(/has the highest average yield: \*\*\d+\.\d{4}%\*\* over its \d+ bonds?/);
    const single = await ask('Which PSU bond has the highest yield?');
    expect(single.calls[0]).toMatchObject({ toolName: 'screen', input: { limit: 1 } });
  });

  it('turns a PV01 limit into the face value it allows', async () => {
    const bond = market.catalogue.all.find(
      (entry) => tradable(entry) && entry.row.instrumentType === 'GSEC',
    )!;
    const run = await ask(
      `Our limit is a PV01 of ₹50,000. How much face value of ${bond.row.isin} can we hold within it?`,
    );
    const { pv01 } = run.calls[0]!.output as { pv01: number };
    const face = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format((50_000 / pv01) * 100);
    expect(run.text).toContain(`allows at most **₹${face}** face value`);
  });

  it('counts the coupons left and what they add up to, says whether a bond is above par, and defines what a reader asks about', async () => {
    const bond = bondOf('CORPORATE', 2);
    const left = await ask(
      `How many coupon payments are left on ${bond.row.isin}, and what do they add up to on 1 crore?`,
    );
    expect(left.calls[0]).toMatchObject({ toolName: 'details', input: { faceValueRupees: 10_000_000 } });
    expect(left.text).toContain('Interest to maturity: **₹');
    const par = await ask(`Is ${bond.row.isin} trading above or below par?`);
    expect(par.text).toMatch(/It is priced (?:above par, at a premium|below par, at a discount|at par)/);
    const definition = await ask('A reader asks what a zero-coupon bond is. Can you explain?');
    expect(definition.text).toContain('#### Zero-coupon bond');
  });
});

describe('coupons asked the way holders ask', () => {
  const gsec = () => bondOf('GSEC', 3);

  it('answers the coupon and how often it is paid, the coupons of a financial year, and the one after the next', async () => {
    const bond = gsec();
    const often = await ask(`Does ${bond.row.isin} pay semi-annually?`);
    expect(often.text).toContain('2 times a year (semi-annually)');
    const financialYear = Number(market.settlementDate.slice(0, 4)) + 2;
    const fy = await ask(
      `How much coupon income in FY ${financialYear - 1}-${String(financialYear).slice(2)} on 5 crore of ${bond.row.isin}?`,
    );
    const { cashflows } = fy.calls[0]!.output as { cashflows: { date: string; interest: number }[] };
    const inYear = cashflows.filter(
      (flow) =>
        flow.interest > 0 &&
        flow.date >= `${financialYear - 1}-04-01` &&
        flow.date <= `${financialYear}-03-31`,
    );
    const total = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(inYear.reduce((sum, flow) => sum + flow.interest, 0));
    expect(fy.text).toContain(`**₹${total}** in ${inYear.length} payments`);
    const [, , after, total2] = await conversePlanner(market, [
      `I hold 1 crore of ${bond.row.isin}.`,
      'When is my next coupon?',
      'And the one after that?',
      'What about the total till maturity?',
    ]);
    expect(after!.text).toMatch(/^.*After the coupon of \d{2} \w{3} \d{4}, .* pays its next on/m);
    expect(total2!.text).toContain('to maturity on');
  });

  it('compares a bond with a tenor of the curve and gives "its spread" when asked in a conversation', async () => {
    const bond = market.catalogue.all.find((entry) => tradable(entry) && entry.row.instrumentType === 'PSU')!;
    const [, , against, spread] = await conversePlanner(market, [
      `Tell me about ${bond.row.isin}.`,
      "What's its yield?",
      'How does that compare to the 10-year G-sec?',
      'What is its spread then?',
    ]);
    expect(against!.text).toMatch(/bps\*\* over the 10-year G-sec yield/);
    expect(spread!.text).toMatch(/bps\*\* over the G-sec curve at its tenor/);
  });
});

describe('follow-ups across two questions', () => {
  const gsecs = () =>
    market.catalogue.all
      .filter((entry) => tradable(entry) && entry.row.instrumentType === 'GSEC')
      .sort((left, right) => left.row.maturityDate.localeCompare(right.row.maturityDate));

  it('reads "which of the two is longer?" after two single-bond answers as their maturities', async () => {
    const list = gsecs();
    const [shorter, longer] = [list[0]!, list[list.length - 1]!];
    const [, , which] = await conversePlanner(market, [
      `What is the yield on ${shorter.row.isin}?`,
      `same for ${longer.row.isin}`,
      'which of the two is longer?',
    ]);
    expect(which!.calls[0]).toMatchObject({ toolName: 'compare' });
    expect(which!.text).toContain(
      `[${longer.row.displayName}](/security/${longer.row.id}) has the latest maturity`,
    );
  });

  it('reads "and falls 50?" after a rise as the fall, and "the week before" as the seven days before', async () => {
    const bond = gsecs()[gsecs().length - 1]!;
    const [, fall] = await conversePlanner(market, [
      `what if the yield of ${bond.row.isin} rises 50 bps?`,
      'and falls 50?',
    ]);
    expect(fall!.text).toContain('A 50 bp fall in the yield');
    const [, before] = await conversePlanner(market, [
      `How did ${bond.row.isin} trade last week?`,
      'and the week before?',
    ]);
    const day = (offset: number) =>
      new Date(Date.parse(`${market.today}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
    expect(before!.calls[0]).toMatchObject({
      toolName: 'tradeActivity',
      input: { from: day(14), to: day(7) },
    });
  });

  it('reads "which is the cheapest?" after an issuer’s list as its lowest clean price', async () => {
    const issuer = market.catalogue.all.find(
      (entry) => tradable(entry) && entry.row.instrumentType === 'CORPORATE',
    )!.issuerName;
    const [, cheapest] = await conversePlanner(market, [`List ${issuer} bonds`, 'which is the cheapest?']);
    expect(cheapest!.calls[0]).toMatchObject({
      toolName: 'screen',
      input: { sortBy: 'price-asc', limit: 1 },
    });
  });
});
