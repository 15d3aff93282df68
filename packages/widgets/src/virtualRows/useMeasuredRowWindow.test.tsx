import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useRef } from 'react';
import { useMeasuredRowWindow } from './useMeasuredRowWindow';

const viewportHeight = 100;
const estimate = 20;
const overscan = 2;
const restorers: (() => void)[] = [];

// jsdom lays nothing out: the scroller gets a viewport and a scroll position, each row the height in its
// `data-height` (what a browser would measure).
beforeEach(() => {
  const positions = new WeakMap<Element, number>();
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.scroller === undefined ? 0 : viewportHeight;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return positions.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      positions.set(this, value);
      this.dispatchEvent(new Event('scroll'));
    },
  });
  const rect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const height = Number((this as HTMLElement).dataset.height ?? 0);
    return new DOMRect(0, 0, 0, height);
  };
  restorers.push(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
    delete (HTMLElement.prototype as { scrollTop?: number }).scrollTop;
    Element.prototype.getBoundingClientRect = rect;
  });
});
afterEach(() => restorers.splice(0).forEach((restore) => restore()));

const seen: { total: number; rows: number[]; starts: number[] } = { total: 0, rows: [], starts: [] };

function List({ count, rowHeight }: { count: number; rowHeight: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const window = useMeasuredRowWindow({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimate,
    overscan,
    fallbackHeight: 480,
    getItemKey: (index) => `row-${index}`,
  });
  const rows = window.getVirtualItems();
  seen.total = window.getTotalSize();
  seen.rows = rows.map((row) => row.index);
  seen.starts = rows.map((row) => row.start);
  return (
    <div ref={scroller} data-scroller="">
      <ol style={{ height: window.getTotalSize() }}>
        {rows.map((row) => (
          <li key={row.key} ref={window.measureElement} data-index={row.index} data-height={rowHeight} />
        ))}
      </ol>
    </div>
  );
}

const scroller = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-scroller]')!;

describe('useMeasuredRowWindow', () => {
  it('renders only the rows in view and the overscan, at their estimated places until measured', () => {
    render(<List count={1000} rowHeight={0} />);
    // 100 px of 20 px rows: rows 0 to 5 are in view (row 5 starts at the bottom edge), 2 more below.
    expect(seen.rows).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // A row measuring 0 (not laid out) keeps its estimate instead of collapsing.
    expect(seen.total).toBe(1000 * estimate);
  });

  it('places rows by their measured heights and sizes the list with them', () => {
    render(<List count={1000} rowHeight={50} />);
    // The first render fills the fallback height (480 px: rows 0 to 26 with the overscan), which measure 50
    // px each: the window shrinks to what 50 px rows fill of the 100 px viewport.
    expect(seen.rows).toEqual([0, 1, 2, 3, 4]);
    expect(seen.starts).toEqual([0, 50, 100, 150, 200]);
    expect(seen.total).toBe(27 * 50 + 973 * estimate);
  });

  it('moves the scroll position by what rows measured above the viewport added, so the view stays put', () => {
    const { container } = render(<List count={1000} rowHeight={30} />);
    const element = scroller(container);
    // Rows 0 to 26 (the first render's) measured 30 px, 10 more than estimated: row 87 starts at 2010 px.
    const startOf = (index: number) => seen.starts[seen.rows.indexOf(index)];
    act(() => {
      element.scrollTop = 2010;
    });
    // Rows 85 and 86 (the overscan above the view) measured 10 px taller than estimated each: the scroll
    // position followed them, so row 87 is still at the top of the view.
    expect(seen.rows[0]).toBe(85);
    expect(element.scrollTop).toBe(2030);
    expect(startOf(87)).toBe(2030);
  });
});
