import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, toToastMessage } from '@bondkit/core';
import { clientOnboardingSchema } from '@bondkit/core/validation';
import type { ClientOnboardingInput, OnboardedClient } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import type { FieldErrors } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';
import { useReferenceLists } from '../../forms/useReferenceLists';
import { CustodianField } from './CustodianField';
import { indianStateLabel } from '@bondkit/core/validation';

export interface ClientFormValues {
  client_type: 'INDV' | 'CORP';
  category: string;
  name: string;
  pan: string;
  gst: string;
  address_line: string;
  city: string;
  state: string;
  pincode: string;
  bank_account_number: string;
  ifsc: string;
  bo_id: string;
  dp_id: string;
  depository_client_id: string;
  nse_custodian_id: number | null;
  bse_custodian_id: number | null;
  contact_name: string;
  email: string;
  mobile: string;
  whatsapp_consent: boolean;
  consent: boolean;
}

export const emptyClientForm: ClientFormValues = {
  client_type: 'INDV',
  category: '',
  name: '',
  pan: '',
  gst: '',
  address_line: '',
  city: '',
  state: '',
  pincode: '',
  bank_account_number: '',
  ifsc: '',
  bo_id: '',
  dp_id: '',
  depository_client_id: '',
  nse_custodian_id: null,
  bse_custodian_id: null,
  contact_name: '',
  email: '',
  mobile: '',
  whatsapp_consent: false,
  consent: false,
};

/** A stored client as the form's values. */
export function clientFormOf(client: OnboardedClient): ClientFormValues {
  // The form names the kind: a partner client (CORP-P, INDV-P) keeps its suffix on the server, and a
  // corporate's server category (BANK, MUTUAL_FUND…) is not one of the form's individual categories.
  const corporate = client.client_type.startsWith('CORP');
  return {
    ...client,
    client_type: corporate ? 'CORP' : 'INDV',
    category: corporate ? '' : (client.category ?? ''),
    gst: client.gst ?? '',
    bo_id: client.bo_id ?? '',
    dp_id: client.dp_id ?? '',
    depository_client_id: client.depository_client_id ?? '',
  };
}

type TextKey = {
  [Key in keyof ClientFormValues]: ClientFormValues[Key] extends string ? Key : never;
}[keyof ClientFormValues];

/**
 * Onboarding or editing a client: every field checked as it is typed with core's `clientOnboardingSchema`
 * (the server validates with the same schema), messages shown once a field was touched or on submit.
 */
