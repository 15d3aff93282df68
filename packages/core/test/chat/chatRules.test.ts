import { describe, expect, it } from 'vitest';
import {
  applyBan,
  chatConstants,
  chatToastTexts,
  createBuzzStateMachine,
  declinedInviteText,
  dedupeChannels,
  insertNewChannel,
  isChannelListed,
  isScrolledToBottom,
  isThumbnailType,
  reactToConnectionEvent,
  removeDeclinedDirectChannel,
  sortChannels,
  staffChatTitle,
  visibleChannels,
  type ChatChannelLike,
} from '../../src/chat/index';

const me = 'me';
function channel(url: string, overrides: Partial<ChatChannelLike> = {}): ChatChannelLike {
  return {
    url,
    customType: 'group',
    createdAt: 1000,
    lastMessage: null,
    creator: { userId: me },
    members: [
      { userId: me, nickname: 'Me' },
      { userId: 'other', nickname: 'Other', metaData: { user_onboarded: 'true', is_staff: 'false' } },
    ],
    ...overrides,
  };
}

describe('chat constants', () => {
  it('are the spec values', () => {
    expect(chatConstants).toEqual({
      channelListRefreshIntervalMilliseconds: 600_000,
      channelListRefreshBatchSize: 5,
      channelListRefreshBatchPauseMilliseconds: 60_000,
      deliveryMarkingThrottleMilliseconds: 1000,
      buzzStateMilliseconds: 2000,
      scrollAtBottomTolerancePixels: 20,
      userSearchPageSize: 20,
    });
    expect(chatToastTexts).toEqual({ offline: 'You are offline', connected: 'Connected' });
    expect(declinedInviteText('Asha')).toBe('Asha declined your request');
  });
});

describe('connection state', () => {
  const context = { chatInitialised: true, signedIn: true };
  it('going offline shows the offline toast; coming back clears it and says Connected', () => {
    expect(reactToConnectionEvent('disconnected', 'online', context)).toMatchObject({
      status: 'offline',
      toast: 'You are offline',
    });
    expect(reactToConnectionEvent('reconnecting', 'online', context)).toMatchObject({ status: 'offline' });
    expect(reactToConnectionEvent('reconnect-succeeded', 'offline', context)).toMatchObject({
      status: 'online',
      toast: 'Connected',
      clearOfflineToast: true,
      reinitialise: false,
    });
    expect(reactToConnectionEvent('connected', 'online', context)).toMatchObject({
      toast: null,
      clearOfflineToast: false,
    });
  });
  it('re-initialises when chat is absent and the user is signed in; a reconnect failure refreshes the token', () => {
    expect(
      reactToConnectionEvent('connected', 'offline', { chatInitialised: false, signedIn: true }).reinitialise,
    ).toBe(true);
    expect(
      reactToConnectionEvent('connected', 'offline', { chatInitialised: false, signedIn: false })
        .reinitialise,
    ).toBe(false);
    expect(reactToConnectionEvent('reconnect-failed', 'offline', context).refreshTokenAndReconnect).toBe(
      true,
    );
  });
});

