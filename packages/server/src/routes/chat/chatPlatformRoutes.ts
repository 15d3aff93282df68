import { sql } from 'drizzle-orm';
import { chatEndpoints } from '@bondkit/core/contract';
import { chatSecurityPreferences, type ChatUserSearchResult } from '@bondkit/core/validation';
import { connectedUserIds, connectionStatuses, requestConnections } from '../../chat/chatConnections';
import { issueChatSessionToken, revokeChatSessions } from '../../chat/chatSessions';
import { loadChatUsers } from '../../chat/chatUsers';
import { rowsOf } from '../../database/migrate';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { pageAnswer } from '../../http/pagination';
import { registerEndpoint } from '../../http/registerEndpoint';

/**
 * The platform's own chat calls (trading-and-chat section 7): chat session tokens for the signed-in
 * user's chat user id (`users.unique_id`), Build Network connection requests and the people search.
 */
export function chatPlatformRoutes(app: ApiApp): void {
  const { db } = app.services;
  const now = () => app.services.now().getTime();

  function requireOwnChatUser(uniqueId: string, userId: string): void {
    if (uniqueId !== userId) throw ApiProblem.field('userId', 'This is not your chat user id.');
  }

  registerEndpoint(app, chatEndpoints.issueChatSessionToken, async ({ body, principal }) => {
    requireOwnChatUser(principal.user.uniqueId, body.userId);
    const issued = await issueChatSessionToken(db, principal.user.uniqueId, now());
    return { token: issued.token, expires_at: issued.expiresAt };
  });

  registerEndpoint(app, chatEndpoints.removeChatSession, async ({ body, principal }) => {
    requireOwnChatUser(principal.user.uniqueId, body.userId);
    await revokeChatSessions(db, principal.user.uniqueId, now());
    return null;
  });

  registerEndpoint(app, chatEndpoints.inviteChatUsers, async ({ body, principal }) => {
    const me = principal.user.uniqueId;
    const targets = [...new Set(body.sendbird_user_ids)];
    if (targets.includes(me)) throw ApiProblem.field('sendbird_user_ids', 'You cannot invite yourself.');
    const users = await loadChatUsers(db, targets);
    const unknown = targets.filter((target) => !users.get(target)?.isActive);
    if (unknown.length > 0)
      throw ApiProblem.field('sendbird_user_ids', `No active member with the id ${unknown.join(', ')}.`);
    const result = await db.transaction((transaction) => requestConnections(transaction, me, targets, now()));
    const parts = [
      result.requested.length > 0 ? `${result.requested.length} invitation(s) sent` : '',
      result.connected.length > 0 ? `${result.connected.length} connection(s) made` : '',
    ].filter(Boolean);
    return { detail: parts.length > 0 ? `${parts.join(', ')}.` : 'Already invited or connected.' };
  });

  registerEndpoint(app, chatEndpoints.searchChatUsers, async ({ query, principal, request }) => {
    const me = principal.user;
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
    return pageAnswer(request, { page: query.page, pageSize: query.page_size, count, results });
  });
}
