import { and, eq, ne, sql } from 'drizzle-orm';
import { normaliseClientDetails } from './normaliseClientDetails';
import { type ClientOnboarding } from '@bondkit/core/internal';
import { type OnboardedClient } from '@bondkit/core/validation';
import { clientProfiles, clients } from '../database/schema/index';
import type { Db, DbOrTransaction } from '../database/connection';
import { ApiProblem } from '../errors/ApiProblem';
import { returnedRow } from '../database/returnedRow';
import type { Principal } from '../auth/principal';

// The clients a firm manages (server extension of `GET api/clients/`): onboarding one, reading it and
// replacing its details. A firm reaches only the clients it manages; a custodian must act on the exchange
// it is chosen for; a firm manages one client per PAN.

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

/** The profile's columns: the details as core normalises them (`normaliseClientDetails`), by column name. */
function profileColumns(input: ClientOnboarding) {
  const details = normaliseClientDetails(input);
  return {
    gst: details.gst,
    addressLine: details.address_line,
    city: details.city,
    pincode: details.pincode,
    bankAccountNumber: details.bank_account_number,
    ifsc: details.ifsc,
    boId: details.bo_id,
    dpId: details.dp_id,
    depositoryClientId: details.depository_client_id,
    nseCustodianId: details.nse_custodian_id,
    bseCustodianId: details.bse_custodian_id,
    contactName: details.contact_name,
    email: details.email,
    mobile: details.mobile,
    whatsappConsent: details.whatsapp_consent,
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
async function findManagedRows(db: DbOrTransaction, id: number, firmId: number) {
  const [row] = await db
    .select({ client: clients, profile: clientProfiles })
    .from(clients)
    .leftJoin(clientProfiles, eq(clientProfiles.clientId, clients.id))
    .where(and(eq(clients.id, id), eq(clients.managedByClientId, firmId)));
  if (!row) throw ApiProblem.notFound();
  return row;
}

/** Onboards a client for the caller's firm: its record and its profile, the client's consent given now. */
export async function onboardManagedClient(
  db: Db,
  principal: Principal,
  input: ClientOnboarding,
  now: Date,
): Promise<OnboardedClient> {
  return db.transaction(async (transaction) => {
    await assertCustodians(transaction, input);
    await assertUniquePan(transaction, principal.client.id, input.pan);
    const client = returnedRow(
      await transaction
        .insert(clients)
        .values({
          ...clientColumns(input),
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
          ...profileColumns(input),
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
}

/** A client the firm `firmId` manages, with its onboarding details; 404 for anyone else's. */
export async function findManagedClient(
  db: DbOrTransaction,
  id: number,
  firmId: number,
): Promise<OnboardedClient> {
  const { client, profile } = await findManagedRows(db, id, firmId);
  return onboardedClientView(client, profile);
}

/** Replaces the details of a client the caller's firm manages; saving one without a profile completes its onboarding. */
export async function replaceManagedClient(
  db: Db,
  principal: Principal,
  { id, input }: { id: number; input: ClientOnboarding },
  now: Date,
): Promise<OnboardedClient> {
  return db.transaction(async (transaction) => {
    const current = await findManagedRows(transaction, id, principal.client.id);
    await assertCustodians(transaction, input);
    await assertUniquePan(transaction, principal.client.id, input.pan, current.client.id);
    const client = returnedRow(
      await transaction
        .update(clients)
        .set({ ...clientColumns(input, current.client), updatedAt: now })
        .where(eq(clients.id, current.client.id))
        .returning(),
    );
    // Saving a client that had no profile yet completes its onboarding: the consent is given now.
    const profile = returnedRow(
      await transaction
        .insert(clientProfiles)
        .values({
          ...profileColumns(input),
          clientId: current.client.id,
          consentedAt: now,
          createdByUserId: principal.user.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: clientProfiles.clientId,
          set: { ...profileColumns(input), updatedAt: now },
        })
        .returning(),
    );
    return onboardedClientView(client, profile);
  });
}