describe('channel list rules', () => {
  it('sorts by last-message time, newest first, and dedupes by url', () => {
    const a = channel('a', { lastMessage: { createdAt: 5 } });
    const b = channel('b', { lastMessage: { createdAt: 9 } });
    const c = channel('c', { createdAt: 7 });
    expect(sortChannels([a, b, c]).map((item) => item.url)).toEqual(['b', 'c', 'a']);
    const newerB = channel('b', { name: 'newer' } as Partial<ChatChannelLike>);
    expect(dedupeChannels([a, b, newerB])).toEqual([a, newerB]);
  });
  it('hides direct channels with a member not onboarded and broadcasts not created by me', () => {
    const notOnboarded = channel('d', {
      customType: 'direct',
      members: [
        { userId: me, nickname: 'Me' },
        { userId: 'x', nickname: 'X', metaData: { user_onboarded: 'false' } },
      ],
    });
    expect(isChannelListed(notOnboarded, me)).toBe(false);
    expect(isChannelListed(channel('b1', { customType: 'broadcast', creator: { userId: 'x' } }), me)).toBe(
      false,
    );
    expect(isChannelListed(channel('b2', { customType: 'broadcast' }), me)).toBe(true);
    expect(visibleChannels([notOnboarded, channel('g')], me).map((item) => item.url)).toEqual(['g']);
  });
  it('puts new channels on top, except ones I created from a broadcast, at the bottom', () => {
    const list = [channel('a'), channel('b')];
    expect(insertNewChannel(list, channel('n'), me).map((item) => item.url)).toEqual(['n', 'a', 'b']);
    const fromBroadcast = channel('f', { data: JSON.stringify({ created_from: 'broadcast' }) });
    expect(insertNewChannel(list, fromBroadcast, me).map((item) => item.url)).toEqual(['a', 'b', 'f']);
    expect(insertNewChannel(list, channel('a'), me).map((item) => item.url)).toEqual(['a', 'b']);
  });
  it('removes a declined direct channel, selects the first remaining and leaves it', () => {
    const result = removeDeclinedDirectChannel([channel('a'), channel('b')], 'a');
    expect(result).toMatchObject({ selectedUrl: 'b', leaveUrl: 'a' });
    expect(result.channels.map((item) => item.url)).toEqual(['b']);
  });
  it('on a ban of me selects another channel; of another, removes that member', () => {
    const list = [channel('a'), channel('b')];
    expect(applyBan(list, 'a', me, me, 'a')).toMatchObject({ selectedUrl: 'b', removedMemberId: null });
    expect(applyBan(list, 'a', 'other', me, 'a')).toMatchObject({
      selectedUrl: 'a',
      removedMemberId: 'other',
    });
  });
  it('titles a staff user chat with the non-staff names, else the product', () => {
    const withStaff = channel('s', {
      members: [
        { userId: me, nickname: 'Me', metaData: { is_staff: 'true' } },
        { userId: 'c', nickname: 'Client', metaData: { is_staff: 'false' } },
      ],
    });
    expect(staffChatTitle(withStaff, 'bondkit')).toBe('Client');
    expect(
      staffChatTitle(
        channel('t', { members: [{ userId: me, nickname: 'Me', metaData: { is_staff: 'true' } }] }),
        'bondkit',
      ),
    ).toBe('bondkit');
  });
  it('treats images and videos as thumbnails, quicktime only on Safari; 20 px bottom tolerance', () => {
    expect(isThumbnailType('image/png', false)).toBe(true);
    expect(isThumbnailType('video/mp4', false)).toBe(true);
    expect(isThumbnailType('video/quicktime', false)).toBe(false);
    expect(isThumbnailType('video/quicktime', true)).toBe(true);
    expect(isThumbnailType('application/pdf', true)).toBe(false);
    expect(isScrolledToBottom({ scrollTop: 480, scrollHeight: 1000, clientHeight: 500 })).toBe(true);
    expect(isScrolledToBottom({ scrollTop: 479, scrollHeight: 1000, clientHeight: 500 })).toBe(false);
  });
});

describe('buzz state machine', () => {
  it('goes idle → started → finished after 2 s, and restarts on a new buzz', () => {
    const timers: { callback: () => void; milliseconds: number; cleared: boolean }[] = [];
    const states: string[] = [];
    const buzz = createBuzzStateMachine({
      onChange: (state) => states.push(state),
      setTimer: (callback, milliseconds) => {
        const timer = { callback, milliseconds, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimer: (handle) => {
        (handle as { cleared: boolean }).cleared = true;
      },
    });
    expect(buzz.state).toBe('idle');
    buzz.buzz();
    expect(buzz.state).toBe('started');
    expect(timers[0]?.milliseconds).toBe(2000);
    buzz.buzz();
    expect(timers[0]?.cleared).toBe(true);
    timers[1]?.callback();
    expect(buzz.state).toBe('finished');
    expect(states).toEqual(['started', 'started', 'finished']);
  });
});
