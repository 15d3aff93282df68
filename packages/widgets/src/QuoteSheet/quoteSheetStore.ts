import { rowFilter } from './filterRows';
import type { QuoteSheetFilters } from './filterRows';
import { liveFields } from './quoteSheetRow';
import type { LiveField, QuoteSheetPatch, QuoteSheetRow } from './quoteSheetRow';
import { sortRows } from './sortRows';
import type { QuoteSheetSort } from './sortRows';

/** A cell that changed: which way, a sequence number that restarts its animation, and when. */
interface CellFlash {
  direction: 'up' | 'down';
  sequence: number;
  /** `now()` at the change, so a row scrolled into view later does not flash for an old change. */
  at: number;
}

/** A row with the flashes of its changed cells. A new object whenever the row changes (memo-friendly). */
export interface QuoteSheetRowState {
  row: QuoteSheetRow;
  flashes: Partial<Record<LiveField, CellFlash>>;
}

/** Restarts flash animations: a new number remounts the cell's content. Module-wide so keys never repeat. */
let sequence = 0;

/**
 * `state` with `patch` applied (the patch's values always win), flashing each patched live field whose value
 * differs from `compareWith`: what was on screen before this frame (default: the state's own row). With
 * `wholeRow` every live field is compared, for a row replaced by a refetch. Returns `state` itself when
 * nothing changed.
 */
function patchedState(
  state: QuoteSheetRowState,
  patch: QuoteSheetPatch,
  at: number,
  compareWith: QuoteSheetRow = state.row,
  wholeRow = false,
): QuoteSheetRowState {
  const row: QuoteSheetRow = { ...state.row };
  const flashes = { ...state.flashes };
  let different = wholeRow;
  for (const field of liveFields) {
    const next = patch[field];
    if (next !== undefined && next !== row[field]) {
      (row as Record<LiveField, number | null>)[field] = next;
      different = true;
    }
    if (!wholeRow && next === undefined) continue;
    const previous = compareWith[field];
    const shown = row[field];
    if (shown === previous) continue;
    sequence += 1;
    flashes[field] = {
      direction: previous !== null && shown !== null && shown < previous ? 'down' : 'up',
      sequence,
      at,
    };
    different = true;
  }
  if (patch.updatedAt !== undefined && patch.updatedAt !== row.updatedAt) {
    row.updatedAt = patch.updatedAt;
    different = true;
  }
  return different ? { row, flashes } : state;
}

/**
 * The state of a row fetched again, given its state before (if the sheet held it): it keeps its market level
 * when the list does not carry one, and its changed cells flash, as a price update's would. The same state
 * when nothing changed.
 */
function refetchedState(
  row: QuoteSheetRow,
  before: QuoteSheetRowState | undefined,
  at: number,
): QuoteSheetRowState {
  if (before === undefined) return { row, flashes: {} };
  const withLevel =
    row.marketYield === null
      ? { ...row, marketYield: before.row.marketYield, marketPrice: before.row.marketPrice }
      : row;
  const next = patchedState(
    { row: withLevel, flashes: before.flashes },
    { id: row.id },
    at,
    before.row,
    true,
  );
  return rowsEqual(next.row, before.row) ? before : next;
}

/** Whether two rows show the same (shallow: a row's fields are strings, numbers, booleans and null). */
function rowsEqual(first: QuoteSheetRow, second: QuoteSheetRow): boolean {
  const keys = Object.keys(first) as (keyof QuoteSheetRow)[];
  return (
    keys.length === Object.keys(second).length && keys.every((key) => Object.is(first[key], second[key]))
  );
}

/**
 * The quote sheet's rows outside React: all rows by id, and the visible ones filtered and sorted. Price
 * updates patch rows in place of their old state (O(1) each through an id index), so a frame's worth of
 * updates costs one array copy and a re-render of the visible rows that changed, not a re-sort of 10,000.
 *
 * Live updates do not re-sort: a row jumping away under a dealer's pointer as its yield ticks causes
 * mis-clicks. The order is recomputed when the rows, the filters or the sort change.
 */
