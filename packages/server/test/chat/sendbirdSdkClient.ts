import '@sendbird/chat/node';
import SendbirdChat, { ConnectionHandler } from '@sendbird/chat';
import {
  GroupChannelHandler,
  GroupChannelModule,
  type GroupChannel,
  type SendbirdGroupChat,
} from '@sendbird/chat/groupChannel';
import type { UserMessage } from '@sendbird/chat/message';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/database/migrate';
import { issueChatSessionToken } from '../../src/chat/chatSessions';
import { startTestServer, type TestServer } from '../harness';

// The SDK's online check in Node (no `navigator.onLine`) fetches https://www.google.com before a file
// upload; this machine has no internet, so that one probe answers here. Every chat request still goes to
// the test server.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('https://www.google.com')) return Promise.resolve(new Response(null, { status: 204 }));
  return realFetch(input, init);
};

/** The chat user id (`users.unique_id`) of a demo account. */
export async function chatUserIdOf(server: Pick<TestServer, 'database'>, email: string): Promise<string> {
  const rows = rowsOf(
    await server.database.db.execute(sql`SELECT unique_id FROM users WHERE email = ${email}`),
  );
  if (!rows[0]) throw new Error(`No user ${email}`);
  return String(rows[0].unique_id);
}

/** A real `@sendbird/chat` SDK instance signed in to the test server's chat service. */
export interface SdkSession {
  chat: SendbirdGroupChat;
  userId: string;
  token: string;
  events: { name: string; args: unknown[] }[];
  waitFor(
    name: string,
    predicate?: (args: unknown[]) => boolean,
    timeoutMilliseconds?: number,
  ): Promise<unknown[]>;
  dispose(): Promise<void>;
}

/** Signs a user in with the SDK against `origin` (http://127.0.0.1:port). */
export async function connectSdk(
  server: Pick<TestServer, 'database'>,
  origin: string,
  email: string,
): Promise<SdkSession> {
  const userId = await chatUserIdOf(server, email);
  const { token } = await issueChatSessionToken(server.database.db, userId, Date.now());
  return connectSdkWithToken(origin, userId, token);
}

/** Signs a chat user in with the SDK against `origin` with a session token. */
export async function connectSdkWithToken(
  origin: string,
  userId: string,
  token: string,
): Promise<SdkSession> {
  const chat = SendbirdChat.init({
    appId: 'BONDKIT-TEST',
    customApiHost: `${origin}/sendbird`,
    customWebSocketHost: `${origin.replace(/^http/, 'ws')}/sendbird`,
    modules: [new GroupChannelModule()],
    localCacheEnabled: false,
    newInstance: true,
  }) as SendbirdGroupChat;
  const events: { name: string; args: unknown[] }[] = [];
  const waiters: {
    name: string;
    predicate: (args: unknown[]) => boolean;
    resolve: (args: unknown[]) => void;
  }[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      events.push({ name, args });
      for (const waiter of [...waiters]) {
        if (waiter.name === name && waiter.predicate(args)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(args);
        }
      }
    };
  const handlerNames = [
    'onMessageReceived',
    'onMessageUpdated',
    'onMessageDeleted',
    'onReactionUpdated',
    'onMentionReceived',
    'onUserJoined',
    'onUserLeft',
    'onUserReceivedInvitation',
    'onUserDeclinedInvitation',
    'onUserBanned',
    'onUserUnbanned',
    'onOperatorUpdated',
    'onUnreadMemberStatusUpdated',
    'onUndeliveredMemberStatusUpdated',
    'onChannelChanged',
    'onMetaDataCreated',
    'onMetaDataUpdated',
    'onMetaDataDeleted',
    'onTypingStatusUpdated',
    'onUserMuted',
    'onUserUnmuted',
    'onChannelFrozen',
    'onChannelUnfrozen',
    'onPinnedMessageUpdated',
  ] as const;
  const handler = new GroupChannelHandler(
    Object.fromEntries(handlerNames.map((name) => [name, record(name)])),
  );
  chat.groupChannel.addGroupChannelHandler('test', handler);
  chat.addConnectionHandler(
    'test',
    new ConnectionHandler({
      onReconnectStarted: record('onReconnectStarted'),
      onReconnectSucceeded: record('onReconnectSucceeded'),
      onReconnectFailed: record('onReconnectFailed'),
      onDisconnected: record('onDisconnected'),
    }),
  );
  await chat.connect(userId, token);
  return {
    chat,
    userId,
    token,
    events,
    waitFor(name, predicate = () => true, timeoutMilliseconds = 5000) {
      const seen = events.find((event) => event.name === name && predicate(event.args));
      if (seen) return Promise.resolve(seen.args);
      return new Promise((resolve, reject) => {
        const waiter = { name, predicate, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) {
            waiters.splice(index, 1);
            reject(new Error(`Timed out waiting for ${name}`));
          }
        }, timeoutMilliseconds);
      });
    },
    async dispose() {
      chat.removeAllConnectionHandler();
      chat.groupChannel.removeAllGroupChannelHandlers();
      // The SDK's disconnect waits for the socket's close handshake (ws's close timeout is 30 s): bounded
      // here, so that a loaded machine cannot hold a test file's teardown past its hook timeout.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        chat.disconnect().catch(() => {}),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, 5000);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

/** Two firms' desks on the real SDK against a server listening on a loopback port (the chat tests' setup). */
export interface TwoSdkDesks {
  server: TestServer;
  origin: string;
  dealer: SdkSession;
  trader: SdkSession;
}

export async function startTwoSdkDesks(): Promise<TwoSdkDesks> {
  const server = await startTestServer();
  const origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const dealer = await connectSdk(server, origin, 'dealer@demo.bondkit.in');
  const trader = await connectSdk(server, origin, 'trader@demo.bondkit.in');
  return { server, origin, dealer, trader };
}

/** Disposes both SDKs (their timers keep a test worker alive) and closes the server. */
export async function closeTwoSdkDesks(desks: Partial<TwoSdkDesks>): Promise<void> {
  for (const session of [desks.dealer, desks.trader]) if (session) await session.dispose();
  await desks.server?.close();
}

/** Sends a text message through the SDK and resolves with it once the service has stored it. */
export function sendText(
  channel: GroupChannel,
  message: string,
  extra: { parentMessageId?: number; mentionedUserIds?: string[] } = {},
): Promise<UserMessage> {
  return new Promise((resolve, reject) => {
    channel
      .sendUserMessage({ message, ...extra })
      .onSucceeded((sent) => resolve(sent as UserMessage))
      .onFailed(reject);
  });
}

/** The distinct direct channel between two desks, as each of them sees it. */
export async function directChannel(
  from: SdkSession,
  to: SdkSession,
): Promise<{ mine: GroupChannel; theirs: GroupChannel }> {
  const mine = await from.chat.groupChannel.createChannel({
    invitedUserIds: [to.userId],
    isDistinct: true,
    customType: 'direct',
  });
  return { mine, theirs: await to.chat.groupChannel.getChannel(mine.url) };
}
