import { chatConstants } from './chatConstants';

/** Timers the chat rules schedule with; injected so that tests drive time. */
export interface ChatTimers {
  setTimer(callback: () => void, milliseconds: number): unknown;
  clearTimer(handle: unknown): void;
}

/** The platform's timers. */
export const systemChatTimers: ChatTimers = {
  setTimer: (callback, milliseconds) => setTimeout(callback, milliseconds),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DeliveryMarkerOptions {
  /** Marks a channel's messages delivered (the SDK's `markAsDelivered`). Its failures are ignored. */
  mark: (channelUrl: string) => Promise<void>;
  /**
   * Whether to mark at all. False where reading must leave no trace (the spec skips delivery marking on the
   * compliance route). Default true.
   */
  enabled?: boolean;
  /** At most one mark per channel in this window; later arrivals are marked once at its end. Default 1000 ms. */
  throttleMilliseconds?: number;
  /** Default: `setTimeout` / `clearTimeout`. */
  timers?: ChatTimers;
}

/**
 * The spec's delivery marking: a message arriving marks its channel delivered at once, then at most once per
 * second per channel (arrivals inside the second are marked together at its end); nothing at all when
 * disabled (the compliance route).
 */
export function createDeliveryMarker(options: DeliveryMarkerOptions) {
  const enabled = options.enabled ?? true;
  const throttle = options.throttleMilliseconds ?? chatConstants.deliveryMarkingThrottleMilliseconds;
  const timers = options.timers ?? systemChatTimers;
  /** Channels inside their throttle window, and whether a message arrived since their last mark. */
  const windows = new Map<string, { handle: unknown; pending: boolean }>();
  const mark = (channelUrl: string) => {
    void options.mark(channelUrl).catch(() => {});
    const window = {
      pending: false,
      handle: timers.setTimer(() => {
        windows.delete(channelUrl);
        if (window.pending) mark(channelUrl);
      }, throttle),
    };
    windows.set(channelUrl, window);
  };
  return {
    /** A message arrived in `channelUrl`. */
    messageArrived(channelUrl: string): void {
      if (!enabled) return;
      const window = windows.get(channelUrl);
      if (window) window.pending = true;
      else mark(channelUrl);
    },
    /** Cancels the pending marks (the workspace closes or the user switches). */
    dispose(): void {
      for (const window of windows.values()) timers.clearTimer(window.handle);
      windows.clear();
    },
  };
}
