import * as z from 'zod/mini';

/**
 * Why the server cannot price a bond, as a code a page may branch on:
 * - `terms_not_on_record`: its coupon, schedule or maturity are not on record;
 * - `unsupported_terms`: its terms use a convention the pricing engine does not support;
 * - `settlement_outside_life`: the settlement date is before its issue or after its maturity;
 * - `settlement_in_shut_period`: the settlement date falls between its record date and its coupon date.
 */
export type PricingUnavailableCode =
  'terms_not_on_record' | 'unsupported_terms' | 'settlement_outside_life' | 'settlement_in_shut_period';

/** Why a bond cannot be priced: a code and the server's sentence for the user. */
export interface PricingUnavailableReason {
  code: PricingUnavailableCode;
  message: string;
}

const pricingUnavailableCodes = [
  'terms_not_on_record',
  'unsupported_terms',
  'settlement_outside_life',
  'settlement_in_shut_period',
] as const satisfies readonly PricingUnavailableCode[];

const pricingUnavailableReasonSchema = z.object({
  code: z.enum(pricingUnavailableCodes),
  message: z.string(),
});

/**
 * Price info (`price-info` and the `price` calculation): clean price per unit (4 dp), yield as a fraction
 * (6 dp, 0.0725 for 7.25 %), the settlement date the price is for (ISO date), whether the bond can be
 * priced and whether the user may change the price. Price and yield are null when it cannot be priced.
 */
export const priceInfoSchema = z.object({
  price: z.object({
    unit_clean_price: z.nullable(z.number()),
    bond_yield: z.nullable(z.number()),
    settlement_date: z.nullable(z.string()),
  }),
  can_be_priced: z.boolean(),
  /**
   * Why the bond cannot be priced, when `can_be_priced` is false (issue 35); absent or null when it can be,
   * and absent from a server older than the field.
   */
  pricing_unavailable_reason: z.optional(z.nullable(pricingUnavailableReasonSchema)),
  allow_price_modification: z.boolean(),
  /**
   * For a calculation asked with a `quantity`: rupees the buyer pays, principal (clean price x face
   * value / 100) plus accrued interest, each exact to the paisa. Absent otherwise or when it cannot be priced.
   */
  /**
   * The lowest and highest clean price the exchange lets the market quote today (the price band), for a
   * quote at the market; absent from a calculation, and either end null when the exchange sets none.
   */
  price_band: z.optional(z.object({ low: z.nullable(z.number()), high: z.nullable(z.number()) })),
  consideration: z.optional(
    z.nullable(z.object({ principal: z.number(), accrued: z.number(), total: z.number() })),
  ),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;
