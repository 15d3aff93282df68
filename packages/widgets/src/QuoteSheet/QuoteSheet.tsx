import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { CSSProperties } from 'react';
import { genericErrorMessage } from '@bondkit/core';
import { hasTradeAccess as userHasTradeAccess } from '@bondkit/core/access';
import type {
  PartialRefreshMessage,
  PriceUpdateMessage,
  PublicRunsRefreshMessage,
} from '@bondkit/core/stream';
import { yieldFractionToPercent } from '@bondkit/core/pricing';
import { Spinner } from '../primitives/Spinner/Spinner';
import { ToggleGroup } from '../primitives/ToggleGroup/ToggleGroup';
import { withFailureHint } from '../provider/failureHint';
import { useLatestRef } from '../provider/useLatestRef';
import { useSession } from '../provider/useSession';
import { useTradeStream } from '../provider/useTradeStream';
import { useWidgetRoot } from '../provider/useWidgetRoot';
import type { Appearance } from '../theme/appearance';
import { quoteSheetColumns, quoteSheetDefaultColumns } from './columns';
import { animationFrameScheduler, createFrameBatcher } from './frameBatcher';
import type { FrameScheduler } from './frameBatcher';
import { quoteSheetFinstrumentType } from './filterRows';
import type { QuoteSheetFilters } from './filterRows';
import type { QuoteSheetPatch, QuoteSheetRow } from './quoteSheetRow';
import type { QuoteSheetRenderRow } from './QuoteSheetRowView';
import { quoteSheetEmptyStates } from './quoteSheetRuns';
import type { QuoteSheetRun } from './quoteSheetRuns';
import { createQuoteSheetStore } from './quoteSheetStore';
import { QuoteSheetStatus } from './QuoteSheetStatus';
import { QuoteSheetTable } from './QuoteSheetTable';
import { quoteSheetViewOptions } from './quoteSheetView';
import type { QuoteSheetView, QuoteSheetViewChangeDetails } from './quoteSheetView';
import type { QuoteSheetSort, QuoteSheetSortKey } from './sortRows';
import { useQuoteRows } from './useQuoteRows';
import type { QuoteSheetRowAction, QuoteSheetRowActionDetails } from './useQuoteSheetKeyboard';

// The consolidated view (one row per bond) loads when it is first shown (issue 35): the default view is the
// quotes, and the toggle is off unless asked for, so most sheets never download it.
const QuoteSheetConsolidated = lazy(async () => ({
  default: (await import('./QuoteSheetConsolidated')).QuoteSheetConsolidated,
}));

/** Shown instead of the sheet to a user without trade access. */
export const defaultTradeRestrictionText =
  'Market quotes are available to dealers with trade access, during market hours. Contact your administrator to request trade access.';

/** Shown instead of the sheet while nobody is signed in: not the trade-access text, which would mislead. */
export const defaultSignedOutText = 'Sign in to see market quotes.';

/** Shown when rows exist but the filters hide them all. */
const noMatchesText = 'No quotes match these filters.';

/** What the generic error says (spec section 8). */

