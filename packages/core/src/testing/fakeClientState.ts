import type { ClientProfile, TradeIntermediary, UccRecord } from '../client/schemas/account';
import type { OnboardedClient } from '../validation/clientOnboarding';
import { roles, type Role, type SessionUser } from '../validation/index';
import type { FakeUser } from './fakeData';

/** A UCC record and the firm that owns it. */
export interface FakeUccRecord {
  ownerClientId: number;
  record: UccRecord;
}

/**
 * The fake's clients (`api/client/…`, `api/clients/…`): each demo firm's profile (a firm is a session's
 * `id`), the clients a firm manages with their onboarding details, and the firms' UCC records.
 */
export interface FakeClientState {
  /** Every client by id: the demo users' firms and the clients they manage (`managed_by_client_id`). */
  clients: Map<number, ClientProfile>;
  /** The roles the platform granted each firm (the only ones its ops admin may give), by client id. */
  grantedRoles: Map<number, Role[]>;
  /** The onboarding details of each managed client, by client id. */
  onboardings: Map<number, OnboardedClient>;
  uccRecords: FakeUccRecord[];
  /** The firms a trade can go through (`api/trade/facilitator/`, `api/trade/agent/`). */
  facilitators: TradeIntermediary[];
  agents: TradeIntermediary[];
}

/** The website of a demo firm: its name's letters, so that registration finds it (`democapital.example`). */
function websiteOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.example`;
}

/** A firm's profile from one of its users' sessions. */
function profileOf(session: SessionUser, website: string | null, createdAt: string): ClientProfile {
  return {
    id: session.id,
    name: session.name,
    brand_name: session.brand_name,
    client_type: 'CORP',
    client_segment: session.client_segment,
    category: 'CORPORATE',
    client_mode: session.is_broker ? 'BROKING' : 'SOFTWARE',
    website,
    pan: null,
    state: 'MAHARASHTRA',
    is_broker: session.is_broker,
    is_partner: false,
    offline_record: false,
    managed_by_client_id: null,
    created_at: createdAt,
  };
}

/**
 * The demo users' firms, verified and granted every role (so that their ops admins may invite any); the
 * first firm of each name has its website. One facilitator, one agent; no managed client or UCC record yet.
 */
/**
 * The client of a signed-in user: a user a test added to `state.users` after the fake started brings a
 * firm the fake has not seen, which is then registered from their session, granted every role.
 */
export function clientOfSession(clients: FakeClientState, session: SessionUser): ClientProfile {
  const known = clients.clients.get(session.id);
  if (known !== undefined) return known;
  const created = profileOf(session, null, new Date().toISOString());
  clients.clients.set(session.id, created);
  clients.grantedRoles.set(session.id, [...roles]);
  return created;
}

/** The roles the platform granted a signed-in user's firm: the only ones its ops admin may give. */
export function rolesFirmHolds(clients: FakeClientState, session: SessionUser): Role[] {
  clientOfSession(clients, session);
  return clients.grantedRoles.get(session.id) ?? [];
}

export function createFakeClientState(users: readonly FakeUser[]): FakeClientState {
  const clients = new Map<number, ClientProfile>();
  const websites = new Set<string>();
  const createdAt = new Date().toISOString();
  for (const { session } of users) {
    if (clients.has(session.id)) continue;
    const website = websiteOf(session.name);
    clients.set(session.id, profileOf(session, websites.has(website) ? null : website, createdAt));
    websites.add(website);
  }
  return {
    clients,
    grantedRoles: new Map([...clients.keys()].map((id) => [id, [...roles]])),
    onboardings: new Map(),
    uccRecords: [],
    facilitators: [{ id: 701, name: 'Demo Facilitation Services', brand_name: 'Demo Facilitation' }],
    agents: [{ id: 801, name: 'Example Agency Partners', brand_name: null }],
  };
}
