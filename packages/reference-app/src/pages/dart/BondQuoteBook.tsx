import { toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { bookQuote } from './negotiationBook';
import type { BookQuote } from './negotiationBook';
import { quantumText, quoteLevelText } from './quoteLevelText';
import { useLiveData } from './useLiveData';
import './myQuotes.css';

/** One side of the book: every firm's open quote on that side, best first as the server orders them. */
function BookSide({ title, quotes }: { title: string; quotes: readonly BookQuote[] }) {
  return (
    <div className="app-quote-book__side">
      <h4>{title}</h4>
      {quotes.length === 0 ? (
        <p className="app-muted">None open.</p>
      ) : (
        <ol>
          {quotes.map((quote) => (
            <li key={quote.id} className={quote.mine ? 'app-quote-book__mine' : undefined}>
              <span className="app-number">{quoteLevelText(quote)}</span>{' '}
              <span className="app-number">{quantumText(quote.remaining)}</span>{' '}
              <span>{quote.mine ? 'Your firm' : quote.firm || 'Another firm'}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * A bond's quote book (`GET api/trade/eoi/`): the open public bids and offers of every firm, the firm's own
 * marked, so a dealer sees where their quote stands before updating or closing it. `refreshKey` reloads it.
 */
export function BondQuoteBook({
  finstrumentId,
  bondName,
  refreshKey,
}: {
  finstrumentId: number;
  bondName: string;
  refreshKey: string | number;
}) {
  const { client } = useAppServices();
  const book = useLiveData(`quote-book:${finstrumentId}:${refreshKey}`, async () => {
    const [bids, asks] = await Promise.all([
      client.quotes.listEois({ finstrument_id: finstrumentId, quote_type: 'BID' }),
      client.quotes.listEois({ finstrument_id: finstrumentId, quote_type: 'ASK' }),
    ]);
    return { bids: bids.map(bookQuote), asks: asks.map(bookQuote) };
  });
  return (
    <section className="app-quote-book" aria-label={`Quote book, ${bondName}`}>
      {book.status === 'loading' ? <p>Loading the quote book…</p> : null}
      {book.status === 'error' ? (
        <p className="app-field__error">{toToastMessage(book.error).detail}</p>
      ) : null}
      {book.status === 'ready' ? (
        <>
          <BookSide title="Bids" quotes={book.data.bids} />
          <BookSide title="Offers" quotes={book.data.asks} />
        </>
      ) : null}
    </section>
  );
}
