import { PricingError } from './PricingError';
import type { BondTerms, Convention, ConventionName } from './types';

/** The named market conventions; sources in the package README. */
export const marketConventions: Readonly<Record<ConventionName, Convention>> = {
  GSEC: { dayCount: '30E/360', yieldBasis: 'periodic' },
  SDL: { dayCount: '30E/360', yieldBasis: 'periodic' },
  TBILL: { dayCount: 'ACT/365', yieldBasis: 'money-market' },
  CP: { dayCount: 'ACT/365', yieldBasis: 'money-market' },
  CD: { dayCount: 'ACT/365', yieldBasis: 'money-market' },
  CORPORATE: { dayCount: 'ACT/ACT-SEBI', yieldBasis: 'xirr' },
};

const dayCounts = new Set(['30E/360', '30/360', 'ACT/ACT-SEBI', 'ACT/365']);
const yieldBases = new Set(['periodic', 'xirr', 'money-market']);

/** The `Convention` behind a bond's `convention` field, or `unknown_convention`. */
export function resolveConvention(convention: BondTerms['convention']): Convention {
  if (typeof convention === 'string') {
    const named = Object.prototype.hasOwnProperty.call(marketConventions, convention)
      ? marketConventions[convention]
      : undefined;
    if (named) return named;
  } else if (
    typeof convention === 'object' &&
    convention !== null &&
    dayCounts.has(convention.dayCount) &&
    yieldBases.has(convention.yieldBasis)
  ) {
    return convention;
  }
  throw new PricingError(
    'unknown_convention',
    `Unknown convention ${JSON.stringify(convention)}: use GSEC, SDL, TBILL, CP, CD, CORPORATE or { dayCount, yieldBasis }.`,
  );
}
