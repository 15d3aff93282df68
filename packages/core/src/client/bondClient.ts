import type { SessionUser } from '../validation/index';
import type { ClientConfiguration } from '../validation/clientConfiguration';
import type { SupportApiOptions } from './api/support';
import type { BuildVersionState } from './build/buildVersion';
import type { OnlineWatcher, VisibilityWatcher } from './environment';
import type { BondClientEvents, EventEmitter } from './events';
import type { RequestFunction } from './http/createHttpClient';
import type { SignInOptions, SignInResult } from './session/createSessionController';
import type { SessionState } from './session/sessionState';
import type { ReadableStore } from './store';
import type { ToastStore } from './toastStore';
import type { StorageLike, TokenStore } from './tokenStore';
import type { AuthApi, OtpCredentials, PasswordCredentials } from './api/auth';
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
import type { AsyncApi } from './lazyApi';
import type { TradeStreamError } from '../stream/TradeStreamError';
import type { TradeStream } from '../stream/tradeStreamTypes';

export interface BondClientOptions {
  /** The main API's base URL, for example `https://api.example.com`. Required. */
  apiBase: string;
  /**
   * The MIND (AI analyst) API's base URL. Default: the one the server publishes (`api/client-config/`, read on
   * MIND's first call; the reference server's is `<origin>/mind-api/`), or `apiBase` when the server publishes
   * none.
   */
  mindApiBase?: string | undefined;
  /**
   * The chat service ChatWorkspace connects to when it is given no `transport`. Default: the one the server
   * publishes (`api/client-config/`); a field given here wins over the server's.
   */
  chat?: ChatServiceOptions | undefined;
  /**
   * Where the app's own static files are served (`version.json`, `builds/latest.json`). Default:
   * `window.location.origin` in a browser, else `apiBase`.
   */
  appBase?: string | undefined;
  /** The fetch to use; inject a fake in tests (`createFakeBondApi().fetch`). Default: `globalThis.fetch`. */
  fetch?: typeof fetch | undefined;
  /** The WebSocket constructor the trade stream uses. Default: `globalThis.WebSocket`. */
  WebSocket?: typeof WebSocket | undefined;
  /** Where tokens are kept. Default: memory (`createMemoryTokenStore()`); see `createStorageTokenStore`. */
  tokenStore?: TokenStore | undefined;
  /** Calls back when the page becomes visible again (the session refreshes). Default: `document`'s event; none in Node. */
  visibility?: VisibilityWatcher | undefined;
  /** Calls back when connectivity returns (the session refreshes). Default: `window`'s `online` event; none in Node. */
  online?: OnlineWatcher | undefined;
  /** Local storage for UTM capture and similar. Default: `globalThis.localStorage` when present, else none. */
  storage?: StorageLike | undefined;
  /** The clock, in epoch ms, for access rules such as the MIND trial. Default: `Date.now`. */
  now?: (() => number) | undefined;
  /** Called on every sign-out, after the `logout` event; the app navigates to /auth/logout. Default: none. */
  onLogout?: ((event: BondClientEvents['logout']) => void) | undefined;
  /**
   * Where a signed-in user goes when no `redirect` parameter applies. Default: the access rules'
   * `homeRoute` (compliance to /surveillance, RFQ dealers to /dart, everyone else to /mind, or the first
   * page the user may open when that home would refuse them), on the client's clock.
   */
  homeRoute?: ((user: SessionUser) => string) | undefined;
  /** Pause before an automatic retry of a safe method, in ms. Default 0 (retry at once). */
  retryDelayMs?: number | undefined;
  /** How often `builds/latest.json` is polled while mounted, in ms. Default 300000 (5 minutes). */
  buildPollIntervalMs?: number | undefined;
  /**
   * Watch for new builds of the app (`version.json`, `builds/latest.json` on `appBase`) while mounted.
   * Default false: only the reference app, which serves those files, turns it on.
   */
  watchBuilds?: boolean | undefined;
  /** Support ticket settings (provider and dev mode). */
  support?: SupportApiOptions | undefined;
  /** The trade stream's WebSocket URL. Default: `ws/trade/d/` on `apiBase` (`wss:` for `https:`). */
  streamUrl?: string | undefined;
  /** A ready trade stream to use instead of creating one, e.g. `createFakeTradeStream()` in tests. */
  stream?: TradeStream | undefined;
  /** Hears the trade stream's malformed frames, failing handlers and lost connections. Default: none. */
  onStreamError?: ((error: TradeStreamError) => void) | undefined;
  /**
   * Connect the trade stream while the session is authenticated (after `mount()`). Default true. Portals
   * that embed only a search or pricing widget can set false and pay for no socket.
   */
  connectStream?: boolean | undefined;
  /**
   * When `mount()` and `loadSession()` ask the server for the session while the client holds no token.
   * 'hinted': only when this browser signed in through a bondkit client (remembered in `storage`) or the
   * page carries the server's readable `bk_signed_in` cookie, so an anonymous page makes no request bound to
   * fail. 'always': every time (a session begun elsewhere whose cookies this page cannot read, such as a
   * single sign-on on another origin). Default 'hinted'.
   */
  sessionProbe?: 'hinted' | 'always' | undefined;
}

