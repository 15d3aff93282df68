import { useLayoutEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { CSSProperties, ReactNode } from 'react';
import { classNames } from '../../theme/classNames';
import type { PortalContainer } from '../../provider/BondkitContext';
import { followAnchor } from './followAnchor';

/** The spec's dropdown maximum height, in px. */
export const popoverMaxHeight = 180;

export interface PopoverProps {
  /** Whether the popover is shown. */
  open: boolean;
  /** The element it is placed against (the input of a combobox). Nothing shows until it is set. */
  anchor: Element | null;
  /** Where it is portalled (from the provider's `portalContainer`). Default: `document.body`. */
  portalContainer?: PortalContainer | undefined;
  /** Make it as wide as the anchor. Default true. */
  matchAnchorWidth?: boolean | undefined;
  /** Maximum height in px, further limited by the room on screen. Default 180 (the spec's). */
  maxHeight?: number | undefined;
  /** The theme class and variables of the widget that opened it (layers live outside its root). */
  layerClassName?: string | undefined;
  /** Variables of the widget's appearance; see `layerClassName`. */
  layerStyle?: CSSProperties | undefined;
  /** Class on the popover element. */
  className?: string | undefined;
  /** Style on the popover element. */
  style?: CSSProperties | undefined;
  children?: ReactNode | undefined;
}

/**
 * The theme class of the nearest themed ancestor of `element`: a portalled layer leaves the widget's DOM
 * subtree, so without this a widget inside a `bk-theme-dark` page would open a light popover.
 */
function inheritedThemeClass(element: Element | null): string {
  const themed = element?.closest('.bk-theme-dark, .bk-theme-light');
  return themed?.classList.contains('bk-theme-dark') ? 'bk-theme-dark' : 'bk-theme-light';
}

/**
 * The `--bk-*` variables as the anchor sees them: a partner who themes an ancestor of the widget (inline
 * style, a class of their own) themes its portalled layer too, although the layer lives under `<body>`.
 */
function inheritedVariables(anchor: Element): CSSProperties {
  const computed = anchor.ownerDocument.defaultView?.getComputedStyle(anchor);
  const variables: Record<string, string> = {};
  if (computed === undefined) return variables;
  for (let index = 0; index < computed.length; index += 1) {
    const name = computed.item(index);
    if (!name.startsWith('--bk-')) continue;
    const value = computed.getPropertyValue(name).trim();
    if (value !== '') variables[name] = value;
  }
  return variables;
}

/**
 * A floating layer placed below its anchor (above when there is no room), kept in place on scroll and
 * resize, portalled out of overflow-hidden parents, at z-index `--bk-z-index-dropdown` (9999). Placement
 * is `followAnchor`'s (about 0.6 kB); @floating-ui cost every search embed about 12 kB gzip for the same
 * result.
 */
export function Popover({
  open,
  anchor,
  portalContainer,
  matchAnchorWidth = true,
  maxHeight = popoverMaxHeight,
  layerClassName,
  layerStyle,
  className,
  style,
  children,
}: PopoverProps) {
  const layer = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!open || anchor === null || layer.current === null) return undefined;
    return followAnchor(anchor, layer.current, { maxHeight, matchAnchorWidth });
  }, [open, anchor, maxHeight, matchAnchorWidth]);
  const inherited = useMemo(
    () => (open && anchor !== null ? inheritedVariables(anchor) : {}),
    [open, anchor],
  );
  if (!open || anchor === null) return null;
  // React's own portal: the popover needs no focus management (focus stays in the combobox input).
  const target = portalContainer ?? anchor.ownerDocument.body;
  return createPortal(
    <div
      ref={layer}
      className={classNames('bk-popover', layerClassName ?? inheritedThemeClass(anchor), className)}
      // Fixed to the viewport, so the portal container's own positioning never matters; followAnchor sets
      // the coordinates before the first paint.
      style={{ ...inherited, ...layerStyle, position: 'fixed', top: 0, left: 0, ...style }}
    >
      {children}
    </div>,
    target,
  );
}
