import type { InstrumentExtraTerms } from '../database/schema/trading';
import { addDays, addYears, isoDate, spelledDate } from './calendarDates';
import { withCheckDigit } from './isin';
import {
  companyKinds,
  companyNamePrefixes,
  demoCreditRationale,
  psuIssuerNames,
  ratingAgencies,
  ratingSpreads,
  sdlStates,
} from './issuerCatalogue';
import {
  gsecCurveYield,
  nbfcExtraSpread,
  psuSpread,
  sdlSpread,
  treasuryBillYield,
  unsecuredExtraSpread,
} from './referenceYields';
import { createSeededRandom, type SeededRandom } from './seededRandom';

/** An issuer to insert. */
export interface IssuerSeed {
  name: string;
  issuerType: 'GOI' | 'STATE' | 'PSU' | 'BANK' | 'NBFC' | 'CORPORATE';
  sector: string;
  creditRationale: string;
  /** Company code in corporate ISINs (`INE` + code). */
  isinCode: string;
  /** Upper-case short form used in bond names. */
  shortName: string;
}

/** An instrument to insert; `issuerIndex` points into the issuers list. */
export interface InstrumentSeed {
  isin: string;
  displayName: string;
  issuerIndex: number;
  instrumentType: 'GSEC' | 'SDL' | 'TBILL' | 'FRB' | 'PSU' | 'CORPORATE';
  couponRate: number;
  frequency: 0 | 1 | 2 | 4 | 12;
  issueDate: string;
  maturityDate: string;
  faceValue: number;
  convention: 'GSEC' | 'SDL' | 'TBILL' | 'CORPORATE' | null;
  extraTerms: InstrumentExtraTerms;
  isListed: boolean;
  isDisabledIsin: boolean;
  secured: boolean | null;
  rating: string | null;
  ratingAgency: string | null;
  isLiquid: boolean;
  referenceYield: number;
}

/** What {@link generateUniverse} builds. */
export interface UniverseOptions {
  /** How many instruments. Default 3,000 (the demo); the benchmark generator asks for 50,000. */
  instrumentCount?: number;
  /** The market date, `YYYY-MM-DD`: maturities and matured flags are relative to it. */
  asOf: string;
  /** The random seed. Default 20260101: the same seed and date build the same universe. */
  seed?: number;
}

/** Real dated G-secs (public sovereign data), so the demo finds the names people type. */
const benchmarkGsecs: readonly { coupon: number; maturity: string }[] = [
  { coupon: 7.18, maturity: '2033-07-24' },
  { coupon: 7.26, maturity: '2033-02-06' },
  { coupon: 7.1, maturity: '2034-04-08' },
  { coupon: 6.79, maturity: '2034-10-07' },
  { coupon: 7.3, maturity: '2053-06-19' },
  { coupon: 6.92, maturity: '2039-11-18' },
  { coupon: 7.34, maturity: '2064-04-22' },
  { coupon: 7.06, maturity: '2028-04-10' },
  { coupon: 7.17, maturity: '2030-04-17' },
  { coupon: 7.32, maturity: '2030-11-13' },
  { coupon: 6.54, maturity: '2032-01-17' },
  { coupon: 5.63, maturity: '2026-04-12' },
];

const round2 = (value: number) => Math.round(value * 100) / 100;

const maxDate = (first: string, second: string) => (first > second ? first : second);

/** The last coupon date on or before `asOf` of a bond paying every `months` months up to `maturity`. */
function lastCouponDate(maturity: string, months: number, asOf: string): string {
  const [year, month, day] = maturity.split('-').map(Number) as [number, number, number];
  for (let step = 1; ; step += 1) {
    const total = year * 12 + (month - 1) - months * step;
    const date = isoDate(Math.floor(total / 12), (total % 12) + 1, day);
    if (date <= asOf) return date;
  }
}
const alphanumerics = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Two ISIN characters (1,296 values) from a number. */
const twoCharacters = (number: number) =>
  `${alphanumerics[Math.floor(number / 36) % 36]}${alphanumerics[number % 36]}`;

