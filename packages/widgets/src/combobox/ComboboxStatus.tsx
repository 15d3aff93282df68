/** 'No results.', '1 result available.', '12 results available.' */
export function resultCountMessage(count: number): string {
  return count === 1 ? '1 result available.' : `${count} results available.`;
}

/**
 * A polite live region: screen readers hear result counts and hints while focus stays in the input.
 * It is always rendered (an empty region first), because regions added together with their text are
 * often not announced.
 */
export function ComboboxStatus({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="bk-visually-hidden">
      {message}
    </div>
  );
}
