import { sql, type SQL } from 'drizzle-orm';
import type {
  SurveillanceChannel,
  SurveillanceMessage,
  SurveillanceSearchResult,
} from '@bondkit/core/validation';
import { surveillanceSearchLimit } from '@bondkit/core/internal';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';
import { firmChannelUrls, getChannel, getMemberRows, type ChannelRow } from './chatChannels';
import { activityOf, revisionsOf, toMessageRow } from './chatMessages';
import { loadChatUsers, type ChatUser } from './chatUsers';
import type { MessageRow } from './chatViews';

/**
 * The compliance officer's read-only view of the chat service's data: only the firm's channels (see
 * `firmChannelUrls`), and nothing here writes a member's read or delivery mark (trading-and-chat section 4:
 * delivery marking is skipped on the compliance route), so reviewing a chat leaves every receipt and unread
 * count as the members left them.
 */

/** The most messages one channel view answers: 5,000, oldest first. */
const surveillanceChannelMessageLimit = 5000;

/** The most messages one download holds: 50,000. */
export const surveillanceDownloadMessageLimit = 50_000;

const messageColumns = sql`m.id, m.channel_url, m.message_type, m.sender_id, m.body, m.data, m.custom_type,
  m.request_id, m.file, m.created_at, m.updated_at, m.deleted_at, m.parent_message_id, m.mentioned_user_ids`;

function firmNameOf(user: ChatUser | undefined): string {
  return user?.metadata.brand_name ?? '';
}

async function channelSummaries(
  db: DbOrTransaction,
  urls: readonly string[],
): Promise<SurveillanceChannel[]> {
  const summaries: SurveillanceChannel[] = [];
  for (const url of urls) {
    const channel = await getChannel(db, url);
    if (!channel) continue;
    summaries.push(await channelSummary(db, channel));
  }
  return summaries;
}

async function channelSummary(db: DbOrTransaction, channel: ChannelRow): Promise<SurveillanceChannel> {
  const members = (await getMemberRows(db, channel.url)).filter((row) => row.state !== 'declined');
  const users = await loadChatUsers(
    db,
    members.map((row) => row.chat_user_id),
  );
  const counts = rowsOf(
    await db.execute(sql`SELECT count(*)::integer AS count, max(created_at) AS last
      FROM chat_messages WHERE channel_url = ${channel.url}`),
  )[0];
  return {
    channel_url: channel.url,
    name: channel.name,
    custom_type: channel.custom_type,
    members: members.map((row) => {
      const user = users.get(row.chat_user_id);
      return {
        user_id: row.chat_user_id,
        nickname: user?.nickname ?? row.chat_user_id,
        client_id: user?.clientId ?? 0,
        firm_name: firmNameOf(user),
      };
    }),
    message_count: Number(counts?.count ?? 0),
    last_message_at: counts?.last === null || counts?.last === undefined ? null : Number(counts.last),
    created_at: channel.created_at,
  };
}

async function messagesJson(
  db: DbOrTransaction,
  rows: readonly MessageRow[],
  channelNames: ReadonlyMap<string, string>,
): Promise<SurveillanceMessage[]> {
  const revisions = await revisionsOf(
    db,
    rows.filter((row) => row.updated_at > 0).map((row) => row.id),
  );
  // Reactions and pins leave the message's row as it was, so every message is looked up.
  const activity = await activityOf(
    db,
    rows.map((row) => row.id),
  );
  const users = await loadChatUsers(db, [
    ...rows.flatMap((row) => (row.sender_id ? [row.sender_id] : [])),
    ...[...activity.values()].flat().map((entry) => entry.userId),
  ]);
  return rows.map((row) => {
    const sender = row.sender_id ? users.get(row.sender_id) : undefined;
    const history = revisions.get(row.id) ?? [];
    const lastEdit = history.filter((revision) => revision.kind === 'edit').at(-1);
    return {
      edited_at: lastEdit ? lastEdit.revisedAt : null,
      deleted_at: row.deleted_at,
      history: history.map((revision) => ({
        kind: revision.kind,
        previous_message: revision.previousBody,
        changed_by: revision.revisedBy,
        changed_at: revision.revisedAt,
      })),
      activity: (activity.get(row.id) ?? []).map((entry) => ({
        kind: entry.kind,
        reaction: entry.kind.startsWith('reaction') ? entry.reaction : null,
        by: entry.userId,
        by_name: users.get(entry.userId)?.nickname ?? entry.userId,
        at: entry.at,
      })),
      message_id: row.id,
      channel_url: row.channel_url,
      channel_name: channelNames.get(row.channel_url) ?? '',
      message_type: row.message_type,
      sender_id: row.sender_id,
      sender_name: sender?.nickname ?? (row.sender_id ? row.sender_id : 'System'),
      sender_firm: firmNameOf(sender),
      message: row.body,
      file_name: row.message_type === 'FILE' ? (row.file?.name ?? '') : null,
      created_at: row.created_at,
    };
  });
}

