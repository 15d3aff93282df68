import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, toToastMessage } from '@bondkit/core';
import { emailSchema, registrationPayloadSchema } from '@bondkit/core/validation';
import type { RegistrationPayload } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { fieldErrorsOf, firstMessage } from '../../forms/fieldErrors';
import type { FieldErrors } from '../../forms/fieldErrors';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { useReferenceLists } from '../../forms/useReferenceLists';
import { newPasswordHint, newPasswordMessage } from '../auth/passwordRules';
import { MobileVerification } from './MobileVerification';
import type { ClientMode } from './MobileVerification';
import { useFirmSuggestion } from './useFirmSuggestion';
import './registration.css';

type ClientKind = 'INDV' | 'CORP';

/** The invitation a user accepts: its code and the address it was sent to. */
export interface AcceptedInvitation {
  code: string;
  email: string;
}

const verifyFirstMessage = 'Verify your mobile number with the OTP we send it.';

/**
 * A server answer's messages on the form: field errors by dotted key (`contact.email`), and its first
 * non-field error (an OTP proof that expired) above the button. Null when the answer has none.
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!ApiError.isInstance(error)) return null;
  const errors: FieldErrors = { ...error.fieldErrors };
  if (error.nonFieldErrors[0] !== undefined) errors.non_field_errors = error.nonFieldErrors[0];
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The registration payload's form (platform-shell section 3), checked with the core's schema. With an
 * invitation the user joins the inviting firm; without one they register a client of their own: an
 * individual or a company, a partner or not (INDV, INDV-P, CORP, CORP-P), a company in the client mode it
 * chose (SOFTWARE or BROKING, sent with the OTP), and the mobile proven with a `register` OTP first.
 */
export function RegistrationForm({ invitation }: { invitation?: AcceptedInvitation | undefined }) {
  const { client } = useAppServices();
  const lists = useReferenceLists();
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: invitation?.email ?? '',
    pan: '',
    clientType: 'INDV' as ClientKind,
    partner: false,
    clientMode: 'SOFTWARE' as ClientMode,
    category: 'RTL',
    corporateCategory: 'CORPORATE',
    company: '',
    mobile: '',
    whatsappConsent: false,
    password: '',
  });
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);
  const set = <Key extends keyof typeof form>(key: Key, value: (typeof form)[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const individual = form.clientType === 'INDV';
  const firm = useFirmSuggestion(form.email, invitation === undefined && !individual);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clientType = `${form.clientType}${form.partner ? '-P' : ''}`;
    const payload = {
      auth_mode: 'register',
      pan: form.pan.trim().toUpperCase(),
      password: form.password,
      identity: { first_name: form.firstName, last_name: form.lastName },
      client_type: clientType,
      category: individual ? form.category : form.corporateCategory,
      corporate_identity: individual ? null : { name: form.company.trim() },
      contact: {
        email: form.email.trim(),
        mobile: form.mobile.trim(),
        whatsapp_consent: form.whatsappConsent,
      },
    };
    const parsed = registrationPayloadSchema.safeParse(payload);
    const nextErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    const passwordMessage = newPasswordMessage(form.password);
    if (passwordMessage !== null) nextErrors.password = passwordMessage;
    // An invited user's address is the invitation's; someone registering proves their mobile first.
    if (
      invitation === undefined &&
      nextErrors['contact.mobile'] === undefined &&
      verifiedMobile !== form.mobile.trim()
    )
      nextErrors['contact.mobile'] = verifyFirstMessage;
    setErrors(nextErrors);
    if (!parsed.success || Object.keys(nextErrors).length > 0) return;
    setBusy(true);
    try {
      const body: RegistrationPayload & { invite_code?: string } =
        invitation === undefined ? parsed.data : { ...parsed.data, invite_code: invitation.code };
      await client.accounts.register(body);
      setRegistered(true);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
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
      {invitation === undefined ? (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
          onBlur={() =>
            form.email.trim() !== '' &&
            setErrors((current) => ({
              ...current,
              'contact.email': firstMessage(emailSchema, form.email.trim()) ?? undefined,
            }))
          }
          error={errors['contact.email']}
        />
      ) : null}
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
      {invitation === undefined ? (
        <label className="app-checkbox">
          <input
            type="checkbox"
            checked={form.partner}
            onChange={(event) => set('partner', event.target.checked)}
          />{' '}
          As a partner (I bring and serve clients of my own)
        </label>
      ) : null}
      {individual ? (
        <SelectField
          label="Category"
          options={lists.individualCategories}
          value={form.category}
          onChange={(event) => set('category', event.target.value)}
          error={errors.category}
        />
      ) : (
        <>
          <TextField
            label="Company name"
            autoComplete="organization"
            value={form.company}
            onChange={(event) => set('company', event.target.value)}
            error={errors['corporate_identity.name']}
          />
          {firm !== null ? (
            <div className="app-registration__firm" role="status">
              <p>
                <strong>{firm.brand_name ?? firm.name}</strong> is already on bondkit. If you work there, ask
                its ops admin to invite you: you join the firm instead of registering it again.
              </p>
              {form.company.trim() !== firm.name ? (
                <button type="button" className="app-link-button" onClick={() => set('company', firm.name)}>
                  Use “{firm.name}” as the company name
                </button>
              ) : null}
            </div>
          ) : null}
          {invitation === undefined ? (
            <>
              <SelectField
                label="Category"
                options={lists.corporateCategories}
                value={form.corporateCategory}
                onChange={(event) => set('corporateCategory', event.target.value)}
                error={errors.category}
              />
              <fieldset className="app-fieldset">
                <legend>Your firm will use bondkit</legend>
                <label>
                  <input
                    type="radio"
                    name="client-mode"
                    checked={form.clientMode === 'SOFTWARE'}
                    onChange={() => set('clientMode', 'SOFTWARE')}
                  />{' '}
                  To trade for itself (software)
                </label>
                <label>
                  <input
                    type="radio"
                    name="client-mode"
                    checked={form.clientMode === 'BROKING'}
                    onChange={() => set('clientMode', 'BROKING')}
                  />{' '}
                  To broke trades for its clients (broking)
                </label>
              </fieldset>
            </>
          ) : null}
        </>
      )}
      {invitation === undefined ? (
        <MobileVerification
          mobile={form.mobile}
          onMobileChange={(mobile) => set('mobile', mobile)}
          mode="register"
          clientMode={individual ? 'SOFTWARE' : form.clientMode}
          verifiedMobile={verifiedMobile}
          onVerified={setVerifiedMobile}
          error={errors['contact.mobile']}
        />
      ) : (
        <TextField
          label="Mobile"
          type="tel"
          autoComplete="tel"
          value={form.mobile}
          onChange={(event) => set('mobile', event.target.value)}
          error={errors['contact.mobile']}
        />
      )}
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
      {errors.non_field_errors ? (
        <p className="app-field__error" role="alert">
          {errors.non_field_errors}
        </p>
      ) : null}
      <button type="submit" className="app-button app-button--primary" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
