import { useEffect, useRef, useState } from 'react';

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
  // The button a keyboard user pressed is replaced by the question: focus moves to Confirm, and back to the
  // action when the question goes (Cancel, or done), so focus never drops to the page's body.
  const confirmButton = useRef<HTMLButtonElement>(null);
  const actionButton = useRef<HTMLButtonElement>(null);
  const askedOnce = useRef(false);
  useEffect(() => {
    if (asking) {
      askedOnce.current = true;
      confirmButton.current?.focus();
    } else if (askedOnce.current) actionButton.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button
        ref={actionButton}
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
        ref={confirmButton}
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