/** Where the chat service is: a Sendbird application, or the reference server's Sendbird-compatible one. */
export interface ChatServiceOptions {
  /** The Sendbird application id. Default: the server's (`api/client-config/`). */
  appId?: string | undefined;
  /** The REST host, absolute, for example `https://api.example.com/sendbird`. Default: the server's. */
  apiHost?: string | undefined;
  /** The WebSocket host, absolute, for example `wss://api.example.com/sendbird`. Default: the server's. */
  webSocketHost?: string | undefined;
}

/**
 * The platform client that `createBondClient` and `composeBondClient` make. Declared by name (not a `ReturnType`)
 * so type errors and editors print `BondClient`, and so its members are a decision: only what the widgets, the
 * reference app, the examples, the docs or `createMindClient` use (the WebSocket constructor and the storage
 * it was given stay inside).
 */
export interface BondClient {
  /** The options the client was made with (read-only); `createMindClient` reads its bases and fetch. */
  readonly options: Readonly<BondClientOptions>;
  /** Where the tokens are kept (the `tokenStore` option); `createMindClient` reads the access token. */
  readonly tokenStore: TokenStore;
  /** The clock, in epoch ms, that access rules such as the MIND trial read (the `now` option). */
  readonly now: () => number;
  /** The HTTP core, for calls not wrapped by a namespace: `request({ method, path, base, query, body, schema })`. */
  readonly request: RequestFunction;
  /** `{ status, data }`; read with `useSyncExternalStore(client.session.subscribe, client.session.getSnapshot)`. */
  readonly session: ReadableStore<SessionState>;
  /** The toasts to show: errors of calls, warnings of partial answers; each removed after its life. */
  readonly toasts: ToastStore;
  /** `{ current, latest, hasNewBuild }` of the app's builds, while `watchBuilds` is on. */
  readonly buildVersion: ReadableStore<BuildVersionState>;
  /** The real-time trade stream (`on(type, handler)`, `status`); connected while signed in after `mount()`. */
  readonly stream: TradeStream;
  /**
   * What the server publishes for embeds (`GET api/client-config/`: the chat service, MIND's base, the
   * features), read once and kept; null when the server publishes none (it answers 404). ChatWorkspace,
   * MindChat and `createMindClient` read it, so that they need no options beyond `apiBase`.
   */
  readonly clientConfiguration: () => Promise<ClientConfiguration | null>;
  /** Listens to `logout` or `newBuild`; returns the unsubscribe function. */
  readonly on: EventEmitter<BondClientEvents>['on'];
  /** Loads the session, starts the 240 s refresh, the visibility and online listeners and the build watcher. */
  readonly mount: () => Promise<SessionUser | null>;
  /** Stops every timer and listener; the client can be mounted again. */
  readonly dispose: () => void;
  /** Asks the server for the session (`api/user/`): the signed-in user, or null. */
  readonly loadSession: () => Promise<SessionUser | null>;
  /** Token refresh then session reload, as the 240 s timer does. */
  readonly refreshSession: () => Promise<void>;
  /** Email and password sign-in: stores the tokens, loads the session, says where to go. */
  readonly signIn: (credentials: PasswordCredentials, signInOptions?: SignInOptions) => Promise<SignInResult>;
  /** OTP sign-in (`api/token/otp/`), same outcome as `signIn`. */
  readonly signInWithOtp: (
    credentials: OtpCredentials,
    signInOptions?: SignInOptions,
  ) => Promise<SignInResult>;
  /** Clears data and tokens, calls `api/logout/`, emits `logout`. */
  readonly signOut: () => Promise<void>;
  /** Polls `builds/latest.json` now (for example on each route change). */
  readonly checkForNewBuild: () => Promise<void>;
  readonly auth: AsyncApi<AuthApi>;
  readonly accounts: AsyncApi<AccountsApi>;
  readonly market: AsyncApi<MarketApi>;
  readonly participants: AsyncApi<ParticipantsApi>;
  readonly quotes: AsyncApi<QuotesApi>;
  readonly orders: AsyncApi<OrdersApi>;
  readonly inventory: AsyncApi<InventoryApi>;
  readonly trade: AsyncApi<TradeApi>;
  readonly chatter: AsyncApi<ChatterApi>;
  readonly chatSession: AsyncApi<ChatSessionApi>;
  readonly surveillance: AsyncApi<SurveillanceApi>;
  readonly support: AsyncApi<SupportApi>;
  /** The deployment's run-time configuration and UI error reports. */
  readonly platform: AsyncApi<PlatformApi>;
  /** The app's build files: `version.json` and `builds/latest.json`. */
  readonly build: AsyncApi<BuildApi>;
  /**
   * Loads every API namespace's module now instead of on its first call: for an app that prefers one
   * early download to a short wait on each first call, and for tests on fake timers.
   */
  readonly preload: () => Promise<void>;
}
