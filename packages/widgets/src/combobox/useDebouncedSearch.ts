import { useEffect, useState } from 'react';
import { useLatestRef } from '../provider/useLatestRef';

/** The spec's search debounce (300 ms) and minimum length (3 characters). */
const searchDebounceMs = 300;
const minimumSearchLength = 3;

/**
 * `idle`: the query is too short to search; `loading`: waiting for the debounce or the answer;
 * `success`: the results are the query's; `error`: the search failed (results are empty).
 */
export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface DebouncedSearchOptions<Result> {
  /** The text typed. Leading and trailing spaces are ignored. */
  query: string;
  /** Runs the search; must honour `signal` (an aborted search's answer is dropped regardless). */
  search: ((query: string, signal: AbortSignal) => Promise<readonly Result[]>) | null;
  /** Fewest characters that search. Default 3. */
  minimumLength?: number | undefined;
  /** Quiet time after the last keystroke before searching, in ms. Default 300. */
  debounceMs?: number | undefined;
}

export interface DebouncedSearchState<Result> {
  results: readonly Result[];
  status: SearchStatus;
  /** The query the results answer (trimmed). */
  resultsQuery: string;
  /** The failure of the last search, when `status` is `error`. */
  error: unknown;
}

const idle = { results: [], status: 'idle', resultsQuery: '', error: undefined } as const;

/**
 * Search-as-you-type: waits `debounceMs` after the last change, aborts the previous request when the
 * query changes (its answer is discarded even if it arrives), empties the results on failure.
 */
export function useDebouncedSearch<Result>({
  query,
  search,
  minimumLength = minimumSearchLength,
  debounceMs = searchDebounceMs,
}: DebouncedSearchOptions<Result>): DebouncedSearchState<Result> {
  const [state, setState] = useState<DebouncedSearchState<Result>>(idle);
  const searchRef = useLatestRef(search);
  const trimmed = query.trim();
  const canSearch = search !== null;

  useEffect(() => {
    if (trimmed.length < minimumLength) {
      setState(idle);
      return;
    }
    setState((previous) => (previous.status === 'loading' ? previous : { ...previous, status: 'loading' }));
    if (!canSearch) return; // The client is still loading: stay 'loading' until it arrives.
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const run = searchRef.current;
      if (run === null) return;
      run(trimmed, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted)
            setState({ results, status: 'success', resultsQuery: trimmed, error: undefined });
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ results: [], status: 'error', resultsQuery: trimmed, error });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, minimumLength, debounceMs, canSearch, searchRef]);

  return state;
}
