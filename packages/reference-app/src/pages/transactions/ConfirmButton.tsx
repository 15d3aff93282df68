import { useState } from 'react';

/**
 * An action that asks once more before it runs: the first click shows the question with Confirm and
 * Cancel, so a trade is never settled or cancelled by a stray click.
 */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled = false,
  variant = 'default',
}: {
  label: string;
  question: string;
  onConfirm: () => Promise<void>;
  disabled?: boolean;
  variant?: 'default' | 'primary';
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className={variant === 'primary' ? 'app-button app-button--primary' : 'app-button'}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="app-confirm" role="group" aria-label={question}>
      <span>{question}</span>
      <button
        type="button"
        className="app-button app-button--primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          // Fire and forget: every caller's onConfirm reports its own failure as a toast; here only the
          // button's state follows the promise.
          void onConfirm().finally(() => {
            setBusy(false);
            setAsking(false);
          });
        }}
      >
        Confirm
      </button>
      <button type="button" className="app-button" disabled={busy} onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
