import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFixedRowWindow } from './useFixedRowWindow';

// jsdom lays nothing out: the scroller reports the height a test gives it (0 = not laid out).
let viewport = 200;
let restore: () => void;
beforeEach(() => {
  viewport = 200;
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset['testid'] === 'scroller' ? viewport : 0;
    },
  });
  restore = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
});
afterEach(() => restore());

let scrollTo: (index: number) => void = () => undefined;

/** A list of `count` rows of 20 px below a 30 px header, overscan 2, fallback height 100. */
function List({ count }: { count: number }) {
  const scrollElement = useRef<HTMLDivElement | null>(null);
  const rowWindow = useFixedRowWindow({
    scrollElement,
    count,
    rowHeight: 20,
    overscan: 2,
    offsetTop: 30,
    fallbackHeight: 100,
  });
  scrollTo = rowWindow.scrollToIndex;
  return (
    <div ref={scrollElement} data-testid="scroller">
      <output data-testid="window">{`${rowWindow.start}-${rowWindow.end} of ${rowWindow.totalHeight}px`}</output>
    </div>
  );
}

const windowText = () => screen.getByTestId('window').textContent;
const scroller = () => screen.getByTestId('scroller');
function scrollTop(top: number) {
  scroller().scrollTop = top;
  fireEvent.scroll(scroller());
}

describe('useFixedRowWindow', () => {
  it('renders the rows in view plus the overscan below, none above the first', () => {
    render(<List count={1000} />);
    // 200 px of viewport less the 30 px header: rows 0..8 are (partly) in view, then 2 more.
    expect(windowText()).toBe('0-11 of 20000px');
  });

  it('follows the scroll, changing only when a row boundary is crossed', () => {
    render(<List count={1000} />);
    scrollTop(30 + 20 * 100);
    expect(windowText()).toBe('98-113 of 20000px');
    scrollTop(30 + 20 * 100 + 5);
    expect(windowText()).toBe('98-113 of 20000px');
    scrollTop(30 + 20 * 101);
    expect(windowText()).toBe('99-114 of 20000px');
  });

  it('never renders past the last row, and shrinks with the list', () => {
    const { rerender } = render(<List count={1000} />);
    scrollTop(30 + 20 * 995);
    expect(windowText()).toBe('993-1000 of 20000px');
    rerender(<List count={5} />);
    expect(windowText()).toBe('5-5 of 100px');
    rerender(<List count={0} />);
    expect(windowText()).toBe('0-0 of 0px');
  });

  it('uses the fallback height while the scroller measures 0 (not laid out, server rendering)', () => {
    viewport = 0;
    render(<List count={1000} />);
    // 100 px less the header: rows 0..3, then 2 more.
    expect(windowText()).toBe('0-6 of 20000px');
  });

  it('follows a resize of the viewport', () => {
    render(<List count={1000} />);
    viewport = 400;
    scrollTop(0);
    expect(windowText()).toBe('0-21 of 20000px');
  });

  it('scrolls the least distance that shows a row whole below the header', () => {
    render(<List count={1000} />);
    // Row 20 (top 430, bottom 450) below a 200 px viewport: its bottom meets the viewport's.
    act(() => scrollTo(20));
    expect(scroller().scrollTop).toBe(250);
    expect(windowText()).toBe('9-24 of 20000px');
    // Already whole in view: nothing moves.
    act(() => scrollTo(15));
    expect(scroller().scrollTop).toBe(250);
    // Row 3 (top 90) above: it goes right under the 30 px header.
    act(() => scrollTo(3));
    expect(scroller().scrollTop).toBe(60);
    expect(windowText()).toBe('0-14 of 20000px');
  });
});
