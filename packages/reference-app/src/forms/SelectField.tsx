import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The choices, in order: what is sent and what is read. */
  options: readonly { value: string; label: string }[];
  /** The field's message, shown under it and announced; null when valid. */
  error?: string | null;
}

/** A labelled select with its error wired for screen readers, as `TextField` does for an input. */
export function SelectField({ label, options, error = null, className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['app-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="app-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
