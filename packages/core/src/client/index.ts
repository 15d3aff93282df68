// The platform client of @bondkit/core: createBondClient and everything it is made of.
export { createBondClient } from './createBondClient';
export type { BondClient, BondClientOptions } from './createBondClient';
export type { AsyncApi } from './lazyApi';
export { ApiError } from './ApiError';
export type { ApiErrorCode, ApiErrorOptions, HttpMethod } from './ApiError';
export { NetworkError } from './NetworkError';
export type { NetworkErrorCode } from './NetworkError';
export { errorMessageText, genericErrorMessage, toToastMessage } from './toToastMessage';
export { fieldLabel } from './fieldLabels';
export { CannotBePricedError, createServerPricer } from './serverPricer';
export type { ServerPricerOptions } from './serverPricer';
export { flattenErrorBody } from './http/flattenErrorBody';
export type { FlattenedErrorBody } from './http/flattenErrorBody';
export { retryableStatuses, tokenPaths, unauthorizedRetryLimit } from './http/retryPolicy';
export { buildUrl } from './http/buildUrl';
export type { QueryParameters, QueryValue } from './http/buildUrl';
export type { ApiBaseName, DownloadProgress, RequestFunction, RequestOptions } from './http/createHttpClient';
export { createStore } from './store';
export type { ReadableStore, WritableStore } from './store';
export { createToastStore, defaultToastLifeMs } from './toastStore';
export type { Toast, ToastInput, ToastSeverity, ToastStore } from './toastStore';
export { createMemoryTokenStore, createStorageTokenStore } from './tokenStore';
export type { StorageLike, StorageTokenStoreOptions, TokenStore, Tokens } from './tokenStore';
export { documentVisibilityWatcher, windowOnlineWatcher } from './environment';
export type { OnlineWatcher, VisibilityWatcher } from './environment';
export type { BondClientEventName, BondClientEvents, LogoutReason } from './events';
export { redirectFromSearch, safeRedirect } from './session/safeRedirect';
export { sessionRefreshIntervalMs } from './session/sessionState';
export type { SessionState, SessionStatus } from './session/sessionState';
export type { SignInOptions, SignInResult } from './session/createSessionController';
export { defaultBuildPollIntervalMs } from './build/buildWatcher';
export type { BuildVersionState } from './build/buildWatcher';
export { captureUtm, defaultUtmNames, readUtm } from './captureUtm';
export * from './schemas/common';
export * from './schemas/pagination';
export * from './schemas/bond';
export * from './schemas/priceInfo';
export * from './schemas/eoi';
export * from './schemas/cluster';
export * from './schemas/order';
export * from './schemas/inventory';
export * from './schemas/ticket';
export * from './schemas/quoteChannel';
export * from './schemas/counterparty';
export * from './schemas/custodian';
export * from './schemas/account';
export * from './schemas/auth';
export * from './schemas/build';
export type {
  AuthApi,
  ChangePasswordRequest,
  OtpCredentials,
  OtpRequest,
  OtpValidationRequest,
  PasswordCredentials,
} from './api/auth';
export type { AccountsApi } from './api/accounts';
export type { BuildApi } from './api/build';
export type { ChatSessionApi, ChatSessionToken, DownloadChatsOptions } from './api/chatSession';
export type { SurveillanceApi } from './api/surveillance';
export { chatSessionTokenSchema } from './api/chatSession';
export type { ChatterApi, TicketAction } from './api/chatter';
export type { InventoryApi } from './api/inventory';
export type { ClientFinstrumentListRequest, ListQueryBody, MarketApi } from './api/market';
export type { ConsiderationAction, OrdersApi, SettleCancelAction } from './api/orders';
export type { ParticipantsApi } from './api/participants';
export type { PlatformApi } from './api/platform';
export type { AcceptClusterRequest, QuotesApi } from './api/quotes';
export type {
  CreatedTicket,
  SupportApi,
  SupportApiOptions,
  SupportTicketRequest,
  UploadedFile,
} from './api/support';
export { createdTicketSchema, uploadedFileSchema } from './api/support';
export type { TradeApi } from './api/trade';