function weightedRating(random: SeededRandom): { grade: string; spread: number } {
  const total = ratingSpreads.reduce((sum, entry) => sum + entry.weight, 0);
  let draw = random.next() * total;
  for (const entry of ratingSpreads) {
    draw -= entry.weight;
    if (draw < 0) return entry;
  }
  return ratingSpreads[0]!;
}

function couponFrom(random: SeededRandom, referenceYield: number): number {
  // Bonds were issued when yields were different: the coupon scatters around today's yield.
  return Math.max(3.5, round2(referenceYield + random.normal() * 0.45));
}

/** A deterministic bond universe of every kind the Indian market trades, with full pricing terms. */
export function generateUniverse(options: UniverseOptions): {
  issuers: IssuerSeed[];
  instruments: InstrumentSeed[];
} {
  const count = Math.max(50, Math.floor(options.instrumentCount ?? 3000));
  const random = createSeededRandom(options.seed ?? 20260101);
  const asOf = options.asOf;
  const anchorYear = Number(asOf.slice(0, 4));
  const usedIsins = new Set<string>();
  const usedNames = new Set<string>();
  const issuers: IssuerSeed[] = [];
  const instruments: InstrumentSeed[] = [];

  const uniqueIsin = (makeBody: (attempt: number) => string): string => {
    for (let attempt = 0; attempt < 50_000; attempt += 1) {
      const isin = withCheckDigit(makeBody(attempt));
      if (!usedIsins.has(isin)) {
        usedIsins.add(isin);
        return isin;
      }
    }
    throw new Error('ISIN space exhausted');
  };
  const uniqueName = (name: string): string => {
    let candidate = name;
    for (let series = 2; usedNames.has(candidate); series += 1) candidate = `${name} SR-${series}`;
    usedNames.add(candidate);
    return candidate;
  };
  const randomMaturity = (minimumYears: number, maximumYears: number) =>
    isoDate(
      anchorYear + random.integer(minimumYears, maximumYears),
      random.integer(1, 12),
      random.integer(1, 28),
    );
  /** An issue date on the coupon schedule and before the market date. */
  const pastIssueDate = (date: string) =>
    date < asOf ? date : addYears(date, Number(asOf.slice(0, 4)) - Number(date.slice(0, 4)) - 1);
  const tenorYears = (maturity: string) => (Date.parse(maturity) - Date.parse(asOf)) / (365.25 * 86_400_000);

  // Issuers: the sovereign, the states, the PSUs and enough companies for the universe's size.
  issuers.push({
    name: 'Government of India',
    issuerType: 'GOI',
    sector: 'Sovereign',
    creditRationale: '',
    isinCode: '',
    shortName: 'GS',
  });
  const stateIndex = new Map<string, number>();
  for (const state of sdlStates) {
    stateIndex.set(state.code, issuers.length);
    issuers.push({
      name: `State Government of ${state.name}`,
      issuerType: 'STATE',
      sector: 'State Government',
      creditRationale: '',
      isinCode: state.isinCode,
      shortName: state.code,
    });
  }
  const psuStart = issuers.length;
  psuIssuerNames.forEach((psu, index) => {
    issuers.push({
      name: `${psu.name} Limited`,
      issuerType: 'PSU',
      sector: psu.sector,
      creditRationale: '',
      isinCode: `${String(500 + index).padStart(3, '0')}P`,
      shortName: psu.name.toUpperCase(),
    });
  });
  const companyStart = issuers.length;
  const companyCount = Math.max(40, Math.ceil(count / 30));
  for (let index = 0; index < companyCount; index += 1) {
    const kind = companyKinds[index % companyKinds.length]!;
    const prefix = companyNamePrefixes[Math.floor(index / companyKinds.length) % companyNamePrefixes.length]!;
    const generation = Math.floor(index / (companyKinds.length * companyNamePrefixes.length));
    const base =
      generation === 0
        ? `${prefix} ${kind.words}`
        : `${prefix} ${kind.words} ${['', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'][generation] ?? generation + 1}`;
    const code = `${String(index % 1000).padStart(3, '0')}${alphanumerics[10 + (Math.floor(index / 1000) % 26)]}`;
    issuers.push({
      name: `${base} Limited`,
      issuerType: kind.issuerType,
      sector: kind.sector,
      creditRationale: '',
      isinCode: code,
      shortName: base.toUpperCase(),
    });
  }
  const issuerRatings = issuers.map((issuer) =>
    issuer.issuerType === 'GOI' || issuer.issuerType === 'STATE'
      ? null
      : issuer.issuerType === 'PSU'
        ? { grade: 'AAA', spread: psuSpread, agency: random.pick(ratingAgencies.slice(0, 4)) }
        : { ...weightedRating(random), agency: random.pick(ratingAgencies) },
  );
  issuers.forEach((issuer, index) => {
    const rating = issuerRatings[index];
    issuer.creditRationale = demoCreditRationale(
      issuer,
      rating ? `${rating.agency} ${rating.grade}` : issuer.issuerType === 'GOI' ? 'SOVEREIGN' : null,
    );
  });

  const quota = {
    gsec: Math.max(benchmarkGsecs.length + 8, Math.round(count * 0.05)),
    sdl: Math.round(count * 0.22),
    tbill: Math.max(6, Math.round(count * 0.03)),
    frb: Math.max(2, Math.round(count * 0.005)),
    psu: Math.round(count * 0.15),
  };
  const matured = () => random.chance(0.03);

  // Dated G-secs: semi-annual, GSEC convention.
  for (let index = 0; index < quota.gsec; index += 1) {
    const benchmark = benchmarkGsecs[index];
    const maturity = benchmark
      ? benchmark.maturity
      : matured()
        ? randomMaturity(-3, -1)
        : randomMaturity(1, 40);
    const referenceYield = round2(gsecCurveYield(tenorYears(maturity)) + random.normal() * 0.03);
    const coupon = benchmark ? benchmark.coupon : couponFrom(random, referenceYield);
    const issueYear = Math.min(anchorYear, Number(maturity.slice(0, 4)) - random.integer(5, 30));
    instruments.push({
      isin: uniqueIsin(
        (attempt) =>
          `IN00${issueYear - Math.floor(attempt / 1000)}${String((index * 7 + attempt) % 1000).padStart(3, '0')}`,
      ),
      displayName: uniqueName(`${coupon.toFixed(2)}% GS ${maturity.slice(0, 4)}`),
      issuerIndex: 0,
      instrumentType: 'GSEC',
      couponRate: coupon,
      frequency: 2,
      issueDate: pastIssueDate(addYears(maturity, issueYear - Number(maturity.slice(0, 4)))),
      maturityDate: maturity,
      faceValue: 100,
      convention: 'GSEC',
      extraTerms: {},
      isListed: true,
      isDisabledIsin: false,
      secured: null,
      rating: 'SOVEREIGN',
      ratingAgency: null,
      isLiquid: tenorYears(maturity) > 0.5,
      referenceYield,
    });
  }

  // State development loans: semi-annual, SDL convention.
  for (let index = 0; index < quota.sdl; index += 1) {
    const state = index === 0 ? sdlStates[0]! : random.pick(sdlStates);
    const maturity =
      index === 0 ? `${anchorYear + 8}-03-27` : matured() ? randomMaturity(-3, -1) : randomMaturity(1, 30);
    const referenceYield = round2(gsecCurveYield(tenorYears(maturity)) + sdlSpread + random.normal() * 0.06);
    const coupon = index === 0 ? 7.42 : couponFrom(random, referenceYield);
    const tenor = random.integer(5, 30);
    const issueYear = Math.min(anchorYear, Number(maturity.slice(0, 4)) - tenor);
    instruments.push({
      isin: uniqueIsin(
        (attempt) =>
          `IN${state.isinCode}${issueYear - Math.floor(attempt / 1000)}${String((index * 13 + attempt) % 1000).padStart(3, '0')}`,
      ),
      displayName: uniqueName(`${coupon.toFixed(2)}% ${state.code} SDL ${maturity.slice(0, 4)}`),
      issuerIndex: stateIndex.get(state.code)!,
      instrumentType: 'SDL',
      couponRate: coupon,
      frequency: 2,
      issueDate: pastIssueDate(addYears(maturity, issueYear - Number(maturity.slice(0, 4)))),
      maturityDate: maturity,
      faceValue: 100,
      convention: 'SDL',
      extraTerms: {},
      isListed: true,
      isDisabledIsin: false,
      secured: null,
      rating: null,
      ratingAgency: null,
      isLiquid: random.chance(0.1),
      referenceYield,
    });
  }

  // Treasury bills: discount instruments of 91, 182 and 364 days, maturing within the year.
  for (let index = 0; index < quota.tbill; index += 1) {
    const days = [91, 182, 364][index % 3]!;
    const maturity = addDays(asOf, random.integer(3, days));
    const letter = { 91: 'X', 182: 'Y', 364: 'Z' }[days as 91 | 182 | 364];
    instruments.push({
      isin: uniqueIsin(
        (attempt) => `IN00${maturity.slice(0, 4)}${letter}${twoCharacters(index + attempt * 37)}`,
      ),
      displayName: uniqueName(`${days} DTB ${spelledDate(maturity)}`),
      issuerIndex: 0,
      instrumentType: 'TBILL',
      couponRate: 0,
      frequency: 0,
      issueDate: addDays(maturity, -days),
      maturityDate: maturity,
      faceValue: 100,
      convention: 'TBILL',
      extraTerms: {},
      isListed: true,
      isDisabledIsin: false,
      secured: null,
      rating: 'SOVEREIGN',
      ratingAgency: null,
      isLiquid: true,
      referenceYield: round2(treasuryBillYield(days)),
    });
  }

  // Floating-rate G-secs: the 182-day T-bill base rate plus a fixed spread, reset every coupon date; the
  // current coupon is known (the last reset), so the engine prices them as G-secs (`goiFrbTerms`). The spread
  // puts the coupon at the bond's reference yield, with no random draw (the rest of the universe stays as it was).
  const baseRate = round2(treasuryBillYield(182));
  for (let index = 0; index < quota.frb; index += 1) {
    const maturity = randomMaturity(2, 12);
    const referenceYield = round2(gsecCurveYield(tenorYears(maturity)) + 0.1);
    instruments.push({
      isin: uniqueIsin((attempt) => `IN00${anchorYear - 5}F${twoCharacters(index + attempt * 37)}`),
      displayName: uniqueName(`GOI FRB ${maturity.slice(0, 4)}`),
      issuerIndex: 0,
      instrumentType: 'FRB',
      couponRate: 0,
      frequency: 2,
      issueDate: addYears(maturity, -10),
      maturityDate: maturity,
      faceValue: 100,
      convention: null,
      extraTerms: {
        floatingRate: {
          spread: round2(Math.max(0, referenceYield - baseRate)),
          // From the last coupon date, or from issue for a bond not yet issued on the market date.
          resets: [
            {
              date: maxDate(lastCouponDate(maturity, 6, asOf), addYears(maturity, -10)),
              tbillYields: [baseRate, baseRate, baseRate],
            },
          ],
        },
      },
      isListed: true,
      isDisabledIsin: false,
      secured: null,
      rating: 'SOVEREIGN',
      ratingAgency: null,
      isLiquid: false,
      referenceYield,
    });
  }

  // PSU and corporate bonds, secured and unsecured, with zero-coupon, callable, putable, step-up and
  // amortising structures.
  const serials = new Map<number, number>();
  const remaining = count - instruments.length;
  for (let index = 0; index < remaining; index += 1) {
    const isPsu = index < quota.psu;
    const issuerIndex = isPsu
      ? psuStart + random.integer(0, psuIssuerNames.length - 1)
      : companyStart + random.integer(0, companyCount - 1);
    const issuer = issuers[issuerIndex]!;
    const rating = issuerRatings[issuerIndex]!;
    const secured = isPsu ? random.chance(0.4) : random.chance(0.55);
    const structureDraw = random.next();
    const structure =
      structureDraw < 0.06
        ? 'zero'
        : structureDraw < 0.18
          ? 'call'
          : structureDraw < 0.23
            ? 'put'
            : structureDraw < 0.27
              ? 'step'
              : structureDraw < 0.33
                ? 'amortising'
                : 'plain';
    const isMatured = matured();
    const minimumYears = structure === 'plain' || structure === 'zero' ? 1 : 5;
    const maturity = isMatured ? randomMaturity(-3, -1) : randomMaturity(minimumYears, isPsu ? 15 : 10);
    const tenor = tenorYears(maturity);
    let spread =
      rating.spread +
      (secured ? 0 : unsecuredExtraSpread) +
      (issuer.issuerType === 'NBFC' ? nbfcExtraSpread : 0);
    if (structure === 'zero') spread += 0.1;
    const referenceYield = round2(gsecCurveYield(tenor) + spread + random.normal() * 0.1);
    const frequencyDraw = random.next();
    const frequency: InstrumentSeed['frequency'] =
      structure === 'zero'
        ? 0
        : structure !== 'plain'
          ? 1
          : frequencyDraw < 0.7
            ? 1
            : frequencyDraw < 0.85
              ? 2
              : frequencyDraw < 0.95
                ? 4
                : 12;
    const coupon = structure === 'zero' ? 0 : couponFrom(random, referenceYield);
    const issueYears =
      structure === 'plain' || structure === 'zero' ? random.integer(2, 10) : random.integer(7, 12);
    const issueDate = pastIssueDate(addYears(maturity, -Math.max(issueYears, Math.ceil(tenor) + 1)));
    const extraTerms: InstrumentExtraTerms = { recordDays: 15 };
    const years = (offset: number) => addYears(maturity, -offset);
    if (structure === 'call')
      extraTerms.calls = [
        { date: years(2), price: 100 },
        { date: years(1), price: 100 },
      ];
    if (structure === 'put') extraTerms.puts = [{ date: years(3), price: 100 }];
    if (structure === 'step') extraTerms.couponSteps = [{ date: years(3), couponRate: round2(coupon + 0.5) }];
    if (structure === 'amortising')
      extraTerms.redemptions = [
        { date: years(3), amount: 25 },
        { date: years(2), amount: 25 },
        { date: years(1), amount: 25 },
      ];
    const faceDraw = random.next();
    const faceValue =
      isPsu && faceDraw < 0.3 ? 1000 : faceDraw < 0.2 ? 10_000 : faceDraw < 0.8 ? 100_000 : 1_000_000;
    const serial = serials.get(issuerIndex) ?? 0;
    serials.set(issuerIndex, serial + 1);
    const label =
      structure === 'zero'
        ? `0% ${issuer.shortName} ZCB ${maturity.slice(0, 4)}`
        : `${coupon.toFixed(2)}% ${issuer.shortName}${structure === 'step' ? ' STEP-UP' : structure === 'amortising' ? ' AMORT' : ''} ${maturity.slice(0, 4)}`;
    const securityType = secured ? '07' : '08';
    const isListed = !random.chance(0.06);
    instruments.push({
      isin: uniqueIsin((attempt) => {
        const number = serial + attempt * 997;
        return `INE${issuer.isinCode}${securityType}${twoCharacters(number)}`;
      }),
      displayName: uniqueName(label),
      issuerIndex,
      instrumentType: isPsu ? 'PSU' : 'CORPORATE',
      couponRate: coupon,
      frequency,
      issueDate,
      maturityDate: maturity,
      faceValue,
      convention: 'CORPORATE',
      extraTerms,
      isListed,
      isDisabledIsin: false,
      secured,
      rating: `${rating.agency ?? ''} ${rating.grade}`.trim(),
      ratingAgency: rating.agency ?? null,
      isLiquid:
        isListed &&
        !isMatured &&
        ['AAA', 'AA+', 'AA'].includes(rating.grade) &&
        random.chance(isPsu ? 0.2 : 0.08),
      referenceYield,
    });
  }

  // A few ISINs the depositories have disabled (suspended or extinguished): shown, never selectable.
  for (let index = 0; index < instruments.length; index += 97) {
    const instrument = instruments[index]!;
    if (instrument.instrumentType === 'CORPORATE' || instrument.instrumentType === 'PSU') {
      instrument.isDisabledIsin = true;
      instrument.isLiquid = false;
    }
  }
  return { issuers, instruments };
}
