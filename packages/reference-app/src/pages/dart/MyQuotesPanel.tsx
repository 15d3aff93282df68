import { useState } from 'react';
import { toToastMessage } from '@bondkit/core';
import { firmnessLabels } from '@bondkit/widgets/quote-sheet';
import type { Eoi } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { OffHoursMark } from '../../market/OffHoursMark';
import { BondQuoteBook } from './BondQuoteBook';
import { CloseSelectedQuotes } from './CloseSelectedQuotes';
import { NegotiationCard } from './NegotiationCard';
import { myQuoteBook } from './negotiationBook';
import type { MyQuoteEntry } from './negotiationBook';
import { quantumText, quoteLevelText } from './quoteLevelText';
import { UpdateQuoteForm } from './UpdateQuoteForm';
import { UploadQuotes } from './UploadQuotes';
import { useLiveData } from './useLiveData';
import { useStreamRefresh } from './useStreamRefresh';
import './myQuotes.css';

type Tab = 'quotes' | 'answers' | 'upload';

/** Where a quote stands, in the words used across dart. */
const visibilityLabels: Readonly<Record<string, string>> = {
  PUBLIC: 'Public',
  RFQ: 'RFQ',
  PRIVATE: 'Private',
};

/** What the firm's book follows live: responses and counters, quote changes, trades. */
const bookStreamTypes = [
  'rfq_negotiation',
  'partial_refresh',
  'order_update',
  'private_runs',
  // A colleague's price override changed a quote of the firm's book (the override marker, the price).
  'price_override_update',
  'resync',
] as const;

/**
 * The firm's side of dealing: its open quotes with the count of responses waiting and each negotiation
 * about them (accept, counter, close, expire, update), the negotiations it opened by answering other
 * firms' quotes, and the bulk upload. Everything follows the trade stream; nothing needs a reload.
 * Without trade access (`readOnly`) the same lists show without their actions.
 */
export function MyQuotesPanel({ readOnly = false }: { readOnly?: boolean }) {
  const { client } = useAppServices();
  const [tab, setTab] = useState<Tab>('quotes');
  const [localKey, setLocalKey] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const streamKey = useStreamRefresh(bookStreamTypes);
  const refresh = () => setLocalKey((key) => key + 1);
  const book = useLiveData(`book:${streamKey}:${localKey}`, async () => {
    // Market, RFQ and private (shared in a chat) quotes: the private runs list every firm's quotes shared
    // with this one, so only the firm's own are its book.
    const [market, rfq, privateRuns, clusters] = await Promise.all([
      client.quotes.listMarketQuotes({ my_quotes: true, page_size: 100 }),
      client.quotes.listRfqQuotes({ my_quotes: true, page_size: 100 }),
      client.quotes.listPrivateRuns(),
      client.quotes.listClusters(),
    ]);
    const quotes: Eoi[] = [
      ...market.results,
      ...rfq.results,
      ...privateRuns.filter((quote) => quote.is_mine === true),
    ];
    return myQuoteBook(quotes, clusters);
  });

  const waiting =
    book.status === 'ready' ? book.data.myQuotes.reduce((sum, entry) => sum + entry.openResponses, 0) : 0;
  const answersOpen =
    book.status === 'ready'
      ? book.data.myAnswers.filter((negotiation) => negotiation.state === 'OPEN').length
      : 0;
  const openIds =
    book.status === 'ready'
      ? book.data.myQuotes.filter((entry) => entry.quote.status === 'OPEN').map((entry) => entry.quote.id)
      : [];
  return (
    <section className="app-panel app-book" aria-labelledby="book-title">
      <div className="app-panel__head">
        <h2 id="book-title">My quotes</h2>
        <div className="app-tabs" role="tablist" aria-label="My quotes">
          <button type="button" role="tab" aria-selected={tab === 'quotes'} onClick={() => setTab('quotes')}>
            Quotes
            {waiting > 0 ? (
              <span className="app-count" aria-label={`${waiting} responses waiting`}>
                {waiting}
              </span>
            ) : null}
          </button>
          {readOnly ? null : (
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'answers'}
              onClick={() => setTab('answers')}
            >
              My responses{answersOpen > 0 ? <span className="app-count">{answersOpen}</span> : null}
            </button>
          )}
          {readOnly ? null : (
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'upload'}
              onClick={() => setTab('upload')}
            >
              Upload
            </button>
          )}
        </div>
      </div>
      {tab === 'upload' && !readOnly ? <UploadQuotes onUploaded={refresh} /> : null}
      {tab !== 'upload' && book.status === 'loading' ? <p>Loading your quotes…</p> : null}
      {tab !== 'upload' && book.status === 'error' ? (
        <p className="app-field__error">{toToastMessage(book.error).detail}</p>
      ) : null}
      {tab === 'quotes' && book.status === 'ready' ? (
        book.data.myQuotes.length === 0 ? (
          <p className="app-muted">Your firm has no open quotes.</p>
        ) : (
          <>
            {readOnly ? null : (
              <CloseSelectedQuotes
                openIds={openIds}
                selected={selected}
                onSelect={setSelected}
                onClosed={refresh}
              />
            )}
            <ul className="app-book__list">
              {book.data.myQuotes.map((entry) => (
                <MyQuoteRow
                  key={entry.quote.id}
                  entry={entry}
                  readOnly={readOnly}
                  onChanged={refresh}
                  refreshKey={`${streamKey}:${localKey}`}
                  selected={selected.has(entry.quote.id)}
                  onSelectedChange={(on) =>
                    setSelected((previous) => {
                      const next = new Set(previous);
                      if (on) next.add(entry.quote.id);
                      else next.delete(entry.quote.id);
                      return next;
                    })
                  }
                />
              ))}
            </ul>
          </>
        )
      ) : null}
      {tab === 'answers' && book.status === 'ready' ? (
        book.data.myAnswers.length === 0 ? (
          <p className="app-muted">You have not answered other firms' quotes yet.</p>
        ) : (
          <div className="app-book__list">
            {book.data.myAnswers.map((negotiation) => (
              <div key={negotiation.id}>
                <p className="app-book__bond">{negotiation.quote?.bondName}</p>
                <NegotiationCard negotiation={negotiation} onChanged={refresh} />
              </div>
            ))}
          </div>
        )
      ) : null}
    </section>
  );
}

