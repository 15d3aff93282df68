import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toToastMessage } from '@bondkit/core';
import { emailSchema, mobileSchema, nameSchema } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { firstMessage } from '../../forms/fieldErrors';
import type { FieldErrors } from '../../forms/fieldErrors';
import { TextField } from '../../forms/TextField';
import { MobileVerification } from './MobileVerification';
import { serverFieldErrors } from './RegistrationForm';

/**
 * Easy registration (`POST api/client/register-user/lite`): an individual with a name, an e-mail and a
 * mobile proven with an `easy_register` OTP, and no password: they sign in with an OTP.
 */
export function QuickRegistrationForm() {
  const { client } = useAppServices();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', mobile: '' });
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);
  const set = (key: keyof typeof form, value: string) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mobile = form.mobile.trim();
    const nextErrors: FieldErrors = {};
    const messages = {
      first_name: firstMessage(nameSchema, form.firstName),
      last_name: firstMessage(nameSchema, form.lastName),
      email: firstMessage(emailSchema, form.email.trim()),
      mobile:
        firstMessage(mobileSchema, mobile) ??
        (verifiedMobile === mobile ? null : 'Verify your mobile number with the OTP we send it.'),
    };
    for (const [field, message] of Object.entries(messages))
      if (message !== null) nextErrors[field] = message;
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    setBusy(true);
    try {
      await client.accounts.registerUserLite({
        first_name: form.firstName.trim(),
        last_name: form.lastName.trim(),
        email: form.email.trim(),
        mobile,
      });
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
        <p>Your account is ready. Sign in with a one-time password sent to your mobile or e-mail.</p>
        <Link className="app-button app-button--primary" to="/auth/login">
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form className="app-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Quick sign-up">
      <div className="app-form__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={errors.first_name}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={errors.last_name}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
      <MobileVerification
        mobile={form.mobile}
        onMobileChange={(mobile) => set('mobile', mobile)}
        mode="easy_register"
        verifiedMobile={verifiedMobile}
        onVerified={setVerifiedMobile}
        error={errors.mobile}
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
