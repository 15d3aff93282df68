// Pricing benchmark: `npx tsx packages/core/bench/pricing.bench.ts`. Prints median time per call for
// priceFromYield / yieldFromPrice on a 10-year semi-annual G-sec, the time to reprice 10,000 different bonds
// (warm: their terms already compiled) and to price 10,000 bonds never seen before (cold: parsing the terms and
// building each schedule, what a quote sheet pays for a new bond and a server for seeding), and the same
// operations through QuantLib-Python (quantlib_timing.py) with the ratio. Targets (issue 3): <= 1 us, <= 5 us,
// <= 10 ms. Never part of `npm test`: numbers, not assertions.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { priceFromYield, yieldFromPrice } from '../src/pricing/index';
import type { BondTerms } from '../src/pricing/index';

const settlementDate = '2024-04-08';
const gsec: BondTerms = {
  couponRate: 7.26,
  frequency: 2,
  issueDate: '2023-08-22',
  maturityDate: '2033-08-22',
  convention: 'GSEC',
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
