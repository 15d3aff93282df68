import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStreamReconnectBackoff } from '../../src/stream/reconnectBackoff';

describe('createStreamReconnectBackoff', () => {
  it('starts at 1 s with the lowest draw and grows by 1.3 up to 10 s', () => {
    const backoff = createStreamReconnectBackoff(() => 0);
    const delays = Array.from({ length: 12 }, () => backoff.nextDelayMs());
    expect(delays.slice(0, 4)).toEqual([1000, 1300, 1690, 2197]);
    expect(delays.at(-1)).toBe(10_000);
    expect(Math.max(...delays)).toBe(10_000);
  });

  it('starts at 5 s with the highest draw', () => {
    const backoff = createStreamReconnectBackoff(() => 0.999_999);
    expect(backoff.nextDelayMs()).toBeCloseTo(5000, 0);
    expect(backoff.nextDelayMs()).toBeCloseTo(6500, 0);
    expect(backoff.nextDelayMs()).toBeCloseTo(8450, 0);
    expect(backoff.nextDelayMs()).toBe(10_000);
  });

  it('keeps every delay within the spec bounds for any random draw, each 1.3 times the previous until capped', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1, max: 2, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (draws) => {
          let index = 0;
          const backoff = createStreamReconnectBackoff(() => draws[index++ % draws.length] ?? 0);
          const delays = Array.from({ length: 15 }, () => backoff.nextDelayMs());
          const first = delays[0] ?? 0;
          expect(first).toBeGreaterThanOrEqual(1000);
          expect(first).toBeLessThanOrEqual(5000);
          // The first delay comes from the first draw (clamped to [0, 1]); each later one is 1.3 times the
          // unrounded previous one, capped at 10 s, and delays are whole milliseconds.
          const firstExact = 1000 + Math.min(Math.max(draws[0] ?? 0, 0), 1) * 4000;
          for (let attempt = 0; attempt < delays.length; attempt += 1) {
            const exact = Math.min(10_000, firstExact * 1.3 ** attempt);
            expect(Math.abs((delays[attempt] ?? 0) - exact)).toBeLessThanOrEqual(0.5);
            expect(delays[attempt]).toBeLessThanOrEqual(10_000);
          }
        },
      ),
    );
  });

  it('draws a new first delay after reset', () => {
    const draws = [0, 1];
    const backoff = createStreamReconnectBackoff(() => draws.shift() ?? 0);
    expect(backoff.nextDelayMs()).toBe(1000);
    expect(backoff.nextDelayMs()).toBe(1300);
    backoff.reset();
    expect(backoff.nextDelayMs()).toBe(5000);
  });
});
