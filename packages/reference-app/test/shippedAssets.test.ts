import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toastSoundUrls } from '../src/app/AppRoot';

const appDirectory = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicFile = (url: string) => join(appDirectory, 'public', url.replace(/^\//, ''));

describe('shipped assets', () => {
  it('ships both toast sounds as Ogg files, asked for by absolute URL', () => {
    for (const url of Object.values(toastSoundUrls)) {
      expect(url.startsWith('/')).toBe(true);
      const bytes = readFileSync(publicFile(url));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('OggS');
      expect(bytes.length).toBeGreaterThan(1000);
    }
  });

  it('links a favicon and a web manifest whose icons exist', () => {
    const html = readFileSync(join(appDirectory, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const ico = readFileSync(publicFile('/favicon.ico'));
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const manifest = JSON.parse(readFileSync(publicFile('/manifest.webmanifest'), 'utf8')) as {
      name: string;
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest.start_url).toBe('/');
    for (const icon of manifest.icons) expect(existsSync(publicFile(icon.src))).toBe(true);
  });
});
