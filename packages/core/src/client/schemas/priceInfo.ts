import * as z from 'zod/mini';

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
