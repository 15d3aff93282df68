import type { ReactNode } from 'react';
import type { QuoteFormElement } from './quoteFormPropTypes';
import type { QuoteFormState } from './quoteFormState';

/**
 * A labelled field of the quote form with its hint and error, ids from `form`'s prop getters so the field's
 * `aria-describedby` finds them. `labelOnly` renders the label as text with an id (for widgets that take
 * `aria-labelledby`) instead of a `<label htmlFor>`.
 */
export function LabelledField({
  form,
  element,
  label,
  error,
  hint,
  labelOnly = false,
  children,
}: {
  form: QuoteFormState;
  element: QuoteFormElement;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  labelOnly?: boolean | undefined;
  children: ReactNode;
}) {
  const labelProps = form.getLabelProps(element, { className: 'bk-quote-form__label' });
  return (
    <div className="bk-quote-form__field" data-invalid={error === undefined ? undefined : true}>
      {labelOnly ? (
        <span id={labelProps.id} className={labelProps.className}>
          {label}
        </span>
      ) : (
        <label {...labelProps}>{label}</label>
      )}
      {children}
      {hint === undefined ? null : (
        <p {...form.getHintProps(element, { className: 'bk-quote-form__hint' })}>{hint}</p>
      )}
      {error === undefined ? null : (
        <p {...form.getErrorProps(element, { className: 'bk-quote-form__error' })}>{error}</p>
      )}
    </div>
  );
}
