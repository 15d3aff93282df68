import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupChannel } from '@sendbird/chat/groupChannel';
import type { UserMessage } from '@sendbird/chat/message';
import { startTestServer, type TestServer } from '../harness';
import { connectSdk, type SdkSession, sendText } from './sendbirdSdkClient';

let server: TestServer;
let origin: string;
let dealer: SdkSession;
let trader: SdkSession;
let viewer: SdkSession;

beforeAll(async () => {
  server = await startTestServer();
  origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
  dealer = await connectSdk(server, origin, 'dealer@demo.bondkit.in');
  trader = await connectSdk(server, origin, 'trader@demo.bondkit.in');
  viewer = await connectSdk(server, origin, 'viewer@demo.bondkit.in');
}, 120_000);
afterAll(async () => {
  await Promise.all([dealer, trader, viewer].map((session) => session?.dispose()));
  await server?.close();
}, 120_000);

const textOf = (args: unknown[]) => (args[1] as UserMessage).message;
const channelOf = (args: unknown[]) => args[0] as GroupChannel;

describe('a broadcast list delivers to its recipients through the real @sendbird/chat SDK', () => {
  it("puts each message in every recipient's direct chat with the sender, made or reused", async () => {
    // The demo seed has a direct chat between the dealer and the trader; none between the dealer and the viewer.
    const seededDirect = await dealer.chat.groupChannel.createChannel({
      invitedUserIds: [trader.userId],
      isDistinct: true,
      customType: 'direct',
    });
    const list = await dealer.chat.groupChannel.createChannel({
      invitedUserIds: [trader.userId, viewer.userId],
      name: 'Morning axes',
      customType: 'broadcast',
      data: JSON.stringify({ created_from: 'broadcast' }),
    });

    const first = 'Axe: 7.18% GS 2033 offered at 101.25';
    const sent = await sendText(list, first);
    // The sender's acknowledgement is the list's own message.
    expect(sent.channelUrl).toBe(list.url);

    const [traderArgs, viewerArgs] = await Promise.all([
      trader.waitFor('onMessageReceived', (args) => textOf(args) === first),
      viewer.waitFor('onMessageReceived', (args) => textOf(args) === first),
    ]);
    expect((traderArgs[1] as UserMessage).sender.userId).toBe(dealer.userId);
    // The trader's copy lands in the direct chat they already had.
    expect(channelOf(traderArgs).url).toBe(seededDirect.url);
    // The viewer had none: one is made, both joined, marked as made by a broadcast (so it sits at the bottom
    // of the dealer's list), and it is not the list. (Read from the service: the handler's channel is what the
    // SDK knew when the message came.)
    const viewerChannel = await viewer.chat.groupChannel.getChannel(channelOf(viewerArgs).url);
    await viewerChannel.refresh();
    expect(viewerChannel.url).not.toBe(list.url);
    expect(viewerChannel.url).not.toBe(seededDirect.url);
    expect(viewerChannel.customType).toBe('direct');
    expect(viewerChannel.isDistinct).toBe(true);
    expect(JSON.parse(viewerChannel.data)).toEqual({ created_from: 'broadcast' });
    expect(viewerChannel.creator?.userId).toBe(dealer.userId);
    expect(viewerChannel.members.map((member) => member.userId).sort()).toEqual(
      [dealer.userId, viewer.userId].sort(),
    );
    expect(viewerChannel.myMemberState).toBe('joined');
    // Nobody but the sender hears of the list's own message.
    const onList = (session: SdkSession) =>
      session.events.filter(
        (event) => event.name === 'onMessageReceived' && channelOf(event.args).url === list.url,
      );
    expect(onList(trader)).toEqual([]);
    expect(onList(viewer)).toEqual([]);

    // The recipient answers in that direct chat like in any other, and the dealer reads it there.
    await sendText(viewerChannel, 'Bid 101.20 for 5 cr');
    const [reply] = await dealer.waitFor(
      'onMessageReceived',
      (args) => textOf(args) === 'Bid 101.20 for 5 cr',
    );
    expect((reply as GroupChannel).url).toBe(viewerChannel.url);

    // A second broadcast reuses the same direct chats, unread there for the recipient (their reply read the
    // chat up to it).
    const second = 'Axe: 8.05% Sahyadri Capital 2031 at 7.92%';
    await sendText(list, second);
    const [again] = await viewer.waitFor('onMessageReceived', (args) => textOf(args) === second);
    expect((again as GroupChannel).url).toBe(viewerChannel.url);
    await viewerChannel.refresh();
    expect(viewerChannel.unreadMessageCount).toBe(1);
    const history = await viewerChannel.getMessagesByTimestamp(Date.now() + 1000, {
      prevResultSize: 10,
      nextResultSize: 0,
    });
    expect(history.map((message) => (message as UserMessage).message)).toEqual([
      first,
      'Bid 101.20 for 5 cr',
      second,
    ]);
  });

  it('refuses a recipient who sends to the list, and skips one banned from the direct chat', async () => {
    const list = await dealer.chat.groupChannel.createChannel({
      invitedUserIds: [trader.userId, viewer.userId],
      name: 'Afternoon axes',
      customType: 'broadcast',
    });
    const traderList = await trader.chat.groupChannel.getChannel(list.url);
    await traderList.acceptInvitation();
    const refused = await sendText(traderList, 'can I post here?').then(
      () => null,
      (error: unknown) => error as { message: string },
    );
    expect(refused?.message).toMatch(/operator/i);

    // The dealer bans the viewer from their direct chat: the broadcast no longer reaches the viewer there.
    const direct = await dealer.chat.groupChannel.createChannel({
      invitedUserIds: [viewer.userId],
      isDistinct: true,
      customType: 'direct',
    });
    await direct.banUserWithUserId(viewer.userId, 0, 'test');
    await sendText(list, 'Axe: TN SDL 2035 two-way');
    await trader.waitFor('onMessageReceived', (args) => textOf(args) === 'Axe: TN SDL 2035 two-way');
    expect(
      viewer.events.some(
        (event) => event.name === 'onMessageReceived' && textOf(event.args) === 'Axe: TN SDL 2035 two-way',
      ),
    ).toBe(false);
  });
});
