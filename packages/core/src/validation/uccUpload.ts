import * as z from 'zod';
import { accountNumberSchema, ifscSchema } from './bankFields';
import { clientTypeSchema, exchangeSchema, indianStateSchema } from './clientClassification';
import { boIdSchema, dpIdSchema } from './depositoryFields';
import { emailSchema, mobileSchema, panSchema } from './identityFields';
import { validationMessages } from './messages';

/** A unique client code: 1 to 10 letters or digits (stored upper-case). */
export const uccClientCodeSchema = z
  .string({ error: validationMessages.required })
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, 'A client code is 1 to 10 letters or digits.');

/**
 * The fields of a UCC record (`POST api/clients/ucc/`, `PATCH api/clients/ucc/{id}/`, and each row of
 * the upload template, in this order).
 */
export const uccRecordFields = {
  client_code: uccClientCodeSchema,
  name: z.string({ error: validationMessages.required }).trim().min(1, validationMessages.required).max(200),
  exchange: exchangeSchema,
  pan: panSchema,
  client_type: clientTypeSchema,
  category: z.string().max(40).nullable().optional(),
  email: emailSchema.nullable().optional(),
  mobile: mobileSchema.nullable().optional(),
  state: z.optional(z.nullable(indianStateSchema)),
  bank_account_number: accountNumberSchema.nullable().optional(),
  ifsc: ifscSchema.nullable().optional(),
  dp_id: dpIdSchema.nullable().optional(),
  bo_id: boIdSchema.nullable().optional(),
};
export const uccRecordPayloadSchema = z.strictObject(uccRecordFields);
export type UccRecordPayload = z.output<typeof uccRecordPayloadSchema>;

/** `POST api/clients/ucc/upload/`: how many rows were created, and each refused row with its message. */
export const uccUploadResultSchema = z.object({
  created: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type UccUploadResult = z.infer<typeof uccUploadResultSchema>;