/**
 * The name shown for each channel: its own, or for an unnamed one (a direct chat) its members' nicknames,
 * as chat apps title such channels; never the channel's URL.
 */
async function channelNamesOf(db: DbOrTransaction, urls: readonly string[]): Promise<Map<string, string>> {
  if (urls.length === 0) return new Map();
  const rows = rowsOf(
    await db.execute(
      sql`SELECT url, name FROM chat_channels WHERE url IN (${sql.join(
        [...new Set(urls)].map((url) => sql`${url}`),
        sql`, `,
      )})`,
    ),
  );
  const names = new Map<string, string>();
  for (const row of rows) {
    const url = String(row.url);
    const name = String(row.name ?? '');
    if (name !== '') {
      names.set(url, name);
      continue;
    }
    const members = (await getMemberRows(db, url)).filter((member) => member.state !== 'declined');
    const users = await loadChatUsers(
      db,
      members.map((member) => member.chat_user_id),
    );
    names.set(
      url,
      members.map((member) => users.get(member.chat_user_id)?.nickname ?? member.chat_user_id).join(', '),
    );
  }
  return names;
}

/** Every channel of the firm with its members and message count, newest activity first. */
export async function listFirmChannels(
  db: DbOrTransaction,
  clientId: number,
): Promise<SurveillanceChannel[]> {
  return channelSummaries(db, await firmChannelUrls(db, clientId));
}

/** One of the firm's channels and its messages (oldest first), or null when it is not the firm's. */
export async function readFirmChannel(
  db: DbOrTransaction,
  clientId: number,
  url: string,
): Promise<{ channel: SurveillanceChannel; messages: SurveillanceMessage[] } | null> {
  const [owned] = await firmChannelUrls(db, clientId, [url]);
  if (!owned) return null;
  const channel = await getChannel(db, owned);
  if (!channel) return null;
  // Every message, deleted ones included: compliance reads what members no longer see.
  const rows = rowsOf(
    await db.execute(sql`SELECT ${messageColumns} FROM chat_messages m WHERE m.channel_url = ${owned}
      ORDER BY m.created_at, m.id LIMIT ${surveillanceChannelMessageLimit}`),
  ).map(toMessageRow);
  return {
    channel: await channelSummary(db, channel),
    messages: await messagesJson(db, rows, new Map([[channel.url, channel.name]])),
  };
}

/** What a message search looks for; every part given must match. */
export interface FirmMessageSearch {
  text?: string | undefined;
  member?: string | undefined;
  bond?: string | undefined;
  /** Epoch ms, inclusive. */
  fromTime?: number | undefined;
  /** Epoch ms, exclusive. */
  toTime?: number | undefined;
}

