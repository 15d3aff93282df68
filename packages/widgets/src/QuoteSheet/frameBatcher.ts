/**
 * Runs `callback` at the next frame and returns a function that cancels it. Tests inject one that runs
 * when they say so; the default is `requestAnimationFrame`.
 */
export type FrameScheduler = (callback: () => void) => () => void;

/** `requestAnimationFrame`, or a 16 ms timer where there is none (server rendering, old test DOMs). */
export const animationFrameScheduler: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const handle = requestAnimationFrame(() => callback());
    return () => cancelAnimationFrame(handle);
  }
  const handle = setTimeout(callback, 16);
  return () => clearTimeout(handle);
};

/**
 * Collects items and hands them to `flush` once per frame, in arrival order: 2,000 price updates a second
 * become about 60 renders a second, whatever the rate.
 */
export function createFrameBatcher<Item>(flush: (items: Item[]) => void, schedule: FrameScheduler) {
  let pending: Item[] = [];
  let cancel: (() => void) | undefined;

  const run = (): void => {
    cancel = undefined;
    const items = pending;
    pending = [];
    if (items.length > 0) flush(items);
  };

  return {
    push(item: Item): void {
      pending.push(item);
      cancel ??= schedule(run);
    },
    /** Drops what is pending and cancels the scheduled frame. */
    dispose(): void {
      cancel?.();
      cancel = undefined;
      pending = [];
    },
  };
}
