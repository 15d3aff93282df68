// @bondkit/core: the platform client, its errors and its types, named one by one so that what a partner can
// rely on is a decision (and shows in the API report, packages/core/api/index.api.md). The rest has its own
// public subpath (`@bondkit/core/pricing`, `/validation`, `/access`, `/stream`, `/chat`, `/mind`,
// `/calendars`, `/testing`); plumbing shared by bondkit's own packages is in `@bondkit/core/internal`, which
// semver does not cover.

// The client.
export { createBondClient } from './client/createBondClient';
export type { BondClient, BondClientOptions, ChatServiceOptions } from './client/bondClient';
export { composeBondClient } from './client/composeBondClient';
export type { ComposedBondClientOptions } from './client/composeBondClient';
export {
  loadAccountsApi,
  loadBuildApi,
  loadChatSessionApi,
  loadChatterApi,
  loadInventoryApi,
  loadMarketApi,
  loadOrdersApi,
  loadParticipantsApi,
  loadPlatformApi,
  loadQuotesApi,
  loadSupportApi,
  loadSurveillanceApi,
  loadTradeApi,
  loadTradeStream,
} from './client/apiLoaders';
export type { ApiLoader, BondClientApiLoaders, TradeStreamLoader } from './client/apiLoaders';
export type { AsyncApi } from './client/lazyApi';
export { createMemoryTokenStore, createStorageTokenStore } from './client/tokenStore';
export type { StorageLike, StorageTokenStoreOptions, TokenStore, Tokens } from './client/tokenStore';
export type { OnlineWatcher, VisibilityWatcher } from './client/environment';
export type { BondClientEventName, BondClientEvents, LogoutReason } from './client/events';
export type { SessionState, SessionStatus } from './client/session/sessionState';
export type { SignInOptions, SignInResult } from './client/session/createSessionController';
export type { BuildVersionState } from './client/build/buildVersion';
export type { ReadableStore } from './client/store';
export type { Toast, ToastInput, ToastSeverity, ToastStore } from './client/toastStore';
export type {
  ApiBaseName,
  DownloadProgress,
  RequestFunction,
  RequestOptions,
} from './client/http/createHttpClient';
export type { QueryParameters, QueryValue } from './client/http/buildUrl';
export { createServerPricer } from './client/serverPricer';
export type { ServerPricerOptions } from './client/serverPricer';
export { captureUtm, readUtm } from './client/captureUtm';

// The errors, and the text a user sees for them.
export { BondkitError } from './errors/BondkitError';
export type { BondkitErrorOptions } from './errors/BondkitError';
export { ApiError } from './client/ApiError';
export type { ApiErrorCode, ApiErrorOptions, HttpMethod } from './client/ApiError';
export { NetworkError } from './client/NetworkError';
export { ConfigurationError } from './client/ConfigurationError';
export type { ConfigurationErrorCode } from './client/ConfigurationError';
export type { NetworkErrorCode } from './client/NetworkError';
export { CannotBePricedError } from './client/serverPricer';
export { PricingError } from './pricing/PricingError';
export type { PricingErrorCode } from './pricing/PricingError';
export { TradeStreamError } from './stream/TradeStreamError';
export type { TradeStreamErrorCode, TradeStreamErrorOptions } from './stream/TradeStreamError';
export { errorMessageText, genericErrorMessage, toToastMessage } from './client/toToastMessage';
export { fieldLabel } from './client/fieldLabels';

// The types of the client's namespaces, their requests and their answers.
export type {
  AuthApi,
  ChangePasswordRequest,
  OtpCredentials,
  OtpRequest,
  OtpValidationRequest,
  PasswordCredentials,
} from './client/api/auth';
export type { AccountsApi, StoredExchangeCredential } from './client/api/accounts';
export type { BuildApi } from './client/api/build';
export type { ChatSessionApi, ChatSessionToken, DownloadChatsOptions } from './client/api/chatSession';
export type { ChatterApi, TicketAction } from './client/api/chatter';
export type { InventoryApi } from './client/api/inventory';
export type { ClientFinstrumentListRequest, ListQueryBody, MarketApi } from './client/api/market';
export type {
  ConsiderationAction,
  OrderChange,
  OrderIntermediaries,
  OrderModificationArguments,
  OrdersApi,
  SettleCancelAction,
  TradeReport,
  UnifiedOrdersQuery,
  WholeOrderChange,
} from './client/api/orders';
export type { ParticipantsApi } from './client/api/participants';
export type { PlatformApi } from './client/api/platform';
export type { AcceptClusterRequest, QuotesApi } from './client/api/quotes';
export type {
  CreatedTicket,
  SupportApi,
  SupportApiOptions,
  SupportTicketRequest,
  UploadedFile,
} from './client/api/support';
export type { SurveillanceApi } from './client/api/surveillance';
export type { ClientEoiCreate, ClientEoiQuoteCreate, TradeApi } from './client/api/trade';
export type {
  Client,
  ClientProfile,
  ClientSummary,
  FirmTradingSettings,
  Invitation,
  InvitationSent,
  LabelledValue,
  SignedInClient,
  RegistrationResult,
  TradeIntermediary,
  TradeMember,
  TradeTimings,
  UccRecord,
  UserAccount,
  UserDetails,
} from './client/schemas/account';
export type { OtpValidation } from './client/schemas/auth';
export type {
  Bond,
  BondCashflow,
  BondCategory,
  BondTrade,
  CashflowsResponse,
  FinstrumentList,
  MarketListBond,
} from './client/schemas/bond';
export type {
  BondMarket,
  BondMarketQuote,
  CreditRationale,
  FinstrumentInfo,
  FinstrumentRecord,
  MarketQuoteSide,
  MasterQuote,
  TwoWayQuote,
} from './client/schemas/securityPage';
export type { BuildVersion } from './client/schemas/build';
export type { ChatRun } from './client/schemas/chatRun';
export type { Cluster, ClusterAcceptance } from './client/schemas/cluster';
export type { DetailResponse, OpenObject } from './client/schemas/common';
export type { ClearingParticipant, Counterparty, UnifiedCounterparties } from './client/schemas/counterparty';
export type { Custodian } from './client/schemas/custodian';
export type {
  Eoi,
  MarketQuoteRow,
  QuoteDepth,
  QuoteListFilters,
  QuoteListRow,
  UploadResult,
} from './client/schemas/eoi';
export type {
  ClientEoi,
  ClientEoiAcceptance,
  ClientEoiList,
  ClientEoiQuote,
  ClientEoiStatus,
  ClientPortfolio,
  NamedFirm,
} from './client/schemas/clientEoi';
export type {
  InventoryOffer,
  InventoryPosition,
  InventoryUploadProgress,
  InventoryUploadResult,
} from './client/schemas/inventory';
export type {
  ConsiderationStatus,
  Order,
  OrderBrokerage,
  OrderKind,
  TradeParty,
} from './client/schemas/order';
export type { CursorPage, Page, PageParameters } from './client/schemas/pagination';
export type { PriceInfo, PricingUnavailableCode, PricingUnavailableReason } from './client/schemas/priceInfo';
export type { QuoteChannel } from './client/schemas/quoteChannel';
export type { ConfirmedTrade, TradeTicket } from './client/schemas/ticket';
// The session's user and the trade stream's types, as `client.session` and `client.stream` hold them.
export type { Role } from './validation/roles';
export type { SessionUser } from './validation/sessionUser';
export type {
  TradeStream,
  TradeStreamEventMap,
  TradeStreamEventType,
  TradeStreamStats,
  TradeStreamStatus,
} from './stream/tradeStreamTypes';
