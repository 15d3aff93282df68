import { and, eq, ne, sql } from 'drizzle-orm';
import {
  clientOnboardingSchema,
  onboardedClientSchema,
  type ClientOnboarding,
  type OnboardedClient,
} from '@bondkit/core/validation';
import { clientProfiles, clients } from '../../database/schema/index';
import type { DbOrTransaction } from '../../database/connection';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { idParametersSchema } from '../../http/commonSchemas';
import { signedInPrincipal } from '../../auth/signedInPrincipal';
import { returnedRow } from '../../database/returnedRow';

type ClientRow = typeof clients.$inferSelect;
type ProfileRow = typeof clientProfiles.$inferSelect;

/** The details of a client recorded before onboarding existed (or outside it): empty, no consent yet. */
const noProfile = {
  gst: null,
  addressLine: '',
  city: '',
  pincode: '',
  bankAccountNumber: '',
  ifsc: '',
  boId: null,
  dpId: null,
  depositoryClientId: null,
  nseCustodianId: null,
  bseCustodianId: null,
  contactName: '',
  email: '',
  mobile: '',
  whatsappConsent: false,
} as const;

/**
 * A managed client as the edit page reads it. One without a profile shows empty details and no consent,
 * so that the edit page asks for them and saving completes the onboarding.
 */
function onboardedClientView(client: ClientRow, profile: ProfileRow | null): OnboardedClient {
  const details = profile ?? noProfile;
  return {
    id: client.id,
    client_type: client.clientType,
    category: client.category,
    name: client.name,
    pan: client.pan ?? '',
    gst: details.gst,
    address_line: details.addressLine,
    city: details.city,
    state: client.state ?? '',
    pincode: details.pincode,
    bank_account_number: details.bankAccountNumber,
    ifsc: details.ifsc,
    bo_id: details.boId,
    dp_id: details.dpId,
    depository_client_id: details.depositoryClientId,
    nse_custodian_id: details.nseCustodianId,
    bse_custodian_id: details.bseCustodianId,
    contact_name: details.contactName,
    email: details.email,
    mobile: details.mobile,
    whatsapp_consent: details.whatsappConsent,
    consent: profile !== null,
    created_at: (profile ?? client).createdAt.toISOString(),
    updated_at: (profile ?? client).updatedAt.toISOString(),
  };
}

/**
 * The stored client type: the form names the kind (individual or corporate); a partner client
 * (`INDV-P`, `CORP-P`) keeps its partner suffix when its details are edited.
 */
function clientTypeOf(input: ClientOnboarding, current?: ClientRow): string {
  return current?.clientType.endsWith('-P') ? `${input.client_type}-P` : input.client_type;
}

function clientColumns(input: ClientOnboarding, current?: ClientRow) {
  return {
    name: input.name,
    clientType: clientTypeOf(input, current),
    // A corporate's category is the server's own (BANK, MUTUAL_FUND…), which the form does not edit.
    category:
      input.client_type === 'INDV'
        ? (input.category ?? null)
        : current?.clientType.startsWith('CORP')
          ? current.category
          : null,
    pan: input.pan,
    state: input.state,
  };
}

function profileColumns(input: ClientOnboarding) {
  return {
    gst: input.gst ?? null,
    addressLine: input.address_line,
    city: input.city,
    pincode: input.pincode,
    bankAccountNumber: input.bank_account_number,
    ifsc: input.ifsc.toUpperCase(),
    boId: input.bo_id ?? null,
    dpId: input.bo_id === undefined ? (input.dp_id ?? null) : null,
    depositoryClientId: input.bo_id === undefined ? (input.depository_client_id ?? null) : null,
    nseCustodianId: input.nse_custodian_id,
    bseCustodianId: input.bse_custodian_id,
    contactName: input.contact_name,
    email: input.email.toLowerCase(),
    mobile: input.mobile,
    whatsappConsent: input.whatsapp_consent,
  };
}

/** A custodian must act on the exchange it is chosen for (the custodian search lists exactly those). */
async function assertCustodians(db: DbOrTransaction, input: ClientOnboarding): Promise<void> {
  const choices = [
    ['nse_custodian_id', 'NSE', input.nse_custodian_id],
    ['bse_custodian_id', 'BSE', input.bse_custodian_id],
  ] as const;
  for (const [field, exchange, custodianId] of choices) {
    if (custodianId === null) continue;
    const [custodian] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.id, custodianId),
          sql`${clients.custodianExchanges} @> ${JSON.stringify([exchange])}::jsonb`,
        ),
      );
    if (!custodian) throw ApiProblem.field(field, `Choose a custodian on ${exchange}.`);
  }
}

