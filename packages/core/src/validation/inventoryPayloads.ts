import * as z from 'zod/mini';
import { storedPriceSchema } from './eoiCreatePayload';
import { validationMessages } from './messages';
import { storedQuantumSchema } from './storedQuantum';
import { uploadNumberCell } from './uploadedTable';
import { recordIdSchema } from './tradingVocabulary';

/** A clean price per 100 that a holding was bought or is valued at: above 0, at most 250 and 4 decimals. */
const positivePriceSchema = storedPriceSchema.check(z.refine((value) => value > 0, validationMessages.zero));

/**
 * `POST api/inventory/external-trade/`: a trade made outside the platform moves the holding. The trade date
 * is required and not later than today ('Trade time cannot be later than the current time.', checked by the
 * server against its clock).
 */
export const inventoryExternalTradeSchema = z.strictObject({
  finstrument_id: recordIdSchema,
  buy_or_sell: z.enum(['buy', 'sell']),
  quantity: storedQuantumSchema,
  unit_clean_price: positivePriceSchema,
  trade_date: z.iso.date(validationMessages.date),
  counterparty_name: z.optional(z.string().check(z.trim()).check(z.maxLength(200))),
});
export type InventoryExternalTrade = z.infer<typeof inventoryExternalTradeSchema>;

/** `PUT api/inventory/edit-valuation-cost/`: a holding of the caller's firm and its new cost per 100. */
export const valuationCostEditSchema = z.strictObject({
  id: recordIdSchema,
  valuation_cost: positivePriceSchema,
});
export type ValuationCostEdit = z.infer<typeof valuationCostEditSchema>;

/**
 * One row of a positions upload (`POST api/inventory/upload/`, columns isin, quantity and an optional
 * valuation_cost): the holding is set to the quantity, at that cost when one is given.
 */
export const inventoryUploadRowSchema = z.strictObject({
  quantity: storedQuantumSchema,
  valuation_cost: z.nullable(positivePriceSchema),
});

/**
 * The input `inventoryUploadRowSchema` checks, from a positions upload's row as read: number cells as every
 * upload reads them (`uploadNumberCell`), and no cost when the cell is empty.
 */
export function inventoryUploadRowInput(cells: Readonly<Record<string, string | undefined>>) {
  return {
    quantity: uploadNumberCell(cells.quantity),
    valuation_cost: uploadNumberCell(cells.valuation_cost) ?? null,
  };
}

/** The positions upload template's header and an example row (CSV). */
export const inventoryUploadTemplate = 'isin,quantity,valuation_cost\nIN0020230085,10000000,99.2500\n';
