import { useState } from 'react';
import type { FormEvent } from 'react';
import { toToastMessage } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { ConfirmButton } from '../transactions/ConfirmButton';
import type { BookNegotiation } from './negotiationBook';
import { useLiveData } from './useLiveData';
import './myQuotes.css';
import { useServerFieldErrors } from './useServerFieldErrors';

/**
 * A negotiation's record (`GET api/trade/cluster/{id}/`) and its edit (`PUT`): the note both firms read, and,
 * for the firm that owns it while it is open, closing it (its open responses close with it). Opened from the
 * negotiation's card; `onChanged` reloads the book after a close.
 */
export function NegotiationRecord({
  negotiation,
  onChanged,
}: {
  negotiation: BookNegotiation;
  onChanged: () => void;
}) {
  const { client } = useAppServices();
  const [loadKey, setLoadKey] = useState(0);
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const server = useServerFieldErrors();
  const record = useLiveData(`negotiation:${negotiation.id}:${loadKey}`, () =>
    client.quotes.getCluster(negotiation.id),
  );
  const savedNote = record.status === 'ready' && typeof record.data.note === 'string' ? record.data.note : '';
  const state = record.status === 'ready' ? record.data.state : negotiation.state;
  const noteId = `negotiation-${negotiation.id}-note`;

  async function saveNote(event: FormEvent) {
    event.preventDefault();
    server.clear();
    setBusy(true);
    try {
      const text = (draft ?? savedNote).trim();
      await client.quotes.updateCluster(negotiation.id, { note: text === '' ? null : text });
      client.toasts.push({ severity: 'success', summary: 'Note saved' });
      setDraft(null);
      setLoadKey((key) => key + 1);
    } catch (error) {
      server.show(error, ['note']);
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    try {
      await client.quotes.updateCluster(negotiation.id, { state: 'CLOSED' });
      client.toasts.push({
        severity: 'success',
        summary: `Negotiation with ${negotiation.counterparty} closed`,
      });
      onChanged();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    }
  }

  const noteError = server.byField('note') ?? (server.rest.length > 0 ? server.rest.join(' ') : null);
  return (
    <div className="app-negotiation-record">
      {record.status === 'loading' ? <p>Loading the negotiation…</p> : null}
      {record.status === 'error' ? (
        <p className="app-field__error">{toToastMessage(record.error).detail}</p>
      ) : null}
      {record.status === 'ready' ? (
        <form
          className="app-form"
          noValidate
          aria-label={`Note, negotiation ${negotiation.id}`}
          onSubmit={(event) => void saveNote(event)}
        >
          <div className="app-field">
            <label htmlFor={noteId}>Note (both firms see it)</label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={500}
              value={draft ?? savedNote}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${noteId}-error` : undefined}
            />
            {noteError ? (
              <p className="app-field__error" id={`${noteId}-error`}>
                {noteError}
              </p>
            ) : null}
          </div>
          <div className="app-actions">
            <button
              type="submit"
              className="app-button"
              disabled={busy || draft === null || draft === savedNote}
            >
              Save note
            </button>
            {negotiation.mine && state === 'OPEN' ? (
              <ConfirmButton
                label="Close negotiation"
                question={`Close the negotiation with ${negotiation.counterparty}? Its open responses close too.`}
                onConfirm={close}
              />
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  );
}
