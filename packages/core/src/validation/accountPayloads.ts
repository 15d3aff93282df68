import * as z from 'zod/mini';
import { clientTypeSchema, individualCategorySchema, otpModeSchema } from './clientClassification';
import type { ClientType } from './clientClassification';
import { controlCharacterMessage, forbiddenControlCharacters } from './plainText';
import { emailSchema, mobileSchema, nameSchema, panSchema } from './identityFields';
import { requiredMessage } from './messages';
import { clearingCorporationSchema } from './tradingVocabulary';

const requiredString = z
  .string({ error: requiredMessage() })
  .check(z.minLength(1, requiredMessage()))
  .check(z.maxLength(200, 'Ensure this field has no more than 200 characters.'))
  .check(z.refine((value) => !forbiddenControlCharacters.test(value), controlCharacterMessage));

/** What the cross-field rules of a registration read. */
interface RegistrationIdentity {
  client_type: ClientType;
  category: string;
  corporate_identity: { name: string } | null;
}

/**
 * The registration's rules across fields (category, corporate identity), apart so that the server's
 * registration body, which extends the payload with its own fields, applies the same ones.
 */
export const registrationPayloadRules = z.superRefine((payload: RegistrationIdentity, context) => {
  const individual = payload.client_type === 'INDV' || payload.client_type === 'INDV-P';
  if (individual && !individualCategorySchema.safeParse(payload.category).success) {
    context.addIssue({ code: 'custom', path: ['category'], message: 'Choose an individual category' });
  }
  if (individual && payload.corporate_identity !== null) {
    context.addIssue({
      code: 'custom',
      path: ['corporate_identity'],
      message: 'An individual client has no corporate identity',
    });
  }
  if (!individual && payload.corporate_identity === null) {
    context.addIssue({
      code: 'custom',
      path: ['corporate_identity', 'name'],
      message: requiredMessage('Company name'),
    });
  }
});

/**
 * The registration payload (`POST api/client/register/`), exactly the spec's fields. Rules the spec
 * leaves open, chosen here: an individual client (`INDV`, `INDV-P`) names an individual category and no
 * corporate identity; a corporate client (`CORP`, `CORP-P`) names its company in `corporate_identity`
 * and its category is one of the server's client categories (`GET api/client/categories/`), so any
 * text. The password only has to be present: its strength rules are not shown and are the server's.
 */
export const registrationPayloadSchema = z
  .object({
    auth_mode: otpModeSchema,
    pan: panSchema,
    password: requiredString,
    identity: z.object({ first_name: nameSchema, last_name: nameSchema }),
    client_type: clientTypeSchema,
    category: requiredString,
    corporate_identity: z.nullable(z.object({ name: requiredString })),
    contact: z.object({ email: emailSchema, mobile: mobileSchema, whatsapp_consent: z.boolean() }),
  })
  .check(registrationPayloadRules);

export type RegistrationPayload = z.output<typeof registrationPayloadSchema>;

/**
 * Exchange credentials (`POST api/client/credentials/`): the client's login at a clearing corporation.
 * `corp` names the clearing corporation, NSCCL or ICCL (the spec does not show its values; these match
 * the session's `nsccl_*` and `iccl_*` fields).
 */
export const exchangeCredentialsSchema = z.object({
  participant_code: requiredString,
  username: requiredString,
  password: requiredString,
  corp: clearingCorporationSchema,
});
