import { describe, expect, it } from 'vitest';
import {
  endOfIndianTradeDate,
  formatMarketDate,
  indianTradeDate,
  marketTimeZone,
  startOfIndianDate,
} from '../../src/calendars/index';

describe('indianTradeDate', () => {
  it('turns the date at midnight in India, 18:30 UTC, not at midnight UTC', () => {
    expect(indianTradeDate(new Date('2026-11-20T18:29:59.999Z'))).toBe('2026-11-20');
    expect(indianTradeDate(new Date('2026-11-20T18:30:00.000Z'))).toBe('2026-11-21');
    // Midnight UTC is already 05:30 in India: the same Indian day as the moment before it.
    expect(indianTradeDate(new Date('2026-11-20T23:59:59.999Z'))).toBe('2026-11-21');
    expect(indianTradeDate(new Date('2026-11-21T00:00:00.000Z'))).toBe('2026-11-21');
  });

  it('crosses month, year and leap-day boundaries at Indian midnight', () => {
    expect(indianTradeDate(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
    expect(indianTradeDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(indianTradeDate(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
    expect(indianTradeDate(new Date('2028-02-29T18:30:00Z'))).toBe('2028-03-01');
  });

  it('keeps one offset all year (India has no daylight saving), as the time-zone database says', () => {
    // The dates where Europe and the United States change their clocks, and an instant either side of
    // Indian midnight on each: the fixed +05:30 must agree with the runtime's Asia/Kolkata every time.
    const zoneDate = new Intl.DateTimeFormat('en-CA', {
      timeZone: marketTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const instants = [
      '2026-03-08',
      '2026-03-29',
      '2026-10-25',
      '2026-11-01',
      '1999-12-31',
      '2040-06-30',
    ].flatMap((day) => {
      const indianMidnight = Date.parse(`${day}T18:30:00Z`);
      return [indianMidnight - 1, indianMidnight, indianMidnight + 1, indianMidnight + 12 * 3_600_000];
    });
    for (const instant of instants) {
      expect(indianTradeDate(new Date(instant))).toBe(zoneDate.format(new Date(instant)));
    }
  });

  it('defaults to the current instant and refuses an invalid one', () => {
    const before = indianTradeDate(new Date());
    const today = indianTradeDate();
    expect([before, indianTradeDate(new Date())]).toContain(today);
    expect(() => indianTradeDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('startOfIndianDate and endOfIndianTradeDate', () => {
  it('start an Indian date at 00:00 IST, 18:30 UTC the day before', () => {
    expect(new Date(startOfIndianDate('2026-11-21')).toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(new Date(startOfIndianDate('2027-01-01')).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(startOfIndianDate('2026-13-01')).toBeNaN();
  });

  it("end the Indian trading day at 23:59:59 IST whatever the caller's zone", () => {
    // 20 Nov 20:00 UTC is already 21 Nov 01:30 in India.
    expect(endOfIndianTradeDate(new Date('2026-11-20T20:00:00Z')).toISOString()).toBe(
      '2026-11-21T18:29:59.000Z',
    );
    expect(endOfIndianTradeDate(new Date('2026-11-20T18:29:59Z')).toISOString()).toBe(
      '2026-11-20T18:29:59.000Z',
    );
    expect(endOfIndianTradeDate(new Date('2026-11-20T18:30:00Z')).toISOString()).toBe(
      '2026-11-21T18:29:59.000Z',
    );
  });
});

describe('formatMarketDate', () => {
  it('writes dates as the market does', () => {
    expect(formatMarketDate('2033-07-24')).toBe('24 Jul 2033');
    expect(formatMarketDate('2026-09-05')).toBe('05 Sep 2026');
    expect(formatMarketDate(' 2026-11-13 ')).toBe('13 Nov 2026');
    expect(formatMarketDate(new Date(2026, 0, 31))).toBe('31 Jan 2026');
  });

  it('gives the fallback (an em dash unless told) for missing, unreadable or impossible dates', () => {
    expect(formatMarketDate('2026-02-31')).toBe('\u2014');
    expect(formatMarketDate('soon')).toBe('\u2014');
    expect(formatMarketDate(null)).toBe('\u2014');
    expect(formatMarketDate(undefined)).toBe('\u2014');
    expect(formatMarketDate(new Date(Number.NaN))).toBe('\u2014');
    expect(formatMarketDate(null, { fallback: 'n/a' })).toBe('n/a');
    expect(formatMarketDate('soon', { fallback: 'soon' })).toBe('soon');
  });
});
