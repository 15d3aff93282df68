import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import {
  clientTypeLabels,
  clientTypes,
  exchanges,
  indianStateLabel,
  uccRecordFields,
} from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { firstMessage } from '../../forms/fieldErrors';
import type { FieldErrors } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';
import { useReferenceLists } from '../../forms/useReferenceLists';

type UccField = keyof typeof uccRecordFields;
const textFields: { key: UccField; label: string }[] = [
  { key: 'client_code', label: 'Client code' },
  { key: 'name', label: 'Name' },
  { key: 'pan', label: 'PAN' },
  { key: 'category', label: 'Category' },
  { key: 'email', label: 'Email' },
  { key: 'mobile', label: 'Mobile' },
  { key: 'bank_account_number', label: 'Bank account number' },
  { key: 'ifsc', label: 'IFSC' },
  { key: 'dp_id', label: 'DP ID' },
  { key: 'bo_id', label: 'BO ID' },
];
const optionalKeys = new Set<UccField>([
  'category',
  'email',
  'mobile',
  'state',
  'bank_account_number',
  'ifsc',
  'dp_id',
  'bo_id',
]);

/** A field's value as the call sends it: empty optional text is null. */
function sent(key: UccField, text: string): string | null {
  return optionalKeys.has(key) && text.trim() === '' ? null : text;
}

/** A new record's starting values: an individual on NSE, every other field empty. */
function blankRecord(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of Object.keys(uccRecordFields)) values[key] = '';
  return { ...values, exchange: 'NSE', client_type: 'INDV' };
}

/**
 * One UCC record: shown, and edited field by field with the create call's rules (`PATCH api/clients/ucc/{id}/`);
 * with `uccId` null, a new record typed in and created on its own (`POST api/clients/ucc/`), for one client
 * where the bulk upload would be a spreadsheet of one row.
 */
export function UccEditor({
  uccId,
  onClose,
  onSaved,
}: {
  /** The record shown, or null to create one. */
  uccId: number | null;
  onClose: () => void;
  /** Called after a save with the record's id (a created record's new one). */
  onSaved: (uccId: number) => void;
}) {
  const { client } = useAppServices();
  const lists = useReferenceLists();
  const record = useAsyncData(`ucc-record:${uccId ?? 'new'}`, () =>
    uccId === null ? Promise.resolve(null) : client.accounts.getUcc(uccId),
  );
  const [form, setForm] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (record.status !== 'ready') return;
    if (record.data === null) {
      setForm(blankRecord());
      return;
    }
    const values: Record<string, string> = {};
    for (const key of Object.keys(uccRecordFields)) {
      const value: unknown = record.data[key];
      values[key] = typeof value === 'string' ? value : '';
    }
    setForm(values);
  }, [record]);

  if (record.status === 'error') return <p role="alert">This UCC record could not be loaded.</p>;
  if (form === null) return <p>Loading…</p>;

  function change(key: UccField, text: string) {
    setForm((current) => ({ ...current!, [key]: text }));
    setErrors((current) => ({
      ...current,
      [key]: firstMessage(uccRecordFields[key], sent(key, text)) ?? undefined,
    }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const nextErrors: FieldErrors = {};
    const body: Record<string, string | null> = {};
    for (const key of Object.keys(uccRecordFields) as UccField[]) {
      const value = sent(key, form![key] ?? '');
      const message = firstMessage(uccRecordFields[key], value);
      if (message !== null) nextErrors[key] = message;
      body[key] = value;
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    setSaving(true);
    try {
      if (uccId === null) {
        const created = await client.accounts.createUcc(
          body as Parameters<typeof client.accounts.createUcc>[0],
        );
        client.toasts.push({ severity: 'success', summary: `UCC ${created.client_code} created` });
        onSaved(created.id);
      } else {
        await client.accounts.updateUcc(uccId, body);
        client.toasts.push({ severity: 'success', summary: 'UCC record saved' });
        onSaved(uccId);
      }
    } catch (error) {
      if (ApiError.isInstance(error) && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else client.toasts.push(toToastMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="app-panel app-admin__editor"
      aria-label={uccId === null ? 'New UCC record' : `UCC ${form.client_code}`}
      onSubmit={(event) => void save(event)}
    >
      <div className="app-admin__heading">
        <h2>{uccId === null ? 'New UCC record' : `UCC ${form.client_code} · ${form.exchange}`}</h2>
        <button type="button" className="app-button" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="app-field">
        <label htmlFor="ucc-exchange">Exchange</label>
        <select
          id="ucc-exchange"
          value={form.exchange}
          onChange={(event) => change('exchange', event.target.value)}
        >
          {exchanges.map((exchange) => (
            <option key={exchange}>{exchange}</option>
          ))}
        </select>
      </div>
      <div className="app-field">
        <label htmlFor="ucc-type">Client type</label>
        <select
          id="ucc-type"
          value={form.client_type}
          onChange={(event) => change('client_type', event.target.value)}
        >
          {clientTypes.map((type) => (
            <option key={type} value={type}>
              {clientTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="app-field">
        <label htmlFor="ucc-state">State</label>
        <select id="ucc-state" value={form.state} onChange={(event) => change('state', event.target.value)}>
          <option value="">-</option>
          {lists.states.map((state) => (
            <option key={state} value={state}>
              {indianStateLabel(state)}
            </option>
          ))}
        </select>
      </div>
      {textFields.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          value={form[key] ?? ''}
          error={errors[key] ?? null}
          onChange={(event) => change(key, event.target.value)}
        />
      ))}
      <button type="submit" className="app-button app-button--primary" disabled={saving}>
        {saving ? 'Saving…' : uccId === null ? 'Create UCC record' : 'Save UCC record'}
      </button>
    </form>
  );
}
