import * as z from 'zod/mini';
import { entityIdSchema } from './common';

/**
 * A bond (finstrument): the spec's fields (id, display_name, available, identifiers.ISIN,
 * contract_parameters.is_listed, contract_parameters.maturity_date) plus the contract's issuer, rating,
 * coupon_rate (percent), is_disabled_isin and is_matured. Other keys the server adds are kept.
 */
export const bondSchema = z.looseObject({
  id: entityIdSchema,
  display_name: z.string(),
  available: z.boolean(),
  identifiers: z.looseObject({ ISIN: z.string() }),
  contract_parameters: z.looseObject({
    is_listed: z.boolean(),
    /** ISO date `YYYY-MM-DD`. */
    maturity_date: z.string(),
  }),
  issuer: z.string(),
  rating: z.nullable(z.string()),
  coupon_rate: z.nullable(z.number()),
  is_disabled_isin: z.boolean(),
  is_matured: z.boolean(),
});
export type Bond = z.infer<typeof bondSchema>;

/**
 * A row of the market list (`POST api/client-finstrument-list/`): the bond and its market price for T+1
 * settlement (clean price per 100, 4 dp; yield as a fraction, 6 dp), null when the bond cannot be priced
 * and absent from a server that does not price its list.
 */
export const marketListBondSchema = z.looseObject({
  ...bondSchema.shape,
  market_price: z.optional(
    z.nullable(
      z.object({
        unit_clean_price: z.number(),
        bond_yield: z.number(),
        settlement_date: z.string(),
      }),
    ),
  ),
});
export type MarketListBond = z.infer<typeof marketListBondSchema>;

/** `GET api/finstrument/search/`: `{ finstruments }`. */
export const finstrumentListSchema = z.object({ finstruments: z.array(bondSchema) });
export type FinstrumentList = z.infer<typeof finstrumentListSchema>;

/** A cash flow of `POST api/cashflow/{id}/`. */
const bondCashflowSchema = z.looseObject({
  /** ISO date. */
  date: z.string(),
  interest: z.number(),
  principal: z.number(),
  total: z.number(),
});
export type BondCashflow = z.infer<typeof bondCashflowSchema>;

export const cashflowsResponseSchema = z.looseObject({ cashflows: z.array(bondCashflowSchema) });
export type CashflowsResponse = z.infer<typeof cashflowsResponseSchema>;

/** A trade print of `POST api/trades/{id}/`. */
export const bondTradeSchema = z.looseObject({
  id: entityIdSchema,
  trade_date: z.string(),
  unit_clean_price: z.nullable(z.number()),
  bond_yield: z.nullable(z.number()),
  quantity: z.number(),
});
export type BondTrade = z.infer<typeof bondTradeSchema>;

/** A category of `POST api/categories/` (the values `client-finstrument-list` filters by). */
export const bondCategorySchema = z.looseObject({
  key: z.string(),
  label: z.string(),
  values: z.array(z.string()),
});
export type BondCategory = z.infer<typeof bondCategorySchema>;
