import type { BondClientOptions } from './bondClient';
import type { RequestFunction } from './http/createHttpClient';
import type { AccountsApi } from './api/accounts';
import type { BuildApi } from './api/build';
import type { ChatSessionApi } from './api/chatSession';
import type { ChatterApi } from './api/chatter';
import type { InventoryApi } from './api/inventory';
import type { MarketApi } from './api/market';
import type { OrdersApi } from './api/orders';
import type { ParticipantsApi } from './api/participants';
import type { PlatformApi } from './api/platform';
import type { QuotesApi } from './api/quotes';
import type { SupportApi } from './api/support';
import type { SurveillanceApi } from './api/surveillance';
import type { TradeApi } from './api/trade';
import { createLazyTradeStream } from '../stream/lazyTradeStream';
import type { TradeStream } from '../stream/tradeStreamTypes';
import type { TradeStreamOptions } from '../stream/createTradeStream';

/**
 * Imports one API namespace's module (its calls and their schemas) and creates it: called by the client on
 * the namespace's first call. Each loader is an export of its own, so a bundle holds only the namespaces its
 * client was composed with; that includes their share of zod, which is the union of what every schema in the
 * bundle uses.
 */
export type ApiLoader<Api> = (request: RequestFunction, options: Readonly<BondClientOptions>) => Promise<Api>;

/**
 * Creates the trade stream, whose implementation (socket, frame schemas, reconnection) is imported when it
 * first connects.
 */
export type TradeStreamLoader = (options: TradeStreamOptions) => TradeStream;

/**
 * The namespaces a composed client has, each with its loader. A namespace left out (the default for each) answers
 * every call with a `BondkitError` (code `namespace_not_included`) that names the loader to add.
 */
export interface BondClientApiLoaders {
  /** `client.accounts`: `loadAccountsApi`. Default: none. */
  accounts?: ApiLoader<AccountsApi> | undefined;
  /** `client.market`: `loadMarketApi`. Default: none. */
  market?: ApiLoader<MarketApi> | undefined;
  /** `client.participants`: `loadParticipantsApi`. Default: none. */
  participants?: ApiLoader<ParticipantsApi> | undefined;
  /** `client.quotes`: `loadQuotesApi`. Default: none. */
  quotes?: ApiLoader<QuotesApi> | undefined;
  /** `client.orders`: `loadOrdersApi`. Default: none. */
  orders?: ApiLoader<OrdersApi> | undefined;
  /** `client.inventory`: `loadInventoryApi`. Default: none. */
  inventory?: ApiLoader<InventoryApi> | undefined;
  /** `client.trade`: `loadTradeApi`. Default: none. */
  trade?: ApiLoader<TradeApi> | undefined;
  /** `client.chatter`: `loadChatterApi`. Default: none. */
  chatter?: ApiLoader<ChatterApi> | undefined;
  /** `client.chatSession`: `loadChatSessionApi`. Default: none. */
  chatSession?: ApiLoader<ChatSessionApi> | undefined;
  /** `client.surveillance`: `loadSurveillanceApi`. Default: none. */
  surveillance?: ApiLoader<SurveillanceApi> | undefined;
  /** `client.support`: `loadSupportApi`. Default: none. */
  support?: ApiLoader<SupportApi> | undefined;
  /** `client.platform`: `loadPlatformApi`. Default: none. */
  platform?: ApiLoader<PlatformApi> | undefined;
  /**
   * `client.build`, the app's build files (`version.json`, `builds/latest.json`): `loadBuildApi`, which
   * `watchBuilds` and `checkForNewBuild` need. Default: none.
   */
  build?: ApiLoader<BuildApi> | undefined;
}

/** `client.accounts`: registration, the firm's settings and members, managed clients and UCC records, exchange credentials. */
export const loadAccountsApi: ApiLoader<AccountsApi> = (request) =>
  import('./api/accounts').then((module) => module.createAccountsApi(request));
/** `client.market`: bond lists and search, prices, the security page's calls, cash flows, trades. */
export const loadMarketApi: ApiLoader<MarketApi> = (request) =>
  import('./api/market').then((module) => module.createMarketApi(request));
/** `client.participants`: counterparty search, brokers, custodians, clearing members. */
export const loadParticipantsApi: ApiLoader<ParticipantsApi> = (request) =>
  import('./api/participants').then((module) => module.createParticipantsApi(request));
/** `client.quotes`: quotes (EOIs) and RFQs: lists, posting, responses, negotiations, clusters, uploads. */
export const loadQuotesApi: ApiLoader<QuotesApi> = (request) =>
  import('./api/quotes').then((module) => module.createQuotesApi(request));
/** `client.orders`: orders, their amendments, settlement, intermediaries, confirmations, reporting. */
export const loadOrdersApi: ApiLoader<OrdersApi> = (request) =>
  import('./api/orders').then((module) => module.createOrdersApi(request));
/** `client.inventory`: holdings and their uploads, external trades, valuation costs, offers. */
export const loadInventoryApi: ApiLoader<InventoryApi> = (request) =>
  import('./api/inventory').then((module) => module.createInventoryApi(request));
/** `client.trade`: the firm's dealing settings: members' limits, brokerage, facilitators, agents, timings. */
export const loadTradeApi: ApiLoader<TradeApi> = (request) =>
  import('./api/trade').then((module) => module.createTradeApi(request));
/** `client.chatter`: chat invitations, quote channels and trade tickets. */
export const loadChatterApi: ApiLoader<ChatterApi> = (request) =>
  import('./api/chatter').then((module) => module.createChatterApi(request));
/** `client.chatSession`: the chat service's session token, and chat downloads. */
export const loadChatSessionApi: ApiLoader<ChatSessionApi> = (request) =>
  import('./api/chatSession').then((module) => module.createChatSessionApi(request));
/** `client.surveillance`: compliance's channels and messages, trade review and alerts, the audit log. */
export const loadSurveillanceApi: ApiLoader<SurveillanceApi> = (request) =>
  import('./api/surveillance').then((module) => module.createSurveillanceApi(request));
/** `client.support`: support tickets, through the client's `support` option. */
export const loadSupportApi: ApiLoader<SupportApi> = (request, options) =>
  import('./api/support').then((module) => module.createSupportApi(request, options.support));
/** `client.platform`: the deployment's run-time configuration and UI error reports. */
export const loadPlatformApi: ApiLoader<PlatformApi> = (request) =>
  import('./api/platform').then((module) => module.createPlatformApi(request));

/** `client.build`: the app's build files, which the build watcher polls. */
export const loadBuildApi: ApiLoader<BuildApi> = (request) =>
  import('./api/build').then((module) => module.createBuildApi(request));

/** The trade stream `client.stream` connects while signed in; its implementation loads when it first connects. */
export const loadTradeStream: TradeStreamLoader = (options) =>
  createLazyTradeStream(() =>
    import('../stream/createTradeStream').then(({ createTradeStream }) => createTradeStream(options)),
  );
