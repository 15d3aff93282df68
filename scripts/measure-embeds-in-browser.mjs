// What each embed costs a partner's page in a real browser (issue 35's "Done when": measured in a real browser,
// after use, React excluded, CSS included). For each embed: a small React page (scripts/embed-pages/, written as
// packages/widgets/README.md and packages/core/README.md tell a partner to: the tokens' CSS once and the widget's
// own file), built by Vite in production mode from the packages' `dist` (what the tarballs ship) with React
// (react, react-dom, scheduler, the JSX runtime) in a chunk of its own, served gzipped (zlib's default level,
// with Content-Length, as a CDN or nginx serves it) from its own origin, and opened in Chromium against the
// reference server on another origin. The widget is then used (a search typed and a bond chosen, a price typed,
// a quote submitted, a question answered, the chat opened), waiting for the network to be quiet after each step
// so that lazily loaded chunks are counted. The bytes are the response bodies as they came over the wire
// (Playwright's `request.sizes().responseBodySize`, checked against the gzip the static server sent).
//
// "initial" is the JavaScript and CSS the page loaded before anyone touched it; "after use" adds what it loaded
// while the widget was used. Neither counts the HTML document, React's chunk, nor the API and stream traffic to
// the server's origin. The page's own code (the partner's: a sign-in button, a little state; 0.1 to 0.7 kB)
// shares the entry chunk and is counted; its share is shown. The Sendbird SDK is counted (the partner ships it)
// and shown apart (its share of the chunks it shares with the transport, by rendered length, as measure-embeds
// does); ChatWorkspace's target is bondkit's own code: after use minus the SDK. Anything else the page requests
// from its own origin (a sound, a font, a second copy of a file) is listed and fails the run: nothing should be.
// Exits non-zero when an embed's after-use size exceeds its target (issue 35's; the rows with createBondClient
// where the issue sets the target for the composed client have none), the SDK is in a first load, or a step of a
// scenario fails. About 60 s on two cores (11 Vite builds in 6 s, the server's start, 11 pages driven).
//
// Run after `npm run build` (the widgets' and core's `dist`, the server's): `npm run size:browser`.
// MEASURE_EMBEDS_BROWSER_ONLY=<part of a name or page file> measures only those embeds;
// MEASURE_EMBEDS_BROWSER_MARKDOWN=1 prints the table of packages/widgets/README.md's "What an embed costs";
// MEASURE_EMBEDS_BROWSER_CHUNKS=1 lists each embed's chunks, loaded (initial, use) or never, with their largest
// modules; MEASURE_EMBEDS_PORT=<n> uses ports n (the server) and n+1… (the pages) instead of free ones.
//
// Against measure-embeds.mjs' static figures (29 November 2026, after use / in use, kB): BondSearch composed
// 23.98 / 23.86, with createBondClient 26.53 / 26.40, PricingInput 17.04 / 16.90, QuoteSheet 38.77 / 38.59,
// QuoteForm composed 44.33 / 44.49, with createBondClient 47.35 / 48.03, MindChat 35.41 / 36.66, every widget
// 68.64 / 67.63, ChatWorkspace composed 210.33 / 209.44 (the SDK 166.53 / 166.54, bondkit 43.80 / 42.90), with
// createBondClient 212.09 / 211.67 (bondkit 45.54 / 45.11). Why they differ:
// - The builds differ a little: measure-embeds' page is one line handing the imports to `globalThis` with React
//   external; here a React page (its code counted) with React bundled in its own chunk. measure-embeds' own rules
//   (a chunk "in use" by the module that starts it, plus its static imports) applied to this script's builds give
//   exactly the browser's bytes for both BondSearch rows; every other difference is which chunks load:
// - Loaded, not counted by measure-embeds: the access rules' home route (`homeRoute`, 1.06 to 1.22 kB), which
//   `client.signIn` loads to say where to go (`redirectTo`), in every signed-in embed (a client given its own
//   `homeRoute` does not load it: MindChat signed in 37.18 kB).
// - Counted by measure-embeds, never loaded in use: the market namespace in QuoteSheet (1.28 kB: the sheet loads
//   its rows through `quotes`); `participants` (0.91 kB with its heads: only for a counterparty, a private quote
//   or a one-to-one RFQ) and `trade` (0.70: the RFQ window's timings, when Send to RFQ is ticked) in QuoteForm;
//   `trade` in every widget (0.76); `chatter` in ChatWorkspace (0.97: the people search, on New chat); the
//   session's chunks in MindChat (1.58 kB: a signed-out visitor asks in the preview and never loads them).
// - Loaded before use, counted "in use" by measure-embeds: PricingInput's engine (6.82 kB, loaded as the input
//   mounts with a bond's terms); MindChat's client configuration, createMindClient and zod (loaded as it mounts).
// - MindChat signed in (researcher) is not a row of measure-embeds: 38.39 kB with `connectStream: false`, 41.44
//   without it (a signed-in createBondClient loads the trade stream, 3.05 kB, for a socket nothing on the page
//   reads; only QuoteSheet follows it). The README's MindChat and ChatWorkspace snippets now set it.
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { expectVisible, freePort, startReferenceServer } from './partner-page-harness.mjs';

