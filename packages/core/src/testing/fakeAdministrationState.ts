import type { Role } from '../validation/index';

/** A firm's login at a clearing corporation, as saved (the fake keeps the password in plain text). */
export interface FakeExchangeCredential {
  participant_code: string;
  username: string;
  password: string;
  updated_at: string;
  last_used_at: string | null;
}

/** Someone a firm invited: their user account (`invited` until they join; `inactive` once revoked). */
export interface FakeInvitee {
  /** The invitee's user account id (`invitee_id`). */
  id: number;
  clientId: number;
  email: string;
  name: string;
  roles: Role[];
  status: 'invited' | 'inactive';
  /** The code of the pending invitation's link; null once revoked. */
  code: string | null;
}

/** A support ticket the fake kept (it forwards none). */
export interface FakeSupportTicket {
  id: string;
  ticket_type_id: number;
  contacts: { email: string }[];
  title: string;
  description: string;
  file_url: string | null;
  /** The signed-in user's e-mail when they filed it, else null. */
  filed_by: string | null;
}

/** A support attachment the fake keeps (`POST ext/public/upload/`), served back by its id. */
export interface FakeSupportFile {
  /** The name it was sent under. */
  name: string;
  /** Its type as sent; the download answers it only when it is on the server's safe list. */
  type: string;
  /** The file's content. */
  bytes: Uint8Array;
}

/** What the fake's administration and support routes keep: credentials, settings, invitations, tickets. */
export interface FakeAdministrationState {
  /** Each firm's credentials by clearing corporation, by client id. */
  credentials: Map<number, Map<string, FakeExchangeCredential>>;
  /** Whether each firm's dealers may override a computed price, by client id. Default true. */
  allowPriceModification: Map<number, boolean>;
  invitees: FakeInvitee[];
  supportTickets: FakeSupportTicket[];
  /** Support attachments by file id (the last segment of their `file_url`). */
  supportFiles: Map<string, FakeSupportFile>;
}

export function createFakeAdministrationState(): FakeAdministrationState {
  return {
    credentials: new Map(),
    allowPriceModification: new Map(),
    invitees: [],
    supportTickets: [],
    supportFiles: new Map(),
  };
}
