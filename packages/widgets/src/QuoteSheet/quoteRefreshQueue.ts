/**
 * What the next refresh of a quote sheet fetches: everything, or only some quotes and some bonds' quotes.
 * `quoteIds` are the rows a `partial_refresh` named; `finstrumentIds` are bonds a `public_runs_refresh` named
 * that no `partial_refresh` covered (their quotes are refetched as a whole).
 */
export type QuoteRefreshPlan =
  { kind: 'full' } | { kind: 'partial'; quoteIds: readonly number[]; finstrumentIds: readonly number[] };

/**
 * Gathers the stream's refresh messages between two loads into one plan. The server announces one quote
 * change twice, as a `public_runs_refresh` naming the bond and a `partial_refresh` naming the quote (and the
 * bond): the bond is then covered by the quote's refetch and is not refetched as a whole. A full refresh
 * asked for swallows everything else.
 */
export function createQuoteRefreshQueue() {
  let full = false;
  const quoteIds = new Set<number>();
  const bondIds = new Set<number>();
  const coveredBondIds = new Set<number>();

  const clear = (): void => {
    full = false;
    quoteIds.clear();
    bondIds.clear();
    coveredBondIds.clear();
  };

  return {
    /** Everything is refetched (a refresh without ids, a reconnection, a load that could not patch). */
    requestFull(): void {
      full = true;
    },
    /** These quotes changed; `finstrumentIds` are their bonds, when the message names them. */
    addQuotes(ids: readonly number[], finstrumentIds: readonly number[] = []): void {
      for (const id of ids) quoteIds.add(id);
      for (const id of finstrumentIds) coveredBondIds.add(id);
    },
    /** Quotes of these bonds changed, which ones unsaid. */
    addBonds(finstrumentIds: readonly number[]): void {
      for (const id of finstrumentIds) bondIds.add(id);
    },
    /** Whether anything waits. */
    hasPending(): boolean {
      return full || quoteIds.size > 0 || [...bondIds].some((id) => !coveredBondIds.has(id));
    },
    /** The plan for what waits, emptying the queue; null when nothing does. */
    take(): QuoteRefreshPlan | null {
      if (full) {
        clear();
        return { kind: 'full' };
      }
      const plan: QuoteRefreshPlan = {
        kind: 'partial',
        quoteIds: [...quoteIds],
        finstrumentIds: [...bondIds].filter((id) => !coveredBondIds.has(id)),
      };
      clear();
      return plan.quoteIds.length === 0 && plan.finstrumentIds.length === 0 ? null : plan;
    },
  };
}