const root = resolve(import.meta.dirname, '..');
const pagesDirectory = join(root, 'scripts', 'embed-pages');
const kB = 1000;
const started = performance.now();

function step(message) {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
}

/** An enabled option of the open listbox. */
const enabledOption = (page) =>
  page.locator('[role="listbox"] [role="option"]:not([aria-disabled="true"])').first();

/** Types a search into `box` and chooses the first enabled result. */
async function searchAndChoose(page, box, text, settle) {
  await expectVisible(box, 'the search');
  await box.fill(text);
  const option = enabledOption(page);
  await expectVisible(option, `a result for '${text}'`);
  await settle();
  await option.click();
  await settle();
}

async function signIn(page, settle) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: 'Signed in' }), 'the signed-in page');
  await settle();
}

/** Fills the quantum, confirms a price far from the market when the form asks, submits, sees the quote. */
async function submitQuote(page, form, settle) {
  await form.getByRole('textbox', { name: 'Quantum' }).fill('2.5 Cr');
  const confirmPrice = form.getByRole('button', { name: /^Confirm \d/ }).first();
  const asked = await confirmPrice.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (asked) await confirmPrice.click();
  await settle();
  await form.getByRole('button', { name: 'Submit quote' }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: /Quote \d+ created/ }), 'the created quote');
  await settle();
}

async function askMind(page, settle) {
  const question = page.getByRole('textbox', { name: 'Your question' });
  await expectVisible(question, 'the question box');
  await question.fill('What is the yield of the 10 year G-sec?');
  await question.press('Enter');
  await expectVisible(
    page.locator('.bk-mind-chat[data-status="ready"] [aria-label="Conversation"] > li:nth-child(2)'),
    'a MIND answer',
    { timeout: 30_000 },
  );
  if ((await page.getByRole('alert').count()) > 0)
    throw new Error(`MindChat failed: ${await page.getByRole('alert').first().textContent()}`);
  await settle();
}

async function fillAndSubmitQuoteForm(page, settle) {
  await signIn(page, settle);
  const form = page.getByRole('form', { name: 'Quote' });
  await searchAndChoose(page, form.getByRole('combobox', { name: 'Bond' }), 'GS 20', settle);
  await form.getByRole('textbox', { name: /price \/ yield/i }).fill('7.1250');
  await expectVisible(
    form.getByRole('status').filter({ hasText: /Price \d+\.\d{4}/ }),
    "the form's server price",
  );
  await settle();
  await submitQuote(page, form, settle);
}

async function openChat(page, settle) {
  await signIn(page, settle);
  const chat = page.getByRole('region', { name: 'Chat' });
  await chat.getByRole('button', { name: 'Open chat' }).click();
  await expectVisible(chat.locator('.bk-chat[data-status="ready"]'), 'the connected chat workspace', {
    timeout: 30_000,
  });
  await expectVisible(chat.getByRole('navigation', { name: 'Chats' }), 'the channel list');
  await settle();
}

