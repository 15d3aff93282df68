import type { FrameScheduler } from '../frameBatcher';

/** A frame scheduler the test advances by hand: `frame()` runs everything scheduled so far. */
export function createManualFrames() {
  const callbacks: (() => void)[] = [];
  const schedule: FrameScheduler = (callback) => {
    callbacks.push(callback);
    return () => {
      const index = callbacks.indexOf(callback);
      if (index >= 0) callbacks.splice(index, 1);
    };
  };
  return {
    schedule,
    pending: () => callbacks.length,
    frame: () => callbacks.splice(0).forEach((callback) => callback()),
  };
}

/**
 * jsdom lays nothing out, so every clientHeight is 0 and the virtualiser renders no rows. Give the sheet's
 * scroller a height; returns the function that restores jsdom's own.
 */
export function stubScrollerHeight(height = 480): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('bk-quote-sheet__scroller') ? height : 0;
    },
  });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
}
