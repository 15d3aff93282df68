import { describe, expect, it } from 'vitest';
import { codeLabel, couponFrequencyLabel } from '../src/pages/find/bondLabels';
import { defaultFaceValue, readFaceValue } from '../src/pages/security/faceValueField';
import { formatFaceValue, formatYieldFraction } from '../src/pages/security/marketFormat';

describe('security page formats', () => {
  it('shows codes as words, never the raw enum', () => {
    expect(codeLabel('structure', 'FLOATING_RATE')).toBe('Floating rate');
    expect(codeLabel('structure', 'STEP_UP')).toBe('Step-up coupon');
    expect(codeLabel('issuer_type', 'GOI')).toBe('Government of India');
    expect(codeLabel('structure', 'BULLET_WITH_SINKING')).toBe('Bullet with sinking');
    expect(codeLabel('rating', 'AA+')).toBe('AA+');
    expect(couponFrequencyLabel(2)).toBe('Half-yearly');
  });

  it('writes yields with 4 decimals and face value in lakh and crore', () => {
    expect(formatYieldFraction(0.065299)).toBe('6.5299%');
    expect(formatYieldFraction(null)).toBe('—');
    expect(formatFaceValue(200000000)).toBe('₹20 Cr');
    expect(formatFaceValue(10_00_000)).toBe('₹10 L');
  });

  it("starts the calculator at the bond's own face value, or the ₹10 lakh lot for ₹100 bonds", () => {
    expect(defaultFaceValue(10_000)).toBe(10_000);
    expect(defaultFaceValue(1_00_00_000)).toBe(1_00_00_000);
    expect(defaultFaceValue(100)).toBe(10_00_000);
    // Always a whole number of the bond's units, so the calculator never opens on its own error.
    for (const unit of [100, 1_000, 10_000, 1_00_000, 10_00_000, 1_00_00_000])
      expect(readFaceValue(defaultFaceValue(unit).toLocaleString('en-IN'), unit).ok).toBe(true);
  });

  it('reads a face value with the quantum rules and refuses 1e30 with a message', () => {
    expect(readFaceValue('10,00,000', 100)).toEqual({ ok: true, rupees: 10_00_000 });
    expect(readFaceValue('2.5 Cr', 100)).toEqual({ ok: true, rupees: 2_50_00_000 });
    expect(readFaceValue('1e30', 100)).toEqual({ ok: false, message: 'Should be number' });
    expect(readFaceValue('1000000000000000000000000000000', 100)).toEqual({
      ok: false,
      message: 'Should be at most 12 digits',
    });
    expect(readFaceValue('', 100)).toEqual({ ok: false, message: 'This field is required' });
    expect(readFaceValue('0', 100)).toEqual({ ok: false, message: 'Cannot be zero' });
    expect(readFaceValue('150', 100)).toEqual({
      ok: false,
      message: 'Face value must be a multiple of ₹100.',
    });
  });
});
