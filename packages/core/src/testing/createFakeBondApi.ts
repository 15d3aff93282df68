import { createDemoBonds, createDemoCustodians, createDemoPriceInfos, createDemoUsers } from './fakeData';
import type { FakeUser } from './fakeData';
import { fakeAuthRoutes } from './fakeAuthRoutes';
import { fakeMarketRoutes } from './fakeMarketRoutes';
import { createDemoFirms } from './fakeParticipantData';
import { counterpartiesOfFirms, firmsFromCounterparties } from './fakeCounterparties';
import { fakeParticipantRoutes } from './fakeParticipantRoutes';
import { fakeQuoteActionRoutes } from './fakeQuoteActionRoutes';
import { fakeQuoteListRoutes } from './fakeQuoteListRoutes';
import { fakePlatformRoutes } from './fakePlatformRoutes';
import { fakeChatRoutes } from './fakeChatRoutes';
import { createFakeChatState } from './fakeChatState';
import type { FakeChatState } from './fakeChatState';
import { fakeMindRoutes } from './fakeMindRoutes';
import { createFakeMindState } from './fakeMindState';
import { json, notFound, toResponse } from './fakeRouter';
import type { FakeRequest, FakeResponse, FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';
import { userForBearer } from './fakeState';
import type { Bond } from '../client/schemas/bond';
import type { Counterparty } from '../client/schemas/counterparty';
import type { AnyEndpoint } from '../contract/endpoint';

export interface FakeBondApiOptions {
  /** Who can sign in. Default: the five demo users (`createDemoUsers()`), password 'bondkit-demo', OTP '123456'. */
  users?: FakeUser[];
  /** The bonds search finds. Default: six demo bonds (`createDemoBonds()`), including unlisted, matured and disabled ones. */
  bonds?: Bond[];
  /**
   * The firms there are to trade with, as the counterparty search lists them: its members (`users`) and
   * companies (`clients`). The fake keeps them as its firms (`state.firms`), one per `client_id`, so the
   * participant directory finds them too; every party needs a `client_id`, every member a `user_id`.
   * Default: the three demo firms (Demo Capital 101, Example Securities 102, Demo Broking 103), whose
   * search view `createDemoCounterparties()` returns.
   */
  counterparties?: { readonly users: readonly Counterparty[]; readonly clients: readonly Counterparty[] };
  /** Delay before every answer, in ms. Default 0 (answers on the next microtask, no timers). */
  latencyMs?: number;
  /** What `/version.json` and `builds/latest.json` answer. Default `'fake-build-1'`. */
  buildVersion?: string;
}

/** A failure to inject: the next matching request(s) get this answer instead of the route's. */
export interface FakeFailure {
  /** Which path (no leading slash, no query) to fail; a string matches exactly. Default: any path. */
  path?: string | RegExp;
  /** Default: any method. */
  method?: string;
  /** The status to answer, or `'network'` to make fetch reject as if offline. */
  status: number | 'network';
  body?: unknown;
  headers?: Record<string, string>;
  /** How many matching requests fail. Default 1. */
  times?: number;
}

export interface FakeBondApi {
  /** Pass as `createBondClient({ apiBase: 'https://fake', fetch: fakeApi.fetch })`. */
  fetch: typeof fetch;
  /**
   * The contract endpoints (`@bondkit/core/contract`) the fake implements, each with the server's paths,
   * schemas and response shape; other paths answer 404.
   */
  endpoints: readonly AnyEndpoint[];
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** The fake's data; tests may change it. */
  state: FakeState;
  /** Chat people, channels and messages, Build Network connections and chat session tokens. */
  chat: FakeChatState;
  /** The next matching request(s) fail. */
  failNext(failure: FakeFailure): void;
  /** Every access token issued so far stops working: the next authenticated call gets a 401. */
  expireAccessTokens(): void;
  /** Every refresh token stops working too: the next refresh gets a 401. */
  expireRefreshTokens(): void;
  /** Deploys a "new build": `/version.json` and `builds/latest.json` answer `version`. */
  setBuildVersion(version: string): void;
}

async function readRequestBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  // The partner surface takes no uploads: a form is refused by the endpoint's body schema.
  if (type.startsWith('multipart/form-data')) return undefined;
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function matches(failure: FakeFailure, request: FakeRequest): boolean {
  if (failure.method !== undefined && failure.method.toUpperCase() !== request.method) return false;
  if (failure.path === undefined) return true;
  return typeof failure.path === 'string' ? failure.path === request.path : failure.path.test(request.path);
}

/**
 * An in-memory backend for what partners embed, following the bondkit API contract, as a `fetch` function:
 * demo users, sign-in (password and OTP), token refresh with rotation and the session; bond search, price
 * info and the pricing calculation (the real engine of `@bondkit/core/pricing` on the bond's terms); the
 * participants (counterparty and custodian search, the directory); the quote book (market list, RFQ list,
 * private runs, depth, placing, updating, closing, expiring, hit and lift, each trade kept as a small record
 * in `state.trades`); trade timings; the app configuration, error reports and build files; chat and MIND
 * (`mind-api/…`). Platform behaviour beyond that (tickets, orders, inventory, accounts, administration,
 * surveillance, uploads) is the reference server's: test it there (`@bondkit/server/testing` in this
 * repository). Paths it does not implement answer 404. For embedders' tests and widget stories; not part of
 * the main entry.
 */
export function createFakeBondApi(options: FakeBondApiOptions = {}): FakeBondApi {
  const users = options.users ?? createDemoUsers();
  const state: FakeState = {
    users,
    bonds: options.bonds ?? createDemoBonds(),
    priceInfos: createDemoPriceInfos(),
    eois: [],
    trades: [],
    custodians: createDemoCustodians(),
    // One list of firms: the counterparty search's view is made from it on every read (frozen, so that a
    // push into it fails loudly instead of changing nothing), and assigning counterparties replaces it.
    get counterparties() {
      const view = counterpartiesOfFirms(state.firms);
      return Object.freeze({ users: Object.freeze(view.users), clients: Object.freeze(view.clients) });
    },
    set counterparties(counterparties) {
      state.firms = firmsFromCounterparties(counterparties);
    },
    firms:
      options.counterparties === undefined
        ? createDemoFirms()
        : firmsFromCounterparties(options.counterparties),
    negotiations: [],
    accessTokens: new Map(),
    refreshTokens: new Map(),
    buildVersion: options.buildVersion ?? 'fake-build-1',
    appConfiguration: { support_widget: null, route_rules: [] },
    errorReports: [],
    tradeTimings: { start_time: '09:00', end_time: '17:00', is_open: true, time_zone: 'Asia/Kolkata' },
    mind: createFakeMindState(),
    nextId: 1000,
    sentMessages: [],
  };
  const chat = createFakeChatState();
  const routes: FakeRoute[] = [
    ...fakeAuthRoutes(state),
    ...fakeMarketRoutes(state),
    ...fakePlatformRoutes(state),
    ...fakeQuoteListRoutes(state),
    ...fakeQuoteActionRoutes(state),
    ...fakeParticipantRoutes(state),
    ...fakeChatRoutes(state, chat),
    ...fakeMindRoutes(state),
  ];
  const failures: FakeFailure[] = [];
  const requests: FakeRequest[] = [];
  const latencyMs = options.latencyMs ?? 0;

  function answer(request: FakeRequest): FakeResponse | 'network' {
    const failureIndex = failures.findIndex((failure) => matches(failure, request));
    const failure = failures[failureIndex];
    if (failure !== undefined) {
      const remaining = (failure.times ?? 1) - 1;
      if (remaining <= 0) failures.splice(failureIndex, 1);
      else failure.times = remaining;
      if (failure.status === 'network') return 'network';
      return { status: failure.status, body: failure.body, headers: failure.headers };
    }
    let methodMismatch = false;
    for (const candidate of routes) {
      const found = candidate.pattern.exec(request.path);
      if (found === null) continue;
      if (candidate.method !== request.method) {
        methodMismatch = true;
        continue;
      }
      // The contract's access: a signed-in endpoint answers 401 to a caller without a live token, as the
      // server's access guard does (the fake does not model the finer role policies).
      if (candidate.endpoint !== undefined && candidate.endpoint.access !== 'public') {
        if (userForBearer(state, request.bearer) === undefined) {
          return json(401, { detail: 'Authentication credentials were not provided.' });
        }
      }
      return candidate.handler(request, found.slice(1));
    }
    return methodMismatch ? json(405, { detail: `Method "${request.method}" not allowed.` }) : notFound();
  }

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const incoming = new Request(input, init);
    const url = new URL(incoming.url);
    const authorization = incoming.headers.get('Authorization') ?? '';
    const request: FakeRequest = {
      method: incoming.method.toUpperCase(),
      origin: url.origin,
      path: url.pathname.replace(/^\/+/, ''),
      query: url.searchParams,
      headers: incoming.headers,
      body: await readRequestBody(incoming),
      bearer: authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined,
    };
    requests.push(request);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (incoming.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const result = answer(request);
    if (result === 'network') throw new TypeError('fetch failed (fake network failure)');
    return toResponse(result);
  };

  return {
    fetch: fakeFetch,
    endpoints: routes.flatMap((candidate) => (candidate.endpoint ? [candidate.endpoint] : [])),
    requests,
    state,
    chat,
    failNext(failure) {
      failures.push({ ...failure });
    },
    expireAccessTokens() {
      state.accessTokens.clear();
    },
    expireRefreshTokens() {
      state.refreshTokens.clear();
    },
    setBuildVersion(version) {
      state.buildVersion = version;
    },
  };
}
