// Pricing benchmark: `npx tsx packages/core/bench/pricing.bench.ts`. Prints median time per call for
// priceFromYield / yieldFromPrice on a 10-year semi-annual G-sec, the time to reprice 10,000 different bonds
// (warm: their terms already compiled) and to price 10,000 bonds never seen before (cold: parsing the terms and
// building each schedule, what a quote sheet pays for a new bond and a server for seeding), and the same
// operations through QuantLib-Python (quantlib_timing.py) with the ratio. Targets (issue 3): <= 1 us, <= 5 us,
// <= 10 ms. Issue 21 adds the indexed kinds (MIBOR FRN, inflation-indexed bond) against their QuantLib equivalents.
// Never part of `npm test`: numbers, not assertions.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { priceFromYield, yieldFromPrice } from '../src/pricing/index';
import type { BondTerms } from '../src/pricing/index';
import {
  priceFromRealYield,
  priceMiborFrn,
  realYieldFromPrice,
  solveMiborFrn,
} from '../src/pricing/indexed/index';
import type { CapitalIndexedBondInput, MiborFrnInput } from '../src/pricing/indexed/index';

const settlementDate = '2024-04-08';
const gsec: BondTerms = {
  couponRate: 7.26,
  frequency: 2,
  issueDate: '2023-08-22',
  maturityDate: '2033-08-22',
  convention: 'GSEC',
};

// The indexed kinds (issue 21), the same instruments quantlib_timing.py builds: a 3-year quarterly MIBOR FRN with
// the current period's fixings published (weekdays from 2024-01-15 to settlement, 6.5% + 1 bp a day) and a 10-year
// semi-annual inflation-indexed bond on a monthly index from 2023-01 (100, +0.5% a month).
function weekdayFixings(from: string, to: string): { date: string; rate: number }[] {
  const fixings: { date: string; rate: number }[] = [];
  for (let day = Date.parse(from); day <= Date.parse(to); day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    fixings.push({ date: new Date(day).toISOString().slice(0, 10), rate: 6.5 + fixings.length / 100 });
  }
  return fixings;
}
const miborFrn: MiborFrnInput = {
  spread: 0.75,
  frequency: 4,
  issueDate: '2023-01-15',
  maturityDate: '2026-01-15',
  fixings: weekdayFixings('2024-01-15', settlementDate),
  projectedRate: 6.6,
};
const indexSeries = Array.from({ length: 140 }, (_, month) => ({
  month: `${2023 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`,
  value: 100 * 1.005 ** month,
}));
const indexedBond: CapitalIndexedBondInput = {
  couponRate: 1.44,
  issueDate: '2023-06-05',
  maturityDate: '2033-06-05',
  indexSeries,
};

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** 10,000 different bonds, each a new terms object, so the engine has compiled none of them. */
function sheet(): BondTerms[] {
  return Array.from({ length: 10_000 }, (_, index) => ({
    couponRate: 5 + (index % 700) / 100,
    frequency: 2 as const,
    maturityDate: `${2027 + (index % 20)}-${twoDigits(1 + (index % 12))}-${twoDigits(1 + (index % 28))}`,
    convention: 'GSEC' as const,
  }));
}

function repriceMs(bonds: BondTerms[]): number {
  const start = performance.now();
  for (let index = 0; index < bonds.length; index += 1) {
    priceFromYield(bonds[index] as BondTerms, { settlementDate, yield: 6 + (index % 300) / 100 });
  }
  return performance.now() - start;
}

