import { compileBond } from './compiledBond';
import { flowsToMaturity } from './flowSet';
import { PricingError } from './PricingError';
import { roundCleanPrice } from './rounding';
import { parseSettlement, requireCleanPrice } from './settlementInput';
import type { BondTerms } from './types';

export interface ConsiderationInput {
  /** `YYYY-MM-DD`. */
  settlementDate: string;
  /** Per 100 of face value; the traded price, so it is taken to 4 decimals (spec section 5) before any arithmetic. */
  cleanPrice: number;
  /** Whole units, each of the bond's `faceValue` rupees (default 100). */
  quantity: number;
}

/** Rupee amounts, each exact to the paisa, with the same amounts as whole paise. */
export interface Consideration {
  /** Clean price x face value x quantity / 100. */
  principal: number;
  /** Accrued interest on the face value traded; negative inside an ex-interest window. */
  accrued: number;
  /** principal + accrued: what the buyer pays. */
  total: number;
  principalPaise: number;
  accruedPaise: number;
  totalPaise: number;
}

/** n / d rounded half away from zero, in integers. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const absoluteNumerator = numerator < 0n ? -numerator : numerator;
  const absoluteDenominator = denominator < 0n ? -denominator : denominator;
  const quotient = (absoluteNumerator * 2n + absoluteDenominator) / (absoluteDenominator * 2n);
  return negative ? -quotient : quotient;
}

function safePaise(paise: bigint): number {
  if (paise > BigInt(Number.MAX_SAFE_INTEGER) || paise < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new PricingError(
      'invalid_quantity',
      'The consideration is too large to represent exactly in paise.',
    );
  }
  return Number(paise);
}

const million = 1_000_000n;

/**
 * The money of a trade, exact to the paisa. Binary floating point cannot hold most rupee amounts exactly, so the
 * amounts are computed in integers: the price in ten-thousandths, the coupon rate and outstanding principal in
 * millionths, the face value in paise, and the accrued days over the day-count year as an exact fraction. Each of
 * principal and accrued is rounded once, half away from zero, and the total is their sum.
 */
export function consideration(bond: BondTerms, input: ConsiderationInput): Consideration {
  const compiled = compileBond(bond);
  const flows = flowsToMaturity(compiled, parseSettlement(input.settlementDate));
  const cleanPrice = requireCleanPrice(input.cleanPrice);
  const quantity = input.quantity;
  if (!(typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity > 0)) {
    throw new PricingError(
      'invalid_quantity',
      `quantity must be a positive whole number of units, got ${String(quantity)}.`,
    );
  }
  const priceUnits = BigInt(Math.round(roundCleanPrice(cleanPrice) * 10_000));
  const facePaise = BigInt(Math.round(compiled.faceValue * 100));
  const units = BigInt(quantity);
  const principalPaise = divideRounded(priceUnits * facePaise * units, 10_000n * 100n);
  let accruedPaise = 0n;
  if (compiled.frequency !== 0 && flows.accruedDays !== 0) {
    const rateMillionths = BigInt(Math.round(flows.periodRate * 1_000_000));
    const outstandingMillionths = BigInt(Math.round(flows.periodOutstanding * 1_000_000));
    accruedPaise = divideRounded(
      rateMillionths * outstandingMillionths * BigInt(flows.accruedDays) * facePaise * units,
      million * million * 100n * BigInt(flows.periodYearDays) * 100n,
    );
  }
  const totalPaise = principalPaise + accruedPaise;
  return {
    principal: safePaise(principalPaise) / 100,
    accrued: safePaise(accruedPaise) / 100,
    total: safePaise(totalPaise) / 100,
    principalPaise: safePaise(principalPaise),
    accruedPaise: safePaise(accruedPaise),
    totalPaise: safePaise(totalPaise),
  };
}