async function useSearch(page, settle) {
  await searchAndChoose(page, page.getByRole('combobox').first(), 'GS 20', settle);
  await expectVisible(page.getByRole('status').filter({ hasText: /^Chosen IN/ }), 'the chosen bond');
}

/**
 * The embeds: name, its page in scripts/embed-pages, how it is used, issue 35's target for "after use" (for
 * ChatWorkspace, for bondkit's own code on top of the SDK; none for the rows with createBondClient where the issue
 * sets the target for the composed client: those are measured for the README).
 */
const embeds = [
  {
    name: 'BondSearch, client composed of `loadMarketApi`',
    used: 'a search typed, a bond chosen',
    page: 'bondSearchComposed.mjs',
    target: 25 * kB,
    use: useSearch,
  },
  {
    name: 'BondSearch, `createBondClient`',
    used: 'the same',
    page: 'bondSearchWhole.mjs',
    target: 30 * kB,
    use: useSearch,
  },
  {
    name: "PricingInput given the bond's terms, `client={null}` (prices in the page; the engine loads as it mounts)",
    used: 'a yield typed, the price shown',
    page: 'pricingInput.mjs',
    target: 20 * kB,
    use: async (page, settle) => {
      await page.getByRole('textbox', { name: /price \/ yield/i }).fill('7.1250');
      await expectVisible(
        page.getByRole('status').filter({ hasText: /Price \d+\.\d{4}/ }),
        'the local price',
      );
      await settle();
    },
  },
  {
    name: 'QuoteSheet, `createBondClient`',
    used: "signed in, the rows loaded, the trade stream's live updates",
    page: 'quoteSheet.mjs',
    target: 40 * kB,
    use: async (page, settle) => {
      await signIn(page, settle);
      await expectVisible(page.locator('[data-stream-status="open"]'), 'the open trade stream', {
        timeout: 20_000,
      });
      await expectVisible(page.getByRole('table').getByRole('row').nth(1), 'a row of the sheet', {
        timeout: 20_000,
      });
      // A few seconds of the simulator's live updates flashing rows.
      await page.waitForTimeout(3_000);
      await settle();
    },
  },
  {
    name: 'QuoteForm, client composed of `loadMarketApi`, `loadQuotesApi`, `loadParticipantsApi`, `loadTradeApi`',
    used: 'signed in, a bond searched and chosen, a yield typed and priced by the server, the quantum, the price confirmed, the quote submitted',
    page: 'quoteForm.mjs',
    target: 45 * kB,
    use: fillAndSubmitQuoteForm,
  },
  {
    name: 'QuoteForm, `createBondClient` with `connectStream: false`',
    used: 'the same',
    page: 'quoteFormWhole.mjs',
    use: fillAndSubmitQuoteForm,
  },
  {
    name: 'MindChat, `createBondClient`, zero-config',
    used: 'signed out, a question answered in the preview',
    page: 'mindChat.mjs',
    target: 40 * kB,
    use: askMind,
  },
  {
    name: 'MindChat, `createBondClient` with `connectStream: false`, zero-config',
    used: 'signed in with MIND access, a question answered',
    page: 'mindChatSignedIn.mjs',
    target: 40 * kB,
    use: async (page, settle) => {
      await signIn(page, settle);
      await askMind(page, settle);
    },
  },
  {
    name: 'the provider, `Toaster` and the six widgets of the root entry, `createBondClient`',
    used: 'signed in; search, price, quote submitted (its toast), the quote in a DataTable sorted, a counterparty chosen, the live sheet',
    page: 'everyWidget.mjs',
    target: 70 * kB,
    use: async (page, settle) => {
      await signIn(page, settle);
      const pricing = page.getByRole('region', { name: 'Search and price' });
      await searchAndChoose(page, pricing.getByRole('combobox'), 'GS 20', settle);
      await pricing.getByRole('textbox', { name: /price \/ yield/i }).fill('7.1250');
      await expectVisible(
        pricing.getByRole('status').filter({ hasText: /Price \d+\.\d{4}/ }),
        'the server price',
      );
      await settle();
      await page.getByRole('button', { name: 'Quote this bond' }).click();
      await submitQuote(page, page.getByRole('form', { name: 'Quote' }), settle);
      // The form's success toast in the Toaster (silent: no sound is requested).
      await expectVisible(page.locator('.bk-toast'), 'a toast');
      const grid = page.getByRole('grid', { name: 'Quotes created here' });
      await expectVisible(grid.getByRole('row').nth(1), 'the quote in the DataTable');
      const header = grid.getByRole('columnheader', { name: /Quote/ });
      await header.getByRole('button').click();
      await expectVisible(grid.locator('[role="columnheader"][aria-sort="ascending"]'), 'the sorted table');
      await settle();
      const counterparty = page.getByRole('region', { name: 'Counterparty' }).getByRole('combobox');
      await searchAndChoose(page, counterparty, 'Kaveri', settle);
      await expectVisible(
        page.getByRole('status').filter({ hasText: 'Counterparty chosen' }),
        'the chosen counterparty',
      );
      await expectVisible(
        page.getByRole('region', { name: 'Market' }).getByRole('table').getByRole('row').nth(1),
        'a row of the sheet',
        { timeout: 20_000 },
      );
      await settle();
    },
  },
  {
    name: 'ChatWorkspace, client composed of `loadChatSessionApi`, `loadChatterApi`, zero-config',
    used: 'signed in, opened (the SDK loads), connected, the channel list shown',
    page: 'chatWorkspace.mjs',
    // Bondkit's own code on top of the Sendbird SDK.
    target: 45 * kB,
    targetExcludesSdk: true,
    use: openChat,
  },
  {
    name: 'ChatWorkspace, `createBondClient` with `connectStream: false`, zero-config',
    used: 'the same',
    page: 'chatWorkspaceWhole.mjs',
    targetExcludesSdk: true,
    use: openChat,
  },
];

