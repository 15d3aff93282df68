import type { ApiLoader, BondClientApiLoaders, TradeStreamLoader } from './apiLoaders';
import type { BondClient, BondClientOptions } from './bondClient';
import { lazyApi, preloadApi } from './lazyApi';
import { loadOnce } from './loadOnce';
import type { AsyncApi } from './lazyApi';
import { defaultBuildPollIntervalMs, unknownBuildVersion } from './build/buildVersion';
import type { BuildVersionState } from './build/buildVersion';
import type { BuildWatcher } from './build/buildWatcher';
import { documentVisibilityWatcher, windowOnlineWatcher } from './environment';
import { createEventEmitter } from './events';
import type { BondClientEvents } from './events';
import { createHttpClient } from './http/createHttpClient';
import type { RequestFunction } from './http/createHttpClient';
import { createSessionController } from './session/createSessionController';
import type { SignInOptions, SignInResult } from './session/createSessionController';
import { sessionRefreshIntervalMs } from './session/sessionState';
import { createStore } from './store';
import { createToastStore } from './toastStore';
import { createSessionHint } from './session/sessionHint';
import { createMemoryTokenStore } from './tokenStore';
import type { StorageLike } from './tokenStore';
import type { SessionUser } from '../validation/sessionUser';
import type { OtpCredentials, PasswordCredentials } from './api/auth';
import type { TradeStream } from '../stream/tradeStreamTypes';
import type { ClientConfiguration } from '../validation/clientConfiguration';
import { tradeStreamUrl } from '../stream/tradeStreamUrl';

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

/** What `createClient` makes a client of: the namespaces' loaders, and the trade stream's. */
export interface ClientParts {
  api: BondClientApiLoaders;
  tradeStream: TradeStreamLoader;
  /** The error a call of a namespace without a loader rejects with. Default: a TypeError naming it. */
  notIncluded?: ((name: keyof BondClientApiLoaders) => Error) | undefined;
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
      // Without `mindApiBase`, MIND's base is the server's published one, read on MIND's first call.
      mind: options.mindApiBase ?? (async () => mindBaseOf(await clientConfiguration(), options.apiBase)),
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

  // Read once per client, on the first widget that needs it (chat, MIND); a failure is not kept, so the
  // next use asks again.
  const clientConfiguration = loadOnce(() =>
    import('./clientConfiguration').then(({ fetchClientConfigurationOrNone }) =>
      fetchClientConfigurationOrNone(request),
    ),
  );
  const mindBaseOf = (configuration: ClientConfiguration | null, apiBase: string): Promise<string> =>
    import('./clientConfiguration').then((module) => module.mindBaseOf(configuration, apiBase));

  // Each namespace loads its module (its calls and their schemas) on its first call: see lazyApi.
  const namespace = <Api extends object>(
    name: keyof BondClientApiLoaders,
    load: ApiLoader<Api> | undefined,
  ): AsyncApi<Api> =>
    lazyApi(() =>
      load === undefined
        ? Promise.reject(parts.notIncluded?.(name) ?? new TypeError(`${factory}: no \`${name}\` namespace.`))
        : load(request, frozenOptions),
    );
  // Loaded on first use too: a visitor who never signs in needs none of it (nor the schemas it parses with).
  const auth = lazyApi(() => import('./api/auth').then((module) => module.createAuthApi(request)));
  const build = namespace('build', parts.api.build);
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
  // Kept once loaded, so that dispose() stops its timer at once.
  let loadedBuildWatcher: BuildWatcher | undefined;
  // The watcher loads when it first starts or checks: only the reference app watches its builds. A module that
  // could not be fetched (offline) is tried again on the next start or check.
  const loadBuildWatcher = loadOnce(() =>
    import('./build/buildWatcher').then(({ createBuildWatcher }) => {
      loadedBuildWatcher = createBuildWatcher({
        build,
        events,
        store: buildVersion,
        intervalMs: options.buildPollIntervalMs ?? defaultBuildPollIntervalMs,
      });
      return loadedBuildWatcher;
    }),
  );

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
    accounts: namespace('accounts', parts.api.accounts),
    market: namespace('market', parts.api.market),
    participants: namespace('participants', parts.api.participants),
    quotes: namespace('quotes', parts.api.quotes),
    orders: namespace('orders', parts.api.orders),
    inventory: namespace('inventory', parts.api.inventory),
    trade: namespace('trade', parts.api.trade),
    chatter: namespace('chatter', parts.api.chatter),
    chatSession: namespace('chatSession', parts.api.chatSession),
    surveillance: namespace('surveillance', parts.api.surveillance),
    support: namespace('support', parts.api.support),
    platform: namespace('platform', parts.api.platform),
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
    clientConfiguration,

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
          .filter((name) => parts.api[name] !== undefined)
          .map((name) => preloadApi(namespaces[name])),
      ).then(() => undefined),
  };
}
