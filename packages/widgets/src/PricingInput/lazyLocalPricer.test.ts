import { describe, expect, it } from 'vitest';
import { createLocalPricer } from '@bondkit/core/pricing';
import type { BondTerms, PricingQuote, PricingRequest } from '@bondkit/core/pricing';
import { createLazyLocalPricer, lazyLocalPricer, preloadLocalEngine } from './lazyLocalPricer';
import type { LocalEngine } from './lazyLocalPricer';

const gsec: BondTerms = { couponRate: 7.18, frequency: 2, maturityDate: '2033-08-14', convention: 'GSEC' };
const request: PricingRequest = {
  fixedField: 'yield',
  tradeDate: '2026-11-20',
  settlementDelta: 1,
  yieldFraction: 0.071,
};
const signal = () => ({ signal: new AbortController().signal });
const expected = createLocalPricer(gsec).price(request, signal()) as PricingQuote;

describe('lazyLocalPricer', () => {
  it('loads the engine on the first request, then answers in place, the same as the engine', async () => {
    let loads = 0;
    const factory = createLazyLocalPricer(() => {
      loads += 1;
      return Promise.resolve({ createLocalPricer });
    });
    const first = factory(gsec, undefined);
    const second = factory(gsec, undefined);
    expect(loads).toBe(0);
    const answer = first.price(request, signal());
    expect(answer).toBeInstanceOf(Promise);
    await expect(answer).resolves.toEqual(expected);
    // Loaded: this pricer answers synchronously from now on, and another pricer shares the one load.
    expect(first.price(request, signal())).toEqual(expected);
    await expect(Promise.resolve(second.price(request, signal()))).resolves.toEqual(expected);
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next request', async () => {
    const attempts: string[] = [];
    const factory = createLazyLocalPricer(() => {
      attempts.push('load');
      return attempts.length === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve<LocalEngine>({ createLocalPricer });
    });
    const pricer = factory(gsec, undefined);
    await expect(pricer.price(request, signal())).rejects.toThrow('Failed to fetch');
    await expect(pricer.price(request, signal())).resolves.toEqual(expected);
    expect(attempts).toEqual(['load', 'load']);
  });

  it('loads the real engine module', async () => {
    // In place when another test of this worker already loaded it, on a promise otherwise.
    await expect(Promise.resolve(lazyLocalPricer(gsec, undefined).price(request, signal()))).resolves.toEqual(
      expected,
    );
  });

  it('prices in place from the first request once the engine is preloaded (PricingInput with terms)', async () => {
    await preloadLocalEngine();
    const answer = lazyLocalPricer(gsec, undefined).price(request, signal());
    expect(answer).not.toBeInstanceOf(Promise);
    expect(answer).toEqual(expected);
  });
});
