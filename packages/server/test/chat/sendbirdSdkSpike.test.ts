import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupChannel } from '@sendbird/chat/groupChannel';
import type { UserMessage } from '@sendbird/chat/message';
import { startTestServer, type TestServer } from '../harness';
import { connectSdk, type SdkSession } from './sendbirdSdkClient';

let server: TestServer;
let origin: string;
const sessions: SdkSession[] = [];

beforeAll(async () => {
  server = await startTestServer();
  origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.dispose()));
  await server?.close();
});

describe('the real @sendbird/chat SDK against the chat service', () => {
  it('signs in two users, opens a channel and round-trips a message', async () => {
    const dealer = await connectSdk(server, origin, 'dealer@demo.bondkit.in');
    sessions.push(dealer);
    const trader = await connectSdk(server, origin, 'trader@demo.bondkit.in');
    sessions.push(trader);
    expect(dealer.chat.currentUser?.userId).toBe(dealer.userId);
    expect(dealer.chat.connectionState).toBe('OPEN');

    const channel: GroupChannel = await dealer.chat.groupChannel.createChannel({
      invitedUserIds: [trader.userId],
      isDistinct: true,
      customType: 'direct',
    });
    expect(channel.members.map((member) => member.userId).sort()).toEqual(
      [dealer.userId, trader.userId].sort(),
    );

    const sent = await new Promise<UserMessage>((resolve, reject) => {
      channel
        .sendUserMessage({ message: 'Bid 7.10 for 5 cr?' })
        .onSucceeded((message) => resolve(message as UserMessage))
        .onFailed(reject);
    });
    expect(sent.messageId).toBeGreaterThan(0);
    const [receivedChannel, received] = await trader.waitFor('onMessageReceived');
    expect((receivedChannel as GroupChannel).url).toBe(channel.url);
    expect((received as UserMessage).message).toBe('Bid 7.10 for 5 cr?');
    expect((received as UserMessage).sender.userId).toBe(dealer.userId);
  }, 30_000);
});
