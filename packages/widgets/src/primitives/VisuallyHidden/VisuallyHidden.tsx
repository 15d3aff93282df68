import type { ReactNode } from 'react';

/** Text for screen readers only (the `bk-visually-hidden` class clips it to one invisible pixel). */
export function VisuallyHidden({ children, id }: { children?: ReactNode; id?: string }) {
  return (
    <span id={id} className="bk-visually-hidden">
      {children}
    </span>
  );
}
