import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { Db } from '../database/connection';
import { ChatServiceError } from './chatErrors';
import { encodeChatFrame, type ChatHub, type ChatSocketSink } from './chatHub';
import type { ChatService } from './chatService';
import {
  chatFileKeyOf,
  createChatSessionKey,
  verifyChatSessionKey,
  verifyChatSessionToken,
} from './chatSessions';
import { loadChatUsers } from './chatUsers';
import { userJson } from './chatViews';
import type { ChatFileStore } from './chatFiles';

/** What the socket tells the SDK at sign-in about this service. */
const chatSocketSettings = {
  /** Seconds between the SDK's pings. */
  pingIntervalSeconds: 15,
  /** Seconds the SDK waits for a pong. */
  pongTimeoutSeconds: 5,
  /**
   * The SDK's reconnect back-off: first delay and cap in *seconds* (the SDK multiplies them by 1000: sent
   * as milliseconds, a server that went away was retried after 1000 s), retries, factor. 1, 1.5, 2.25, …
   * up to 10 s, 20 times: a restarted server is found again within seconds.
   */
  reconnect: { interval: 1, max_interval: 10, retry_cnt: 20, mul: 1.5 },
} as const;

/** The credentials a connecting SDK presents: the query's `user_id`, and a token or session key. */
function readSocketCredentials(request: IncomingMessage): {
  userId: string;
  token: string | null;
  key: string | null;
} {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const userId = url.searchParams.get('user_id') ?? '';
  let token: string | null = null;
  let key = url.searchParams.get('key');
  // The SDK carries its credential in the subprotocol header, URL-encoded JSON: {"token":"…"} at sign-in,
  // {"auth":"<session key>"} when it reconnects after a dropped socket (and then it leaves `user_id` out of
  // the query: the session key names the user).
  const protocol = request.headers['sec-websocket-protocol'];
  if (typeof protocol === 'string' && protocol.length > 0) {
    try {
      const parsed = JSON.parse(decodeURIComponent(protocol.split(',')[0]?.trim() ?? '')) as Record<
        string,
        unknown
      >;
      if (typeof parsed.token === 'string') token = parsed.token;
      if (typeof parsed.key === 'string') key = parsed.key;
      if (typeof parsed.auth === 'string') key = parsed.auth;
    } catch {
      // Not JSON: no credentials from it.
    }
  }
  return { userId, token, key };
}

interface SocketContext {
  db: Db;
  hub: ChatHub;
  service: ChatService;
  files: ChatFileStore;
  now: () => number;
  onError: (error: unknown) => void;
  /** The API's public origin (`PUBLIC_ORIGIN`); default: the origin the socket's request reached. */
  publicOrigin: string | undefined;
}

function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A positive whole number from a frame field, or null. */
function positiveInteger(value: unknown): number | null {
  const parsed = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647
    ? parsed
    : null;
}

/** The strings of an array field (at most 100), or none. */
function stringArray(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string').slice(0, 100)
    : [];
}

/**
 * One SDK socket: signs in (`LOGI`, with a token or a session key), then answers the SDK's commands
 * (`PING`, `MESG`, `FILE`, `READ`, `TPST`/`TPEN`, `LOGI` session refresh) and carries the hub's frames.
 * Commands of one socket run one after another, in arrival order.
 */
