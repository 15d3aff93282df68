import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MessageCollectionInitPolicy } from '@sendbird/chat/groupChannel';
import type { BaseMessage } from '@sendbird/chat/message';
import { issueChatSessionToken } from '../../src/chat/chatSessions';
import type { TestServer } from '../harness';
import {
  chatUserIdOf,
  closeTwoSdkDesks,
  connectSdk,
  type SdkSession,
  sendText,
  startTwoSdkDesks,
} from './sendbirdSdkClient';

let server: TestServer;
let origin: string;
let dealer: SdkSession;
let trader: SdkSession;

beforeAll(async () => {
  ({ server, origin, dealer, trader } = await startTwoSdkDesks());
}, 120_000);
afterAll(() => closeTwoSdkDesks({ server, dealer, trader }));

/** A raw socket speaking the SDK's protocol, to play an SDK whose socket is being replaced. */
function rawSocket(credential: Record<string, string>, userId?: string) {
  const query = userId ? `?user_id=${encodeURIComponent(userId)}` : '';
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/sendbird/${query}`, [
    encodeURIComponent(JSON.stringify(credential)),
  ]);
  const frames: { command: string; payload: Record<string, unknown> }[] = [];
  let closed = false;
  socket.on('message', (raw: Buffer) => {
    for (const line of raw.toString().split('\n')) {
      if (line.length >= 4)
        frames.push({ command: line.slice(0, 4), payload: JSON.parse(line.slice(4) || '{}') as never });
    }
  });
  socket.on('close', () => {
    closed = true;
  });
  return {
    socket,
    frames,
    isClosed: () => closed,
    async signedIn(): Promise<string> {
      await expect.poll(() => frames.some((frame) => frame.command === 'LOGI')).toBe(true);
      const key = frames.find((frame) => frame.command === 'LOGI')?.payload.key;
      if (typeof key !== 'string') throw new Error('The socket did not sign in.');
      return key;
    },
  };
}

describe('exactly-once, gap-free delivery through the real @sendbird/chat SDK', () => {
  it('fills a loaded collection with what arrived while it was offline (messages_gap)', async () => {
    const channel = await dealer.chat.groupChannel.createChannel({
      invitedUserIds: [trader.userId],
      isDistinct: true,
      customType: 'direct',
    });
    await sendText(channel, 'before going offline');
    const traderChannel = await trader.chat.groupChannel.getChannel(channel.url);
    const collection = traderChannel.createMessageCollection({ limit: 30 });
    const added: BaseMessage[] = [];
    collection.setMessageCollectionHandler({
      onMessagesAdded: (_context, _channel, messages) => added.push(...messages),
    });
    await new Promise<void>((resolve, reject) => {
      collection
        .initialize(MessageCollectionInitPolicy.CACHE_AND_REPLACE_BY_API)
        .onApiResult((error) => (error ? reject(error) : resolve()));
    });
    await trader.chat.disconnectWebSocket();
    const missed = await sendText(channel, 'sent while the trader was offline');
    expect(trader.chat.reconnect()).toBe(true);
    await trader.waitFor('onReconnectSucceeded', () => true, 30_000);
    await expect
      .poll(() => collection.succeededMessages.map((message) => message.messageId), { timeout: 15_000 })
      .toContain(missed.messageId);
    expect(added.filter((message) => message.messageId === missed.messageId)).toHaveLength(1);
    collection.dispose();
  }, 60_000);

  it('answers messages_gap with both sides of the range, inclusive, and refuses non-members', async () => {
    const channel = await dealer.chat.groupChannel.createChannel({
      invitedUserIds: [trader.userId],
      isDistinct: true,
      customType: 'direct',
    });
    const first = await sendText(channel, 'gap one');
    const second = await sendText(channel, 'gap two');
    const third = await sendText(channel, 'gap three');
    const { token } = await issueChatSessionToken(server.database.db, dealer.userId, Date.now());
    const keyResponse = await server.app.inject({
      method: 'POST',
      url: `/sendbird/v3/users/${dealer.userId}/session_key`,
      headers: { 'access-token': token },
      payload: {},
    });
    const key = keyResponse.json<{ key: string }>().key;
    const gap = await server.app.inject({
      method: 'GET',
      url: `/sendbird/v3/group_channels/${channel.url}/messages_gap?prev_start_ts=${first.createdAt}&prev_end_ts=${first.createdAt}&next_start_ts=${second.createdAt}&next_end_ts=${Number.MAX_SAFE_INTEGER}`,
      headers: { 'session-key': key },
    });
    expect(gap.statusCode).toBe(200);
    const body = gap.json<{
      prev_messages: { message_id: number }[];
      next_messages: { message_id: number }[];
      is_huge_gap: boolean;
      next_hasmore: boolean;
    }>();
    expect(body.prev_messages.map((message) => message.message_id)).toEqual([first.messageId]);
    expect(body.next_messages.map((message) => message.message_id)).toEqual([
      second.messageId,
      third.messageId,
    ]);
    expect(body.is_huge_gap).toBe(false);
    expect(body.next_hasmore).toBe(false);
    const viewerId = await chatUserIdOf(server, 'viewer@demo.bondkit.in');
    const viewerToken = await issueChatSessionToken(server.database.db, viewerId, Date.now());
    const viewerKey = (
      await server.app.inject({
        method: 'POST',
        url: `/sendbird/v3/users/${viewerId}/session_key`,
        headers: { 'access-token': viewerToken.token },
        payload: {},
      })
    ).json<{ key: string }>().key;
    const refused = await server.app.inject({
      method: 'GET',
      url: `/sendbird/v3/group_channels/${channel.url}/messages_gap?next_start_ts=0`,
      headers: { 'session-key': viewerKey },
    });
    expect(refused.statusCode).not.toBe(200);
    expect(refused.json<{ code: number }>().code).toBe(900050);
  });

  it('stops writing to a socket the same session replaced: the new socket hears each message once', async () => {
    const viewerId = await chatUserIdOf(server, 'viewer@demo.bondkit.in');
    const { token } = await issueChatSessionToken(server.database.db, viewerId, Date.now());
    const first = rawSocket({ token }, viewerId);
    const key = await first.signedIn();
    // The SDK gave up on `first` (a pong time-out) and opened a new socket with its session key; the
    // server has not seen `first` close.
    const second = rawSocket({ auth: key });
    await second.signedIn();
    await expect.poll(() => first.isClosed(), { timeout: 2000 }).toBe(true);
    const channel = await trader.chat.groupChannel.createChannel({
      invitedUserIds: [viewerId],
      isDistinct: true,
      customType: 'direct',
    });
    const sent = await sendText(channel, 'heard once');
    const heard = (frames: typeof first.frames) =>
      frames.filter((frame) => frame.command === 'MESG' && frame.payload.msg_id === sent.messageId).length;
    await expect.poll(() => heard(second.frames)).toBe(1);
    expect(heard(first.frames)).toBe(0);
    first.socket.terminate();
    second.socket.close();
  });

  it('closes the open sockets of a session within a second of its revocation (sign-out)', async () => {
    const viewer = await connectSdk(server, origin, 'viewer@demo.bondkit.in');
    try {
      const startedAt = Date.now();
      const revoked = await server.app.inject({
        method: 'DELETE',
        url: '/api/remove-sb-session',
        headers: await server.authorizationOf('viewer'),
        payload: { userId: viewer.userId },
      });
      expect(revoked.statusCode).toBe(204);
      await Promise.race([
        viewer.waitFor('onReconnectStarted', () => true, 1000),
        viewer.waitFor('onDisconnected', () => true, 1000),
      ]);
      expect(Date.now() - startedAt).toBeLessThan(1000);
      // Its session key no longer signs a socket in: the SDK cannot come back with it.
      await expect.poll(() => viewer.chat.connectionState, { timeout: 20_000 }).not.toBe('OPEN');
    } finally {
      await viewer.dispose();
    }
  }, 60_000);
});
