import { describe, expect, it, vi } from 'vitest';
import { createFrameBatcher } from './frameBatcher';
import type { FrameScheduler } from './frameBatcher';

function manualScheduler() {
  const callbacks: (() => void)[] = [];
  const schedule: FrameScheduler = (callback) => {
    callbacks.push(callback);
    return () => callbacks.splice(callbacks.indexOf(callback), 1);
  };
  return { schedule, callbacks, frame: () => callbacks.splice(0).forEach((callback) => callback()) };
}

describe('createFrameBatcher', () => {
  it('flushes everything pushed before a frame once, in order', () => {
    const scheduler = manualScheduler();
    const flush = vi.fn();
    const batcher = createFrameBatcher<number>(flush, scheduler.schedule);
    batcher.push(1);
    batcher.push(2);
    batcher.push(3);
    expect(scheduler.callbacks).toHaveLength(1);
    expect(flush).not.toHaveBeenCalled();
    scheduler.frame();
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith([1, 2, 3]);
    batcher.push(4);
    scheduler.frame();
    expect(flush).toHaveBeenLastCalledWith([4]);
  });

  it('drops pending items when disposed', () => {
    const scheduler = manualScheduler();
    const flush = vi.fn();
    const batcher = createFrameBatcher<number>(flush, scheduler.schedule);
    batcher.push(1);
    batcher.dispose();
    expect(scheduler.callbacks).toHaveLength(0);
    scheduler.frame();
    expect(flush).not.toHaveBeenCalled();
  });
});