export interface QuoteSheetProps {
  /** Which quotes: 'public' (the market list), 'private' (quotes from chats) or 'rfq'. Default 'public'. */
  run?: QuoteSheetRun | undefined;
  /**
   * Keyword, finstrument ids, the preferred flag and "my quotes"; the finstrument type is always Bond. The market and RFQ
   * lists are filtered by the server (a change reloads); `rows` and private runs are filtered in the page.
   * Default: none.
   */
  filters?: QuoteSheetFilters | undefined;
  /**
   * The rows to show, when the partner loads them: the sheet then fetches nothing but still applies live
   * price updates. Default: the sheet loads the run through the client.
   */
  rows?: readonly QuoteSheetRow[] | undefined;
  /** The sort when controlled. */
  sort?: QuoteSheetSort | null | undefined;
  /** The initial sort when uncontrolled. Default: none (the server's order). */
  defaultSort?: QuoteSheetSort | null | undefined;
  /** Called when the user sorts by a column header. */
  onSortChange?: ((sort: QuoteSheetSort, details: { reason: 'click' }) => void) | undefined;
  /**
   * The view when controlled: 'quotes' (one row per quote) or 'consolidated' (one row per bond: best bid, best
   * ask, spread, depth, last update, with a drill-down to the bond's quotes).
   */
  view?: QuoteSheetView | undefined;
  /** The initial view when uncontrolled. Default 'quotes'. */
  defaultView?: QuoteSheetView | undefined;
  /** Called when the user switches the view in the sheet's toggle. */
  onViewChange?: ((view: QuoteSheetView, details: QuoteSheetViewChangeDetails) => void) | undefined;
  /** Shows the view toggle (Quotes / By bond) above the table. Default false. */
  showViewToggle?: boolean | undefined;
  /** Adds a 'Quote' action to every row; called with the row to quote against. Default: no action. */
  onQuote?: ((row: QuoteSheetRow) => void) | undefined;
  /**
   * Called when the user acts on a row: by key on the focused sheet (H hit a bid, L lift an ask, C counter,
   * Enter open; arrows move between rows) or by the row's Quote button ('open'), with the row's element to
   * anchor a form to. Given, it replaces `onQuote` for the button. Default: none (the keys only move).
   */
  onRowAction?:
    | ((row: QuoteSheetRow, action: QuoteSheetRowAction, details: QuoteSheetRowActionDetails) => void)
    | undefined;
  /** Replaces each row's cells (the sheet keeps the row element, its position and ARIA). Default: the columns. */
  renderRow?: QuoteSheetRenderRow | undefined;
  /**
   * The columns to show, by key, in this order (a narrow pane shows the prices, not the ISIN). Unknown keys
   * are ignored. Default: `quoteSheetDefaultColumns` (every column of `quoteSheetColumns` but the narrow pane's
   * Side, Yield and Price), in its order.
   */
  columns?: readonly QuoteSheetSortKey[] | undefined;
  /**
   * Whether the user may see market quotes. Default: from the session (the dealer role); without it the
   * sheet shows `tradeRestrictionText` and loads nothing.
   */
  hasTradeAccess?: boolean | undefined;
  /** The trade-timing restriction text. Default: `defaultTradeRestrictionText`. */
  tradeRestrictionText?: string | undefined;
  /**
   * Shown while the session says nobody is signed in (and `hasTradeAccess` is not given). Default:
   * `defaultSignedOutText`.
   */
  signedOutText?: string | undefined;
  /**
   * Called with what made loading the quotes fail; the sheet shows the failure with a Retry button (in
   * development naming the likely cause: CORS or a missing sign-in). Default: none.
   */
  onError?: ((error: unknown) => void) | undefined;
  /** The table's accessible name. Default: the run's pane name ('Public Runs'). */
  label?: string | undefined;
  /** Height of the scrolling table, in px. Default 480. */
  height?: number | undefined;
  /** Height of a row, in px. Default 36. */
  rowHeight?: number | undefined;
  /** How long a changed cell flashes, in ms (the CSS animation lasts 1 s). Default 1000. */
  flashDurationMs?: number | undefined;
  /** Most rows loaded through the client (pages of 100). Default 2000. */
  maximumRows?: number | undefined;
  /**
   * The least time between two reloads that refresh messages ask for, in ms; the ones in between fold into
   * one. Default 1000.
   */
  minimumReloadIntervalMs?: number | undefined;
  /** When coalesced live updates are applied. Default: once per animation frame. Tests inject their own. */
  scheduleFrame?: FrameScheduler | undefined;
  /** Theme over the provider's. Default: the provider's. */
  appearance?: Appearance | undefined;
  /** Class on the root element. */
  className?: string | undefined;
  /** Style on the root element. */
  style?: CSSProperties | undefined;
}

const now = () => performance.now();

/**
 * The market quote table. Loads the run through the provider's client, applies the trade stream's price
 * updates once per animation frame, flashes what changed, and virtualises its rows.
 */
