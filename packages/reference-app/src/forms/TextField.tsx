import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's message, shown under it and announced; null when valid. */
  error?: string | null;
  /** A hint under the field. Default: none. */
  hint?: string;
}

/** A labelled input with its error message wired for screen readers (`aria-invalid`, `aria-describedby`). */
export function TextField({ label, error = null, hint, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['app-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? (
        <p id={hintId} className="app-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="app-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
