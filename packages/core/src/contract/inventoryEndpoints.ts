import { eoiCreatePayloadSchema } from '../validation/eoiCreatePayload';
import { inventoryExternalTradeSchema, valuationCostEditSchema } from '../validation/inventoryPayloads';
import * as z from 'zod/mini';
import { queryFlagSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { uploadIdPattern } from './uploads';
import { inventoryHeads } from './inventoryHeads';

/** A client-chosen upload id (`uploadIdPattern`). */
const uploadIdSchema = z
  .string()
  .check(z.regex(uploadIdPattern, 'An upload id is 8 to 64 letters, digits or dashes.'));

/**
 * A firm's holdings (trading-and-chat 7 'Inventory'): listing them valued, recording outside trades,
 * their valuation cost, confirming them and offering one to the market, and uploading them as a spreadsheet
 * (whose progress can be polled while it runs).
 */
export const inventoryEndpoints = {
  uploadHoldings: defineEndpoint({
    ...inventoryHeads.uploadHoldings,
    query: z.strictObject({
      confirm: z.optional(queryFlagSchema),
      /** The caller's id for this upload, to poll `upload/progress/{upload_id}/` while it runs. */
      upload_id: z.optional(uploadIdSchema),
    }),
    access: 'dealer',
    tag: 'inventory',
    summary:
      'Upload holdings (CSV or XLSX: isin, quantity, optional valuation_cost); with a bad row nothing is written unless confirm=true',
  }),
  getHoldingsUploadProgress: defineEndpoint({
    ...inventoryHeads.getHoldingsUploadProgress,
    params: z.strictObject({ uploadId: uploadIdSchema }),
    access: 'dealer',
    tag: 'inventory',
    summary:
      'How far an upload sent with ?upload_id= has got: bytes received, rows checked, holdings written',
  }),
  confirmPreviousHoldings: defineEndpoint({
    ...inventoryHeads.confirmPreviousHoldings,
    access: 'dealer',
    tag: 'inventory',
    summary: "Confirm your firm's holdings as they stand (carry them forward)",
  }),
  offerHolding: defineEndpoint({
    ...inventoryHeads.offerHolding,
    // An ASK quote: the quote's payload; the server sets the side and refuses more than the firm holds.
    body: eoiCreatePayloadSchema,
    access: 'dealer',
    tag: 'inventory',
    summary: 'Offer a holding to the market: creates an ASK quote of at most the quantity held',
  }),
  listHoldings: defineEndpoint({
    ...inventoryHeads.listHoldings,
    access: 'trading',
    tag: 'inventory',
    summary: "Your firm's holdings valued at live prices from the pricing engine",
  }),
  recordExternalTrade: defineEndpoint({
    ...inventoryHeads.recordExternalTrade,
    body: inventoryExternalTradeSchema,
    access: 'dealer',
    tag: 'inventory',
    summary: 'Record a trade made outside the platform: the holding moves',
  }),
  editValuationCost: defineEndpoint({
    ...inventoryHeads.editValuationCost,
    body: valuationCostEditSchema,
    access: 'dealer',
    tag: 'inventory',
    summary: 'Change the valuation cost (clean price per 100) of a holding',
  }),
};
