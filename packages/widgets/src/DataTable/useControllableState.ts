import { useCallback, useState } from 'react';

/**
 * Downshift's pattern: the value is `controlled` when given, else kept here from `defaultValue`; every
 * change calls `onChange(next, details)` either way.
 */
export function useControllableState<Value, Details>(
  controlled: Value | undefined,
  defaultValue: Value,
  onChange: ((value: Value, details: Details) => void) | undefined,
): [Value, (next: Value, details: Details) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled === undefined ? uncontrolled : controlled;
  const isControlled = controlled !== undefined;
  const setValue = useCallback(
    (next: Value, details: Details) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next, details);
    },
    [isControlled, onChange],
  );
  return [value, setValue];
}
