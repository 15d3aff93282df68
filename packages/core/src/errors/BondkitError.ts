// A marker on a global symbol, not `instanceof`: two copies of @bondkit/core in one bundle (a partner's
// app and a widget's nested dependency) must still recognise each other's errors.
const baseMarker = 'bondkit.error';
const baseSymbol = Symbol.for(baseMarker);

export interface BondkitErrorOptions {
  /** A stable, machine-readable code, for example `settlement_after_maturity`. */
  code: string;
  message: string;
  cause?: unknown;
}

/** The base of every error that @bondkit/core throws. */
export class BondkitError extends Error {
  private readonly [baseSymbol] = true;
  /** A stable, machine-readable code. */
  readonly code: string;

  constructor({ code, message, cause }: BondkitErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'BondkitError';
    this.code = code;
  }

  /** True for any bondkit error, from this or any other copy of the package. */
  static isInstance(error: unknown): error is BondkitError {
    return BondkitError.hasMarker(error, baseMarker);
  }

  protected static hasMarker(error: unknown, marker: string): boolean {
    return (
      typeof error === 'object' &&
      error !== null &&
      (error as Record<symbol, unknown>)[Symbol.for(marker)] === true
    );
  }
}

/**
 * Subclasses declare their own marker the same way:
 *
 * ```ts
 * const marker = 'bondkit.error.PricingError';
 * const symbol = Symbol.for(marker);
 * export class PricingError extends BondkitError {
 *   private readonly [symbol] = true;
 *   static override isInstance(error: unknown): error is PricingError {
 *     return BondkitError.hasMarker(error, marker);
 *   }
 * }
 * ```
 */
