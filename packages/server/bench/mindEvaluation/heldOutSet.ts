// MIND's held-out evaluation (issue 34): questions written independently of the analyst and of the tuned set
// (`questionSet.ts`), phrased the way a market researcher in India types them (desk shorthand, lower case, typos,
// "cr", "L", "G-sec", "SDL", "T-bill", "PSU"). Expected answers come from the platform's data API (through
// `PlatformData`) and `@bondkit/core/pricing`, never from MIND's code.
//
// Each case is tagged `dev` or `test`: within each category, conversations alternate between the two halves.
// Improve MIND from the dev half's misses only; the test half measures whether that generalises, so do not read
// its misses while tuning.
import {
  consideration,
  priceFromYield,
  riskMeasures,
  roundCleanPrice,
  roundYieldPercent,
  yieldFromPrice,
  yieldToCall,
} from '@bondkit/core/pricing';
import {
  addDays,
  average,
  dateForms,
  dateIn,
  declinePhrases,
  governmentCurve,
  monthAfter,
  monthLong,
  monthShort,
  nextWeekday,
  notFoundPhrases,
  notVisiblePhrases,
  ratingGrade,
  round,
  weekday,
  yearsBetween,
} from './caseHelpers';
import type { EvaluationCase, ExpectedNumber, Expectation } from './expectations';
import type { EvaluationBond, EvaluationRisk, EvaluationTrade, PlatformData } from './platformData';

/** A bond order that is neither the list's nor the tuned set's, so the held-out set asks about other bonds. */
function scrambled(id: number): number {
  return Math.imul(id, 2_654_435_761) >>> 0;
}