function likePattern(value: string): string {
  return `%${value.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
}

/**
 * Messages in the firm's channels matching every part of the search, newest first. A bond term matches
 * messages naming the term itself, or the ISIN or name of any bond whose ISIN or name contains it.
 */
export async function searchFirmMessages(
  db: DbOrTransaction,
  clientId: number,
  search: FirmMessageSearch,
): Promise<SurveillanceSearchResult> {
  const urls = await firmChannelUrls(db, clientId);
  const conditions: SQL[] = [];
  if (search.text) {
    const pattern = likePattern(search.text);
    conditions.push(sql`(m.body ILIKE ${pattern} OR COALESCE(m.file->>'name', '') ILIKE ${pattern})`);
  }
  if (search.member) {
    const pattern = likePattern(search.member);
    conditions.push(sql`m.sender_id IN (SELECT u.unique_id FROM users u
      WHERE u.unique_id = ${search.member} OR u.email ILIKE ${pattern}
        OR (u.first_name || ' ' || COALESCE(u.last_name, '')) ILIKE ${pattern})`);
  }
  let matchedBonds: { isin: string; display_name: string }[] = [];
  if (search.bond) {
    const pattern = likePattern(search.bond);
    matchedBonds = rowsOf(
      await db.execute(sql`SELECT isin, display_name FROM instruments
        WHERE isin ILIKE ${pattern} OR display_name ILIKE ${pattern} ORDER BY is_liquid DESC, id LIMIT 25`),
    ).map((row) => ({ isin: String(row.isin), display_name: String(row.display_name) }));
    const terms = [search.bond, ...matchedBonds.flatMap((bond) => [bond.isin, bond.display_name])];
    conditions.push(
      sql`(${sql.join(
        [...new Set(terms)].map((term) => sql`m.body ILIKE ${likePattern(term)}`),
        sql` OR `,
      )})`,
    );
  }
  if (search.fromTime !== undefined) conditions.push(sql`m.created_at >= ${search.fromTime}`);
  if (search.toTime !== undefined) conditions.push(sql`m.created_at < ${search.toTime}`);
  if (urls.length === 0) return { matched_bonds: matchedBonds, results: [], truncated: false };
  const rows = rowsOf(
    await db.execute(sql`SELECT ${messageColumns} FROM chat_messages m
      WHERE m.channel_url IN (${sql.join(
        urls.map((url) => sql`${url}`),
        sql`, `,
      )}) ${conditions.length > 0 ? sql`AND ${sql.join(conditions, sql` AND `)}` : sql``}
      ORDER BY m.created_at DESC, m.id DESC LIMIT ${surveillanceSearchLimit + 1}`),
  ).map(toMessageRow);
  const page = rows.slice(0, surveillanceSearchLimit);
  return {
    matched_bonds: matchedBonds,
    results: await messagesJson(
      db,
      page,
      await channelNamesOf(
        db,
        page.map((row) => row.channel_url),
      ),
    ),
    truncated: rows.length > surveillanceSearchLimit,
  };
}

/**
 * The messages of some of the firm's channels in a period (oldest first), for a download. Answers the
 * urls that are not the firm's in `refused` (and no messages) so the caller can refuse the whole request.
 */
export async function firmMessagesBetween(
  db: DbOrTransaction,
  clientId: number,
  urls: readonly string[],
  startTime: number,
  endTime: number,
): Promise<{ refused: string[]; messages: SurveillanceMessage[]; truncated: boolean }> {
  const unique = [...new Set(urls)];
  const owned = new Set(await firmChannelUrls(db, clientId, unique));
  const refused = unique.filter((url) => !owned.has(url));
  if (refused.length > 0) return { refused, messages: [], truncated: false };
  const rows = rowsOf(
    await db.execute(sql`SELECT ${messageColumns} FROM chat_messages m
      WHERE m.channel_url IN (${sql.join(
        unique.map((url) => sql`${url}`),
        sql`, `,
      )}) AND m.created_at >= ${startTime} AND m.created_at < ${endTime}
      ORDER BY m.channel_url, m.created_at, m.id LIMIT ${surveillanceDownloadMessageLimit + 1}`),
  ).map(toMessageRow);
  const page = rows.slice(0, surveillanceDownloadMessageLimit);
  return {
    refused: [],
    messages: await messagesJson(db, page, await channelNamesOf(db, unique)),
    truncated: rows.length > surveillanceDownloadMessageLimit,
  };
}
