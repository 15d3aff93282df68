import { describe, expect, it } from 'vitest';
import { PricingError } from '@bondkit/core/pricing';
import { generateUniverse } from '../../src/universe/generateUniverse';
import { isinCheckDigit, isValidIsin, withCheckDigit } from '../../src/universe/isin';
import { instrumentTerms } from '../../src/trading/instrumentTerms';
import { priceAtYield } from '../../src/trading/instrumentPricing';

describe('ISIN check digits', () => {
  it('matches published ISINs', () => {
    // Apple, Treasury Corporation of Victoria and BAE Systems: the ISO 6166 examples.
    expect(isinCheckDigit('US037833100')).toBe(5);
    expect(isinCheckDigit('AU0000XVGZA')).toBe(3);
    expect(isinCheckDigit('GB000263494')).toBe(6);
    expect(isValidIsin('US0378331005')).toBe(true);
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isValidIsin('in0020230085')).toBe(false);
    expect(withCheckDigit('INE002A0853')).toMatch(/^INE002A0853\d$/);
  });
});

describe('the bond universe', () => {
  const asOf = '2026-11-18';
  const universe = generateUniverse({ asOf, instrumentCount: 3000 });

  it('is deterministic and the size asked for, with unique valid ISINs', () => {
    const again = generateUniverse({ asOf, instrumentCount: 3000 });
    expect(again.instruments.map((instrument) => instrument.isin)).toEqual(
      universe.instruments.map((instrument) => instrument.isin),
    );
    expect(universe.instruments).toHaveLength(3000);
    expect(new Set(universe.instruments.map((instrument) => instrument.isin)).size).toBe(3000);
    expect(universe.instruments.every((instrument) => isValidIsin(instrument.isin))).toBe(true);
  });

  it('holds every kind the market trades', () => {
    const instruments = universe.instruments;
    const types = new Set(instruments.map((instrument) => instrument.instrumentType));
    expect([...types].sort()).toEqual(['CORPORATE', 'FRB', 'GSEC', 'PSU', 'SDL', 'TBILL']);
    expect(instruments.some((instrument) => instrument.displayName === '7.18% GS 2033')).toBe(true);
    expect(
      instruments.some((instrument) => /^\d+\.\d\d% [A-Z]{2} SDL \d{4}$/.test(instrument.displayName)),
    ).toBe(true);
    expect(
      instruments.some((instrument) =>
        /^(91|182|364) DTB \d{1,2} [A-Z][a-z]{2} \d{4}$/.test(instrument.displayName),
      ),
    ).toBe(true);
    expect(
      instruments.some(
        (instrument) => instrument.frequency === 0 && instrument.instrumentType === 'CORPORATE',
      ),
    ).toBe(true);
    expect(instruments.some((instrument) => instrument.extraTerms.calls?.length)).toBe(true);
    expect(instruments.some((instrument) => instrument.extraTerms.puts?.length)).toBe(true);
    expect(instruments.some((instrument) => instrument.extraTerms.couponSteps?.length)).toBe(true);
    expect(instruments.some((instrument) => instrument.extraTerms.redemptions?.length)).toBe(true);
    expect(instruments.some((instrument) => instrument.secured === true)).toBe(true);
    expect(instruments.some((instrument) => instrument.secured === false)).toBe(true);
    expect(instruments.some((instrument) => instrument.maturityDate <= asOf)).toBe(true);
    expect(instruments.some((instrument) => !instrument.isListed)).toBe(true);
    expect(instruments.some((instrument) => instrument.isDisabledIsin)).toBe(true);
    const agencies = new Set(instruments.map((instrument) => instrument.ratingAgency).filter(Boolean));
    expect(agencies.size).toBeGreaterThanOrEqual(4);
    expect(universe.issuers.every((issuer) => issuer.creditRationale.startsWith('[DEMO TEXT'))).toBe(true);
  });

  it('gives every live instrument terms the engine prices, the floating-rate ones on their last reset', () => {
    const failures: string[] = [];
    for (const instrument of universe.instruments) {
      const terms = instrumentTerms(instrument);
      if (instrument.instrumentType === 'FRB') {
        // Not yet issued, or matured, on the day: nothing to price.
        if (instrument.issueDate > '2026-11-19' || instrument.maturityDate <= '2026-11-19') continue;
        // The coupon is the base rate plus the spread, set at the reference yield: priced near par.
        const price = priceAtYield(terms!, instrument.referenceYield, '2026-11-19');
        if (!(Math.abs(price.cleanPrice - 100) < 1))
          failures.push(`${instrument.displayName}: ${price.cleanPrice}`);
        continue;
      }
      try {
        const price = priceAtYield(terms!, instrument.referenceYield, '2026-11-19');
        if (!(price.cleanPrice > 20 && price.cleanPrice < 200))
          failures.push(`${instrument.displayName}: ${price.cleanPrice}`);
      } catch (error) {
        const matured = instrument.maturityDate <= '2026-11-19';
        if (!(matured && PricingError.isInstance(error) && error.code === 'settlement_after_maturity'))
          failures.push(`${instrument.displayName}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
