import { useState } from 'react';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import { QuoteSheet } from '@bondkit/widgets/quote-sheet';
import type { QuoteSheetRow } from '@bondkit/widgets/quote-sheet';
import { hasTradeAccess } from '@bondkit/core';
import { useSignedInUser } from '../settings/useSignedInUser';
import { DartPane } from './DartPane';
import type { DartPaneName } from './dartPanes';
import { LayoutSettings } from './LayoutSettings';
import { RespondPanel } from './RespondPanel';
import { TradeTimingNotice, tradeRestrictionText } from './TradeTimingNotice';
import { useDartLayout } from './useDartLayout';

const runOfPane: Partial<Record<DartPaneName, 'public' | 'private' | 'rfq'>> = {
  'Private Runs': 'private',
  'Public Runs': 'public',
  'RFQ Quotes': 'rfq',
};

/**
 * /dart: the trading workspace. The named panes (shown, hidden and ordered as the user chose, remembered
 * on this device), the live quote sheets, a new quote through the QuoteForm widget, and responding to or
 * negotiating a quote with the bond's market depth.
 */
export function DartPage() {
  const user = useSignedInUser();
  const [layout, setLayout] = useDartLayout();
  const [composing, setComposing] = useState(false);
  const [respondingTo, setRespondingTo] = useState<QuoteSheetRow | null>(null);
  const tradeAccess = hasTradeAccess(user);
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
      {visible.length === 0 ? (
        <p className="app-notice">All panes are hidden. Use “Panes” to show some.</p>
      ) : null}
      <div className="app-dart__grid">
        {visible.map(({ name }) => {
          const run = runOfPane[name];
          return (
            <DartPane key={name} name={name}>
              {run === undefined ? null : (
                <QuoteSheet
                  run={run}
                  height={320}
                  hasTradeAccess={tradeAccess}
                  tradeRestrictionText={tradeRestrictionText(null)}
                  onQuote={
                    tradeAccess
                      ? (row) => {
                          setComposing(false);
                          setRespondingTo(row);
                        }
                      : undefined
                  }
                />
              )}
            </DartPane>
          );
        })}
      </div>
    </main>
  );
}
