import type { CSSProperties } from 'react';
import { classNames } from '../../theme/classNames';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface SpinnerProps {
  /** What is loading, read by screen readers. Default 'Loading'. */
  label?: string | undefined;
  /** Diameter in px. Default 16. */
  size?: number | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

/** An indeterminate loading indicator: a `role="status"` with its label, so screen readers hear it. */
export function Spinner({ label = 'Loading', size = 16, className, style }: SpinnerProps) {
  return (
    <span role="status" className={classNames('bk-spinner', className)} style={style}>
      <span className="bk-spinner__circle" aria-hidden="true" style={{ width: size, height: size }} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
