import type { AppConfiguration, SessionUser, StoredErrorReport } from '../validation/index';
import type { Bond } from '../client/schemas/bond';
import type { Counterparty } from '../client/schemas/counterparty';
import type { Custodian } from '../client/schemas/custodian';
import type { Eoi } from '../client/schemas/eoi';
import type { PriceInfo } from '../client/schemas/priceInfo';
import type { TradeTicket } from '../client/schemas/ticket';
import type { FakeUser } from './fakeData';
import type { FakeOrderBook } from './fakeOrderState';
import type { FakeTradePrint } from './fakeBondMarket';
import type { FakeHolding } from './fakeInventoryRoutes';
import type { FakeFirm } from './fakeParticipantData';
import type { FakeNegotiation } from './fakeQuoteBook';
import type { FakeMindState } from './fakeMindState';

/** Everything the fake backend holds; tests may read and change it. */
export interface FakeState {
  users: FakeUser[];
  bonds: Bond[];
  priceInfos: Map<number, PriceInfo>;
  eois: Eoi[];
  custodians: Record<'NSE' | 'BSE', Custodian[]>;
  /**
   * Trade tickets (`api/chatter/trade/…`), oldest first, stored as both parties see them (`my_side` and
   * `allowed_actions` are added per caller). A ticket's firms are `buyer_details.client_id` and
   * `seller_details.client_id`; a signed-in user's firm is their session's `id`.
   */
  tickets: TradeTicket[];
  /**
   * What the counterparty search (`api/chatter/users-clients-unified/`) finds: a view of `firms`, made anew
   * on every read (every firm as a company, its members with a trading role as members). Read-only: to
   * change a firm or a member, change `firms`. Assigning counterparties replaces `firms` with the firms they
   * name (one per `client_id`, its members from `users`), so the participant directory finds them too.
   */
  counterparties: { readonly users: readonly Counterparty[]; readonly clients: readonly Counterparty[] };
  /**
   * Orders and procurement orders (`api/orders/…`, `api/procurement-orders/…`), their amendments and audit
   * rows, and the firms a trade can go through. An order's firms are `owner_client_id` (the reporter),
   * `buyer_client_id` and `seller_client_id` (null for an outside party).
   */
  orderBook: FakeOrderBook;
  /**
   * The fake's one list of firms, with their clearing codes, members and client codes: the participant
   * directory reads it, and the counterparty search through `counterparties`.
   */
  firms: FakeFirm[];
  /** Exchange trade prints of the bonds (the security page's trades and last trade). */
  tradePrints: FakeTradePrint[];
  /** Firms' holdings by bond (`api/inventory/…`), oldest first; a firm is a session's `id`. */
  holdings: FakeHolding[];
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
  /** Mails and SMS the fake "sent" (OTPs, invitation links), oldest first: what a test reads as delivered. */
  sentMessages: { channel: 'email' | 'sms'; recipient: string; body: string }[];
  /** OTPs checked with `api/validate-otp/`: where, for which mode (`request_type`) and when (epoch ms). */
  verifiedOtps: { destination: string; purpose: string; verifiedAt: number }[];
  /** Password reset links mailed by `api/reset-password/`: each token's user (by email) and expiry (epoch ms). */
  passwordResetTokens: Map<string, { email: string; expiresAt: number }>;
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
