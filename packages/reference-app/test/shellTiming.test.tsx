import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagePrefetchDelayMs, schedulePagePrefetch } from '../src/app/pagePrefetch';
import { installRipple, rippleDurationMs, zIndexBase } from '../src/app/ripple';
import { pageModules } from '../src/app/pageModules';

describe('the page-load prefetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('downloads the sections the user may open 1 s after load, not before, and not after a cancel', () => {
    const loaded: string[] = [];
    const pages = {
      '/dart': { preload: async () => void loaded.push('/dart') },
      '/find': { preload: async () => void loaded.push('/find') },
    };
    schedulePagePrefetch(['/dart', '/find', '/unknown'], pages);
    expect(pagePrefetchDelayMs).toBe(1_000);
    vi.advanceTimersByTime(999);
    expect(loaded).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loaded).toEqual(['/dart', '/find']);

    const cancel = schedulePagePrefetch(['/dart'], pages);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(loaded).toEqual(['/dart', '/find']);
  });

  it('can preload every page of the route table', () => {
    for (const [path, page] of Object.entries(pageModules))
      expect(typeof page.preload, path).toBe('function');
  });
});

describe('the ripple and the stacking base', () => {
  let uninstall: () => void = () => undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('grows a ripple from a pressed button for 401 ms, and sets the z-index base 999 for the style sheet', () => {
    uninstall = installRipple(document);
    document.body.innerHTML =
      '<button class="app-button">Send</button><button class="app-button" disabled>Off</button>';
    const [button, disabled] = [...document.querySelectorAll('button')];
    fireEvent.pointerDown(button!, { clientX: 10, clientY: 10 });
    fireEvent.pointerDown(disabled!, { clientX: 10, clientY: 10 });
    expect(button!.querySelectorAll('.app-ripple')).toHaveLength(1);
    expect(disabled!.querySelectorAll('.app-ripple')).toHaveLength(0);
    vi.advanceTimersByTime(rippleDurationMs - 1);
    expect(button!.querySelector('.app-ripple')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(button!.querySelector('.app-ripple')).toBeNull();

    expect(rippleDurationMs).toBe(401);
    expect(zIndexBase).toBe(999);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--app-ripple-duration')).toBe('401ms');
    expect(root.getPropertyValue('--app-z-index-base')).toBe('999');
    // The style sheet stacks the app's overlays on that base and animates the ripple for that long.
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app.css'), 'utf8');
    expect(css).toContain('animation: app-ripple var(--app-ripple-duration, 401ms)');
    expect(
      css.match(/z-index: calc\(var\(--app-z-index-base, 999\) \+ \d+\)/g)?.length,
    ).toBeGreaterThanOrEqual(3);
  });
});
