import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toToastMessage } from '@bondkit/core';
import {
  individualCategories,
  individualCategoryLabels,
  registrationPayloadSchema,
} from '@bondkit/core/validation';
import type { RegistrationPayload } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import type { FieldErrors } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';
import { newPasswordHint, newPasswordMessage } from '../auth/passwordRules';

type ClientKind = 'INDV' | 'CORP';

/** The registration payload's form (platform-shell section 3), checked with the core's schema. */
export function RegistrationForm({ inviteCode, email }: { inviteCode: string; email: string }) {
  const { client } = useAppServices();
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    pan: '',
    clientType: 'INDV' as ClientKind,
    category: 'RTL',
    company: '',
    mobile: '',
    whatsappConsent: false,
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);
  const set = <Key extends keyof typeof form>(key: Key, value: (typeof form)[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const individual = form.clientType === 'INDV';
    const payload = {
      auth_mode: 'register',
      pan: form.pan.trim().toUpperCase(),
      password: form.password,
      identity: { first_name: form.firstName, last_name: form.lastName },
      client_type: form.clientType,
      category: individual ? form.category : 'CORPORATE',
      corporate_identity: individual ? null : { name: form.company.trim() },
      contact: { email, mobile: form.mobile.trim(), whatsapp_consent: form.whatsappConsent },
    };
    const parsed = registrationPayloadSchema.safeParse(payload);
    const nextErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    const passwordMessage = newPasswordMessage(form.password);
    if (passwordMessage !== null) nextErrors.password = passwordMessage;
    setErrors(nextErrors);
    if (!parsed.success || passwordMessage !== null) return;
    setBusy(true);
    try {
      const body: RegistrationPayload & { invite_code: string } = { ...parsed.data, invite_code: inviteCode };
      await client.accounts.register(body);
      setRegistered(true);
    } catch (error) {
      client.toasts.push(toToastMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (registered) {
    return (
      <div role="status">
        <p>Your account is ready.</p>
        <Link className="app-button app-button--primary" to="/auth/login">
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form className="app-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Register">
      <div className="app-form__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={errors['identity.first_name']}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={errors['identity.last_name']}
        />
      </div>
      <TextField
        label="PAN"
        value={form.pan}
        onChange={(event) => set('pan', event.target.value)}
        error={errors.pan}
        maxLength={10}
      />
      <fieldset className="app-fieldset">
        <legend>You are registering as</legend>
        <label>
          <input
            type="radio"
            name="client-type"
            checked={form.clientType === 'INDV'}
            onChange={() => set('clientType', 'INDV')}
          />{' '}
          An individual
        </label>
        <label>
          <input
            type="radio"
            name="client-type"
            checked={form.clientType === 'CORP'}
            onChange={() => set('clientType', 'CORP')}
          />{' '}
          A company
        </label>
      </fieldset>
      {form.clientType === 'INDV' ? (
        <div className="app-field">
          <label htmlFor="registration-category">Category</label>
          <select
            id="registration-category"
            value={form.category}
            onChange={(event) => set('category', event.target.value)}
          >
            {individualCategories.map((category) => (
              <option key={category} value={category}>
                {individualCategoryLabels[category]}
              </option>
            ))}
          </select>
          {errors.category ? <p className="app-field__error">{errors.category}</p> : null}
        </div>
      ) : (
        <TextField
          label="Company name"
          autoComplete="organization"
          value={form.company}
          onChange={(event) => set('company', event.target.value)}
          error={errors['corporate_identity.name']}
        />
      )}
      <TextField
        label="Mobile"
        type="tel"
        autoComplete="tel"
        value={form.mobile}
        onChange={(event) => set('mobile', event.target.value)}
        error={errors['contact.mobile']}
      />
      <label className="app-checkbox">
        <input
          type="checkbox"
          checked={form.whatsappConsent}
          onChange={(event) => set('whatsappConsent', event.target.checked)}
        />{' '}
        Send me trade updates on WhatsApp
      </label>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => set('password', event.target.value)}
        error={errors.password}
        hint={newPasswordHint}
      />
      <button type="submit" className="app-button app-button--primary" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
