import { useCallback, useState } from 'react';
import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect';

export interface FixedRowWindowOptions {
  /** The scrolling element that holds the rows. */
  scrollElement: RefObject<HTMLElement | null>;
  /** How many rows the list has. */
  count: number;
  /** Every row's height, in px. Rows are never measured: a moving market must not move the layout. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport, so a fast scroll shows no blank band. */
  overscan: number;
  /** Space above the first row inside the scroller (the sticky header row), in px. */
  offsetTop: number;
  /** The viewport's height while it measures 0 (the first render, server rendering, jsdom), in px. */
  fallbackHeight: number;
}

export interface FixedRowWindow {
  /** The first row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
  /** The rows' total height, for the body, so the scrollbar covers every row. */
  totalHeight: number;
  /** Scrolls the least distance that shows the row whole below the header (nothing when it already is). */
  scrollToIndex(index: number): void;
}

/** The rows in view, as indices: they change only when a row boundary is crossed, not on every pixel. */
interface RowsInView {
  first: number;
  last: number;
}

function viewportHeight(element: HTMLElement, fallbackHeight: number): number {
  return element.clientHeight > 0 ? element.clientHeight : fallbackHeight;
}

/**
 * Which rows of a fixed-height list are in view of their scroller: the window a virtual table renders.
 * Rows of one height need no measuring, only arithmetic, so this replaces `@tanstack/react-virtual` for
 * the quote sheet and the data table; the bundle of a quote sheet embed is about 12 kB gzip lighter.
 * (The chat's lists, whose rows have the heights of their messages, measure them: useMeasuredRowWindow.)
 */
export function useFixedRowWindow(options: FixedRowWindowOptions): FixedRowWindow {
  const { scrollElement, count, rowHeight, overscan, offsetTop, fallbackHeight } = options;
  const [inView, setInView] = useState<RowsInView>(() => ({
    first: 0,
    last: Math.ceil(fallbackHeight / rowHeight),
  }));

  const follow = useCallback(
    (scrollTop: number, height: number) => {
      const first = Math.max(0, Math.floor((scrollTop - offsetTop) / rowHeight));
      const last = Math.max(first, Math.floor((scrollTop + height - offsetTop) / rowHeight));
      setInView((current) => (current.first === first && current.last === last ? current : { first, last }));
    },
    [offsetTop, rowHeight],
  );

  useIsomorphicLayoutEffect(() => {
    const element = scrollElement.current;
    if (element === null) return undefined;
    const measure = () => follow(element.scrollTop, viewportHeight(element, fallbackHeight));
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // A pane resized by its layout shows more or fewer rows; jsdom and old browsers have no observer.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scrollElement, follow, fallbackHeight]);

  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollElement.current;
      if (element === null) return;
      const height = viewportHeight(element, fallbackHeight);
      const rowTop = offsetTop + index * rowHeight;
      // The sticky header covers the scroller's top `offsetTop` px, so a row is whole below it.
      let scrollTop = element.scrollTop;
      if (rowTop < scrollTop + offsetTop) scrollTop = rowTop - offsetTop;
      else if (rowTop + rowHeight > scrollTop + height) scrollTop = rowTop + rowHeight - height;
      if (scrollTop === element.scrollTop) return;
      element.scrollTop = scrollTop;
      // Follow at once rather than on the scroll event, which a test DOM never fires.
      follow(scrollTop, height);
    },
    [scrollElement, follow, offsetTop, rowHeight, fallbackHeight],
  );

  const start = Math.min(count, Math.max(0, inView.first - overscan));
  const end = Math.min(count, inView.last + 1 + overscan);
  return { start, end, totalHeight: count * rowHeight, scrollToIndex };
}
