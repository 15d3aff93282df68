import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GroupChannel } from '@sendbird/chat/groupChannel';
import type { ReactionEvent, UserMessage } from '@sendbird/chat/message';
import type { TestServer } from '../harness';
import {
  closeTwoSdkDesks,
  directChannel,
  type SdkSession,
  sendText,
  startTwoSdkDesks,
} from './sendbirdSdkClient';

// Reactions, pins, message search, mute and freeze, and mention notification, driven through the real
// `@sendbird/chat` SDK against the server's chat service (issue 33, item 4).

let server: TestServer;
let origin: string;
let dealer: SdkSession;
let trader: SdkSession;

beforeAll(async () => {
  ({ server, origin, dealer, trader } = await startTwoSdkDesks());
}, 120_000);
afterAll(() => closeTwoSdkDesks({ server, dealer, trader }));

/** A trading group the dealer runs (operator) that the trader has joined. */
async function tradingGroup(name: string): Promise<{ mine: GroupChannel; theirs: GroupChannel }> {
  const mine = await dealer.chat.groupChannel.createChannel({
    invitedUserIds: [trader.userId],
    name,
    customType: 'trading_group',
    operatorUserIds: [dealer.userId],
  });
  const theirs = await (await trader.chat.groupChannel.getChannel(mine.url)).acceptInvitation();
  return { mine: await mine.refresh(), theirs };
}

async function sdkError(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('expected the SDK call to fail');
}

it('adds and removes a reaction, heard live on the other side (MRCT) and kept on the message', async () => {
  const { mine, theirs } = await directChannel(dealer, trader);
  const sent = await sendText(mine, 'Offer 98.20 for 10 cr');
  const event = await theirs.addReaction(sent, '👍');
  expect([event.key, event.userId, event.operation]).toEqual(['👍', trader.userId, 'add']);
  const [, heard] = await dealer.waitFor(
    'onReactionUpdated',
    (args) => (args[1] as ReactionEvent).messageId === sent.messageId,
  );
  const live = heard as ReactionEvent;
  expect([live.key, live.userId, live.operation]).toEqual(['👍', trader.userId, 'add']);
  // Applied to the dealer's copy, the message now carries the reaction; a fresh load carries it too.
  sent.applyReactionEvent(live);
  expect(sent.reactions.map((reaction) => [reaction.key, reaction.userIds])).toEqual([
    ['👍', [trader.userId]],
  ]);
  const [loaded] = await mine.getMessagesByTimestamp(sent.createdAt, {
    prevResultSize: 1,
    nextResultSize: 0,
    isInclusive: true,
  });
  expect(loaded?.reactions.map((reaction) => [reaction.key, reaction.userIds])).toEqual([
    ['👍', [trader.userId]],
  ]);
  const removed = await theirs.deleteReaction(sent, '👍');
  expect(removed.operation).toBe('delete');
  await dealer.waitFor(
    'onReactionUpdated',
    (args) =>
      (args[1] as ReactionEvent).messageId === sent.messageId &&
      String((args[1] as ReactionEvent).operation) === 'delete',
  );
  const [reloaded] = await mine.getMessagesByTimestamp(sent.createdAt, {
    prevResultSize: 1,
    nextResultSize: 0,
    isInclusive: true,
  });
  expect(reloaded?.reactions).toEqual([]);
  // Only the desk's reactions are accepted.
  expect((await sdkError(theirs.addReaction(sent, '🦄'))).code).toBe(400111);
}, 30_000);

it('pins a message: the other side hears it and the channel lists it as pinned', async () => {
  const { mine, theirs } = await directChannel(dealer, trader);
  const sent = await sendText(mine, 'Settlement T+1 for everything this week');
  await mine.pinMessage(sent.messageId);
  const [changed] = await trader.waitFor(
    'onPinnedMessageUpdated',
    (args) => (args[0] as GroupChannel).url === mine.url,
  );
  expect((changed as GroupChannel).pinnedMessageIds).toEqual([sent.messageId]);
  const pins = await theirs.createPinnedMessageListQuery().next();
  expect(pins.map((pin) => (pin.message as UserMessage).message)).toEqual([
    'Settlement T+1 for everything this week',
  ]);
  const refreshed = await theirs.refresh();
  expect(refreshed.pinnedMessageIds).toEqual([sent.messageId]);
  // A channel loaded afresh carries its latest pin (the pinned bar shows it before any event).
  expect((refreshed.lastPinnedMessage as UserMessage | null)?.message).toBe(
    'Settlement T+1 for everything this week',
  );
  await theirs.unpinMessage(sent.messageId);
  expect((await mine.refresh()).pinnedMessageIds).toEqual([]);
}, 30_000);

