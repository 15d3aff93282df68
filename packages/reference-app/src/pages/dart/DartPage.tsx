import { useState } from 'react';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import type { QuoteSheetRow } from '@bondkit/widgets/quote-sheet';
import { hasTradeAccess } from '@bondkit/core/access';
import { useSignedInUser } from '../settings/useSignedInUser';
import { DartPane } from './DartPane';
import { dartPaneDescriptions } from './dartPanes';
import { FirmOrders } from './FirmOrders';
import { MyQuotesPanel } from './MyQuotesPanel';
import { LayoutSettings } from './LayoutSettings';
import { RespondPanel } from './RespondPanel';
import { QuotePane } from './QuotePane';
import { isQuotePane } from './quotePaneSettings';
import { TradeTimingNotice, tradeRestrictionText, useTradeTimings } from './TradeTimingNotice';
import { useDartLayout } from './useDartLayout';

/**
 * /dart: the trading workspace. The named panes (shown, hidden and ordered as the user chose, remembered
 * on this device), the live quote sheets, a new quote through the QuoteForm widget, responding to or
 * negotiating a quote with the bond's market depth, the firm's quotes with their negotiations, and its
 * orders. Users without trade access see the firm's quotes and orders read-only and the restriction once.
 */
export function DartPage() {
  const user = useSignedInUser();
  const [layout, setLayout] = useDartLayout();
  const [keyword, setKeyword] = useState('');
  const [composing, setComposing] = useState(false);
  const [respondingTo, setRespondingTo] = useState<QuoteSheetRow | null>(null);
  const tradeAccess = hasTradeAccess(user);
  // The quote sheets' restriction text names the server's trading window, not a generic one.
  const timings = useTradeTimings();
  const visible = layout.filter((setting) => setting.visible);

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
              onClick={() => {
                setComposing((open) => !open);
                setRespondingTo(null);
              }}
            >
              New quote
            </button>
          ) : null}
          {tradeAccess ? (
            <>
              <input
                type="search"
                className="app-dart__search"
                aria-label="Search the quote sheets"
                placeholder="Search bond, ISIN, firm…"
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
              />
            </>
          ) : null}
          <LayoutSettings layout={layout} onChange={setLayout} />
        </div>
      </div>
      {composing && tradeAccess ? (
        <section className="app-panel app-dart__compose" aria-labelledby="compose-title">
          <div className="app-panel__head">
            <h2 id="compose-title">New public quote</h2>
            <button type="button" className="app-link-button" onClick={() => setComposing(false)}>
              Close
            </button>
          </div>
          <QuoteForm run="public" onSubmitted={() => setComposing(false)} />
        </section>
      ) : null}
      {respondingTo !== null ? (
        <RespondPanel row={respondingTo} onClose={() => setRespondingTo(null)} />
      ) : null}
      <div className="app-dart__desk">
        <MyQuotesPanel readOnly={!tradeAccess} />
        <FirmOrders />
      </div>
      {visible.length === 0 ? (
        <p className="app-notice">All panes are hidden. Use “Panes” to show some.</p>
      ) : null}
      <div className="app-dart__grid">
        {visible.map(({ name }) => {
          return (
            <DartPane key={name} name={name}>
              {!isQuotePane(name) ? null : !tradeAccess ? (
                // The restriction is said once, in the bar; the pane says what it is for.
                <p className="app-pane__empty">{dartPaneDescriptions[name]}</p>
              ) : (
                <QuotePane
                  pane={name}
                  keyword={keyword}
                  tradeRestrictionText={tradeRestrictionText(timings)}
                  onQuote={(row) => {
                    setComposing(false);
                    setRespondingTo(row);
                  }}
                />
              )}
            </DartPane>
          );
        })}
      </div>
    </main>
  );
}
