import type { AppConfiguration, SessionUser, StoredErrorReport } from '../validation/index';
import type { Bond } from '../client/schemas/bond';
import type { Counterparty } from '../client/schemas/counterparty';
import type { Custodian } from '../client/schemas/custodian';
import type { Eoi } from '../client/schemas/eoi';
import type { PriceInfo } from '../client/schemas/priceInfo';
import type { FakeUser } from './fakeData';
import type { FakeFirm } from './fakeParticipantData';
import type { FakeNegotiation } from './fakeQuoteBook';
import type { FakeMindState } from './fakeMindState';
import type { FakeQuoteTrade } from './fakeQuoteTrade';

/** Everything the fake backend holds; tests may read and change it. */
export interface FakeState {
  users: FakeUser[];
  bonds: Bond[];
  priceInfos: Map<number, PriceInfo>;
  eois: Eoi[];
  custodians: Record<'NSE' | 'BSE', Custodian[]>;
  /**
   * The trades hit and lift made (accepting a negotiation's quote, closing a quote against an opposing
   * one), oldest first: what a test reads to see that a trade was recorded. The server books an order.
   */
  trades: FakeQuoteTrade[];
  /**
   * What the counterparty search (`api/chatter/users-clients-unified/`) finds: a view of `firms`, made anew
   * on every read (every firm as a company, its members with a trading role as members). Read-only: to
   * change a firm or a member, change `firms`. Assigning counterparties replaces `firms` with the firms they
   * name (one per `client_id`, its members from `users`), so the participant directory finds them too.
   */
  counterparties: { readonly users: readonly Counterparty[]; readonly clients: readonly Counterparty[] };
  /**
   * The fake's one list of firms, with their clearing codes, members and client codes: the participant
   * directory reads it, and the counterparty search through `counterparties`.
   */
  firms: FakeFirm[];
  /** Negotiations (clusters) between a quote's firm and a firm answering it, oldest first. */
  negotiations: FakeNegotiation[];
  /** Live access tokens and whose they are (by email). */
  accessTokens: Map<string, string>;
  /** Live refresh tokens and whose they are (by email). */
  refreshTokens: Map<string, string>;
  buildVersion: string;
  /** What `api/app-config/` answers. Default: no support widget, no route rules. */
  appConfiguration: AppConfiguration;
  /** UI error reports received by `api/error-reports/`, oldest first. */
  errorReports: StoredErrorReport[];
  /** What `GET api/trade/timings` answers; set `is_open` to test a closed trading window. */
  tradeTimings: { start_time: string; end_time: string; is_open: boolean; time_zone: string };
  /** MIND's conversations and share links (`mind-api/…`). */
  mind: FakeMindState;
  nextId: number;
  /** The OTPs the fake "sent" by mail or SMS, oldest first: what a test reads as delivered. */
  sentMessages: { channel: 'email' | 'sms'; recipient: string; body: string }[];
}

export function issueTokens(state: FakeState, email: string): { access: string; refresh: string } {
  const serial = state.nextId++;
  const access = `fake-access-${serial}`;
  const refresh = `fake-refresh-${serial}`;
  state.accessTokens.set(access, email);
  state.refreshTokens.set(refresh, email);
  return { access, refresh };
}

export function userForBearer(state: FakeState, bearer: string | undefined): SessionUser | undefined {
  if (bearer === undefined) return undefined;
  const email = state.accessTokens.get(bearer);
  return state.users.find((user) => user.session.user_info.email === email)?.session;
}
