import { measureElement, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

/** The height a virtual list assumes for its scroller while the scroller has none (not laid out; jsdom). */
export const fallbackViewportHeight = 480;

/**
 * The virtual lists' item measure: the element's laid-out height, or the estimate while it has none (not
 * laid out yet, or jsdom, which lays nothing out), so a row never collapses to 0 px and drags every other
 * row into the window.
 */
export function measuredOrEstimated(estimate: number) {
  return (
    element: Element,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<HTMLDivElement, Element>,
  ): number => {
    const size = measureElement(element, entry, instance);
    return size > 0 ? size : estimate;
  };
}

/**
 * The scroller's size, or a window of `fallbackViewportHeight` while it measures 0 (a pane not laid out
 * yet, or an embedder's jsdom test), so that the list still shows its first rows instead of none.
 */
export function observeViewportOrFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }, isScrolling?: boolean) => void,
): void | (() => void) {
  return observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { width: rect.width, height: fallbackViewportHeight }),
  );
}