/** What a chunk holds, by its modules: React, or bondkit (the rest, the Sendbird SDK's share apart). */
const reactModule = /\/node_modules\/(react|react-dom|scheduler)\//;
const pageModule = (id) => id.startsWith(pagesDirectory) || id.endsWith('/main.js');
const sdkModule = (id) => id.includes('/node_modules/@sendbird/');

function kindOfChunk(chunk) {
  // Rolldown's runtime (`\0rolldown/runtime.js`: CommonJS interop, namespace exports) is counted with React only
  // inside React's chunk; a chunk of its own (0.2 kB, when React and bondkit's code or the SDK share it) counts.
  const ids = Object.keys(chunk.modules).filter((id) => !id.startsWith('\0'));
  if (ids.length > 0 && ids.every((id) => reactModule.test(id))) return 'react';
  if (ids.some((id) => reactModule.test(id)))
    throw new Error(`${chunk.fileName} mixes React with bondkit's code`);
  return 'bondkit';
}

/**
 * The share of a chunk's bytes on the wire that `belongs` modules make up, in proportion to their rendered
 * length: the page's own code (it shares the entry chunk with bondkit's: a chunk group of its own would make a
 * cycle between the two) and the Sendbird SDK (it shares its chunks with the transport that imports it; a chunk
 * group of its own makes Rolldown import it from the entry chunk, in the first load).
 */
