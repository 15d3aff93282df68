// Makes sure Debian's Chromium is present before browser tests. As root on Debian it installs the
// `chromium` package itself; otherwise it stops with a one-line message. It never downloads a browser build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian package `chromium`…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
  if (!findChromium()) {
    console.error(
      'Chromium not found: run `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
}
