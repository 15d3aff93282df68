import { describe, expect, it } from 'vitest';
import { formatQuoteTime } from './formatQuoteTime';

describe('formatQuoteTime', () => {
  it("shows today's quotes by time and older ones by day and time", () => {
    const today = new Date(2026, 10, 20, 15, 0);
    expect(formatQuoteTime(new Date(2026, 10, 20, 9, 5).toISOString(), today)).toBe('09:05');
    expect(formatQuoteTime(new Date(2026, 10, 19, 16, 45).toISOString(), today)).toBe('19 Nov 16:45');
  });

  it('shows an em dash for a missing or bad time', () => {
    expect(formatQuoteTime(null)).toBe('\u2014');
    expect(formatQuoteTime('soon')).toBe('\u2014');
  });
});