function shareOf(chunk, bytes, belongs) {
  const modules = Object.entries(chunk.modules);
  const total = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0);
  const part = modules
    .filter(([id]) => belongs(id))
    .reduce((sum, [, module]) => sum + module.renderedLength, 0);
  return total === 0 ? 0 : Math.round((bytes * part) / total);
}
async function buildPage(embed, directory, apiBase) {
  mkdirSync(directory, { recursive: true });
  writeFileSync(
    join(directory, 'main.js'),
    `import '${relative(directory, join(pagesDirectory, embed.page)).replaceAll('\\', '/')}';\n`,
  );
  writeFileSync(
    join(directory, 'index.html'),
    // No favicon request (the browser's own, not the page's).
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">' +
      `<title>${embed.name}</title></head><body><div id="root"></div>` +
      '<script type="module" src="./main.js"></script></body></html>\n',
  );
  const output = await build({
    root: directory,
    configFile: false,
    envFile: false,
    logLevel: 'error',
    mode: 'production',
    define: { 'import.meta.env.VITE_BONDKIT_API': JSON.stringify(apiBase) },
    build: {
      outDir: join(directory, 'dist'),
      emptyOutDir: true,
      // Vite's module-preload polyfill (0.2 kB) is the partner's tooling, there whatever they embed.
      modulePreload: { polyfill: false },
      // The Sendbird SDK emits a chunk over Vite's 500 kB warning: that is the SDK's own size.
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // React and its JSX runtime alone, to be subtracted exactly.
              { name: 'react', test: reactModule },
            ],
          },
        },
      },
    },
  });
  const items = (Array.isArray(output) ? output[0] : output).output;
  const files = new Map();
  for (const item of items) {
    if (item.type === 'chunk') {
      files.set(item.fileName, { kind: kindOfChunk(item), type: 'js', chunk: item });
    } else if (item.fileName.endsWith('.css')) {
      files.set(item.fileName, { kind: 'bondkit', type: 'css' });
    }
  }
  return files;
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
const compressed = new Set(['.html', '.js', '.css', '.svg']);

/**
 * A static server for one build, as a CDN serves it: text gzipped at zlib's default level with its
 * Content-Length; 404 for anything that is not there (a request the page should not make shows as such).
 * `served` maps each path to the bytes of the body sent.
 */
async function serveStatic(port) {
  const state = { directory: null, served: new Map() };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const path = join(state.directory, pathname === '/' ? 'index.html' : pathname);
    if (!path.startsWith(state.directory) || !statOrNull(path)?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    const type = contentTypes[extname(path)] ?? 'application/octet-stream';
    if (compressed.has(extname(path)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const body = gzipSync(readFileSync(path));
      state.served.set(pathname, body.length);
      response.writeHead(200, {
        'content-type': type,
        'content-encoding': 'gzip',
        'content-length': body.length,
        vary: 'accept-encoding',
      });
      response.end(body);
      return;
    }
    const size = statSync(path).size;
    state.served.set(pathname, size);
    response.writeHead(200, { 'content-type': type, 'content-length': size });
    createReadStream(path).pipe(response);
  });
  await new Promise((resolveListening) => server.listen(port, '127.0.0.1', resolveListening));
  return { state, server, origin: `http://127.0.0.1:${server.address().port}` };
}

function statOrNull(path) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/**
 * Opens the page, waits until it is quiet, then uses the widget; every response from the page's origin is
 * recorded with the phase its request started in and its body's bytes on the wire.
 */