async function assertUniquePan(db: DbOrTransaction, firmId: number, pan: string, exceptId?: number) {
  const conditions = [eq(clients.managedByClientId, firmId), eq(clients.pan, pan)];
  if (exceptId !== undefined) conditions.push(ne(clients.id, exceptId));
  const [clash] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(...conditions));
  if (clash) throw ApiProblem.conflict('pan', 'Your firm already manages a client with this PAN.');
}

/** A client the caller's firm manages, with its onboarding details; 404 for anyone else's. */
async function findManaged(db: DbOrTransaction, id: number, firmId: number) {
  const [row] = await db
    .select({ client: clients, profile: clientProfiles })
    .from(clients)
    .leftJoin(clientProfiles, eq(clientProfiles.clientId, clients.id))
    .where(and(eq(clients.id, id), eq(clients.managedByClientId, firmId)));
  if (!row) throw ApiProblem.notFound();
  return row;
}

/**
 * Onboarding the clients a firm manages (server extension of `GET api/clients/`): create, read and
 * replace one client's details. Bodies are core's `clientOnboardingSchema`, the form's own rules.
 */
export function clientOnboardingRoutes(app: ApiApp): void {
  app.post('/api/clients/', {
    config: { access: 'manageClients' },
    schema: {
      tags: ['accounts'],
      summary: 'Onboard a client the firm manages',
      body: clientOnboardingSchema,
      response: { 201: onboardedClientSchema },
    },
    handler: async (request, reply) => {
      const principal = signedInPrincipal(request);
      const now = app.services.now();
      const view = await app.services.db.transaction(async (transaction) => {
        await assertCustodians(transaction, request.body);
        await assertUniquePan(transaction, principal.client.id, request.body.pan);
        const client = returnedRow(
          await transaction
            .insert(clients)
            .values({
              ...clientColumns(request.body),
              clientSegment: 'NON_INSTITUTIONAL',
              offlineRecord: true,
              managedByClientId: principal.client.id,
            })
            .returning(),
        );
        const profile = returnedRow(
          await transaction
            .insert(clientProfiles)
            .values({
              ...profileColumns(request.body),
              clientId: client.id,
              consentedAt: now,
              createdByUserId: principal.user.id,
              createdAt: now,
              updatedAt: now,
            })
            .returning(),
        );
        return onboardedClientView(client, profile);
      });
      return reply.code(201).send(view);
    },
  });

  app.get('/api/clients/:id/', {
    config: { access: 'manageClients' },
    schema: {
      tags: ['accounts'],
      summary: 'A client the firm manages, with its onboarding details',
      params: idParametersSchema,
      response: { 200: onboardedClientSchema },
    },
    handler: async (request) => {
      const { client, profile } = await findManaged(
        app.services.db,
        request.params.id,
        signedInPrincipal(request).client.id,
      );
      return onboardedClientView(client, profile);
    },
  });

  app.put('/api/clients/:id/', {
    config: { access: 'manageClients' },
    schema: {
      tags: ['accounts'],
      summary: "Replace a managed client's onboarding details",
      params: idParametersSchema,
      body: clientOnboardingSchema,
      response: { 200: onboardedClientSchema },
    },
    handler: async (request) => {
      const firmId = signedInPrincipal(request).client.id;
      const now = app.services.now();
      return app.services.db.transaction(async (transaction) => {
        const current = await findManaged(transaction, request.params.id, firmId);
        await assertCustodians(transaction, request.body);
        await assertUniquePan(transaction, firmId, request.body.pan, current.client.id);
        const client = returnedRow(
          await transaction
            .update(clients)
            .set({ ...clientColumns(request.body, current.client), updatedAt: now })
            .where(eq(clients.id, current.client.id))
            .returning(),
        );
        // Saving a client that had no profile yet completes its onboarding: the consent is given now.
        const profile = returnedRow(
          await transaction
            .insert(clientProfiles)
            .values({
              ...profileColumns(request.body),
              clientId: current.client.id,
              consentedAt: now,
              createdByUserId: signedInPrincipal(request).user.id,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoUpdate({
              target: clientProfiles.clientId,
              set: { ...profileColumns(request.body), updatedAt: now },
            })
            .returning(),
        );
        return onboardedClientView(client, profile);
      });
    },
  });
}
