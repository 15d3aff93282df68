import { useState } from 'react';
import { AcceptAnswer } from './AcceptAnswer';
import { CounterForm } from './CounterForm';
import { NegotiationRecord } from './NegotiationRecord';
import { CounterRfqIssueButton } from '../../support/CounterRfqIssueButton';
import type { BookNegotiation } from './negotiationBook';
import { negotiationOutcome } from './negotiationBook';
import { OffHoursMark } from '../../market/OffHoursMark';
import { quantumText, quoteLevelText } from './quoteLevelText';

/**
 * One negotiation: every quote in it (whose, side, level, status), its outcome, and while it is OPEN the
 * other firm's open quotes with Accept and Counter. A traded or closed negotiation shows its end, final.
 */
export function NegotiationCard({
  negotiation,
  onChanged,
  readOnly = false,
}: {
  negotiation: BookNegotiation;
  onChanged: () => void;
  /** Users without trade access see the negotiation, not its actions. Default: false. */
  readOnly?: boolean;
}) {
  const [countering, setCountering] = useState<number | null>(null);
  const [recordOpen, setRecordOpen] = useState(false);
  const quotes = [...(negotiation.quote ? [negotiation.quote] : []), ...negotiation.answers];
  const final = negotiation.state !== 'OPEN';
  return (
    <article
      className={`app-negotiation app-negotiation--${negotiation.state.toLowerCase()}`}
      aria-label={`Negotiation ${negotiation.id} with ${negotiation.counterparty}`}
      data-negotiation={negotiation.id}
    >
      <header className="app-negotiation__head">
        <strong>{negotiation.counterparty || 'Counterparty'}</strong>
        <span
          className={final ? 'app-state app-state--final' : 'app-state'}
          data-testid="negotiation-outcome"
        >
          {negotiationOutcome(negotiation)}
        </span>
        <OffHoursMark at={negotiation.tradedAt} />
        {readOnly ? null : (
          <button
            type="button"
            className="app-link-button"
            aria-expanded={recordOpen}
            onClick={() => setRecordOpen((open) => !open)}
          >
            {negotiation.mine && !final ? 'Note or close' : 'Note'}
          </button>
        )}
      </header>
      {recordOpen && !readOnly ? <NegotiationRecord negotiation={negotiation} onChanged={onChanged} /> : null}
      <ul className="app-negotiation__quotes">
        {quotes.map((quote) => (
          <li key={quote.id} className={`app-side--${quote.side.toLowerCase()}`}>
            <span>{quote === negotiation.quote ? 'Quote' : quote.mine ? 'You' : quote.firm}</span>{' '}
            <span className="app-side-label">{quote.side === 'BID' ? 'Bid' : 'Ask'}</span>{' '}
            <span className="app-number">{quoteLevelText(quote)}</span>{' '}
            <span className="app-number">{quantumText(quote.quantum)}</span>{' '}
            <span className="app-muted">{quote.status}</span>
            {!readOnly && negotiation.actionable.includes(quote) ? (
              <span className="app-negotiation__actions">
                <AcceptAnswer negotiation={negotiation} answer={quote} onDone={onChanged} />
                <button
                  type="button"
                  className="app-button"
                  aria-expanded={countering === quote.id}
                  onClick={() => setCountering((open) => (open === quote.id ? null : quote.id))}
                >
                  Counter
                </button>
                <CounterRfqIssueButton
                  bondName={quote.bondName}
                  quoteText={`${quote.side === 'BID' ? 'Bid' : 'Ask'} ${quoteLevelText(quote)}, ${quantumText(quote.quantum)} from ${quote.firm}`}
                />
              </span>
            ) : null}
            {countering === quote.id && !final ? (
              <CounterForm
                answering={quote}
                onDone={() => {
                  setCountering(null);
                  onChanged();
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </article>
  );
}
