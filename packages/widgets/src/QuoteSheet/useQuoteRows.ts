import { useCallback, useEffect, useRef, useState } from 'react';
import type { BondClient } from '@bondkit/core';
import { rowFromQuote } from './rowFromQuote';
import type { MarketQuote } from './rowFromQuote';
import type { QuoteSheetRun } from './quoteSheetRuns';
import type { QuoteSheetStore } from './quoteSheetStore';

/** The data status, kept apart from the stream's connection status. */
export type QuoteRowsStatus = 'idle' | 'loading' | 'success' | 'error';

/** Page size of the paged lists: the reference server's maximum (100), as the sheet shows everything at once. */
const loadPageSize = 100;

/** The filters the server applies to the market and RFQ lists (the private runs call takes none). */
export interface ServerQuoteFilters {
  search: string | undefined;
  finstrumentIds: readonly number[] | undefined;
  preferred: boolean;
  /** Only the viewer's firm's quotes (`my_quotes`). */
  myQuotes: boolean;
  finstrumentType: string;
}

async function loadQuotes(
  client: BondClient,
  run: QuoteSheetRun,
  filters: ServerQuoteFilters,
  maximumRows: number,
  signal: AbortSignal,
): Promise<MarketQuote[]> {
  if (run === 'private') return (await client.quotes.listPrivateRuns()) as MarketQuote[];
  // No bonds chosen: nothing to ask for (an empty list would be sent as no filter at all).
  if (filters.finstrumentIds?.length === 0) return [];
  const quotes: MarketQuote[] = [];
  for (let page = 1; quotes.length < maximumRows; page += 1) {
    const parameters = {
      page,
      page_size: loadPageSize,
      search: filters.search,
      finstrument_ids: filters.finstrumentIds,
      preferred: filters.preferred ? true : undefined,
      my_quotes: filters.myQuotes ? true : undefined,
      finstrument_type: filters.finstrumentType,
    };
    const answer =
      run === 'rfq'
        ? await client.quotes.listRfqQuotes({ ...parameters, paginate: true })
        : await client.quotes.listMarketQuotes(parameters, signal);
    if (signal.aborted) break;
    quotes.push(...(answer.results as MarketQuote[]));
    if (answer.next === null || answer.results.length === 0) break;
  }
  return quotes.slice(0, maximumRows);
}

/**
 * Loads the run's quotes into the store. `reload()` (for refresh messages) waits until
 * `minimumReloadIntervalMs` has passed since the last load, and every reload asked for meanwhile folds into
 * that one; one asked for while a load runs follows it. A busy market's stream of refresh messages costs one
 * reload a second, not one per message. `retry()` loads at once.
 */
export function useQuoteRows(options: {
  client: BondClient | null;
  run: QuoteSheetRun;
  /** What the server filters by; a change reloads. */
  filters: ServerQuoteFilters;
  store: QuoteSheetStore;
  /** False when the sheet's rows come from the `rows` prop or the user has no trade access. */
  enabled: boolean;
  maximumRows: number;
  minimumReloadIntervalMs: number;
}) {
  const { client, run, store, enabled, maximumRows, minimumReloadIntervalMs } = options;
  // By content, not identity: a new filters object each render must not reload.
  const { search, finstrumentIds, preferred, myQuotes, finstrumentType } = options.filters;
  const idsKey = finstrumentIds?.join(',');
  const [status, setStatus] = useState<QuoteRowsStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef<AbortController | null>(null);
  const reloadAfter = useRef(false);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastLoadEnded = useRef(Number.NEGATIVE_INFINITY);

  const load = useCallback(() => {
    if (!enabled || client === null) return;
    if (inFlight.current !== null) {
      reloadAfter.current = true;
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus((current) => (current === 'success' ? current : 'loading'));
    const filters: ServerQuoteFilters = {
      search,
      finstrumentIds: idsKey === undefined ? undefined : idsKey === '' ? [] : idsKey.split(',').map(Number),
      preferred,
      myQuotes,
      finstrumentType,
    };
    loadQuotes(client, run, filters, maximumRows, controller.signal)
      .then(
        (quotes) => {
          if (controller.signal.aborted) return;
          store.setRows(quotes.map(rowFromQuote));
          setError(null);
          setStatus('success');
        },
        (reason: unknown) => {
          if (controller.signal.aborted) return;
          setError(reason);
          setStatus('error');
        },
      )
      .finally(() => {
        if (inFlight.current !== controller) return;
        inFlight.current = null;
        lastLoadEnded.current = performance.now();
        if (reloadAfter.current && !controller.signal.aborted) {
          reloadAfter.current = false;
          reloadRef.current();
        }
      });
  }, [client, run, store, enabled, maximumRows, search, idsKey, preferred, myQuotes, finstrumentType]);

  const reload = useCallback(() => {
    // A reload already waiting will fetch what this one would.
    if (waitTimer.current !== null) return;
    if (inFlight.current !== null) {
      reloadAfter.current = true;
      return;
    }
    const wait = lastLoadEnded.current + minimumReloadIntervalMs - performance.now();
    if (wait <= 0) {
      load();
      return;
    }
    waitTimer.current = setTimeout(() => {
      waitTimer.current = null;
      load();
    }, wait);
  }, [load, minimumReloadIntervalMs]);
  // `load` ends by calling the current `reload`, which depends on `load`: a ref breaks the cycle.
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  useEffect(() => {
    load();
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
      reloadAfter.current = false;
      if (waitTimer.current !== null) clearTimeout(waitTimer.current);
      waitTimer.current = null;
    };
  }, [load]);

  return { status, error, reload, retry: load };
}
