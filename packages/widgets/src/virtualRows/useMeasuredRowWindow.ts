import { useCallback, useReducer, useRef, useState } from 'react';
import type { Key } from 'react';
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect';

export interface MeasuredRowWindowOptions {
  /** How many rows the list has. */
  count: number;
  /** The scrolling element that holds the rows (null while it is not rendered). */
  getScrollElement: () => HTMLElement | null;
  /** A row's height before it is measured, in px (also while it measures 0: not laid out, or jsdom). */
  estimateSize: (index: number) => number;
  /** Rows rendered beyond each edge of the viewport, so a fast scroll shows no blank band. */
  overscan: number;
  /** The viewport's height while it measures 0 (the first render, a pane not laid out, jsdom), in px. */
  fallbackHeight: number;
  /** A row's identity: its measured height stays with it when rows are added above (older history). */
  getItemKey: (index: number) => Key;
}

/** A row in the window: where it starts and ends in the list, in px. */
interface MeasuredRow {
  index: number;
  key: Key;
  start: number;
  end: number;
  size: number;
}

export interface MeasuredRowWindow {
  /** The rows to render, in order. */
  getVirtualItems(): MeasuredRow[];
  /** The rows' total height, for the list, so the scrollbar covers every row. */
  getTotalSize(): number;
  /** Where the row at `index` starts in the list, in px. */
  getOffset(index: number): number;
  /**
   * The ref of each rendered row element, which carries its index in `data-index`: measures it now and
   * whenever it resizes (a message's text wrapping anew, an image loading).
   */
  measureElement: (element: Element | null) => void;
}

/** The first index whose row ends below `offset` (binary search over the rows' starts). */
function rowAt(starts: Float64Array, count: number, offset: number): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle + 1]! <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

function borderBoxHeight(element: Element, entry: ResizeObserverEntry | undefined): number {
  const box = entry?.borderBoxSize?.[0];
  return box ? box.blockSize : element.getBoundingClientRect().height;
}

/**
 * Which rows of a list whose rows have their own heights are in view of their scroller: the window the chat's
 * channel and message lists render (a hundred thousand messages put a few dozen rows in the page). Rows are
 * estimated until rendered, then measured (and measured again when they resize); a row above the viewport
 * that changes height moves the scroll position by as much, so what the reader looks at stays put.
 *
 * Issue 35: this replaces `@tanstack/react-virtual` in the chat (about 10 kB gzip of a chat page's bondkit
 * code, for the few of its features the lists use), as `useFixedRowWindow` did for the tables.
 */
export function useMeasuredRowWindow(options: MeasuredRowWindowOptions): MeasuredRowWindow {
  const { count, getScrollElement, estimateSize, overscan, fallbackHeight, getItemKey } = options;
  // Measured heights by row key; a change re-renders the list.
  const sizes = useRef<Map<Key, number>>(new Map());
  const [, remeasured] = useReducer((version: number) => version + 1, 0);
  const [viewport, setViewport] = useState({ top: 0, height: fallbackHeight });

  const starts = new Float64Array(count + 1);
  for (let index = 0; index < count; index += 1) {
    const size = sizes.current.get(getItemKey(index)) ?? estimateSize(index);
    starts[index + 1] = starts[index]! + size;
  }
  // What the measuring ref reads: this render's rows, and how far it has scrolled since to keep the view in
  // place (the starts are this render's, so they compare with the scroll position as it was then).
  const latest = useRef({ starts, getItemKey, estimateSize, count, scrolledSinceRender: 0 });
  latest.current = { starts, getItemKey, estimateSize, count, scrolledSinceRender: 0 };

  const follow = useCallback(
    (element: HTMLElement) => {
      const height = element.clientHeight > 0 ? element.clientHeight : fallbackHeight;
      const top = element.scrollTop;
      setViewport((current) =>
        current.top === top && current.height === height ? current : { top, height },
      );
    },
    [fallbackHeight],
  );

  // The scroller may appear after the first render (a conversation opened): follow whichever is there.
  const followed = useRef<{ element: HTMLElement; stop: () => void } | null>(null);
  useIsomorphicLayoutEffect(() => {
    const element = getScrollElement();
    if (followed.current?.element === element) return;
    followed.current?.stop();
    followed.current = null;
    if (element === null) return;
    const onChange = () => follow(element);
    onChange();
    element.addEventListener('scroll', onChange, { passive: true });
    // A pane resized by its layout shows more or fewer rows; jsdom and old browsers have no observer.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onChange);
    observer?.observe(element);
    followed.current = {
      element,
      stop: () => {
        element.removeEventListener('scroll', onChange);
        observer?.disconnect();
      },
    };
  });
  useIsomorphicLayoutEffect(() => () => followed.current?.stop(), []);

  const measure = useCallback((element: Element, entry?: ResizeObserverEntry) => {
    const index = Number(element.getAttribute('data-index'));
    const rows = latest.current;
    if (!Number.isInteger(index) || index < 0 || index >= rows.count) return;
    const measured = borderBoxHeight(element, entry);
    const size = measured > 0 ? measured : rows.estimateSize(index);
    const key = rows.getItemKey(index);
    const known = sizes.current.get(key);
    if (known === size) return;
    sizes.current.set(key, size);
    const previous = known ?? rows.estimateSize(index);
    if (size === previous) return;
    // A row above the viewport grew or shrank: the rows in view move by as much, so scroll with them.
    const scroller = followed.current?.element;
    if (scroller && rows.starts[index]! < scroller.scrollTop - rows.scrolledSinceRender) {
      rows.scrolledSinceRender += size - previous;
      scroller.scrollTop += size - previous;
    }
    remeasured();
  }, []);

  // One observer for the rendered rows, made on first use (not during server rendering).
  const rowObserver = useRef<ResizeObserver | null>(null);
  const observedRows = useRef(new Set<Element>());
  const measureElement = useCallback(
    (element: Element | null) => {
      if (element === null) {
        // A row left the window: stop watching the rows no longer in the page.
        for (const row of observedRows.current) {
          if (row.isConnected) continue;
          rowObserver.current?.unobserve(row);
          observedRows.current.delete(row);
        }
        return;
      }
      measure(element);
      if (typeof ResizeObserver === 'undefined') return;
      rowObserver.current ??= new ResizeObserver((entries) => {
        for (const entry of entries) if (entry.target.isConnected) measure(entry.target, entry);
      });
      rowObserver.current.observe(element);
      observedRows.current.add(element);
    },
    [measure],
  );
  useIsomorphicLayoutEffect(() => () => rowObserver.current?.disconnect(), []);

  const totalSize = starts[count]!;
  return {
    getVirtualItems() {
      if (count === 0) return [];
      const first = Math.max(0, rowAt(starts, count, viewport.top) - overscan);
      const last = Math.min(count - 1, rowAt(starts, count, viewport.top + viewport.height) + overscan);
      const rows: MeasuredRow[] = [];
      for (let index = first; index <= last; index += 1) {
        const start = starts[index]!;
        const end = starts[index + 1]!;
        rows.push({ index, key: getItemKey(index), start, end, size: end - start });
      }
      return rows;
    },
    getTotalSize: () => totalSize,
    getOffset: (index) => starts[Math.min(Math.max(index, 0), count)]!,
    measureElement,
  };
}