/** Builds the held-out cases from the data API's answers, each tagged with its half. */
export async function buildHeldOutSet(
  data: PlatformData,
  bonds: readonly EvaluationBond[],
  today: string,
): Promise<EvaluationCase[]> {
  const cases: EvaluationCase[] = [];
  const add = (category: string, question: string, expect: Expectation, turn = 0) =>
    cases.push({ category, question, expect, turn });

  const priced = bonds
    .filter((bond) => bond.available && bond.terms && bond.yieldPercent !== null && bond.cleanPrice !== null)
    .sort((left, right) => scrambled(left.id) - scrambled(right.id) || left.id - right.id);
  const settlement = priced[0]!.settlementDate!;
  const later = nextWeekday(settlement);
  const laterStill = nextWeekday(later);
  const used = new Set<string>();
  /** The next bond (in the scrambled order) not asked about yet that fits. */
  const take = (predicate: (bond: EvaluationBond) => boolean): EvaluationBond => {
    const bond = priced.find((candidate) => !used.has(candidate.isin) && predicate(candidate));
    if (!bond) throw new Error('The held-out set found no bond for a question; the demo universe changed.');
    used.add(bond.isin);
    return bond;
  };
  const plain = (instrumentType: string) => () =>
    take((bond) => bond.instrumentType === instrumentType && bond.structure === 'PLAIN');
  const gsec = plain('GSEC');
  const psu = plain('PSU');
  const corporate = plain('CORPORATE');
  const sdl = () => take((bond) => bond.instrumentType === 'SDL');
  const tbill = () => take((bond) => bond.instrumentType === 'TBILL');
  const ofStructure = (structure: string) => take((bond) => bond.structure === structure);

  const yieldOf = (bond: EvaluationBond): ExpectedNumber => ({
    label: 'yield',
    value: bond.yieldPercent!,
    decimals: 4,
  });
  const priceOf = (bond: EvaluationBond): ExpectedNumber => ({
    label: 'clean price',
    value: bond.cleanPrice!,
    decimals: 4,
  });
  /** A bond's true market and risk figures: an answer about a bond named earlier in the conversation may state them. */
  const truths = (bond: EvaluationBond, risk?: EvaluationRisk): ExpectedNumber[] => [
    yieldOf(bond),
    priceOf(bond),
    ...(risk
      ? (['modifiedDuration', 'macaulayDuration', 'convexity', 'pv01', 'accruedInterest'] as const).map(
          (measure) => ({
            label: measure,
            value: risk[measure],
            decimals: 4,
          }),
        )
      : []),
  ];
  const near = (bond: EvaluationBond, shift: number) => round(bond.cleanPrice! + shift, 2);
  const yieldAt = (bond: EvaluationBond, cleanPrice: number, settlementDate: string): ExpectedNumber => ({
    label: 'yield',
    value: roundYieldPercent(yieldFromPrice(bond.terms!, { cleanPrice, settlementDate }).yield),
    decimals: 4,
  });
  const priceAt = (bond: EvaluationBond, yieldPercent: number, settlementDate: string): ExpectedNumber => ({
    label: 'clean price',
    value: roundCleanPrice(priceFromYield(bond.terms!, { yield: yieldPercent, settlementDate }).cleanPrice),
    decimals: 4,
  });

  // ── Price: the market's clean price and yield for T+1.
  {
    const a = gsec();
    add('price', `what's the price of ${a.isin}?`, { numbers: [priceOf(a)] });
    const b = sdl();
    add('price', `${b.name} px`, { numbers: [priceOf(b)] });
    const c = corporate();
    add('price', `ytm on ${c.isin} pls`, { numbers: [yieldOf(c)] });
    const d = psu();
    add('price', `clean price and yield for ${d.name.toLowerCase()}`, { numbers: [priceOf(d), yieldOf(d)] });
    const e = tbill();
    add('price', `how much is the ${e.name} T-bill going for?`, { numbers: [priceOf(e)] });
    const frb = bonds.find(
      (bond) => bond.structure === 'FLOATING_RATE' && bond.available && bond.cleanPrice !== null,
    );
    if (frb) add('price', `FRB ${frb.isin} - price?`, { numbers: [priceOf(frb)] });
    const f = ofStructure('ZERO_COUPON');
    add('price', `What is ${f.isin} (the zero coupon) worth today, clean?`, { numbers: [priceOf(f)] });
    const g = ofStructure('PUTABLE');
    add('price', `putable bond ${g.isin}: price n ytm`, { numbers: [priceOf(g), yieldOf(g)] });
    const h = sdl();
    add('price', `At what yield is ${h.isin} trading?`, { numbers: [yieldOf(h)] });
    const i = ofStructure('CALLABLE');
    add('price', `px/yld ${i.isin}`, { numbers: [priceOf(i), yieldOf(i)] });
  }

  // ── Yield at a clean price on a settlement date, and the price for a target yield.
  {
    const yieldCases: [EvaluationBond, number, string, (price: string, bond: EvaluationBond) => string][] = [
      [
        corporate(),
        -0.35,
        later,
        (p, b) => `If I buy ${b.isin} at ${p} for settlement on ${dateIn.dashes(later)}, what's my yield?`,
      ],
      [gsec(), 0.2, later, (p, b) => `ytm at ${p} clean, value date ${dateIn.short(later)}, ${b.name}`],
      [sdl(), -0.25, settlement, (p, b) => `${b.isin} @ ${p}, T+1 - yield?`],
      [
        psu(),
        0.4,
        laterStill,
        (p, b) =>
          `what yield does a clean price of ${p} on ${b.isin} give, settling ${dateIn.ordinal(laterStill)}`,
      ],
      [
        ofStructure('ZERO_COUPON'),
        0.3,
        later,
        (p, b) => `paying ${p} for ${b.isin} settle ${dateIn.slashes(later)} - yld?`,
      ],
      [
        ofStructure('AMORTISING'),
        -0.3,
        settlement,
        (p, b) => `Yield to maturity of the amortising bond ${b.isin} if the price is ₹${p}?`,
      ],
      [
        gsec(),
        -0.15,
        laterStill,
        (p, b) => `${b.name.toLowerCase()} at ${p} for ${dateIn.iso(laterStill)}: ytm`,
      ],
      [
        ofStructure('STEP_UP'),
        0.25,
        settlement,
        (p, b) => `Calculate the yield on ${b.isin} for a clean price of ${p}`,
      ],
      [
        tbill(),
        0.05,
        later,
        (p, b) => `T-bill ${b.isin}: what yield at ${p}, settlement ${dateIn.american(later)}?`,
      ],
    ];
    for (const [bond, shift, date, phrase] of yieldCases) {
      const cleanPrice = near(bond, shift);
      add('yield at price', phrase(cleanPrice.toFixed(2), bond), {
        numbers: [yieldAt(bond, cleanPrice, date)],
      });
    }
    const priceCases: [EvaluationBond, number, string, (target: string, bond: EvaluationBond) => string][] = [
      [corporate(), 0.15, settlement, (y, b) => `What price should I bid on ${b.isin} to get ${y}%?`],
      [sdl(), -0.1, later, (y, b) => `price of ${b.name} at ${y} ytm for settlement ${dateIn.short(later)}`],
      [psu(), 0.2, settlement, (y, b) => `${b.isin} - what clean px for a ${y} yield`],
    ];
    for (const [bond, shift, date, phrase] of priceCases) {
      const target = round(bond.yieldPercent! + shift, 2);
      add('yield at price', phrase(target.toFixed(2), bond), { numbers: [priceAt(bond, target, date)] });
    }
    const callable = take((bond) => bond.structure === 'CALLABLE' && (bond.terms?.calls?.length ?? 0) > 0);
    const callPrice = near(callable, 0.4);
    const firstCall = yieldToCall(callable.terms!, { cleanPrice: callPrice, settlementDate: settlement })[0];
    if (firstCall)
      add('yield at price', `yield to call on ${callable.isin} at ${callPrice.toFixed(2)}?`, {
        numbers: [{ label: 'yield to first call', value: roundYieldPercent(firstCall.yield), decimals: 4 }],
      });
  }

  // ── Accrued interest: per 100 of face value on a settlement date, and in rupees on a holding.
  {
    const accruedOn = (bond: EvaluationBond, date: string) =>
      priceFromYield(bond.terms!, { yield: bond.yieldPercent!, settlementDate: date });
    const perHundred: [EvaluationBond, string, (bond: EvaluationBond) => string][] = [
      [gsec(), settlement, (b) => `accrued on ${b.isin}?`],
      [
        corporate(),
        later,
        (b) => `how much accrued interest if I settle ${b.name} on ${dateIn.ordinal(later)}`,
      ],
      [sdl(), laterStill, (b) => `AI on ${b.isin} for value ${dateIn.slashes(laterStill)}`],
      [ofStructure('STEP_UP'), settlement, (b) => `interest accrued since the last coupon on ${b.isin}`],
    ];
    for (const [bond, date, phrase] of perHundred)
      add('accrued', phrase(bond), {
        numbers: [
          { label: 'accrued per 100', value: round(accruedOn(bond, date).accruedInterest, 4), decimals: 4 },
        ],
      });
    const days = psu();
    add('accrued', `${days.isin}: days accrued and accrued interest per 100, T+1`, {
      numbers: [
        { label: 'accrued days', value: accruedOn(days, settlement).accruedDays, decimals: 0 },
        {
          label: 'accrued per 100',
          value: round(accruedOn(days, settlement).accruedInterest, 4),
          decimals: 4,
        },
      ],
    });
    const holdings: [EvaluationBond, number, (bond: EvaluationBond) => string][] = [
      [psu(), 30_000_000, (b) => `accrued interest on 3 cr of ${b.isin}`],
      [sdl(), 7_500_000, (b) => `accrued for 75L face of ${b.name}?`],
      [
        ofStructure('AMORTISING'),
        20_000_000,
        (b) => `If I buy ₹2 crore of ${b.isin} how much accrued do I pay?`,
      ],
    ];
    for (const [bond, rupees, phrase] of holdings) {
      const accrued = consideration(bond.terms!, {
        settlementDate: settlement,
        cleanPrice: bond.cleanPrice!,
        quantity: rupees / (bond.terms!.faceValue ?? 100),
      }).accrued;
      add('accrued', phrase(bond), { numbers: [{ label: 'accrued ₹', value: accrued, decimals: 2 }] });
    }
  }

  // ── Risk: the security page's figures (api/v2/finstrument/info), or the engine's at a stated yield.
  {
    const riskCases: [
      EvaluationBond,
      ('modifiedDuration' | 'macaulayDuration' | 'convexity' | 'pv01')[],
      (bond: EvaluationBond) => string,
    ][] = [
      [gsec(), ['modifiedDuration'], (b) => `mod dur of ${b.isin}`],
      [corporate(), ['macaulayDuration'], (b) => `Macaulay duration for ${b.name}?`],
      [sdl(), ['convexity'], (b) => `convexity ${b.isin}`],
      [psu(), ['pv01'], (b) => `DV01 on ${b.isin}?`],
      [
        gsec(),
        ['modifiedDuration', 'convexity'],
        (b) => `risk numbers for ${b.name}: modified duration and convexity`,
      ],
      [
        ofStructure('ZERO_COUPON'),
        ['macaulayDuration'],
        (b) => `whats the macaulay duration of zcb ${b.isin}`,
      ],
      [tbill(), ['modifiedDuration'], (b) => `modified duration of the T-bill ${b.isin}`],
      [ofStructure('STEP_UP'), ['pv01'], (b) => `pv01 of ${b.isin} per 100 face`],
    ];
    for (const [bond, measures, phrase] of riskCases) {
      const risk = await data.risk(bond.id);
      add('risk', phrase(bond), {
        numbers: measures.map((measure) => ({ label: measure, value: risk[measure], decimals: 4 })),
      });
    }
    const atYield = corporate();
    const target = round(atYield.yieldPercent! + 0.5, 2);
    add('risk', `modified duration of ${atYield.isin} if the yield goes to ${target.toFixed(2)}%`, {
      numbers: [
        {
          label: 'modifiedDuration',
          value: round(
            riskMeasures(atYield.terms!, { yield: target, settlementDate: settlement }).modifiedDuration,
            4,
          ),
          decimals: 4,
        },
      ],
    });
    const holding = gsec();
    const pv01 = riskMeasures(holding.terms!, {
      yield: holding.yieldPercent!,
      settlementDate: settlement,
    }).pv01;
    add('risk', `PV01 in rupees for 10 cr of ${holding.isin}`, {
      numbers: [{ label: 'PV01 ₹', value: Math.round((pv01 * 100_000_000) / 100), decimals: 0 }],
    });
  }

  // ── Screens: any combination of filters, over tradable bonds; count, the highest yield, nothing outside.
  {
    const tradable = bonds.filter((bond) => bond.available);
    const endOfThreeYears = `${Number(today.slice(0, 4)) + 3}${today.slice(4)}`;
    const screens: [string, (bond: EvaluationBond) => boolean][] = [
      [
        'aaa psu bonds maturing between 2029 and 2031',
        (b) =>
          b.issuerType === 'PSU' &&
          ratingGrade(b.rating) === 'AAA' &&
          b.maturityDate >= '2029-01-01' &&
          b.maturityDate <= '2031-12-31',
      ],
      ['show me CRISIL AA+ paper above 8%', (b) => b.rating === 'CRISIL AA+' && (b.yieldPercent ?? 0) > 8],
      [
        'Zero coupon bonds maturing after 2035?',
        (b) => b.structure === 'ZERO_COUPON' && b.maturityDate >= '2036-01-01',
      ],
      ['list all the floaters', (b) => b.structure === 'FLOATING_RATE'],
      [
        'step up bonds rated AA or better',
        (b) => b.structure === 'STEP_UP' && ['AAA', 'AA+', 'AA'].includes(ratingGrade(b.rating) ?? ''),
      ],
      ['callable NBFC bonds', (b) => b.structure === 'CALLABLE' && b.issuerType === 'NBFC'],
      ['amortizing bonds in the power sector', (b) => b.structure === 'AMORTISING' && b.sector === 'Power'],
      [
        'SDLs maturing in 2033 yielding over 6.85%',
        (b) =>
          b.instrumentType === 'SDL' && b.maturityDate.startsWith('2033') && (b.yieldPercent ?? 0) > 6.85,
      ],
      [
        't-bills maturing before march 2027',
        (b) => b.instrumentType === 'TBILL' && b.maturityDate < '2027-03-01',
      ],
      [
        'G-secs maturing between Jan 2031 and Jun 2032',
        (b) =>
          b.instrumentType === 'GSEC' && b.maturityDate >= '2031-01-01' && b.maturityDate <= '2032-06-30',
      ],
      [
        'bank bonds rated A+ and above maturing by 2030',
        (b) =>
          b.issuerType === 'BANK' &&
          ['AAA', 'AA+', 'AA', 'AA-', 'A+'].includes(ratingGrade(b.rating) ?? '') &&
          b.maturityDate <= '2030-12-31',
      ],
      [
        'housing finance bonds yielding from 7.5% to 8.5%',
        (b) => b.sector === 'Housing Finance' && (b.yieldPercent ?? 0) >= 7.5 && (b.yieldPercent ?? 0) <= 8.5,
      ],
      [
        'Corporate bonds with coupon above 9%',
        (b) => b.instrumentType === 'CORPORATE' && b.couponPercent > 9,
      ],
      [
        'sdls with coupon under 7% maturing 2030',
        (b) => b.instrumentType === 'SDL' && b.couponPercent < 7 && b.maturityDate.startsWith('2030'),
      ],
      ['ACUITE rated cement bonds', (b) => b.ratingAgency === 'ACUITE' && b.sector === 'Cement'],
      [
        'bonds with a put option maturing before 2035',
        (b) => b.structure === 'PUTABLE' && b.maturityDate < '2035-01-01',
      ],
      [
        'PSU callables rated AAA by CARE',
        (b) => b.issuerType === 'PSU' && b.structure === 'CALLABLE' && b.rating === 'CARE AAA',
      ],
      [
        'telecom sector bonds maturing in the next 3 years',
        (b) => b.sector === 'Telecom' && b.maturityDate <= endOfThreeYears,
      ],
      [
        'tn sdls maturing post 2040',
        (b) => b.issuer === 'State Government of Tamil Nadu' && b.maturityDate >= '2041-01-01',
      ],
      ['AA- bonds from any agency', (b) => ratingGrade(b.rating) === 'AA-'],
      [
        'Infra bonds maturing 31/12/2031 or earlier with ytm > 7.4',
        (b) => b.sector === 'Infrastructure' && b.maturityDate <= '2031-12-31' && (b.yieldPercent ?? 0) > 7.4,
      ],
      [
        'renewable energy bonds maturing in Q1 2030',
        (b) =>
          b.sector === 'Renewable Energy' && b.maturityDate >= '2030-01-01' && b.maturityDate <= '2030-03-31',
      ],
      [
        'cement company bonds maturing in FY28',
        (b) => b.sector === 'Cement' && b.maturityDate >= '2027-04-01' && b.maturityDate <= '2028-03-31',
      ],
      [
        'govt bonds maturing in the 2040s',
        (b) => b.issuerType === 'GOI' && b.maturityDate >= '2040-01-01' && b.maturityDate <= '2049-12-31',
      ],
      [
        'liquid corporate bonds above 8 pc',
        (b) => b.instrumentType === 'CORPORATE' && b.isLiquid && (b.yieldPercent ?? 0) > 8,
      ],
      [
        'microfinance NBFC paper yielding more than 9.5',
        (b) => b.issuerType === 'NBFC' && b.sector === 'Microfinance' && (b.yieldPercent ?? 0) > 9.5,
      ],
    ];
    for (const [question, match] of screens) {
      const matches = tradable.filter(match);
      const top = [...matches].sort(
        (left, right) =>
          (right.yieldPercent ?? -Infinity) - (left.yieldPercent ?? -Infinity) || left.id - right.id,
      )[0];
      add('screen', question, {
        numbers: [{ label: 'matches', value: matches.length, decimals: 0 }],
        ...(top ? { isins: [top.isin] } : { texts: [['no bond', 'no match', 'none']] }),
        allowedIsins: new Set(matches.map((bond) => bond.isin)),
      });
    }
  }

  // ── Comparisons of two to four bonds.
  {
    const compareYields = (question: string, compared: EvaluationBond[], extra: Expectation = {}) =>
      add('compare', question, {
        numbers: compared.map(yieldOf),
        isins: compared.map((bond) => bond.isin),
        ...extra,
      });
    const [a, b] = [psu(), gsec()];
    compareYields(`${a.isin}, ${b.isin} - which one yields more`, [a, b]);
    const [c, d] = [gsec(), gsec()];
    compareYields(`compare ${c.name} vs ${d.name}`, [c, d]);
    const [e, f, g] = [corporate(), sdl(), psu()];
    compareYields(`${e.isin} or ${f.isin} or ${g.isin}: best ytm?`, [e, f, g]);
    const four = [gsec(), corporate(), ofStructure('CALLABLE'), sdl()];
    compareYields(`side by side please: ${four.map((bond) => bond.isin).join(', ')}`, four);
    const [h, i] = [sdl(), gsec()];
    compareYields(`${h.isin} vs ${i.isin} - spread in bps?`, [h, i], {
      numbers: [
        yieldOf(h),
        yieldOf(i),
        { label: 'spread bps', value: round((h.yieldPercent! - i.yieldPercent!) * 100, 1), decimals: 1 },
      ],
    });
    const [j, k] = [psu(), corporate()];
    compareYields(`how does ${j.isin} stack up against ${k.isin}?`, [j, k]);
    const [l, m] = [gsec(), sdl()];
    const [riskL, riskM] = [await data.risk(l.id), await data.risk(m.id)];
    add('compare', `compare modified duration of ${l.isin} and ${m.isin}`, {
      numbers: [
        { label: `${l.isin} modified duration`, value: riskL.modifiedDuration, decimals: 4 },
        { label: `${m.isin} modified duration`, value: riskM.modifiedDuration, decimals: 4 },
      ],
      isins: [l.isin, m.isin],
    });
    const three = [corporate(), psu(), ofStructure('ZERO_COUPON')];
    add('compare', `${three.map((bond) => bond.isin).join(' versus ')}: clean prices`, {
      numbers: three.map(priceOf),
      isins: three.map((bond) => bond.isin),
    });
  }

  /** An issuer's outstanding (not matured) bonds: how many, the issuer named, and no bond of another issuer. */
  const issuerCase = (question: string, issuer: string, shownAs: string) => {
    const outstanding = bonds.filter((bond) => bond.issuer === issuer && bond.maturityDate > today);
    if (outstanding.length === 0) throw new Error(`The held-out set expected bonds of ${issuer}.`);
    add('issuer', question, {
      numbers: [{ label: 'outstanding bonds', value: outstanding.length, decimals: 0 }],
      texts: [shownAs],
      allowedIsins: new Set(outstanding.map((bond) => bond.isin)),
    });
  };

  // ── An issuer's outstanding (not matured) bonds, by full, short, common, lower-case and misspelt names.
  {
    issuerCase(
      'what has Bharat Urja Nigam got outstanding',
      'Bharat Urja Nigam Limited',
      'Bharat Urja Nigam',
    );
    issuerCase('Sagarmla Port Finance bonds', 'Sagarmala Port Finance Limited', 'Sagarmala Port Finance');
    issuerCase('desh petroleum outstanding bonds', 'Desh Petroleum Corporation Limited', 'Desh Petroleum');
    issuerCase('Karnataka SDLs outstanding', 'State Government of Karnataka', 'Karnataka');
    issuerCase('Nilgiri Renewables ltd - all bonds', 'Nilgiri Renewables Limited', 'Nilgiri Renewables');
    issuerCase(
      'what paper does laghu udyog vikas bank have out there?',
      'Laghu Udyog Vikas Bank Limited',
      'Laghu Udyog Vikas Bank',
    );
    issuerCase('Konark Power Ltd. - list its bonds', 'Konark Power Limited', 'Konark Power');
    issuerCase(
      'anything from Jal Shakti Infra Corp?',
      'Jal Shakti Infrastructure Corporation Limited',
      'Jal Shakti',
    );
    issuerCase('J&K SDLs', 'State Government of Jammu and Kashmir', 'Jammu');
    issuerCase(
      'Shahri Vikas Finanse Corp bonds still outstanding',
      'Shahari Vikas Finance Corporation Limited',
      'Shahari Vikas',
    );
  }

  // ── The G-sec curve: points and spreads between tenors.
  const curveAt = governmentCurve(bonds, settlement);
  const point = (tenor: number): ExpectedNumber => ({
    label: `${tenor}-year yield`,
    value: roundYieldPercent(curveAt(tenor)),
    decimals: 4,
  });
  const spread = (short: number, long: number): ExpectedNumber => ({
    label: `${short}s${long}s bps`,
    value: round((curveAt(long) - curveAt(short)) * 100, 1),
    decimals: 1,
  });
  add('curve', '10y gsec?', { numbers: [point(10)] });
  add('curve', "where's the 3 year g-sec yield", { numbers: [point(3)] });
  add('curve', '15-yr sovereign yield', { numbers: [point(15)] });
  add('curve', 'ten-year govt bond yield today?', { numbers: [point(10)] });
  add('curve', 'give me the 12 year point on the gsec curve', { numbers: [point(12)] });
  add('curve', '10s30s', { numbers: [spread(10, 30)] });
  add('curve', 'slope between the 3 and 7 year g-secs, in bps', { numbers: [spread(3, 7)] });
  add('curve', 'how steep is the g-sec curve from 1 to 20 years?', { numbers: [spread(1, 20)] });
  add('curve', "what's the 5s10s right now", { numbers: [spread(5, 10)] });
  add('curve', '20 year gilt yield', { numbers: [point(20)] });

  // ── A bond's spread over the curve at its own tenor.
  {
    const spreadOf = (bond: EvaluationBond): ExpectedNumber => ({
      label: 'spread bps',
      value: round((bond.yieldPercent! - curveAt(yearsBetween(settlement, bond.maturityDate))) * 100, 1),
      decimals: 1,
    });
    const spreadCases: [EvaluationBond, (bond: EvaluationBond) => string][] = [
      [corporate(), (b) => `spread of ${b.isin} over gsec`],
      [psu(), (b) => `how many bps over the govt curve is ${b.name}?`],
      [sdl(), (b) => `${b.isin} spread to the g-sec curve`],
      [corporate(), (b) => `what's the credit spread on ${b.isin}`],
      [ofStructure('AMORTISING'), (b) => `pickup over the sovereign curve for ${b.isin}?`],
      [psu(), (b) => `${b.isin} vs g-sec curve, spread?`],
    ];
    for (const [bond, phrase] of spreadCases) add('bond spread', phrase(bond), { numbers: [spreadOf(bond)] });
  }

  // ── Market activity: the data API's trade prints.
  {
    const liquid = bonds.filter((bond) => bond.isLiquid);
    const history = new Map<string, EvaluationTrade[]>();
    for (const bond of liquid) history.set(bond.isin, await data.trades(bond.id));
    const printsOf = (bond: EvaluationBond, from: string, to: string) =>
      (history.get(bond.isin) ?? []).filter((trade) => trade.tradeDate >= from && trade.tradeDate <= to);
    const allDates = [...new Set([...history.values()].flat().map((trade) => trade.tradeDate))]
      .filter((date) => date <= today)
      .sort();
    const lastDay = allDates[allDates.length - 1];
    if (!lastDay) throw new Error('The held-out set needs trade history.');
    /** The bonds with the most volume (rupees of face value) over a period; any of a tie counts. */
    const topByVolume = (from: string, to: string, among: readonly EvaluationBond[] = liquid) => {
      const rows = among
        .map((bond) => {
          const prints = printsOf(bond, from, to);
          return {
            bond,
            count: prints.length,
            volume: prints.reduce((sum, trade) => sum + trade.quantity, 0),
          };
        })
        .filter((row) => row.count > 0)
        .sort((left, right) => right.volume - left.volume || left.bond.id - right.bond.id);
      return rows.filter((row) => row.volume === rows[0]!.volume);
    };
    // The latest Friday with trades, named by its weekday.
    const friday = [...allDates].reverse().find((date) => weekday(date) === 5)!;
    const fridayTop = topByVolume(friday, friday);
    add('activity', 'what traded the most (by volume) on friday?', {
      texts: [fridayTop.map((row) => row.bond.isin)],
    });
    const day = allDates[allDates.length - 3]!;
    const dayTop = topByVolume(day, day);
    add('activity', `highest traded volume on ${dateIn.ordinal(day)}?`, {
      texts: [dayTop.map((row) => row.bond.isin)],
    });
    const month = lastDay.slice(0, 7);
    const monthName = monthLong[Number(month.slice(5)) - 1]!;
    const monthEnd = addDays(monthAfter(month), -1);
    const gsecsTop = topByVolume(
      `${month}-01`,
      monthEnd,
      liquid.filter((bond) => bond.instrumentType === 'GSEC'),
    );
    add('activity', `most traded g-sec in ${monthName}`, { texts: [gsecsTop.map((row) => row.bond.isin)] });
    const marketPrints = [...history.values()].flat().filter((trade) => trade.tradeDate === day).length;
    add('activity', `how many trades were reported across the market on ${dateIn.short(day)}?`, {
      numbers: [{ label: 'trades', value: marketPrints, decimals: 0 }],
    });

    const active = priced.filter((bond) => bond.isLiquid && (history.get(bond.isin) ?? []).length >= 6);
    const activeBond = () => {
      const bond = active.find((candidate) => !used.has(candidate.isin));
      if (!bond) throw new Error('The held-out set ran out of traded bonds.');
      used.add(bond.isin);
      return bond;
    };
    const previousMonth = addDays(`${month}-01`, -1).slice(0, 7);
    const previousMonthName = monthLong[Number(previousMonth.slice(5)) - 1]!;
    const previousEnd = addDays(`${month}-01`, -1);
    {
      const bond = activeBond();
      const prints = printsOf(bond, `${previousMonth}-01`, previousEnd);
      const yields = prints.flatMap((trade) => (trade.yieldPercent === null ? [] : [trade.yieldPercent]));
      add('activity', `how many times did ${bond.isin} trade in ${previousMonthName} and at what avg yield`, {
        numbers: [
          { label: 'trade count', value: prints.length, decimals: 0 },
          ...(yields.length
            ? [{ label: 'average yield', value: roundYieldPercent(average(yields)), decimals: 4 }]
            : []),
        ],
      });
    }
    {
      const bond = activeBond();
      const prints = printsOf(bond, `${month}-01`, `${month}-15`);
      const cleanPrices = prints.flatMap((trade) => (trade.cleanPrice === null ? [] : [trade.cleanPrice]));
      add(
        'activity',
        `${bond.name} trades 1-15 ${monthShort[Number(month.slice(5)) - 1]}: count and average price`,
        {
          numbers: [
            { label: 'trade count', value: prints.length, decimals: 0 },
            ...(cleanPrices.length
              ? [{ label: 'average price', value: roundCleanPrice(average(cleanPrices)), decimals: 4 }]
              : []),
          ],
        },
      );
    }
    {
      const bond = activeBond();
      const last = [...(history.get(bond.isin) ?? [])]
        .filter((trade) => trade.tradeDate <= today)
        .sort((left, right) => right.tradeDate.localeCompare(left.tradeDate))[0]!;
      add('activity', `when did ${bond.isin} last trade, and at what yield?`, {
        numbers: [{ label: 'last yield', value: roundYieldPercent(last.yieldPercent!), decimals: 4 }],
        texts: [dateForms(last.tradeDate)],
        ...(last.cleanPrice === null
          ? {}
          : { mayState: [{ label: 'last price', value: last.cleanPrice, decimals: 4 }] }),
      });
    }
    {
      const bond = activeBond();
      const prints = printsOf(bond, `${month}-01`, monthEnd).filter((trade) => trade.yieldPercent !== null);
      const yields = prints.map((trade) => trade.yieldPercent!);
      add('activity', `high and low traded yield for ${bond.isin} in ${monthName.toLowerCase()}`, {
        numbers: [
          { label: 'highest yield', value: roundYieldPercent(Math.max(...yields)), decimals: 4 },
          { label: 'lowest yield', value: roundYieldPercent(Math.min(...yields)), decimals: 4 },
        ],
      });
    }
    {
      const bond = activeBond();
      const todays = printsOf(bond, today, today);
      add(
        'activity',
        `did ${bond.isin} trade today?`,
        todays.length
          ? { numbers: [{ label: 'trades today', value: todays.length, decimals: 0 }] }
          : {
              texts: [['no trade', 'not trade', "hasn't traded", "didn't trade", 'not traded', 'no trades']],
            },
      );
    }
  }

  // ── Quotes within the caller's rights: what api/quote/depth/ answers this caller.
  {
    const quoteCases: [EvaluationBond, (bond: EvaluationBond) => string][] = [
      [gsec(), (b) => `best bid/offer on ${b.isin}`],
      [sdl(), (b) => `what's the depth on ${b.name}?`],
      [corporate(), (b) => `offer side for ${b.isin}?`],
      [psu(), (b) => `who's bidding ${b.isin} and at what price`],
    ];
    for (const [bond, phrase] of quoteCases) {
      const depth = await data.depth(bond.id);
      const best = (levels: { unit_clean_price: number | null }[], pick: (a: number, b: number) => number) =>
        levels
          .flatMap((level) => (level.unit_clean_price === null ? [] : [level.unit_clean_price]))
          .reduce(pick, NaN);
      const bestBid = best(depth.bids, (a, b) => (Number.isNaN(a) ? b : Math.max(a, b)));
      const bestAsk = best(depth.asks, (a, b) => (Number.isNaN(a) ? b : Math.min(a, b)));
      add(
        'quotes',
        phrase(bond),
        depth.bids.length || depth.asks.length
          ? {
              numbers: [
                ...(Number.isNaN(bestBid) ? [] : [{ label: 'best bid', value: bestBid, decimals: 4 }]),
                ...(Number.isNaN(bestAsk) ? [] : [{ label: 'best offer', value: bestAsk, decimals: 4 }]),
              ],
            }
          : { texts: [notVisiblePhrases], noFigures: true },
      );
    }
  }

  // ── Coupons: the data API's cash flows after the T+1 settlement.
  {
    const flowsOf = (bond: EvaluationBond, rupees: number) => data.cashflows(bond.id, rupees, settlement);
    {
      const bond = gsec();
      const next = (await flowsOf(bond, 100)).find((flow) => flow.interest > 0)!;
      add('coupon', `next coupon date ${bond.isin}`, { texts: [dateForms(next.date)] });
    }
    {
      const bond = corporate();
      const next = (await flowsOf(bond, 20_000_000)).find((flow) => flow.interest > 0)!;
      add('coupon', `when does ${bond.name} pay next and how much on 2 cr?`, {
        numbers: [{ label: 'coupon ₹', value: next.interest, decimals: 2 }],
        texts: [dateForms(next.date)],
      });
    }
    {
      // The next 12 months, counted from the settlement or from today: only a bond whose coupons fall the same way.
      const horizonFromSettlement = addDays(settlement, 365);
      const horizonFromToday = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
      let chosen: { bond: EvaluationBond; income: number } | undefined;
      for (const bond of priced.filter(
        (candidate) => !used.has(candidate.isin) && candidate.instrumentType === 'SDL',
      )) {
        const flows = await flowsOf(bond, 5_000_000);
        const within = (horizon: string) =>
          flows.filter((flow) => flow.date <= horizon).reduce((sum, flow) => sum + flow.interest, 0);
        if (Math.abs(within(horizonFromSettlement) - within(horizonFromToday)) < 0.005) {
          chosen = { bond, income: within(horizonFromSettlement) };
          used.add(bond.isin);
          break;
        }
      }
      if (chosen)
        add('coupon', `coupon income on 50L of ${chosen.bond.isin} over the next 12 months`, {
          numbers: [{ label: 'coupon income ₹', value: round(chosen.income, 2), decimals: 2 }],
        });
    }
    {
      const bond = take(
        (candidate) => candidate.instrumentType === 'GSEC' && candidate.maturityDate > '2028-01-01',
      );
      const year = String(Number(settlement.slice(0, 4)) + 1);
      const income = (await flowsOf(bond, 100_000_000))
        .filter((flow) => flow.date.startsWith(year))
        .reduce((sum, flow) => sum + flow.interest, 0);
      add('coupon', `how much interest will 10 crore of ${bond.isin} pay in ${year}?`, {
        numbers: [{ label: `coupons in ${year} ₹`, value: round(income, 2), decimals: 2 }],
      });
    }
    {
      const bond = ofStructure('ZERO_COUPON');
      add('coupon', `next coupon on ${bond.isin}?`, {
        texts: [['zero-coupon', 'zero coupon', 'no coupon', 'does not pay', "doesn't pay", 'pays no']],
      });
    }
    {
      const monthly = take((candidate) => candidate.terms!.frequency === 12);
      add('coupon', `coupon freq of ${monthly.isin}?`, {
        texts: [['monthly', '12 times', 'every month', '12×', '12 x', '12 payments a year']],
      });
    }
    {
      const bond = psu();
      const next = (await flowsOf(bond, 10_000_000)).find((flow) => flow.interest > 0)!;
      add('coupon', `next interest payment on 1 cr face of ${bond.isin}`, {
        numbers: [{ label: 'coupon ₹', value: next.interest, decimals: 2 }],
        texts: [dateForms(next.date)],
      });
    }
    {
      const bond = ofStructure('STEP_UP');
      const next = (await flowsOf(bond, 100)).find((flow) => flow.interest > 0)!;
      add('coupon', `${bond.isin} - when is the next coupon due?`, { texts: [dateForms(next.date)] });
    }
  }

  // ── Cash flows: how many payments and their total, for a holding.
  {
    const cashflowCases: [EvaluationBond, number, (bond: EvaluationBond) => string][] = [
      [gsec(), 20_000_000, (b) => `cash flows for 2 cr ${b.isin}`],
      [ofStructure('AMORTISING'), 1_000_000, (b) => `full cashflow schedule of ${b.isin} for 10L`],
      [
        corporate(),
        10_000_000,
        (b) => `remaining payments on ${b.name}: how many, and total incl principal, 1 crore holding`,
      ],
      [
        ofStructure('STEP_UP'),
        500_000,
        (b) => `what do I receive in total from 5 lakh of ${b.isin}? list the flows`,
      ],
      [tbill(), 2_500_000, (b) => `cashflow ${b.isin} 25 lakh`],
      [sdl(), 30_000_000, (b) => `Show me the cash flows on ₹3 cr of ${b.isin}`],
    ];
    for (const [bond, rupees, phrase] of cashflowCases) {
      const flows = await data.cashflows(bond.id, rupees, settlement);
      add('cashflows', phrase(bond), {
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
  }

  // ── Definitions and methodology: the words a correct explanation cannot do without.
  for (const [question, texts] of [
    ['what does YTM mean', ['yield to maturity', ['discount', 'internal rate', 'irr', 'present value']]],
    ["what's DV01", [['pv01', 'basis point', '0.01%', '1 bp', 'one bp']]],
    ['explain YTW', ['worst', ['call', 'lowest']]],
    ['what is a callable bond', ['call', ['issuer', 'redeem']]],
    ["what's a T-bill", [['treasury bill'], ['discount']]],
    ['SDL meaning?', ['state development loan']],
    ['what exactly is a g-sec', [['government securit', 'government of india', 'central government']]],
    ['dirty price?', ['accrued', 'clean']],
    ['how do you compute accrued interest', [['day count', 'days'], 'coupon']],
    ['what is a basis point', [['0.01', '1/100', 'hundredth']]],
    [
      'what is an amortising bond',
      [
        ['principal', 'face'],
        ['instalment', 'installment', 'part', 'stages', 'over'],
      ],
    ],
    [
      'what does 5s10s mean',
      [
        ['5-year', '5 year', 'five'],
        ['10-year', '10 year', 'ten'],
      ],
    ],
    ['how do you build the gsec curve', [['interpolat'], ['g-sec', 'government']]],
    ['what is a putable bond', ['put', ['holder', 'investor', 'sell back']]],
  ] as const)
    add('definition', question, { texts: [...texts] as (string | string[])[] });

  // ── Unknown bonds and issuers: said specifically (the name restated), with no figures.
  {
    const universe = new Set(bonds.map((bond) => bond.isin));
    const issuers = new Set(bonds.map((bond) => bond.issuer.toLowerCase()));
    for (const [question, named] of [
      ['price of INE999Z01012?', 'INE999Z01012'],
      ['ytm IN0020999998', 'IN0020999998'],
      ['accrued on IN4420269999 for 1 cr', 'IN4420269999'],
      ['Which bonds has Himalaya Hydro Power Ltd issued?', 'Himalaya Hydro'],
      ['sikkim sdls?', 'Sikkim'],
      ['outstanding bonds of Reliance Industries', 'Reliance'],
      ['next coupon on INE123Q07019', 'INE123Q07019'],
      ['compare INE000X08016 and IN0020040005', 'INE000X08016'],
    ] as const) {
      if (universe.has(named) || [...issuers].some((issuer) => issuer.includes(named.toLowerCase())))
        throw new Error(`The held-out set's made-up "${named}" exists in the data.`);
      add('unknown', question, {
        texts: [named, notFoundPhrases],
        noFigures: !question.includes('IN0020040005'),
      });
    }
  }

  // ── Forecasts, tips and off-topic requests: declined, with no figures.
  for (const question of [
    'will rates go down next month?',
    'which bond should I buy for max returns',
    'where will the 10y be by March?',
    "predict RBI's next repo move",
    'give me a stock tip',
    'should I sell my SDLs before the budget?',
    'what will inflation be in 2027',
    'book me a flight to Delhi',
  ])
    add('decline', question, { texts: [declinePhrases], noFigures: true });

  // ── Follow-ups: one conversation each; later turns read against the ones before.
  {
    const a = gsec();
    const other = gsec();
    const riskA = await data.risk(a.id);
    const accruedFor = (bond: EvaluationBond, rupees: number) =>
      consideration(bond.terms!, {
        settlementDate: settlement,
        cleanPrice: bond.cleanPrice!,
        quantity: rupees / (bond.terms!.faceValue ?? 100),
      }).accrued;
    add('follow-up', `price of ${a.isin}`, { numbers: [priceOf(a)] });
    add(
      'follow-up',
      'and its convexity?',
      { numbers: [{ label: 'convexity', value: riskA.convexity, decimals: 4 }] },
      1,
    );
    add(
      'follow-up',
      'accrued on 1 cr of it?',
      {
        numbers: [{ label: 'accrued ₹', value: accruedFor(a, 10_000_000), decimals: 2 }],
        mayState: truths(a, riskA),
      },
      2,
    );
    add(
      'follow-up',
      `same for ${other.isin}`,
      { numbers: [{ label: 'accrued ₹', value: accruedFor(other, 10_000_000), decimals: 2 }] },
      3,
    );
  }
  {
    const screen = (year: string) =>
      bonds
        .filter(
          (bond) =>
            bond.available &&
            bond.issuerType === 'NBFC' &&
            bond.structure === 'CALLABLE' &&
            bond.maturityDate.startsWith(year),
        )
        .sort(
          (left, right) =>
            (right.yieldPercent ?? -Infinity) - (left.yieldPercent ?? -Infinity) || left.id - right.id,
        );
    const first = screen('2031');
    add('follow-up', 'callable NBFC bonds maturing in 2031', {
      numbers: [{ label: 'matches', value: first.length, decimals: 0 }],
      allowedIsins: new Set(first.map((bond) => bond.isin)),
    });
    // The third one only counts when its yield is not tied with a neighbour's (the order would be a guess).
    const third =
      first[2] && ![first[1]?.yieldPercent, first[3]?.yieldPercent].includes(first[2].yieldPercent)
        ? first[2]
        : undefined;
    if (third)
      add(
        'follow-up',
        "the third one's price?",
        // The bond named by its ISIN or by its name (a link to its page).
        { texts: [[third.isin, third.name]], numbers: [priceOf(third)], mayState: [yieldOf(third)] },
        1,
      );
    const second = screen('2032');
    add(
      'follow-up',
      'same for 2032',
      {
        numbers: [{ label: 'matches', value: second.length, decimals: 0 }],
        allowedIsins: new Set(second.map((bond) => bond.isin)),
      },
      third ? 2 : 1,
    );
  }
  {
    add('follow-up', '10 year gsec yield', { numbers: [point(10)] });
    add('follow-up', 'and the 20?', { numbers: [point(20)] }, 1);
    add('follow-up', 'so 10s20s is?', { numbers: [spread(10, 20)] }, 2);
  }
  {
    const [a, b] = [corporate(), psu()];
    const [riskA, riskB] = [await data.risk(a.id), await data.risk(b.id)];
    const longer = riskA.modifiedDuration >= riskB.modifiedDuration ? a : b;
    add('follow-up', `compare ${a.isin} and ${b.isin}`, {
      numbers: [yieldOf(a), yieldOf(b)],
      isins: [a.isin, b.isin],
    });
    add(
      'follow-up',
      'which has the longer modified duration?',
      {
        numbers: [
          { label: `${a.isin} modified duration`, value: riskA.modifiedDuration, decimals: 4 },
          { label: `${b.isin} modified duration`, value: riskB.modifiedDuration, decimals: 4 },
        ],
        texts: [[longer.isin, longer.name]],
        mayState: [...truths(a, riskA), ...truths(b, riskB)],
      },
      1,
    );
    const flows = await data.cashflows(longer.id, 5_000_000, settlement);
    add(
      'follow-up',
      'cash flows of that bond for 50 lakh',
      {
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
      },
      2,
    );
  }
  {
    const bond = sdl();
    const next = (await data.cashflows(bond.id, 30_000_000, settlement)).find((flow) => flow.interest > 0)!;
    add('follow-up', `next coupon on ${bond.isin}?`, { texts: [dateForms(next.date)] });
    add(
      'follow-up',
      'how much would I get on 3 cr?',
      { numbers: [{ label: 'coupon ₹', value: next.interest, decimals: 2 }] },
      1,
    );
  }

  {
    const screen = bonds
      .filter(
        (bond) =>
          bond.available &&
          bond.issuerType === 'PSU' &&
          bond.structure === 'ZERO_COUPON' &&
          ratingGrade(bond.rating) === 'AAA' &&
          bond.yieldPercent !== null,
      )
      .sort((left, right) => right.yieldPercent! - left.yieldPercent! || left.id - right.id);
    add('follow-up', 'aaa rated psu zero coupon bonds', {
      numbers: [{ label: 'matches', value: screen.length, decimals: 0 }],
      allowedIsins: new Set(screen.map((bond) => bond.isin)),
    });
    const second = screen[1];
    // The second one only counts when its yield is not tied with a neighbour's (the order would be a guess).
    if (
      second &&
      second.yieldPercent !== screen[0]!.yieldPercent &&
      second.yieldPercent !== screen[2]?.yieldPercent
    ) {
      const risk = await data.risk(second.id);
      add(
        'follow-up',
        'ytm of the second one?',
        { texts: [[second.isin, second.name]], numbers: [yieldOf(second)], mayState: truths(second, risk) },
        1,
      );
      add(
        'follow-up',
        'and its mod duration',
        {
          numbers: [{ label: 'modifiedDuration', value: risk.modifiedDuration, decimals: 4 }],
          mayState: truths(second, risk),
        },
        2,
      );
    }
  }
  {
    const sdlScreen = (year: string) =>
      bonds.filter(
        (bond) =>
          bond.available &&
          bond.instrumentType === 'SDL' &&
          bond.maturityDate.startsWith(year) &&
          (bond.yieldPercent ?? 0) > 6.4,
      );
    const of2029 = sdlScreen('2029');
    add('follow-up', 'SDLs maturing in 2029 with yield above 6.4%', {
      numbers: [{ label: 'matches', value: of2029.length, decimals: 0 }],
      ...(of2029.length ? {} : { texts: [['no bond', 'no match', 'none']] }),
      allowedIsins: new Set(of2029.map((bond) => bond.isin)),
    });
    const of2030 = sdlScreen('2030');
    add(
      'follow-up',
      'same for 2030',
      {
        numbers: [{ label: 'matches', value: of2030.length, decimals: 0 }],
        ...(of2030.length ? {} : { texts: [['no bond', 'no match', 'none']] }),
        allowedIsins: new Set(of2030.map((bond) => bond.isin)),
      },
      1,
    );
  }

  // ── Added after the first split was published: appended at the end so that no earlier case changes its half
  // or its bond.
  {
    const shorthand = take((bond) => bond.instrumentType === 'GSEC' && bond.structure === 'PLAIN');
    add('price', `${shorthand.name.replace('%', '').toLowerCase()} px?`, { numbers: [priceOf(shorthand)] });
    const state = sdl();
    add('price', `${state.name.replace('%', '').toLowerCase()} yld`, { numbers: [yieldOf(state)] });
    issuerCase('RVFC bonds outstanding?', 'Rural Vidyut Finance Company Limited', 'Rural Vidyut');
    issuerCase('list NHDF paper', 'National Highways Development Finance Limited', 'National Highways');
    add('curve', '2s10s?', { numbers: [spread(2, 10)] });
    add('curve', "what's 2s5s on the gsec curve", { numbers: [spread(2, 5)] });
  }

  return splitInHalves(cases);
}

/** Within each category, conversations (a first turn and its follow-ups) alternate between dev and test. */
function splitInHalves(cases: EvaluationCase[]): EvaluationCase[] {
  const conversations = new Map<string, number>();
  let half: 'dev' | 'test' = 'dev';
  return cases.map((testCase) => {
    if (testCase.turn === 0) {
      const seen = conversations.get(testCase.category) ?? 0;
      conversations.set(testCase.category, seen + 1);
      half = seen % 2 === 0 ? 'dev' : 'test';
    }
    return { ...testCase, half };
  });
}
