import { useState } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import { surveillanceSearchQuerySchema } from '@bondkit/core/validation';
import type { SurveillanceSearchResult } from '@bondkit/core/validation';
import { DataTable } from '@bondkit/widgets/data-table';
import { useAppServices } from '../../app/AppServices';
import { fieldErrorsOf, type FieldErrors } from '../../forms/fieldErrors';
import { messageColumns } from './messageColumns';

const emptyQuery = { text: '', member: '', bond: '', from: '', to: '' };

/**
 * A search across every chat of the firm by text, member (name or e-mail), bond (a name or ISIN: messages
 * naming the bond either way are found) and market days. Each search is written to the audit log.
 */
export function MessageSearchSection() {
  const { client } = useAppServices();
  const [form, setForm] = useState(emptyQuery);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<SurveillanceSearchResult | null>(null);
  const [busy, setBusy] = useState(false);

  async function search() {
    const query = Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ''));
    const checked = surveillanceSearchQuerySchema.safeParse(query);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setResult(await client.surveillance.searchMessages(checked.data));
    } catch (error) {
      if (ApiError.isInstance(error) && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof typeof emptyQuery, label: string, type = 'text', placeholder = '') => (
    <label className="app-field">
      {label}
      <input
        type={type}
        name={name}
        value={form[name]}
        placeholder={placeholder}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] ? (
        <span className="app-field__error" role="alert">
          {errors[name]}
        </span>
      ) : null}
    </label>
  );

  return (
    <div className="app-surveillance__search">
      <form
        className="app-surveillance__search-form"
        aria-label="Search messages"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        {field('text', 'Text', 'search', 'words in the message')}
        {field('member', 'Member', 'search', 'name or e-mail')}
        {field('bond', 'Bond', 'search', 'bond name or ISIN')}
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
        <div className="app-surveillance__search-actions">
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {busy ? 'Searching…' : 'Search'}
          </button>
        </div>
      </form>
      {result ? (
        <>
          <p role="status" className="app-surveillance__note">
            {result.results.length} message(s){result.truncated ? ' (the newest 500; narrow the search)' : ''}
            {result.matched_bonds.length > 0
              ? ` · bonds matched: ${result.matched_bonds
                  .slice(0, 5)
                  .map((bond) => `${bond.display_name} (${bond.isin})`)
                  .join(', ')}${result.matched_bonds.length > 5 ? '…' : ''}`
              : ''}
          </p>
          <DataTable
            label="Messages found"
            columns={messageColumns}
            rows={result.results}
            getRowId={(message) => String(message.message_id)}
            emptyText="No message matches."
            exportFileName="surveillance-search"
            height={420}
          />
        </>
      ) : null}
    </div>
  );
}
