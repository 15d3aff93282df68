// Where Debian's Chromium is. Shared by vitest's browser project, Playwright and the benchmarks.
// Nothing here downloads a browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The Chromium binary: `CHROMIUM_PATH`, else `chromium` on PATH; undefined when neither exists. */
export function findChromium() {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment && existsSync(fromEnvironment)) return fromEnvironment;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  return undefined;
}

/** Same as findChromium, but throws a one-line instruction when Chromium is missing. */
export function requireChromium() {
  const found = findChromium();
  if (!found) {
    throw new Error(
      'Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}
