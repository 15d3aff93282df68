import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../database/connection';
import { rowsOf } from '../database/migrate';

/** A channel row. */
export interface ChannelRow {
  url: string;
  name: string;
  cover_url: string;
  custom_type: string;
  data: string;
  is_distinct: boolean;
  is_broadcast: boolean;
  /** Frozen: only operators send. */
  is_frozen: boolean;
  created_by: string | null;
  metadata: Record<string, string>;
  created_at: number;
  updated_at: number;
}

/** A member row: `joined`, `invited`, or no longer a member (`left`, `declined`, `banned`). */
export interface MemberRow {
  channel_url: string;
  chat_user_id: string;
  state: 'joined' | 'invited' | 'left' | 'declined' | 'banned';
  role: 'operator' | 'none';
  inviter_id: string | null;
  invited_at: number;
  joined_at: number;
  last_read_at: number;
  delivered_at: number;
  updated_at: number;
}

function parseJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function toChannelRow(row: Record<string, unknown>): ChannelRow {
  return {
    url: String(row.url),
    name: String(row.name),
    cover_url: String(row.cover_url),
    custom_type: String(row.custom_type),
    data: String(row.data),
    is_distinct: Boolean(row.is_distinct),
    is_broadcast: Boolean(row.is_broadcast),
    is_frozen: Boolean(row.is_frozen),
    created_by: row.created_by === null ? null : String(row.created_by),
    metadata: parseJson<Record<string, string>>(row.metadata, {}),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

function toMemberRow(row: Record<string, unknown>): MemberRow {
  return {
    channel_url: String(row.channel_url),
    chat_user_id: String(row.chat_user_id),
    state: row.state as MemberRow['state'],
    role: row.role === 'operator' ? 'operator' : 'none',
    inviter_id: row.inviter_id === null ? null : String(row.inviter_id),
    invited_at: Number(row.invited_at),
    joined_at: Number(row.joined_at),
    last_read_at: Number(row.last_read_at),
    delivered_at: Number(row.delivered_at),
    updated_at: Number(row.updated_at),
  };
}

/** A channel by url, or null. */
export async function getChannel(db: DbOrTransaction, url: string): Promise<ChannelRow | null> {
  const rows = rowsOf(await db.execute(sql`SELECT * FROM chat_channels WHERE url = ${url}`));
  return rows[0] ? toChannelRow(rows[0]) : null;
}

/** Every member row of a channel, current or former. */
export async function getMemberRows(db: DbOrTransaction, url: string): Promise<MemberRow[]> {
  return rowsOf(
    await db.execute(
      sql`SELECT * FROM chat_members WHERE channel_url = ${url} ORDER BY joined_at, invited_at, chat_user_id`,
    ),
  ).map(toMemberRow);
}

/**
 * A channel and one user's member row in it, in one statement (every membership check reads both): null
 * when the channel does not exist; `member` null when the user never was a member.
 */
export async function getChannelWithMember(
  db: DbOrTransaction,
  url: string,
  userId: string,
): Promise<{ channel: ChannelRow; member: MemberRow | null } | null> {
  const rows = rowsOf(
    await db.execute(sql`SELECT c.*, to_jsonb(m) AS member_row FROM chat_channels c
      LEFT JOIN chat_members m ON m.channel_url = c.url AND m.chat_user_id = ${userId}
      WHERE c.url = ${url}`),
  );
  const row = rows[0];
  if (!row) return null;
  const member = parseJson<Record<string, unknown> | null>(row.member_row, null);
  return { channel: toChannelRow(row), member: member ? toMemberRow(member) : null };
}

/** The member rows of these users in a channel (users who never were members are left out). */
export async function getMemberRowsOf(
  db: DbOrTransaction,
  url: string,
  userIds: readonly string[],
): Promise<MemberRow[]> {
  if (userIds.length === 0) return [];
  return rowsOf(
    await db.execute(
      sql`SELECT * FROM chat_members WHERE channel_url = ${url} AND chat_user_id IN (${sql.join(
        userIds.map((userId) => sql`${userId}`),
        sql`, `,
      )})`,
    ),
  ).map(toMemberRow);
}

/** One user's member row in a channel, or null. */
export async function getMemberRow(
  db: DbOrTransaction,
  url: string,
  userId: string,
): Promise<MemberRow | null> {
  const rows = rowsOf(
    await db.execute(sql`SELECT * FROM chat_members WHERE channel_url = ${url} AND chat_user_id = ${userId}`),
  );
  return rows[0] ? toMemberRow(rows[0]) : null;
}

/** A new channel url, Sendbird-like (`sendbird_group_channel_…`). */
export function newChannelUrl(): string {
  return `sendbird_group_channel_${randomBytes(12).toString('hex')}`;
}

/** What a new channel carries. */
export interface NewChannel {
  url: string;
  name: string;
  coverUrl: string;
  customType: string;
  data: string;
  isDistinct: boolean;
  isBroadcast: boolean;
  createdBy: string;
  /** A distinct channel's member set, so that creating it twice answers the same channel. */
  distinctKey: string | null;
}

/** Inserts a channel; answers the existing url of a distinct channel that already exists. */
export async function insertChannel(
  db: DbOrTransaction,
  channel: NewChannel,
  now: number,
): Promise<{ url: string; created: boolean }> {
  if (channel.distinctKey) {
    const existing = rowsOf(
      await db.execute(sql`SELECT url FROM chat_channels WHERE distinct_key = ${channel.distinctKey}`),
    );
    if (existing[0]) return { url: String(existing[0].url), created: false };
  }
  await db.execute(sql`INSERT INTO chat_channels
    (url, name, cover_url, custom_type, data, is_distinct, is_broadcast, distinct_key, created_by, created_at, updated_at)
    VALUES (${channel.url}, ${channel.name}, ${channel.coverUrl}, ${channel.customType}, ${channel.data},
      ${channel.isDistinct}, ${channel.isBroadcast}, ${channel.distinctKey}, ${channel.createdBy}, ${now}, ${now})`);
  return { url: channel.url, created: true };
}

/** A membership to set: absent fields keep their stored value (or their default on a new row). */
export type MemberChange = Pick<MemberRow, 'channel_url' | 'chat_user_id' | 'state'> &
  Partial<Pick<MemberRow, 'role' | 'inviter_id' | 'invited_at' | 'joined_at'>>;

/** Sets a user's membership (insert or update). */
export async function upsertMember(db: DbOrTransaction, member: MemberChange, now: number): Promise<void> {
  await upsertMembers(db, [member], now);
}

/**
 * Sets many memberships (insert or update), in one statement per kind of change (with or without a role):
 * inviting 99 people costs what inviting one does.
 */
export async function upsertMembers(
  db: DbOrTransaction,
  members: readonly MemberChange[],
  now: number,
): Promise<void> {
  for (const withRole of [true, false]) {
    const batch = members.filter((member) => (member.role !== undefined) === withRole);
    if (batch.length === 0) continue;
    const values = sql.join(
      batch.map(
        (
          member,
        ) => sql`(${member.channel_url}, ${member.chat_user_id}, ${member.state}, ${member.role ?? 'none'},
          ${member.inviter_id ?? null}, ${member.invited_at ?? 0}::double precision,
          ${member.joined_at ?? 0}::double precision, ${now}::double precision)`,
      ),
      sql`, `,
    );
    await db.execute(sql`INSERT INTO chat_members
      (channel_url, chat_user_id, state, role, inviter_id, invited_at, joined_at, updated_at)
      VALUES ${values}
      ON CONFLICT (channel_url, chat_user_id) DO UPDATE SET
        state = EXCLUDED.state,
        role = ${withRole ? sql`EXCLUDED.role` : sql`chat_members.role`},
        inviter_id = COALESCE(EXCLUDED.inviter_id, chat_members.inviter_id),
        invited_at = CASE WHEN EXCLUDED.invited_at > 0 THEN EXCLUDED.invited_at ELSE chat_members.invited_at END,
        joined_at = CASE WHEN EXCLUDED.joined_at > 0 THEN EXCLUDED.joined_at ELSE chat_members.joined_at END,
        updated_at = EXCLUDED.updated_at`);
  }
}

/**
 * Marks a channel changed (its `updated_at`: the channel changelogs read it for its current members, see
 * {@link channelChangesSince}) and answers its current members (joined or invited), in one statement, so
 * that whoever announces the change need not read them again. With `readBy`, that member's read mark moves
 * to `readBy.at` as well (never backwards): a sender has read their own message.
 *
 * It writes the channel's row and at most the reader's, never every member's: a message in a 200-member
 * group is not 200 row writes, and two joins at once (each holding its own member row, both then waiting
 * for the channel's) cannot deadlock on each other's member rows.
 */
export async function touchChannel(
  db: DbOrTransaction,
  url: string,
  now: number,
  readBy?: { userId: string; at: number },
): Promise<MemberRow[]> {
  const reader = readBy
    ? sql`, reader AS (UPDATE chat_members SET last_read_at = ${readBy.at}
        WHERE channel_url = ${url} AND chat_user_id = ${readBy.userId} AND state = 'joined'
          AND last_read_at < ${readBy.at} RETURNING chat_user_id)`
    : sql``;
  // The members as they were before this statement's own writes (a statement's parts share one snapshot):
  // only the reader's read mark differs.
  return rowsOf(
    await db.execute(sql`WITH channel AS (UPDATE chat_channels SET updated_at = ${now} WHERE url = ${url}) ${reader}
      SELECT * FROM chat_members WHERE channel_url = ${url} AND state IN ('joined', 'invited')
      ORDER BY joined_at, invited_at, chat_user_id`),
  ).map(toMemberRow);
}

/** Sets operator roles. */
export async function setRole(
  db: DbOrTransaction,
  url: string,
  userIds: readonly string[],
  role: 'operator' | 'none',
): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(
    sql`UPDATE chat_members SET role = ${role} WHERE channel_url = ${url} AND chat_user_id IN (${sql.join(
      userIds.map((userId) => sql`${userId}`),
      sql`, `,
    )})`,
  );
}

/** Updates a channel's properties; absent fields stay. */
export async function updateChannelProperties(
  db: DbOrTransaction,
  url: string,
  changes: { name?: string; coverUrl?: string; customType?: string; data?: string },
): Promise<void> {
  await db.execute(sql`UPDATE chat_channels SET
    name = COALESCE(${changes.name ?? null}, name),
    cover_url = COALESCE(${changes.coverUrl ?? null}, cover_url),
    custom_type = COALESCE(${changes.customType ?? null}, custom_type),
    data = COALESCE(${changes.data ?? null}, data)
    WHERE url = ${url}`);
}

/** Replaces a channel's metadata. */
export async function setMetadata(
  db: DbOrTransaction,
  url: string,
  metadata: Record<string, string>,
): Promise<void> {
  await db.execute(
    sql`UPDATE chat_channels SET metadata = ${JSON.stringify(metadata)}::jsonb WHERE url = ${url}`,
  );
}

/** Advances a member's read or delivery mark (never backwards). */
export async function advanceReceipt(
  db: DbOrTransaction,
  url: string,
  userId: string,
  column: 'last_read_at' | 'delivered_at',
  at: number,
): Promise<boolean> {
  const result = rowsOf(
    await db.execute(sql`UPDATE chat_members SET ${sql.raw(column)} = ${at}
      WHERE channel_url = ${url} AND chat_user_id = ${userId} AND state = 'joined' AND ${sql.raw(column)} < ${at}
      RETURNING chat_user_id`),
  );
  return result.length > 0;
}

/** A ban, or null. A ban with `ends_at` in the past no longer counts. */
export async function getBan(
  db: DbOrTransaction,
  url: string,
  userId: string,
  now: number,
): Promise<{ banned_by: string; description: string; created_at: number; ends_at: number } | null> {
  const rows = rowsOf(
    await db.execute(
      sql`SELECT * FROM chat_bans WHERE channel_url = ${url} AND chat_user_id = ${userId} AND (ends_at < 0 OR ends_at > ${now})`,
    ),
  );
  const row = rows[0];
  return row
    ? {
        banned_by: String(row.banned_by),
        description: String(row.description),
        created_at: Number(row.created_at),
        ends_at: Number(row.ends_at),
      }
    : null;
}

/** Which of these users are banned from a channel now. */
export async function bannedAmong(
  db: DbOrTransaction,
  url: string,
  userIds: readonly string[],
  now: number,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = rowsOf(
    await db.execute(sql`SELECT chat_user_id FROM chat_bans WHERE channel_url = ${url}
      AND (ends_at < 0 OR ends_at > ${now}) AND chat_user_id IN (${sql.join(
        userIds.map((userId) => sql`${userId}`),
        sql`, `,
      )})`),
  );
  return new Set(rows.map((row) => String(row.chat_user_id)));
}

/** The banned users of a channel. */
export async function listBans(db: DbOrTransaction, url: string, now: number) {
  return rowsOf(
    await db.execute(
      sql`SELECT * FROM chat_bans WHERE channel_url = ${url} AND (ends_at < 0 OR ends_at > ${now}) ORDER BY created_at`,
    ),
  ).map((row) => ({
    chat_user_id: String(row.chat_user_id),
    description: String(row.description),
    created_at: Number(row.created_at),
    ends_at: Number(row.ends_at),
  }));
}

/** Bans a user (replacing an earlier ban). `seconds < 0`: for ever. */
export async function insertBan(
  db: DbOrTransaction,
  ban: { url: string; userId: string; bannedBy: string; description: string; seconds: number },
  now: number,
): Promise<void> {
  const endsAt = ban.seconds < 0 ? -1 : now + ban.seconds * 1000;
  await db.execute(sql`INSERT INTO chat_bans (channel_url, chat_user_id, banned_by, description, created_at, ends_at)
    VALUES (${ban.url}, ${ban.userId}, ${ban.bannedBy}, ${ban.description}, ${now}, ${endsAt})
    ON CONFLICT (channel_url, chat_user_id) DO UPDATE SET banned_by = EXCLUDED.banned_by,
      description = EXCLUDED.description, created_at = EXCLUDED.created_at, ends_at = EXCLUDED.ends_at`);
}

/** Lifts a ban. */
export async function deleteBan(db: DbOrTransaction, url: string, userId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(
      sql`DELETE FROM chat_bans WHERE channel_url = ${url} AND chat_user_id = ${userId} RETURNING chat_user_id`,
    ),
  );
  return rows.length > 0;
}

