/** The sheet's place-holder: loading aside, an empty run, a failed load, nobody signed in or no trade access. */
export function QuoteSheetStatus({
  kind,
  title,
  text,
  onRetry,
}: {
  kind: 'empty' | 'error' | 'restricted' | 'signed-out';
  title: string;
  text: string;
  /** Adds a 'Retry' button. */
  onRetry?: (() => void) | undefined;
}) {
  return (
    <div className="bk-quote-sheet__status" data-kind={kind} role={kind === 'error' ? 'alert' : undefined}>
      <p className="bk-quote-sheet__status-title">{title}</p>
      <p className="bk-quote-sheet__status-text">{text}</p>
      {onRetry === undefined ? null : (
        <button type="button" className="bk-quote-sheet__retry" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