async function measure(browser, embed, origin, pageErrors) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${embed.page}: ${error.message}`));
  let phase = 'initial';
  let inFlight = 0;
  let lastActivity = Date.now();
  const recorded = [];
  const apiTraffic = { requests: 0 };
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    request.phase = phase;
  });
  const finished = (request) => {
    inFlight -= 1;
    lastActivity = Date.now();
    if (!request.url().startsWith(origin)) {
      apiTraffic.requests += 1;
      return;
    }
    recorded.push(
      request.sizes().then(
        async (sizes) => ({
          path: new URL(request.url()).pathname,
          phase: request.phase,
          status: (await request.response())?.status() ?? 0,
          bytes: sizes.responseBodySize,
        }),
        () => ({ path: new URL(request.url()).pathname, phase: request.phase, status: 0, bytes: 0 }),
      ),
    );
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  /**
   * Resolves once no request has been in flight for `quietMs` (lazily loaded chunks follow API answers); throws
   * when that does not happen within `timeoutMs`.
   */
  const settle = async (quietMs = 750, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
      await new Promise((resolveLater) => setTimeout(resolveLater, 50));
    }
    // A chunk still loading would be missed: the measure fails rather than undercount.
    throw new Error(`the network was not quiet within ${timeoutMs} ms (${inFlight} requests in flight)`);
  };
  await page.goto(origin, { waitUntil: 'load' });
  await settle();
  phase = 'use';
  await embed.use(page, settle);
  await settle();
  const responses = await Promise.all(recorded);
  await context.close();
  return { responses, apiRequests: apiTraffic.requests };
}

function summarise(embed, files, responses, served) {
  const sum = { initial: 0, afterUse: 0, css: 0, react: 0, page: 0, sdk: 0, sdkInitial: 0 };
  const others = [];
  const seen = new Set();
  const mismatches = [];
  for (const response of responses) {
    const file = response.path.replace(/^\//, '');
    if (response.path === '/' || file === 'index.html') continue;
    const built = files.get(file);
    if (built === undefined || response.status !== 200) {
      others.push(`${response.path} (${response.status}, ${response.bytes} B)`);
      continue;
    }
    if (seen.has(file)) {
      others.push(`${response.path} requested twice`);
      continue;
    }
    seen.add(file);
    built.loaded = response.phase;
    if (served.get(response.path) !== response.bytes)
      mismatches.push(`${response.path}: ${response.bytes} B received, ${served.get(response.path)} B sent`);
    if (built.kind === 'react') sum.react += response.bytes;
    else {
      const sdk = built.chunk === undefined ? 0 : shareOf(built.chunk, response.bytes, sdkModule);
      if (built.chunk !== undefined) sum.page += shareOf(built.chunk, response.bytes, pageModule);
      sum.afterUse += response.bytes;
      if (response.phase === 'initial') sum.initial += response.bytes;
      if (built.type === 'css') sum.css += response.bytes;
      sum.sdk += sdk;
      if (response.phase === 'initial') sum.sdkInitial += sdk;
    }
  }
  const own = embed.targetExcludesSdk ? sum.afterUse - sum.sdk : sum.afterUse;
  return { ...sum, own, others, mismatches, over: embed.target !== undefined && own > embed.target };
}

/** Each built chunk, loaded (initial, use) or never, with its gzip bytes and largest modules. */
function listChunks(files, directory) {
  for (const [fileName, file] of files) {
    const bytes = gzipSync(readFileSync(join(directory, 'dist', fileName))).length;
    const modules =
      file.chunk === undefined
        ? ''
        : Object.entries(file.chunk.modules)
            .sort((left, right) => right[1].renderedLength - left[1].renderedLength)
            .slice(0, 4)
            .map(([id]) => id.replace(/^.*\/node_modules\//, '').replace(`${root}/`, ''))
            .join(', ');
    console.log(
      `    ${String(bytes).padStart(7)} B  ${(file.loaded ?? 'never').padEnd(7)} ${file.kind.padEnd(7)} ${fileName}  ${modules}`,
    );
  }
}

const cleanups = [];
const pageErrors = [];
let failed = false;
const scratch = mkdtempSync(join(root, 'node_modules', '.measure-embeds-browser-'));
cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
try {
  const only = process.env.MEASURE_EMBEDS_BROWSER_ONLY;
  const chosen = embeds.filter((embed) => !only || embed.name.includes(only) || embed.page.includes(only));
  if (chosen.length === 0) throw new Error(`no embed's name contains '${only}'`);
  const basePort = process.env.MEASURE_EMBEDS_PORT ? Number(process.env.MEASURE_EMBEDS_PORT) : null;
  const serverPort = basePort ?? (await freePort());
  const sites = [];
  for (const [index] of chosen.entries()) {
    const site = await serveStatic(basePort === null ? 0 : basePort + 1 + index);
    cleanups.push(() => {
      site.server.closeAllConnections();
      site.server.close();
    });
    sites.push(site);
  }
  const apiBase = `http://127.0.0.1:${serverPort}/`;
  step(`starting the reference server on ${apiBase} while the pages build`);
  const serverReady = startReferenceServer({
    port: serverPort,
    allowedOrigins: sites.map((site) => site.origin),
    cleanups,
  });
  // Reported with the server's failure below, not as an unhandled rejection while the pages build.
  serverReady.catch(() => {});
  const builds = [];
  for (const [index, embed] of chosen.entries()) {
    const directory = join(scratch, embed.page.replace(/\.mjs$/, ''));
    builds.push({ directory, files: await buildPage(embed, directory, apiBase) });
    sites[index].state.directory = join(directory, 'dist');
  }
  step(`built ${chosen.length} pages`);
  await serverReady;
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  cleanups.push(() => browser.close());
  const rows = [];
  for (const [index, embed] of chosen.entries()) {
    step(`${embed.name}: ${sites[index].origin}`);
    try {
      const { responses } = await measure(browser, embed, sites[index].origin, pageErrors);
      const row = { embed, ...summarise(embed, builds[index].files, responses, sites[index].state.served) };
      rows.push(row);
      if (row.over || row.sdkInitial > 0 || row.mismatches.length > 0 || row.others.length > 0) failed = true;
      if (process.env.MEASURE_EMBEDS_BROWSER_CHUNKS) listChunks(builds[index].files, builds[index].directory);
    } catch (error) {
      failed = true;
      console.error(`  ${embed.name}: ${error instanceof Error ? error.message : error}`);
    }
  }
  const format = (bytes) => (bytes / kB).toFixed(2);
  console.log(
    "\nembed | initial kB | after use kB | of which CSS kB | of which the SDK kB | of which the page's code kB (≈) | React (not counted) kB | target kB | verdict",
  );
  const markdown = [
    '| embed | used | initial | after first use | of which CSS | target |',
    '|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const verdict =
      row.sdkInitial > 0
        ? 'THE CHAT SDK IS IN THE FIRST LOAD'
        : row.over
          ? 'OVER TARGET'
          : row.others.length > 0 || row.mismatches.length > 0
            ? 'UNEXPECTED REQUESTS'
            : 'ok';
    const target =
      row.embed.target === undefined
        ? 'none'
        : `${format(row.embed.target)}${row.embed.targetExcludesSdk ? ' without the SDK' : ''}`;
    console.log(
      `${row.embed.name} | ${format(row.initial)} | ${format(row.afterUse)} | ${format(row.css)} | ${format(row.sdk)} | ${format(row.page)} | ${format(row.react)} | ${target} | ${verdict}`,
    );
    for (const other of row.others) console.log(`    requested from the page's origin: ${other}`);
    for (const mismatch of row.mismatches) console.log(`    bytes differ: ${mismatch}`);
    const afterUse =
      row.sdk > 0
        ? `${format(row.afterUse)} kB: the Sendbird SDK ${format(row.sdk)}, bondkit ${format(row.afterUse - row.sdk)}`
        : `${format(row.afterUse)} kB`;
    const targetCell =
      row.embed.target === undefined
        ? ''
        : `${row.embed.targetExcludesSdk ? 'bondkit ' : ''}${row.embed.target / kB} kB`;
    markdown.push(
      `| ${row.embed.name} | ${row.embed.used} | ${format(row.initial)} kB | ${afterUse} | ${format(row.css)} kB | ${targetCell} |`,
    );
  }
  if (process.env.MEASURE_EMBEDS_BROWSER_MARKDOWN) console.log(`\n${markdown.join('\n')}`);
  if (pageErrors.length > 0) {
    failed = true;
    console.error(`errors in the pages:\n${pageErrors.join('\n')}`);
  }
} catch (error) {
  failed = true;
  console.error(`\nmeasure embeds in the browser: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
step(failed ? 'FAILED: see above' : 'every embed is within its target');
process.exit(failed ? 1 : 0);