/** The query of `GET /v3/users/{id}/my_group_channels`. */
export interface MyChannelsQuery {
  userId: string;
  /** Offset token (the previous page's `next`). */
  offset: number;
  limit: number;
  includeEmpty: boolean;
  /** `all`, `joined_only`, `invited_only`, … */
  memberStateFilter: string;
  customTypes: readonly string[];
  /** `latest_last_message` (default), `chronological`, `channel_name_alphabetical`. */
  order: string;
  nameContains: string;
}

/** The urls of a user's channels, in the asked order, one page plus whether more follow. */
export async function listMyChannelUrls(
  db: DbOrTransaction,
  query: MyChannelsQuery,
): Promise<{ urls: string[]; hasMore: boolean }> {
  const stateFilter =
    query.memberStateFilter === 'joined_only'
      ? sql`m.state = 'joined'`
      : query.memberStateFilter.startsWith('invited')
        ? sql`m.state = 'invited'`
        : sql`m.state IN ('joined', 'invited')`;
  const customTypeFilter =
    query.customTypes.length > 0
      ? sql`AND c.custom_type IN (${sql.join(
          query.customTypes.map((type) => sql`${type}`),
          sql`, `,
        )})`
      : sql``;
  const nameFilter = query.nameContains
    ? sql`AND c.name ILIKE ${`%${query.nameContains.replace(/[%_\\]/g, (character) => `\\${character}`)}%`}`
    : sql``;
  const lastMessageAt = sql`(SELECT max(created_at) FROM chat_messages WHERE channel_url = c.url)`;
  const emptyFilter = query.includeEmpty ? sql`` : sql`AND ${lastMessageAt} IS NOT NULL`;
  const order =
    query.order === 'chronological'
      ? sql`c.created_at DESC, c.url`
      : query.order === 'channel_name_alphabetical'
        ? sql`c.name ASC, c.url`
        : sql`COALESCE(${lastMessageAt}, c.created_at) DESC, c.url`;
  const rows = rowsOf(
    await db.execute(sql`SELECT c.url FROM chat_members m JOIN chat_channels c ON c.url = m.channel_url
      WHERE m.chat_user_id = ${query.userId} AND ${stateFilter} ${customTypeFilter} ${nameFilter} ${emptyFilter}
      ORDER BY ${order} LIMIT ${query.limit + 1} OFFSET ${query.offset}`),
  );
  const urls = rows.map((row) => String(row.url));
  return { urls: urls.slice(0, query.limit), hasMore: urls.length > query.limit };
}

