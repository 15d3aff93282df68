/** The gap between the anchor and the layer, and the margin kept to the viewport's edges, in px. */
const gap = 4;
const viewportMargin = 8;
/** The layer never gets shorter than this, even with no room on either side (it scrolls instead). */
const minimumHeight = 60;

export interface FollowAnchorOptions {
  /** The layer's maximum height in px, further limited by the room on screen. */
  maxHeight: number;
  /** Make the layer exactly as wide as the anchor. */
  matchAnchorWidth: boolean;
}

/**
 * Places a `position: fixed` layer against its anchor, below it when its content fits there or there is more
 * room below than above, otherwise above; keeps it inside the viewport horizontally; and follows the anchor
 * on scroll (of any ancestor), window resize and anchor resize, once per animation frame. Returns the
 * function that stops following.
 */
export function followAnchor(anchor: Element, layer: HTMLElement, options: FollowAnchorOptions): () => void {
  const view = anchor.ownerDocument.defaultView;
  if (view === null) return () => undefined;

  const place = (): void => {
    const rect = anchor.getBoundingClientRect();
    const roomBelow = view.innerHeight - rect.bottom - gap - viewportMargin;
    const roomAbove = rect.top - gap - viewportMargin;
    // scrollHeight is the content's own height whatever max-height is set now.
    const wanted = Math.min(options.maxHeight, layer.scrollHeight);
    const below = roomBelow >= wanted || roomBelow >= roomAbove;
    const height = Math.max(Math.min(options.maxHeight, below ? roomBelow : roomAbove), minimumHeight);
    layer.style.maxHeight = `${height}px`;
    if (options.matchAnchorWidth) layer.style.width = `${rect.width}px`;
    const width = layer.offsetWidth;
    const left = Math.max(viewportMargin, Math.min(rect.left, view.innerWidth - width - viewportMargin));
    layer.style.left = `${left}px`;
    layer.style.top = below
      ? `${rect.bottom + gap}px`
      : `${Math.max(rect.top - gap - Math.min(height, layer.scrollHeight), viewportMargin)}px`;
  };

  let frame: number | undefined;
  const schedule = (): void => {
    if (frame !== undefined) return;
    frame = view.requestAnimationFrame(() => {
      frame = undefined;
      place();
    });
  };

  place();
  // Capture: a scroll of any scrolling ancestor moves the anchor, and scroll events do not bubble.
  view.addEventListener('scroll', schedule, { capture: true, passive: true });
  view.addEventListener('resize', schedule);
  const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
  resizeObserver?.observe(anchor);
  resizeObserver?.observe(layer);
  return () => {
    view.removeEventListener('scroll', schedule, { capture: true });
    view.removeEventListener('resize', schedule);
    resizeObserver?.disconnect();
    if (frame !== undefined) view.cancelAnimationFrame(frame);
  };
}
