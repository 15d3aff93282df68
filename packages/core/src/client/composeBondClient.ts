import type { SessionUser } from '../validation/index';
import type { SupportApiOptions } from './api/support';
import type { ApiLoader, BondClientApiLoaders, TradeStreamLoader } from './apiLoaders';
import { BondkitError } from '../errors/BondkitError';
import { lazyApi, preloadApi } from './lazyApi';
import { defaultBuildPollIntervalMs, unknownBuildVersion } from './build/buildVersion';
import type { BuildVersionState } from './build/buildVersion';
import type { BuildWatcher } from './build/buildWatcher';
import { documentVisibilityWatcher, windowOnlineWatcher } from './environment';
import type { OnlineWatcher, VisibilityWatcher } from './environment';
import { createEventEmitter } from './events';
import type { BondClientEvents, EventEmitter } from './events';
import { createHttpClient } from './http/createHttpClient';
import type { RequestFunction } from './http/createHttpClient';
import { createSessionController } from './session/createSessionController';
import type { SignInOptions, SignInResult } from './session/createSessionController';
import { sessionRefreshIntervalMs } from './session/sessionState';
import type { SessionState } from './session/sessionState';
import { createStore } from './store';
import type { ReadableStore } from './store';
import { createToastStore } from './toastStore';
import type { ToastStore } from './toastStore';
import { createSessionHint } from './session/sessionHint';
import { createMemoryTokenStore } from './tokenStore';
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
import { idleTradeStream } from '../stream/idleTradeStream';
import type { TradeStreamError } from '../stream/TradeStreamError';
import type { TradeStream } from '../stream/tradeStreamTypes';
import { tradeStreamUrl } from '../stream/tradeStreamUrl';

export interface BondClientOptions {
  /** The main API's base URL, for example `https://api.example.com`. Required. */
  apiBase: string;
  /** The MIND (AI analyst) API's base URL. Default: `apiBase`. */
  mindApiBase?: string | undefined;
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

/** `composeBondClient`'s options: the client's, plus the namespaces (and the stream) it is made of. */
export interface ComposedBondClientOptions extends BondClientOptions {
  /**
   * The API namespaces this client has, each with its loader: `{ market: loadMarketApi }` for a bond search.
   * A namespace left out answers every call with a `BondkitError` (code `namespace_not_included`) that names
   * its loader. Required.
   */
  api: BondClientApiLoaders;
  /**
   * The trade stream (`loadTradeStream`: its implementation loads when it first connects). Default: none,
   * and then `client.stream` stays `idle` (as with `connectStream: false`) and none of it is in the bundle.
   */
  tradeStream?: TradeStreamLoader | undefined;
}

function defaultAppBase(apiBase: string): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return typeof location?.origin === 'string' && location.origin !== 'null' ? location.origin : apiBase;
}

function defaultStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage;
  } catch {
    // Access to localStorage throws in sandboxed iframes with storage blocked.
    return undefined;
  }
}

/**
 * The platform client that `createBondClient` makes. Declared by name (not `ReturnType<typeof createBondClient>`)
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

/**
 * The platform client made of the namespaces in `options.api` only (modelled on the AWS SDK's bare clients):
 * a partner's bundle then holds those namespaces' calls and schemas and the zod they use, and nothing of
 * the others. A bond search embed needs `{ market: loadMarketApi }`. `createBondClient` is this client with
 * every namespace and the trade stream.
 */
export function composeBondClient(options: ComposedBondClientOptions): BondClient {
  if (typeof options.api !== 'object' || options.api === null) {
    throw new TypeError(
      'composeBondClient: `api` is required, for example { api: { market: loadMarketApi } } for a bond search.',
    );
  }
  if (options.watchBuilds === true && options.api.build === undefined) {
    throw new TypeError(
      "composeBondClient: `watchBuilds` needs the build files' namespace: add `build: loadBuildApi` to `api`.",
    );
  }
  const { api, tradeStream, ...clientOptions } = options;
  const omitted: (keyof BondClientApiLoaders)[] = [];
  const missing = (name: keyof BondClientApiLoaders): (() => Promise<never>) => {
    omitted.push(name);
    return () =>
      Promise.reject(
        new BondkitError({
          code: 'namespace_not_included',
          // The loaders are named after their namespace: `market` → `loadMarketApi`.
          message: `composeBondClient: this client has no \`${name}\` namespace. Add \`${name}: load${name.charAt(0).toUpperCase()}${name.slice(1)}Api\` (from @bondkit/core) to its \`api\` option, or create the client with createBondClient, which has every namespace.`,
        }),
      );
  };
  return createClient('composeBondClient', clientOptions, {
    api: {
      accounts: api.accounts ?? missing('accounts'),
      market: api.market ?? missing('market'),
      participants: api.participants ?? missing('participants'),
      quotes: api.quotes ?? missing('quotes'),
      orders: api.orders ?? missing('orders'),
      inventory: api.inventory ?? missing('inventory'),
      trade: api.trade ?? missing('trade'),
      chatter: api.chatter ?? missing('chatter'),
      chatSession: api.chatSession ?? missing('chatSession'),
      surveillance: api.surveillance ?? missing('surveillance'),
      support: api.support ?? missing('support'),
      platform: api.platform ?? missing('platform'),
      build: api.build ?? missing('build'),
    },
    tradeStream: tradeStream ?? (() => idleTradeStream),
    omitted,
  });
}