/**
 * Channels that changed for this user after a time: still a member (updated: their membership, or the
 * channel itself while they are a member) or not (deleted: their membership ended).
 */
export async function channelChangesSince(
  db: DbOrTransaction,
  userId: string,
  since: number,
  limit: number,
): Promise<{ updated: string[]; deleted: string[]; lastChange: number; hasMore: boolean }> {
  const rows = rowsOf(
    await db.execute(sql`SELECT channel_url, state, updated_at FROM (
        SELECT m.channel_url, m.state,
          CASE WHEN m.state IN ('joined', 'invited') THEN GREATEST(m.updated_at, c.updated_at)
            ELSE m.updated_at END AS updated_at
        FROM chat_members m JOIN chat_channels c ON c.url = m.channel_url
        WHERE m.chat_user_id = ${userId}) AS changes
      WHERE updated_at > ${since} ORDER BY updated_at, channel_url LIMIT ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const updated: string[] = [];
  const deleted: string[] = [];
  let lastChange = since;
  for (const row of page) {
    const state = String(row.state);
    (state === 'joined' || state === 'invited' ? updated : deleted).push(String(row.channel_url));
    lastChange = Math.max(lastChange, Number(row.updated_at));
  }
  return { updated, deleted, lastChange, hasMore: rows.length > limit };
}

/**
 * The chat channels of a firm, for its compliance officer: channels with at least one member of the firm
 * (any of its users, whether still a member, invited, gone or banned; not one who only declined an
 * invitation), newest activity first. With `onlyUrls`, just those of these urls that are the firm's. The
 * one definition of "the firm's channels" the surveillance reads, listing and download alike, go through.
 */
export async function firmChannelUrls(
  db: DbOrTransaction,
  clientId: number,
  onlyUrls?: readonly string[],
): Promise<string[]> {
  if (onlyUrls && onlyUrls.length === 0) return [];
  const urlFilter = onlyUrls
    ? sql`AND c.url IN (${sql.join(
        onlyUrls.map((url) => sql`${url}`),
        sql`, `,
      )})`
    : sql``;
  const rows = rowsOf(
    await db.execute(sql`SELECT c.url FROM chat_channels c
      WHERE EXISTS (SELECT 1 FROM chat_members m
          JOIN users u ON u.unique_id = m.chat_user_id
          JOIN user_accounts a ON a.user_id = u.id
        WHERE m.channel_url = c.url AND m.state <> 'declined' AND a.client_id = ${clientId}) ${urlFilter}
      ORDER BY COALESCE((SELECT max(created_at) FROM chat_messages WHERE channel_url = c.url), c.created_at) DESC, c.url`),
  );
  return rows.map((row) => String(row.url));
}
