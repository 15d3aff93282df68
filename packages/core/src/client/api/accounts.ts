import type { RequestFunction } from '../http/createHttpClient';
import type {
  ClientProfile,
  ClientSummary,
  FirmTradingSettings,
  Invitation,
  InvitationSent,
  LabelledValue,
  SignedInClient,
  RegistrationResult,
  StoredExchangeCredential,
  UccRecord,
  UserAccount,
  UserDetails,
} from '../schemas/account';
import type { DetailResponse } from '../schemas/common';
import type { accountEndpoints } from '../../contract/accountEndpoints';
import { accountHeads } from '../../contract/accountHeads';
import type { administrationEndpoints } from '../../contract/administrationEndpoints';
import { administrationHeads } from '../../contract/administrationHeads';
import type { registrationEndpoints } from '../../contract/registrationEndpoints';
import { registrationHeads } from '../../contract/registrationHeads';
import type { userSettingsEndpoints } from '../../contract/userSettingsEndpoints';
import { userSettingsHeads } from '../../contract/userSettingsHeads';
import { callEndpoint } from '../http/callEndpoint';
import type { BodyOf, QueryOf } from '../http/callEndpoint';
import type { clientEndpoints } from '../../contract/clientEndpoints';
import { clientHeads } from '../../contract/clientHeads';
import type { referenceEndpoints } from '../../contract/referenceEndpoints';
import { referenceHeads } from '../../contract/referenceHeads';
import type { Page } from '../schemas/pagination';
import type { ClearingCorporation } from '../../validation/tradingVocabulary';
import type { ExchangeCredentialTestResult } from '../../validation/exchangeCredentialTest';
import type { OnboardedClient } from '../../validation/clientOnboarding';
import type { UccUploadResult } from '../../validation/uccUpload';

export type { StoredExchangeCredential } from '../schemas/account';

/** Client and account calls (platform-shell 7 'Client and account'). */
export function createAccountsApi(request: RequestFunction) {
  return {
    /**
     * `POST api/client/register/`: a client and its first user, or (with `invite_code`) the invited user
     * joining the inviting firm.
     */
    register: (body: BodyOf<typeof registrationEndpoints.register>): Promise<RegistrationResult> =>
      callEndpoint<typeof registrationEndpoints.register>(request, registrationHeads.register, { body }),
    /** `POST api/client/register-user/lite`: an individual without a password (easy registration). */
    registerUserLite: (
      body: BodyOf<typeof registrationEndpoints.registerUserLite>,
    ): Promise<RegistrationResult> =>
      callEndpoint<typeof registrationEndpoints.registerUserLite>(
        request,
        registrationHeads.registerUserLite,
        {
          body,
        },
      ),
    /** `POST api/client/credentials/`: the clearing-corporation login of the client. */
    saveExchangeCredentials: (
      body: BodyOf<typeof administrationEndpoints.saveExchangeCredentials>,
    ): Promise<DetailResponse> =>
      callEndpoint<typeof administrationEndpoints.saveExchangeCredentials>(
        request,
        administrationHeads.saveExchangeCredentials,
        { body },
      ),
    /** `GET api/client/trading-settings/` (ops admins): whether the firm's dealers may override a price. */
    getFirmTradingSettings: (): Promise<FirmTradingSettings> =>
      callEndpoint<typeof administrationEndpoints.getFirmTradingSettings>(
        request,
        administrationHeads.getFirmTradingSettings,
        {},
      ),
    /** `PATCH api/client/trading-settings/` (ops admins). */
    updateFirmTradingSettings: (
      settings: BodyOf<typeof administrationEndpoints.updateFirmTradingSettings>,
    ): Promise<FirmTradingSettings> =>
      callEndpoint<typeof administrationEndpoints.updateFirmTradingSettings>(
        request,
        administrationHeads.updateFirmTradingSettings,
        { body: settings },
      ),
    /** `GET api/client/credentials/` (server extension): what is stored per clearing corporation, no passwords. */
    listExchangeCredentials: (): Promise<StoredExchangeCredential[]> =>
      callEndpoint<typeof administrationEndpoints.listExchangeCredentials>(
        request,
        administrationHeads.listExchangeCredentials,
        {},
      ),
    /** `POST api/client/credentials/test/`: checks the stored credential's format; reports its last use. */
    testExchangeCredentials: (corp: ClearingCorporation): Promise<ExchangeCredentialTestResult> =>
      callEndpoint<typeof administrationEndpoints.testExchangeCredentials>(
        request,
        administrationHeads.testExchangeCredentials,
        { body: { corp } },
      ),
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
      callEndpoint<typeof clientEndpoints.uploadUccRecords>(request, clientHeads.uploadUccRecords, {
        file,
        fileName,
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
      callEndpoint<typeof userSettingsEndpoints.acceptChatTerms>(request, userSettingsHeads.acceptChatTerms, {
        body: { has_accepted_chat_terms: true },
      }),
    /** `POST api/client/user/invite/`: answers the invitee's user account id, which `revokeInvite` takes. */
    inviteUser: (body: BodyOf<typeof administrationEndpoints.inviteUser>): Promise<InvitationSent> =>
      callEndpoint<typeof administrationEndpoints.inviteUser>(request, administrationHeads.inviteUser, {
        body,
      }),
    /** `POST api/client/user/invite/revoke/`. */
    revokeInvite: (inviteeId: number): Promise<DetailResponse> =>
      callEndpoint<typeof administrationEndpoints.revokeInvitation>(
        request,
        administrationHeads.revokeInvitation,
        {
          body: { invitee_id: inviteeId },
        },
      ),
    /** `POST api/client/user/invite/validate/`: an invalid code answers 410 (the 'Invitation URL invalid' page). */
    validateInvite: (inviteCode: string): Promise<Invitation> =>
      callEndpoint<typeof registrationEndpoints.validateInvitation>(
        request,
        registrationHeads.validateInvitation,
        {
          body: { invite_code: inviteCode },
        },
      ),
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
