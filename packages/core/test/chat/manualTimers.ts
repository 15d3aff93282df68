import type { ChatTimers } from '../../src/chat/index';

/** Timers that fire only when the test moves time with `advance` (an injected clock, not module fakes). */
export function createManualTimers() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: ChatTimers = {
    setTimer(callback, milliseconds) {
      const handle = nextHandle++;
      pending.set(handle, { at: now + milliseconds, callback });
      return handle;
    },
    clearTimer(handle) {
      pending.delete(handle as number);
    },
  };
  /** Lets settled promises' callbacks run (a refresh resolving schedules the next batch). */
  const flushPromises = async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  };
  return {
    timers,
    get now() {
      return now;
    },
    /** Moves time forward, firing every timer due on the way in time order. */
    async advance(milliseconds: number): Promise<void> {
      const until = now + milliseconds;
      await flushPromises();
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort((left, right) => left[1].at - right[1].at || left[0] - right[0])[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        await flushPromises();
      }
      now = until;
    },
    pendingCount: () => pending.size,
  };
}
