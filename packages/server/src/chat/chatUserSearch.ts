import { sql } from 'drizzle-orm';
import { chatSecurityPreferences } from '@bondkit/core/internal';
import { type ChatUserSearchResult } from '@bondkit/core/validation';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { connectedUserIds, connectionStatuses } from './chatConnections';

/** What the people search filters by (the endpoint's parsed query). */
export interface ChatUserSearch {
  /** Name, firm name or brand, or an e-mail the person does not hide. Default: everyone. */
  search_param?: string | undefined;
  page: number;
  page_size: number;
  /** Only people the searcher is not connected to yet. Default false. */
  suggested?: boolean | undefined;
  /** Only the searcher's connections (wins over `suggested`). Default false. */
  connections_only?: boolean | undefined;
}

/**
 * People to chat with (trading-and-chat section 9): every other member with an active account, by name,
 * firm or (unless they hide it) e-mail, with where `me` stands with each; e-mail and mobile are left out
 * where their owner's security preferences hide them from chat counterparties.
 */
export async function searchChatUsers(
  db: DbOrTransaction,
  me: { id: number; uniqueId: string },
  query: ChatUserSearch,
): Promise<{ count: number; results: ChatUserSearchResult[] }> {
  const connected = await connectedUserIds(db, me.uniqueId);
  const search = query.search_param?.trim() ?? '';
  const pattern = `%${search.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
  const searchFilter =
    search.length > 0
      ? sql`AND (u.first_name || ' ' || u.last_name ILIKE ${pattern} OR c.name ILIKE ${pattern}
            OR COALESCE(c.brand_name, '') ILIKE ${pattern}
            OR (u.email ILIKE ${pattern} AND NOT u.security_preferences ? ${chatSecurityPreferences.hideEmail}))`
      : sql``;
  const connectedList = sql.join([sql`''`, ...connected.map((id) => sql`${id}`)], sql`, `);
  const connectionFilter = query.connections_only
    ? sql`AND u.unique_id IN (${connectedList})`
    : query.suggested
      ? sql`AND u.unique_id NOT IN (${connectedList})`
      : sql``;
  const base = sql`FROM users u
      JOIN LATERAL (SELECT * FROM user_accounts a WHERE a.user_id = u.id AND a.status = 'active' ORDER BY a.id LIMIT 1) a ON true
      JOIN clients c ON c.id = a.client_id
      WHERE u.id <> ${me.id} ${searchFilter} ${connectionFilter}`;
  const count = Number(
    rowsOf(await db.execute(sql`SELECT count(*)::integer AS count ${base}`))[0]?.count ?? 0,
  );
  const rows = rowsOf(
    await db.execute(sql`SELECT u.id, u.unique_id, u.first_name, u.last_name, u.email, u.mobile,
          u.security_preferences, c.id AS client_id, c.name AS client_name, c.brand_name
        ${base} ORDER BY u.first_name, u.last_name, u.id
        LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`),
  );
  const statuses = await connectionStatuses(
    db,
    me.uniqueId,
    rows.map((row) => String(row.unique_id)),
  );
  const results: ChatUserSearchResult[] = rows.map((row) => {
    const preferences = (
      typeof row.security_preferences === 'string'
        ? JSON.parse(row.security_preferences)
        : (row.security_preferences ?? [])
    ) as string[];
    const name = `${String(row.first_name)} ${String(row.last_name ?? '')}`.trim();
    return {
      user_id: Number(row.id),
      client_id: Number(row.client_id),
      nsccl_code: null,
      iccl_code: null,
      user_name: name,
      brand_name: row.brand_name === null ? String(row.client_name) : String(row.brand_name),
      name: String(row.client_name),
      sendbird_user_id: String(row.unique_id),
      email: preferences.includes(chatSecurityPreferences.hideEmail) ? null : String(row.email),
      mobile:
        preferences.includes(chatSecurityPreferences.hideMobile) || row.mobile === null
          ? null
          : String(row.mobile),
      connection_status: statuses.get(String(row.unique_id)) ?? 'none',
    };
  });
  return { count, results };
}