export function QuoteSheet({
  run = 'public',
  filters,
  rows,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  view: controlledView,
  defaultView = 'quotes',
  onViewChange,
  showViewToggle = false,
  onQuote,
  onRowAction,
  renderRow,
  columns: columnKeys,
  hasTradeAccess,
  tradeRestrictionText = defaultTradeRestrictionText,
  signedOutText = defaultSignedOutText,
  onError,
  label,
  height = 480,
  rowHeight = 36,
  flashDurationMs = 1000,
  maximumRows = 2_000,
  minimumReloadIntervalMs = 1000,
  scheduleFrame = animationFrameScheduler,
  appearance,
  className,
  style,
}: QuoteSheetProps) {
  const columnsKey = columnKeys?.join(',');
  const shownColumns = useMemo(
    () =>
      columnsKey === undefined
        ? quoteSheetDefaultColumns
        : columnsKey.split(',').flatMap((key) => quoteSheetColumns.filter((column) => column.key === key)),
    [columnsKey],
  );
  const { context, rootProps } = useWidgetRoot('QuoteSheet', 'bk-quote-sheet', {
    appearance,
    className,
    style,
  });
  const session = useSession();
  const [store] = useState(() => createQuoteSheetStore(now));
  const [uncontrolledSort, setUncontrolledSort] = useState<QuoteSheetSort | null>(defaultSort);
  const sort = controlledSort === undefined ? uncontrolledSort : controlledSort;
  const onSortChangeRef = useLatestRef(onSortChange);
  const [uncontrolledView, setUncontrolledView] = useState<QuoteSheetView>(defaultView);
  const view = controlledView ?? uncontrolledView;
  const onViewChangeRef = useLatestRef(onViewChange);

  const access =
    hasTradeAccess ??
    (session.status === 'authenticated'
      ? userHasTradeAccess(session.data)
      : session.status === 'unauthenticated'
        ? false
        : undefined);
  // The market and RFQ lists are filtered by the server; rows given by the partner and private runs (whose
  // call takes no filters) are filtered here.
  const keyword = filters?.keyword?.trim() ?? '';
  const ids = filters?.finstrumentIds?.join(',');
  const preferred = filters?.preferred === true;
  const myQuotes = filters?.myQuotes === true;
  const serverFiltered = rows === undefined && run !== 'private';
  const signedOut = hasTradeAccess === undefined && session.status === 'unauthenticated';
  const { status, error, reload, refreshQuotes, refreshBonds, retry } = useQuoteRows({
    client: context.client,
    run,
    filters: {
      search: keyword === '' ? undefined : keyword,
      finstrumentIds: filters?.finstrumentIds,
      preferred,
      myQuotes,
      finstrumentType: quoteSheetFinstrumentType,
    },
    store,
    enabled: rows === undefined && access === true,
    maximumRows,
    minimumReloadIntervalMs,
    onError,
  });

  useLayoutEffect(() => {
    if (rows !== undefined) store.setRows(rows);
  }, [rows, store]);

  // Filters by content, not identity: a new `finstrumentIds` array each render must not re-filter 10,000 rows.
  useLayoutEffect(() => {
    if (serverFiltered) {
      store.setView({}, sort);
      return;
    }
    const finstrumentIds = ids === undefined ? undefined : ids === '' ? [] : ids.split(',').map(Number);
    store.setView({ keyword, finstrumentIds, preferred, myQuotes }, sort);
  }, [serverFiltered, keyword, ids, preferred, myQuotes, sort, store]);

  const batcher = useMemo(
    () => createFrameBatcher<QuoteSheetPatch>((patches) => store.applyPatches(patches), scheduleFrame),
    [store, scheduleFrame],
  );
  useEffect(() => () => batcher.dispose(), [batcher]);

  useTradeStream<PriceUpdateMessage>('price_update', (message) => {
    batcher.push({
      finstrumentId: message.finstrument_id,
      marketYield: yieldFractionToPercent(message.bond_yield),
      marketPrice: message.unit_clean_price,
    });
  });
  // What changed is refetched, not the whole list: a quote change arrives as a `partial_refresh` naming the
  // quote (and as a `public_runs_refresh` naming its bond, which the quote's refetch covers); a refresh that
  // names nothing, and a reconnection (messages may have been missed), reload everything.
  useTradeStream<PublicRunsRefreshMessage>('public_runs_refresh', (message) => {
    if (run !== 'public') return;
    const named = message.finstrument_ids;
    if (named === undefined) {
      reload();
      return;
    }
    // A refresh of other bonds than the ones the sheet is filtered to changes nothing here.
    const only = filters?.finstrumentIds;
    const shown = only === undefined ? named : named.filter((id) => only.includes(id));
    if (shown.length > 0) refreshBonds(shown);
  });
  useTradeStream<PartialRefreshMessage>('partial_refresh', (message) => {
    if (run === 'private') return;
    refreshQuotes(message.eoi_ids, message.finstrument_ids);
  });
  useTradeStream('private_runs', () => {
    if (run === 'private') reload();
  });
  // A new RFQ inquiry (`inquiries_refresh` names nothing): the RFQ run reloads; the other runs have none.
  useTradeStream('inquiries_refresh', () => {
    if (run === 'rfq') reload();
  });
  useTradeStream('resync', reload);

  const changeSort = useCallback(
    (next: QuoteSheetSort) => {
      if (controlledSort === undefined) setUncontrolledSort(next);
      onSortChangeRef.current?.(next, { reason: 'click' });
    },
    [controlledSort, onSortChangeRef],
  );

  // What the sheet holds, as one value so that a change between 'nothing loaded' and 'all filtered out'
  // re-renders even though the visible count stays 0.
  const holding = useSyncExternalStore(
    store.subscribe,
    () => (store.getSnapshot().length > 0 ? 'rows' : store.totalRows() > 0 ? 'filtered-out' : 'nothing'),
    () => 'nothing',
  );
  const emptyState = quoteSheetEmptyStates[run];
  const tableLabel = label ?? emptyState.title;

  let content;
  if (signedOut && rows === undefined) {
    content = <QuoteSheetStatus kind="signed-out" title={tableLabel} text={signedOutText} />;
  } else if (access === false) {
    content = <QuoteSheetStatus kind="restricted" title={tableLabel} text={tradeRestrictionText} />;
  } else if (
    rows === undefined &&
    (access === undefined || context.client === null || status === 'idle' || status === 'loading')
  ) {
    content = (
      <div className="bk-quote-sheet__status" aria-busy="true">
        <Spinner label="Loading quotes" />
      </div>
    );
  } else if (rows === undefined && status === 'error') {
    content = (
      <QuoteSheetStatus
        kind="error"
        title={tableLabel}
        text={withFailureHint(genericErrorMessage, error)}
        onRetry={retry}
      />
    );
  } else if (holding !== 'rows') {
    content =
      holding === 'nothing' ? (
        <QuoteSheetStatus kind="empty" title={emptyState.title} text={emptyState.description} />
      ) : (
        <QuoteSheetStatus kind="empty" title={tableLabel} text={noMatchesText} />
      );
  } else if (view === 'consolidated') {
    content = (
      <Suspense
        fallback={
          <div className="bk-quote-sheet__status" aria-busy="true">
            <Spinner label="Loading quotes" />
          </div>
        }
      >
        <QuoteSheetConsolidated store={store} label={tableLabel} onQuote={onQuote} height={height} />
      </Suspense>
    );
  } else {
    content = (
      <QuoteSheetTable
        store={store}
        columns={shownColumns}
        label={tableLabel}
        sort={sort}
        onSortChange={changeSort}
        onQuote={onQuote}
        onRowAction={onRowAction}
        renderRow={renderRow}
        height={height}
        rowHeight={rowHeight}
        flashDurationMs={flashDurationMs}
        now={now}
      />
    );
  }
  return (
    <div {...rootProps}>
      {showViewToggle && access === true ? (
        <div className="bk-quote-sheet__toolbar">
          <ToggleGroup
            label={`${tableLabel} view`}
            options={quoteSheetViewOptions}
            value={view}
            onValueChange={(next) => {
              if (controlledView === undefined) setUncontrolledView(next);
              onViewChangeRef.current?.(next, { reason: 'toggle' });
            }}
          />
        </div>
      ) : null}
      {content}
    </div>
  );
}
