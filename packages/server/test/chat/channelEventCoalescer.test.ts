import { afterEach, expect, it, vi } from 'vitest';
import { ChannelEventCoalescer } from '../../src/chat/channelEventCoalescer';

afterEach(() => {
  vi.useRealTimers();
});

it('sends the first event at once and the burst after it as one batch per window, per channel', async () => {
  vi.useFakeTimers();
  const batches: { channel: string; items: Record<string, number> }[] = [];
  const coalescer = new ChannelEventCoalescer<number>(250, async (channel, items) => {
    batches.push({ channel, items: Object.fromEntries(items) });
  });
  coalescer.add('group', 'anita', 1);
  coalescer.add('group', 'ravi', 2);
  coalescer.add('group', 'meera', 3);
  coalescer.add('group', 'ravi', 4);
  coalescer.add('other', 'anita', 5);
  expect(batches).toEqual([
    { channel: 'group', items: { anita: 1 } },
    { channel: 'other', items: { anita: 5 } },
  ]);
  await vi.advanceTimersByTimeAsync(250);
  // 200 joins in a burst: a handful of events to each member, not one per join.
  expect(batches.slice(2)).toEqual([{ channel: 'group', items: { ravi: 4, meera: 3 } }]);
  coalescer.add('group', 'kiran', 6);
  expect(batches.at(-1)).toEqual({ channel: 'group', items: { kiran: 6 } });
  coalescer.add('group', 'dev', 7);
  coalescer.dispose();
  await vi.advanceTimersByTimeAsync(1000);
  expect(batches).toHaveLength(4);
});
