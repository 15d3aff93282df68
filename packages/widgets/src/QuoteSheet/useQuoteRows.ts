import { useCallback, useEffect, useRef, useState } from 'react';
import type { BondClient } from '@bondkit/core';
import { ApiError } from '@bondkit/core';
import { loadQuotePatch, loadQuotes } from './loadQuotes';
import type { ServerQuoteFilters } from './loadQuotes';
import { createQuoteRefreshQueue } from './quoteRefreshQueue';
import type { QuoteRefreshPlan } from './quoteRefreshQueue';
import { rowFromQuote } from './rowFromQuote';
import type { QuoteSheetRun } from './quoteSheetRuns';
import type { QuoteSheetStore } from './quoteSheetStore';

export type { ServerQuoteFilters } from './loadQuotes';

/** The data status, kept apart from the stream's connection status. */
export type QuoteRowsStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * Loads the run's quotes into the store, then keeps them current with as little traffic as the stream allows:
 * `refreshQuotes(ids)` (a `partial_refresh`) refetches only those quotes and patches their rows,
 * `refreshBonds(ids)` (a `public_runs_refresh` naming bonds) only those bonds' quotes, and `reload()` (a
 * refresh naming nothing, a reconnection) everything. Refreshes wait until `minimumReloadIntervalMs` has passed
 * since the last load and fold into one; one asked for while a load runs follows it. A busy market's stream of
 * refresh messages costs at most one small request a second. `retry()` loads everything at once.
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
  /** Called with what made a load fail (a partial refresh that fails falls back to a full one first). */
  onError?: ((error: unknown) => void) | undefined;
}) {
  const { client, run, store, enabled, maximumRows, minimumReloadIntervalMs } = options;
  // By content, not identity: a new filters object each render must not reload.
  const { search, finstrumentIds, preferred, myQuotes, finstrumentType } = options.filters;
  const idsKey = finstrumentIds?.join(',');
  const [status, setStatus] = useState<QuoteRowsStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const onErrorRef = useRef(options.onError);
  useEffect(() => {
    onErrorRef.current = options.onError;
  });
  const [queue] = useState(createQuoteRefreshQueue);
  const inFlight = useRef<AbortController | null>(null);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastLoadEnded = useRef(Number.NEGATIVE_INFINITY);
  // Rows can be patched only over a full load of the current filters; until then every refresh is a full one.
  const loaded = useRef(false);
  // A server that refuses `eoi_ids` (an older one answers 400) gets full reloads from then on.
  const patchRefused = useRef(false);

  const execute = useCallback(
    (plan: QuoteRefreshPlan) => {
      if (!enabled || client === null) return;
      const controller = new AbortController();
      inFlight.current = controller;
      const filters: ServerQuoteFilters = {
        search,
        finstrumentIds: idsKey === undefined ? undefined : idsKey === '' ? [] : idsKey.split(',').map(Number),
        preferred,
        myQuotes,
        finstrumentType,
      };
      const partial = plan.kind === 'partial' && run !== 'private' && loaded.current && !patchRefused.current;
      if (!partial) setStatus((current) => (current === 'success' ? current : 'loading'));
      const work: Promise<unknown> = partial
        ? loadQuotePatch(client, run, filters, plan, maximumRows, controller.signal).then((patch) => {
            if (controller.signal.aborted) return;
            store.mergeRows(patch.rows.map(rowFromQuote), patch, maximumRows);
          })
        : loadQuotes(client, run, filters, maximumRows, controller.signal).then((quotes) => {
            if (controller.signal.aborted) return;
            store.setRows(quotes.map(rowFromQuote));
            loaded.current = true;
            setError(null);
            setStatus('success');
          });
      work
        .catch((reason: unknown) => {
          if (controller.signal.aborted) return;
          if (partial) {
            // What the patch would have brought comes with a full reload; its failure is the one to show.
            if (ApiError.isInstance(reason) && reason.status === 400) patchRefused.current = true;
            queue.requestFull();
            return;
          }
          setError(reason);
          setStatus('error');
          onErrorRef.current?.(reason);
        })
        .finally(() => {
          if (inFlight.current !== controller) return;
          inFlight.current = null;
          lastLoadEnded.current = performance.now();
          if (!controller.signal.aborted && queue.hasPending()) scheduleRef.current();
        });
    },
    [client, run, store, queue, enabled, maximumRows, search, idsKey, preferred, myQuotes, finstrumentType],
  );

  /** Runs what waits in the queue once the interval since the last load has passed. */
  const schedule = useCallback(() => {
    // A refresh already waiting or a load running will take what was queued.
    if (waitTimer.current !== null || inFlight.current !== null) return;
    // Always through a timer: the messages of one stream frame (a quote change is announced twice) queue
    // before it fires and cost one request.
    const wait = Math.max(0, lastLoadEnded.current + minimumReloadIntervalMs - performance.now());
    waitTimer.current = setTimeout(() => {
      waitTimer.current = null;
      // A retry started meanwhile: its end schedules what waits.
      if (inFlight.current !== null) return;
      const plan = queue.take();
      if (plan !== null) execute(plan);
    }, wait);
  }, [execute, queue, minimumReloadIntervalMs]);
  // `execute` ends by calling the current `schedule`, which depends on `execute`: a ref breaks the cycle.
  const scheduleRef = useRef(schedule);
  useEffect(() => {
    scheduleRef.current = schedule;
  }, [schedule]);

  const reload = useCallback(() => {
    queue.requestFull();
    schedule();
  }, [queue, schedule]);
  const refreshQuotes = useCallback(
    (quoteIds: readonly number[], quoteFinstrumentIds?: readonly number[]) => {
      queue.addQuotes(quoteIds, quoteFinstrumentIds);
      schedule();
    },
    [queue, schedule],
  );
  const refreshBonds = useCallback(
    (bondIds: readonly number[]) => {
      queue.addBonds(bondIds);
      schedule();
    },
    [queue, schedule],
  );
  const retry = useCallback(() => {
    if (inFlight.current !== null) {
      queue.requestFull();
      return;
    }
    queue.take();
    execute({ kind: 'full' });
  }, [execute, queue]);

  useEffect(() => {
    loaded.current = false;
    queue.take();
    execute({ kind: 'full' });
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
      queue.take();
      if (waitTimer.current !== null) clearTimeout(waitTimer.current);
      waitTimer.current = null;
    };
  }, [execute, queue]);

  return { status, error, reload, refreshQuotes, refreshBonds, retry };
}
