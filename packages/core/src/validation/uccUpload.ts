import * as z from 'zod/mini';
import { accountNumberSchema, ifscSchema } from './bankFields';
import { clientTypeSchema, exchangeSchema, indianStateSchema } from './clientClassification';
import { boIdSchema, dpIdSchema } from './depositoryFields';
import { emailSchema, mobileSchema, panSchema } from './identityFields';
import { validationMessages } from './messages';

/** A unique client code: 1 to 10 letters or digits (stored upper-case). */
const uccClientCodeSchema = z
  .string({ error: validationMessages.required })
  .check(z.trim())
  .check(z.regex(/^[A-Za-z0-9]{1,10}$/, 'A client code is 1 to 10 letters or digits.'));

/**
 * The fields of a UCC record (`POST api/clients/ucc/`, `PATCH api/clients/ucc/{id}/`, and each row of
 * the upload template, in this order).
 */
export const uccRecordFields = {
  client_code: uccClientCodeSchema,
  name: z
    .string({ error: validationMessages.required })
    .check(z.trim())
    .check(z.minLength(1, validationMessages.required))
    .check(z.maxLength(200)),
  exchange: exchangeSchema,
  pan: panSchema,
  client_type: clientTypeSchema,
  category: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  email: z.optional(z.nullable(emailSchema)),
  mobile: z.optional(z.nullable(mobileSchema)),
  state: z.optional(z.nullable(indianStateSchema)),
  bank_account_number: z.optional(z.nullable(accountNumberSchema)),
  ifsc: z.optional(z.nullable(ifscSchema)),
  dp_id: z.optional(z.nullable(dpIdSchema)),
  bo_id: z.optional(z.nullable(boIdSchema)),
};
export const uccRecordPayloadSchema = z.strictObject(uccRecordFields);
export type UccRecordPayload = z.output<typeof uccRecordPayloadSchema>;

/**
 * The example row of the UCC upload template, under its header (the keys of {@link uccRecordFields}, in
 * order): a made-up individual client with every field filled, a row the upload accepts as it is.
 */
export const uccTemplateExampleRow: readonly string[] = [
  'MCS0100',
  'Asha Verma',
  'NSE',
  'ABCPV1234K',
  'INDV',
  'RTL',
  'asha.verma@example.in',
  '9876543210',
  'MAHARASHTRA',
  '123456789012',
  'HDFC0001234',
  '12081600',
  '1208160000654321',
];

/** `POST api/clients/ucc/upload/`: how many rows were created, and each refused row with its message. */
export const uccUploadResultSchema = z.object({
  created: z.number().check(z.int()),
  errors: z.array(z.object({ row: z.number().check(z.int()), message: z.string() })),
});
export type UccUploadResult = z.infer<typeof uccUploadResultSchema>;

/** The refusal of a client code the firm already uses on the same exchange (stored, or earlier in an upload). */
export const uccDuplicateMessage = 'A UCC with this client code already exists on this exchange.';

/**
 * A UCC record's fields as they are stored: the client code and the IFSC upper-case, the e-mail lower-case
 * (each compared case-insensitively), fields not given left out (an edit changes only those). The reference
 * server stores a record this way and the fake of `@bondkit/core/testing` alike.
 */
export function normaliseUccRecordFields(input: Partial<UccRecordPayload>): Partial<UccRecordPayload> {
  const fields: Partial<Record<keyof UccRecordPayload, unknown>> = {};
  for (const [key, value] of Object.entries(input) as [keyof UccRecordPayload, unknown][])
    if (value !== undefined) fields[key] = value;
  if (input.client_code !== undefined) fields.client_code = input.client_code.toUpperCase();
  if (input.email !== undefined) fields.email = input.email?.toLowerCase() ?? null;
  if (input.ifsc !== undefined) fields.ifsc = input.ifsc?.toUpperCase() ?? null;
  return fields as Partial<UccRecordPayload>;
}
