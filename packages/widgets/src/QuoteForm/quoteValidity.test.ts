import { describe, expect, it } from 'vitest';
import { quoteExpiry } from './quoteValidity';

describe('quoteExpiry', () => {
  it('ends a day quote at 23:59:59 in India whatever the time zone of the page', () => {
    // 20 Nov 20:00 UTC is already 21 Nov 01:30 in India.
    expect(quoteExpiry('END_OF_DAY', new Date('2026-11-20T20:00:00Z'))?.toISOString()).toBe(
      '2026-11-21T18:29:59.000Z',
    );
    expect(quoteExpiry('THIRTY_MINUTES', new Date('2026-11-20T06:00:00Z'))?.toISOString()).toBe(
      '2026-11-20T06:30:00.000Z',
    );
    expect(quoteExpiry('UNTIL_CANCELLED', new Date())).toBeNull();
  });
});
