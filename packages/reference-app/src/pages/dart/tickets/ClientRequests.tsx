import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { hasTradeAccess } from '@bondkit/core/access';
import { type ClientEoi } from '@bondkit/core';
import { yieldPercentToFraction } from '@bondkit/core/pricing';
import { quotePriceSchema, quoteYieldSchema } from '@bondkit/core/validation';
import { useAppServices } from '../../../app/AppServices';
import { firstMessage } from '../../../forms/fieldErrors';
import { SideText } from '../../../market/SideText';
import {
  brokerClientEoiStatusWords,
  clientLevelText,
  indianTimeText,
  quoteText,
} from '../../investor/clientEoiWords';
import { formatFaceValue } from '../../security/marketFormat';
import { useSignedInUser } from '../../settings/useSignedInUser';
import { useLiveData } from '../useLiveData';
import { useServerFieldErrors } from '../useServerFieldErrors';
import { useStreamRefresh } from '../useStreamRefresh';
import './clientRequests.css';

const clientRequestStreamTypes = ['inquiries_refresh', 'resync'] as const;

/** How long a quote to a client holds, offered as choices (minutes). */
const validityChoices = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 240, label: '4 hours' },
] as const;

/** A dealer's quote on one client request: a price or a yield (the other is computed), and how long it holds. */
function QuoteForm({ eoi, onQuoted }: { eoi: ClientEoi; onQuoted: (eoi: ClientEoi) => void }) {
  const { client } = useAppServices();
  const id = useId();
  const [mode, setMode] = useState<'yield' | 'price'>('yield');
  const [text, setText] = useState('');
  const [minutes, setMinutes] = useState(30);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const server = useServerFieldErrors();
  const localMessage = firstMessage(mode === 'yield' ? quoteYieldSchema : quotePriceSchema, text.trim());
  const error =
    (touched ? localMessage : null) ??
    server.byField(mode === 'yield' ? 'yield_stored' : 'unit_price_stored');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    server.clear();
    if (localMessage !== null) return;
    const value = Number(text.trim());
    setSending(true);
    try {
      const quoted = await client.trade.quoteClientEoi(eoi.id, {
        ...(mode === 'yield'
          ? { yield_stored: Number(yieldPercentToFraction(value).toFixed(6)) }
          : { unit_price_stored: Number(value.toFixed(4)) }),
        valid_minutes: minutes,
      });
      setText('');
      setTouched(false);
      onQuoted(quoted);
    } catch (caught) {
      server.show(caught, ['yield_stored', 'unit_price_stored']);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="app-client-quote" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="app-client-quote__mode">
        <legend className="app-visually-hidden">Quote by</legend>
        {(['yield', 'price'] as const).map((value) => (
          <label key={value} className="app-radio">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                server.clear();
              }}
            />{' '}
            {value === 'yield' ? 'Yield' : 'Price'}
          </label>
        ))}
      </fieldset>
      <div className="app-field">
        <label htmlFor={`${id}-value`}>{mode === 'yield' ? 'Yield (%)' : 'Clean price'}</label>
        <input
          id={`${id}-value`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="app-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="app-field">
        <label htmlFor={`${id}-validity`}>Good for</label>
        <select
          id={`${id}-validity`}
          value={minutes}
          onChange={(event) => setMinutes(Number(event.target.value))}
        >
          {validityChoices.map((choice) => (
            <option key={choice.minutes} value={choice.minutes}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="app-button app-button--primary" disabled={sending}>
        {eoi.quote ? 'Send new quote' : 'Send quote'}
      </button>
      {server.rest.length > 0 ? (
        <p className="app-field__error" role="alert">
          {server.rest.join(' ')}
        </p>
      ) : null}
    </form>
  );
}

/** One client's request as the desk reads it: who, which bond, which side and size, and the desk's quote. */
function ClientRequestCard({
  eoi,
  canQuote,
  onQuoted,
}: {
  eoi: ClientEoi;
  canQuote: boolean;
  onQuoted: (eoi: ClientEoi) => void;
}) {
  const titleId = `client-request-${eoi.id}`;
  const open = eoi.status === 'OPEN' || eoi.status === 'QUOTED';
  return (
    <li className="app-client-request" data-client-request={eoi.id} data-status={eoi.status}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="app-client-request__title">
          {eoi.client.name}: <SideText side={eoi.quote_type === 'BID' ? 'buy' : 'sell'} />{' '}
          {formatFaceValue(eoi.quantum)} of{' '}
          <Link to={`/security/${eoi.finstrument_id}`}>{eoi.display_name}</Link>
        </h3>
        <p className="app-client-request__meta">
          {clientLevelText(eoi)} · {brokerClientEoiStatusWords[eoi.status]} · sent{' '}
          {indianTimeText(eoi.created_at)} by {eoi.requested_by}
        </p>
        {eoi.quote ? (
          <p className="app-client-request__quote">
            {eoi.status === 'ACCEPTED' ? 'Accepted at' : 'Your quote'}: {quoteText(eoi.quote)}
            {eoi.status === 'QUOTED' ? ` · good until ${indianTimeText(eoi.quote.valid_until)}` : ''}
            {eoi.order_id !== null ? ` · order #${eoi.order_id} (Orders, Transactions)` : ''}
          </p>
        ) : null}
        {open && canQuote ? <QuoteForm eoi={eoi} onQuoted={onQuoted} /> : null}
      </article>
    </li>
  );
}

/**
 * Client requests in the Ticketing pane: the EOIs the firm's clients (individual investors it manages) sent
 * it, named by client, open ones first, following the stream's `inquiries_refresh`. Dealers quote them; a
 * client's acceptance makes an order in the firm's Orders and Transactions. Nothing shows for a firm no
 * client has written to.
 */
export function ClientRequests() {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const canQuote = user.user_info.roles.includes('clientdealer') && hasTradeAccess(user);
  const streamKey = useStreamRefresh(clientRequestStreamTypes);
  const [ownKey, setOwnKey] = useState(0);
  const requests = useLiveData(`client-requests:${streamKey}:${ownKey}`, () =>
    client.trade.listFirmClientEois(),
  );
  if (requests.status !== 'ready' || requests.data.eois.length === 0) return null;
  return (
    <section className="app-client-requests" aria-labelledby="client-requests-title">
      <h2 id="client-requests-title" className="app-client-requests__heading">
        Client requests
      </h2>
      <ul className="app-client-request-list" aria-label="Client requests">
        {requests.data.eois.map((eoi) => (
          <ClientRequestCard
            key={eoi.id}
            eoi={eoi}
            canQuote={canQuote}
            onQuoted={(quoted) => {
              client.toasts.push({
                severity: 'success',
                summary: `Quote sent to ${quoted.client.name}`,
              });
              setOwnKey((key) => key + 1);
            }}
          />
        ))}
      </ul>
    </section>
  );
}