it("searches only the caller's own channels' messages", async () => {
  const { mine } = await directChannel(dealer, trader);
  const word = `Kestrel${Date.now() % 100_000}`;
  const shared = await sendText(mine, `${word} 7.15% 2031s, size 25 cr`);
  // A channel the trader never joined: its message must never reach their search.
  const privateGroup = await dealer.chat.groupChannel.createChannel({
    invitedUserIds: [],
    name: 'Dealer notes',
    customType: 'group',
  });
  await sendText(privateGroup, `${word} internal limit 50 cr`);
  const traderResults = await trader.chat.createMessageSearchQuery({ keyword: word.toLowerCase() }).next();
  expect(traderResults.map((message) => message.messageId)).toEqual([shared.messageId]);
  const dealerSearch = dealer.chat.createMessageSearchQuery({ keyword: word, limit: 1 });
  const firstPage = await dealerSearch.next();
  expect(firstPage).toHaveLength(1);
  expect(dealerSearch.totalCount).toBe(2);
  expect(dealerSearch.hasNext).toBe(true);
  const secondPage = await dealerSearch.next();
  expect([...firstPage, ...secondPage].map((message) => message.channelUrl).sort()).toEqual(
    [mine.url, privateGroup.url].sort(),
  );
  // Scoped to a channel the trader is not in: nothing, not the dealer's message.
  const scoped = await trader.chat
    .createMessageSearchQuery({ keyword: word, channelUrl: privateGroup.url })
    .next();
  expect(scoped).toEqual([]);
}, 30_000);

it('an operator mutes a member, who cannot send (900041), live; a member cannot mute', async () => {
  const { mine, theirs } = await tradingGroup('Mute desk');
  const memberTry = await sdkError(theirs.muteUserWithUserId(dealer.userId));
  expect(memberTry.code).toBe(400108);
  await mine.muteUserWithUserId(trader.userId, 0, 'cooling off');
  const [mutedChannel, mutedUser] = await trader.waitFor(
    'onUserMuted',
    (args) => (args[0] as GroupChannel).url === mine.url,
  );
  expect((mutedUser as { userId: string }).userId).toBe(trader.userId);
  expect((mutedChannel as GroupChannel).myMutedState).toBe('muted');
  const blocked = await sdkError(sendText(theirs, 'can I still bid?'));
  expect(blocked.code).toBe(900041);
  expect((await theirs.getMyMutedInfo()).isMuted).toBe(true);
  await mine.unmuteUserWithUserId(trader.userId);
  await trader.waitFor('onUserUnmuted', (args) => (args[0] as GroupChannel).url === mine.url);
  expect((await sendText(theirs, 'back on the desk')).message).toBe('back on the desk');
}, 30_000);

it('an operator freezes a channel: only operators send (900050), live; a member cannot freeze it', async () => {
  const { mine, theirs } = await tradingGroup('Freeze desk');
  expect((await sdkError(theirs.freeze())).code).toBe(400108);
  await mine.freeze();
  const [frozen] = await trader.waitFor(
    'onChannelFrozen',
    (args) => (args[0] as GroupChannel).url === mine.url,
  );
  expect((frozen as GroupChannel).isFrozen).toBe(true);
  expect((await sdkError(sendText(theirs, 'anyone?'))).code).toBe(900050);
  expect((await sendText(mine, 'Book closed for the auction')).message).toBe('Book closed for the auction');
  await mine.unfreeze();
  await trader.waitFor('onChannelUnfrozen', (args) => (args[0] as GroupChannel).url === mine.url);
  expect((await theirs.refresh()).isFrozen).toBe(false);
  expect((await sendText(theirs, 'thanks')).message).toBe('thanks');
}, 30_000);

