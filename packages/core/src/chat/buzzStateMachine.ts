import { chatConstants } from './chatConstants';

/** The buzz animation's states. */
export type BuzzState = 'idle' | 'started' | 'finished';

/**
 * The buzz state machine: idle → started on a buzz, then finished after 2 s; a new buzz starts it again.
 * Timers are injected so that tests drive time.
 */
export function createBuzzStateMachine(options: {
  onChange: (state: BuzzState) => void;
  setTimer?: (callback: () => void, milliseconds: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Default 2000 ms (the spec's buzz state). */
  durationMilliseconds?: number;
}) {
  const setTimer = options.setTimer ?? ((callback, milliseconds) => setTimeout(callback, milliseconds));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const duration = options.durationMilliseconds ?? chatConstants.buzzStateMilliseconds;
  let state: BuzzState = 'idle';
  let timer: unknown = null;
  const set = (next: BuzzState) => {
    state = next;
    options.onChange(next);
  };
  return {
    get state(): BuzzState {
      return state;
    },
    buzz(): void {
      if (timer !== null) clearTimer(timer);
      set('started');
      timer = setTimer(() => {
        timer = null;
        set('finished');
      }, duration);
    },
    dispose(): void {
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
