import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../src/client/loadOnce';

describe('loadOnce (the namespaces load their heads on the first call that needs them)', () => {
  it('loads once and shares the promise with every later call', async () => {
    const load = vi.fn(() => Promise.resolve({ heads: 1 }));
    const loaded = loadOnce(load);
    const first = loaded();
    expect(loaded()).toBe(first);
    expect(await first).toEqual({ heads: 1 });
    expect(await loaded()).toEqual({ heads: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next call after a failed load (a chunk that could not be fetched)', async () => {
    const offline = new Error('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline).mockResolvedValue('heads');
    const loaded = loadOnce(load);
    await expect(loaded()).rejects.toBe(offline);
    expect(await loaded()).toBe('heads');
    expect(await loaded()).toBe('heads');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