export function ClientForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: ClientFormValues;
  submitLabel: string;
  onSubmit: (payload: ClientOnboardingInput) => Promise<void>;
}) {
  const { client } = useAppServices();
  const lists = useReferenceLists();
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const individual = form.client_type === 'INDV';

  const payload: ClientOnboardingInput = {
    ...form,
    pan: form.pan.trim().toUpperCase(),
    category: individual ? form.category : '',
  };
  const parsed = clientOnboardingSchema.safeParse(payload);
  const allErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  const errorOf = (key: string): string | null =>
    (touched.has(key) ? allErrors[key] : undefined) ?? serverErrors[key] ?? null;

  function set<Key extends keyof ClientFormValues>(key: Key, value: ClientFormValues[Key]) {
    setForm((current) => ({ ...current, [key]: value }));
    setTouched((current) => new Set(current).add(key));
    setServerErrors((current) => ({ ...current, [key]: undefined }));
  }

  const text = (
    key: TextKey,
    label: string,
    extra: { hint?: string; inputMode?: 'numeric' | 'email' | 'tel' } = {},
  ) => (
    <TextField
      label={label}
      name={key}
      value={form[key]}
      error={errorOf(key)}
      onChange={(event) => set(key, event.target.value)}
      onBlur={() => setTouched((current) => new Set(current).add(key))}
      {...extra}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(new Set([...Object.keys(form), ...Object.keys(allErrors)]));
    if (!parsed.success) return;
    setBusy(true);
    try {
      await onSubmit(payload);
    } catch (error) {
      if (ApiError.isInstance(error) && Object.keys(error.fieldErrors).length > 0)
        setServerErrors(error.fieldErrors);
      else client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="app-form app-admin__client-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="app-admin__group">
        <legend>Client</legend>
        <div className="app-segmented" role="radiogroup" aria-label="Client type">
          {(
            [
              ['INDV', 'Individual'],
              ['CORP', 'Corporate'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="client_type"
                checked={form.client_type === value}
                onChange={() => set('client_type', value)}
              />
              {label}
            </label>
          ))}
        </div>
        {individual ? (
          <div className="app-field">
            <label htmlFor="client-category">Category</label>
            <select
              id="client-category"
              value={form.category}
              aria-invalid={errorOf('category') ? true : undefined}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">Choose…</option>
              {lists.individualCategories.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
            {errorOf('category') ? (
              <p className="app-field__error" role="alert">
                {errorOf('category')}
              </p>
            ) : null}
          </div>
        ) : null}
        {text('name', individual ? 'Full name' : 'Company name')}
        {text('pan', 'PAN')}
        {text('gst', individual ? 'GST (optional)' : 'GST')}
      </fieldset>
      <fieldset className="app-admin__group">
        <legend>Address</legend>
        {text('address_line', 'Address')}
        {text('city', 'City')}
        <div className="app-field">
          <label htmlFor="client-state">State</label>
          <select
            id="client-state"
            value={form.state}
            aria-invalid={errorOf('state') ? true : undefined}
            onChange={(event) => set('state', event.target.value)}
          >
            <option value="">Choose…</option>
            {lists.states.map((state) => (
              <option key={state} value={state}>
                {indianStateLabel(state)}
              </option>
            ))}
          </select>
          {errorOf('state') ? (
            <p className="app-field__error" role="alert">
              {errorOf('state')}
            </p>
          ) : null}
        </div>
        {text('pincode', 'Pincode', { inputMode: 'numeric' })}
      </fieldset>
      <fieldset className="app-admin__group">
        <legend>Bank account</legend>
        {text('bank_account_number', 'Account number', { inputMode: 'numeric' })}
        {text('ifsc', 'IFSC')}
      </fieldset>
      <fieldset className="app-admin__group">
        <legend>Depository</legend>
        {text('bo_id', 'BO ID (CDSL)', {
          inputMode: 'numeric',
          hint: '16 digits; or a DP ID and client ID below',
        })}
        {text('dp_id', 'DP ID (NSDL)', { inputMode: 'numeric' })}
        {text('depository_client_id', 'Client ID (NSDL)', { inputMode: 'numeric' })}
      </fieldset>
      <fieldset className="app-admin__group">
        <legend>Custodians</legend>
        <CustodianField
          exchange="NSE"
          value={form.nse_custodian_id}
          onChange={(id) => set('nse_custodian_id', id)}
        />
        {errorOf('nse_custodian_id') ? (
          <p className="app-field__error">{errorOf('nse_custodian_id')}</p>
        ) : null}
        <CustodianField
          exchange="BSE"
          value={form.bse_custodian_id}
          onChange={(id) => set('bse_custodian_id', id)}
        />
        {errorOf('bse_custodian_id') ? (
          <p className="app-field__error">{errorOf('bse_custodian_id')}</p>
        ) : null}
      </fieldset>
      <fieldset className="app-admin__group">
        <legend>Contact and consent</legend>
        {text('contact_name', 'Contact name')}
        {text('email', 'Email', { inputMode: 'email' })}
        {text('mobile', 'Mobile', { inputMode: 'tel' })}
        <label className="app-checkbox">
          <input
            type="checkbox"
            checked={form.whatsapp_consent}
            onChange={(event) => set('whatsapp_consent', event.target.checked)}
          />
          Updates on WhatsApp
        </label>
        <label className="app-checkbox">
          <input
            type="checkbox"
            name="consent"
            checked={form.consent}
            aria-invalid={errorOf('consent') ? true : undefined}
            onChange={(event) => set('consent', event.target.checked)}
          />
          The client consents to onboarding and to sharing these details with the exchanges
        </label>
        {errorOf('consent') ? (
          <p className="app-field__error" role="alert">
            {errorOf('consent')}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="app-button app-button--primary" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
