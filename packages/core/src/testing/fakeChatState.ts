/** Someone to chat with who does not sign in to the fake (a counterparty's dealer). */
export interface FakeChatPerson {
  /** Their chat user id (a session's `user_info.unique_id`). */
  sendbird_user_id: string;
  user_id: number;
  name: string;
  client_id: number;
  firm: string;
  email: string;
  mobile: string | null;
}

/** A chat message; `created_at` in epoch ms. */
export interface FakeChatMessage {
  message_id: number;
  sender_id: string;
  message: string;
  created_at: number;
}

/** A chat channel and its messages, oldest first. */
export interface FakeChatChannel {
  channel_url: string;
  /** '' for a direct chat, which is named by its members. */
  name: string;
  /** `direct`, `group`, `trading_group` or `broadcast`. */
  custom_type: string;
  /** Chat user ids. */
  members: string[];
  messages: FakeChatMessage[];
  created_at: number;
}

/** A Build Network request: `from` asked `to` to connect; `connected` once `to` asked back. */
export interface FakeChatConnection {
  from: string;
  to: string;
  status: 'pending' | 'connected';
}

/** The fake's chat: people beyond the demo users, channels, connections and session tokens. */
export interface FakeChatState {
  people: FakeChatPerson[];
  channels: FakeChatChannel[];
  connections: FakeChatConnection[];
  /** Issued chat session tokens: whose (chat user id), until when (epoch ms) and whether revoked. */
  sessionTokens: Map<string, { chatUserId: string; expiresAt: number; revoked: boolean }>;
}

const hour = 3_600_000;

/**
 * Kiran at Example Securities (the demo counterparty), a direct chat between the demo dealer (`demo-1`)
 * and Kiran about the 2037 government bond, and the dealer's firm's internal desk group: messages of the
 * last day, so that a recent period finds them.
 */
export function createFakeChatState(now: number = Date.now()): FakeChatState {
  const kiran = 'demo-kiran';
  return {
    people: [
      {
        sendbird_user_id: kiran,
        user_id: 12,
        name: 'Kiran Example',
        client_id: 102,
        firm: 'Example Securities',
        email: 'kiran@example-securities.test',
        mobile: '9876500012',
      },
    ],
    channels: [
      {
        channel_url: 'demo-direct-dara-kiran',
        name: '',
        custom_type: 'direct',
        members: ['demo-1', kiran],
        created_at: now - 30 * hour,
        messages: [
          {
            message_id: 1,
            sender_id: kiran,
            message: 'Bid 100.35 for 5 cr of the 7.18% Government of India 2037 bond (IN0020240012)?',
            created_at: now - 5 * hour,
          },
          {
            message_id: 2,
            sender_id: 'demo-1',
            message: 'Offer at 100.45, firm for ten minutes.',
            created_at: now - 4 * hour,
          },
        ],
      },
      {
        channel_url: 'demo-group-desk',
        name: 'Demo Capital desk',
        custom_type: 'group',
        members: ['demo-1', 'demo-4'],
        created_at: now - 48 * hour,
        messages: [
          {
            message_id: 3,
            sender_id: 'demo-4',
            message: 'NSCCL credentials renewed for the quarter.',
            created_at: now - 20 * hour,
          },
        ],
      },
    ],
    connections: [],
    sessionTokens: new Map(),
  };
}
