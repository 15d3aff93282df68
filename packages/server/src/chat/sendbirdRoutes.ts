import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/fastifyTypes';
import { channelChangesSince, getMemberRow, listMyChannelUrls } from './chatChannels';
import { channelJson } from './chatChannelView';
import { ChatServiceError, invalidValue, notAuthorized } from './chatErrors';
import type { ChatFileStore, ThumbnailSize } from './chatFiles';
import { parseThumbnailSize, servedInline } from './chatFiles';
import { getMessage, listMessages, listMessagesBetween, messageChangesSince } from './chatMessages';
import type { ChatDeskService } from './chatDeskService';
import type { ChatService } from './chatService';
import {
  chatFileKeyOf,
  createChatSessionKey,
  verifyChatFileKey,
  verifyChatSessionKey,
  verifyChatSessionToken,
} from './chatSessions';
import { loadChatUsers } from './chatUsers';
import { messageJson, userJson } from './chatViews';

/** Where the Sendbird-compatible service lives on this origin. */
export const sendbirdBasePath = '/sendbird';

type Query = Record<string, string | string[] | undefined>;
type Body = Record<string, unknown>;

function text(value: unknown, fallback = ''): string {
  if (Array.isArray(value)) return text(value[0], fallback);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

function integer(value: unknown, fallback: number, minimum: number, maximum: number, field: string): number {
  const raw = text(value);
  if (raw === '') return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < minimum || parsed > maximum) throw invalidValue(field);
  return parsed;
}

function flag(value: unknown, fallback: boolean): boolean {
  const raw = text(value);
  if (raw === '') return typeof value === 'boolean' ? value : fallback;
  return raw === 'true' || raw === '1';
}

/** Comma-separated or repeated query values, or a JSON array body value. */
function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((entry) => list(entry));
  if (typeof value !== 'string' || value === '') return [];
  return value
    .split(',')
    .map((entry) => decodeURIComponent(entry.trim()))
    .filter(Boolean);
}

function stringList(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) throw invalidValue(field);
  return value as string[];
}

/**
 * The Sendbird Platform API subset the `@sendbird/chat` SDK calls, under `/sendbird/v3/…`, authenticated
 * by the `Session-Key` header a signed-in socket received (or, to mint a key, `Access-Token`). Every
 * channel route checks the caller's membership; a `user_id` in a path or body must be the caller.
 */
