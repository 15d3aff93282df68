import type { Role } from '../../src/validation/roles';
import type { SessionUser } from '../../src/validation/sessionUser';

/** Overrides of a session user; `roles` is a shortcut for `user_info.roles`. */
export interface SessionUserOverrides extends Partial<Omit<SessionUser, 'user_info'>> {
  roles?: Role[];
  user_info?: Partial<SessionUser['user_info']>;
}

/** A valid session object as `GET api/session/` returns it: a basic user of a non-institutional client. */
export function makeSessionUser({ roles, user_info, ...overrides }: SessionUserOverrides = {}): SessionUser {
  return {
    id: 42,
    name: 'Acme Capital',
    brand_name: 'Acme',
    user_accounts: [{ id: 7, status: 'active' }],
    allowed_exchanges: ['NSE', 'BSE'],
    is_broker: false,
    client_segment: 'NON_INSTITUTIONAL',
    rfq_exchanges: [],
    stp_exchanges: [],
    nsccl_credentials: false,
    iccl_credentials: false,
    nsccl_name: null,
    iccl_name: null,
    mind_trial_ends_at: null,
    is_paid_client: false,
    ...overrides,
    user_info: {
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      mobile: '+919876543210',
      roles: roles ?? ['user'],
      unique_id: 'u-1',
      suprsend_subscriber_id: null,
      has_accepted_chat_terms: true,
      user_security_preferences: [],
      is_user_profile_complete: true,
      ...user_info,
    },
  };
}
