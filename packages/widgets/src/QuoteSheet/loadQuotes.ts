import type { BondClient, QuoteListFilters } from '@bondkit/core';
import type { MarketQuote } from './rowFromQuote';
import type { QuoteSheetRun } from './quoteSheetRuns';

/** Page size of the paged lists: the reference server's maximum (100), as the sheet shows everything at once. */
const loadPageSize = 100;

/** The most ids one request names (the server takes 500; 100 keeps the URL short and fits one page). */
const idsPerRequest = 100;

/** The filters the server applies to the market and RFQ lists (the private runs call takes none). */
export interface ServerQuoteFilters {
  search: string | undefined;
  finstrumentIds: readonly number[] | undefined;
  preferred: boolean;
  /** Only the viewer's firm's quotes (`my_quotes`). */
  myQuotes: boolean;
  finstrumentType: NonNullable<QuoteListFilters['finstrument_type']>;
}

/** The list query of `filters`, narrowed further by `narrowing` (ids of quotes or of bonds). */
function listQuery(
  filters: ServerQuoteFilters,
  narrowing: { eoi_ids?: readonly number[]; finstrument_ids?: readonly number[] } = {},
) {
  return {
    search: filters.search,
    finstrument_ids: filters.finstrumentIds,
    preferred: filters.preferred ? true : undefined,
    my_quotes: filters.myQuotes ? true : undefined,
    finstrument_type: filters.finstrumentType,
    ...narrowing,
  };
}

/** Every page of the run's list for `query`, up to `maximumRows`. */
async function loadPages(
  client: BondClient,
  run: 'public' | 'rfq',
  query: ReturnType<typeof listQuery>,
  maximumRows: number,
  signal: AbortSignal,
): Promise<MarketQuote[]> {
  const quotes: MarketQuote[] = [];
  for (let page = 1; quotes.length < maximumRows; page += 1) {
    const parameters = { ...query, page, page_size: loadPageSize };
    const answer =
      run === 'rfq'
        ? await client.quotes.listRfqQuotes({ ...parameters, paginate: true })
        : await client.quotes.listMarketQuotes(parameters, signal);
    if (signal.aborted) break;
    quotes.push(...answer.results);
    if (answer.next === null || answer.results.length === 0) break;
  }
  return quotes.slice(0, maximumRows);
}

/** The whole run, as the sheet shows it first and after a full refresh. */
export async function loadQuotes(
  client: BondClient,
  run: QuoteSheetRun,
  filters: ServerQuoteFilters,
  maximumRows: number,
  signal: AbortSignal,
): Promise<MarketQuote[]> {
  if (run === 'private') return await client.quotes.listPrivateRuns();
  // No bonds chosen: nothing to ask for (an empty list would be sent as no filter at all).
  if (filters.finstrumentIds?.length === 0) return [];
  return loadPages(client, run, listQuery(filters), maximumRows, signal);
}

/**
 * What a partial refresh brought: the current rows of the quotes and bonds it asked for. A quote asked for
 * (by id, or through its bond) and not among `rows` is closed, expired or outside the filters now.
 */
export interface QuotePatch {
  rows: MarketQuote[];
  quoteIds: readonly number[];
  finstrumentIds: readonly number[];
}

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Refetches only some quotes (`eoi_ids`) and the quotes of some bonds, with the sheet's filters, so one changed
 * quote costs one small request instead of the whole list. Bonds outside the sheet's own bond filter are not
 * asked for.
 */
export async function loadQuotePatch(
  client: BondClient,
  run: 'public' | 'rfq',
  filters: ServerQuoteFilters,
  plan: { quoteIds: readonly number[]; finstrumentIds: readonly number[] },
  maximumRows: number,
  signal: AbortSignal,
): Promise<QuotePatch> {
  const shownBonds = filters.finstrumentIds === undefined ? undefined : new Set(filters.finstrumentIds);
  const finstrumentIds = plan.finstrumentIds.filter((id) => shownBonds === undefined || shownBonds.has(id));
  const quoteIds = filters.finstrumentIds?.length === 0 ? [] : plan.quoteIds;
  const rows: MarketQuote[] = [];
  for (const ids of chunks(quoteIds, idsPerRequest)) {
    rows.push(...(await loadPages(client, run, listQuery(filters, { eoi_ids: ids }), ids.length, signal)));
    if (signal.aborted) return { rows: [], quoteIds: [], finstrumentIds: [] };
  }
  for (const ids of chunks(finstrumentIds, idsPerRequest)) {
    rows.push(
      ...(await loadPages(client, run, listQuery(filters, { finstrument_ids: ids }), maximumRows, signal)),
    );
    if (signal.aborted) return { rows: [], quoteIds: [], finstrumentIds: [] };
  }
  return { rows, quoteIds, finstrumentIds };
}
