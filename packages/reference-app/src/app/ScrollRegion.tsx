import type { ReactNode } from 'react';

/**
 * A box that scrolls its table (sideways on a phone, down when it is capped), reachable by keyboard: a scroll
 * box with nothing focusable inside cannot be scrolled without a mouse (axe: scrollable-region-focusable), so
 * it takes focus itself, as a named region.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the region holds, for a screen reader ('Cash flows'). */
  label: string;
  /** Extra classes beside `app-table-scroll`. Default: none. */
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div
      className={className === undefined ? 'app-table-scroll' : `app-table-scroll ${className}`}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