it('refuses a reaction in a frozen channel to anyone but an operator (900050, as a frozen send)', async () => {
  const { mine, theirs } = await tradingGroup('Frozen reactions desk');
  const offer = await sendText(mine, 'Bid 7.31 for 5 cr');
  // The SDK reacts by the message's id: the sender's copy serves the trader's channel too.
  const theirOffer = offer;
  await mine.freeze();
  await trader.waitFor('onChannelFrozen', (args) => (args[0] as GroupChannel).url === mine.url);
  const refused = await sdkError(theirs.addReaction(theirOffer, '👍'));
  expect(refused.code).toBe(900050);
  expect(refused.message).toMatch(/frozen/);
  // Nothing was kept, and the operator still reacts.
  expect((await mine.addReaction(offer, '✅')).operation).toBe('add');
  const [reloaded] = await theirs.getMessagesByTimestamp(offer.createdAt, {
    prevResultSize: 1,
    nextResultSize: 0,
    isInclusive: true,
  });
  expect(reloaded?.reactions.map((reaction) => [reaction.key, reaction.userIds])).toEqual([
    ['✅', [dealer.userId]],
  ]);
  // Taking a reaction back is refused too while frozen; after the unfreeze the member reacts again.
  await mine.unfreeze();
  await trader.waitFor('onChannelUnfrozen', (args) => (args[0] as GroupChannel).url === mine.url);
  expect((await theirs.addReaction(theirOffer, '👍')).operation).toBe('add');
  await mine.freeze();
  await trader.waitFor('onChannelFrozen', (args) => (args[0] as GroupChannel).url === mine.url);
  expect((await sdkError(theirs.deleteReaction(theirOffer, '👍'))).code).toBe(900050);
  await mine.unfreeze();
}, 30_000);

it('shows compliance the reactions and pins with who and when, in the transcript and the download', async () => {
  const { mine, theirs } = await tradingGroup('Compliance activity desk');
  const offer = await sendText(mine, 'Offer 99.05 for 2 cr');
  // The SDK reacts by the message's id: the sender's copy serves the trader's channel too.
  const theirOffer = offer;
  await theirs.addReaction(theirOffer, '👀');
  await theirs.deleteReaction(theirOffer, '👀');
  await mine.pinMessage(offer.messageId);
  await mine.unpinMessage(offer.messageId);
  const headers = await server.authorizationOf('compliance');
  const transcript = await server.app.inject({
    method: 'GET',
    url: `/api/surveillance/channels/${encodeURIComponent(mine.url)}/messages/`,
    headers,
  });
  expect(transcript.statusCode).toBe(200);
  const shown = transcript
    .json<{
      messages: {
        message_id: number;
        activity: { kind: string; reaction: string | null; by: string; by_name: string; at: number }[];
      }[];
    }>()
    .messages.find((message) => message.message_id === offer.messageId);
  expect(shown?.activity.map((entry) => [entry.kind, entry.reaction, entry.by])).toEqual([
    ['reaction_added', '👀', trader.userId],
    ['reaction_removed', '👀', trader.userId],
    ['pinned', null, dealer.userId],
    ['unpinned', null, dealer.userId],
  ]);
  expect(shown?.activity.every((entry) => entry.at > 0 && entry.by_name !== '')).toBe(true);
  const download = await server.app.inject({
    method: 'POST',
    url: '/api/download-chats',
    headers,
    payload: { startTime: Date.now() - 3_600_000, endTime: Date.now() + 60_000, channelIds: [mine.url] },
  });
  expect(download.statusCode).toBe(200);
  expect(download.body).toContain('earlier_versions,reactions_and_pins');
  expect(download.body).toMatch(
    /Offer 99\.05.*\[reaction_added 👀 by [^\]]+\] \| \[reaction_removed 👀 by [^\]]+\] \| \[pinned by [^\]]+\] \| \[unpinned by/,
  );
}, 30_000);

it('refuses mute and freeze to a member over REST with 403 and the not-authorised code', async () => {
  const { mine } = await tradingGroup('REST desk');
  const keyResponse = await fetch(
    `${origin}/sendbird/v3/users/${encodeURIComponent(trader.userId)}/session_key`,
    {
      method: 'POST',
      headers: { 'access-token': trader.token, 'content-type': 'application/json' },
      body: '{}',
    },
  );
  const { key } = (await keyResponse.json()) as { key: string };
  const base = `${origin}/sendbird/v3/group_channels/${encodeURIComponent(mine.url)}`;
  for (const [path, method, body] of [
    ['/mute', 'POST', { user_id: dealer.userId }],
    ['/freeze', 'PUT', { freeze: true }],
  ] as const) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'session-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: number }).code).toBe(400108);
  }
}, 30_000);

it('notifies a mention: the mentioned member hears onMentionReceived and the channel counts it', async () => {
  const { mine, theirs } = await tradingGroup('Mention desk');
  const sent = await sendText(mine, `@Priya can you show 7.22?`, { mentionedUserIds: [trader.userId] });
  const [, mentioned] = await trader.waitFor(
    'onMentionReceived',
    (args) => (args[1] as UserMessage).messageId === sent.messageId,
  );
  expect((mentioned as UserMessage).sender.userId).toBe(dealer.userId);
  expect((await theirs.refresh()).unreadMentionCount).toBe(1);
  await theirs.markAsRead();
  expect((await theirs.refresh()).unreadMentionCount).toBe(0);
}, 30_000);