export function attachChatSocket(socket: WebSocket, request: IncomingMessage, context: SocketContext): void {
  const credentials = readSocketCredentials(request);
  // File urls are absolute on the API's origin: the one this socket reached (ws → http, wss → https).
  const forwardedProtocol = request.headers['x-forwarded-proto'];
  const secure =
    (typeof forwardedProtocol === 'string' && forwardedProtocol.split(',')[0]?.trim() === 'https') ||
    ('encrypted' in request.socket && request.socket.encrypted === true);
  const origin =
    context.publicOrigin ?? `${secure ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;
  const { token, key } = credentials;
  // A reconnect presents only a session key; the user is the key's.
  let userId = credentials.userId;
  let sink: ChatSocketSink | null = null;
  let queue: Promise<void> = Promise.resolve();
  const send = (command: string, payload: Record<string, unknown>) => {
    if (socket.readyState === socket.OPEN) socket.send(encodeChatFrame(command, payload));
  };

  /**
   * Refuses the sign-in: the SDK reads the LOGI error, then closes the socket itself. Closed here only if it
   * does not, after a second: a close right behind the error races the SDK's handling of it (the SDK fails a
   * sign-in whose socket closed without a LOGI it has processed as a network error, 800120, and never sees
   * the session error it must act on).
   */
  const refuse = (failure: { code: number; message: string }) => {
    send('LOGI', { error: true, code: failure.code, message: failure.message });
    setTimeout(() => {
      if (socket.readyState === socket.OPEN) socket.close(1000);
    }, 1000).unref();
  };

  async function signIn(): Promise<void> {
    const now = context.now();
    let sessionKey: string;
    if (token) {
      const verified = await verifyChatSessionToken(context.db, userId, token, now);
      if (!verified.ok) {
        refuse(verified.failure);
        return;
      }
      sessionKey = (await createChatSessionKey(context.db, userId, verified.tokenHash, now)).key;
    } else if (key) {
      const verified = await verifyChatSessionKey(context.db, key, now);
      if (verified.ok && userId === '') userId = verified.chatUserId;
      if (!verified.ok || verified.chatUserId !== userId) {
        const failure = verified.ok ? { code: 400309, message: 'Session key expired.' } : verified.failure;
        refuse(failure);
        return;
      }
      sessionKey = key;
    } else {
      refuse({ code: 400111, message: 'A session token is required.' });
      return;
    }
    const users = await loadChatUsers(context.db, [userId]);
    const user = users.get(userId);
    if (!user || !user.isActive) {
      refuse({ code: user ? 400300 : 400301, message: user ? 'User deactivated.' : 'User not found.' });
      return;
    }
    sink = {
      userId,
      sessionKey,
      send: (frame) => {
        // A text frame, as the SDK reads them (a Buffer goes as binary unless told).
        if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
      },
      close: () => {
        // Removed from the hub already (it receives nothing more); the close frame tells the SDK, and a
        // peer that never answers it is cut after a second.
        socket.close(1000);
        setTimeout(() => socket.terminate(), 1000).unref();
      },
    };
    context.hub.add(sink);
    send('LOGI', {
      ...userJson(user, userId, true),
      key: sessionKey,
      ekey: chatFileKeyOf(sessionKey),
      login_ts: now,
      ping_interval: chatSocketSettings.pingIntervalSeconds,
      pong_timeout: chatSocketSettings.pongTimeoutSeconds,
      reconnect: chatSocketSettings.reconnect,
      file_upload_size_limit: Math.floor(context.files.maxBytes / (1024 * 1024)),
      application_attributes: [],
      premium_feature_list: [],
      emoji_hash: '',
      use_reaction: false,
      max_unread_cnt_on_super_group: 100,
      allow_sdk_log_ingestion: false,
      services: ['chat'],
    });
  }

  async function handle(command: string, payload: Record<string, unknown>): Promise<void> {
    const requestId = asString(payload.req_id);
    if (command === 'PING') {
      send('PONG', { id: payload.id, ts: context.now() });
      return;
    }
    if (!sink) return;
    try {
      switch (command) {
        case 'MESG': {
          // A new message reaches this socket through the hub (the sender is a member): that is the
          // acknowledgement. A resend of a stored request is answered here.
          const sent = await context.service.sendMessage(userId, {
            type: 'MESG',
            channelUrl: asString(payload.channel_url),
            body: asString(payload.message),
            data: asString(payload.data),
            customType: asString(payload.custom_type),
            requestId: requestId || null,
            parentMessageId: positiveInteger(payload.parent_message_id),
            mentionedUserIds: stringArray(payload.mentioned_user_ids),
          });
          if (!sent.created) send('MESG', { ...sent.json, req_id: requestId });
          return;
        }
        case 'MEDI': {
          const messageId = positiveInteger(payload.msg_id);
          if (messageId === null) throw new ChatServiceError(400111, '"msg_id" is not a message id.');
          await context.service.editMessage(
            userId,
            {
              channelUrl: asString(payload.channel_url),
              messageId,
              ...(typeof payload.message === 'string' ? { body: payload.message } : {}),
              ...(typeof payload.data === 'string' ? { data: payload.data } : {}),
              ...(typeof payload.custom_type === 'string' ? { customType: payload.custom_type } : {}),
            },
            requestId,
          );
          return;
        }
        case 'FILE': {
          const file = await context.files.fileForMessage(userId, payload, origin);
          const sent = await context.service.sendMessage(userId, {
            type: 'FILE',
            channelUrl: asString(payload.channel_url),
            body: asString(payload.message),
            data: asString(payload.custom),
            customType: asString(payload.custom_type),
            requestId: requestId || null,
            file,
          });
          if (!sent.created) send('FILE', { ...sent.json, req_id: requestId });
          return;
        }
        case 'READ': {
          const channelUrl = asString(payload.channel_url);
          const read = await context.service.markRead(userId, channelUrl);
          send('READ', {
            req_id: requestId,
            channel_url: channelUrl,
            channel_type: 'group',
            user: read.user,
            ts: read.ts,
          });
          return;
        }
        case 'TPST':
        case 'TPEN':
          await context.service.typing(userId, asString(payload.channel_url), command === 'TPST');
          return;
        case 'LOGI': {
          // A session refresh on an open socket: a fresh key for a still-valid token.
          const refreshToken = asString(payload.token);
          const now = context.now();
          const verified = await verifyChatSessionToken(context.db, userId, refreshToken, now);
          if (!verified.ok) {
            send('LOGI', {
              req_id: requestId,
              error: true,
              code: verified.failure.code,
              message: verified.failure.message,
            });
            return;
          }
          const fresh = await createChatSessionKey(context.db, userId, verified.tokenHash, now);
          // The SDK reconnects with the fresh key from now on: a later socket of it replaces this one.
          sink.sessionKey = fresh.key;
          send('LOGI', {
            req_id: requestId,
            new_key: fresh.key,
            key: fresh.key,
            ekey: chatFileKeyOf(fresh.key),
          });
          return;
        }
        default:
          if (requestId)
            send('EROR', { req_id: requestId, code: 400111, message: `Command ${command} is not served.` });
      }
    } catch (error) {
      if (error instanceof ChatServiceError) {
        if (requestId) send('EROR', { req_id: requestId, code: error.code, message: error.message });
        return;
      }
      context.onError(error);
      if (requestId) send('EROR', { req_id: requestId, code: 500901, message: 'Internal server error.' });
    }
  }

  queue = queue.then(signIn).catch((error: unknown) => {
    context.onError(error);
    socket.close(1011);
  });
  socket.on('message', (raw) => {
    const text = raw.toString();
    for (const line of text.split('\n')) {
      if (line.length < 4) continue;
      const command = line.slice(0, 4);
      let payload: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(line.slice(4) || '{}');
        if (typeof parsed === 'object' && parsed !== null) payload = parsed as Record<string, unknown>;
      } catch {
        continue;
      }
      queue = queue.then(() => handle(command, payload)).catch(context.onError);
    }
  });
  socket.on('close', () => {
    if (sink) context.hub.remove(sink);
  });
}
