// Idle traffic of a signed-in quote sheet (issue 19, item 8): signs a demo dealer in to the reference app,
// opens dart (its Public Runs, Private Runs and RFQ Quotes panes are QuoteSheets), waits until the sheets
// have loaded, then counts for a while what the page downloads while nobody touches it: the bytes of every
// HTTP response (headers and body as they came over the wire, from the DevTools protocol) and of the stream's
// frames, split into the quote lists the sheets load and everything else.
//
// Against a built reference server with the demo market simulator running:
//   npm run build
//   PORT=4341 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) BONDKIT_DEMO=1 node packages/server/dist/main.js
//   node scripts/measure-quote-sheet-traffic.mjs [--url http://127.0.0.1:4341] [--seconds 60] [--role dealer]
//
// Prints one JSON object; `quoteListKilobytesPerMinute` is the figure the target (200 kB) is about.
// Measured on 2026-11-24 (2 shared cores, dealer, 60 s): before patching by `partial_refresh` ids 318 list
// requests and 19,677 kB; after, 80 requests and 117 kB. The stream's own frames (about 300 kB a minute of
// price updates for the whole universe) are counted apart: the sheet does not choose them.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4341' },
    seconds: { type: 'string', default: '60' },
    role: { type: 'string', default: 'dealer' },
    password: { type: 'string', default: 'Bondkit@2026' },
  },
});
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds must be a positive number');

/** The calls that load a quote sheet's rows. */
const quoteListPaths = ['/api/trade/d/market/', '/api/eoi/rfq-quote/', '/api/eoi/private-run/'];

const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.goto(`${values.url}/auth/login`);
  await page.getByLabel('Email', { exact: true }).fill(`${values.role}@demo.bondkit.in`);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
  await page.goto(`${values.url}/dart`);
  await page.locator('[data-pane="Public Runs"] [role="table"]').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const urls = new Map();
  const totals = {
    quoteListRequests: 0,
    quoteListBytes: 0,
    otherRequests: 0,
    otherBytes: 0,
    streamFrames: 0,
    streamBytes: 0,
  };
  const byPath = new Map();
  session.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  session.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url === undefined) return;
    const path = new URL(url).pathname;
    const entry = byPath.get(path) ?? { requests: 0, bytes: 0 };
    entry.requests += 1;
    entry.bytes += event.encodedDataLength;
    byPath.set(path, entry);
    if (quoteListPaths.includes(path)) {
      totals.quoteListRequests += 1;
      totals.quoteListBytes += event.encodedDataLength;
    } else {
      totals.otherRequests += 1;
      totals.otherBytes += event.encodedDataLength;
    }
  });
  session.on('Network.webSocketFrameReceived', (event) => {
    totals.streamFrames += 1;
    totals.streamBytes += Buffer.byteLength(event.response.payloadData);
  });
  const started = Date.now();
  await page.waitForTimeout(seconds * 1000);
  const elapsedMinutes = (Date.now() - started) / 60_000;
  const perMinute = (bytes) => Math.round(bytes / 1000 / elapsedMinutes);
  console.log(
    JSON.stringify(
      {
        seconds,
        ...totals,
        quoteListKilobytesPerMinute: perMinute(totals.quoteListBytes),
        otherHttpKilobytesPerMinute: perMinute(totals.otherBytes),
        streamKilobytesPerMinute: perMinute(totals.streamBytes),
        byPath: Object.fromEntries([...byPath].sort((first, second) => second[1].bytes - first[1].bytes)),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
}
