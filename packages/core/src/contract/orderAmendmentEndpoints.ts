import * as z from 'zod/mini';
import { orderAmendmentDecisionSchema, orderAmendmentProposalSchema } from '../validation/orderAmendments';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { orderAmendmentHeads } from './orderAmendmentHeads';

const integerMessage = 'A valid integer is required.';

/** An order's `:id` and one of its amendments' `:amendmentId`, both positive integers. */
const amendmentParametersSchema = z.strictObject({
  ...idParametersSchema.shape,
  amendmentId: z.coerce
    .number({ error: integerMessage })
    .check(z.int({ error: integerMessage }), z.positive()),
});

/**
 * Two-sided amendments of accepted trades and an order's audit trail (issue 12, finding 6): either firm
 * proposes, the other accepts (the trade and both holdings change) or rejects; the proposer may withdraw.
 * Reading is for any trading role of either firm; proposing and deciding for dealers.
 */
export const orderAmendmentEndpoints = {
  listOrderAmendments: defineEndpoint({
    ...orderAmendmentHeads.listOrderAmendments,
    params: idParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: "Amendments of one of your firm's orders, newest first",
  }),
  listProcurementOrderAmendments: defineEndpoint({
    ...orderAmendmentHeads.listProcurementOrderAmendments,
    params: idParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: "Amendments of one of your firm's procurement-orders, newest first",
  }),
  proposeOrderAmendment: defineEndpoint({
    ...orderAmendmentHeads.proposeOrderAmendment,
    params: idParametersSchema,
    body: orderAmendmentProposalSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Propose a change to an accepted trade; it applies when the other firm accepts it',
  }),
  proposeProcurementOrderAmendment: defineEndpoint({
    ...orderAmendmentHeads.proposeProcurementOrderAmendment,
    params: idParametersSchema,
    body: orderAmendmentProposalSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Propose a change to an accepted procurement trade; it applies when the other firm accepts it',
  }),
  decideOrderAmendment: defineEndpoint({
    ...orderAmendmentHeads.decideOrderAmendment,
    params: amendmentParametersSchema,
    body: orderAmendmentDecisionSchema,
    access: 'dealer',
    tag: 'orders',
    summary: "Accept or reject the other firm's proposed amendment",
  }),
  decideProcurementOrderAmendment: defineEndpoint({
    ...orderAmendmentHeads.decideProcurementOrderAmendment,
    params: amendmentParametersSchema,
    body: orderAmendmentDecisionSchema,
    access: 'dealer',
    tag: 'orders',
    summary: "Accept or reject the other firm's proposed amendment of a procurement trade",
  }),
  withdrawOrderAmendment: defineEndpoint({
    ...orderAmendmentHeads.withdrawOrderAmendment,
    params: amendmentParametersSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Withdraw an amendment your firm proposed',
  }),
  withdrawProcurementOrderAmendment: defineEndpoint({
    ...orderAmendmentHeads.withdrawProcurementOrderAmendment,
    params: amendmentParametersSchema,
    access: 'dealer',
    tag: 'orders',
    summary: 'Withdraw an amendment of a procurement trade your firm proposed',
  }),
  getOrderAuditTrail: defineEndpoint({
    ...orderAmendmentHeads.getOrderAuditTrail,
    params: idParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: "The audit trail of one of your firm's orders: every change, oldest first",
  }),
  getProcurementOrderAuditTrail: defineEndpoint({
    ...orderAmendmentHeads.getProcurementOrderAuditTrail,
    params: idParametersSchema,
    access: 'trading',
    tag: 'orders',
    summary: "The audit trail of one of your firm's procurement-orders: every change, oldest first",
  }),
};
