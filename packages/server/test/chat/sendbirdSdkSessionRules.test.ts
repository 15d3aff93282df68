import { afterAll, beforeAll, expect, it } from 'vitest';
import SendbirdChat from '@sendbird/chat';
import { GroupChannelModule, type SendbirdGroupChat } from '@sendbird/chat/groupChannel';
import { connectChatSession, sendbirdRefusedSignInSettleMilliseconds } from '@bondkit/core/chat';
import { issueChatSessionToken, revokeChatSessions } from '../../src/chat/chatSessions';
import { startTestServer, type TestServer } from '../harness';
import { chatUserIdOf } from './sendbirdSdkClient';

// The spec's session rules (trading-and-chat §4) with the real SDK against the chat service: an invalid or
// expired token gets a fresh token and a retry; a revoked session clears the cache and is not retried.

let server: TestServer;
let origin: string;
const instances: SendbirdGroupChat[] = [];

beforeAll(async () => {
  server = await startTestServer();
  origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(async () => {
  for (const chat of instances) await chat.disconnect().catch(() => {});
  await server.close();
});

function sdk(): SendbirdGroupChat {
  const chat = SendbirdChat.init({
    appId: 'BONDKIT-TEST',
    customApiHost: `${origin}/sendbird`,
    customWebSocketHost: `${origin.replace(/^http/, 'ws')}/sendbird`,
    modules: [new GroupChannelModule()],
    localCacheEnabled: false,
    newInstance: true,
  }) as SendbirdGroupChat;
  instances.push(chat);
  return chat;
}

async function connectWith(cached: string, fresh: () => Promise<string>) {
  const userId = await chatUserIdOf(server, 'dealer@demo.bondkit.in');
  const chat = sdk();
  const log: string[] = [];
  let token: string | null = cached;
  const run = connectChatSession({
    cachedToken: () => token,
    fetchToken: async () => {
      log.push('fresh token');
      return fresh();
    },
    connect: (candidate) =>
      chat.connect(userId, candidate).catch((error: unknown) => {
        log.push(`refused ${String((error as { code?: number }).code)}`);
        throw error;
      }),
    resetBeforeRetry: async () => {
      await chat.disconnect();
      await new Promise((resolve) => setTimeout(resolve, sendbirdRefusedSignInSettleMilliseconds));
    },
    rememberToken: (remembered) => {
      token = remembered;
    },
    clearCache: () => {
      log.push('cache cleared');
      token = null;
    },
  });
  return { run, log, token: () => token };
}

it('retries an invalid token with a fresh one, and connects', async () => {
  const userId = await chatUserIdOf(server, 'dealer@demo.bondkit.in');
  const attempt = await connectWith('not-a-token', async () => {
    return (await issueChatSessionToken(server.database.db, userId, Date.now())).token;
  });
  const user = await attempt.run.catch((error: unknown) => {
    throw new Error(`${String(error)} after ${attempt.log.join(', ')}`);
  });
  expect(user.userId).toBe(userId);
  expect(attempt.log).toEqual(['refused 400111', 'fresh token']);
  expect(attempt.token()).not.toBe('not-a-token');
}, 30_000);

it('clears the cache when the session was revoked, and does not retry', async () => {
  const userId = await chatUserIdOf(server, 'dealer@demo.bondkit.in');
  const { token } = await issueChatSessionToken(server.database.db, userId, Date.now());
  await revokeChatSessions(server.database.db, userId, Date.now());
  const attempt = await connectWith(token, async () => 'never used');
  await expect(attempt.run).rejects.toMatchObject({ code: 400310 });
  expect(attempt.log).toEqual(['refused 400310', 'cache cleared']);
  expect(attempt.token()).toBeNull();
}, 30_000);

it('clears the cache for an expired token and retries with a fresh one', async () => {
  const userId = await chatUserIdOf(server, 'dealer@demo.bondkit.in');
  const { token } = await issueChatSessionToken(server.database.db, userId, Date.now() - 10_000, 1000);
  const attempt = await connectWith(token, async () => {
    return (await issueChatSessionToken(server.database.db, userId, Date.now())).token;
  });
  expect((await attempt.run).userId).toBe(userId);
  expect(attempt.log).toEqual(['refused 400302', 'cache cleared', 'fresh token']);
}, 30_000);
