import * as z from 'zod/mini';
import { clientOnboardingSchema } from '../validation/clientOnboarding';
import { websiteSchema } from './accountEndpoints';
import { clientHeads } from './clientHeads';
import { idParametersSchema, queryFlagSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { orderingQueryField, pageQueryFields } from './pageQuery';

/** A list's free-text search (name, PAN, code…): trimmed, at most 100 characters. */
const searchSchema = z.optional(z.string().check(z.trim(), z.maxLength(100)));

/**
 * A firm's clients (platform-shell 7): the caller's own client, a firm found by its website, the clients a
 * firm manages and their onboarding, the firm's user accounts and its unique client codes.
 */
/** The columns the firm's client list sorts by (`ordering`). */
const managedClientOrderingFields = ['name', 'client_type', 'category', 'pan', 'state'] as const;
/** The columns the firm's user accounts sort by (`ordering`): the name sorts by first, then last name. */
export const userAccountOrderingFields = ['name', 'email', 'status'] as const;
/** The columns the firm's UCC records sort by (`ordering`). */
export const uccOrderingFields = ['client_code', 'exchange', 'name', 'pan', 'client_type', 'status'] as const;

export const clientEndpoints = {
  getClient: defineEndpoint({
    ...clientHeads.getClient,
    access: 'signedIn',
    tag: 'accounts',
    summary:
      "The signed-in user's client; assignable_roles: the roles the firm holds, the only ones its ops admin may give members or invitees",
  }),
  getClientByWebsite: defineEndpoint({
    ...clientHeads.getClientByWebsite,
    query: z.strictObject({ website: websiteSchema }),
    access: 'public',
    tag: 'accounts',
    summary: 'Find a firm by its website (registration)',
  }),
  listClients: defineEndpoint({
    ...clientHeads.listClients,
    query: z.strictObject({
      ...pageQueryFields,
      search: searchSchema,
      is_partner: z.optional(queryFlagSchema),
      offline_record: z.optional(queryFlagSchema),
      ordering: orderingQueryField(managedClientOrderingFields),
    }),
    access: 'manageClients',
    tag: 'accounts',
    summary: "Search the clients the caller's firm manages (by name or PAN)",
  }),
  listUserAccounts: defineEndpoint({
    ...clientHeads.listUserAccounts,
    query: z.strictObject({
      ...pageQueryFields,
      search: searchSchema,
      ordering: orderingQueryField(userAccountOrderingFields),
    }),
    access: 'signedIn',
    tag: 'accounts',
    summary: "Search the user accounts of the caller's firm (by name or email)",
  }),
  onboardClient: defineEndpoint({
    ...clientHeads.onboardClient,
    body: clientOnboardingSchema,
    access: 'manageClients',
    tag: 'accounts',
    summary: 'Onboard a client the firm manages',
  }),
  getManagedClient: defineEndpoint({
    ...clientHeads.getManagedClient,
    params: idParametersSchema,
    access: 'manageClients',
    tag: 'accounts',
    summary: 'A client the firm manages, with its onboarding details',
  }),
  replaceManagedClient: defineEndpoint({
    ...clientHeads.replaceManagedClient,
    params: idParametersSchema,
    body: clientOnboardingSchema,
    access: 'manageClients',
    tag: 'accounts',
    summary: "Replace a managed client's onboarding details",
  }),
  listUcc: defineEndpoint({
    ...clientHeads.listUcc,
    query: z.strictObject({
      ...pageQueryFields,
      search: searchSchema,
      ordering: orderingQueryField(uccOrderingFields),
    }),
    access: 'manageClients',
    tag: 'ucc',
    summary: "List the firm's UCC records (searched by name, code or PAN)",
  }),
  getUcc: defineEndpoint({
    ...clientHeads.getUcc,
    params: idParametersSchema,
    access: 'manageClients',
    tag: 'ucc',
    summary: 'A UCC record',
  }),
  uploadUccRecords: defineEndpoint({
    ...clientHeads.uploadUccRecords,
    access: 'manageClients',
    tag: 'ucc',
    summary:
      'Bulk upload of UCC records (the template, CSV or XLSX): every row is checked with the create call’s rules, a code already used on the exchange is refused; the valid rows are created together',
  }),
  downloadUccTemplate: defineEndpoint({
    ...clientHeads.downloadUccTemplate,
    access: 'manageClients',
    tag: 'ucc',
    summary: 'The UCC upload template (XLSX)',
  }),
};
