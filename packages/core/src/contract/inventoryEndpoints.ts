import { eoiCreatePayloadSchema } from '../validation/eoiCreatePayload';
import { inventoryExternalTradeSchema, valuationCostEditSchema } from '../validation/inventoryPayloads';
import { defineEndpoint } from './endpoint';
import { inventoryHeads } from './inventoryHeads';

/**
 * A firm's holdings (trading-and-chat 7 'Inventory'): listing them valued, recording outside trades,
 * their valuation cost, confirming them and offering one to the market. The spreadsheet upload and its
 * progress stay off the contract: a multipart file body is not something the contract declares yet.
 */
export const inventoryEndpoints = {
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
