import { useCallback, useEffect, useRef, useState } from 'react';
import type { BondClient, MarketListBond } from '@bondkit/core';

export type BondListStatus = 'loading' | 'ready' | 'error';

/** Page size of the market list (platform-shell section 9). */
const bondListPageSize = 20;

/**
 * The filtered bond list with market prices (`POST api/client-finstrument-list/`, a cursor list): reloads from the start when
 * the filters change, appends the next page on `loadMore`. A late answer for old filters is dropped.
 */
export function useBondList(client: BondClient, categoryValues: Record<string, string[]>) {
  const [bonds, setBonds] = useState<readonly MarketListBond[]>([]);
  const [status, setStatus] = useState<BondListStatus>('loading');
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const generation = useRef(0);
  const filterKey = JSON.stringify(categoryValues);

  const load = useCallback(
    async (from: string | null, append: boolean) => {
      const mine = ++generation.current;
      setStatus('loading');
      try {
        const filters = JSON.parse(filterKey) as Record<string, string[]>;
        const page = await client.market.getClientFinstrumentList({
          pagination_params: { cursor: from, limit: bondListPageSize },
          ...(Object.keys(filters).length > 0 ? { category_values: filters } : {}),
        });
        if (mine !== generation.current) return;
        setBonds((current) => (append ? [...current, ...page.results] : page.results));
        setCursor(page.pagination_response.next_cursor);
        setHasMore(page.pagination_response.has_more);
        setStatus('ready');
      } catch {
        if (mine === generation.current) setStatus('error');
      }
    },
    [client, filterKey],
  );

  useEffect(() => {
    void load(null, false);
  }, [load]);

  return {
    bonds,
    status,
    hasMore,
    loadMore: () => void load(cursor, true),
    retry: () => void load(null, false),
  };
}
