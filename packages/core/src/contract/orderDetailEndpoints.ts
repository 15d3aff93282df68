import * as z from 'zod/mini';
import { recordIdSchema } from '../validation/tradingVocabulary';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { orderDetailHeads } from './orderDetailHeads';

/** A trade's facilitator and agent: an id sets one, `null` clears it, a field left out stays. */
const intermediariesSchema = z.strictObject({
  facilitator_id: z.optional(z.nullable(recordIdSchema)),
  agent_id: z.optional(z.nullable(recordIdSchema)),
});

/** The counterparty's answer to a trade's consideration. */
const considerationParametersSchema = z.strictObject({
  ...idParametersSchema.shape,
  action: z.enum(['accept', 'reject']),
});

/**
 * A trade's details after it is reported: its facilitator and agent, the counterparty's acceptance of its
 * consideration (dealers and back office; the handler checks the roles), and the confirmation PDF.
 */
export const orderDetailEndpoints = {
  setOrderIntermediaries: defineEndpoint({
    ...orderDetailHeads.setOrderIntermediaries,
    params: idParametersSchema,
    body: intermediariesSchema,
    access: 'trading',
    tag: 'orders',
    summary:
      'Set or clear the facilitator and the agent of an open trade (dealers and back office of either firm)',
  }),
  setProcurementOrderIntermediaries: defineEndpoint({
    ...orderDetailHeads.setProcurementOrderIntermediaries,
    params: idParametersSchema,
    body: intermediariesSchema,
    access: 'trading',
    tag: 'orders',
    summary:
      'Set or clear the facilitator and the agent of an open procurement trade (dealers and back office of either firm)',
  }),
  decideOrderConsideration: defineEndpoint({
    ...orderDetailHeads.decideOrderConsideration,
    params: considerationParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary:
      "Accept or reject the consideration of a trade the other firm booked (the counterparty's dealers and back office)",
  }),
  decideProcurementOrderConsideration: defineEndpoint({
    ...orderDetailHeads.decideProcurementOrderConsideration,
    params: considerationParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary:
      "Accept or reject the consideration of a procurement trade the other firm booked (the counterparty's dealers and back office)",
  }),
  downloadOrderConfirmation: defineEndpoint({
    ...orderDetailHeads.downloadOrderConfirmation,
    params: idParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: 'The confirmation of a settled trade (orders) as a PDF',
  }),
  downloadProcurementOrderConfirmation: defineEndpoint({
    ...orderDetailHeads.downloadProcurementOrderConfirmation,
    params: idParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: 'The confirmation of a settled trade (procurement-orders) as a PDF',
  }),
};
