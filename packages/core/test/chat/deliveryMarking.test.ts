import { describe, expect, it } from 'vitest';
import { createDeliveryMarker } from '../../src/chat/index';
import { createManualTimers } from './manualTimers';

function setUp(enabled?: boolean) {
  const clock = createManualTimers();
  const marks: { channelUrl: string; at: number }[] = [];
  const marker = createDeliveryMarker({
    mark: (channelUrl) => {
      marks.push({ channelUrl, at: clock.now });
      return Promise.resolve();
    },
    timers: clock.timers,
    ...(enabled === undefined ? {} : { enabled }),
  });
  return { clock, marks, marker };
}

describe('delivery marking (throttled 1 s per channel)', () => {
  it('marks the first arrival at once and the arrivals inside the second once, at its end', async () => {
    const { clock, marks, marker } = setUp();
    marker.messageArrived('a');
    expect(marks).toEqual([{ channelUrl: 'a', at: 0 }]);
    await clock.advance(200);
    marker.messageArrived('a');
    await clock.advance(300);
    marker.messageArrived('a');
    expect(marks).toHaveLength(1);
    await clock.advance(500);
    expect(marks).toEqual([
      { channelUrl: 'a', at: 0 },
      { channelUrl: 'a', at: 1000 },
    ]);
    // Quiet after that: the window closes with nothing more to mark.
    await clock.advance(5000);
    expect(marks).toHaveLength(2);
    expect(clock.pendingCount()).toBe(0);
    // A later arrival is marked at once again.
    marker.messageArrived('a');
    expect(marks.at(-1)).toEqual({ channelUrl: 'a', at: 6000 });
  });

  it('throttles each channel on its own', async () => {
    const { clock, marks, marker } = setUp();
    marker.messageArrived('a');
    await clock.advance(100);
    marker.messageArrived('b');
    marker.messageArrived('a');
    expect(marks.map((mark) => mark.channelUrl)).toEqual(['a', 'b']);
    await clock.advance(900);
    expect(marks.at(-1)).toEqual({ channelUrl: 'a', at: 1000 });
  });

  it('never marks when disabled (the compliance route)', async () => {
    const { clock, marks, marker } = setUp(false);
    marker.messageArrived('a');
    await clock.advance(2000);
    marker.messageArrived('a');
    expect(marks).toEqual([]);
  });

  it('ignores a failed mark and cancels pending ones on dispose', async () => {
    const clock = createManualTimers();
    let calls = 0;
    const marker = createDeliveryMarker({
      mark: () => {
        calls += 1;
        return Promise.reject(new Error('offline'));
      },
      timers: clock.timers,
    });
    marker.messageArrived('a');
    marker.messageArrived('a');
    marker.dispose();
    await clock.advance(2000);
    expect(calls).toBe(1);
    expect(clock.pendingCount()).toBe(0);
  });
});