/** What `createClient` makes a client of: a loader for each namespace, and the trade stream's. */
export interface ClientParts {
  api: { [Name in keyof BondClientApiLoaders]-?: NonNullable<BondClientApiLoaders[Name]> };
  tradeStream: TradeStreamLoader;
  /** The namespaces whose loader only says they were left out: `preload()` skips them. */
  omitted: readonly (keyof BondClientApiLoaders)[];
}

/**
 * The client's body, shared by `createBondClient` (every namespace) and `composeBondClient` (the namespaces
 * given); `factory` names the function a configuration error is about.
 */
export function createClient(factory: string, options: BondClientOptions, parts: ClientParts): BondClient {
  if (typeof options.apiBase !== 'string' || options.apiBase === '') {
    throw new TypeError(
      `${factory}: \`apiBase\` is required, for example { apiBase: "https://api.example.com" }.`,
    );
  }
  const fetchFunction = options.fetch ?? globalThis.fetch?.bind(globalThis);
  if (typeof fetchFunction !== 'function') {
    throw new TypeError(`${factory}: no global fetch here; pass \`fetch\` in the options.`);
  }
  const frozenOptions: Readonly<BondClientOptions> = Object.freeze({ ...options });
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  const events = createEventEmitter<BondClientEvents>();
  const toasts = createToastStore();
  const now = options.now ?? Date.now;

  const request: RequestFunction = createHttpClient({
    fetch: fetchFunction,
    bases: {
      api: options.apiBase,
      mind: options.mindApiBase ?? options.apiBase,
      app: options.appBase ?? defaultAppBase(options.apiBase),
    },
    tokenStore,
    retryDelayMs: options.retryDelayMs ?? 0,
    // The session controller is created below; these run only once calls are made.
    refresh: () => sessionController.refreshTokens({ signOutOnFailure: true }),
    signOut: () => sessionController.forceSignOut('unauthorized'),
    onMultiStatus: (message) =>
      toasts.push({
        severity: 'warn',
        summary: 'Warning',
        detail: message ?? 'Some items could not be processed.',
      }),
  });

  // Each namespace loads its module (its calls and their schemas) on its first call: see lazyApi.
  const namespace = <Api extends object>(load: ApiLoader<Api>): AsyncApi<Api> =>
    lazyApi(() => load(request, frozenOptions));
  // Loaded on first use too: a visitor who never signs in needs none of it (nor the schemas it parses with).
  const auth = lazyApi(() => import('./api/auth').then((module) => module.createAuthApi(request)));
  const build = namespace(parts.api.build);
  const sessionController = createSessionController({
    request,
    auth,
    tokenStore,
    events,
    toasts,
    // The access table loads when someone signs in: a search embed for visitors never needs it.
    homeRoute:
      options.homeRoute ??
      ((user) => import('../access/homeRoute').then(({ homeRoute }) => homeRoute(user, new Date(now())))),
    hint:
      options.sessionProbe === 'always'
        ? undefined
        : createSessionHint({ storage: options.storage ?? defaultStorage() }),
  });
  const buildVersion = createStore<BuildVersionState>(unknownBuildVersion);
  let buildWatcher: Promise<BuildWatcher> | undefined;
  // Kept once loaded, so that dispose() stops its timer at once.
  let loadedBuildWatcher: BuildWatcher | undefined;
  // The watcher loads when it first starts or checks: only the reference app watches its builds.
  const loadBuildWatcher = (): Promise<BuildWatcher> => {
    buildWatcher ??= import('./build/buildWatcher').then(
      ({ createBuildWatcher }) => {
        loadedBuildWatcher = createBuildWatcher({
          build,
          events,
          store: buildVersion,
          intervalMs: options.buildPollIntervalMs ?? defaultBuildPollIntervalMs,
        });
        return loadedBuildWatcher;
      },
      (error: unknown) => {
        // The module could not be fetched (offline): the next start or check tries again.
        buildWatcher = undefined;
        throw error;
      },
    );
    return buildWatcher;
  };

  const onLogout = options.onLogout;
  if (onLogout !== undefined) events.on('logout', onLogout);

  // The stream follows the session: it connects when the session becomes authenticated and stops on
  // sign-out. On a 'token expired' close it asks for a refreshed token, through the same shared refresh as
  // HTTP 401s.
  const stream: TradeStream =
    options.stream ??
    parts.tradeStream({
      url: () => options.streamUrl ?? tradeStreamUrl(options.apiBase),
      getToken: async ({ refresh }) => {
        const stored = tokenStore.get()?.access;
        if (!refresh && stored !== undefined) return stored;
        // A session restored from its cookies (a page reload) holds no token in memory, and the stream's
        // `auth` frame needs one: a refresh through the cookie gives it. Without this the stream stayed
        // closed after every reload.
        if (!(await sessionController.refreshTokens({ signOutOnFailure: refresh }))) return null;
        return tokenStore.get()?.access ?? null;
      },
      WebSocket: options.WebSocket ?? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket,
      onError: options.onStreamError,
    });
  const followSession = (): void =>
    stream.setAuthenticated(sessionController.store.getSnapshot().status === 'authenticated');

  const namespaces = {
    accounts: namespace(parts.api.accounts),
    market: namespace(parts.api.market),
    participants: namespace(parts.api.participants),
    quotes: namespace(parts.api.quotes),
    orders: namespace(parts.api.orders),
    inventory: namespace(parts.api.inventory),
    trade: namespace(parts.api.trade),
    chatter: namespace(parts.api.chatter),
    chatSession: namespace(parts.api.chatSession),
    surveillance: namespace(parts.api.surveillance),
    support: namespace(parts.api.support),
    platform: namespace(parts.api.platform),
  };

  let mounted = false;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  const unsubscribers: (() => void)[] = [];
  const refreshSession = (): void => void sessionController.refreshSession();

  return {
    options: frozenOptions,
    tokenStore,
    now,
    request,
    session: sessionController.store,
    toasts,
    buildVersion,
    stream,
    on: events.on,

    /** Loads the session, starts the 240 s refresh, the visibility and online listeners and the build watcher. */
    mount(): Promise<SessionUser | null> {
      if (!mounted) {
        mounted = true;
        refreshTimer = setInterval(refreshSession, sessionRefreshIntervalMs);
        unsubscribers.push((options.visibility ?? documentVisibilityWatcher)(refreshSession));
        unsubscribers.push((options.online ?? windowOnlineWatcher)(refreshSession));
        if (options.watchBuilds === true) {
          // Started once loaded, unless the client was disposed meanwhile.
          loadBuildWatcher().then(
            (watcher) => {
              if (mounted) watcher.start();
            },
            () => undefined,
          );
        }
        if (options.connectStream !== false) {
          unsubscribers.push(sessionController.store.subscribe(followSession), () => stream.disconnect());
          followSession();
        }
      }
      return sessionController.loadSession();
    },
    /** Stops every timer and listener; the client can be mounted again. */
    dispose(): void {
      mounted = false;
      if (refreshTimer !== undefined) clearInterval(refreshTimer);
      refreshTimer = undefined;
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      loadedBuildWatcher?.stop();
      toasts.clear();
    },

    loadSession: sessionController.loadSession,
    /** Token refresh then session reload, as the 240 s timer does. */
    refreshSession: sessionController.refreshSession,
    /** Email and password sign-in: stores the tokens, loads the session, says where to go. */
    signIn: (credentials: PasswordCredentials, signInOptions?: SignInOptions): Promise<SignInResult> =>
      sessionController.signIn(credentials, signInOptions),
    /** OTP sign-in (`api/token/otp/`), same outcome as `signIn`. */
    signInWithOtp: (credentials: OtpCredentials, signInOptions?: SignInOptions): Promise<SignInResult> =>
      sessionController.signInWithOtp(credentials, signInOptions),
    /** Clears data and tokens, calls `api/logout/`, emits `logout`. */
    signOut: (): Promise<void> => sessionController.signOut('user'),
    /** Polls `builds/latest.json` now (for example on each route change). */
    checkForNewBuild: (): Promise<void> =>
      loadBuildWatcher().then(
        (watcher) => watcher.check(),
        () => undefined,
      ),

    auth,
    accounts: namespaces.accounts,
    market: namespaces.market,
    participants: namespaces.participants,
    quotes: namespaces.quotes,
    orders: namespaces.orders,
    inventory: namespaces.inventory,
    trade: namespaces.trade,
    chatter: namespaces.chatter,
    chatSession: namespaces.chatSession,
    surveillance: namespaces.surveillance,
    support: namespaces.support,
    /** The deployment's run-time configuration and UI error reports. */
    platform: namespaces.platform,
    build,
    /**
     * Loads every API namespace's module now instead of on its first call: for an app that prefers one
     * early download to a short wait on each first call, and for tests on fake timers.
     */
    preload: (): Promise<void> =>
      Promise.all(
        (Object.keys(namespaces) as (keyof typeof namespaces)[])
          .filter((name) => !parts.omitted.includes(name))
          .map((name) => preloadApi(namespaces[name])),
      ).then(() => undefined),
  };
}
