import * as z from 'zod/mini';
import { exchangeSchema } from './clientClassification';
import { storedPriceSchema } from './eoiCreatePayload';
import { validationMessages } from './messages';
import { optionalFields } from './optionalFields';
import { storedQuantumSchema } from './storedQuantum';

/** The states of an amendment: PROPOSED until the other firm accepts or rejects it, or the proposer withdraws it. */
const orderAmendmentStatuses = ['PROPOSED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const;
const orderAmendmentStatusSchema = z.enum(orderAmendmentStatuses);
export type OrderAmendmentStatus = z.infer<typeof orderAmendmentStatusSchema>;

/**
 * `POST api/{orders|procurement-orders}/{id}/amendments/`: a change to an accepted trade, proposed by one
 * of its two firms. At least one term; the yield follows from the price (the server prices it).
 */
export const orderAmendmentProposalSchema = z
  .strictObject({
    quantity: z.optional(storedQuantumSchema),
    unit_clean_price: z.optional(storedPriceSchema),
    settlement_date: z.optional(z.iso.date(validationMessages.date)),
    exchange: z.optional(z.nullable(exchangeSchema)),
    /** Why, for the other firm. */
    note: z.optional(
      z
        .string()
        .check(z.trim())
        .check(z.maxLength(500, 'Ensure this field has no more than 500 characters.')),
    ),
  })
  .check(
    z.refine(
      (body) =>
        body.quantity !== undefined ||
        body.unit_clean_price !== undefined ||
        body.settlement_date !== undefined ||
        body.exchange !== undefined,
      { message: 'Propose a change to at least one of quantity, price, settlement date or exchange.' },
    ),
  );
export type OrderAmendmentProposal = z.infer<typeof orderAmendmentProposalSchema>;

/** `PUT api/{kind}/{id}/amendments/{amendmentId}/`: the other firm's answer. */
export const orderAmendmentDecisionSchema = z.strictObject({
  decision: z.enum(['ACCEPTED', 'REJECTED']),
});

/** The terms an amendment can change. */
const orderTermsFields = {
  quantity: z.number(),
  unit_clean_price: z.number(),
  bond_yield: z.nullable(z.number()),
  settlement_date: z.string(),
  exchange: z.nullable(z.string()),
};
const orderTermsSchema = z.object(orderTermsFields);
export type OrderTerms = z.infer<typeof orderTermsSchema>;

/** An amendment as either firm sees it. */
export const orderAmendmentSchema = z.object({
  id: z.number().check(z.int()),
  order_id: z.number().check(z.int()),
  status: orderAmendmentStatusSchema,
  changes: z.object(optionalFields(orderTermsFields)),
  terms_before: orderTermsSchema,
  note: z.nullable(z.string()),
  /** Whether the viewer's firm proposed it (then it may withdraw; otherwise it may accept or reject). */
  proposed_by_you: z.boolean(),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type OrderAmendment = z.infer<typeof orderAmendmentSchema>;

/** `GET api/{kind}/{id}/amendments/`. */
export const orderAmendmentListSchema = z.object({ results: z.array(orderAmendmentSchema) });

/** One change of an order, for its audit trail. */
const orderAuditEntrySchema = z.object({
  id: z.number().check(z.int()),
  action: z.string(),
  /** The acting user's name, and whether they belong to the viewer's firm. */
  actor_name: z.string(),
  by_your_firm: z.boolean(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type OrderAuditEntry = z.infer<typeof orderAuditEntrySchema>;

/** `GET api/{kind}/{id}/audit/`: oldest first. */
export const orderAuditListSchema = z.object({ results: z.array(orderAuditEntrySchema) });
