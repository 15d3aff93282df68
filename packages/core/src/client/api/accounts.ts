import * as z from 'zod/mini';
import type { RequestFunction } from '../http/createHttpClient';
import { firmTradingSettingsSchema, invitationSchema } from '../schemas/account';
import type {
  ClientProfile,
  ClientSummary,
  FirmTradingSettings,
  Invitation,
  LabelledValue,
  SignedInClient,
  UccRecord,
  UserAccount,
  UserDetails,
} from '../schemas/account';
import { detailResponseSchema } from '../schemas/common';
import type { DetailResponse } from '../schemas/common';
import type { accountEndpoints } from '../../contract/accountEndpoints';
import { accountHeads } from '../../contract/accountHeads';
import { callEndpoint } from '../http/callEndpoint';
import type { BodyOf, QueryOf } from '../http/callEndpoint';
import type { clientEndpoints } from '../../contract/clientEndpoints';
import { clientHeads } from '../../contract/clientHeads';
import type { referenceEndpoints } from '../../contract/referenceEndpoints';
import { referenceHeads } from '../../contract/referenceHeads';
import type { Page } from '../schemas/pagination';
import type {
  ClearingCorporation,
  ExchangeCredentialTestResult,
  ExchangeCredentials,
  OnboardedClient,
  RegistrationPayload,
  UccUploadResult,
} from '../../validation/index';
import { exchangeCredentialTestResultSchema } from '../../validation/exchangeCredentialTest';
import { uccUploadResultSchema } from '../../validation/uccUpload';
import { fileForm } from './fileForm';

/** A stored exchange credential as listed: never the password. */
export const storedExchangeCredentialSchema = z.looseObject({
  corp: z.string(),
  participant_code: z.string(),
  username: z.string(),
  has_password: z.boolean(),
  updated_at: z.string(),
  last_used_at: z.optional(z.nullable(z.string())),
});
export type StoredExchangeCredential = z.infer<typeof storedExchangeCredentialSchema>;