function MyQuoteRow({
  entry,
  readOnly,
  onChanged,
  refreshKey,
  selected,
  onSelectedChange,
}: {
  entry: MyQuoteEntry;
  readOnly: boolean;
  onChanged: () => void;
  /** Changes when the book reloads, so the open quote book follows it. */
  refreshKey: string;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  const { client } = useAppServices();
  const [open, setOpen] = useState(entry.openResponses > 0);
  const [updating, setUpdating] = useState(false);
  const [showBook, setShowBook] = useState(false);
  const [busy, setBusy] = useState(false);
  const { quote } = entry;

  async function end(kind: 'close' | 'expire') {
    setBusy(true);
    try {
      if (kind === 'close') await client.quotes.closeEoi(quote.id, {});
      else await client.quotes.expireEoi(quote.id);
      client.toasts.push({
        severity: 'success',
        summary: kind === 'close' ? 'Quote closed' : 'Quote expired',
      });
      onChanged();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`app-book__quote app-side--${quote.side.toLowerCase()}`} data-quote={quote.id}>
      <div className="app-book__line">
        {readOnly || quote.status !== 'OPEN' ? null : (
          <input
            type="checkbox"
            className="app-book__select"
            checked={selected}
            aria-label={`Select ${quote.bondName} ${quote.side === 'BID' ? 'bid' : 'ask'} ${quoteLevelText(quote)}`}
            onChange={(event) => onSelectedChange(event.target.checked)}
          />
        )}
        <span className="app-book__bond">{quote.bondName}</span>
        <span className="app-side-label">{quote.side === 'BID' ? 'Bid' : 'Ask'}</span>
        <span className="app-number">{quoteLevelText(quote)}</span>
        {quote.priceOverridden ? (
          <span className="app-state" title="The dealer's price, not the one computed from the yield">
            Price overridden
          </span>
        ) : null}
        <span className="app-number" data-testid="quote-size">
          {quote.remaining < quote.quantum
            ? `${quantumText(quote.remaining)} left of ${quantumText(quote.quantum)}`
            : quantumText(quote.quantum)}
        </span>
        <span className="app-muted" data-testid="quote-visibility">
          {visibilityLabels[quote.visibility] ?? quote.visibility}
        </span>
        <span className={`app-state app-firmness app-firmness--${quote.firmness.toLowerCase()}`}>
          {firmnessLabels[quote.firmness]}
        </span>
        <OffHoursMark at={quote.createdAt} what="Published" />
        <button
          type="button"
          className="app-link-button"
          aria-expanded={open}
          disabled={entry.negotiations.length === 0}
          onClick={() => setOpen((value) => !value)}
        >
          {entry.negotiations.length === 0
            ? 'No responses'
            : `${entry.negotiations.length} response${entry.negotiations.length === 1 ? '' : 's'}`}
          {entry.openResponses > 0 ? ` · ${entry.openResponses} waiting` : ''}
        </button>
        <button
          type="button"
          className="app-link-button"
          aria-expanded={showBook}
          onClick={() => setShowBook((value) => !value)}
        >
          Quote book
        </button>
        {quote.status !== 'OPEN' ? <span className="app-state app-state--final">{quote.status}</span> : null}
        {readOnly || quote.status !== 'OPEN' ? null : (
          <span className="app-book__actions">
            <button
              type="button"
              className="app-link-button"
              aria-expanded={updating}
              onClick={() => setUpdating((value) => !value)}
            >
              Update
            </button>
            <button
              type="button"
              className="app-link-button"
              disabled={busy}
              onClick={() => void end('expire')}
            >
              Expire
            </button>
            <button
              type="button"
              className="app-link-button"
              disabled={busy}
              onClick={() => void end('close')}
            >
              Close
            </button>
          </span>
        )}
      </div>
      {updating && !readOnly ? (
        <UpdateQuoteForm
          quote={quote}
          onDone={() => {
            setUpdating(false);
            onChanged();
          }}
        />
      ) : null}
      {showBook ? (
        <BondQuoteBook
          finstrumentId={quote.finstrumentId}
          bondName={quote.bondName}
          refreshKey={refreshKey}
        />
      ) : null}
      {open
        ? entry.negotiations.map((negotiation) => (
            <NegotiationCard
              key={negotiation.id}
              negotiation={negotiation}
              onChanged={onChanged}
              readOnly={readOnly}
            />
          ))
        : null}
    </li>
  );
}
