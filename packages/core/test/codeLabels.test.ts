import { describe, expect, it } from 'vitest';
import { formatMarketMonth } from '../src/calendars/index';
import { orderStatuses } from '../src/contract/orderStatuses';
import {
  codeText,
  indianStateLabel,
  indianStates,
  orderStatusLabels,
  userAccountStatusLabels,
  userAccountStatuses,
} from '../src/validation/index';

describe('codes in words', () => {
  it('writes every state as people do, never in capitals', () => {
    expect(indianStateLabel('GUJARAT')).toBe('Gujarat');
    expect(indianStateLabel('ANDAMAN AND NICOBAR ISLANDS')).toBe('Andaman and Nicobar Islands');
    expect(indianStateLabel('OTHER')).toBe('Outside India');
    expect(indianStateLabel(null)).toBe('\u2014');
    for (const state of indianStates) expect(indianStateLabel(state)).not.toBe(state);
  });

  it('has words for every order status and every account status', () => {
    for (const status of orderStatuses) expect(orderStatusLabels[status]).toMatch(/^[A-Z][a-z ]+$/);
    for (const status of userAccountStatuses)
      expect(userAccountStatusLabels[status]).toMatch(/^[A-Z][a-z ]+$/);
    expect(codeText(orderStatusLabels, 'ACCEPTED')).toBe('Accepted');
    expect(codeText(orderStatusLabels, 'ARCHIVED')).toBe('ARCHIVED');
  });

  it("writes a month as the market does: '2027-01' is 'Jan 2027'", () => {
    expect(formatMarketMonth('2027-01')).toBe('Jan 2027');
    expect(formatMarketMonth('2027-09-15')).toBe('Sep 2027');
    expect(formatMarketMonth('2027-13')).toBe('\u2014');
    expect(formatMarketMonth('soon', '-')).toBe('-');
  });
});
