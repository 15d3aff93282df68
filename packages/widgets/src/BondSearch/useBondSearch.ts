import { useCallback, useMemo, useState } from 'react';
import type { Bond } from '@bondkit/core';
import { useBondkitContext } from '../provider/useBondkitContext';
import { useLatestRef } from '../provider/useLatestRef';
import { useDebouncedSearch } from '../combobox/useDebouncedSearch';
import type { SearchStatus } from '../combobox/useDebouncedSearch';
import { toBondOption } from './bondOption';
import type { BondOption } from './bondOption';

/** Why the chosen bond changed. */
export interface BondValueChangeDetails {
  /** 'click' or 'keyboard' when an option was chosen, 'clear' when the box was emptied or Escape cleared it. */
  reason: 'click' | 'keyboard' | 'clear';
}

export interface UseBondSearchOptions {
  /** The chosen bond when controlled (null: none). Leave undefined for an uncontrolled search. */
  value?: Bond | null | undefined;
  /** The initially chosen bond when uncontrolled. Default null. */
  defaultValue?: Bond | null | undefined;
  /** Called when a bond is chosen or cleared. Held in a latest-value ref: may change every render. */
  onValueChange?: ((bond: Bond | null, details: BondValueChangeDetails) => void) | undefined;
  /** How many results to ask for, 1 to 100 (the API's largest page). Default 20. */
  limit?: number | undefined;
  /** Fewest characters that search. Default 3 (the spec's). */
  minimumLength?: number | undefined;
  /** Debounce after typing, in ms. Default 300 (the spec's). */
  debounceMs?: number | undefined;
}

export interface BondSearchState {
  /** The text in the box. */
  inputValue: string;
  /** Change the text (searching follows, debounced). Emptying the box clears the chosen bond. */
  setInputValue(value: string): void;
  /** The results, labelled, in the server's order. Empty below 3 characters and after a failure. */
  options: readonly BondOption[];
  status: SearchStatus;
  /** The last search's failure while `status` is 'error', else undefined. */
  error: unknown;
  /** The query the options answer. */
  resultsQuery: string;
  /** The chosen bond, or null. */
  selectedBond: Bond | null;
  /** Choose `bond`; ignored for bonds that cannot be selected (unlisted, matured, disabled ISIN). */
  selectBond(bond: Bond, reason: 'click' | 'keyboard'): void;
  /** Clear the box and the chosen bond. */
  clear(): void;
  /** Put the chosen bond's name back in the box (after the user typed and left). */
  restoreInput(): void;
}

/**
 * The headless bond search under `<BondSearch>`: the text, the debounced, abortable search through
 * `client.market.getFinstrumentList`, the labelled options and the chosen bond (controlled or not).
 * Pair it with `useCombobox` for your own markup.
 */
export function useBondSearch(options: UseBondSearchOptions = {}): BondSearchState {
  const { client } = useBondkitContext('useBondSearch');
  const { value, defaultValue = null, limit = 20, minimumLength, debounceMs } = options;
  const controlled = value !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState<Bond | null>(defaultValue);
  const selectedBond = controlled ? value : uncontrolledValue;
  const [inputValue, setRawInputValue] = useState(selectedBond?.display_name ?? '');
  const [shownBond, setShownBond] = useState(selectedBond);
  const onValueChangeRef = useLatestRef(options.onValueChange);

  // A new value from the owner (or from a selection) puts its name in the box.
  if (shownBond !== selectedBond) {
    setShownBond(selectedBond);
    setRawInputValue(selectedBond?.display_name ?? '');
  }

  const market = client?.market;
  const search = useMemo(
    () =>
      market === undefined
        ? null
        : async (query: string, signal: AbortSignal) =>
            (await market.getFinstrumentList({ searchKey: query, limit }, signal)).finstruments,
    [market, limit],
  );
  // The chosen bond's own name in the box is not a search.
  const query = selectedBond !== null && inputValue === selectedBond.display_name ? '' : inputValue;
  const searchState = useDebouncedSearch({ query, search, minimumLength, debounceMs });
  const bondOptions = useMemo(() => searchState.results.map(toBondOption), [searchState.results]);

  const change = useCallback(
    (bond: Bond | null, reason: BondValueChangeDetails['reason']) => {
      if (!controlled) setUncontrolledValue(bond);
      onValueChangeRef.current?.(bond, { reason });
    },
    [controlled, onValueChangeRef],
  );

  const clear = useCallback(() => {
    setRawInputValue('');
    if (selectedBond !== null) change(null, 'clear');
  }, [selectedBond, change]);

  return {
    inputValue,
    setInputValue(next) {
      if (next === '') clear();
      else setRawInputValue(next);
    },
    options: bondOptions,
    status: searchState.status,
    error: searchState.error,
    resultsQuery: searchState.resultsQuery,
    selectedBond,
    selectBond(bond, reason) {
      if (!toBondOption(bond).selectable) return;
      setRawInputValue(bond.display_name);
      change(bond, reason);
    },
    clear,
    restoreInput() {
      if (selectedBond !== null) setRawInputValue(selectedBond.display_name);
    },
  };
}
