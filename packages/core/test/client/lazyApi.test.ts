import { describe, expect, it } from 'vitest';
import { lazyApi, preloadApi } from '../../src/client/lazyApi';

function createLoads() {
  let loads = 0;
  let failNext = false;
  const load = async () => {
    loads += 1;
    if (failNext) {
      failNext = false;
      throw new Error('chunk could not be fetched');
    }
    return {
      double: async (value: number) => value * 2,
      greet: async (name: string) => `hello ${name}`,
    };
  };
  return {
    load,
    get loads() {
      return loads;
    },
    failOnce() {
      failNext = true;
    },
  };
}

describe('lazyApi', () => {
  it('loads the module on the first call only, and passes arguments and results through', async () => {
    const loads = createLoads();
    const api = lazyApi(loads.load);
    expect(loads.loads).toBe(0);
    const [doubled, greeting] = await Promise.all([api.double(21), api.greet('Meridian')]);
    expect(doubled).toBe(42);
    expect(greeting).toBe('hello Meridian');
    await api.double(1);
    expect(loads.loads).toBe(1);
    // The same function each time, so callers may keep a reference (`const search = client.market.search`).
    expect(api.double).toBe(api.double);
  });

  it('tries again on the next call when the module could not be loaded', async () => {
    const loads = createLoads();
    const api = lazyApi(loads.load);
    loads.failOnce();
    await expect(api.double(2)).rejects.toThrow('chunk could not be fetched');
    await expect(api.double(2)).resolves.toBe(4);
    expect(loads.loads).toBe(2);
  });

  it('is not mistaken for a promise, and names a method its module does not have', async () => {
    const loads = createLoads();
    const api = lazyApi(loads.load) as unknown as Record<string, unknown>;
    expect(api.then).toBeUndefined();
    await expect((api.missing as () => Promise<unknown>)()).rejects.toThrow('no method `missing`');
  });

  it('preloads on request, once', async () => {
    const loads = createLoads();
    const api = lazyApi(loads.load);
    await preloadApi(api);
    await preloadApi(api);
    expect(loads.loads).toBe(1);
    await api.double(3);
    expect(loads.loads).toBe(1);
  });
});
