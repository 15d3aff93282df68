import { useCallback, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';

export interface ToggleOption<Value extends string> {
  value: Value;
  label: string;
}

export interface ToggleChangeDetails {
  /** What caused the change: a click (or tap) or an arrow key. */
  reason: 'click' | 'keyboard';
}

export interface ToggleGroupProps<Value extends string> {
  /** The two choices, in display order. */
  options: readonly [ToggleOption<Value>, ToggleOption<Value>];
  /** The selected value when controlled. */
  value?: Value | undefined;
  /** The initially selected value when uncontrolled. Default: the first option. */
  defaultValue?: Value | undefined;
  /** Called with the new value; never called with an empty selection. */
  onValueChange?: ((value: Value, details: ToggleChangeDetails) => void) | undefined;
  /** Accessible name of the group (required: a toggle without a name is unusable with a screen reader). */
  label: string;
  /** Disables both options. Default: false. */
  disabled?: boolean | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

/**
 * The spec's two-option toggle: exactly one option is always selected (it has no empty state), so it is
 * a radio group, not a pair of toggle buttons. Arrow keys move the selection, as WAI-ARIA radio groups do.
 */
export function ToggleGroup<Value extends string>({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  disabled = false,
  className,
  style,
}: ToggleGroupProps<Value>) {
  const [uncontrolledValue, setUncontrolledValue] = useState<Value>(defaultValue ?? options[0].value);
  const selected = value ?? uncontrolledValue;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = useCallback(
    (next: Value, reason: ToggleChangeDetails['reason']) => {
      if (disabled || next === selected) return;
      if (value === undefined) setUncontrolledValue(next);
      onValueChange?.(next, { reason });
    },
    [disabled, onValueChange, selected, value],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const index = options.findIndex((option) => option.value === selected);
    const nextIndex = index === 0 ? 1 : 0;
    const next = options[nextIndex];
    if (!next) return;
    select(next.value, 'keyboard');
    buttons.current[nextIndex]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={['bk-toggle-group', className].filter(Boolean).join(' ')}
      style={style}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => {
        const checked = option.value === selected;
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            disabled={disabled}
            className="bk-toggle-group__option"
            data-state={checked ? 'on' : 'off'}
            onClick={() => select(option.value, 'click')}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
