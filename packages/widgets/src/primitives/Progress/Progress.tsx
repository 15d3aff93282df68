import type { CSSProperties } from 'react';
import { classNames } from '../../theme/classNames';

export interface ProgressProps {
  /** Accessible name (required: a progress bar without one is announced as just a number). */
  label: string;
  /** Progress so far, from 0 to `max`; omit for an indeterminate bar. Values outside are clamped. */
  value?: number | undefined;
  /** The value at completion. Default 100. */
  max?: number | undefined;
  /** Spoken instead of the percentage, for example '3 of 8 files'. Default: none. */
  valueText?: string | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

/** A determinate or indeterminate progress bar (`role="progressbar"` with `aria-valuenow`). */
export function Progress({ label, value, max = 100, valueText, className, style }: ProgressProps) {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 100;
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(Math.max(value, 0), safeMax) : undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={classNames('bk-progress', !determinate && 'bk-progress--indeterminate', className)}
      style={style}
    >
      <div
        className="bk-progress__bar"
        style={clamped === undefined ? undefined : { width: `${(clamped / safeMax) * 100}%` }}
      />
    </div>
  );
}
