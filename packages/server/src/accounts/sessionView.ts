import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@bondkit/core/internal';
import { clientSegmentSchema } from '@bondkit/core/internal';
import type { Principal } from '../auth/principal';
import type { DbOrTransaction } from '../database/connection';
import { exchangeCredentials, userAccounts } from '../database/schema/index';

/** Exchanges a user with none configured may use (spec section 6: 'defaults to two exchanges'). */
const defaultAllowedExchanges = ['NSE', 'BSE'];

/** The session object (`GET api/session/`): exactly the spec's 'Logged-in user' fields. */
export async function buildSessionView(db: DbOrTransaction, principal: Principal): Promise<SessionUser> {
  const { user, client } = principal;
  const accounts = await db
    .select({ id: userAccounts.id, status: userAccounts.status })
    .from(userAccounts)
    .where(eq(userAccounts.userId, user.id))
    .orderBy(userAccounts.id);
  const credentials = await db
    .select({ corp: exchangeCredentials.corp })
    .from(exchangeCredentials)
    .where(and(eq(exchangeCredentials.clientId, client.id)));
  const corps = new Set(credentials.map((credential) => credential.corp));
  const segment = clientSegmentSchema.safeParse(client.clientSegment);
  return {
    id: client.id,
    name: client.name,
    brand_name: client.brandName,
    user_accounts: accounts.map((account) => ({
      id: account.id,
      status: account.status as SessionUser['user_accounts'][number]['status'],
    })),
    allowed_exchanges: client.allowedExchanges.length > 0 ? client.allowedExchanges : defaultAllowedExchanges,
    is_broker: client.isBroker,
    client_segment: segment.success ? segment.data : null,
    rfq_exchanges: client.rfqExchanges,
    stp_exchanges: client.stpExchanges,
    nsccl_credentials: corps.has('NSCCL'),
    iccl_credentials: corps.has('ICCL'),
    nsccl_name: client.nscclName,
    iccl_name: client.icclName,
    mind_trial_ends_at: client.mindTrialEndsAt ? client.mindTrialEndsAt.toISOString() : null,
    is_paid_client: client.isPaidClient,
    user_info: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      mobile: user.mobile,
      roles: [...principal.roles],
      unique_id: user.uniqueId,
      suprsend_subscriber_id: user.suprsendSubscriberId,
      has_accepted_chat_terms: user.hasAcceptedChatTerms,
      user_security_preferences: user.securityPreferences,
      is_user_profile_complete: Boolean(user.firstName && user.lastName && user.mobile && client.pan),
    },
  };
}
