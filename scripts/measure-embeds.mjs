// What a partner's page downloads per embed (issue 19), measured the way a partner builds: Vite's production
// build (Rolldown, minified) of the published `dist/` files, React and the Sendbird SDK excluded, gzip per
// chunk. "initial" is the entry's static import graph; "in use" adds the chunks of the client's API
// namespaces the widget calls (the client loads each namespace's module on its first call) with their static
// imports. Fails when an embed's "in use" size exceeds its budget. Run by `npm run size` after the build.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const client = "export { createBondClient } from '@bondkit/core';";
const provider = "export { BondkitProvider } from '@bondkit/widgets/provider';";
const kB = 1000;

/**
 * name, the embed's imports, the client namespaces the widget calls, the budget for "in use" (gzip bytes).
 * Budgets are today's sizes plus a little (they stop regressions). Issue 19's targets: BondSearch 25 kB (met
 * with a composed client), PricingInput 20 (met), QuoteSheet 40 (met since the sheet windows its rows itself),
 * QuoteForm 45, everything 70. The client's first load
 * carries no schema library; every schema the client can load is zod/mini now (classic zod anywhere in
 * the client's reach pulled about 18 kB of zod core into the lazily loaded chunks, whatever the widget
 * used: BondSearch 37.8, QuoteSheet 55.8, QuoteForm 75.8, everything 138 kB before). What is left of zod
 * is one chunk shared by the lazily loaded namespaces (about 12 kB), shaken to the union of what every
 * schema uses, plus zod's English messages (1.3 kB) where a payload schema is used. Object schemas are
 * built by spreading shapes, not with z.extend, z.partial or z.required: those were the client's only use of
 * zod's shape-cloning helpers (0.67 kB of that chunk).
 */
const embeds = [
  [
    // The search embed as the README shows it: a client composed of the market calls alone, so that the bundle
    // holds neither the other namespaces' schemas nor the zod they use (the zod chunk is the union of what
    // every schema in the bundle uses: 9.1 kB here, 11.7 with every namespace), nor the trade stream.
    // 28.73 kB with createBondClient before, the figure in the next row after.
    'BondSearch (client composed of the market calls + provider + widget)',
    `export { composeBondClient, loadMarketApi } from '@bondkit/core';${provider}export { BondSearch } from '@bondkit/widgets/bond-search';`,
    ['market'],
    25 * kB,
  ],
  [
    'BondSearch (createBondClient + provider + widget)',
    `${client}${provider}export { BondSearch } from '@bondkit/widgets/bond-search';`,
    ['market'],
    28.5 * kB,
  ],
  [
    'PricingInput (provider + widget, local pricing)',
    `${provider}export { PricingInput } from '@bondkit/widgets/pricing-input';`,
    [],
    16 * kB,
  ],
  [
    'QuoteSheet (client + provider + widget)',
    `${client}${provider}export { QuoteSheet } from '@bondkit/widgets/quote-sheet';`,
    ['market', 'quotes'],
    36.5 * kB,
  ],
  [
    'QuoteForm (client + provider + widget)',
    `${client}${provider}export { QuoteForm } from '@bondkit/widgets/quote-form';`,
    // `trade` for the RFQ window's timings (useRfqWindow), left out of this row before.
    ['market', 'quotes', 'participants', 'trade'],
    // The form prices on the server unless the embedder gives the bond's terms (`getBondTerms`): only then
    // does it load the pricing engine (about 6.6 kB), a chunk of its own not counted here. 57.74 kB before;
    // 52.09 kB without `trade`, 53.88 with it.
    54.5 * kB,
  ],
  [
    'every widget (client + the widgets root entry, the namespaces the widgets call)',
    `${client}export * from '@bondkit/widgets';`,
    // What the widgets call: the chat workspace's session token comes from the embedder's own call of
    // `client.chatSession`, counted here all the same.
    ['market', 'quotes', 'participants', 'trade', 'chatSession', 'stream'],
    84 * kB,
  ],
  [
    'everything (client + the widgets root entry, every namespace the client can load)',
    `${client}export * from '@bondkit/widgets';`,
    ['*'],
    // Every namespace loaded: the contract's precise answers (orders, negotiations, the security page,
    // accounts, tickets, sign-in) in place of `OpenObject` took it from 120.05 to 121.71 kB. The quote
    // sheet's and the data table's own row windowing in place of TanStack Virtual, then about 60 more
    // endpoints on the contract: 110.37 kB. The data table without TanStack Table: 96.72 kB.
    97.5 * kB,
  ],
];

const root = process.cwd();
const scratch = mkdtempSync(join(root, 'node_modules', '.measure-embeds-'));
let failed = false;
try {
  const rows = [];
  for (const [name, code, namespaces, budget] of embeds) {
    const entry = join(scratch, 'entry.js');
    writeFileSync(entry, code);
    const output = await build({
      root: scratch,
      configFile: false,
      logLevel: 'error',
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, '@sendbird/chat'] },
      },
    });
    const chunks = (Array.isArray(output) ? output[0] : output).output.filter(
      (item) => item.type === 'chunk',
    );
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const reach = (chunk, seen) => {
      if (seen.has(chunk.fileName)) return seen;
      seen.add(chunk.fileName);
      for (const imported of chunk.imports) if (byFile.has(imported)) reach(byFile.get(imported), seen);
      return seen;
    };
    const initial = reach(
      chunks.find((chunk) => chunk.isEntry),
      new Set(),
    );
    const inUse = new Set(initial);
    for (const chunk of chunks) {
      // A namespace's chunk holds client/api/<namespace>.js; the trade stream's holds createTradeStream.js.
      const lazyModule = Object.keys(chunk.modules).find((id) =>
        /(client\/api\/\w+|stream\/createTradeStream)\.js$/.test(id),
      );
      const namespace = lazyModule?.match(/(?:client\/api\/(\w+)|stream\/createTradeStream)\.js$/);
      const lazyName = namespace === undefined || namespace === null ? undefined : (namespace[1] ?? 'stream');
      if (lazyName !== undefined && (namespaces.includes('*') || namespaces.includes(lazyName)))
        reach(chunk, inUse);
    }
    const size = (files) => [...files].reduce((sum, file) => sum + gzipSync(byFile.get(file).code).length, 0);
    const row = { embed: name, initial: size(initial), inUse: size(inUse), budget };
    if (row.inUse > budget) failed = true;
    rows.push(row);
  }
  const format = (bytes) => `${(bytes / kB).toFixed(2)} kB`;
  for (const row of rows) {
    const verdict = row.inUse > row.budget ? 'OVER BUDGET' : 'ok';
    console.log(
      `embed: ${row.embed}\n  initial ${format(row.initial)}, in use ${format(row.inUse)} (budget ${format(row.budget)}) ${verdict}`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) {
  console.error('An embed is over its budget: see above.');
  process.exitCode = 1;
}
