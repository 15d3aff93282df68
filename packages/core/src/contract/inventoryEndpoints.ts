import { eoiCreatePayloadSchema } from '../validation/eoiCreatePayload';
import { defineEndpoint } from './endpoint';
import { inventoryHeads } from './inventoryHeads';

/** A firm's holdings (trading-and-chat 7 'Inventory'): confirming them and offering one to the market. */
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
};
