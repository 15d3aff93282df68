import { describe, expect, it } from 'vitest';
import { abbreviateFirmName } from './abbreviateFirmName';

describe('abbreviateFirmName', () => {
  it('keeps a short name whole', () => {
    expect(abbreviateFirmName('Kaveri AMC')).toBe('Kaveri AMC');
    expect(abbreviateFirmName('Malabar MF')).toBe('Malabar MF');
    expect(abbreviateFirmName('  HDFC   Bank ')).toBe('HDFC Bank');
  });

  it('keeps the first word and the initials of the rest, skipping small words', () => {
    expect(abbreviateFirmName('Konark Treasury')).toBe('Konark T.');
    expect(abbreviateFirmName('Satpura Life')).toBe('Satpura L.');
    expect(abbreviateFirmName('Meridian Capital')).toBe('Meridian C.');
    expect(abbreviateFirmName('State Bank of India')).toBe('State B.I.');
  });

  it('leaves a single long word to the column to cut', () => {
    expect(abbreviateFirmName('Vishwakarmafinance')).toBe('Vishwakarmafinance');
  });
});
