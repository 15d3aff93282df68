import { describe, expect, it } from 'vitest';
import {
  createChannelRefreshPoll,
  visibleDirectChannelUrls,
  type ChatChannelLike,
} from '../../src/chat/index';
import { createManualTimers } from './manualTimers';

const minute = 60_000;
const urls = (count: number) => Array.from({ length: count }, (_, index) => `direct-${index + 1}`);

function setUp(channelUrls: () => readonly string[], refresh?: (batch: readonly string[]) => Promise<void>) {
  const clock = createManualTimers();
  const batches: { urls: readonly string[]; at: number }[] = [];
  const errors: unknown[] = [];
  const poll = createChannelRefreshPoll({
    channelUrls,
    refresh: (batch) => {
      batches.push({ urls: batch, at: clock.now });
      return refresh ? refresh(batch) : Promise.resolve();
    },
    onError: (error) => errors.push(error),
    timers: clock.timers,
  });
  return { clock, batches, errors, poll };
}

describe('channel-list refresh poll (every 10 minutes, batches of 5, 1 minute apart)', () => {
  it('refreshes nothing before 10 minutes, then the channels in batches of 5 a minute apart', async () => {
    const { clock, batches, poll } = setUp(() => urls(12));
    poll.start();
    await clock.advance(10 * minute - 1);
    expect(batches).toEqual([]);
    await clock.advance(1);
    expect(batches).toEqual([{ urls: urls(12).slice(0, 5), at: 10 * minute }]);
    await clock.advance(2 * minute);
    expect(batches).toEqual([
      { urls: urls(12).slice(0, 5), at: 10 * minute },
      { urls: urls(12).slice(5, 10), at: 11 * minute },
      { urls: urls(12).slice(10), at: 12 * minute },
    ]);
    // The next round 10 minutes after this one began.
    await clock.advance(8 * minute - 1);
    expect(batches).toHaveLength(3);
    await clock.advance(1);
    expect(batches.at(-1)).toEqual({ urls: urls(12).slice(0, 5), at: 20 * minute });
  });

  it('reads the channels when a round starts, and does nothing for none', async () => {
    let current: string[] = [];
    const { clock, batches, poll } = setUp(() => current);
    poll.start();
    await clock.advance(10 * minute);
    expect(batches).toEqual([]);
    current = ['direct-9'];
    await clock.advance(10 * minute);
    expect(batches).toEqual([{ urls: ['direct-9'], at: 20 * minute }]);
  });

  it('goes on after a failed batch and reports it', async () => {
    const { clock, batches, errors, poll } = setUp(
      () => urls(7),
      (batch) => (batch[0] === 'direct-1' ? Promise.reject(new Error('offline')) : Promise.resolve()),
    );
    poll.start();
    await clock.advance(11 * minute);
    expect(batches.map((batch) => batch.at)).toEqual([10 * minute, 11 * minute]);
    expect(errors).toEqual([new Error('offline')]);
  });

  it('does not overlap a long round: the next one starts as soon as it ends', async () => {
    // 60 channels: 12 batches, 11 minutes of pauses, longer than the 10 minute interval.
    const { clock, batches, poll } = setUp(() => urls(60));
    poll.start();
    await clock.advance(21 * minute);
    expect(batches.map((batch) => batch.at / minute)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 21,
    ]);
    expect(batches.at(-1)?.urls).toEqual(urls(60).slice(0, 5));
  });

  it('stops: no further batch or round, also after a batch in flight settles', async () => {
    let settle: () => void = () => {};
    const { clock, batches, poll } = setUp(
      () => urls(10),
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    poll.start();
    await clock.advance(10 * minute);
    expect(batches).toHaveLength(1);
    poll.stop();
    settle();
    await clock.advance(60 * minute);
    expect(batches).toHaveLength(1);
    expect(clock.pendingCount()).toBe(0);
  });
});

describe('visibleDirectChannelUrls', () => {
  it('keeps the visible direct channels only', () => {
    const member = (userId: string, onboarded = 'true') => ({
      userId,
      nickname: userId,
      metaData: { user_onboarded: onboarded },
    });
    const channels: ChatChannelLike[] = [
      { url: 'd1', customType: 'direct', createdAt: 3, members: [member('me'), member('anita')] },
      { url: 'g1', customType: 'group', createdAt: 2, members: [member('me'), member('anita')] },
      // The other member has not onboarded: hidden, so not refreshed.
      { url: 'd2', customType: 'direct', createdAt: 1, members: [member('me'), member('ravi', 'false')] },
      { url: 'd1', customType: 'direct', createdAt: 3, members: [member('me'), member('anita')] },
    ];
    expect(visibleDirectChannelUrls(channels, 'me')).toEqual(['d1']);
  });
});