async function main(): Promise<void> {
  const bench = new Bench({ time: 1500, warmup: true });
  let yieldPercent = 7;
  bench
    .add('priceFromYield', () => {
      yieldPercent = yieldPercent > 8 ? 6 : yieldPercent + 0.0001;
      priceFromYield(gsec, { settlementDate, yield: yieldPercent });
    })
    .add('yieldFromPrice', () => {
      yieldPercent = yieldPercent > 8 ? 6 : yieldPercent + 0.0001;
      yieldFromPrice(gsec, { settlementDate, cleanPrice: 95 + yieldPercent });
    })
    .add('priceMiborFrn', () => {
      yieldPercent = yieldPercent > 8 ? 6 : yieldPercent + 0.0001;
      priceMiborFrn(miborFrn, { settlementDate, yield: yieldPercent });
    })
    .add('solveMiborFrn', () => {
      yieldPercent = yieldPercent > 8 ? 6 : yieldPercent + 0.0001;
      solveMiborFrn(miborFrn, { settlementDate, cleanPrice: 93 + yieldPercent });
    })
    .add('priceFromRealYield', () => {
      yieldPercent = yieldPercent > 8 ? 6 : yieldPercent + 0.0001;
      priceFromRealYield(indexedBond, { settlementDate, yield: yieldPercent - 5 });
    })
    .add('realYieldFromPrice', () => {
      yieldPercent = yieldPercent > 8 ? 6 : yieldPercent + 0.0001;
      realYieldFromPrice(indexedBond, { settlementDate, cleanPrice: 92 + yieldPercent });
    });
  await bench.run();
  const medianNs = (name: string) => {
    const result = bench.getTask(name)?.result as { latency?: { p50?: number } } | undefined;
    return (result?.latency?.p50 ?? Number.NaN) * 1e6;
  };
  // First pass parses and compiles each bond's schedule; later passes (a quote sheet every frame) reuse it.
  const bonds = sheet();
  const firstPass = repriceMs(bonds);
  // The first few passes also pay for JIT warm-up and the compile pass's garbage; the median of 25 is steady state.
  const passes = Array.from({ length: 25 }, () => repriceMs(bonds)).sort((first, second) => first - second);
  // Cold with a warm JIT, as a running quote sheet or server meets new bonds: fresh terms objects every pass, so
  // each pass parses and compiles all 10,000 again. Sheets are made before timing so only the engine is timed.
  const coldPasses = Array.from({ length: 9 }, () => repriceMs(sheet())).sort(
    (first, second) => first - second,
  );
  const ours = {
    priceFromYieldNs: medianNs('priceFromYield'),
    yieldFromPriceNs: medianNs('yieldFromPrice'),
    miborPriceNs: medianNs('priceMiborFrn'),
    miborSolveNs: medianNs('solveMiborFrn'),
    indexedPriceNs: medianNs('priceFromRealYield'),
    indexedSolveNs: medianNs('realYieldFromPrice'),
    reprice10kMs: passes[12] as number,
    cold10kMs: coldPasses[4] as number,
  };

  const script = fileURLToPath(new URL('./quantlib_timing.py', import.meta.url));
  const python = spawnSync('/usr/bin/python3', [script], { encoding: 'utf8', timeout: 300_000 });
  let quantlib: typeof ours | null = null;
  let quantlibVersion = '';
  if (python.status === 0) {
    const parsed = JSON.parse(python.stdout) as typeof ours & { quantlib: string };
    quantlib = parsed;
    quantlibVersion = parsed.quantlib;
  }

  const rows = [
    [
      'priceFromYield, 10y semi-annual G-sec (median per call)',
      ours.priceFromYieldNs,
      quantlib?.priceFromYieldNs,
      'ns',
      '<= 1000 ns',
    ],
    [
      'yieldFromPrice, 10y semi-annual G-sec (median per call)',
      ours.yieldFromPriceNs,
      quantlib?.yieldFromPriceNs,
      'ns',
      '<= 5000 ns',
    ],
    [
      'MIBOR FRN, 3y quarterly: price at a yield (QuantLib: npv of an OvernightLeg + accrued)',
      ours.miborPriceNs,
      quantlib?.miborPriceNs,
      'ns',
      'no target',
    ],
    [
      'MIBOR FRN, 3y quarterly: yield of a clean price (QuantLib: CashFlows.yieldRate)',
      ours.miborSolveNs,
      quantlib?.miborSolveNs,
      'ns',
      'no target',
    ],
    [
      'inflation-indexed 10y: real price + index ratio (QuantLib: real-leg npv + CPI.laggedFixing)',
      ours.indexedPriceNs,
      quantlib?.indexedPriceNs,
      'ns',
      'no target',
    ],
    [
      'inflation-indexed 10y: real yield of a price (QuantLib: yieldRate + CPI.laggedFixing)',
      ours.indexedSolveNs,
      quantlib?.indexedSolveNs,
      'ns',
      'no target',
    ],
    [
      'reprice 10,000 different bonds (median of 25 passes)',
      ours.reprice10kMs,
      quantlib?.reprice10kMs,
      'ms',
      '<= 10 ms',
    ],
    [
      'price 10,000 new bonds, cold (median of 9 passes)',
      ours.cold10kMs,
      quantlib?.cold10kMs,
      'ms',
      'no target yet',
    ],
  ] as const;
  console.log('| operation | bondkit | QuantLib-Python | QuantLib / bondkit | target |');
  console.log('|---|---|---|---|---|');
  for (const [name, mine, theirs, unit, target] of rows) {
    const ratio = theirs === undefined ? 'n/a' : `${(theirs / mine).toFixed(1)}x`;
    const reference = theirs === undefined ? 'n/a' : `${theirs.toFixed(unit === 'ms' ? 1 : 0)} ${unit}`;
    console.log(
      `| ${name} | ${mine.toFixed(unit === 'ms' ? 2 : 0)} ${unit} | ${reference} | ${ratio} | ${target} |`,
    );
  }
  console.log(
    `Very first pass over 10,000 bonds (as the cold row, also paying for JIT warm-up): ${firstPass.toFixed(2)} ms`,
  );
  if (quantlib)
    console.log(
      `QuantLib ${quantlibVersion} through /usr/bin/python3 (SWIG bindings; includes Python call overhead).`,
    );
  else
    console.log(
      `QuantLib-Python is unavailable (${(python.stderr || python.error?.message || '').trim().split('\n').pop()}); only bondkit timed.`,
    );
}

await main();