export function createQuoteSheetStore(now: () => number = () => performance.now()) {
  const states = new Map<number, QuoteSheetRowState>();
  const byFinstrument = new Map<number, number[]>();
  let visible: readonly QuoteSheetRowState[] = [];
  const visibleIndex = new Map<number, number>();
  let filters: QuoteSheetFilters = {};
  let sort: QuoteSheetSort | null = null;
  const listeners = new Set<() => void>();

  const notify = (): void => {
    for (const listener of listeners) listener();
  };

  /** The bond index, rebuilt after the rows change. */
  const indexBonds = (): void => {
    byFinstrument.clear();
    for (const { row } of states.values()) {
      const siblings = byFinstrument.get(row.finstrumentId);
      if (siblings === undefined) byFinstrument.set(row.finstrumentId, [row.id]);
      else siblings.push(row.id);
    }
  };

  const recompute = (): void => {
    const rows = sortRows([...states.values()].map((state) => state.row).filter(rowFilter(filters)), sort);
    visible = rows.map((row) => states.get(row.id) as QuoteSheetRowState);
    visibleIndex.clear();
    visible.forEach((state, index) => visibleIndex.set(state.row.id, index));
    notify();
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The visible rows; the same array until something changes. */
    getSnapshot(): readonly QuoteSheetRowState[] {
      return visible;
    },
    /** How many rows the sheet holds, visible or not. */
    totalRows(): number {
      return states.size;
    },
    /** Every row, visible or not, by id. */
    getRow(id: number): QuoteSheetRow | undefined {
      return states.get(id)?.row;
    },
    /**
     * Replaces all rows (a load or a refetch). A row that was there before keeps its market level when the
     * list does not carry one, and its changed cells flash, as a price update's would.
     */
    setRows(rows: readonly QuoteSheetRow[]): void {
      const at = now();
      const previous = new Map(states);
      states.clear();
      for (const row of rows) states.set(row.id, refetchedState(row, previous.get(row.id), at));
      indexBonds();
      recompute();
    },
    /**
     * Patches the rows a partial refresh fetched: `rows` replace the rows they name (which keep their place
     * and flash what changed) or come in first (the server lists the newest change first), while at most
     * `maximumRows` are held; a row the refresh asked for (by quote id, or through its bond) that is not
     * among `rows` is gone (closed, expired or filtered out). Returns how many rows were added, replaced or
     * removed.
     */
    mergeRows(
      rows: readonly QuoteSheetRow[],
      asked: { quoteIds: readonly number[]; finstrumentIds: readonly number[] },
      maximumRows: number = Number.POSITIVE_INFINITY,
    ): number {
      const at = now();
      const fetched = new Map(rows.map((row) => [row.id, row]));
      const askedQuotes = new Set(asked.quoteIds);
      const askedBonds = new Set(asked.finstrumentIds);
      let changes = 0;
      const kept = new Map<number, QuoteSheetRowState>();
      for (const [id, state] of states) {
        const row = fetched.get(id);
        if (row !== undefined) {
          const next = refetchedState(row, state, at);
          if (next !== state) changes += 1;
          kept.set(id, next);
        } else if (askedQuotes.has(id) || askedBonds.has(state.row.finstrumentId)) {
          changes += 1;
        } else {
          kept.set(id, state);
        }
      }
      const added = [...fetched.values()]
        .filter((row) => !kept.has(row.id))
        .slice(0, Math.max(0, maximumRows - kept.size));
      if (changes === 0 && added.length === 0) return 0;
      states.clear();
      for (const row of added) states.set(row.id, { row, flashes: {} });
      for (const [id, state] of kept) states.set(id, state);
      indexBonds();
      recompute();
      return changes + added.length;
    },
    /** Changes the filters and sort; rows stay. */
    setView(nextFilters: QuoteSheetFilters, nextSort: QuoteSheetSort | null): void {
      filters = nextFilters;
      sort = nextSort;
      recompute();
    },
    /**
     * Applies patches in order (a later patch of the same field wins) and notifies once. A patch by
     * `finstrumentId` changes every row of that bond; patches for rows the sheet does not hold are ignored.
     * Returns how many rows changed.
     */
    applyPatches(patches: readonly QuoteSheetPatch[]): number {
      const at = now();
      const changed = new Map<number, QuoteSheetRowState>();
      for (const patch of patches) {
        const ids = 'id' in patch ? [patch.id] : (byFinstrument.get(patch.finstrumentId) ?? []);
        for (const id of ids) {
          const original = states.get(id);
          if (original === undefined) continue;
          // A cell's direction is against what was on screen before this frame, not an update within it.
          const base = changed.get(id) ?? original;
          const next = patchedState(base, patch, at, original.row);
          if (next !== base) changed.set(id, next);
        }
      }
      if (changed.size === 0) return 0;
      const nextVisible = visible.slice();
      for (const [id, state] of changed) {
        states.set(id, state);
        const index = visibleIndex.get(id);
        if (index !== undefined) nextVisible[index] = state;
      }
      visible = nextVisible;
      notify();
      return changed.size;
    },
  };
}

export type QuoteSheetStore = ReturnType<typeof createQuoteSheetStore>;
