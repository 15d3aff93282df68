import { describe, expect, it } from 'vitest';
import { isOffHours, isTradingWindowOpen, marketHoursText, rfqClosedText } from '../../src/calendars/index';

describe('one market-hours rule', () => {
  it('is closed on Sunday 29 Nov 2026 and on an NSE holiday, open on a weekday in the window', () => {
    expect(isTradingWindowOpen(new Date('2026-11-29T05:00:00Z'))).toBe(false); // Sunday 10:30 IST
    expect(isTradingWindowOpen(new Date('2026-11-24T05:00:00Z'))).toBe(false); // Guru Nanak Jayanti
    expect(isTradingWindowOpen(new Date('2026-11-30T05:00:00Z'))).toBe(true); // Monday 10:30 IST
    expect(isTradingWindowOpen(new Date('2026-11-30T11:30:00Z'))).toBe(false); // Monday 17:00 IST
    expect(isOffHours(new Date('2026-11-29T05:00:00Z'))).toBe(true);
  });

  it('says what can be done, once: RFQ only in the window, quotes and OTC trades always, marked off-hours', () => {
    const window = { start_time: '09:00', end_time: '17:00' };
    expect(marketHoursText({ ...window, is_open: false })).toBe(
      'Market closed · exchange RFQ only 09:00–17:00 IST on exchange business days · quotes and OTC trades still go through, marked off-hours',
    );
    expect(marketHoursText({ ...window, is_open: true })).toMatch(/^Market open/);
    expect(rfqClosedText(window)).toMatch(
      /RFQ window is closed .* trade OTC: it goes through, marked off-hours\.$/,
    );
  });
});
