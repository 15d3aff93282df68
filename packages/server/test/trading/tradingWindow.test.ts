import { describe, expect, it } from 'vitest';
import { isTradingWindowOpen } from '@bondkit/core/calendars';

describe('the exchange RFQ window', () => {
  it('is open 09:00-17:00 India time on an exchange business day', () => {
    // Wednesday 18 November 2026.
    expect(isTradingWindowOpen(new Date('2026-11-18T03:29:00Z'))).toBe(false); // 08:59 IST
    expect(isTradingWindowOpen(new Date('2026-11-18T03:30:00Z'))).toBe(true); // 09:00 IST
    expect(isTradingWindowOpen(new Date('2026-11-18T11:29:00Z'))).toBe(true); // 16:59 IST
    expect(isTradingWindowOpen(new Date('2026-11-18T11:30:00Z'))).toBe(false); // 17:00 IST
  });

  it('is shut on weekends and on NSE trading holidays, whatever the hour', () => {
    expect(isTradingWindowOpen(new Date('2026-11-21T05:30:00Z'))).toBe(false); // Saturday
    // Tuesday 24 November 2026, Guru Nanak Jayanti; Tuesday 10 November, Diwali (Bali Pratipada).
    expect(isTradingWindowOpen(new Date('2026-11-24T05:30:00Z'))).toBe(false);
    expect(isTradingWindowOpen(new Date('2026-11-10T05:30:00Z'))).toBe(false);
    // The day before the holiday is an ordinary business day.
    expect(isTradingWindowOpen(new Date('2026-11-23T11:00:00Z'))).toBe(true); // Monday 16:30 IST
  });
});
