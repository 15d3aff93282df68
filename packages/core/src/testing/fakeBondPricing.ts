import type { Bond } from '../client/schemas/bond';
import type { PriceInfo } from '../client/schemas/priceInfo';
import type { BondTerms, CouponFrequency } from '../pricing/types';
import { priceFromYield } from '../pricing/priceFromYield';
import { yieldFromPrice } from '../pricing/yieldFromPrice';

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * A demo bond's terms for the real pricing engine: its coupon, maturity and issue dates from the wire's
 * `contract_parameters` (or `coupon_frequency` and `convention` when a partner's bond carries them), a
 * Government of India bond on the G-sec convention (half-yearly), any other on the corporate one (annual).
 */
export function termsOfBond(bond: Bond): BondTerms {
  const parameters = bond.contract_parameters as Bond['contract_parameters'] & {
    issue_date?: string | null;
    coupon_frequency?: CouponFrequency | null;
    convention?: BondTerms['convention'] | null;
  };
  const sovereign = bond.issuer === 'Government of India';
  return {
    couponRate: bond.coupon_rate ?? 0,
    frequency: parameters.coupon_frequency ?? (sovereign ? 2 : 1),
    maturityDate: parameters.maturity_date,
    issueDate: parameters.issue_date ?? undefined,
    convention: parameters.convention ?? (sovereign ? 'GSEC' : 'CORPORATE'),
  };
}

/** The engine's clean price (4 places) of `bond` at `bondYield` (a fraction) on `settlementDate`. */
export function priceAtYield(bond: Bond, bondYield: number, settlementDate: string): PriceInfo['price'] {
  const price = priceFromYield(termsOfBond(bond), { yield: bondYield * 100, settlementDate });
  return {
    unit_clean_price: round(price.cleanPrice, 4),
    bond_yield: round(bondYield, 6),
    settlement_date: settlementDate,
  };
}

/**
 * The pricing calculation on the real engine (`@bondkit/core/pricing`), as the server answers it: a yield
 * (a fraction) gives the clean price and a clean price the yield, at the settlement date asked for or the
 * bond's market settlement; the clean price rounded to 4 places, the yield to 6.
 */
export function calculatedPrice(
  bond: Bond,
  info: PriceInfo,
  calculation: {
    fixed_field: string;
    bond_yield?: number | null;
    clean_price?: number | null;
    settlement_date?: string | null;
  },
): PriceInfo['price'] {
  const terms = termsOfBond(bond);
  const settlementDate = calculation.settlement_date ?? info.price.settlement_date ?? '';
  if (calculation.fixed_field === 'yield' && calculation.bond_yield != null)
    return priceAtYield(bond, calculation.bond_yield, settlementDate);
  const cleanPrice = calculation.clean_price ?? info.price.unit_clean_price ?? 100;
  const found = yieldFromPrice(terms, { cleanPrice, settlementDate });
  return {
    unit_clean_price: round(cleanPrice, 4),
    bond_yield: round(found.yield / 100, 6),
    settlement_date: settlementDate,
  };
}
