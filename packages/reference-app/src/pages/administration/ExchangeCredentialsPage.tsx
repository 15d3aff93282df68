import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import { exchangeCredentialsSchema } from '@bondkit/core/validation';
import type { ClearingCorporation, ExchangeCredentialTestResult } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import type { FieldErrors } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';
import { SupportRequestButton } from '../error/SupportRequestButton';

const corporations: { corp: ClearingCorporation; exchange: string }[] = [
  { corp: 'NSCCL', exchange: 'NSE' },
  { corp: 'ICCL', exchange: 'BSE' },
];

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : 'never';

/**
 * Exchange credentials (ops admin): the firm's participant code, username and password at NSE's and BSE's
 * clearing corporations. The password is stored encrypted and never shown again (masked); saving replaces
 * the whole credential. 'Test connection' checks the stored format and says when it was last used.
 */
export function ExchangeCredentialsPage() {
  const { client } = useAppServices();
  const [refreshKey, setRefreshKey] = useState(0);
  const stored = useAsyncData(`credentials:${refreshKey}`, () => client.accounts.listExchangeCredentials());
  return (
    <main className="app-page app-admin">
      <h1>Exchange credentials</h1>
      <p className="app-request-links">
        <SupportRequestButton
          requestType="REQUEST_INTEGRATE_WITH_EXCHANGE"
          label="Request exchange integration"
          title="Request integration with an exchange"
        />
        <SupportRequestButton
          requestType="REQUEST_ACCESS_TO_TRADE"
          label="Request access to trade"
          title="Request access to trade"
        />
      </p>
      {stored.status === 'error' ? <p role="alert">The stored credentials could not be loaded.</p> : null}
      <div className="app-admin__cards">
        {corporations.map(({ corp, exchange }) => (
          <CredentialCard
            key={corp}
            corp={corp}
            exchange={exchange}
            current={
              stored.status === 'ready' ? (stored.data.find((entry) => entry.corp === corp) ?? null) : null
            }
            onSaved={() => setRefreshKey((key) => key + 1)}
          />
        ))}
      </div>
    </main>
  );
}

function CredentialCard({
  corp,
  exchange,
  current,
  onSaved,
}: {
  corp: ClearingCorporation;
  exchange: string;
  current: { participant_code: string; username: string; last_used_at?: string | null | undefined } | null;
  onSaved: () => void;
}) {
  const { client } = useAppServices();
  const [replacing, setReplacing] = useState(false);
  const [form, setForm] = useState({ participant_code: '', username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [test, setTest] = useState<ExchangeCredentialTestResult | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = exchangeCredentialsSchema.safeParse({ ...form, corp });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setBusy(true);
    try {
      const answer = await client.accounts.saveExchangeCredentials(parsed.data);
      client.toasts.push({ severity: 'success', summary: answer.detail });
      setReplacing(false);
      setForm({ participant_code: '', username: '', password: '' });
      setTest(null);
      onSaved();
    } catch (error) {
      if (ApiError.isInstance(error) && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function testConnection() {
    try {
      setTest(await client.accounts.testExchangeCredentials(corp));
      onSaved();
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    }
  }

  return (
    <section className="app-panel app-admin__credential" aria-label={`${exchange} credentials`}>
      <h2>
        {exchange} <span className="app-admin__muted">({corp})</span>
      </h2>
      {current ? (
        <dl className="app-admin__facts">
          <dt>Participant code</dt>
          <dd>{current.participant_code}</dd>
          <dt>Username</dt>
          <dd>{current.username}</dd>
          <dt>Password</dt>
          <dd aria-label="Password hidden">••••••••</dd>
          <dt>Last used</dt>
          <dd>{when(current.last_used_at)}</dd>
        </dl>
      ) : (
        <p>No credentials saved.</p>
      )}
      {test ? (
        <div className={test.ok ? 'app-notice' : 'app-notice app-notice--warning'} role="status">
          <p>
            {test.ok
              ? 'The stored credentials have the exchange’s format.'
              : 'The stored credentials need attention:'}{' '}
            Last used before this test: {when(test.last_used_at)}.
          </p>
          {test.problems.length > 0 ? (
            <ul>
              {test.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="app-actions">
        {current ? (
          <button type="button" className="app-button" onClick={() => void testConnection()}>
            Test connection
          </button>
        ) : null}
        {!replacing ? (
          <button type="button" className="app-button" onClick={() => setReplacing(true)}>
            {current ? 'Replace credentials' : 'Add credentials'}
          </button>
        ) : null}
      </div>
      {replacing ? (
        <form
          className="app-form"
          noValidate
          aria-label={`New ${exchange} credentials`}
          onSubmit={(event) => void save(event)}
        >
          {(
            [
              ['participant_code', 'Participant code', 'text'],
              ['username', 'Username', 'text'],
              ['password', 'Password', 'password'],
            ] as const
          ).map(([key, label, type]) => (
            <TextField
              key={key}
              label={label}
              type={type}
              autoComplete={type === 'password' ? 'new-password' : 'off'}
              value={form[key]}
              error={errors[key] ?? null}
              onChange={(event) => {
                setForm((currentForm) => ({ ...currentForm, [key]: event.target.value }));
                setErrors((currentErrors) => ({ ...currentErrors, [key]: undefined }));
              }}
            />
          ))}
          <div className="app-actions">
            <button type="submit" className="app-button app-button--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save credentials'}
            </button>
            <button type="button" className="app-button" onClick={() => setReplacing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
