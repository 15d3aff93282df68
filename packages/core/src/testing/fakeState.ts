import type { AppConfiguration, SessionUser, StoredErrorReport } from '../validation/index';
import type { Bond } from '../client/schemas/bond';
import type { Counterparty } from '../client/schemas/counterparty';
import type { Custodian } from '../client/schemas/custodian';
import type { Eoi } from '../client/schemas/eoi';
import type { PriceInfo } from '../client/schemas/priceInfo';
import type { TradeTicket } from '../client/schemas/ticket';
import type { FakeUser } from './fakeData';
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
  counterparties: { users: Counterparty[]; clients: Counterparty[] };
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
