// Rounding is presentation: the engine returns unrounded numbers and callers round at the edge (spec section 5).

/**
 * Rounds half away from zero to `decimals` places. A value within 1e-7 of a last-place unit of the half is treated
 * as the half, so binary noise (1.00005 stored as 1.0000499999999) does not flip the result.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  const rounded = fraction >= 0.5 - 1e-7 ? floor + 1 : floor;
  const result = rounded / factor;
  return value < 0 ? -result : result;
}

/** A clean price as sent and shown: 4 decimals. */
export function roundCleanPrice(cleanPrice: number): number {
  return roundHalfUp(cleanPrice, 4);
}

/** A yield in percent as shown: 4 decimals. */
export function roundYieldPercent(yieldPercent: number): number {
  return roundHalfUp(yieldPercent, 4);
}

/** A yield in percent as sent to the server: a fraction with 6 decimals (6.8 -> 0.068). */
export function yieldPercentToFraction(yieldPercent: number): number {
  return roundHalfUp(yieldPercent / 100, 6);
}

/** A yield fraction from the server back to percent, e.g. 0.068 -> 6.8 (exact to the fraction's 6 decimals). */
export function yieldFractionToPercent(yieldFraction: number): number {
  return roundHalfUp(yieldFraction * 100, 4);
}

/** Rupees to the paisa. */
export function roundToPaisa(rupees: number): number {
  return roundHalfUp(rupees, 2);
}
