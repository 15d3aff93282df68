import { useCallback, useEffect, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import type { QuoteSheetRow } from './quoteSheetRow';

/**
 * What a key asks of the focused row: 'hit' a bid (sell to it), 'lift' an ask (buy from it), 'counter' with
 * another price, or 'open' it (Enter: the host shows its actions, anchored to the row).
 */
export type QuoteSheetRowAction = 'hit' | 'lift' | 'counter' | 'open';

export interface QuoteSheetRowActionDetails {
  reason: 'keyboard' | 'click';
  /** The row's element, to anchor a form or a confirmation to (null when the row is scrolled out). */
  element: HTMLElement | null;
}

/** The sheet's keys, as the `?` help lists them. */
export const quoteSheetShortcuts: readonly { keys: string; action: string }[] = [
  { keys: '↑ ↓', action: 'Move between rows' },
  { keys: 'Home End', action: 'First or last row' },
  { keys: 'H', action: 'Hit the bid of the row' },
  { keys: 'L', action: 'Lift the ask of the row' },
  { keys: 'C', action: 'Counter the row with your price' },
  { keys: 'Enter', action: "Open the row's actions" },
];

interface Options {
  rows: readonly { row: QuoteSheetRow }[];
  onRowAction:
    | ((row: QuoteSheetRow, action: QuoteSheetRowAction, details: QuoteSheetRowActionDetails) => void)
    | undefined;
  /** Scrolls the row at this index into view. */
  scrollToIndex: (index: number) => void;
  /** The row element of a quote id, when rendered. */
  rowElement: (id: number) => HTMLElement | null;
  /** The first and last rows rendered ('start:end'): a row scrolled into view is focused once it renders. */
  renderedRange: string;
}

/** Keys typed into a field are text, not shortcuts; a modifier key makes them the browser's. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return (
    event.altKey ||
    event.ctrlKey ||
    event.metaKey ||
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
  );
}

/**
 * The sheet's keyboard (headless): one row is active, and moving it moves focus to it (a roving focus: rows
 * take `tabIndex={-1}`, the table stays the one tab stop); arrows move it, H / L / C / Enter ask the host to
 * hit, lift, counter or open it; keys bubble from the focused row to the table's handler. H on an ask or L on a bid
 * does nothing: the key names the side the user means, so a wrong-side key never trades.
 */
export function useQuoteSheetKeyboard({
  rows,
  onRowAction,
  scrollToIndex,
  rowElement,
  renderedRange,
}: Options) {
  const [activeId, setActiveId] = useState<number | null>(null);
  // Set by a move: the row takes focus once it is rendered (a virtual row scrolled into view mounts later).
  const [focusPending, setFocusPending] = useState(false);
  const index = activeId === null ? -1 : rows.findIndex((state) => state.row.id === activeId);

  useEffect(() => {
    if (!focusPending || activeId === null) return;
    const element = rowElement(activeId);
    if (element === null) return;
    element.focus({ preventScroll: true });
    setFocusPending(false);
  }, [focusPending, activeId, rowElement, renderedRange]);

  const move = useCallback(
    (next: number) => {
      if (rows.length === 0) return;
      const bounded = Math.max(0, Math.min(rows.length - 1, next));
      setActiveId(rows[bounded]!.row.id);
      setFocusPending(true);
      scrollToIndex(bounded);
    },
    [rows, scrollToIndex],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (isTyping(event) || rows.length === 0) return;
      // Keys on a row's own button (Enter on Quote) are the button's.
      const onControl = (event.target as HTMLElement).closest('button, a, [role="button"]') !== null;
      if (onControl && (event.key === 'Enter' || event.key === ' ')) return;
      const current = index < 0 ? 0 : index;
      const page = 10;
      const moves: Record<string, number> = {
        ArrowDown: index < 0 ? 0 : current + 1,
        ArrowUp: index < 0 ? 0 : current - 1,
        Home: 0,
        End: rows.length - 1,
        PageDown: current + page,
        PageUp: current - page,
      };
      const target = moves[event.key];
      if (target !== undefined) {
        event.preventDefault();
        move(target);
        return;
      }
      const row = rows[current]?.row;
      if (row === undefined || onRowAction === undefined) return;
      const key = event.key.toLowerCase();
      const action: QuoteSheetRowAction | null =
        key === 'h' && row.side === 'BID'
          ? 'hit'
          : key === 'l' && row.side === 'ASK'
            ? 'lift'
            : key === 'c'
              ? 'counter'
              : event.key === 'Enter'
                ? 'open'
                : null;
      if (action === null) return;
      event.preventDefault();
      if (index < 0) setActiveId(row.id);
      onRowAction(row, action, { reason: 'keyboard', element: rowElement(row.id) });
    },
    [index, move, onRowAction, rowElement, rows],
  );

  /**
   * Focus lands on the table (tabbing in, or a host sending it there): it passes to the active row, the first
   * one when none is, so the next key has a row to act on.
   */
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || rows.length === 0) return;
      if (index < 0) setActiveId(rows[0]!.row.id);
      setFocusPending(true);
    },
    [index, rows],
  );

  return { activeId: index < 0 ? null : activeId, onKeyDown, onFocus };
}