/** Client and account calls (platform-shell 7 'Client and account'). */
export function createAccountsApi(request: RequestFunction) {
  return {
    /** `POST api/client/register/`. */
    register: (payload: RegistrationPayload): Promise<DetailResponse> =>
      request({ method: 'POST', path: 'api/client/register/', body: payload, schema: detailResponseSchema }),
    /** `POST api/client/register-user/lite`: a user without a client (easy registration). */
    registerUserLite: (payload: {
      first_name: string;
      last_name: string;
      email: string;
      mobile: string;
    }): Promise<DetailResponse> =>
      request({
        method: 'POST',
        path: 'api/client/register-user/lite',
        body: payload,
        schema: detailResponseSchema,
      }),
    /** `POST api/client/credentials/`: the clearing-corporation login of the client. */
    saveExchangeCredentials: (payload: ExchangeCredentials): Promise<DetailResponse> =>
      request({
        method: 'POST',
        path: 'api/client/credentials/',
        body: payload,
        schema: detailResponseSchema,
      }),
    /** `GET api/client/credentials/` (server extension): what is stored per clearing corporation, no passwords. */
    /** `GET api/client/trading-settings/` (ops admins): whether the firm's dealers may override a price. */
    getFirmTradingSettings: (): Promise<FirmTradingSettings> =>
      request({ path: 'api/client/trading-settings/', schema: firmTradingSettingsSchema }),
    /** `PATCH api/client/trading-settings/` (ops admins). */
    updateFirmTradingSettings: (settings: FirmTradingSettings): Promise<FirmTradingSettings> =>
      request({
        method: 'PATCH',
        path: 'api/client/trading-settings/',
        body: settings,
        schema: firmTradingSettingsSchema,
      }),
    listExchangeCredentials: (): Promise<StoredExchangeCredential[]> =>
      request({ path: 'api/client/credentials/', schema: z.array(storedExchangeCredentialSchema) }),
    /** `POST api/client/credentials/test/`: checks the stored credential's format; reports its last use. */
    testExchangeCredentials: (corp: ClearingCorporation): Promise<ExchangeCredentialTestResult> =>
      request({
        method: 'POST',
        path: 'api/client/credentials/test/',
        body: { corp },
        schema: exchangeCredentialTestResultSchema,
      }),
    /** `POST api/clients/`: onboard a client the firm manages. */
    onboardClient: (payload: BodyOf<typeof clientEndpoints.onboardClient>): Promise<OnboardedClient> =>
      callEndpoint<typeof clientEndpoints.onboardClient>(request, clientHeads.onboardClient, {
        body: payload,
      }),
    /** `GET api/clients/{id}/`: a managed client with its onboarding details. */
    getManagedClient: (clientId: number): Promise<OnboardedClient> =>
      callEndpoint<typeof clientEndpoints.getManagedClient>(request, clientHeads.getManagedClient, {
        params: { id: clientId },
      }),
    /** `PUT api/clients/{id}/`: replace a managed client's onboarding details. */
    replaceManagedClient: (
      clientId: number,
      payload: BodyOf<typeof clientEndpoints.replaceManagedClient>,
    ): Promise<OnboardedClient> =>
      callEndpoint<typeof clientEndpoints.replaceManagedClient>(request, clientHeads.replaceManagedClient, {
        params: { id: clientId },
        body: payload,
      }),
    /** `POST api/clients/ucc/upload/`: the filled-in template (CSV or XLSX) as multipart field `file`. */
    uploadUcc: (file: Blob, fileName?: string): Promise<UccUploadResult> =>
      request({
        method: 'POST',
        path: 'api/clients/ucc/upload/',
        body: fileForm(file, 'file', fileName),
        schema: uccUploadResultSchema,
      }),
    /** `GET api/client/`: the signed-in user's client. */
    getClient: (): Promise<SignedInClient> =>
      callEndpoint<typeof clientEndpoints.getClient>(request, clientHeads.getClient, {}),
    /**
     * `PUT api/client/profile`: the caller's own client, or (`clientId`, client managers only) a client
     * their firm manages.
     */
    updateProfile: (
      body: BodyOf<typeof accountEndpoints.updateProfile>,
      clientId?: number,
    ): Promise<ClientProfile> =>
      callEndpoint<typeof accountEndpoints.updateProfile>(request, accountHeads.updateProfile, {
        query: { client_id: clientId },
        body,
      }),
    /** `PUT api/client/user/`: the signed-in user's own details. */
    updateUser: (body: BodyOf<typeof accountEndpoints.updateUser>): Promise<UserDetails> =>
      callEndpoint<typeof accountEndpoints.updateUser>(request, accountHeads.updateUser, { body }),
    /** `GET api/clients/`. */
    listClients: (
      parameters: QueryOf<typeof clientEndpoints.listClients> = {},
    ): Promise<Page<ClientProfile>> =>
      callEndpoint<typeof clientEndpoints.listClients>(request, clientHeads.listClients, {
        query: parameters,
      }),
    /** `GET api/useraccounts/`. */
    listUserAccounts: (
      parameters: QueryOf<typeof clientEndpoints.listUserAccounts> = {},
    ): Promise<Page<UserAccount>> =>
      callEndpoint<typeof clientEndpoints.listUserAccounts>(request, clientHeads.listUserAccounts, {
        query: parameters,
      }),
    /** `GET api/client/by-website/?website=`. */
    getClientByWebsite: (website: string): Promise<ClientSummary> =>
      callEndpoint<typeof clientEndpoints.getClientByWebsite>(request, clientHeads.getClientByWebsite, {
        query: { website },
      }),
    /** `PATCH api/client/chat-terms/`: the user accepts the chat terms. */
    acceptChatTerms: (): Promise<DetailResponse> =>
      request({
        method: 'PATCH',
        path: 'api/client/chat-terms/',
        body: { has_accepted_chat_terms: true },
        schema: detailResponseSchema,
      }),
    /** `POST api/client/user/invite/`. */
    inviteUser: (body: {
      email: string;
      roles: readonly string[];
      first_name?: string;
      last_name?: string;
    }): Promise<DetailResponse> =>
      request({ method: 'POST', path: 'api/client/user/invite/', body, schema: detailResponseSchema }),
    /** `POST api/client/user/invite/revoke/`. */
    revokeInvite: (inviteeId: number): Promise<DetailResponse> =>
      request({
        method: 'POST',
        path: 'api/client/user/invite/revoke/',
        body: { invitee_id: inviteeId },
        schema: detailResponseSchema,
      }),
    /** `POST api/client/user/invite/validate/`: an invalid code answers 410 (the 'Invitation URL invalid' page). */
    validateInvite: (inviteCode: string): Promise<Invitation> =>
      request({
        method: 'POST',
        path: 'api/client/user/invite/validate/',
        body: { invite_code: inviteCode },
        schema: invitationSchema,
      }),
    /** `GET api/clients/ucc/`. */
    listUcc: (parameters: QueryOf<typeof clientEndpoints.listUcc> = {}): Promise<Page<UccRecord>> =>
      callEndpoint<typeof clientEndpoints.listUcc>(request, clientHeads.listUcc, { query: parameters }),
    /** `POST api/clients/ucc/`. */
    createUcc: (body: BodyOf<typeof accountEndpoints.createUcc>): Promise<UccRecord> =>
      callEndpoint<typeof accountEndpoints.createUcc>(request, accountHeads.createUcc, { body }),
    /** `GET api/clients/ucc/{id}/`. */
    getUcc: (uccId: number): Promise<UccRecord> =>
      callEndpoint<typeof clientEndpoints.getUcc>(request, clientHeads.getUcc, { params: { id: uccId } }),
    /** `PATCH api/clients/ucc/{id}/`. */
    updateUcc: (uccId: number, body: BodyOf<typeof accountEndpoints.updateUcc>): Promise<UccRecord> =>
      callEndpoint<typeof accountEndpoints.updateUcc>(request, accountHeads.updateUcc, {
        params: { id: uccId },
        body,
      }),
    /** `GET api/clients/ucc/download-template/`: the upload template file. */
    downloadUccTemplate: (): Promise<Blob> =>
      callEndpoint<typeof clientEndpoints.downloadUccTemplate>(request, clientHeads.downloadUccTemplate, {}),
    /** `GET api/client/categories/`. */
    getCategories: (): Promise<LabelledValue[]> =>
      callEndpoint<typeof referenceEndpoints.getClientCategories>(
        request,
        referenceHeads.getClientCategories,
        {},
      ),
    /** `GET api/client/states/`: upper-case state names. */
    getStates: (): Promise<string[]> =>
      callEndpoint<typeof referenceEndpoints.getIndianStates>(request, referenceHeads.getIndianStates, {}),
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
