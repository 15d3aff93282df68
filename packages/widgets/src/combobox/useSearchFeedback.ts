import { useEffect } from 'react';
import { useLatestRef } from '../provider/useLatestRef';
import { resultCountMessage } from './ComboboxStatus';
import { searchFailureText } from './searchFailureText';
import { searchingText, startTypingText } from './searchTexts';
import type { SearchStatus } from './useDebouncedSearch';

/** What `useSearchFeedback` reads of a search box. */
export interface SearchFeedbackOptions {
  status: SearchStatus;
  /** The last search's failure while `status` is 'error'. */
  error: unknown;
  /** The text in the box. */
  inputValue: string;
  /** How many options the list shows. */
  optionCount: number;
  /** What a search that found nothing says ('No bonds found', 'No Entities Found'). */
  emptyText: string;
  /** Called with each failure (the widget's `onError`). */
  onError: ((error: unknown) => void) | undefined;
}

/**
 * What a search box says under its input (`message`, null for nothing) and to screen readers
 * (`announcement`), the same for every search box: the hint while the box is empty, 'Searching...' while
 * the first answer is awaited, the failure (also handed to `onError`), the empty text, and then the result
 * count.
 */
export function useSearchFeedback({
  status,
  error,
  inputValue,
  optionCount,
  emptyText,
  onError,
}: SearchFeedbackOptions): { message: string | null; announcement: string } {
  const onErrorRef = useLatestRef(onError);
  useEffect(() => {
    if (status === 'error') onErrorRef.current?.(error);
  }, [status, error, onErrorRef]);
  let message: string | null = null;
  if (status === 'idle')
    // The spec shows the hint only while the box is empty, not for one or two typed characters.
    message = inputValue.trim() === '' ? startTypingText : null;
  else if (status === 'loading' && optionCount === 0) message = searchingText;
  else if (status === 'error') message = searchFailureText(error);
  else if (optionCount === 0) message = emptyText;
  const announcement =
    optionCount > 0 && status !== 'loading' ? resultCountMessage(optionCount) : (message ?? '');
  return { message, announcement };
}
