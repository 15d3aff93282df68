// Generates the app's shipped assets from scratch, so their licence is ours (the repository's):
// - public/sounds/newresponse.ogg and error.ogg: synthesised tones (sine partials with an exponential
//   decay), written as 16-bit mono WAV and encoded to Ogg Vorbis with Debian's `oggenc` (vorbis-tools).
// - public/favicon.ico, icon-192.png, icon-512.png: public/favicon.svg rendered by Debian's Chromium.
// Run: node packages/reference-app/scripts/generateAppAssets.mjs (needs `oggenc` and `chromium`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const sampleRate = 44_100;

/** Notes played one after another: [frequency Hz, start s, length s]; each a sine with a soft overtone. */
function synthesise(notes, seconds, gain) {
  const samples = new Float64Array(Math.ceil(seconds * sampleRate));
  for (const [frequency, start, length] of notes) {
    const first = Math.floor(start * sampleRate);
    const count = Math.floor(length * sampleRate);
    for (let index = 0; index < count && first + index < samples.length; index += 1) {
      const time = index / sampleRate;
      // 5 ms attack so the note does not click, then an exponential decay.
      const envelope = Math.min(1, time / 0.005) * Math.exp(-time * 9);
      const phase = 2 * Math.PI * frequency * time;
      samples[first + index] += gain * envelope * (Math.sin(phase) + 0.25 * Math.sin(2 * phase));
    }
  }
  return samples;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, index) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), index * 2),
  );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const work = mkdtempSync(join(tmpdir(), 'bondkit-assets-'));
try {
  const sounds = {
    // A rising major third (E5, G#5): a response arrived.
    newresponse: synthesise(
      [
        [659.25, 0, 0.35],
        [830.61, 0.09, 0.4],
      ],
      0.5,
      0.45,
    ),
    // A falling minor third, lower (A4, F#4): something failed.
    error: synthesise(
      [
        [440, 0, 0.3],
        [369.99, 0.12, 0.45],
      ],
      0.6,
      0.45,
    ),
  };
  for (const [name, samples] of Object.entries(sounds)) {
    const wavPath = join(work, `${name}.wav`);
    writeFileSync(wavPath, wav(samples));
    execFileSync('oggenc', [
      '--quiet',
      '-q',
      '2',
      '-o',
      join(publicDirectory, 'sounds', `${name}.ogg`),
      wavPath,
    ]);
  }

  const svg = readFileSync(join(publicDirectory, 'favicon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const png = {};
  for (const size of [32, 192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
    );
    png[size] = await page.screenshot({ omitBackground: true });
    await page.close();
  }
  await browser.close();
  writeFileSync(join(publicDirectory, 'icon-192.png'), png[192]);
  writeFileSync(join(publicDirectory, 'icon-512.png'), png[512]);
  // An .ico holding one 32x32 PNG (allowed since Windows Vista; every current browser reads it).
  const directory = Buffer.alloc(22);
  directory.writeUInt16LE(0, 0);
  directory.writeUInt16LE(1, 2);
  directory.writeUInt16LE(1, 4);
  directory.writeUInt8(32, 6);
  directory.writeUInt8(32, 7);
  directory.writeUInt16LE(1, 10);
  directory.writeUInt16LE(32, 12);
  directory.writeUInt32LE(png[32].length, 14);
  directory.writeUInt32LE(22, 18);
  writeFileSync(join(publicDirectory, 'favicon.ico'), Buffer.concat([directory, png[32]]));
} finally {
  rmSync(work, { recursive: true, force: true });
}
