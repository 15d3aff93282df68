// The evaluation's questions, built from the platform's data (read through its data API) with the answers a
// researcher should get, computed here with `@bondkit/core/pricing`: never from MIND's code.
import {
  consideration,
  priceFromYield,
  roundCleanPrice,
  roundYieldPercent,
  yieldFromPrice,
} from '@bondkit/core/pricing';
import type { EvaluationCase, Expectation } from './expectations';
import type { EvaluationBond, PlatformData } from './platformData';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-02' → '2 Dec 2026'. */
export function spelledDate(isoDate: string, withYear = true): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${months[month - 1]}${withYear ? ` ${year}` : ''}`;
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function nextWeekday(isoDate: string): string {
  let date = addDays(isoDate, 1);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}

function years(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (365.25 * 86_400_000);
}

/** The grade without its agency: `CRISIL AA+` → `AA+`. */
function grade(rating: string | null): string | null {
  return rating ? (rating.split(' ').pop() ?? null) : null;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The G-sec curve: dated, priced, tradable G-secs by tenor from settlement; linear between, flat beyond. */
function curveOf(bonds: readonly EvaluationBond[], settlement: string) {
  const points = bonds
    .filter(
      (bond) => bond.instrumentType === 'GSEC' && bond.available && bond.terms && bond.yieldPercent !== null,
    )
    .map((bond) => ({ tenor: years(settlement, bond.maturityDate), yieldPercent: bond.yieldPercent!, bond }))
    .filter((point) => point.tenor > 0)
    .sort((left, right) => left.tenor - right.tenor);
  const at = (tenor: number): number => {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    if (tenor <= first.tenor) return first.yieldPercent;
    if (tenor >= last.tenor) return last.yieldPercent;
    const index = points.findIndex((point) => point.tenor >= tenor);
    const left = points[index - 1]!;
    const right = points[index]!;
    return right.tenor === left.tenor
      ? right.yieldPercent
      : left.yieldPercent +
          ((right.yieldPercent - left.yieldPercent) * (tenor - left.tenor)) / (right.tenor - left.tenor);
  };
  return { points, at };
}

interface Screen {
  label: string;
  question: string;
  match: (bond: EvaluationBond) => boolean;
}

/** Builds every case from the data API's answers. */
export async function buildQuestionSet(data: PlatformData, bonds: readonly EvaluationBond[], today: string) {
  const cases: EvaluationCase[] = [];
  const add = (category: string, question: string, expect: Expectation, turn = 0) =>
    cases.push({ category, question, expect, turn });
  const priced = bonds.filter(
    (bond) => bond.available && bond.terms && bond.yieldPercent !== null && bond.cleanPrice !== null,
  );
  const settlement = priced[0]!.settlementDate!;
  const later = nextWeekday(settlement);
  const pick = (predicate: (bond: EvaluationBond) => boolean, skip = 0): EvaluationBond => {
    const found = priced.filter(predicate);
    const bond = found[skip % Math.max(found.length, 1)];
    if (!bond) throw new Error('The universe has no bond for a question.');
    return bond;
  };
  const gsec = (skip: number) =>
    pick((bond) => bond.instrumentType === 'GSEC' && bond.structure === 'PLAIN', skip);
  const sdl = (skip: number) => pick((bond) => bond.instrumentType === 'SDL', skip);
  const psu = (skip: number) =>
    pick((bond) => bond.instrumentType === 'PSU' && bond.structure === 'PLAIN', skip);
  const corporate = (skip: number) =>
    pick((bond) => bond.instrumentType === 'CORPORATE' && bond.structure === 'PLAIN', skip);
  const ofStructure = (structure: string, skip = 0) => pick((bond) => bond.structure === structure, skip);
  const yieldOf = (bond: EvaluationBond) => ({ label: 'yield', value: bond.yieldPercent!, decimals: 4 });
  const priceOf = (bond: EvaluationBond) => ({ label: 'clean price', value: bond.cleanPrice!, decimals: 4 });

  // ── Price: the market's price and yield for T+1.
  add('price', `What is the price of ${gsec(0).name}?`, { numbers: [priceOf(gsec(0)), yieldOf(gsec(0))] });
  add('price', `Price ${sdl(3).isin}`, { numbers: [priceOf(sdl(3))] });
  add('price', `Where is ${sdl(5).name} trading?`, { numbers: [priceOf(sdl(5)), yieldOf(sdl(5))] });
  add('price', `What's the yield on ${psu(2).isin}?`, { numbers: [yieldOf(psu(2))] });
  add('price', `Current YTM of ${corporate(4).name}`, { numbers: [yieldOf(corporate(4))] });
  add('price', `${psu(6).isin} price and yield`, { numbers: [priceOf(psu(6)), yieldOf(psu(6))] });
  add('price', `How much is ${ofStructure('ZERO_COUPON').name} worth today?`, {
    numbers: [priceOf(ofStructure('ZERO_COUPON'))],
  });
  add('price', `What is the market price of ${ofStructure('STEP_UP').isin}?`, {
    numbers: [priceOf(ofStructure('STEP_UP'))],
  });
  add('price', `Give me the clean price for ${ofStructure('CALLABLE').name}`, {
    numbers: [priceOf(ofStructure('CALLABLE'))],
  });
  add('price', `${ofStructure('AMORTISING').name} yield?`, { numbers: [yieldOf(ofStructure('AMORTISING'))] });

  // ── Yield at a given price (and price at a given yield), at a stated settlement.
  const yieldAt = (bond: EvaluationBond, cleanPrice: number, settlementDate: string) => ({
    label: 'yield',
    value: roundYieldPercent(yieldFromPrice(bond.terms!, { cleanPrice, settlementDate }).yield),
    decimals: 4,
  });
  const priceAt = (bond: EvaluationBond, yieldPercent: number, settlementDate: string) => ({
    label: 'clean price',
    value: roundCleanPrice(priceFromYield(bond.terms!, { yield: yieldPercent, settlementDate }).cleanPrice),
    decimals: 4,
  });
  const near = (bond: EvaluationBond, shift: number) => round(bond.cleanPrice! + shift, 2);
  const yieldQuestions: [
    EvaluationBond,
    number,
    string,
    (price: string, date: string, bond: EvaluationBond) => string,
  ][] = [
    [
      corporate(1),
      -0.4,
      later,
      (p, d, b) =>
        `If I pay ${p} clean for ${b.isin} settling ${spelledDate(d, false)}, what yield do I get?`,
    ],
    [gsec(1), 0.25, settlement, (p, d, b) => `Yield of ${b.name} at ${p} for settlement ${d}`],
    [gsec(2), -0.3, settlement, (p, _d, b) => `${b.name} @ ${p}, T+1 yield?`],
    [
      psu(3),
      0.5,
      later,
      (p, d, b) => `What YTM does a price of ${p} give on ${b.isin} for settlement on ${spelledDate(d)}?`,
    ],
    [sdl(1), -0.15, settlement, (p, _d, b) => `I can buy ${b.name} at ${p}. What's my yield?`],
    [corporate(7), 0.35, later, (p, d, b) => `Buying ${b.isin} for ${p} on ${spelledDate(d)}: yield?`],
    [
      ofStructure('ZERO_COUPON', 1),
      0.2,
      settlement,
      (p, _d, b) => `At a price of ${p}, what does ${b.name} yield?`,
    ],
    [
      ofStructure('CALLABLE', 1),
      -0.2,
      settlement,
      (p, _d, b) => `ytm for ${b.isin} if the clean price is ${p}`,
    ],
    [gsec(3), 0.1, later, (p, d, b) => `${b.isin} at ${p} settling ${d}, what yield?`],
    [sdl(7), 0.45, settlement, (p, _d, b) => `Paying Rs ${p} for ${b.name}, what is the yield?`],
    [psu(8), -0.25, settlement, (p, _d, b) => `Yield on ${b.name} priced at ${p}`],
    [
      corporate(9),
      0.15,
      later,
      (p, d, b) => `What yield if I buy ${b.isin} at ${p} for settlement ${spelledDate(d)}?`,
    ],
  ];
  for (const [bond, shift, date, phrase] of yieldQuestions) {
    const cleanPrice = near(bond, shift);
    add('yield at price', phrase(cleanPrice.toFixed(2), date, bond), {
      numbers: [yieldAt(bond, cleanPrice, date)],
    });
  }
  const priceQuestions: [EvaluationBond, number, (y: string, b: EvaluationBond) => string][] = [
    [gsec(4), 0.1, (y, b) => `What price for ${b.name} at a yield of ${y}%?`],
    [corporate(2), -0.2, (y, b) => `Price ${b.isin} to yield ${y}%`],
    [sdl(2), 0.05, (y, b) => `At ${y}% yield what is ${b.name} worth?`],
    [psu(4), 0.15, (y, b) => `Clean price of ${b.isin} for a ${y}% YTM`],
  ];
  for (const [bond, shift, phrase] of priceQuestions) {
    const target = round(bond.yieldPercent! + shift, 2);
    add('yield at price', phrase(target.toFixed(2), bond), { numbers: [priceAt(bond, target, settlement)] });
  }

  // ── Accrued interest (per 100, and in rupees on a holding).
  const accruedAt = (bond: EvaluationBond, date: string) =>
    priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date });
  const accruedCases: [EvaluationBond, string, (b: EvaluationBond, d: string) => string][] = [
    [gsec(5), settlement, (b) => `Accrued interest on ${b.isin}?`],
    [sdl(4), later, (b, d) => `What is the accrued on ${b.name} for settlement ${spelledDate(d)}?`],
    [psu(5), settlement, (b) => `accrued interest of ${b.name}`],
    [corporate(5), later, (b, d) => `How much interest has accrued on ${b.isin} as of settlement ${d}?`],
    [ofStructure('STEP_UP', 1), settlement, (b) => `Accrued for ${b.name}`],
    [gsec(6), settlement, (b) => `How many days of accrued interest on ${b.name}, and how much?`],
  ];
  for (const [bond, date, phrase] of accruedCases)
    add('accrued', phrase(bond, date), {
      numbers: [
        { label: 'accrued per 100', value: round(accruedAt(bond, date).accruedInterest, 4), decimals: 4 },
      ],
    });
  for (const [bond, crore] of [
    [corporate(6), 5],
    [gsec(7), 2],
  ] as const) {
    const accrued = consideration(bond.terms!, {
      settlementDate: settlement,
      cleanPrice: bond.cleanPrice!,
      quantity: (crore * 10_000_000) / (bond.terms!.faceValue ?? 100),
    }).accrued;
    add('accrued', `Accrued interest on ${crore} crore of ${bond.name}`, {
      numbers: [{ label: 'accrued ₹', value: accrued, decimals: 2 }],
    });
  }

  // ── Risk: the security page's figures (api/v2/finstrument/info).
  const riskCases: [
    EvaluationBond,
    'modifiedDuration' | 'macaulayDuration' | 'pv01' | 'convexity',
    string,
  ][] = [
    [gsec(0), 'modifiedDuration', 'What is the modified duration of {name}?'],
    [corporate(3), 'pv01', 'PV01 of {isin}'],
    [sdl(6), 'macaulayDuration', 'Macaulay duration for {name}'],
    [psu(7), 'convexity', 'convexity of {isin}?'],
    [gsec(8), 'pv01', 'What is the DV01 on {name}?'],
    [corporate(8), 'modifiedDuration', 'How sensitive is {isin} to rates? Give me its modified duration.'],
    [ofStructure('AMORTISING', 1), 'modifiedDuration', 'Duration of {name}'],
    [sdl(8), 'pv01', 'What is the price value of a basis point for {isin}?'],
    [psu(1), 'modifiedDuration', 'risk measures of {name}'],
    [gsec(9), 'convexity', 'What is the convexity of {name}?'],
  ];
  for (const [bond, measure, template] of riskCases) {
    const risk = await data.risk(bond.id);
    add('risk', template.replace('{name}', bond.name).replace('{isin}', bond.isin), {
      numbers: [{ label: measure, value: risk[measure], decimals: 4 }],
    });
  }

  // ── Screens with any combination of filters.
  const tradable = bonds.filter((bond) => bond.available);
  const screens: Screen[] = [
    {
      label: 'AAA PSU 2028–2030 > 7%',
      question: 'Which AAA-rated PSU bonds maturing 2028 to 2030 yield more than 7%?',
      match: (b) =>
        b.issuerType === 'PSU' &&
        grade(b.rating) === 'AAA' &&
        b.maturityDate >= '2028-01-01' &&
        b.maturityDate <= '2030-12-31' &&
        (b.yieldPercent ?? 0) > 7,
    },
    {
      label: 'zero-coupon before 2028',
      question: 'Find zero-coupon bonds that mature before 2028',
      match: (b) => b.structure === 'ZERO_COUPON' && b.maturityDate < '2028-01-01',
    },
    { label: 'step-up', question: 'Show step-up bonds', match: (b) => b.structure === 'STEP_UP' },
    {
      label: 'callable after 2030',
      question: 'callable bonds maturing after 2030',
      match: (b) => b.structure === 'CALLABLE' && b.maturityDate > '2030-12-31',
    },
    {
      label: 'amortising > 8%',
      question: 'amortising bonds with a yield above 8%',
      match: (b) => b.structure === 'AMORTISING' && (b.yieldPercent ?? 0) > 8,
    },
    { label: 'FRB', question: 'List the floating rate bonds', match: (b) => b.structure === 'FLOATING_RATE' },
    {
      label: 'indexed',
      question: 'Are there any inflation-indexed bonds?',
      match: (b) => b.structure === 'INDEXED',
    },
    {
      label: 'AA+ NBFC 2027–2029',
      question: 'AA+ NBFC bonds between 2027 and 2029',
      match: (b) =>
        b.issuerType === 'NBFC' &&
        grade(b.rating) === 'AA+' &&
        b.maturityDate >= '2027-01-01' &&
        b.maturityDate <= '2029-12-31',
    },
    {
      label: 'power > 7.5%',
      question: 'Power sector bonds yielding over 7.5%',
      match: (b) => b.sector === 'Power' && (b.yieldPercent ?? 0) > 7.5,
    },
    {
      label: 'housing finance AAA',
      question: 'Housing finance bonds rated AAA',
      match: (b) => b.sector === 'Housing Finance' && grade(b.rating) === 'AAA',
    },
    {
      label: 'SDL 2032',
      question: 'SDLs maturing in 2032',
      match: (b) => b.instrumentType === 'SDL' && b.maturityDate.startsWith('2032'),
    },
    {
      label: 'Maharashtra SDLs',
      question: 'Maharashtra SDLs above 7.2%',
      match: (b) => b.issuer === 'State Government of Maharashtra' && (b.yieldPercent ?? 0) > 7.2,
    },
    {
      label: 'G-sec 2030–2035',
      question: 'G-secs maturing between 2030 and 2035',
      match: (b) =>
        b.instrumentType === 'GSEC' && b.maturityDate >= '2030-01-01' && b.maturityDate <= '2035-12-31',
    },
    {
      label: 'bank AA or better',
      question: 'bank bonds rated AA or better',
      match: (b) => b.issuerType === 'BANK' && ['AAA', 'AA+', 'AA'].includes(grade(b.rating) ?? ''),
    },
    {
      label: 'corporate 8–9% by 2029',
      question: 'corporate bonds yielding between 8% and 9% maturing by 2029',
      match: (b) =>
        b.instrumentType === 'CORPORATE' &&
        // "Between 8% and 9%" includes both ends, as the independent held-out and treasury sets read it.
        (b.yieldPercent ?? 0) >= 8 &&
        (b.yieldPercent ?? 0) <= 9 &&
        b.maturityDate <= '2029-12-31',
    },
    { label: 'T-bills', question: 'Show all T-bills', match: (b) => b.instrumentType === 'TBILL' },
    {
      label: 'PSU zero-coupon',
      question: 'PSU zero coupon bonds',
      match: (b) => b.issuerType === 'PSU' && b.structure === 'ZERO_COUPON',
    },
    { label: 'A+ rated', question: 'Which bonds are rated A+?', match: (b) => grade(b.rating) === 'A+' },
    {
      label: 'CRISIL AAA',
      question: 'CRISIL AAA bonds maturing in 2031',
      match: (b) => b.rating === 'CRISIL AAA' && b.maturityDate.startsWith('2031'),
    },
    {
      label: 'next 2 years > 7%',
      question: 'Which bonds mature in the next 2 years yielding above 7%?',
      match: (b) =>
        b.maturityDate <= `${Number(today.slice(0, 4)) + 2}${today.slice(4)}` && (b.yieldPercent ?? 0) > 7,
    },
    {
      label: 'Jan 2028 – Jun 2029 SDLs',
      question: 'SDLs maturing from Jan 2028 to Jun 2029',
      match: (b) =>
        b.instrumentType === 'SDL' && b.maturityDate >= '2028-01-01' && b.maturityDate <= '2029-06-30',
    },
    { label: 'railways', question: 'Railway bonds', match: (b) => b.sector === 'Railways' },
  ];
  for (const screen of screens) {
    const matches = tradable.filter(screen.match);
    const top = [...matches].sort(
      (left, right) =>
        (right.yieldPercent ?? -Infinity) - (left.yieldPercent ?? -Infinity) || left.id - right.id,
    )[0];
    add('screen', screen.question, {
      numbers: [{ label: `${screen.label} matches`, value: matches.length, decimals: 0 }],
      ...(top ? { isins: [top.isin] } : { texts: [['no tradable bond', 'no bond']] }),
      allowedIsins: new Set(matches.map((bond) => bond.isin)),
    });
  }

  // ── Comparisons of any number of bonds.
  const compare = (question: string, compared: EvaluationBond[], extra: Expectation = {}) =>
    add('compare', question, {
      numbers: compared.map(yieldOf),
      isins: compared.map((bond) => bond.isin),
      ...extra,
    });
  const [g, c] = [gsec(10), corporate(10)];
  const higher = g.yieldPercent! >= c.yieldPercent! ? g : c;
  compare(`Which yields more, ${g.isin} or ${c.isin}?`, [g, c], { texts: [`${higher.name}`] });
  compare(`Compare ${gsec(11).name}, ${sdl(9).name} and ${psu(9).name}`, [gsec(11), sdl(9), psu(9)]);
  compare(`${corporate(11).isin} vs ${corporate(12).isin}`, [corporate(11), corporate(12)]);
  compare(`Compare ${gsec(12).isin}, ${sdl(10).isin}, ${psu(10).isin} and ${corporate(13).isin}`, [
    gsec(12),
    sdl(10),
    psu(10),
    corporate(13),
  ]);
  compare(`${sdl(11).name} or ${sdl(12).name}: which is better on yield?`, [sdl(11), sdl(12)]);
  compare(`How does ${psu(11).name} stack up against ${gsec(13).name}?`, [psu(11), gsec(13)]);
  compare(`side by side: ${corporate(14).isin} and ${psu(12).isin}`, [corporate(14), psu(12)]);
  compare(
    `Compare five bonds: ${[gsec(14), gsec(15), sdl(13), psu(13), corporate(15)].map((b) => b.isin).join(', ')}`,
    [gsec(14), gsec(15), sdl(13), psu(13), corporate(15)],
  );
  const [d1, d2] = [corporate(16), gsec(16)];
  compare(`Yield difference between ${d1.isin} and ${d2.isin} in bps`, [d1, d2], {
    numbers: [
      yieldOf(d1),
      yieldOf(d2),
      { label: 'difference bps', value: round((d1.yieldPercent! - d2.yieldPercent!) * 100, 1), decimals: 1 },
    ],
  });
  compare(`Compare ${ofStructure('ZERO_COUPON', 2).name} with ${ofStructure('STEP_UP', 2).name}`, [
    ofStructure('ZERO_COUPON', 2),
    ofStructure('STEP_UP', 2),
  ]);

  // ── An issuer's outstanding bonds (not matured), by full, short and misspelt names.
  const issuerCase = (question: string, issuer: string) => {
    const outstanding = bonds.filter((bond) => bond.issuer === issuer && bond.maturityDate > today);
    add('issuer', question, {
      numbers: [{ label: `${issuer} outstanding`, value: outstanding.length, decimals: 0 }],
      texts: [issuer.replace(/ Limited$/, '')],
      allowedIsins: new Set(outstanding.map((bond) => bond.isin)),
    });
  };
  issuerCase(
    'What has Rural Vidyut Finance Company issued that is still outstanding?',
    'Rural Vidyut Finance Company Limited',
  );
  issuerCase('Bonds of Bharat Urja Nigam', 'Bharat Urja Nigam Limited');
  issuerCase('Show me Desh Rail Finance Corp bonds', 'Desh Rail Finance Corporation Limited');
  issuerCase('What does Sagarmala Port Finance have outstanding?', 'Sagarmala Port Finance Limited');
  issuerCase('Rural Vidyt Finance outstanding bonds', 'Rural Vidyut Finance Company Limited');
  issuerCase(
    'How many bonds has Indian Export Credit Bank issued that are outstanding?',
    'Indian Export Credit Bank Limited',
  );
  const company = corporate(17).issuer;
  issuerCase(`List bonds issued by ${company.replace(/ Limited$/, '')}`, company);
  issuerCase('Outstanding bonds of the Government of Kerala', 'State Government of Kerala');

  // ── The G-sec curve: points and spreads between tenors.
  const curve = curveOf(bonds, settlement);
  const point = (tenor: number) => ({
    label: `${tenor}y`,
    value: roundYieldPercent(curve.at(tenor)),
    decimals: 4,
  });
  const spread = (short: number, long: number) => ({
    label: `${short}s${long}s`,
    value: round((curve.at(long) - curve.at(short)) * 100, 1),
    decimals: 1,
  });
  add('curve', 'What is the 10-year G-sec yield?', { numbers: [point(10)] });
  add('curve', '5 year gsec yield', { numbers: [point(5)] });
  add('curve', "What's the 2-year government bond yield?", { numbers: [point(2)] });
  add('curve', '30y G-sec yield', { numbers: [point(30)] });
  add('curve', 'G-sec yield at 7 years', { numbers: [point(7)] });
  add('curve', '2s10s spread?', { numbers: [spread(2, 10)] });
  add('curve', 'What is the 5s10s?', { numbers: [spread(5, 10)] });
  add('curve', 'How steep is the curve between 10 and 30 years?', { numbers: [spread(10, 30)] });
  add('curve', 'Spread between the 1-year and 5-year G-sec', { numbers: [spread(1, 5)] });
  add('curve', 'Show the G-sec curve', {
    numbers: [
      { label: 'shortest', value: curve.points[0]!.yieldPercent, decimals: 4 },
      { label: 'longest', value: curve.points[curve.points.length - 1]!.yieldPercent, decimals: 4 },
    ],
  });

  // ── A bond's spread over the curve.
  const spreadCase = (question: string, bond: EvaluationBond) =>
    add('bond spread', question, {
      numbers: [
        {
          label: 'spread bps',
          value: round((bond.yieldPercent! - curve.at(years(settlement, bond.maturityDate))) * 100, 1),
          decimals: 1,
        },
      ],
    });
  spreadCase(`Spread of ${corporate(18).isin} over the G-sec curve`, corporate(18));
  spreadCase(`How many bps over gsecs is ${psu(14).name}?`, psu(14));
  spreadCase(`${sdl(14).name} spread to the curve`, sdl(14));
  spreadCase(`What spread does ${corporate(19).name} pay over government bonds?`, corporate(19));
  spreadCase(`credit spread of ${psu(15).isin}`, psu(15));
  spreadCase(`Spread over G-sec for ${ofStructure('ZERO_COUPON', 3).isin}`, ofStructure('ZERO_COUPON', 3));

  // ── Market activity: the trade prints of the data API.
  const liquid = priced.filter((bond) => bond.isLiquid);
  const history = new Map<number, Awaited<ReturnType<PlatformData['trades']>>>();
  for (const bond of liquid) history.set(bond.id, await data.trades(bond.id));
  const volumeOn = (date: string) =>
    liquid
      .map((bond) => {
        const prints = (history.get(bond.id) ?? []).filter((trade) => trade.tradeDate === date);
        return { bond, count: prints.length, volume: prints.reduce((sum, trade) => sum + trade.quantity, 0) };
      })
      .filter((row) => row.count > 0)
      .sort((left, right) => right.volume - left.volume || left.bond.id - right.bond.id);
  const allDates = [...new Set([...history.values()].flat().map((trade) => trade.tradeDate))].sort();
  const latestDay = allDates.filter((date) => date <= today).pop();
  const todayTop = volumeOn(today);
  const activityDay = todayTop.length ? today : latestDay;
  const top = activityDay ? volumeOn(activityDay) : [];
  const mostTraded: Expectation = top[0]
    ? {
        isins: [top[0].bond.isin],
        numbers: [{ label: 'trades', value: top[0].count, decimals: 0 }],
        texts: todayTop.length ? [] : [['no trades', 'no trade'], spelledDate(activityDay!)],
      }
    : { texts: [['no trades', 'no trade']] };
  add('activity', 'What traded the most today?', mostTraded);
  add('activity', 'Most active bonds today', mostTraded);
  add('activity', 'Which bond had the highest traded volume today?', mostTraded);
  const activeBonds = liquid.filter((bond) => (history.get(bond.id) ?? []).length >= 3);
  const monthOf = (date: string) => date.slice(0, 7);
  const thisMonth = monthOf(latestDay ?? today);
  const monthName = `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(thisMonth.slice(5)) - 1]}`;
  const periodCase = (question: string, bond: EvaluationBond, from: string, to: string) => {
    const prints = (history.get(bond.id) ?? []).filter(
      (trade) => trade.tradeDate >= from && trade.tradeDate <= to,
    );
    const yields = prints.flatMap((trade) => (trade.yieldPercent === null ? [] : [trade.yieldPercent]));
    add('activity', question, {
      numbers: [
        { label: 'trade count', value: prints.length, decimals: 0 },
        ...(yields.length
          ? [
              {
                label: 'average yield',
                value: roundYieldPercent(yields.reduce((a, b) => a + b, 0) / yields.length),
                decimals: 4,
              },
            ]
          : []),
      ],
    });
  };
  const monthStart = `${thisMonth}-01`;
  const monthEnd = addDays(
    `${thisMonth.slice(0, 5)}${String(Number(thisMonth.slice(5)) + 1).padStart(2, '0')}-01`,
    -1,
  );
  periodCase(
    `How many times did ${activeBonds[0]!.isin} trade in ${monthName}, and at what average yield?`,
    activeBonds[0]!,
    monthStart,
    monthEnd,
  );
  periodCase(
    `Trades of ${activeBonds[1]!.name} in ${monthName} ${thisMonth.slice(0, 4)}: count and average yield`,
    activeBonds[1]!,
    monthStart,
    monthEnd,
  );
  const weekFrom = addDays(latestDay ?? today, -7);
  periodCase(
    `How many trades in ${activeBonds[2]!.isin} between ${spelledDate(weekFrom)} and ${spelledDate(latestDay ?? today)}? Average yield?`,
    activeBonds[2]!,
    weekFrom,
    latestDay ?? today,
  );
  periodCase(
    `${activeBonds[3]!.name} trading activity from ${weekFrom} to ${latestDay ?? today}`,
    activeBonds[3]!,
    weekFrom,
    latestDay ?? today,
  );
  for (const bond of activeBonds.slice(4, 6)) {
    const last = [...(history.get(bond.id) ?? [])].sort((left, right) =>
      right.tradeDate.localeCompare(left.tradeDate),
    )[0]!;
    add('activity', `When did ${bond.isin} last trade, and at what price?`, {
      numbers: [{ label: 'last price', value: last.cleanPrice!, decimals: 4 }],
      texts: [spelledDate(last.tradeDate)],
    });
  }

  // ── Quotes within the caller's rights: the researcher's depth is what api/quote/depth/ answers.
  for (const [bond, question] of [
    [gsec(0), `Best bid for ${gsec(0).isin}?`],
    [sdl(0), `What is the best offer on ${sdl(0).name}?`],
    [gsec(1), `Market depth of ${gsec(1).name}`],
    [corporate(0), `bid-ask on ${corporate(0).isin}`],
    [psu(0), `Who is quoting ${psu(0).name}?`],
    [gsec(2), `best bid and offer for ${gsec(2).isin}`],
  ] as const) {
    const depth = await data.depth(bond.id);
    const bestBid = depth.bids
      .map((level) => level.unit_clean_price ?? -Infinity)
      .reduce((a, b) => Math.max(a, b), -Infinity);
    add(
      'quotes',
      question,
      depth.bids.length || depth.asks.length
        ? { numbers: Number.isFinite(bestBid) ? [{ label: 'best bid', value: bestBid, decimals: 4 }] : [] }
        : {
            texts: [['not visible', 'cannot see', "can't see", 'no access', 'not available to your role']],
            noFigures: true,
          },
    );
  }

  // ── Coupons: the data API's cash flows (after the T+1 settlement).
  const couponBond = (bond: EvaluationBond, quantity: number) =>
    data.cashflows(bond.id, quantity, settlement);
  for (const [bond, question] of [
    [gsec(17), `Next coupon on ${gsec(17).isin}?`],
    [corporate(20), `When is the next coupon of ${corporate(20).name}?`],
    [sdl(15), `next interest payment date for ${sdl(15).name}`],
  ] as const) {
    const flows = await couponBond(bond, 100);
    const next = flows.find((flow) => flow.interest > 0)!;
    add('coupon', question, { texts: [spelledDate(next.date)] });
  }
  for (const [bond, amount, label] of [
    [psu(16), 50_000_000, '5 crore'],
    [corporate(21), 5_000_000, '₹50 lakh'],
    [gsec(18), 10_000_000, '1 crore'],
  ] as const) {
    const flows = await couponBond(bond, amount);
    const next = flows.find((flow) => flow.interest > 0)!;
    add('coupon', `How much is the next coupon on ${label} of ${bond.name}?`, {
      numbers: [{ label: 'next coupon ₹', value: next.interest, decimals: 2 }],
      texts: [spelledDate(next.date)],
    });
  }
  for (const [bond, amount, label] of [
    [sdl(16), 20_000_000, '2 crore'],
    [corporate(22), 7_500_000, '75 lakh'],
  ] as const) {
    const flows = await couponBond(bond, amount);
    const horizon = addDays(settlement, 365);
    const income = flows.filter((flow) => flow.date <= horizon).reduce((sum, flow) => sum + flow.interest, 0);
    add('coupon', `Coupon income over the next 12 months on ${label} of ${bond.isin}`, {
      numbers: [{ label: 'coupon income ₹', value: round(income, 2), decimals: 2 }],
    });
  }

  // ── Cash flows.
  for (const [bond, amount, label] of [
    [gsec(19), 50_000_000, '5 crore'],
    [psu(17), 10_000_000, '1 crore'],
    [corporate(23), 2_500_000, '25 lakh'],
    [ofStructure('AMORTISING', 2), 10_000_000, '1 cr'],
    [ofStructure('STEP_UP', 3), 5_000_000, '50 lakhs'],
    [sdl(17), 100_000, '1 lakh'],
  ] as const) {
    const flows = await couponBond(bond, amount);
    add('cashflows', `Cash flows of ${bond.name} for ${label}`, {
      numbers: [
        { label: 'payments', value: flows.length, decimals: 0 },
        {
          label: 'total ₹',
          value: round(
            flows.reduce((sum, flow) => sum + flow.total, 0),
            2,
          ),
          decimals: 2,
        },
      ],
    });
  }

  // ── Definitions from the glossary.
  for (const [question, texts] of [
    ['What is YTC?', ['yield to call', 'call']],
    [
      'Explain modified duration',
      ['modified duration', ['1%', 'one percent', '100 basis points', 'percentage']],
    ],
    ['PV01?', ['PV01', ['basis point', '0.01%']]],
    ['What does Macaulay duration mean?', ['macaulay', 'weighted']],
    ['define convexity', ['convexity', 'duration']],
    ['What is accrued interest?', ['accrued', 'last coupon']],
    ['Difference between clean and dirty price', ['clean', 'dirty', 'accrued']],
    ['What is YTM?', ['yield to maturity', 'held to maturity']],
    ['What is a floating rate bond?', ['floating', 'reset']],
    ['What is a step-up bond?', ['step-up', 'coupon']],
    ['What does 2s10s mean?', ['2-year', '10-year']],
    ['What is an SDL?', ['state development loan', 'state']],
    ['How does the platform compute the spread over the curve?', ['interpolat', 'g-sec']],
    ['What is T+1 settlement?', ['business day', 'settle']],
  ] as const)
    add('definition', question, { texts: [...texts] as (string | string[])[] });

  // ── Unknown bonds and issuers: said specifically, with no figures.
  for (const [question, text] of [
    ['Price of IN9876543210', 'no bond with ISIN IN9876543210'],
    ['What is the yield of INE999Z07AB1?', 'no bond with ISIN INE999Z07AB1'],
    ['What has Zenith Quantum Holdings issued?', 'Zenith Quantum Holdings'],
    ['9.99% GS 2031 yield', '9.99% GS 2031'],
    ['Cash flows of 6.66% MH SDL 2041', '6.66% MH SDL 2041'],
    ['Bonds of Acme Widgets Corporation', 'Acme Widgets'],
    ['What is a flux capacitor bond?', 'flux capacitor'],
    ['Accrued interest on IN1111111111', 'no bond with ISIN IN1111111111'],
  ] as const)
    add('unknown', question, { texts: [text, ["don't", 'no ', 'not ']], noFigures: true });

  // ── Forecasts and tips: declined, with no figures.
  for (const question of [
    'Will the RBI cut rates next month?',
    `Should I buy ${gsec(0).name}?`,
    'Which bond will give the best returns next year?',
    'Predict the 10-year G-sec yield in March',
    `Is ${corporate(0).isin} a good investment?`,
    'Give me a hot tip for this week',
    'Where will 2s10s be in a month?',
    "What's the weather in Mumbai?",
  ])
    add('decline', question, { texts: [["can't", 'cannot', 'do not', "don't"]], noFigures: true });

  // ── Follow-ups: one conversation per group, each turn read against the ones before.
  const followBond = gsec(20);
  const followRisk = await data.risk(followBond.id);
  add('follow-up', `What is the price of ${followBond.name}?`, { numbers: [priceOf(followBond)] });
  add(
    'follow-up',
    'And its modified duration?',
    { numbers: [{ label: 'modified duration', value: followRisk.modifiedDuration, decimals: 4 }] },
    1,
  );
  add(
    'follow-up',
    'What about PV01?',
    { numbers: [{ label: 'pv01', value: followRisk.pv01, decimals: 4 }] },
    2,
  );
  const followFlows = await couponBond(followBond, 10_000_000);
  add(
    'follow-up',
    'Cash flows of that bond for 1 crore',
    { numbers: [{ label: 'payments', value: followFlows.length, decimals: 0 }] },
    3,
  );

  const psuScreen = (year: string) =>
    tradable
      .filter((b) => b.issuerType === 'PSU' && grade(b.rating) === 'AAA' && b.maturityDate.startsWith(year))
      .sort(
        (left, right) =>
          (right.yieldPercent ?? -Infinity) - (left.yieldPercent ?? -Infinity) || left.id - right.id,
      );
  const screen2029 = psuScreen('2029');
  add('follow-up', 'Which AAA PSU bonds mature in 2029?', {
    numbers: [{ label: 'matches', value: screen2029.length, decimals: 0 }],
    allowedIsins: new Set(screen2029.map((b) => b.isin)),
  });
  add(
    'follow-up',
    'Tell me more about the second one',
    { isins: [screen2029[1]!.isin], numbers: [yieldOf(screen2029[1]!)] },
    1,
  );
  const screen2030 = psuScreen('2030');
  add(
    'follow-up',
    'Same for 2030',
    {
      numbers: [{ label: 'matches', value: screen2030.length, decimals: 0 }],
      allowedIsins: new Set(screen2030.map((b) => b.isin)),
    },
    2,
  );

  const [first, second] = [corporate(24), sdl(18)];
  add('follow-up', `Compare ${first.isin} and ${second.isin}`, {
    numbers: [yieldOf(first), yieldOf(second)],
  });
  const firstPrice = near(first, 0.3);
  add(
    'follow-up',
    `What is the yield of the first one at ${firstPrice.toFixed(2)}?`,
    { numbers: [yieldAt(first, firstPrice, settlement)] },
    1,
  );
  add(
    'follow-up',
    'And the cash flows of the other one for 1 crore?',
    {
      numbers: [{ label: 'payments', value: (await couponBond(second, 10_000_000)).length, decimals: 0 }],
    },
    2,
  );

  add('follow-up', 'What is the 10-year G-sec yield?', { numbers: [point(10)] });
  add('follow-up', 'and the 5-year?', { numbers: [point(5)] }, 1);
  add('follow-up', 'What about 2s10s?', { numbers: [spread(2, 10)] }, 2);

  const nextCouponBond = corporate(25);
  const nextFlows = await couponBond(nextCouponBond, 20_000_000);
  add('follow-up', `Next coupon on ${nextCouponBond.isin}?`, {
    texts: [spelledDate(nextFlows.find((f) => f.interest > 0)!.date)],
  });
  add(
    'follow-up',
    'How much would I get on 2 crore?',
    { numbers: [{ label: 'coupon ₹', value: nextFlows.find((f) => f.interest > 0)!.interest, decimals: 2 }] },
    1,
  );
  return cases;
}
