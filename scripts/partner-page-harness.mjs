// What the scripts that drive partner pages in Chromium share (test-packed-apps.mjs, measure-embeds-in-browser.mjs):
// the reference server started from `packages/server/dist` on its own port with the pages' origins allowed, a
// process stopped with its process group, and a wait for a locator that says what the page showed when it failed.
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Resolves when `url` answers 2xx; rejects after `timeoutMs` or when `child` exits first. */
/** A port the system has free now, on 127.0.0.1. */
export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export function waitForUrl(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveReady, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`${url}: the process exited (${child.exitCode})`));
      fetch(url)
        .then((response) => (response.ok ? resolveReady() : retry()))
        .catch(retry);
    };
    const retry = () =>
      Date.now() > deadline ? reject(new Error(`${url} did not answer`)) : setTimeout(attempt, 200);
    attempt();
  });
}

/**
 * Starts a process in its own process group (so that stopping it also stops what it started), its stop pushed
 * on `cleanups`; `child.lastErrors()` is the end of its standard error.
 */
export function startProcess(command, args, options, cleanups) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    ...options,
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  cleanups.push(() => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    child.stderr.destroy();
  });
  child.lastErrors = () => errors;
  return child;
}

/**
 * The reference server (`packages/server/dist`, demo data, a fresh data folder) on 127.0.0.1:`port`, allowing
 * `allowedOrigins`; resolves with its API base once it answers. Needs `npm run build` of the server.
 */
export async function startReferenceServer({ port, allowedOrigins, cleanups }) {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'bondkit-reference-server-data-'));
  cleanups.push(() => rmSync(dataDirectory, { recursive: true, force: true }));
  const server = startProcess(
    'node',
    ['packages/server/dist/main.js'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDirectory,
        BONDKIT_DEMO: '1',
        ALLOWED_ORIGINS: allowedOrigins.join(','),
      },
    },
    cleanups,
  );
  const apiBase = `http://127.0.0.1:${port}/`;
  await waitForUrl(`${apiBase}healthz`, 120_000, server).catch((error) => {
    throw new Error(`${error.message}\n${server.lastErrors()}`);
  });
  return apiBase;
}

/**
 * Waits for `locator` to be visible; on failure throws what the page says went wrong (its alerts, the page
 * errors collected in `pageErrors`) and where a screenshot of it is.
 */
export async function expectVisible(locator, what, { timeout = 15_000, pageErrors = [] } = {}) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const errors = pageErrors.length > 0 ? `\n${pageErrors.join('\n')}` : '';
    const page = locator.page();
    const alerts = (
      await page
        .getByRole('alert')
        .allTextContents()
        .catch(() => [])
    ).filter(Boolean);
    const screenshot = join(tmpdir(), 'bondkit-partner-page-failure.png');
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => {});
    const said = alerts.length > 0 ? `\nthe page's alerts: ${alerts.join(' | ')}` : '';
    throw new Error(
      `${what}: not visible within ${timeout} ms (${error.message.split('\n')[0]})${said}${errors}\nscreenshot: ${screenshot}`,
    );
  }
}
