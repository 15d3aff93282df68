import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from '../../src/format/formatIndianNumber';
import { formatMarketDate as coreFormatMarketDate } from '../../src/calendars/index';
import { formatMarketDate } from '../../src/format/index';
import { formatPrice, formatYield } from '../../src/format/formatPriceAndYield';
import { formatQuantum, parseQuantum } from '../../src/format/formatQuantum';

describe('formatIndianNumber', () => {
  it('groups the last three digits, then pairs (en-IN)', () => {
    expect(formatIndianNumber(1234567.89)).toBe('12,34,567.89');
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatIndianNumber(999)).toBe('999');
  });

  it('reads numeric text and shows an em dash for anything else', () => {
    expect(formatIndianNumber('1234567')).toBe('12,34,567');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '', 'abc', '0x10', '1.2.3']) {
      expect(formatIndianNumber(bad)).toBe('\u2014');
    }
  });

  it('never shows a negative zero', () => {
    expect(formatIndianNumber(-0.0001)).toBe('0');
  });
});

describe('formatPrice and formatYield', () => {
  it('show 4 decimals', () => {
    expect(formatPrice(101.23456)).toBe('101.2346');
    expect(formatPrice(100)).toBe('100.0000');
    expect(formatYield(7.125)).toBe('7.1250');
    expect(formatYield('7.1')).toBe('7.1000');
  });

  it('show an em dash for bad input, never NaN', () => {
    expect(formatPrice(Number.NaN)).toBe('\u2014');
    expect(formatYield(undefined)).toBe('\u2014');
  });
});

describe('formatQuantum', () => {
  it('writes crores as Cr and lakhs as L', () => {
    expect(formatQuantum(2_50_00_000)).toBe('2.5 Cr');
    expect(formatQuantum(1_00_00_000)).toBe('1 Cr');
    expect(formatQuantum(1500_00_00_000)).toBe('1,500 Cr');
    expect(formatQuantum(50_00_000)).toBe('50 L');
    expect(formatQuantum(1_25_000)).toBe('1.25 L');
    expect(formatQuantum(-2_50_00_000)).toBe('-2.5 Cr');
  });

  it('keeps amounts below a lakh as grouped rupees', () => {
    expect(formatQuantum(75_000)).toBe('75,000');
    expect(formatQuantum(0)).toBe('0');
  });

  it('shows an em dash for bad input', () => {
    expect(formatQuantum(Number.NaN)).toBe('\u2014');
    expect(formatQuantum('lots')).toBe('\u2014');
  });
});

describe('parseQuantum', () => {
  it('reads lakh and crore entries as rupees', () => {
    expect(parseQuantum('2.5 Cr')).toBe(2_50_00_000);
    expect(parseQuantum('2.3cr')).toBe(2_30_00_000);
    expect(parseQuantum('50 lakh')).toBe(50_00_000);
    expect(parseQuantum('50L')).toBe(50_00_000);
    expect(parseQuantum('12,34,567')).toBe(12_34_567);
  });

  it('rejects text that is not an amount', () => {
    expect(parseQuantum('')).toBeUndefined();
    expect(parseQuantum('2.5 million')).toBeUndefined();
    expect(parseQuantum('Cr')).toBeUndefined();
  });
});

describe('formatMarketDate', () => {
  // The formatter and its tests are core's (test/pricing/marketDates.test.ts): the server's MIND answers write
  // dates with it too. The widgets must hand out that same function, not a copy that could drift.
  it("is core's market-date formatter", () => {
    expect(formatMarketDate).toBe(coreFormatMarketDate);
    expect(formatMarketDate('2026-09-05')).toBe('05 Sep 2026');
  });
});