export function registerSendbirdRoutes(
  app: ApiApp,
  context: {
    service: ChatService;
    /** Reactions, pins, message search, mute and freeze. */
    desk: ChatDeskService;
    files: ChatFileStore;
    now: () => number;
    /** The API's public origin (`PUBLIC_ORIGIN`); default: the origin each request reached. */
    publicOrigin: string | undefined;
  },
): void {
  const { service, desk, files, now } = context;
  const originOf = (request: FastifyRequest) =>
    context.publicOrigin ?? `${request.protocol}://${request.host}`;
  const db = app.services.db;
  const base = `${sendbirdBasePath}/v3`;
  const config = { access: 'public' as const };

  async function caller(request: FastifyRequest): Promise<string> {
    const key = request.headers['session-key'];
    if (typeof key !== 'string' || key === '') throw notAuthorized('A Session-Key header is required.');
    const verified = await verifyChatSessionKey(db, key, now());
    if (!verified.ok) throw new ChatServiceError(verified.failure.code, verified.failure.message);
    return verified.chatUserId;
  }

  function requireSelf(callerId: string, userId: unknown): void {
    if (text(userId) !== '' && text(userId) !== callerId)
      throw notAuthorized('You can act only for yourself.');
  }

  async function answer(reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ChatServiceError) return reply.code(error.httpStatus).send(error.toBody());
      throw error;
    }
  }

  type Handler = (request: FastifyRequest, callerId: string, reply: FastifyReply) => Promise<unknown>;
  // The SDK calls some resources under `/v3/sdk/…` (getChannel: `/v3/sdk/group_channels/{url}`): both serve.
  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: Handler) => {
    for (const prefix of [base, `${base}/sdk`]) {
      app.route({
        method,
        url: `${prefix}${url}`,
        config,
        handler: (request, reply) =>
          answer(reply, async () => handler(request, await caller(request), reply)),
      });
    }
  };
  const channelUrlOf = (request: FastifyRequest) => (request.params as { channelUrl: string }).channelUrl;

  // A session key for a session token (the SDK's REST sign-in and key refresh).
  app.post(`${base}/users/:userId/session_key`, { config }, (request, reply) =>
    answer(reply, async () => {
      const { userId } = request.params as { userId: string };
      const body = (request.body ?? {}) as Body;
      const token = text(request.headers['access-token']) || text(body.token);
      const verified = await verifyChatSessionToken(db, userId, token, now());
      if (!verified.ok) throw new ChatServiceError(verified.failure.code, verified.failure.message);
      const fresh = await createChatSessionKey(db, userId, verified.tokenHash, now());
      return { key: fresh.key, expires_at: fresh.expiresAt, services: ['chat'] };
    }),
  );

  route('GET', '/users/:userId', async (request, callerId) => {
    const { userId } = request.params as { userId: string };
    const users = await loadChatUsers(db, [userId]);
    if (!users.has(userId)) throw new ChatServiceError(400201, `"${userId}" not found.`);
    return userJson(users.get(userId), userId, service.isOnline(userId) || userId === callerId);
  });

  route('GET', '/users/:userId/my_group_channels', async (request, callerId) => {
    const query = request.query as Query;
    requireSelf(callerId, (request.params as { userId: string }).userId);
    const offset = integer(query.token, 0, 0, 1_000_000_000, 'token');
    const limit = integer(query.limit, 20, 1, 100, 'limit');
    const page = await listMyChannelUrls(db, {
      userId: callerId,
      offset,
      limit,
      includeEmpty: flag(query.show_empty, false),
      memberStateFilter: text(query.member_state_filter, 'all'),
      customTypes: list(query.custom_types),
      order: text(query.order, 'latest_last_message'),
      nameContains: text(query.name_contains),
    });
    const channels = [];
    for (const url of page.urls) {
      const json = await channelJson(db, url, callerId, service.isOnline, {
        showMetadata: flag(query.show_metadata, false),
      });
      if (json) channels.push(json);
    }
    return { channels, next: page.hasMore ? String(offset + limit) : '', ts: now() };
  });

  route('GET', '/users/:userId/my_group_channels/changelogs', async (request, callerId) => {
    const query = request.query as Query;
    requireSelf(callerId, (request.params as { userId: string }).userId);
    const since =
      text(query.token) !== ''
        ? integer(query.token, 0, 0, Number.MAX_SAFE_INTEGER, 'token')
        : integer(query.change_ts, now(), 0, Number.MAX_SAFE_INTEGER, 'change_ts');
    const changes = await channelChangesSince(db, callerId, since, 100);
    const updated = [];
    for (const url of changes.updated) {
      const json = await channelJson(db, url, callerId, service.isOnline);
      if (json) updated.push(json);
    }
    return { updated, deleted: changes.deleted, has_more: changes.hasMore, next: String(changes.lastChange) };
  });

  route('POST', '/group_channels', async (request, callerId) => {
    const body = (request.body ?? {}) as Body;
    const userIds = body.user_ids === undefined ? [] : stringList(body.user_ids, 'user_ids');
    const operatorIds = body.operator_ids === undefined ? [] : stringList(body.operator_ids, 'operator_ids');
    if (userIds.length > 100) throw invalidValue('user_ids');
    return service.createChannel(callerId, {
      userIds,
      operatorIds,
      name: text(body.name),
      coverUrl: text(body.cover_url),
      customType: text(body.custom_type),
      data: text(body.data),
      isDistinct: body.is_distinct === true,
      isBroadcast: body.is_broadcast === true,
    });
  });

  route('GET', '/group_channels/:channelUrl', async (request, callerId) =>
    service.channelFor(callerId, channelUrlOf(request), {
      showMetadata: flag((request.query as Query).show_metadata, false),
    }),
  );

  route('PUT', '/group_channels/:channelUrl', async (request, callerId) => {
    const body = (request.body ?? {}) as Body;
    return service.updateChannel(callerId, channelUrlOf(request), {
      ...(typeof body.name === 'string' ? { name: body.name } : {}),
      ...(typeof body.cover_url === 'string' ? { coverUrl: body.cover_url } : {}),
      ...(typeof body.custom_type === 'string' ? { customType: body.custom_type } : {}),
      ...(typeof body.data === 'string' ? { data: body.data } : {}),
    });
  });

  route('POST', '/group_channels/:channelUrl/invite', async (request, callerId) => {
    const body = (request.body ?? {}) as Body;
    return service.invite(callerId, channelUrlOf(request), stringList(body.user_ids, 'user_ids'));
  });

  route('PUT', '/group_channels/:channelUrl/accept', async (request, callerId) => {
    requireSelf(callerId, ((request.body ?? {}) as Body).user_id);
    return service.acceptInvitation(callerId, channelUrlOf(request));
  });

  route('PUT', '/group_channels/:channelUrl/decline', async (request, callerId) => {
    requireSelf(callerId, ((request.body ?? {}) as Body).user_id);
    await service.declineInvitation(callerId, channelUrlOf(request));
    return {};
  });

  route('PUT', '/group_channels/:channelUrl/leave', async (request, callerId) => {
    requireSelf(callerId, ((request.body ?? {}) as Body).user_id);
    await service.leave(callerId, channelUrlOf(request));
    return {};
  });

  route('GET', '/group_channels/:channelUrl/members', async (request, callerId) => ({
    members: await service.membersOf(callerId, channelUrlOf(request)),
    next: '',
  }));

  route('POST', '/group_channels/:channelUrl/ban', async (request, callerId) => {
    const body = (request.body ?? {}) as Body;
    const userId = text(body.user_id);
    if (!userId) throw invalidValue('user_id');
    const seconds = typeof body.seconds === 'number' && Number.isInteger(body.seconds) ? body.seconds : -1;
    await service.ban(callerId, channelUrlOf(request), userId, seconds, text(body.description));
    return {};
  });

  route('GET', '/group_channels/:channelUrl/ban', async (request, callerId) => ({
    banned_list: await service.bansOf(callerId, channelUrlOf(request)),
    next: '',
  }));

  route('DELETE', '/group_channels/:channelUrl/ban/:userId', async (request, callerId) => {
    await service.unban(callerId, channelUrlOf(request), (request.params as { userId: string }).userId);
    return {};
  });

  route('GET', '/group_channels/:channelUrl/operators', async (request, callerId) => ({
    operators: await service.operatorsOf(callerId, channelUrlOf(request)),
    next: '',
  }));

  route('POST', '/group_channels/:channelUrl/operators', async (request, callerId) => {
    const body = (request.body ?? {}) as Body;
    await service.setOperators(
      callerId,
      channelUrlOf(request),
      stringList(body.operator_ids, 'operator_ids'),
      'operator',
    );
    return {};
  });

  route('DELETE', '/group_channels/:channelUrl/operators', async (request, callerId) => {
    const query = request.query as Query;
    const ids = list(query.operator_ids);
    if (ids.length === 0) throw invalidValue('operator_ids');
    await service.setOperators(callerId, channelUrlOf(request), ids, 'none');
    return {};
  });

  route('GET', '/group_channels/:channelUrl/metadata', async (request, callerId) => {
    const metadata = await service.metadataOf(
      callerId,
      channelUrlOf(request),
      list((request.query as Query).keys),
    );
    return { metadata, ts: now() };
  });

  route('POST', '/group_channels/:channelUrl/metadata', async (request, callerId) => {
    const body = (request.body ?? {}) as Body;
    if (typeof body.metadata !== 'object' || body.metadata === null) throw invalidValue('metadata');
    const changed = await service.changeMetadata(callerId, channelUrlOf(request), {
      set: body.metadata as Record<string, string>,
      upsert: body.upsert === true,
      createOnly: body.upsert !== true,
    });
    return { metadata: changed, ...changed, ts: now() };
  });

  route('PUT', '/group_channels/:channelUrl/metadata', async (request, callerId) => {
    const body = (request.body ?? {}) as Body;
    if (typeof body.metadata !== 'object' || body.metadata === null) throw invalidValue('metadata');
    const changed = await service.changeMetadata(callerId, channelUrlOf(request), {
      set: body.metadata as Record<string, string>,
      upsert: body.upsert === true,
    });
    return { metadata: changed, ...changed, ts: now() };
  });

  route('DELETE', '/group_channels/:channelUrl/metadata/:key', async (request, callerId) => {
    await service.changeMetadata(callerId, channelUrlOf(request), {
      remove: [(request.params as { key: string }).key],
      upsert: true,
    });
    return {};
  });

  route('DELETE', '/group_channels/:channelUrl/metadata', async (request, callerId) => {
    const current = await service.metadataOf(callerId, channelUrlOf(request), []);
    await service.changeMetadata(callerId, channelUrlOf(request), {
      remove: Object.keys(current),
      upsert: true,
    });
    return {};
  });

  route('GET', '/group_channels/:channelUrl/messages', async (request, callerId) => {
    const query = request.query as Query;
    const url = channelUrlOf(request);
    const { member } = await service.requireMember(db, url, callerId, ['joined']);
    const messageType = text(query.message_type);
    if (messageType && !['MESG', 'FILE', 'ADMM'].includes(messageType)) throw invalidValue('message_type');
    const rows = await listMessages(db, {
      channelUrl: url,
      messageTimestamp: integer(query.message_ts, now(), 0, Number.MAX_SAFE_INTEGER, 'message_ts'),
      previousLimit: integer(query.prev_limit, 0, 0, 200, 'prev_limit'),
      nextLimit: integer(query.next_limit, 0, 0, 200, 'next_limit'),
      include: flag(query.include, true),
      reverse: flag(query.reverse, false),
      messageType,
      visibleFrom: 0,
    });
    void member;
    const users = await loadChatUsers(
      db,
      rows.flatMap((row) => (row.sender_id ? [row.sender_id] : [])),
    );
    return { messages: rows.map((row) => messageJson(row, users)) };
  });

  // The SDK's MessageCollection asks after every reconnect what it missed around what it holds: the
  // messages between `prev_start_ts` and `prev_end_ts` (older than its synced range) and between
  // `next_start_ts` and `next_end_ts` (newer: what arrived while it was away). Inclusive bounds: the
  // collection drops the messages it already holds by id.
  route('GET', '/group_channels/:channelUrl/messages_gap', async (request, callerId) => {
    const query = request.query as Query;
    const url = channelUrlOf(request);
    await service.requireMember(db, url, callerId, ['joined']);
    const timestamp = (name: string, fallback: number) =>
      integer(query[name], fallback, 0, Number.MAX_SAFE_INTEGER, name);
    const pageLimit = 100;
    const previous = await listMessagesBetween(db, url, {
      from: timestamp('prev_start_ts', 0),
      to: timestamp('prev_end_ts', 0),
      limit: pageLimit,
      newestFirst: true,
    });
    const next = await listMessagesBetween(db, url, {
      from: timestamp('next_start_ts', Number.MAX_SAFE_INTEGER),
      to: timestamp('next_end_ts', Number.MAX_SAFE_INTEGER),
      limit: pageLimit,
      newestFirst: false,
    });
    const threshold = integer(query.huge_gap_threshold, 0, 0, 1_000_000, 'huge_gap_threshold');
    const users = await loadChatUsers(
      db,
      [...previous.rows, ...next.rows].flatMap((row) => (row.sender_id ? [row.sender_id] : [])),
    );
    // A gap larger than the caller's threshold is a huge gap: the SDK then reloads from scratch.
    const huge = threshold > 0 && (previous.hasMore || next.hasMore) && pageLimit >= threshold;
    return {
      is_huge_gap: huge,
      prev_messages: huge ? [] : previous.rows.map((row) => messageJson(row, users)),
      prev_hasmore: !huge && previous.hasMore,
      is_continuous_prev_messages: !huge && !previous.hasMore,
      next_messages: huge ? [] : next.rows.map((row) => messageJson(row, users)),
      next_hasmore: !huge && next.hasMore,
      is_continuous_next_messages: !huge && !next.hasMore,
    };
  });

  // Edits and deletions after `change_ts` (or the `token` of the previous page), as the SDK's
  // MessageCollection asks after a reconnect.
  route('GET', '/group_channels/:channelUrl/messages/changelogs', async (request, callerId) => {
    const query = request.query as Query;
    const url = channelUrlOf(request);
    await service.requireMember(db, url, callerId, ['joined']);
    const since =
      text(query.token) !== ''
        ? integer(query.token, 0, 0, Number.MAX_SAFE_INTEGER, 'token')
        : integer(query.change_ts, now(), 0, Number.MAX_SAFE_INTEGER, 'change_ts');
    const changes = await messageChangesSince(db, url, since, 100);
    const users = await loadChatUsers(
      db,
      changes.updated.flatMap((row) => (row.sender_id ? [row.sender_id] : [])),
    );
    return {
      updated: changes.updated.map((row) => messageJson(row, users)),
      deleted: changes.deleted.map((row) => ({ message_id: row.id, deleted_at: row.deleted_at })),
      has_more: changes.hasMore,
      next: String(changes.lastChange),
    };
  });

  route('DELETE', '/group_channels/:channelUrl/messages/:messageId', async (request, callerId) => {
    const id = integer(
      (request.params as { messageId: string }).messageId,
      0,
      1,
      2_147_483_647,
      'message_id',
    );
    await service.deleteMessage(callerId, channelUrlOf(request), id);
    return {};
  });

  route('GET', '/group_channels/:channelUrl/messages/:messageId', async (request, callerId) => {
    const url = channelUrlOf(request);
    await service.requireMember(db, url, callerId, ['joined']);
    const id = integer(
      (request.params as { messageId: string }).messageId,
      0,
      1,
      2_147_483_647,
      'message_id',
    );
    const row = await getMessage(db, url, id);
    if (!row) throw new ChatServiceError(400201, `"${id}" not found.`);
    return messageJson(row, await loadChatUsers(db, row.sender_id ? [row.sender_id] : []));
  });

  const messageIdOf = (request: FastifyRequest) =>
    integer((request.params as { messageId: string }).messageId, 0, 1, 2_147_483_647, 'message_id');

  // Reactions: the SDK sends `reaction` in the body (POST) or the query (DELETE); members hear `MRCT`.
  for (const [method, operation] of [
    ['POST', 'ADD'],
    ['DELETE', 'DELETE'],
  ] as const) {
    route(method, '/group_channels/:channelUrl/messages/:messageId/reactions', async (request, callerId) => {
      const key = text(((request.body ?? {}) as Body).reaction) || text((request.query as Query).reaction);
      if (!key) throw invalidValue('reaction');
      return desk.react(callerId, channelUrlOf(request), messageIdOf(request), key, operation);
    });
  }

  route('POST', '/group_channels/:channelUrl/messages/:messageId/pin', async (request, callerId) => {
    await desk.pin(callerId, channelUrlOf(request), messageIdOf(request), true);
    return {};
  });

  route('DELETE', '/group_channels/:channelUrl/messages/:messageId/pin', async (request, callerId) => {
    await desk.pin(callerId, channelUrlOf(request), messageIdOf(request), false);
    return {};
  });

  route('GET', '/group_channels/:channelUrl/pinned_messages', async (request, callerId) => ({
    pinned_messages: await desk.pinnedMessages(callerId, channelUrlOf(request)),
    has_more: false,
    next: '',
  }));

  route('POST', '/group_channels/:channelUrl/mute', async (request, callerId) => {
    const body = (request.body ?? {}) as Body;
    const userId = text(body.user_id);
    if (!userId) throw invalidValue('user_id');
    const seconds = typeof body.seconds === 'number' && Number.isInteger(body.seconds) ? body.seconds : -1;
    await desk.mute(callerId, channelUrlOf(request), userId, seconds, text(body.description));
    return {};
  });

  route('GET', '/group_channels/:channelUrl/mute', async (request, callerId) => ({
    muted_list: await desk.mutedMembers(callerId, channelUrlOf(request)),
    next: '',
  }));

  route('GET', '/group_channels/:channelUrl/mute/:userId', async (request, callerId) =>
    desk.mutedInfo(callerId, channelUrlOf(request), (request.params as { userId: string }).userId),
  );

  route('DELETE', '/group_channels/:channelUrl/mute/:userId', async (request, callerId) => {
    await desk.unmute(callerId, channelUrlOf(request), (request.params as { userId: string }).userId);
    return {};
  });

  route('PUT', '/group_channels/:channelUrl/freeze', async (request, callerId) => {
    const freeze = ((request.body ?? {}) as Body).freeze;
    if (typeof freeze !== 'boolean') throw invalidValue('freeze');
    return desk.freeze(callerId, channelUrlOf(request), freeze);
  });

  // The SDK's MessageSearchQuery: a member searches the channels they have joined, and only those.
  route('GET', '/search/messages', async (request, callerId) => {
    const query = request.query as Query;
    const keyword = text(query.query).trim();
    if (!keyword || keyword.length > 200) throw invalidValue('query');
    const limit = integer(query.limit, 20, 1, 100, 'limit');
    const offset = integer(query.after, 0, 0, 1_000_000, 'after');
    const found = await desk.search({
      userId: callerId,
      keyword,
      channelUrl: text(query.channel_url),
      limit,
      offset,
      oldestFirst: flag(query.reverse, false),
      from: text(query.message_ts_from)
        ? integer(query.message_ts_from, 0, 0, Number.MAX_SAFE_INTEGER, 'message_ts_from')
        : null,
      to: text(query.message_ts_to)
        ? integer(query.message_ts_to, 0, 0, Number.MAX_SAFE_INTEGER, 'message_ts_to')
        : null,
    });
    const hasNext = offset + found.messages.length < found.total;
    return {
      results: found.messages,
      has_next: hasNext,
      end_cursor: hasNext ? String(offset + found.messages.length) : '',
      total_count: found.total,
    };
  });

  route('PUT', '/group_channels/:channelUrl/messages/mark_as_read', async (request, callerId) => {
    requireSelf(callerId, ((request.body ?? {}) as Body).user_id);
    const read = await service.markRead(callerId, channelUrlOf(request));
    return { ts: read.ts };
  });

  route('PUT', '/group_channels/:channelUrl/messages/mark_as_delivered', async (request, callerId) => {
    const body = (request.body ?? {}) as Body;
    requireSelf(callerId, body.user_id);
    const at = typeof body.ts === 'number' ? body.ts : undefined;
    const ts = await service.markDelivered(callerId, channelUrlOf(request), at);
    return { ts };
  });

  route('POST', '/storage/file', async (request, callerId) => {
    if (!request.isMultipart()) throw invalidValue('file');
    const sizes: ThumbnailSize[] = [];
    let upload: { fileName: string; mimeType: string; content: Buffer } | null = null;
    let channelUrl = '';
    for await (const part of request.parts({
      limits: { fileSize: files.maxBytes, files: 1, fields: 10, parts: 11 },
    })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.file.truncated) throw new ChatServiceError(400111, 'The file is larger than 25 MiB.');
        upload = {
          fileName: part.filename || 'file',
          mimeType: part.mimetype || 'application/octet-stream',
          content,
        };
      } else if (/^thumbnail\d$/.test(part.fieldname)) {
        const size = parseThumbnailSize(String(part.value));
        if (!size) throw invalidValue(part.fieldname);
        sizes.push(size);
      } else if (part.fieldname === 'channel_url') {
        channelUrl = String(part.value);
      }
    }
    if (!upload) throw invalidValue('file');
    if (channelUrl) {
      const member = await getMemberRow(db, channelUrl, callerId);
      if (member?.state !== 'joined') throw notAuthorized('User must be a member of the channel.');
    }
    const stored = await files.store(callerId, upload, sizes, originOf(request));
    return {
      url: stored.url,
      file_size: stored.size,
      thumbnails: stored.thumbnails,
      require_auth: true,
      type: stored.type,
      name: stored.name,
    };
  });

  // A file answers only with the session's file key (`?auth=`, or the `Session-Key` header) of its
  // uploader or of a member of a channel it was sent to: 401 without. Raster images and video show inline;
  // anything else, SVG and HTML included, downloads, and every answer is sandboxed, so that no chat file
  // runs as a document of this origin.
  const serveFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const { fileId, thumbnail } = request.params as { fileId: string; thumbnail?: string };
    const index = thumbnail === undefined ? undefined : Number(thumbnail);
    if (index !== undefined && !(Number.isInteger(index) && index >= 1 && index <= 3))
      return reply.code(404).send({ detail: 'Not found.' });
    const fileKey = text((request.query as Query).auth);
    const sessionKey = text(request.headers['session-key']);
    const reader = fileKey
      ? await verifyChatFileKey(db, fileKey, now())
      : sessionKey
        ? await verifyChatFileKey(db, chatFileKeyOf(sessionKey), now())
        : null;
    if (!reader)
      return reply
        .code(401)
        .send({ error: true, code: 400108, message: 'Sign in to chat to open this file.' });
    if (!(await files.mayRead(reader, fileId))) return reply.code(404).send({ detail: 'Not found.' });
    const file = await files.read(fileId, index);
    if (!file) return reply.code(404).send({ detail: 'Not found.' });
    const inline = servedInline(file.mimeType);
    return reply
      .header('Content-Type', inline ? file.mimeType : 'application/octet-stream')
      .header('Cache-Control', 'private, max-age=3600')
      .header('Content-Security-Policy', 'sandbox')
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .send(file.content);
  };
  app.get(`${sendbirdBasePath}/files/:fileId`, { config }, serveFile);
  app.get(`${sendbirdBasePath}/files/:fileId/thumbnails/:thumbnail`, { config }, serveFile);

  // Anything else of the Platform API is not served: a Sendbird-shaped error names it.
  app.all(`${base}/*`, { config }, (request, reply) =>
    reply.code(400).send({
      error: true,
      code: 400111,
      message: `${request.method} ${request.url.split('?')[0]} is not served by this chat service.`,
    }),
  );
}
