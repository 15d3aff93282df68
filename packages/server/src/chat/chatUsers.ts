import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';

/**
 * A chat user: a platform user seen by the chat service. The chat user id is `users.unique_id`; the
 * metadata carries what the spec's chat rules read (is_staff, is_active, client_id, brand_name,
 * user_onboarded).
 */
export interface ChatUser {
  userId: string;
  nickname: string;
  profileUrl: string;
  /** The platform user's numeric id and firm, for access checks. */
  platformUserId: number;
  clientId: number;
  isActive: boolean;
  email: string;
  mobile: string | null;
  /** `user_security_preferences` (core's `chatSecurityPreferences` are the ones chat applies). */
  securityPreferences: readonly string[];
  metadata: Record<string, string>;
}

function toChatUser(row: Record<string, unknown>): ChatUser {
  const clientId = Number(row.client_id);
  const isActive = row.status === 'active';
  return {
    userId: String(row.unique_id),
    nickname: `${String(row.first_name)} ${String(row.last_name ?? '')}`.trim(),
    profileUrl: '',
    platformUserId: Number(row.id),
    clientId,
    isActive,
    email: String(row.email),
    mobile: row.mobile === null || row.mobile === undefined ? null : String(row.mobile),
    securityPreferences: (typeof row.security_preferences === 'string'
      ? JSON.parse(row.security_preferences)
      : (row.security_preferences ?? [])) as string[],
    metadata: {
      is_staff: 'false',
      is_active: String(isActive),
      client_id: String(clientId),
      brand_name: String(row.brand_name ?? row.client_name ?? ''),
      user_onboarded: String(Boolean(row.has_accepted_chat_terms) || isActive),
    },
  };
}

const userColumns = sql`u.id, u.unique_id, u.first_name, u.last_name, u.has_accepted_chat_terms,
  u.email, u.mobile, u.security_preferences,
  a.client_id, a.status, c.name AS client_name, c.brand_name`;

/** The chat users with these ids that exist (unknown ids are left out). */
export async function loadChatUsers(
  db: DbOrTransaction,
  userIds: readonly string[],
): Promise<Map<string, ChatUser>> {
  const unique = [...new Set(userIds)];
  const found = new Map<string, ChatUser>();
  if (unique.length === 0) return found;
  const list = sql.join(
    unique.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`SELECT DISTINCT ON (u.id) ${userColumns}
      FROM users u JOIN user_accounts a ON a.user_id = u.id JOIN clients c ON c.id = a.client_id
      WHERE u.unique_id IN (${list}) ORDER BY u.id, a.id`),
  );
  for (const row of rows) {
    const user = toChatUser(row);
    found.set(user.userId, user);
  }
  return found;
}
