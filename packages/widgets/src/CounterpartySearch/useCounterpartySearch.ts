import { useCallback, useMemo, useState } from 'react';
import type { Counterparty } from '@bondkit/core';
import { useBondkitContext } from '../provider/useBondkitContext';
import { useLatestRef } from '../provider/useLatestRef';
import { useDebouncedSearch } from '../combobox/useDebouncedSearch';
import type { SearchStatus } from '../combobox/useDebouncedSearch';
import { counterpartyName, isSameCounterparty, toCounterpartyOptions } from './counterpartyOption';
import type { CounterpartyOption } from './counterpartyOption';

/** Why the chosen counterparty changed. */
export interface CounterpartyValueChangeDetails {
  /** 'click' or 'keyboard' when an option was chosen, 'clear' when the box was emptied or Escape cleared it. */
  reason: 'click' | 'keyboard' | 'clear';
}

export interface UseCounterpartySearchOptions {
  /** The chosen party when controlled (null: none). Leave undefined for an uncontrolled search. */
  value?: Counterparty | null | undefined;
  /** The initially chosen party when uncontrolled. Default null. */
  defaultValue?: Counterparty | null | undefined;
  /** Called when a party is chosen or cleared. Held in a latest-value ref. */
  onValueChange?: ((party: Counterparty | null, details: CounterpartyValueChangeDetails) => void) | undefined;
  /** Search brokers (the unified search's `broker` flag). Default: not sent. */
  broker?: boolean | undefined;
  /** Fewest characters that search. Default 3 (the spec's). */
  minimumLength?: number | undefined;
  /** Debounce after typing, in ms. Default 300 (the spec's). */
  debounceMs?: number | undefined;
}

export interface CounterpartySearchState {
  inputValue: string;
  /** Change the text (searching follows, debounced). Emptying the box clears the chosen party. */
  setInputValue(value: string): void;
  /** Members, then companies, each deduplicated. */
  options: readonly CounterpartyOption[];
  status: SearchStatus;
  /** The last search's failure while `status` is 'error', else undefined. */
  error: unknown;
  resultsQuery: string;
  selectedParty: Counterparty | null;
  /** Whether `party` is the chosen one by the spec's rule (user_id or client_id match). */
  isSelected(party: Counterparty): boolean;
  selectParty(party: Counterparty, reason: 'click' | 'keyboard'): void;
  clear(): void;
  restoreInput(): void;
}

/**
 * The headless counterparty search under `<CounterpartySearch>`: members and companies from
 * `client.participants.getUsersAndClientsUnified`, debounced and abortable, and the chosen party.
 */
export function useCounterpartySearch(options: UseCounterpartySearchOptions = {}): CounterpartySearchState {
  const { client } = useBondkitContext('useCounterpartySearch');
  const { value, defaultValue = null, broker, minimumLength, debounceMs } = options;
  const controlled = value !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState<Counterparty | null>(defaultValue);
  const selectedParty = controlled ? value : uncontrolledValue;
  const [inputValue, setRawInputValue] = useState(
    selectedParty === null ? '' : counterpartyName(selectedParty),
  );
  const [shownParty, setShownParty] = useState(selectedParty);
  const onValueChangeRef = useLatestRef(options.onValueChange);

  if (shownParty !== selectedParty) {
    setShownParty(selectedParty);
    setRawInputValue(selectedParty === null ? '' : counterpartyName(selectedParty));
  }

  const participants = client?.participants;
  const search = useMemo(
    () =>
      participants === undefined
        ? null
        : async (query: string, signal: AbortSignal) =>
            toCounterpartyOptions(
              await participants.getUsersAndClientsUnified(
                broker === undefined ? { search_param: query } : { search_param: query, broker },
                signal,
              ),
            ),
    [participants, broker],
  );
  const query = selectedParty !== null && inputValue === counterpartyName(selectedParty) ? '' : inputValue;
  const searchState = useDebouncedSearch({ query, search, minimumLength, debounceMs });

  const change = useCallback(
    (party: Counterparty | null, reason: CounterpartyValueChangeDetails['reason']) => {
      if (!controlled) setUncontrolledValue(party);
      onValueChangeRef.current?.(party, { reason });
    },
    [controlled, onValueChangeRef],
  );

  const clear = useCallback(() => {
    setRawInputValue('');
    if (selectedParty !== null) change(null, 'clear');
  }, [selectedParty, change]);

  return {
    inputValue,
    setInputValue(next) {
      if (next === '') clear();
      else setRawInputValue(next);
    },
    options: searchState.results,
    status: searchState.status,
    error: searchState.error,
    resultsQuery: searchState.resultsQuery,
    selectedParty,
    isSelected: (party) => selectedParty !== null && isSameCounterparty(party, selectedParty),
    selectParty(party, reason) {
      setRawInputValue(counterpartyName(party));
      change(party, reason);
    },
    clear,
    restoreInput() {
      if (selectedParty !== null) setRawInputValue(counterpartyName(selectedParty));
    },
  };
}
