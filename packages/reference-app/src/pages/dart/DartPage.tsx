import './DartPage.css';
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import type { QuoteSheetRow } from '@bondkit/widgets/quote-sheet';
import { hasTradeAccess } from '@bondkit/core/access';
import { useSignedInUser } from '../settings/useSignedInUser';
import { chatPaneContent } from './DartPane';
import { dartPaneDescriptions } from './dartPanes';
import type { DartPanelName } from './dartPanes';
import { FirmOrders } from './FirmOrders';
import { MyQuotesPanel } from './MyQuotesPanel';
import { QuotePane } from './QuotePane';
import { isQuotePane } from './quotePaneSettings';
import { RowTicket } from './RowTicket';
import type { RowTicketMode } from './RowTicket';
import { ShortcutHelp } from './ShortcutHelp';
import { TradeTimingNotice, tradeRestrictionText, useTradeTimings } from './TradeTimingNotice';
import { useDartShortcuts } from './useDartShortcuts';
import { DartWorkspace } from './workspace/DartWorkspace';
import { useDartWorkspace } from './workspace/useDartWorkspace';
import { WorkspaceControls } from './workspace/WorkspaceControls';

interface OpenTicket {
  row: QuoteSheetRow;
  anchor: HTMLElement | null;
  mode: RowTicketMode;
}

/** The focusable table of the first open quote panel, in the order a dealer reads them. */
function firstSheet(): HTMLElement | null {
  for (const pane of ['Public Runs', 'RFQ Quotes', 'Private Runs']) {
    const table = document.querySelector<HTMLElement>(`[data-pane="${pane}"] [role="table"]`);
    if (table) return table;
  }
  return null;
}

/**
 * /dart: the dealing workspace. A docking layout (FlexLayout) of the spec's six panes and the firm's book (My
 * quotes, Orders), saved per user; a row's ticket anchored to the row; the keyboard throughout (`/` search,
 * N new quote, `?` the shortcuts, and the sheets' own keys). Users without trade access see the firm's quotes
 * and orders read-only and the restriction once.
 */
export function DartPage() {
  const user = useSignedInUser();
  const workspace = useDartWorkspace(user.user_info.unique_id);
  const [keyword, setKeyword] = useState('');
  const [composing, setComposing] = useState(false);
  const [helping, setHelping] = useState(false);
  const [ticket, setTicket] = useState<OpenTicket | null>(null);
  const search = useRef<HTMLInputElement | null>(null);
  const tradeAccess = hasTradeAccess(user);
  // The quote sheets' restriction text names the server's trading window, not a generic one.
  const timings = useTradeTimings();
  const rowHeight = workspace.density === 'compact' ? 26 : 30;

  useDartShortcuts(
    {
      focusSearch: () => search.current?.focus(),
      newQuote: () => {
        setTicket(null);
        setComposing(true);
      },
      showHelp: () => setHelping(true),
    },
    tradeAccess && !helping && ticket === null,
  );

  const closeTicket = useCallback(() => {
    const anchor = ticket?.anchor;
    setTicket(null);
    // Focus goes back to the sheet the ticket came from, on the same row.
    anchor?.closest<HTMLElement>('[role="table"]')?.focus();
  }, [ticket]);

  const renderPanel = useCallback(
    (name: DartPanelName): ReactNode => {
      if (name === 'My quotes') return <MyQuotesPanel readOnly={!tradeAccess} />;
      if (name === 'Orders') return <FirmOrders />;
      const chatContent = chatPaneContent[name];
      if (chatContent) return chatContent();
      if (!isQuotePane(name)) return null;
      // The restriction is said once, in the bar; the pane says what it is for.
      if (!tradeAccess) return <p className="app-pane__empty">{dartPaneDescriptions[name]}</p>;
      return (
        <QuotePane
          pane={name}
          keyword={keyword}
          rowHeight={rowHeight}
          tradeRestrictionText={tradeRestrictionText(timings)}
          onRowAction={(row, action, details) => {
            setComposing(false);
            setTicket({
              row,
              anchor: details.element,
              mode: action === 'counter' ? 'counter' : 'trade',
            });
          }}
        />
      );
    },
    [keyword, rowHeight, timings, tradeAccess],
  );

  return (
    <main className="app-dart" aria-labelledby="page-title">
      <div className="app-dart__bar">
        <h1 id="page-title">dart</h1>
        <TradeTimingNotice user={user} />
        <div className="app-dart__tools">
          {tradeAccess ? (
            <button
              type="button"
              className="app-button app-button--primary"
              aria-expanded={composing}
              aria-keyshortcuts="N"
              onClick={() => {
                setComposing((open) => !open);
                setTicket(null);
              }}
            >
              New quote <kbd>N</kbd>
            </button>
          ) : null}
          {tradeAccess ? (
            <input
              ref={search}
              type="search"
              className="app-dart__search"
              aria-label="Search the quote sheets"
              aria-keyshortcuts="/"
              placeholder="Search bond, ISIN, firm…  ( / )"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === 'ArrowDown') {
                  event.preventDefault();
                  firstSheet()?.focus();
                } else if (event.key === 'Escape') {
                  event.currentTarget.blur();
                }
              }}
            />
          ) : null}
          <WorkspaceControls workspace={workspace} />
          {/* The key itself is the button (the tools fill the bar at 1440 px); its name says what it opens. */}
          <button
            type="button"
            className="app-link-button"
            aria-keyshortcuts="?"
            aria-label="Shortcuts"
            title="Keyboard shortcuts (?)"
            onClick={() => setHelping(true)}
          >
            <kbd>?</kbd>
          </button>
        </div>
      </div>
      {composing && tradeAccess ? (
        <section
          className="app-panel app-dart__compose"
          aria-labelledby="compose-title"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setComposing(false);
          }}
        >
          <div className="app-panel__head">
            <h2 id="compose-title">New quote</h2>
            <button type="button" className="app-link-button" onClick={() => setComposing(false)}>
              Close <kbd>Esc</kbd>
            </button>
          </div>
          <QuoteForm run="public" onSubmitted={() => setComposing(false)} />
        </section>
      ) : null}
      {ticket !== null ? (
        <RowTicket
          key={`${ticket.row.id}:${ticket.mode}`}
          row={ticket.row}
          anchor={ticket.anchor}
          mode={ticket.mode}
          onClose={closeTicket}
        />
      ) : null}
      {helping ? <ShortcutHelp onClose={() => setHelping(false)} /> : null}
      <DartWorkspace workspace={workspace} renderPanel={renderPanel} />
    </main>
  );
}
