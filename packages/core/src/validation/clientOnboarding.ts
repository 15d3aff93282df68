import * as z from 'zod/mini';
import { accountNumberSchema, gstSchema, ifscSchema, pincodeSchema } from './bankFields';
import { indianStates, individualCategorySchema } from './clientClassification';
import { boIdSchema, clientIdSchema, dpIdSchema } from './depositoryFields';
import { emailSchema, mobileSchema, nameSchema, panSchema } from './identityFields';
import { requiredMessage, validationMessages } from './messages';
import { optionalField, requiredText } from './textField';

/** The kinds of client a firm onboards: an individual (with a category) or a corporate. */
const onboardingClientKinds = ['INDV', 'CORP'] as const;

/** Messages of the onboarding form the spec does not word, chosen in its voice. */
const onboardingMessages = {
  category: 'Choose an individual category',
  depository: 'Enter a BO ID, or a DP ID and client ID.',
  dpIdWithClientId: 'Enter the DP ID with the client ID.',
  consent: "The client's consent is required.",
  gstForCorporate: requiredMessage('GST'),
  state: 'Choose a state',
} as const;

const custodianIdSchema = z.nullable(z.number().check(z.int()).check(z.positive()));

/**
 * A client onboarded by a firm (`POST api/clients/`, `PUT api/clients/{id}/`): identity, PAN and GST,
 * address, bank account, depository account, a custodian per exchange, contact and consent. The fields
 * carry the spec's messages (platform-shell section 5). Choices where the spec is silent: an individual
 * names one of the spec's categories and its name follows the name rule (letters and spaces); a
 * corporate's name is free text and its GST is required; the depository account is a 16-digit BO ID
 * (CDSL) or a DP ID with an 8-digit client ID (NSDL); the client must have consented.
 */
export const clientOnboardingSchema = z
  .object({
    client_type: z.enum(onboardingClientKinds, { error: requiredMessage('Client type') }),
    category: optionalField(individualCategorySchema),
    name: requiredText('Name'),
    pan: panSchema,
    gst: optionalField(gstSchema),
    address_line: requiredText('Address'),
    city: requiredText('City', 100),
    // A refinement rather than an enum: an unchosen state must not stop the form-wide rules below from
    // reporting (zod skips object refinements after an aborting issue such as an invalid enum value).
    state: z
      .string({ error: onboardingMessages.state })
      .check(
        z.refine((value) => (indianStates as readonly string[]).includes(value), onboardingMessages.state),
      ),
    pincode: pincodeSchema,
    bank_account_number: accountNumberSchema,
    ifsc: ifscSchema,
    bo_id: optionalField(boIdSchema),
    dp_id: optionalField(dpIdSchema),
    depository_client_id: optionalField(clientIdSchema),
    nse_custodian_id: custodianIdSchema,
    bse_custodian_id: custodianIdSchema,
    contact_name: nameSchema,
    email: emailSchema,
    mobile: mobileSchema,
    whatsapp_consent: z.boolean(),
    consent: z.boolean(),
  })
  .check(
    z.superRefine((payload, context) => {
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (payload.client_type === 'INDV') {
        if (payload.category === undefined) issue('category', onboardingMessages.category);
        if (payload.name !== '' && !/^[A-Za-z ]+$/.test(payload.name)) issue('name', validationMessages.name);
      }
      if (payload.client_type === 'CORP' && payload.gst === undefined)
        issue('gst', onboardingMessages.gstForCorporate);
      const nsdl = payload.dp_id !== undefined || payload.depository_client_id !== undefined;
      if (payload.bo_id === undefined && !nsdl) issue('bo_id', onboardingMessages.depository);
      if (payload.dp_id !== undefined && payload.depository_client_id === undefined)
        issue('depository_client_id', requiredMessage('Client ID'));
      if (payload.depository_client_id !== undefined && payload.dp_id === undefined)
        issue('dp_id', onboardingMessages.dpIdWithClientId);
      if (!payload.consent) issue('consent', onboardingMessages.consent);
    }),
  );

export type ClientOnboardingInput = z.input<typeof clientOnboardingSchema>;
export type ClientOnboarding = z.output<typeof clientOnboardingSchema>;

/** An onboarded client as `GET api/clients/{id}/` answers it: the onboarding fields and the client's id. */
export const onboardedClientSchema = z.object({
  id: z.number().check(z.int()),
  client_type: z.string(),
  category: z.nullable(z.string()),
  name: z.string(),
  pan: z.string(),
  gst: z.nullable(z.string()),
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  bank_account_number: z.string(),
  ifsc: z.string(),
  bo_id: z.nullable(z.string()),
  dp_id: z.nullable(z.string()),
  depository_client_id: z.nullable(z.string()),
  nse_custodian_id: z.nullable(z.number().check(z.int())),
  bse_custodian_id: z.nullable(z.number().check(z.int())),
  contact_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  whatsapp_consent: z.boolean(),
  consent: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OnboardedClient = z.infer<typeof onboardedClientSchema>;
