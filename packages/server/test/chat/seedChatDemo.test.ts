import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserMessage } from '@sendbird/chat/message';
import { demoChatChannelUrls } from '../../src/seed/seedChatDemo';
import { startTestServer, type TestServer } from '../harness';
import { connectSdk, type SdkSession } from './sendbirdSdkClient';

let server: TestServer;
let trader: SdkSession;

beforeAll(async () => {
  server = await startTestServer();
  const origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
  trader = await connectSdk(server, origin, 'trader@demo.bondkit.in');
}, 120_000);
afterAll(async () => {
  await trader?.dispose().catch(() => {});
  await server?.close();
});

it('seeds a Meridian–Kaveri direct chat with a negotiation, and a group, that the SDK lists and reads', async () => {
  const channels = await trader.chat.groupChannel
    .createMyGroupChannelListQuery({ includeEmpty: true, limit: 20 })
    .next();
  const direct = channels.find((channel) => channel.url === demoChatChannelUrls.direct);
  const group = channels.find((channel) => channel.url === demoChatChannelUrls.group);
  expect(direct?.customType).toBe('direct');
  expect(direct?.members.map((member) => member.nickname).sort()).toHaveLength(2);
  // The trader read up to the dealer's first offer: the dealer's last message is unread (their own is not).
  expect(direct?.unreadMessageCount).toBe(1);
  expect(group?.name).toBe('G-sec desk: Meridian and Kaveri');
  expect(group?.memberCount).toBe(3);
  const messages = await direct!.getMessagesByTimestamp(Date.now(), {
    prevResultSize: 10,
    nextResultSize: 0,
  });
  expect(messages.map((message) => (message as UserMessage).message)).toEqual([
    'Morning Arjun. Looking to buy 7.18% GS 2033, 25 cr for T+1. What is your offer?',
    'Morning. 7.0125% for 15 cr, firm for ten minutes.',
    'Can you do 7.0150% for the full 25?',
    '7.0125% on 25 cr is the best I can do today.',
  ]);
});
